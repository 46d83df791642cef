/// <reference lib="webworker" />
/**
 * The Kauppa service worker (ARCHITECTURE.md, the shell; accounts-content §2, §4, §8). Built by
 * `scripts/build-sw.ts`: bundled, then workbox-build's injectManifest fills the precache list.
 *
 * - precache: the app shell and the route chunks a first visit needs (`build/client/assets`),
 *   ≤ 1.5 MB; the later routes' chunks are cached when first used, or fetched when the page says the
 *   device is idle on an unmetered connection (issue 20.2);
 * - navigations: network first, the visited page from the cache offline; an uncached page shows
 *   the offline notice with OK → home;
 * - React Router `.data` answers: network first (24 h); offline and uncached, a document reload
 *   when the page is cached, otherwise the 'query returned empty result' error of §8;
 * - images: cache first, 7 days; JSON and catalogue GET answers: network first, 24 h;
 * - the chunks the page loaded before the worker controlled it (the shop runtime when the shop
 *   starts) kept from the HTTP cache when the page lists them (issue 20.2);
 * - held orders are sent by the second, small worker `sw/order-sender.ts` (Background Sync
 *   `kauppa-orders`), registered when the shop starts (issue 20.2).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { OrderSyncSettings } from './order-sync.ts';
import {
  appDataPaths,
  cacheNames,
  defaultOfflineTexts,
  expiry,
  isBuildAsset,
  isPageData,
  networkTimeoutSeconds,
  type OfflineTexts,
  offlineDataAnswer,
  offlineNoticeHtml,
  offlineShellOf,
  pagePathOfData,
  requestKind,
  routeDiscoveryUrl,
  routeManifestPath,
  withoutRouteFilter,
} from './strategy.ts';

/** The later routes' chunks (`/assets/…`), written in by `scripts/build-sw.ts`. */
const laterAssetList = '__KAUPPA_LATER_ASSETS__';
const laterAssets: string[] = laterAssetList.startsWith('[') ? (JSON.parse(laterAssetList) as string[]) : [];

/** The language catalogue chunks by locale (`{ 'de-DE': '/assets/…' }`), written in by `scripts/build-sw.ts`. */
const catalogueList = '__KAUPPA_CATALOGUES__';
const catalogues: Record<string, string> = catalogueList.startsWith('{')
  ? (JSON.parse(catalogueList) as Record<string, string>)
  : {};

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** What the pages tell the worker (`registerServiceWorker` of `@kauppa/shop/offline`). */
interface WorkerSettings extends Partial<OrderSyncSettings> {
  texts?: OfflineTexts;
  /** The build's route manifest version (`__reactRouterManifest.version`). */
  manifestVersion?: string;
}

const settingsKey = '/__kauppa/sw-settings';
let settings: WorkerSettings = {};

async function loadSettings(): Promise<WorkerSettings> {
  const cache = await caches.open(cacheNames.config);
  const stored = await cache.match(settingsKey);
  settings = stored ? ((await stored.json()) as WorkerSettings) : {};
  return settings;
}
void loadSettings().catch(() => settings);

async function saveSettings(next: WorkerSettings): Promise<void> {
  settings = { ...settings, ...next };
  const cache = await caches.open(cacheNames.config);
  await cache.put(
    settingsKey,
    new Response(JSON.stringify(settings), { headers: { 'Content-Type': 'application/json' } }),
  );
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const okOnly = new CacheableResponsePlugin({ statuses: [200] });
const facts = (request: Request, url: URL) => ({
  url,
  method: request.method,
  mode: request.mode,
  destination: request.destination,
  origin: self.location.origin,
  apiUrl: settings.apiUrl,
});

const pages = new NetworkFirst({
  cacheName: cacheNames.pages,
  networkTimeoutSeconds,
  plugins: [
    okOnly,
    new ExpirationPlugin({ maxEntries: expiry.pageEntries, maxAgeSeconds: expiry.jsonSeconds }),
  ],
});

registerRoute(
  ({ request, url }) => requestKind(facts(request, url)) === 'navigation',
  async (options) => {
    try {
      const answer = await pages.handle(options);
      if (answer) return answer;
    } catch {
      // neither network nor cache: the notice below
    }
    const texts = settings.texts ?? defaultOfflineTexts;
    return new Response(offlineNoticeHtml(texts, '/', await keptShell()), {
      status: 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Kauppa-Offline': 'notice',
      },
    });
  },
);

