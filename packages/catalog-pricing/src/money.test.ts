import { describe, expect, it } from 'vitest';
import { roundMoney } from './index.ts';

describe('money is rounded in whole cents, half away from zero (issue 30.9)', () => {
  it('defect: 1.005 rounded to 1.00 in binary floats while 1.115 gave 1.12 — both round up', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(1.115)).toBe(1.12);
    expect(roundMoney(2.675)).toBe(2.68);
  });

  it('rounds a sum of prices to cents (0.1 + 0.2 → 0.3) and keeps whole cents', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(4.99 * 3)).toBe(14.97);
    expect(roundMoney(12)).toBe(12);
  });

  it('rounds a negative amount symmetrically (a discount of -1.005 is -1.01)', () => {
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(Object.is(roundMoney(-0.001), -0)).toBe(false);
  });
});
