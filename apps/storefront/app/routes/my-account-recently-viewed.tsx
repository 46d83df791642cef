import { Link } from 'react-router';
import { AccountLayout } from '../components/AccountLayout.tsx';
import { useT } from '../lib/i18n.ts';
import { useListItems, useShop } from '../shop/react.tsx';

export function meta() {
  return [{ title: 'Recently viewed' }];
}

/** Recently viewed products (accounts-content §2). */
export default function RecentlyViewed() {
  return (
    <AccountLayout title="Recently viewed">
      <Viewed />
    </AccountLayout>
  );
}

function Viewed() {
  const t = useT();
  const shop = useShop();
  const items = useListItems(shop?.recentlyViewed);
  if (items.length === 0) return <p>{t('No products yet.')}</p>;
  return (
    <ul className="product-list">
      {items.map((item) => (
        <li key={item.sku} className="product-list__item">
          {typeof item.url_path === 'string' ? (
            <Link to={`/${item.url_path}`}>{String(item.name ?? item.sku)}</Link>
          ) : (
            <span>{String(item.name ?? item.sku)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