/** The brand's header and styles from a kept page (the home page first) for the offline notice. */
async function keptShell() {
  try {
    const cache = await caches.open(cacheNames.pages);
    const kept =
      (await cache.match(`${self.location.origin}/`)) ?? (await cache.match((await cache.keys())[0] ?? ''));
    return kept ? offlineShellOf(await kept.text()) : null;
  } catch {
    return null;
  }
}

const data = new NetworkFirst({
  cacheName: cacheNames.data,
  networkTimeoutSeconds,
  plugins: [
    okOnly,
    new ExpirationPlugin({ maxEntries: expiry.pageEntries, maxAgeSeconds: expiry.jsonSeconds }),
  ],
});

async function hasCategoryVisit(path: string): Promise<boolean> {
  const base = path.split('?')[0] ?? path;
  const origin = self.location.origin;
  for (const name of [cacheNames.pages, cacheNames.data]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.origin !== origin) continue;
      if (url.pathname === base || url.pathname === `${base}.data`) return true;
    }
  }
  return false;
}

registerRoute(
  ({ request, url }) => requestKind(facts(request, url)) === 'data',
  async (options) => {
    try {
      const answer = await data.handle(options);
      if (answer) {
        // A page reached by in-app navigation is kept as a document too, so it opens offline after
        // a reload or in a new tab, not only by the next in-app navigation (issue 14.13).
        const pagePath = pagePathOfData(options.url);
        if (answer.ok && !answer.headers.has('X-Kauppa-Offline') && isPageData(pagePath))
          options.event.waitUntil(keepPageDocument(pagePath).catch(() => undefined));
        return answer;
      }
    } catch {
      // offline and not cached: see below
    }
    const url = options.url;
    const bare = withoutRouteFilter(url);
    const full = bare ? await caches.match(bare, { cacheName: cacheNames.data }) : undefined;
    if (full) return full;
    const pagePath = pagePathOfData(url);
    const pageCached = Boolean(
      await caches.match(new URL(pagePath, url.origin).href, { cacheName: cacheNames.pages }),
    );
    const categoryVisited = pagePath.startsWith('/c/') && (await hasCategoryVisit(pagePath));
    const answer = offlineDataAnswer(url, { page: pageCached, categoryVisited });
    if (answer.kind === 'reload-document') {
      return new Response(null, {
        status: 204,
        headers: {
          'X-Remix-Redirect': answer.location,
          'X-Remix-Status': '302',
          'X-Remix-Reload-Document': 'true',
        },
      });
    }
    return new Response(answer.message, {
      status: answer.status,
      statusText: 'Not Found',
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Kauppa-Offline': 'empty-result' },
    });
  },
);

