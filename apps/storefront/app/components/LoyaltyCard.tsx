import { loyaltyCardView } from '@kauppa/pages/views';
import { useT } from '../lib/i18n.ts';
import { useShell } from '../lib/shell.ts';
import { useAccountState } from '../shop/react.tsx';

/** The customer's loyalty card: brand, name and the card number with its bar code. */
export function LoyaltyCard() {
  const t = useT();
  const { brand } = useShell();
  const user = useAccountState()?.current;
  if (!user) return null;
  const { number, bars, width } = loyaltyCardView(user);
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
