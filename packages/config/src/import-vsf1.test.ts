import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importVsf1Config } from './import-vsf1.ts';
import { configForStore, loadShopConfig, searchIndexOf } from './index.ts';

/*
 * "Bring your VSF1 configuration" (issue 27): the Kauppa server configuration from a
 * vue-storefront 1.12 config/local.json. Each rule reads the client's setting as
 * vuestorefront/vue-storefront v1.12.3 config/default.json documents it; the fixtures are
 * configurations written for these tests in that file's shape (test/fixtures/vsf1/README.md).
 */

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../test/fixtures/vsf1/${name}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

const teamLocal = fixture('team-local.json');
const multistore = fixture('multistore-local.json');

const notCarried = (input: Record<string, unknown>) =>
  importVsf1Config(input).notCarried.map((n) => n.setting);

/** Every leaf of `value` as [path, value] (arrays are leaves). */
function leaves(value: unknown, path: string[] = []): Array<[string[], unknown]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[path, value]];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...path, key]));
}

const valueAt = (root: unknown, path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);

describe("a team's whole config/local.json, every section of vue-storefront 1.12.3's config/default.json (test/fixtures/vsf1/team-local.json)", () => {
  it("validates with Kauppa's configuration schema, loaded as the KAUPPA_SERVER_CONFIG file is", () => {
    const { config } = importVsf1Config(teamLocal);
    expect(() => loadShopConfig({ server: config, source: 'kauppa.json' })).not.toThrow();
  });

  it('writes only settings the schema keeps: every value it writes is in the loaded configuration', () => {
    const { config } = importVsf1Config(teamLocal);
    const loaded = loadShopConfig({ server: config });
    for (const [path, value] of leaves(config)) expect([path, valueAt(loaded, path)]).toEqual([path, value]);
  });

  it('carries its API, index, store views, tax, i18n, cart switches, sorts and the price filter key', () => {
    const { config } = importVsf1Config(teamLocal);
    expect(config.api).toMatchObject({
      url: 'https://api.akkukauppa.example/api',
      searchIndex: 'akkukauppa_catalog',
      searchMethod: 'GET',
      searchAdapter: 'api',
    });
    expect(config.storeViews?.stores?.sv).toMatchObject({
      storeId: 2,
      searchIndex: 'akkukauppa_catalog_sv',
    });
    expect(config.tax).toMatchObject({ defaultCountry: 'FI', sourcePriceIncludesTax: false });
    expect(config.i18n).toMatchObject({ defaultLocale: 'fi-FI', currencyCode: 'EUR', currencySign: '€' });
    expect(config.cart).toMatchObject({
      synchronize: true,
      synchronizeTotals: true,
      serverMergeByDefault: true,
    });
    expect(config.catalog?.defaultSort).toBe('updated_at:desc');
    expect(config.catalog?.priceFilterKey).toBe('final_price');
  });

  it('names the settings it cannot carry over, each with a reason', () => {
    const result = importVsf1Config(teamLocal).notCarried;
    expect(result.map((n) => n.setting)).toEqual(
      expect.arrayContaining(['localForage', 'entities.productList', 'server.useHtmlMinifier']),
    );
    for (const { reason } of result) expect(reason).not.toBe('');
  });
});

describe('a multistore local.json (test/fixtures/vsf1/multistore-local.json)', () => {
  it("validates with Kauppa's configuration schema", () => {
    expect(() => loadShopConfig({ server: importVsf1Config(multistore).config })).not.toThrow();
  });

  it('each store view searches its own index and prices in its own locale', () => {
    const loaded = loadShopConfig({ server: importVsf1Config(multistore).config });
    expect(searchIndexOf({ config: loaded, brandStoreCode: 'battery', storeCode: 'sv' })).toBe(
      'vue_storefront_catalog_sv',
    );
    expect(searchIndexOf({ config: loaded, brandStoreCode: 'battery', storeCode: '' })).toBe(
      'vue_storefront_catalog_fi',
    );
    expect(configForStore(loaded, 'en').i18n.defaultLocale).toBe('en-GB');
  });
});

