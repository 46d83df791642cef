import { AccountLayout } from '../components/AccountLayout.tsx';
import { LoyaltyCard } from '../components/LoyaltyCard.tsx';

export function meta() {
  return [{ title: 'Loyalty card' }];
}

/** The loyalty card inside My Account (accounts-content §2). */
export default function LoyaltyCardPage() {
  return (
    <AccountLayout title="Loyalty card">
      <LoyaltyCard />
    </AccountLayout>
  );
}
