import { defaultShopConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import { checkPrecacheBudget, precacheBudgetBytes } from '../../scripts/precache.ts';
import {
  defaultOfflineTexts,
  expiry,
  noProductsSynchronized,
  offlineDataAnswer,
  offlineNoticeHtml,
  offlineRedirectSeconds,
  offlineShellOf,
  pagePathOfData,
  requestKind,
  routeDiscoveryPaths,
  routeDiscoveryUrl,
  withoutRouteFilter,
} from '../../sw/strategy.ts';

const origin = 'https://shop.example';
const kind = (href: string, extra: Partial<Parameters<typeof requestKind>[0]> = {}) =>
  requestKind({ url: new URL(href, origin), method: 'GET', mode: 'cors', destination: '', origin, ...extra });

describe('service worker caching rules', () => {
  it('keeps images 7 days and JSON answers 24 hours (commerce-core §9 expiry)', () => {
    expect(expiry.imageSeconds).toBe(defaultShopConfig.server.expires.pngSeconds);
    expect(expiry.jsonSeconds).toBe(defaultShopConfig.server.expires.jsonSeconds);
  });

  it('serves the script at the configured path (accounts-content §9: /service-worker.js)', () => {
    expect(defaultShopConfig.server.serviceWorkerPath).toBe('/service-worker.js');
  });

  it('treats page loads as navigations and React Router answers as page data', () => {
    expect(kind('/p/AA-4/akku', { mode: 'navigate' })).toBe('navigation');
    expect(kind('/p/AA-4/akku.data?_routes=product')).toBe('data');
  });

  it('caches images, catalogue GET answers and JSON files, never cart, user, order or stock calls', () => {
    const apiUrl = 'https://api.example/api';
    expect(kind('https://api.example/img/600/600/resize/a.jpg', { destination: 'image' })).toBe('image');
    expect(kind('/brands/battery/assets/logo.svg')).toBe('image');
    expect(kind('https://api.example/api/catalog/kauppa_battery/product/_search?q=1', { apiUrl })).toBe(
      'api-json',
    );
    expect(kind('/banners/default.json')).toBe('api-json');
    expect(kind('https://api.example/api/cart/pull?token=x', { apiUrl })).toBe('none');
    expect(kind('https://api.example/api/user/me', { apiUrl })).toBe('none');
    expect(kind('https://api.example/api/stock/list?skus=a', { apiUrl })).toBe('none');
    expect(kind('https://api.example/api/order', { apiUrl, method: 'POST' })).toBe('none');
  });

  it('maps a data request back to the page it loads', () => {
    expect(pagePathOfData(new URL('/_.data', origin))).toBe('/');
    expect(pagePathOfData(new URL('/_root.data', origin))).toBe('/');
    expect(pagePathOfData(new URL('/c/akut.data?_routes=category&page=2', origin))).toBe('/c/akut?page=2');
  });
});

describe('routes known offline', () => {
  it('asks /__manifest once for one path of every route, with the build version', () => {
    const url = new URL(routeDiscoveryUrl(origin, 'abc123'));
    expect(url.pathname).toBe('/__manifest');
    expect(url.searchParams.get('version')).toBe('abc123');
    expect(url.searchParams.get('paths')?.split(',')).toEqual([...routeDiscoveryPaths].sort());
    expect(routeDiscoveryPaths).toContain('/order-success');
    expect(routeDiscoveryPaths).toContain('/checkout');
  });

  it('serves a route-filtered data request from the full answer of the same page', () => {
    expect(withoutRouteFilter(new URL('/order-success.data?_routes=root%2Clayouts%2Fdefault', origin))).toBe(
      `${origin}/order-success.data`,
    );
    expect(withoutRouteFilter(new URL('/order-success.data', origin))).toBeNull();
  });
});

describe('offline answers (accounts-content §2, §8; commerce-core §8)', () => {
  it('reloads the document when the page itself is cached', () => {
    expect(offlineDataAnswer(new URL('/p/A/a.data', origin), { page: true, categoryVisited: false })).toEqual(
      {
        kind: 'reload-document',
        location: '/p/A/a',
      },
    );
  });

  it("answers an uncached product, category or CMS page with a 'query returned empty result' error", () => {
    for (const [path, text] of [
      ['/p/A/a.data', 'Product query returned empty result'],
      ['/c/akut.data', 'Category query returned empty result'],
      ['/i/about.data', 'CMS query returned empty result'],
    ] as const) {
      const answer = offlineDataAnswer(new URL(path, origin), { page: false, categoryVisited: false });
      expect(answer).toEqual({ kind: 'error', status: 404, message: text });
    }
  });

  it("warns 'No products synchronized for this category. Please come back while online!' for a visited category", () => {
    const answer = offlineDataAnswer(new URL('/c/akut.data?page=3', origin), {
      page: false,
      categoryVisited: true,
    });
    expect(answer).toEqual({ kind: 'error', status: 404, message: noProductsSynchronized });
    expect(noProductsSynchronized).toBe(
      'No products synchronized for this category. Please come back while online!',
    );
  });

  it('shows the offline notice with an OK that goes home for an uncached page load', () => {
    const html = offlineNoticeHtml(defaultOfflineTexts, '/');
    expect(html).toContain(
      'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
    );
    expect(html).toContain('<a href="/" data-testid="offline-notice-ok">OK</a>');
  });

  it('issue 14.13: the notice page goes home by itself ("Redirecting to Home."), OK only sooner', () => {
    expect(offlineNoticeHtml(defaultOfflineTexts, '/')).toContain(
      `<meta http-equiv="refresh" content="${offlineRedirectSeconds};url=/">`,
    );
  });

  it('issue 14.13: the notice page keeps the brand header, menu and search of a kept page (accounts-content §8)', () => {
    const kept =
      '<!DOCTYPE html><html><head><style>:root{--color-primary:#FFD400}</style><link rel="stylesheet" href="/assets/app.css"/><script>boot()</script></head>' +
      '<body><a class="skip-link" href="#main">Skip</a><header class="site-header"><div class="site-header__bar"><a href="/"><img alt="Akkukauppa"/></a>' +
      '<form role="search" action="/search"><input name="q"/></form></div><nav aria-label="Categories" class="site-menu"><ul><li><a href="/c/akut">Akut</a></li></ul></nav></header>' +
      '<main id="main">Home</main><script>hydrate()</script></body></html>';
    const shell = offlineShellOf(kept);
    const html = offlineNoticeHtml(defaultOfflineTexts, '/', shell);
    expect(html).toContain(
      '<style>:root{--color-primary:#FFD400}</style><link rel="stylesheet" href="/assets/app.css"/>',
    );
    expect(html).toContain('<header class="site-header">');
    expect(html).toContain('<form role="search" action="/search">');
    expect(html).toContain('<a href="/c/akut">Akut</a>');
    expect(html).toContain('data-testid="offline-notice"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('Home</main>');
  });

  it('a kept page without the site header gives no shell: the plain notice page', () => {
    expect(offlineShellOf('<html><head></head><body><p>x</p></body></html>')).toBeNull();
    expect(offlineNoticeHtml(defaultOfflineTexts, '/', null)).toContain('data-testid="offline-notice"');
  });

  it('escapes translated texts in the notice page', () => {
    expect(offlineNoticeHtml({ lang: 'en', notice: '<b>x</b>', ok: 'OK' }, '/')).not.toContain('<b>x</b>');
  });
});

describe('precache budget (issue 10)', () => {
  it('is 1.5 MB, and a precache above it fails the build', () => {
    expect(precacheBudgetBytes).toBe(1_572_864);
    expect(checkPrecacheBudget({ count: 1, size: precacheBudgetBytes, entries: [] }).withinBudget).toBe(true);
    expect(checkPrecacheBudget({ count: 1, size: precacheBudgetBytes + 1, entries: [] }).withinBudget).toBe(
      false,
    );
  });
});