describe('API and index (api.url, elasticsearch.*)', () => {
  it('api.url with the API prefix of elasticsearch.host (/api/catalog) → api.url', () => {
    const { config } = importVsf1Config({
      api: { url: 'https://api.example.fi/' },
      elasticsearch: { host: '/api/catalog' },
    });
    expect(config.api?.url).toBe('https://api.example.fi/api');
  });

  it('an absolute elasticsearch.host (https://…/api/catalog) → api.url', () => {
    const { config } = importVsf1Config({ elasticsearch: { host: 'https://api.example.fi/vsf/catalog' } });
    expect(config.api?.url).toBe('https://api.example.fi/vsf');
  });

  it('an elasticsearch.host that is not the API catalog route is named', () => {
    expect(notCarried({ elasticsearch: { host: 'http://es.internal:9200' } })).toContain(
      'elasticsearch.host',
    );
  });

  it('elasticsearch.index → api.searchIndex', () => {
    expect(importVsf1Config({ elasticsearch: { index: 'vsf_fi' } }).config.api?.searchIndex).toBe('vsf_fi');
  });

  it('elasticsearch.queryMethod → api.searchMethod, in capitals', () => {
    expect(importVsf1Config({ elasticsearch: { queryMethod: 'post' } }).config.api?.searchMethod).toBe(
      'POST',
    );
  });

  it('elasticsearch.csrTimeout and ssrTimeout → api.timeouts.clientMs and serverMs', () => {
    const { config } = importVsf1Config({ elasticsearch: { csrTimeout: 4000, ssrTimeout: 1500 } });
    expect(config.api?.timeouts).toEqual({ clientMs: 4000, serverMs: 1500 });
  });

  it('elasticsearch.apiVersion 7.1 → api.elasticsearchVersion 7, 5.6 → 5', () => {
    expect(importVsf1Config({ elasticsearch: { apiVersion: '7.1' } }).config.api?.elasticsearchVersion).toBe(
      7,
    );
    expect(importVsf1Config({ elasticsearch: { apiVersion: '5.6' } }).config.api?.elasticsearchVersion).toBe(
      5,
    );
  });

  it('an Elasticsearch version other than 5 or 7 is named', () => {
    expect(notCarried({ elasticsearch: { apiVersion: '6.8' } })).toContain('elasticsearch.apiVersion');
  });

  it('server.api (the search adapter) → api.searchAdapter', () => {
    expect(importVsf1Config({ server: { api: 'graphql' } }).config.api?.searchAdapter).toBe('graphql');
  });

  it('a GraphQL server elsewhere than the API is named (Kauppa reaches it at api.graphqlPath)', () => {
    const input = {
      api: { url: 'https://api.example.fi' },
      server: { api: 'graphql' },
      graphql: { host: 'gql.example.fi', port: 443 },
    };
    expect(notCarried(input)).toContain('graphql');
    expect(notCarried({ ...input, graphql: { host: 'api.example.fi', port: 443 } })).not.toContain('graphql');
  });

  it('products.endpoint → api.productsEndpoint', () => {
    expect(importVsf1Config({ products: { endpoint: '/api/products' } }).config.api?.productsEndpoint).toBe(
      'products',
    );
  });

  it('elasticsearch.searchScoring → search.queryDefaults, searchableAttributes → search.boosts', () => {
    const { config } = importVsf1Config({
      elasticsearch: {
        min_score: 0.5,
        searchScoring: { fuzziness: 1, minimum_should_match: '60%', function_min_score: 2 },
        searchableAttributes: { name: { boost: 5 }, 'category.name': { boost: 1 } },
      },
    });
    expect(config.search).toEqual({
      minScore: 0.5,
      queryDefaults: { fuzziness: 1, minimumShouldMatch: '60%', minScore: 2 },
      boosts: { name: 5, 'category.name': 1 },
    });
  });
});

