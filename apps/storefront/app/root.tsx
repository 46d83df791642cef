import {
  brandAsset,
  canonicalUrl,
  hreflangLinks,
  type ShellData,
  shellData,
  storeCodeRedirect,
  storePrefix,
  themeCss,
} from '@kauppa/pages';
import { type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation, useMatches } from 'react-router';
import type { Route } from './+types/root.ts';
import { dispatchedKindOf } from './catalog/dispatched-views.ts';
import { ErrorPage } from './components/ErrorPage.tsx';
import { OverlayHost } from './components/OverlayHost.tsx';
import { ProgressBar } from './components/ProgressBar.tsx';
import { ScrollOnNavigate } from './components/ScrollOnNavigate.tsx';
import { shopContext } from './lib/context.ts';
import { InlineStyles } from './lib/inline-css.tsx';
import { useShell } from './lib/shell.ts';
import { manifestPath } from './offline/manifest.ts';
import { OfflineLayer } from './offline/OfflineLayer.tsx';
import { ShopProvider } from './shop/react.tsx';

/** The brand of the request and what the browser needs to build its ports once. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<ShellData> {
  return shellData(context.get(shopContext), request.url);
}

/** Catalogue pages set their own canonical URL in their `meta` (the product's or category's route). */
const ownCanonical = new Set(['category', 'product', 'product-child', 'search', 'search-form']);

/** Does the page set its canonical URL itself (a catalogue route, or one the dispatcher rendered)? */
function hasOwnCanonical(leaf: { id: string; data?: unknown; loaderData?: unknown } | undefined): boolean {
  if (!leaf) return false;
  return ownCanonical.has(leaf.id) || dispatchedKindOf(leaf) !== undefined;
}

/** Canonical URL and hreflang alternates of the current page (issue 8: search engines). */
function SeoLinks() {
  const { origin, base, alternates, store, storeViews } = useShell();
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1);
  if (!origin) return null;
  // The router's pathname is below the store view's prefix (its basename).
  const prefix = storePrefix(storeViews, store);
  return (
    <>
      {!hasOwnCanonical(leaf) && <link rel="canonical" href={canonicalUrl(base, pathname)} />}
      {alternates.length > 0 &&
        hreflangLinks(origin, pathname, alternates, prefix).map((link) => (
          <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
        ))}
    </>
  );
}

/** The store-code redirect of accounts-content §2 (multistore on): a full load of the route's path. */
function StoreCodeGuard() {
  const { storeViews, store } = useShell();
  const { pathname } = useLocation();
  useEffect(() => {
    // The full path: the router's pathname leaves out the store view's prefix (its basename).
    const target = storeCodeRedirect(storeViews, store, `${storePrefix(storeViews, store)}${pathname}`);
    if (target) window.location.assign(target);
  }, [storeViews, store, pathname]);
  return null;
}

/** Marks the document hydrated (`data-hydrated` on <html>): end-to-end suites wait for it before clicking. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The document: brand theme as CSS custom properties, also around the error pages. */
export function Layout({ children }: { children: ReactNode }) {
  const { brand, language, ui, imageBase, origin } = useShell();
  // Catalogue images come from the shop API's image server: its connection is opened while the
  // HTML is still arriving, so a product or category page's largest image waits no handshake (issue 31.5).
  const imageOrigin = /^https?:\/\//.test(imageBase) ? new URL(imageBase).origin : undefined;
  // The page type the url dispatcher rendered: the browser loads its code before hydrating.
  const view = dispatchedKindOf(useMatches().at(-1));
  return (
    <html lang={language.slice(0, 2)} data-language={language} data-view={view}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {imageOrigin && imageOrigin !== origin && <link rel="preconnect" href={imageOrigin} />}
        <meta name="theme-color" content={brand.theme.primary} />
        <link rel="icon" href={brandAsset(brand, brand.favicons.icon)} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={brandAsset(brand, brand.favicons.appleTouchIcon)} />
        <link rel="manifest" href={manifestPath} />
        <InlineStyles />
        <style>{themeCss(brand)}</style>
        <Meta />
        <SeoLinks />
        <Links />
      </head>
      <body data-brand={brand.id}>
        <ProgressBar durationMs={ui.progressBarMs} />
        {children}
        <ScrollOnNavigate />
        <StoreCodeGuard />
        <HydrationMarker />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <ShopProvider>
      <Outlet />
      <OverlayHost />
      <OfflineLayer />
    </ShopProvider>
  );
}

/** Errors above the default layout (the shell itself failed): the error page without the header. */
export function ErrorBoundary() {
  return (
    <main className="site-main" id="main">
      <ErrorPage />
    </main>
  );
}

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? '404 Page Not Found' : 'Internal Server Error 500' },
    { name: 'robots', content: 'noindex' },
  ];
}
