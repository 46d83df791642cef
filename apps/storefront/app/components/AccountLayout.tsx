import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { useAccountState, useShop, useUiStore } from '../shop/react.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const links: Array<[string, string]> = [
  ['/my-account', 'My profile'],
  ['/my-account/shipping-details', 'My shipping details'],
  ['/my-account/newsletter', 'My newsletter'],
  ['/my-account/orders', 'My orders'],
  ['/my-account/loyalty-card', 'My loyalty card'],
  ['/my-account/product-reviews', 'My product reviews'],
  ['/my-account/recently-viewed', 'My recently viewed products'],
];

/**
 * The My Account frame: navigation and the login guard of accounts-content §2/§6 — every page
 * under /my-account shows 'You need to be logged in to see this page' to a guest.
 */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const shop = useShop();
  const account = useAccountState();
  const ui = useUiStore();
  const loading = !shop || !account?.local_data_loaded;
  return (
    <section className="page">
      <Breadcrumbs
        trail={
          title === 'My Account'
            ? [{ label: t(title) }]
            : [{ label: t('My Account'), to: '/my-account' }, { label: t(title) }]
        }
      />
      <h1>{t(title)}</h1>
      {loading ? (
        <p>{t('Loading...')}</p>
      ) : !account.authorized ? (
        <div data-testid="login-guard">
          <p>{t('You need to be logged in to see this page')}</p>
          <button type="button" className="button" onClick={() => ui.setAuthElem('login')}>
            {t('Log in')}
          </button>
        </div>
      ) : (
        <div className="account">
          <nav className="account__nav" aria-label={t('My Account')}>
            <ul>
              {links.map(([to, label]) => (
                <li key={to}>
                  <NavLink to={to} end>
                    {t(label)}
                  </NavLink>
                </li>
              ))}
              <li>
                <button type="button" className="link-button" onClick={() => void shop.account.logout()}>
                  {t('Logout')}
                </button>
              </li>
            </ul>
          </nav>
          <div>{children}</div>
        </div>
      )}
    </section>
  );
}