describe('store views and multistore (storeViews.*, defaultStoreCode)', () => {
  it('storeViews.multistore and defaultStoreCode → storeViews.multistore and defaultStoreCode', () => {
    const { config } = importVsf1Config({ defaultStoreCode: '', storeViews: { multistore: true } });
    expect(config.storeViews).toMatchObject({ multistore: true, defaultStoreCode: '' });
  });

  it('a store view → storeViews.stores.<code> with its index, locale, currency and tax country', () => {
    const { config } = importVsf1Config(multistore);
    expect(config.storeViews?.stores?.sv).toEqual({
      storeCode: 'sv',
      storeId: 2,
      name: 'Svenska',
      url: '/sv',
      i18n: {
        defaultLocale: 'sv-FI',
        defaultCountry: 'FI',
        defaultLanguage: 'sv-FI',
        currencyCode: 'EUR',
        currencySign: '€',
      },
      tax: { defaultCountry: 'FI' },
      searchIndex: 'vue_storefront_catalog_sv',
    });
  });

  it('only the store views of storeViews.mapStoreUrlsFor are carried; the others are named', () => {
    const { config, notCarried } = importVsf1Config(multistore);
    expect(Object.keys(config.storeViews?.stores ?? {})).toEqual(['sv', 'en']);
    expect(notCarried.map((n) => n.setting)).toContain('storeViews.de');
  });

  it('a store code in mapStoreUrlsFor without its store view is named', () => {
    expect(notCarried({ storeViews: { mapStoreUrlsFor: ['fi'] } })).toContain('storeViews.mapStoreUrlsFor');
  });

  it("a store view that extends another has the other's settings under its own (core/lib/multistore.ts)", () => {
    const en = importVsf1Config(multistore).config.storeViews?.stores?.en;
    expect(en?.i18n).toMatchObject({ defaultLocale: 'en-GB', currencyCode: 'EUR', currencySign: '€' });
    expect(en?.searchIndex).toBe('vue_storefront_catalog_en');
  });

  it("what a store view does not set it has from the root's i18n and tax (prepareStoreView)", () => {
    const { config } = importVsf1Config({
      i18n: {
        defaultCountry: 'FI',
        defaultLocale: 'fi-FI',
        defaultLanguage: 'FI',
        currencyCode: 'EUR',
        currencySign: '€',
      },
      tax: { defaultCountry: 'FI' },
      storeViews: { b2b: { storeId: 7, i18n: { defaultLocale: 'fi-FI' } } },
    });
    expect(config.storeViews?.stores?.b2b).toMatchObject({
      storeCode: 'b2b',
      url: '/b2b',
      i18n: { currencyCode: 'EUR', defaultCountry: 'FI' },
      tax: { defaultCountry: 'FI' },
    });
  });

  it('a store view without a storeId is named and not carried', () => {
    const { config, notCarried } = importVsf1Config({ storeViews: { x: { storeCode: 'x' } } });
    expect(config.storeViews?.stores).toBeUndefined();
    expect(notCarried[0]?.setting).toBe('storeViews.x');
    expect(notCarried[0]?.reason).toContain('storeId');
  });

  it("a store view's appendStoreCode false, own API host and own tax switches are named", () => {
    const settings = notCarried({
      elasticsearch: { host: '/api/catalog' },
      tax: { sourcePriceIncludesTax: false, defaultCountry: 'FI' },
      storeViews: {
        sv: {
          storeId: 2,
          appendStoreCode: false,
          elasticsearch: { host: 'https://other.example/api/catalog', index: 'sv' },
          tax: { sourcePriceIncludesTax: true },
          i18n: { defaultLocale: 'sv-FI', defaultCountry: 'FI', currencyCode: 'EUR', currencySign: '€' },
        },
      },
    });
    expect(settings).toEqual(
      expect.arrayContaining([
        'storeViews.sv.appendStoreCode',
        'storeViews.sv.elasticsearch.host',
        'storeViews.sv.tax.sourcePriceIncludesTax',
      ]),
    );
  });
});

describe('tax (tax.*)', () => {
  it('tax switches → tax.* (defaultCountry, sourcePriceIncludesTax, calculateServerSide, finalPriceIncludesTax, userGroupId, useOnlyDefaultUserGroupId)', () => {
    const { config } = importVsf1Config({ tax: fixture('multistore-local.json').tax });
    expect(config.tax).toEqual({
      defaultCountry: 'FI',
      sourcePriceIncludesTax: true,
      calculateServerSide: true,
      finalPriceIncludesTax: true,
      useOnlyDefaultUserGroupId: true,
      userGroupId: 1,
    });
  });

  it('tax.userGroupId null leaves no customer group set', () => {
    expect(importVsf1Config({ tax: { userGroupId: null } }).config.tax).toBeUndefined();
  });

  it('a tax.defaultRegion is named: Kauppa reads a country, not a region', () => {
    expect(notCarried({ tax: { defaultRegion: 'CA' } })).toEqual(['tax.defaultRegion']);
    expect(notCarried({ tax: { defaultRegion: '' } })).toEqual([]);
  });
});

