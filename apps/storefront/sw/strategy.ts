/**
 * The caching rules of the service worker (ARCHITECTURE.md, the shell; commerce-core §9 expiry),
 * as pure functions so they are tested in Node. `service-worker.ts` wires them into workbox.
 */

/** Cache names, versioned so a rule change drops the old caches. */
export const cacheNames = {
  pages: 'kauppa-pages-v1',
  data: 'kauppa-data-v1',
  api: 'kauppa-api-v1',
  images: 'kauppa-images-v1',
  config: 'kauppa-sw-config-v1',
  /** The later routes' chunks (issue 20.2): cached when first used, or warmed when idle. */
  assets: 'kauppa-assets-v1',
} as const;

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Runtime expiry (commerce-core §9): images 7 days (the png expiry), JSON and catalogue answers
 * 24 hours (the JSON expiry). Pinned against `defaultShopConfig.server.expires` by a test.
 */
export const expiry = {
  imageSeconds: 7 * DAY_SECONDS,
  jsonSeconds: DAY_SECONDS,
  imageEntries: 300,
  pageEntries: 150,
  jsonEntries: 300,
  /** Hashed, immutable chunks of the later routes (a build has about a hundred). */
  assetEntries: 300,
} as const;

/** Navigations wait this long for the network before the cached page is shown (lie-fi). */
export const networkTimeoutSeconds = 3;

/** The Background Sync tag under which waiting orders are transmitted. */
export const orderSyncTag = 'kauppa-orders';

/**
 * The order sender (issue 20.2): the second service worker that sends held orders, registered
 * when the shop starts. Its scope holds no page, so it controls none and the main worker keeps
 * every page.
 */
export const orderSenderPath = '/order-sender.js';
export const orderSenderScope = '/__kauppa/order-sender/';
/** Where the order sender keeps the page's settings (the config cache). */
export const orderSenderSettingsKey = '/__kauppa/order-sender-settings';

/**
 * A file of the build's `assets/` directory (`/assets/name-hash.js`, `.css`, `.woff2`): the only
 * paths the page may ask the worker to keep (issue 20.2).
 */
export function isBuildAsset(path: string): boolean {
  return /^\/assets\/[\w.-]+\.(?:js|css|woff2)$/.test(path);
}

/** What a request is, for the caching rules. */
export type RequestKind = 'navigation' | 'data' | 'image' | 'api-json' | 'static' | 'none';

/** The part of a request the rules read. */
export interface RequestFacts {
  url: URL;
  method: string;
  mode: string;
  destination: string;
  /** The page's own origin (the service worker's scope). */
  origin: string;
  /** The shop API base URL, when the page told the service worker. */
  apiUrl?: string | undefined;
}

const imageExtension = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;
/** API reads that must never be answered from a cache: carts, users, orders, stock. */
const privateApiPath = /\/(cart|user|order|stock|auth|token)(\/|$)/i;

/** Classifies a request: which caching rule applies. */
export function requestKind({ url, method, mode, destination, origin, apiUrl }: RequestFacts): RequestKind {
  if (method !== 'GET') return 'none';
  const sameOrigin = url.origin === origin;
  if (sameOrigin && mode === 'navigate') return 'navigation';
  if (sameOrigin && url.pathname.endsWith('.data')) return 'data';
  if (destination === 'image' || imageExtension.test(url.pathname)) return 'image';
  if (sameOrigin && url.pathname.endsWith('.json')) return 'api-json';
  if (apiUrl && url.href.startsWith(apiUrl.replace(/\/$/, '')) && !privateApiPath.test(url.pathname))
    return 'api-json';
  if (sameOrigin && url.pathname.startsWith('/assets/')) return 'static';
  return 'none';
}

/** The page path a React Router `.data` request loads: `/p/a/b.data?_routes=x` → `/p/a/b`. */
export function pagePathOfData(url: URL): string {
  const path = url.pathname.replace(/\.data$/, '');
  const page = path === '/_root' || path.endsWith('/_') ? path.replace(/_(root)?$/, '') || '/' : path;
  const search = new URLSearchParams(url.search);
  search.delete('_routes');
  const query = search.toString();
  return query ? `${page}?${query}` : page;
}

