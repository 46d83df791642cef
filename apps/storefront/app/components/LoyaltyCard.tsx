import { useT } from '../lib/i18n.ts';
import { useShell } from '../lib/shell.ts';
import { useAccountState } from '../shop/react.tsx';

/** The bars of a card number: each digit as a wide or narrow bar pair, drawn as SVG. */
export function cardBars(number: string): Array<{ x: number; width: number }> {
  const bars: Array<{ x: number; width: number }> = [];
  let x = 0;
  for (const digit of number) {
    const d = Number(digit) || 0;
    bars.push({ x, width: 1 + (d % 3) });
    x += 2 + (d % 3) + 1 + (d % 2);
  }
  return bars;
}

/** The customer's loyalty card: brand, name and the card number with its bar code. */
export function LoyaltyCard() {
  const t = useT();
  const { brand } = useShell();
  const user = useAccountState()?.current;
  if (!user) return null;
  const number = `2${String(user.id).padStart(11, '0')}`;
  const bars = cardBars(number);
  const width = (bars.at(-1)?.x ?? 0) + 4;
  return (
    <div className="loyalty-card" data-testid="loyalty-card">
      <p>
        <strong>{brand.name}</strong> — {t('Loyalty card')}
      </p>
      <p>
        {user.firstname} {user.lastname}
      </p>
      <svg viewBox={`0 0 ${width} 40`} width="300" height="60" role="img" aria-label={number}>
        {bars.map((bar) => (
          <rect key={bar.x} x={bar.x} y={0} width={bar.width} height={40} fill="currentColor" />
        ))}
      </svg>
      <p>{number}</p>
    </div>
  );
}