describe('i18n (i18n.*)', () => {
  it('i18n locale, country, currency → i18n.*; the language code EN reads as the locale en-US', () => {
    const { config } = importVsf1Config({
      i18n: {
        defaultLocale: 'en-US',
        defaultCountry: 'us',
        defaultLanguage: 'EN',
        currencyCode: 'usd',
        currencySign: '$',
      },
    });
    expect(config.i18n).toEqual({
      defaultLocale: 'en-US',
      defaultCountry: 'US',
      defaultLanguage: 'en-US',
      currencyCode: 'USD',
      currencySign: '$',
    });
  });

  it('i18n.availableLocale → i18n.languages', () => {
    expect(
      importVsf1Config({ i18n: { availableLocale: ['fi-FI', 'sv-FI'] } }).config.i18n?.languages,
    ).toEqual(['fi-FI', 'sv-FI']);
  });

  it('i18n.priceFormat {amount} {sign} with fractionDigits → the price pattern; dateFormat → priceFormat.dateFormat', () => {
    const { config } = importVsf1Config({
      i18n: { priceFormat: '{amount} {sign}', fractionDigits: 0, dateFormat: 'D.M.YYYY' },
    });
    expect(config.i18n?.priceFormat).toEqual({ pattern: '#,##0 ¤', decimals: 0, dateFormat: 'D.M.YYYY' });
  });

  it('separators of its own (i18n.currencyDecimal, currencyGroup) are named', () => {
    expect(notCarried({ i18n: { currencyDecimal: ',', currencyGroup: '' } })).toEqual([
      'i18n.currencyDecimal',
    ]);
  });
});

describe('cart and checkout switches (cart.*, queues.*, orders.*, shipping.*)', () => {
  it('cart switches → cart.* (synchronize_totals → synchronizeTotals)', () => {
    const { config } = importVsf1Config({
      cart: {
        synchronize: false,
        synchronize_totals: false,
        serverMergeByDefault: false,
        serverSyncCanRemoveLocalItems: true,
        serverSyncCanModifyLocalItems: true,
        askBeforeRemoveProduct: false,
        displayItemDiscounts: false,
        minicartCountType: 'items',
      },
    });
    expect(config.cart).toEqual({
      synchronize: false,
      synchronizeTotals: false,
      serverMergeByDefault: false,
      serverSyncCanRemoveLocalItems: true,
      serverSyncCanModifyLocalItems: true,
      askBeforeRemoveProduct: false,
      displayItemDiscounts: false,
      minicartCountType: 'items',
    });
  });

  it('queues.maxCartBypassAttempts → cart.maxBypassAttempts, maxNetworkTaskAttempts → queues.*', () => {
    const { config } = importVsf1Config({ queues: { maxCartBypassAttempts: 2, maxNetworkTaskAttempts: 3 } });
    expect([config.cart?.maxBypassAttempts, config.queues?.maxNetworkTaskAttempts]).toEqual([2, 3]);
  });

  it('cart switches Kauppa has not (bypassCartLoaderForAuthorizedUsers, setConfigurableProductOptions false) are named', () => {
    expect(
      notCarried({
        cart: { bypassCartLoaderForAuthorizedUsers: true, setConfigurableProductOptions: false },
      }),
    ).toEqual(['cart.setConfigurableProductOptions', 'cart.bypassCartLoaderForAuthorizedUsers']);
  });

  it('orders.directBackendSync true is what Kauppa does; false is named', () => {
    expect(notCarried({ orders: { directBackendSync: true } })).toEqual([]);
    expect(notCarried({ orders: { directBackendSync: false } })).toEqual(['orders.directBackendSync']);
  });

  it('orders.offline_orders → orders.offline_orders (notification.title → notificationTitle)', () => {
    const { config } = importVsf1Config({
      orders: {
        offline_orders: { automatic_transmission_enabled: true, notification: { title: 'Tilaus odottaa' } },
      },
    });
    expect(config.orders).toEqual({
      offline_orders: { automatic_transmission_enabled: true, notificationTitle: 'Tilaus odottaa' },
    });
  });

  it('the default shipping.methods entry → checkout.shipping; further methods are named', () => {
    const { config, notCarried } = importVsf1Config({
      shipping: {
        methods: [
          {
            method_title: 'Posti',
            method_code: 'posti',
            carrier_code: 'flatrate',
            price_incl_tax: 5.9,
            default: true,
          },
          { method_title: 'Nouto', method_code: 'pickup', carrier_code: 'flatrate', price_incl_tax: 0 },
        ],
      },
    });
    expect(config.checkout?.shipping).toEqual({
      carrierCode: 'flatrate',
      methodCode: 'posti',
      carrierTitle: 'Posti',
      priceInclTax: 5.9,
    });
    expect(notCarried.map((n) => n.setting)).toEqual(['shipping.methods']);
  });

  it('stock.synchronize and allowOutOfStockInCart → stock.*', () => {
    const { config } = importVsf1Config({ stock: { synchronize: false, allowOutOfStockInCart: false } });
    expect(config.stock).toEqual({ synchronize: false, allowOutOfStockInCart: false });
  });
});

