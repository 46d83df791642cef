import { useMatches } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { useT } from '../lib/i18n.ts';
import type { Route } from './+types/page.ts';

/** Titles of the accounts-content §2 pages that later issues fill in, by route id. */
const titles: Record<string, string> = {
  'customer-account': 'My Account',
  checkout: 'Checkout',
  'my-account': 'My Account',
  'my-account-shipping-details': 'Shipping details',
  'my-account-newsletter': 'Newsletter',
  'my-account-orders': 'My orders',
  'my-account-order': 'Order',
  'my-account-recently-viewed': 'Recently viewed',
  compare: 'Compare Products',
  'create-password': 'Set a new password',
  'recover-password': 'Reset password',
  'order-success': 'Thank you for your order',
};

/** Pages that need a signed-in shopper (accounts-content §6: everything under /my-account). */
const requiresLogin = (id: string) => id.startsWith('my-account');

export function meta({ location }: Route.MetaArgs) {
  const id = Object.keys(titles).find((key) =>
    location.pathname.slice(1).replace(/\//g, '-').startsWith(key),
  );
  return [{ title: titles[id ?? ''] ?? 'Kauppa' }];
}

/** A page of the route table whose content comes with a later issue. */
export default function Page() {
  const t = useT();
  const id = useMatches().at(-1)?.id ?? '';
  const title = t(titles[id] ?? 'Kauppa');
  return (
    <section className="page">
      <Breadcrumbs trail={[{ label: title }]} />
      <h1>{title}</h1>
      {requiresLogin(id) && <p>{t('You need to be logged in to see this page')}</p>}
    </section>
  );
}
