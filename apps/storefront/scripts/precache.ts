/** The precache budget of issue 10: 1.5 MB. */
export const precacheBudgetBytes = 1.5 * 1024 * 1024;

/**
 * What is precached: the app shell and route chunks (scripts, styles, fonts). Images are cached
 * at runtime (cache first, 7 days) instead, so big images never enter the precache.
 */
export const precacheGlobs: string[] = ['assets/**/*.{js,css,woff2}'];

/**
 * A build file whose name carries its content hash (`assets/name-Abc123_-.js`, Vite's 8-character
 * hash): precached without a revision, so workbox fetches it through the HTTP cache (issue 20.2).
 */
export const hashedAsset = /^assets\/.+-[\w-]{8}\.(?:js|css|woff2)$/;

/**
 * A language catalogue chunk of `@kauppa/i18n` (`assets/de-DE-Abc123_-.js`). They stay out of the
 * precache (a shop page needs one language, ~7 KB gzip each); the worker keeps the one of the
 * language the page tells it (issue 20.2: i18n catalogues of other languages).
 */
export const localeCatalogue = /^assets\/([a-z]{2,3}-[A-Z]{2})-[\w-]{8}\.js$/;

/** The catalogue chunks among `files`, by locale (`{ 'de-DE': '/assets/de-DE-….js' }`). */
export function localeCatalogues(files: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const file of files) {
    const locale = localeCatalogue.exec(file)?.[1];
    if (locale) found[locale] = `/${file}`;
  }
  return found;
}

/** The precache figures written to `reports/precache.json`. */
export interface PrecacheReport {
  count: number;
  bytes: number;
  budgetBytes: number;
  withinBudget: boolean;
  entries: string[];
  /** The files left to runtime caching (issue 20.2: later routes' chunks). */
  later?: string[];
}

/** Checks the precache size against {@link precacheBudgetBytes}. */
export function checkPrecacheBudget({
  count,
  size,
  entries,
  later = [],
}: {
  count: number;
  size: number;
  entries: string[];
  later?: string[];
}): PrecacheReport {
  return {
    count,
    bytes: size,
    budgetBytes: precacheBudgetBytes,
    withinBudget: size <= precacheBudgetBytes,
    entries,
    later,
  };
}

/**
 * The routes a first visit needs (issue 20.2): the shell, the catalogue pages a shopper lands on
 * or follows links to, the thank-you page (an order placed offline lands there without having
 * been there online), and the error page. Their chunks are precached; every other route's own
 * chunks — the checkout's too (~60 KB gzip: it is opened online before an order is placed
 * offline) — are cached when first used, or fetched when the device is idle on an unmetered
 * connection.
 */
export const firstVisitRoutes: readonly string[] = [
  'root',
  'layouts/default',
  'layouts/minimal',
  'home',
  'home-pwa',
  'category',
  'product',
  'product-child',
  'cms-page',
  'search-form',
  'search',
  'dispatcher',
  'order-success',
  'error',
];

/** The parts of React Router's client manifest (`window.__reactRouterManifest`) the split reads. */
export interface ClientManifest {
  entry: { module: string; imports?: string[]; css?: string[] };
  routes: Record<string, { module?: string; imports?: string[]; css?: string[] } | undefined>;
}

/** A route's files, relative to the client directory (`assets/x.js`, as the precache names them). */
function filesOf(part: { module?: string; imports?: string[]; css?: string[] } | undefined): string[] {
  if (!part) return [];
  return [...(part.module ? [part.module] : []), ...(part.imports ?? []), ...(part.css ?? [])].map((url) =>
    url.replace(/^\//, ''),
  );
}

/** The precache and the rest of the build's files (issue 20.2). */
export interface AssetSplit {
  /** The app shell and the first-visit routes' chunks and styles, and the fonts. */
  precache: string[];
  /**
   * Every other chunk and style: the later routes' and the ones loaded by `import()` — the shop
   * runtime above all (Dexie, ky, the cart, account, task queue, api client, answer schemas, the
   * sync-status panel…), which a shopper who only looks at pages never loads. Cached when first
   * used, kept from the HTTP cache when the page loaded them, fetched ahead when idle on a visit
   * the worker already controls.
   */
  later: string[];
}

const buildManifestModule = /^assets\/manifest-[\w-]+\.js$/;

/**
 * Splits the build's files (`assets/…`, as the precache names them; issue 20.2): the precache
 * holds what the entry and the `firstVisit` routes import statically (React Router's client
 * manifest lists them: the modules a first visit loads before it runs) and the fonts. A chunk only
 * reached by a dynamic `import()` — the shop's on-demand start, a lazy panel — and the later
 * routes' chunks are left to runtime caching. The language catalogues and React Router's manifest
 * module are in neither list (the worker keeps the page's own language; no page loads the
 * manifest module).
 */
export function splitAssets(
  manifest: ClientManifest,
  files: readonly string[],
  firstVisit: readonly string[] = firstVisitRoutes,
): AssetSplit {
  const needed = new Set(filesOf(manifest.entry));
  for (const id of firstVisit) for (const file of filesOf(manifest.routes[id])) needed.add(file);
  const precache: string[] = [];
  const later: string[] = [];
  for (const file of [...new Set(files)].sort()) {
    if (localeCatalogue.test(file) || buildManifestModule.test(file)) continue;
    if (needed.has(file) || file.endsWith('.woff2')) precache.push(file);
    else if (/\.(?:js|css)$/.test(file)) later.push(file);
  }
  return { precache, later };
}

/** Reads the client manifest from its script (`window.__reactRouterManifest={…};`). */
export function parseClientManifest(script: string): ClientManifest | undefined {
  const prefix = 'window.__reactRouterManifest=';
  if (!script.startsWith(prefix)) return undefined;
  return JSON.parse(script.slice(prefix.length).trim().replace(/;$/, '')) as ClientManifest;
}
