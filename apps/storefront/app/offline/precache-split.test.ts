import { describe, expect, it } from 'vitest';
import {
  type ClientManifest,
  firstVisitRoutes,
  hashedAsset,
  localeCatalogues,
  parseClientManifest,
  splitAssets,
} from '../../scripts/precache.ts';
import { isBuildAsset, isPageData, mayWarmLaterAssets, pagePathOfData } from '../../sw/strategy.ts';

const manifest: ClientManifest = {
  entry: { module: '/assets/entry.client-1.js', imports: ['/assets/react-1.js'] },
  routes: {
    root: { module: '/assets/root-1.js', imports: ['/assets/react-1.js', '/assets/shell-1.js'] },
    product: {
      module: '/assets/product-1.js',
      imports: ['/assets/ProductCard-1.js'],
      css: ['/assets/p-1.css'],
    },
    'my-account': {
      module: '/assets/my-account-1.js',
      imports: ['/assets/AccountLayout-1.js', '/assets/ProductCard-1.js', '/assets/react-1.js'],
    },
    'store-locator': { module: '/assets/store-locator-1.js', imports: ['/assets/AccountLayout-1.js'] },
    sitemap: undefined,
  },
};

/** The build's files: the manifest's, the shop runtime loaded by `import()`, a font, catalogues. */
const built = [
  'assets/entry.client-1.js',
  'assets/react-1.js',
  'assets/root-1.js',
  'assets/shell-1.js',
  'assets/product-1.js',
  'assets/ProductCard-1.js',
  'assets/p-1.css',
  'assets/my-account-1.js',
  'assets/AccountLayout-1.js',
  'assets/store-locator-1.js',
  'assets/composition-Ab12Cd34.js',
  'assets/src-DVyqN2Uk.js',
  'assets/answer-schemas-hB3eGgKh.js',
  'assets/SyncStatusPanel-KItGry0-.js',
  'assets/inter-latin-Ab12Cd34.woff2',
  'assets/de-DE-Zxix9olo.js',
  'assets/manifest-065be057.js',
];

describe('the precache holds what a first visit needs (issue 20.2: first-visit bytes)', () => {
  it('leaves out the chunks only later routes use', () => {
    const { precache, later } = splitAssets(manifest, built);
    for (const file of ['assets/AccountLayout-1.js', 'assets/my-account-1.js', 'assets/store-locator-1.js']) {
      expect(later).toContain(file);
      expect(precache).not.toContain(file);
    }
  });

  it('keeps a chunk a first-visit route shares with a later one', () => {
    const { precache, later } = splitAssets(manifest, built);
    expect(precache).toContain('assets/ProductCard-1.js');
    expect(precache).toContain('assets/react-1.js');
    expect(later).not.toContain('assets/ProductCard-1.js');
  });

  it('precaches the entry, the first-visit routes, their styles and the fonts', () => {
    expect(splitAssets(manifest, built).precache).toEqual([
      'assets/ProductCard-1.js',
      'assets/entry.client-1.js',
      'assets/inter-latin-Ab12Cd34.woff2',
      'assets/p-1.css',
      'assets/product-1.js',
      'assets/react-1.js',
      'assets/root-1.js',
      'assets/shell-1.js',
    ]);
  });

  it('the shop runtime, loaded by import() when the shop starts, is not precached but warmed later', () => {
    const { precache, later } = splitAssets(manifest, built);
    for (const file of [
      'assets/composition-Ab12Cd34.js',
      'assets/src-DVyqN2Uk.js',
      'assets/answer-schemas-hB3eGgKh.js',
      'assets/SyncStatusPanel-KItGry0-.js',
    ]) {
      expect(precache).not.toContain(file);
      expect(later).toContain(file);
    }
  });

  it("neither precaches nor warms the language catalogues and React Router's manifest module", () => {
    const { precache, later } = splitAssets(manifest, built);
    for (const file of ['assets/de-DE-Zxix9olo.js', 'assets/manifest-065be057.js']) {
      expect(precache).not.toContain(file);
      expect(later).not.toContain(file);
    }
  });

  it('a first visit needs the shell, the catalogue pages, the thank-you page of an offline order and the error page', () => {
    for (const id of [
      'root',
      'home',
      'category',
      'product',
      'search',
      'dispatcher',
      'order-success',
      'error',
    ])
      expect(firstVisitRoutes).toContain(id);
    expect(firstVisitRoutes).not.toContain('my-account');
    expect(firstVisitRoutes).not.toContain('checkout');
  });

  it("reads React Router's client manifest script, and nothing else", () => {
    const script = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
    expect(parseClientManifest(script)?.entry.module).toBe('/assets/entry.client-1.js');
    expect(parseClientManifest('')).toBeUndefined();
  });
});

