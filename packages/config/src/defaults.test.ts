import { describe, expect, it } from 'vitest';
import { defaultShopConfig as c } from './index.ts';
import { shopConfigSchema } from './internal/schema.ts';

describe('shop defaults (commerce-core §1)', () => {
  it('uses locale fi-FI, country FI, EUR shown with €, default language en-US', () => {
    expect(c.i18n.defaultLocale).toBe('fi-FI');
    expect(c.i18n.defaultCountry).toBe('FI');
    expect(c.i18n.currencyCode).toBe('EUR');
    expect(c.i18n.currencySign).toBe('€');
    expect(c.i18n.defaultLanguage).toBe('en-US');
  });
  it('supports the interface languages English, German, Italian and Finnish', () => {
    expect([...c.i18n.languages].sort()).toEqual(['de-DE', 'en-US', 'fi-FI', 'it-IT']);
  });
  it('has German and Italian store views with multistore off', () => {
    expect(Object.keys(c.storeViews.stores).sort()).toEqual(['de', 'it']);
    expect(c.storeViews.multistore).toBe(false);
  });
});

describe('feature switches (commerce-core §1)', () => {
  it('stock check on and stock sync on', () => {
    expect(c.stock.check).toBe(true);
    expect(c.stock.synchronize).toBe(true);
  });
  it('out-of-stock products may be added to the cart and are listed', () => {
    expect(c.stock.allowOutOfStockInCart).toBe(true);
    expect(c.catalog.listOutOfStockProducts).toBe(true);
  });
  it('the cart asks before removing a product', () => expect(c.cart.askBeforeRemoveProduct).toBe(true));
  it('the mini cart counts quantities', () => expect(c.cart.minicartCountType).toBe('quantities'));
  it('item discounts are displayed', () => expect(c.cart.displayItemDiscounts).toBe(true));
  it('automatic token refresh on', () => expect(c.users.autoRefreshTokens).toBe(true));
  it('login after password creation on', () => expect(c.users.loginAfterCreatePassword).toBe(true));
  it('price tiers by user group off', () => expect(c.catalog.usePriceTiers).toBe(false));
  it('zero-price products allowed', () => expect(c.catalog.zeroPriceProductsAllowed).toBe(true));
  it('tax calculated server-side and source prices include tax', () => {
    expect(c.tax.calculateServerSide).toBe(true);
    expect(c.tax.sourcePriceIncludesTax).toBe(true);
  });
  it('an external checkout site is configured', () => {
    expect(c.checkout.externalCheckout.enabled).toBe(true);
    expect(c.checkout.externalCheckout.url).not.toBe('');
  });
});

