import { Form, Link } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { useAccountState, useShop, useUi, useUiStore } from '../shop/react.tsx';

/** The sidebar: links to the shopper's pages. */
export function Sidebar() {
  const t = useT();
  const { sidebar } = useUi();
  const ui = useUiStore();
  const account = useAccountState();
  const shop = useShop();
  if (!sidebar) return null;
  const close = () => ui.setPanel('sidebar', false);
  const links: Array<[string, string]> = [
    ['/', 'Home'],
    ['/my-account', 'My Account'],
    ['/wishlist', 'Wishlist'],
    ['/compare', 'Compare Products'],
    ['/order-tracking', 'Track my Order'],
    ['/store-locator', 'Store locator'],
    ['/knowledge-base', 'FAQ'],
    ['/style-guide', 'Style Guide'],
  ];
  return (
    <aside className="panel panel--left" aria-label={t('Menu')} data-testid="sidebar">
      <header className="panel__header">
        <h2>{t('Menu')}</h2>
        <button type="button" className="panel__close" onClick={close} aria-label={t('Close')}>
          ×
        </button>
      </header>
      <ul className="sidebar__links">
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to} onClick={close}>
              {t(label)}
            </Link>
          </li>
        ))}
        {account?.authorized && (
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                close();
                void shop?.account.logout();
              }}
            >
              {t('Logout')}
            </button>
          </li>
        )}
      </ul>
    </aside>
  );
}

/** The search panel: a search form over the page. */
export function SidebarSearchPanel() {
  const t = useT();
  const { searchpanel } = useUi();
  const ui = useUiStore();
  if (!searchpanel) return null;
  return (
    <aside className="panel panel--top" aria-label={t('Search')} data-testid="searchpanel">
      <Form method="get" action="/search" role="search" onSubmit={() => ui.setPanel('searchpanel', false)}>
        <label htmlFor="panel-search">{t('Search')}</label>
        <input id="panel-search" name="q" type="search" minLength={3} />
        <button type="submit">{t('Search')}</button>
        <button type="button" className="link-button" onClick={() => ui.setPanel('searchpanel', false)}>
          {t('Close')}
        </button>
      </Form>
    </aside>
  );
}