describe('the later chunks are fetched ahead only when idle on an unmetered connection (issue 20.2)', () => {
  it('yes without navigator.connection, and on a fast unmetered one', () => {
    expect(mayWarmLaterAssets(undefined)).toBe(true);
    expect(mayWarmLaterAssets({ effectiveType: '4g', saveData: false })).toBe(true);
  });

  it('no with Save-Data, on a metered or cellular connection, or a slow one', () => {
    expect(mayWarmLaterAssets({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(mayWarmLaterAssets({ metered: true })).toBe(false);
    expect(mayWarmLaterAssets({ type: 'cellular', effectiveType: '4g' })).toBe(false);
    expect(mayWarmLaterAssets({ effectiveType: '3g' })).toBe(false);
    expect(mayWarmLaterAssets({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('the parts a page loads after hydration are not kept as pages (issue 20.4)', () => {
  it('a product or category page is kept as a document; its parts call is not', () => {
    const origin = 'https://shop.example';
    expect(isPageData(pagePathOfData(new URL('/p/BAT-1/akku.data', origin)))).toBe(true);
    expect(isPageData(pagePathOfData(new URL('/c/akut.data', origin)))).toBe(true);
    expect(isPageData(pagePathOfData(new URL('/product-parts/BAT-1.data?parts=related', origin)))).toBe(
      false,
    );
    expect(isPageData(pagePathOfData(new URL('/category-parts/12.data', origin)))).toBe(false);
  });
});

describe('a first visit does not download a file twice nor catalogues of other languages (issue 20.2)', () => {
  it('hashed build files are precached without a revision (the HTTP cache answers the ones the page loaded)', () => {
    for (const file of [
      'assets/entry.client-SannMNll.js',
      'assets/checkout-_-16TET9.js',
      'assets/manifest-0d35e288.js',
      'assets/root-Ab12_-yZ.css',
      'assets/inter-latin-Ab12Cd34.woff2',
    ])
      expect(hashedAsset.test(file), file).toBe(true);
    for (const file of [
      'service-worker.js',
      'assets/logo.js',
      'assets/entry.client.js',
      'manifest.webmanifest',
    ])
      expect(hashedAsset.test(file), file).toBe(false);
  });

  it('finds the language catalogue chunks by locale, and nothing else', () => {
    expect(
      localeCatalogues([
        'assets/de-DE-Zxix9olo.js',
        'assets/fi-FI-CyCLSjcl.js',
        'assets/entry.client-SannMNll.js',
        'assets/messages-C29Y-yt_.js',
        'assets/de-DE-Zxix9olo.css',
      ]),
    ).toEqual({ 'de-DE': '/assets/de-DE-Zxix9olo.js', 'fi-FI': '/assets/fi-FI-CyCLSjcl.js' });
  });
});

describe('the worker keeps only build chunks the page names (issue 20.2: the chunks a page loaded)', () => {
  it('a chunk, style or font of /assets/ is kept; any other path is not', () => {
    for (const path of [
      '/assets/src-DVyqN2Uk.js',
      '/assets/root-Ab12_-yZ.css',
      '/assets/inter-Ab12Cd34.woff2',
    ])
      expect(isBuildAsset(path), path).toBe(true);
    for (const path of [
      '/service-worker.js',
      '/api/cart/pull',
      '/assets/../secret.js',
      'https://cdn.example/assets/x-1.js',
      '/assets/img/logo.png',
    ])
      expect(isBuildAsset(path), path).toBe(false);
  });
});