describe('sorts, the price filter and list fields (products.*, entities.*)', () => {
  it('products.sortByAttributes → catalog.sortOptions ("final_price" sorts ascending)', () => {
    const { config } = importVsf1Config({
      products: { sortByAttributes: { Halvin: 'final_price', Uusin: 'updated_at:desc' } },
    });
    expect(config.catalog?.sortOptions).toEqual([
      { label: 'Halvin', value: 'final_price:asc' },
      { label: 'Uusin', value: 'updated_at:desc' },
    ]);
  });

  it('products.defaultSortBy → catalog.defaultSort', () => {
    const { config } = importVsf1Config({
      products: { defaultSortBy: { attribute: 'sort_qty', order: 'desc' } },
    });
    expect(config.catalog?.defaultSort).toBe('sort_qty:desc');
  });

  it('products.priceFilterKey → catalog.priceFilterKey, the index field of the price filter and sorts (issue 27.6)', () => {
    const { config, notCarried: named } = importVsf1Config({ products: { priceFilterKey: 'final_price' } });
    expect(config.catalog?.priceFilterKey).toBe('final_price');
    expect(named.map((n) => n.setting)).not.toContain('products.priceFilterKey');
  });

  it('tax.sourcePriceIncludesTax → catalog.priceIndexIncludesTax: an index of gross prices is asked gross ranges (issue 27.6)', () => {
    expect(
      importVsf1Config({ tax: { sourcePriceIncludesTax: true } }).config.catalog?.priceIndexIncludesTax,
    ).toBe(true);
    expect(
      importVsf1Config({ tax: { sourcePriceIncludesTax: false } }).config.catalog?.priceIndexIncludesTax,
    ).toBe(false);
  });

  it('entities.productList.includeFields and productListWithChildren are named: Kauppa asks its own list fields', () => {
    expect(
      notCarried({
        entities: {
          productList: { includeFields: ['id'] },
          productListWithChildren: { includeFields: ['id'] },
        },
      }),
    ).toEqual(['entities.productList', 'entities.productListWithChildren']);
  });

  it('price ranges, filters, thumbnails, tiers and zero prices → catalog.*', () => {
    const { config } = importVsf1Config({
      products: {
        priceFilters: { ranges: [{ from: 0, to: 20 }, { from: 20 }] },
        systemFilterNames: ['sort', 'page'],
        maxFiltersQuerySize: 500,
        filterAggregationSize: { default: 20 },
        thumbnails: { width: 200, height: 200 },
        listOutOfStockProducts: false,
        preventConfigurableChildrenDirectAccess: false,
      },
      usePriceTiers: true,
      useZeroPriceProduct: false,
    });
    expect(config.catalog).toEqual({
      priceRanges: [{ from: 0, to: 20 }, { from: 20 }],
      systemFilterNames: ['sort', 'page'],
      maxFilterQuerySize: 500,
      filterAggregationSize: 20,
      thumbnails: { productList: { width: 200, height: 200 } },
      listOutOfStockProducts: false,
      preventConfigurableChildrenDirectAccess: false,
      usePriceTiers: true,
      zeroPriceProductsAllowed: false,
    });
  });

  it('entities.category.categoriesRootCategorylId → urls.rootCategoryId, seo.useUrlDispatcher → urls.dispatch', () => {
    const { config } = importVsf1Config({
      entities: { category: { categoriesRootCategorylId: 3 } },
      seo: { useUrlDispatcher: false },
    });
    expect(config.urls).toEqual({ rootCategoryId: 3, dispatch: false });
  });
});