/**
 * Is the `.data` answer of this path a page's (kept as a document for offline use), not the parts
 * a page's browser loads after hydration (issue 20.4: `/product-parts/…`, `/category-parts/…`)?
 */
export function isPageData(pagePath: string): boolean {
  return !/^\/(product|category)-parts\//.test(pagePath);
}

/** The message of an uncached page offline: the catalogue's own 'query returned empty result' ids. */
export function emptyResultMessage(pagePath: string): string {
  if (pagePath.startsWith('/p/')) return 'Product query returned empty result';
  if (pagePath.startsWith('/c/')) return 'Category query returned empty result';
  return 'CMS query returned empty result';
}

/** The warning of a category whose products were never synchronised (commerce-core §8). */
export const noProductsSynchronized =
  'No products synchronized for this category. Please come back while online!';

/** How the service worker answers a `.data` request it could neither fetch nor find cached. */
export type OfflineDataAnswer =
  /** The page's HTML is cached: reload the document, the navigation rule serves it. */
  | { kind: 'reload-document'; location: string }
  /** Not available offline: an error the shell turns into its offline notice (accounts-content §8). */
  | { kind: 'error'; status: 404; message: string };

/**
 * The offline answer of an uncached `.data` request: a document reload when the page itself is
 * cached; for a category whose page was visited with other filters, the 'No products
 * synchronized' warning; otherwise the empty-result error that sends the shopper home.
 */
export function offlineDataAnswer(
  url: URL,
  cached: { page: boolean; categoryVisited: boolean },
): OfflineDataAnswer {
  const location = pagePathOfData(url);
  if (cached.page) return { kind: 'reload-document', location };
  if (location.startsWith('/c/') && cached.categoryVisited)
    return { kind: 'error', status: 404, message: noProductsSynchronized };
  return { kind: 'error', status: 404, message: emptyResultMessage(location) };
}

/** Texts of the offline notice page, translated by the page that registered the worker. */
export interface OfflineTexts {
  lang: string;
  notice: string;
  ok: string;
}