registerRoute(
  ({ request, url }) => requestKind(facts(request, url)) === 'image',
  new CacheFirst({
    cacheName: cacheNames.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: expiry.imageEntries,
        maxAgeSeconds: expiry.imageSeconds,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ request, url }) => requestKind(facts(request, url)) === 'api-json',
  new NetworkFirst({
    cacheName: cacheNames.api,
    networkTimeoutSeconds,
    plugins: [
      okOnly,
      new ExpirationPlugin({
        maxEntries: expiry.jsonEntries,
        maxAgeSeconds: expiry.jsonSeconds,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

const assets = new CacheFirst({
  cacheName: cacheNames.assets,
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: expiry.assetEntries, purgeOnQuotaError: true })],
});

// The chunks left out of the precache (issue 20.2): kept the first time they are used.
registerRoute(({ request, url }) => requestKind(facts(request, url)) === 'static', assets);

/** Fetches the later routes' chunks not kept yet, one by one (the page asks when idle). */
async function warmLaterAssets(): Promise<void> {
  const cache = await caches.open(cacheNames.assets);
  for (const path of laterAssets) {
    const key = new URL(path, self.location.origin).href;
    if (await cache.match(key)) continue;
    const answer = await fetch(key, { credentials: 'same-origin' });
    if (answer.status === 200) await cache.put(key, answer);
  }
}

/**
 * Keeps the build's chunks the page loaded (`/assets/…`, issue 20.2): those it fetched before the
 * worker controlled it — a first visit's lazy parts, the shop runtime when the shop starts — are
 * not precached; they come from the HTTP cache (`force-cache`), not over the network again.
 */
async function keepLoadedAssets(paths: readonly unknown[]): Promise<void> {
  const cache = await caches.open(cacheNames.assets);
  for (const path of paths) {
    if (typeof path !== 'string' || !isBuildAsset(path)) continue;
    const key = new URL(path, self.location.origin).href;
    if (await caches.match(key)) continue;
    const answer = await fetch(key, { credentials: 'same-origin', cache: 'force-cache' });
    if (answer.status === 200) await cache.put(key, answer);
  }
}

/**
 * Keeps the catalogue chunks of the page's language (`texts.lang`, e.g. `de`): they are not
 * precached (issue 20.2), and the page loaded its own before the worker took control, so this is
 * answered by the HTTP cache.
 */
async function keepCatalogues(lang: string | undefined): Promise<void> {
  if (!lang) return;
  const cache = await caches.open(cacheNames.assets);
  for (const [locale, path] of Object.entries(catalogues)) {
    if (locale !== lang && !locale.startsWith(`${lang}-`)) continue;
    const key = new URL(path, self.location.origin).href;
    if (await cache.match(key)) continue;
    const answer = await fetch(key, { credentials: 'same-origin' });
    if (answer.status === 200) await cache.put(key, answer);
  }
}

const routesKey = '/__kauppa/route-manifest';

/** The kept answer of {@link warmRouteManifest} when it belongs to the build `version`. */
async function storedRouteManifest(version: string | null): Promise<Response | undefined> {
  const stored = await (await caches.open(cacheNames.config)).match(routesKey);
  return stored?.headers.get('X-Manifest-Version') === version ? stored : undefined;
}

/** Asks `/__manifest` for every route of the build once, and keeps the answer for offline use. */
async function warmRouteManifest(version: string): Promise<void> {
  if (await storedRouteManifest(version)) return;
  const answer = await fetch(routeDiscoveryUrl(self.location.origin, version));
  if (answer.status !== 200) return;
  const patches = await answer.text();
  const cache = await caches.open(cacheNames.config);
  await cache.put(
    routesKey,
    new Response(patches, { headers: { 'Content-Type': 'application/json', 'X-Manifest-Version': version } }),
  );
}

/**
 * Lazy route discovery: network first; offline, every route of the build from the answer kept by
 * {@link warmRouteManifest} (React Router takes the routes it does not know yet).
 */
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname === routeManifestPath,
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const stored = await storedRouteManifest(url.searchParams.get('version'));
      if (!stored) throw error;
      return stored;
    }
  },
);

/** Keeps the data of the shop's own pages once (see {@link appDataPaths}). */
async function warmAppData(): Promise<void> {
  const cache = await caches.open(cacheNames.data);
  for (const path of appDataPaths) {
    const key = new URL(path, self.location.origin).href;
    if (await cache.match(key)) continue;
    const answer = await fetch(key, { credentials: 'same-origin' });
    if (answer.status === 200) await cache.put(key, answer);
  }
}

/** Fetches and keeps a page's server-rendered document once (pages cache, the pages' expiry). */
async function keepPageDocument(path: string): Promise<void> {
  const key = new URL(path, self.location.origin).href;
  const cache = await caches.open(cacheNames.pages);
  if (await cache.match(key)) return;
  const response = await fetch(key, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
  if (response.status === 200 && (response.headers.get('Content-Type') ?? '').includes('text/html'))
    await cache.put(key, response);
}

/** The store's home page is cached on install, so OK of the offline notice always lands. */
async function warmHome(): Promise<void> {
  const cache = await caches.open(cacheNames.pages);
  try {
    const response = await fetch('/', { credentials: 'same-origin' });
    if (response.ok) await cache.put(new URL('/', self.location.origin).href, response);
  } catch {
    // offline install: the home page is cached on its next visit
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(warmHome());
});

self.addEventListener('activate', () => {
  // A first install takes control at once (the page then runs offline); updates wait for the
  // shopper's "update" (SKIP_WAITING from the update prompt).
});
clientsClaim();

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; settings?: WorkerSettings; paths?: unknown } | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'KAUPPA_SETTINGS' && message.settings) {
    const next = message.settings;
    event.waitUntil(
      saveSettings(next).then(() =>
        Promise.all([
          next.manifestVersion ? warmRouteManifest(next.manifestVersion).catch(() => undefined) : undefined,
          warmAppData().catch(() => undefined),
          keepCatalogues(next.texts?.lang).catch(() => undefined),
        ]),
      ),
    );
  }
  if (message?.type === 'KAUPPA_WARM_ASSETS') event.waitUntil(warmLaterAssets().catch(() => undefined));
  if (message?.type === 'KAUPPA_KEEP_ASSETS' && Array.isArray(message.paths))
    event.waitUntil(keepLoadedAssets(message.paths).catch(() => undefined));
});
