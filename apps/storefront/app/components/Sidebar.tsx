import type { MenuCategory } from '@kauppa/pages';
import { Form, Link, useRouteLoaderData } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { usePanelFocus } from '../lib/panel-focus.ts';
import { useAccountState, useShop, useUi, useUiStore } from '../shop/react.tsx';

/**
 * The sidebar (the menu): the shop's categories first (on a phone the header's category bar is
 * not shown, issue 28.9), then links to the shopper's pages. The style guide is a developer's page
 * and is not offered to shoppers.
 */
export function Sidebar() {
  const t = useT();
  const { sidebar } = useUi();
  const ui = useUiStore();
  const account = useAccountState();
  const shop = useShop();
  const close = () => ui.setPanel('sidebar', false);
  const panel = usePanelFocus<HTMLElement>(close);
  const menu = useRouteLoaderData<{ menu?: MenuCategory[] }>('layouts/default')?.menu ?? [];
  if (!sidebar) return null;
  const links: Array<[string, string]> = [
    ['/', 'Home'],
    ['/my-account', 'My Account'],
    ['/wishlist', 'Wishlist'],
    ['/compare', 'Compare Products'],
    ['/order-tracking', 'Track my Order'],
    ['/store-locator', 'Store locator'],
    ['/knowledge-base', 'FAQ'],
  ];
  return (
    <aside
      className="panel panel--left"
      aria-label={t('Menu')}
      data-testid="sidebar"
      ref={panel}
      tabIndex={-1}
    >
      <header className="panel__header">
        <h2>{t('Menu')}</h2>
        <button type="button" className="panel__close" onClick={close} aria-label={t('Close')}>
          ×
        </button>
      </header>
      {menu.length > 0 && (
        <nav aria-label={t('Categories')}>
          <ul className="sidebar__links sidebar__categories" data-testid="sidebar-categories">
            {menu.map((category) => (
              <li key={category.id}>
                <Link to={`/c/${category.slug ?? category.url_key ?? category.id}`} onClick={close}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
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
  const panel = usePanelFocus<HTMLElement>(() => ui.setPanel('searchpanel', false), { field: true });
  if (!searchpanel) return null;
  return (
    <aside
      className="panel panel--top"
      aria-label={t('Search')}
      data-testid="searchpanel"
      ref={panel}
      tabIndex={-1}
    >
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