/** The spec's English texts (accounts-content §8). */
export const defaultOfflineTexts: OfflineTexts = {
  lang: 'en',
  notice: 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
  ok: 'OK',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page shown for an uncached product, category or CMS page opened offline: the notice with an
 * OK action that goes to the store's home path (accounts-content §2, §8). No script needed.
 */
/** The offline notice redirects home by itself after this many seconds (OK goes at once; issue 14.13). */
export const offlineRedirectSeconds = 3;

/**
 * The brand's look taken from a page the worker keeps (issue 14.13: the notice showed without the
 * brand's header, menu and search): the document's styles and its `<header class="site-header">`
 * (logo, search form, menu). Scripts stay out: the notice page is plain HTML.
 */
export interface OfflineShell {
  styles: string;
  header: string;
}

/** Reads {@link OfflineShell} from a kept page's HTML; `null` when it has no site header. */
export function offlineShellOf(html: string): OfflineShell | null {
  const start = html.search(/<header[^>]*class="site-header"/);
  const end = start < 0 ? -1 : html.indexOf('</header>', start);
  if (start < 0 || end < 0) return null;
  const headEnd = html.search(/<\/head>/i);
  const head = headEnd < 0 ? html : html.slice(0, headEnd);
  const styles = [...head.matchAll(/<style[^>]*>[\s\S]*?<\/style>|<link[^>]*rel="stylesheet"[^>]*>/gi)]
    .map((m) => m[0])
    .join('');
  const header = html.slice(start, end + '</header>'.length).replace(/<script[\s\S]*?<\/script>/gi, '');
  return { styles, header };
}

export function offlineNoticeHtml(
  texts: OfflineTexts,
  home = '/',
  shell: OfflineShell | null = null,
): string {
  const head = `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${offlineRedirectSeconds};url=${escapeHtml(home)}"><title>${escapeHtml(texts.notice)}</title>`;
  const notice = `<div class="notice notice--error" role="alert" data-testid="offline-notice"><p>${escapeHtml(texts.notice)}</p><a href="${escapeHtml(home)}" data-testid="offline-notice-ok">${escapeHtml(texts.ok)}</a></div>`;
  if (shell)
    return `<!doctype html><html lang="${escapeHtml(texts.lang)}"><head>${head}${shell.styles}</head><body>${shell.header}<main id="main" class="site-main">${notice}</main></body></html>`;
  return `<!doctype html><html lang="${escapeHtml(texts.lang)}"><head>${head}<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#fff;color:#141414}.notice{max-width:32rem;margin:1rem;padding:1.25rem;border-left:6px solid #FF4B32;background:#fff5f3}.notice a{display:inline-block;margin-top:1rem;padding:.5rem 1.25rem;background:#141414;color:#fff;text-decoration:none;border-radius:4px}</style></head><body>${notice}</body></html>`;
}

/** React Router's lazy route discovery endpoint (`/__manifest?paths=…&version=…`). */
export const routeManifestPath = '/__manifest';

/**
 * One path per route of `app/routes.ts` (parameters filled with placeholders): asked from
 * `/__manifest` once online, so every route's module list is known offline, also for a route the
 * shopper never opened (checkout → thank-you page while offline).
 */
export const routeDiscoveryPaths: readonly string[] = [
  '/',
  '/pwa.html',
  '/c/x',
  '/p/x/y',
  '/p/x/y/z',
  '/i/x',
  '/search',
  '/search/x',
  '/customer/account',
  '/checkout',
  '/info',
  '/order-tracking',
  '/my-account',
  '/my-account/shipping-details',
  '/my-account/newsletter',
  '/my-account/orders',
  '/my-account/orders/x',
  '/my-account/recently-viewed',
  '/my-account/loyalty-card',
  '/my-account/product-reviews',
  '/contact',
  '/compare',
  '/create-password/token/x/email/y',
  '/recover-password',
  '/order-success',
  '/knowledge-base',
  '/knowledge-base/x',
  '/knowledge-base/x/y',
  '/x/y/z',
  '/error',
  '/magento2vsfsync',
];

/** The `/__manifest` request that discovers every route of {@link routeDiscoveryPaths}. */
export function routeDiscoveryUrl(origin: string, version: string): string {
  const search = new URLSearchParams({ paths: [...routeDiscoveryPaths].sort().join(','), version });
  return `${origin}${routeManifestPath}?${search}`;
}

/**
 * The shop's own pages (no catalogue content) whose data is kept once online, so a client
 * navigation to them works offline even when never opened: checkout → thank-you page offline.
 */
export const appDataPaths: readonly string[] = [
  '/_.data',
  '/checkout.data',
  '/order-success.data',
  '/compare.data',
];

/** The same `.data` request without `_routes`: a full answer serves any subset of the routes. */
export function withoutRouteFilter(url: URL): string | null {
  if (!url.searchParams.has('_routes')) return null;
  const bare = new URL(url.href);
  bare.searchParams.delete('_routes');
  return bare.href;
}

/** What the page knows of its connection (`navigator.connection`, where the browser has it). */
export interface ConnectionFacts {
  saveData?: boolean | undefined;
  effectiveType?: string | undefined;
  type?: string | undefined;
  metered?: boolean | undefined;
}

/**
 * May the later routes' chunks be fetched ahead of use (issue 20.2)? Only on a connection that is
 * neither metered (cellular, Save-Data) nor slow (2g, 3g); without `navigator.connection` the
 * browser tells nothing and the answer is yes. The page asks only when the device is idle.
 */
export function mayWarmLaterAssets(connection: ConnectionFacts | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData || connection.metered) return false;
  if (connection.type === 'cellular') return false;
  return !['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '4g');
}
