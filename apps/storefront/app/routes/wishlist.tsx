import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { WishlistItems } from '../components/WishlistPanel.tsx';
import { useT } from '../lib/i18n.ts';

export function meta() {
  return [{ title: 'Wishlist' }];
}

/** Wishlist (accounts-content §2): the saved products, kept in local storage. */
export default function WishlistPage() {
  const t = useT();
  return (
    <section className="page">
      <Breadcrumbs trail={[{ label: t('Wishlist') }]} />
      <h1>{t('Wishlist')}</h1>
      <WishlistItems />
    </section>
  );
}
