import { describe, expect, it } from 'vitest';
import {
  type ClientManifest,
  firstVisitRoutes,
  hashedAsset,
  laterAssets,
  localeCatalogues,
  parseClientManifest,
} from '../../scripts/precache.ts';
import { isPageData, mayWarmLaterAssets, pagePathOfData } from '../../sw/strategy.ts';

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

describe('the precache holds what a first visit needs (issue 20.2: first-visit bytes)', () => {
  it('leaves out the chunks only later routes use', () => {
    expect(laterAssets(manifest)).toEqual([
      'assets/AccountLayout-1.js',
      'assets/my-account-1.js',
      'assets/store-locator-1.js',
    ]);
  });

  it('keeps a chunk a first-visit route shares with a later one', () => {
    expect(laterAssets(manifest)).not.toContain('assets/ProductCard-1.js');
    expect(laterAssets(manifest)).not.toContain('assets/react-1.js');
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