describe('business constants (commerce-core §9)', () => {
  it('shipping: one offline flat rate by the postal carrier, 5 EUR incl. tax', () => {
    expect(c.checkout.shipping.priceInclTax).toBe(5);
    expect(c.checkout.shipping.carrierTitle).toBe('Posti');
  });
  it('category fetch size 4000 sorted by position asc (1000 in the category module); attribute list 150', () => {
    expect(c.catalog.categoryFetchSize).toBe(4000);
    expect(c.catalog.categorySort).toBe('position:asc');
    expect(c.catalog.categoryModuleQuerySize).toBe(1000);
    expect(c.catalog.attributeListSize).toBe(150);
  });
  it('product list page size and search default size 50; default sort sort_qty desc', () => {
    expect(c.catalog.productPageSize).toBe(50);
    expect(c.catalog.searchDefaultSize).toBe(50);
    expect(c.catalog.defaultSort).toBe('sort_qty:desc');
  });
  it('sort options: Latest, price both ways, quantity both ways, on fields the platform indexes (issue 27.6: final_price, stock.qty)', () => {
    expect(c.catalog.sortOptions.map((o) => o.value)).toEqual([
      'updated_at:desc',
      'final_price:asc',
      'final_price:desc',
      'stock.qty:asc',
      'stock.qty:desc',
    ]);
  });
  it("falls back to the platform client's default sort, updated_at desc (vue-storefront 1.12 products.defaultSortBy)", () => {
    expect(c.catalog.fallbackSort).toBe('updated_at:desc');
  });
  it("filters prices on the platform's priceFilterKey final_price, held without tax, converted with tax class 2 (vue-storefront-api config/default.json)", () => {
    expect([c.catalog.priceFilterKey, c.catalog.priceIndexIncludesTax, c.catalog.priceTaxClassId]).toEqual([
      'final_price',
      false,
      2,
    ]);
  });
  it('price filter ranges 0-50, 50-100, 100-150, 150 and up', () => {
    expect(c.catalog.priceRanges).toEqual([
      { from: 0, to: 50 },
      { from: 50, to: 100 },
      { from: 100, to: 150 },
      { from: 150 },
    ]);
  });
  it('filter aggregation size 10; maximum filter query size 999', () => {
    expect(c.catalog.filterAggregationSize).toBe(10);
    expect(c.catalog.maxFilterQuerySize).toBe(999);
  });
  it('thumbnails: cart 150x150, list 310x300, gallery 889x889, other 240x240', () => {
    expect(c.catalog.thumbnails).toEqual({
      cart: { width: 150, height: 150 },
      productList: { width: 310, height: 300 },
      gallery: { width: 889, height: 889 },
      other: { width: 240, height: 240 },
    });
  });
  it('search timeouts: client 5000 ms, server 1000 ms', () => {
    expect(c.api.timeouts).toEqual({ clientMs: 5000, serverMs: 1000 });
  });
  it('score minimum 0.02; boosts name 4, sku 3, short description 2, description and category name 1', () => {
    expect(c.search.minScore).toBe(0.02);
    expect(c.search.boosts).toEqual({
      name: 4,
      sku: 3,
      short_description: 2,
      description: 1,
      'category.name': 1,
    });
  });
  it('search-engine defaults of the filter query', () => {
    expect(c.search.queryDefaults).toEqual({
      operator: 'or',
      fuzziness: 2,
      cutoffFrequency: 0.01,
      maxExpansions: 3,
      prefixLength: 1,
      minimumShouldMatch: '75%',
      tieBreaker: 1,
      scoreMode: 'multiply',
      boostMode: 'multiply',
      maxBoost: 100,
      minScore: 1,
    });
  });
  it('local cache: read 800 ms, iterate 2000 ms, quota check 30 s, 1 read / 30 write errors, two-stage caching', () => {
    expect(c.localCache).toMatchObject({
      readTimeoutMs: 800,
      iterateTimeoutMs: 2000,
      quotaCheckIntervalMs: 30_000,
      maxReadErrors: 1,
      maxWriteErrors: 30,
      twoStageCaching: true,
    });
  });
  it('output cache TTL 86400 s; expiry 30 days default, 24 hours JSON, 7 days png', () => {
    expect(c.server.outputCacheTtlSeconds).toBe(86_400);
    expect(c.server.expires).toEqual({ defaultSeconds: 2_592_000, jsonSeconds: 86_400, pngSeconds: 604_800 });
  });
  it('CMS block and page maximum count 500', () => expect(c.cms.maxBlocksAndPages).toBe(500));
  it('checkout in-progress window 30 minutes; cart bypass threshold 24 minutes', () => {
    expect(c.checkout.inProgressWindowMs).toBe(1_800_000);
    expect(c.cart.bypassThresholdMs).toBe(1_440_000);
  });
  it('maximum bypass attempts and maximum network task attempts come from configuration (default 1)', () => {
    expect(c.cart.maxBypassAttempts).toBe(1);
    expect(c.queues.maxNetworkTaskAttempts).toBe(1);
  });
  it('notification default time to live 5000 ms', () => expect(c.notifications.timeToLiveMs).toBe(5000));
  it("offline order notification title 'Order waiting!'", () => {
    expect(c.orders.offline_orders.notificationTitle).toBe('Order waiting!');
  });
  it("the checkout offers the default country FI, the store views' DE and IT and the fallback tax country PL (commerce-core §1, §4)", () => {
    expect(c.checkout.countries[0]).toBe(c.i18n.defaultCountry);
    expect(c.checkout.countries).toEqual(expect.arrayContaining(['FI', 'DE', 'IT', 'PL']));
    for (const store of Object.values(c.storeViews.stores)) {
      expect(c.checkout.countries).toContain(store.tax.defaultCountry);
    }
  });

  it('cash on delivery cost 0', () => expect(c.checkout.cashOnDelivery.cost).toBe(0));
  it('stock lists go in chunks of 15 skus', () => expect(c.stock.listChunkSize).toBe(15));
  it('lists of 200 or more entries are de-duplicated through a Set', () =>
    expect(c.catalog.dedupThreshold).toBe(200));
  it('pagination numbers default 3', () => expect(c.catalog.paginationPages).toBe(3));
  it('homepage product lists need stock quantity above 0', () =>
    expect(c.catalog.homeLists.minStockQty).toBe(0));
});