describe('endpoints (*_endpoint, newsletter.endpoint, mailer.endpoint)', () => {
  it("the platform's own paths write no api.endpoints", () => {
    const { config } = importVsf1Config({
      cart: { create_endpoint: '/api/cart/create?token={{token}}' },
      users: { history_endpoint: '/api/user/order-history?token={{token}}&pageSize={{pageSize}}' },
      stock: { endpoint: '/api/stock' },
    });
    expect(config.api?.endpoints).toBeUndefined();
  });

  it('a path of its own → api.endpoints by Kauppa call name (newsletter.endpoint → newsletter.*)', () => {
    const { config } = importVsf1Config({ newsletter: { endpoint: '/api/ext/newsletter/subscribe' } });
    expect(config.api?.endpoints).toEqual({
      'newsletter.status': 'ext/newsletter/subscribe',
      'newsletter.subscribe': 'ext/newsletter/subscribe',
      'newsletter.unsubscribe': 'ext/newsletter/subscribe',
    });
  });

  it('an absolute endpoint on the API host is read relative to the API base', () => {
    const { config } = importVsf1Config({
      api: { url: 'http://localhost:8080' },
      users: { createPassword_endpoint: 'http://localhost:8080/api/user/create-password-v2' },
    });
    expect(config.api?.endpoints).toEqual({ 'user.createPassword': 'user/create-password-v2' });
  });

  it('an endpoint outside the API is named', () => {
    expect(notCarried({ reviews: { create_endpoint: 'https://reviews.example/create' } })).toEqual([
      'reviews.create_endpoint',
    ]);
  });

  it('mailer.endpoint.send and token → mailer.endpoints; contactAddress, sendConfirmation → mailer.*', () => {
    const { config } = importVsf1Config({
      mailer: {
        endpoint: { send: '/api/ext/mail-service/send-email', token: '/api/ext/mail-service/get-token' },
        contactAddress: 'asiakaspalvelu@example.fi',
        sendConfirmation: false,
      },
    });
    expect(config.mailer).toEqual({
      endpoints: { sendEmail: 'ext/mail-service/send-email', token: 'ext/mail-service/get-token' },
      contactAddress: 'asiakaspalvelu@example.fi',
      sendConfirmation: false,
    });
  });
});

describe('server and the rest', () => {
  it('server.outputCacheDefaultTtl → server.outputCacheTtlSeconds, expireHeaders → server.expires', () => {
    const { config } = importVsf1Config({
      server: { outputCacheDefaultTtl: 600 },
      expireHeaders: { default: '30d', 'application/json': '24h', 'image/png': '7d' },
    });
    expect(config.server).toEqual({
      outputCacheTtlSeconds: 600,
      expires: { defaultSeconds: 2_592_000, jsonSeconds: 86_400, pngSeconds: 604_800 },
    });
  });

  it('cms_page.max_count and cms_block.max_count → cms.maxBlocksAndPages', () => {
    expect(
      importVsf1Config({ cms_page: { max_count: 300 }, cms_block: { max_count: 300 } }).config.cms,
    ).toEqual({
      maxBlocksAndPages: 300,
    });
  });

  it('googleTagManager.id → integrations.tagManager.id', () => {
    expect(
      importVsf1Config({ googleTagManager: { id: 'GTM-1234' } }).config.integrations?.tagManager?.id,
    ).toBe('GTM-1234');
  });

  it('a setting no rule knows is named, a whole unknown section once', () => {
    expect(notCarried({ myExtension: { a: 1, b: { c: 2 } }, cart: { somethingNew: 1 } })).toEqual([
      'myExtension',
      'cart.somethingNew',
    ]);
  });

  it('a value of the wrong type is named, not written', () => {
    const { config, notCarried } = importVsf1Config({ cart: { synchronize: 'yes' } });
    expect(config.cart).toBeUndefined();
    expect(notCarried).toEqual([{ setting: 'cart.synchronize', reason: '"yes" is not true or false.' }]);
  });

  it('refuses what is no JSON object', () => {
    expect(() => importVsf1Config([])).toThrow(TypeError);
  });
});
