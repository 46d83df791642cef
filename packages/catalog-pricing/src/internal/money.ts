/**
 * Rounds an amount of money to whole cents, half away from zero (issue 30.9): the amount is read as
 * the decimal it is written as (15 significant digits), so 1.005 → 1.01 and 1.115 → 1.12 alike,
 * where `Math.round(x * 100) / 100` on binary floats gives 1.00 for the first.
 *
 * @example
 * roundMoney(1.005); // 1.01
 * roundMoney(4.99 * 3); // 14.97
 */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) return amount;
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  return cents === 0 ? 0 : (Math.sign(amount) * cents) / 100;
}
