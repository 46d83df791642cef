import { brandAsset, type MenuCategory } from '@kauppa/pages';
import type { ReactNode } from 'react';
import { Link, NavLink, Outlet, useRouteLoaderData } from 'react-router';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { SearchPanel } from '../components/SearchPanel.tsx';
import { shopContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import { useShell } from '../lib/shell.ts';
import type { Route } from './+types/default.ts';

/** The menu's top categories; a failing catalogue leaves the menu empty rather than the page broken. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  let menu: MenuCategory[] = [];
  try {
    menu = await shop.menu();
  } catch (error) {
    shop.page.incomplete = true;
    shop.logger.warn('Menu categories could not be loaded', { error: String(error) });
  }
  return { menu };
}

/** The default layout: header with the brand, menu and search, the page, and the footer. */
export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Chrome menu={loaderData.menu}>
      <Outlet />
    </Chrome>
  );
}

/**
 * The 404 and error pages of every page under this layout keep the brand's header, menu, search
 * and footer (issue 14.13).
 */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>('layouts/default');
  return (
    <Chrome menu={data?.menu ?? []}>
      <ErrorPage />
    </Chrome>
  );
}

function Chrome({ menu, children }: { menu: MenuCategory[]; children: ReactNode }) {
  const t = useT();
  const { brand } = useShell();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <header className="site-header">
        <div className="site-header__bar">
          <Link to="/" className="site-header__logo">
            <img src={brandAsset(brand, brand.logo)} alt={brand.name} width={185} height={40} />
          </Link>
          <SearchPanel />
        </div>
        {menu.length > 0 && (
          <nav aria-label={t('Categories')} className="site-menu">
            <ul>
              {menu.map((category) => (
                <li key={category.id}>
                  <NavLink to={`/c/${category.slug ?? category.url_key ?? category.id}`}>
                    {category.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        <nav aria-label={t('Footer')}>
          <ul>
            <li>
              <Link to="/info">{t('About us')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('Contact us')}</Link>
            </li>
            <li>
              <Link to="/order-tracking">{t('Track my Order')}</Link>
            </li>
            <li>
              <Link to="/knowledge-base">{t('FAQ')}</Link>
            </li>
          </ul>
        </nav>
        <p>{brand.name}</p>
      </footer>
    </>
  );
}