describe('business constants (accounts-content §9)', () => {
  it('order history page size 20', () => expect(c.users.orderHistoryPageSize).toBe(20));
  it('CMS and FAQ list size 150; url rewrite fetch size 50', () => {
    expect(c.cms.listSize).toBe(150);
    expect(c.cms.urlRewriteFetchSize).toBe(50);
  });
  it('home list sizes 8 and 6, created_at desc, visibility 2,3,4, status 0,1 (accounts-content §7)', () => {
    expect(c.catalog.homeLists).toMatchObject({
      largeSize: 8,
      smallSize: 6,
      sort: 'created_at:desc',
      visibility: [2, 3, 4],
      status: [0, 1],
    });
  });
  it('submenu pop delay 300 ms; progress bar 3000 ms', () => {
    expect(c.ui.submenuPopDelayMs).toBe(300);
    expect(c.ui.progressBarMs).toBe(3000);
  });
  it('minimums: search 3, password 8, name 2 or 3, tax ID 3, zip 3', () => {
    expect(c.validation).toEqual({
      searchMinLength: 3,
      passwordMinLength: 8,
      nameMinLength: 2,
      longNameMinLength: 3,
      taxIdMinLength: 3,
      zipCodeMinLength: 3,
    });
  });
  it('newsletter offers a 10% coupon; default wishlist quantity 1', () => {
    expect(c.engagement.newsletterCouponPercent).toBe(10);
    expect(c.engagement.wishlistDefaultQty).toBe(1);
  });
  it('price shown with 2 decimals', () => expect(c.i18n.priceFormat.decimals).toBe(2));
  it('dates shown in the Finnish time zone with the configured date format', () => {
    expect(c.i18n.priceFormat.dateFormat).toBe('DD.MM.YYYY HH:mm');
    expect(c.i18n.priceFormat.timeZone).toBe('Europe/Helsinki');
  });
  it('local storage collections keyed klaviyo, claims, wishlist and compare', () => {
    expect(c.engagement.collections).toEqual({
      marketing: 'klaviyo',
      claims: 'claims',
      wishlist: 'wishlist',
      compare: 'compare',
    });
  });
  it('lazy image loader: preload 1.3× viewport, 3 attempts, 200 ms throttle', () => {
    expect(c.ui.lazyImage).toEqual({ preloadRatio: 1.3, attempts: 3, throttleMs: 200 });
  });
  it('service worker path /service-worker.js', () =>
    expect(c.server.serviceWorkerPath).toBe('/service-worker.js'));
  it('theme colours green #00C882, red #FF4B32, yellow #FFC828; textarea at least 100px', () => {
    expect(c.ui.theme).toEqual({ success: '#00C882', error: '#FF4B32', warning: '#FFC828' });
    expect(c.ui.textareaMinHeightPx).toBe(100);
  });
  it('flags storeViews.multistore, ssr.executeMixedinAsyncData, orders.offline_orders.automatic_transmission_enabled', () => {
    expect(c.storeViews.multistore).toBe(false);
    expect(c.ssr.executeMixedinAsyncData).toBe(false);
    expect(c.orders.offline_orders.automatic_transmission_enabled).toBe(false);
  });
  it('integrations are off when their ids or keys are not configured', () => {
    expect(c.integrations.marketing.publicKey).toBeUndefined();
    expect(c.integrations.tagManager.id).toBeUndefined();
    expect(c.integrations.recommendations.accountId).toBeUndefined();
    expect(c.integrations.captcha.siteKey).toBeUndefined();
  });
  it('tax: default country FI, PL as the catalogue fallback reading', () => {
    expect(c.tax.defaultCountry).toBe('FI');
    expect(c.tax.fallbackCountry).toBe('PL');
  });
});

describe('schema', () => {
  it('accepts the defaults unchanged', () => {
    expect(shopConfigSchema.parse(c)).toEqual(c);
  });
});
