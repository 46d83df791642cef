import type { ShopConfig } from './schema.ts';

const DAY_SECONDS = 86_400;

/**
 * The default shop configuration: the feature switches of commerce-core §1 and every constant of
 * commerce-core §9 and accounts-content §9. No other package carries these numbers.
 */
export const defaultShopConfig: ShopConfig = {
  i18n: {
    // commerce-core §1: locale Finnish, country FI, currency EUR shown with €, default language English.
    defaultLocale: 'fi-FI',
    defaultCountry: 'FI',
    defaultLanguage: 'en-US',
    currencyCode: 'EUR',
    currencySign: '€',
    languages: ['en-US', 'de-DE', 'it-IT', 'fi-FI'],
    // accounts-content §9: price shown with 2 decimals.
    priceFormat: {
      decimals: 2,
      pattern: '#,##0.00 ¤',
      dateFormat: 'DD.MM.YYYY HH:mm',
      timeZone: 'Europe/Helsinki',
    },
  },
  storeViews: {
    // commerce-core §1: German and Italian store views exist, but multistore is off.
    multistore: false,
    defaultStoreCode: '',
    stores: {
      de: {
        storeCode: 'de',
        storeId: 3,
        name: 'German Store',
        url: '/de',
        i18n: {
          defaultLocale: 'de-DE',
          defaultCountry: 'DE',
          defaultLanguage: 'de-DE',
          currencyCode: 'EUR',
          currencySign: '€',
        },
        tax: { defaultCountry: 'DE' },
      },
      it: {
        storeCode: 'it',
        storeId: 4,
        name: 'Italian Store',
        url: '/it',
        i18n: {
          defaultLocale: 'it-IT',
          defaultCountry: 'IT',
          defaultLanguage: 'it-IT',
          currencyCode: 'EUR',
          currencySign: '€',
        },
        tax: { defaultCountry: 'IT' },
      },
    },
  },
  api: {
    url: 'http://127.0.0.1:8080/api',
    // The platform (vue-storefront-api 1.12) mounts render-list at `product/`.
    productsEndpoint: 'product',
    // commerce-core §9: search timeouts client 5000 ms, server 1000 ms.
    timeouts: { clientMs: 5000, serverMs: 1000 },
    // Catalogue searches go as GET with the query in `request` (cacheable by a CDN), as the
    // platform client does by default; 'POST' sends the query as the body.
    searchMethod: 'GET',
    // The search adapter (accounts-content §7): 'api' sends the query documents to
    // catalog/{index}/{entityType}/_search; 'graphql' translates them into the platform's GraphQL
    // queries (products, categories, customAttributeMetadata, taxrule, cmsPages, cmsBlocks).
    searchAdapter: 'api',
    // Where the platform serves GraphQL, relative to the API base: vue-storefront-api mounts it at
    // `/graphql` beside `/api` (`/graphql/{storeCode}/` for a store view).
    graphqlPath: '../graphql',
    // The catalogue index of the platform (its `elasticsearch.index`); '' means the reference
    // server's `kauppa_{brand}` naming. A store view may name its own (`storeViews.stores.*.searchIndex`).
    searchIndex: '',
    // Paths of calls served by platform extensions or by none, by call name, when they differ
    // from the defaults of `@kauppa/contract` (e.g. { "newsletter.subscribe": "ext/newsletter/subscribe" }).
    endpoints: {},
    // The platform does not de-duplicate orders (vue-storefront-api 1.12 has no Idempotency-Key):
    // an order whose outcome is unknown is shown as "not confirmed", never re-sent by itself.
    // The reference shop API de-duplicates by client order id; `true` lets such orders be re-sent.
    orderIdempotency: false,
  },
  urls: { dispatch: true, rootCategoryId: 2 },
  stock: {
    // commerce-core §1: stock check on; stock sync on; out-of-stock products may be added to the cart.
    check: true,
    synchronize: true,
    allowOutOfStockInCart: true,
    // commerce-core §4/§7: stock lists go in chunks of 15 skus.
    listChunkSize: 15,
  },
  catalog: {
    // commerce-core §1: out-of-stock products are listed; zero-price products allowed; price tiers off.
    listOutOfStockProducts: true,
    zeroPriceProductsAllowed: true,
    usePriceTiers: false,
    preventConfigurableChildrenDirectAccess: true,
    // commerce-core §9: category fetch size 4000 (1000 in the category module), position asc.
    categoryFetchSize: 4000,
    categoryModuleQuerySize: 1000,
    categorySort: 'position:asc',
    attributeListSize: 150,
    productPageSize: 50,
    searchDefaultSize: 50,
    defaultSort: 'sort_qty:desc',
    sortOptions: [
      { label: 'Latest', value: 'updated_at:desc' },
      { label: 'Price: Low to high', value: 'final_price_incl_tax:asc' },
      { label: 'Price: High to low', value: 'final_price_incl_tax:desc' },
      { label: 'Quantity: Low to high', value: 'qty:asc' },
      { label: 'Quantity: High to low', value: 'qty:desc' },
    ],
    priceRanges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }],
    systemFilterNames: ['sort', 'page', 'category_ids'],
    filterAggregationSize: 10,
    maxFilterQuerySize: 999,
    // commerce-core §5: lists of 200 or more entries are de-duplicated through a Set.
    dedupThreshold: 200,
    paginationPages: 3,
    // accounts-content §7/§9: home lists of 8 and 6, created_at desc, visibility 2,3,4, status 0,1.
    homeLists: {
      largeSize: 8,
      smallSize: 6,
      visibility: [2, 3, 4],
      status: [0, 1],
      sort: 'created_at:desc',
      minStockQty: 0,
    },
    thumbnails: {
      cart: { width: 150, height: 150 },
      productList: { width: 310, height: 300 },
      gallery: { width: 889, height: 889 },
      other: { width: 240, height: 240 },
    },
  },
  search: {
    minScore: 0.02,
    minTermLength: 3,
    boosts: { name: 4, sku: 3, short_description: 2, description: 1, 'category.name': 1 },
    queryDefaults: {
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
    },
  },
  tax: {
    // commerce-core §1: tax calculated server-side; source prices include tax.
    calculateServerSide: true,
    sourcePriceIncludesTax: true,
    // commerce-core §4: default tax country FI; PL is the catalogue logic's fallback reading.
    defaultCountry: 'FI',
    fallbackCountry: 'PL',
    userGroupId: undefined,
    useOnlyDefaultUserGroupId: false,
    finalPriceIncludesTax: true,
  },
  cart: {
    // commerce-core §1: the cart asks before removing; the mini cart counts quantities; item discounts shown.
    askBeforeRemoveProduct: true,
    minicartCountType: 'quantities',
    displayItemDiscounts: true,
    synchronize: true,
    synchronizeTotals: true,
    serverMergeByDefault: true,
    serverSyncCanRemoveLocalItems: false,
    serverSyncCanModifyLocalItems: false,
    maxBypassAttempts: 1,
    // commerce-core §9: cart bypass timestamp threshold 24 minutes.
    bypassThresholdMs: 1_440_000,
  },
  queues: { maxNetworkTaskAttempts: 1 },
  users: {
    // commerce-core §1: automatic token refresh on; login after password creation on.
    autoRefreshTokens: true,
    loginAfterCreatePassword: true,
    orderHistoryPageSize: 20,
  },
  checkout: {
    // commerce-core §9: checkout 'in progress' window 30 minutes.
    inProgressWindowMs: 1_800_000,
    // The address forms' countries: the default country FI (commerce-core §1), the German and
    // Italian store views' DE and IT, the catalogue's fallback tax country PL (§4), and the
    // neighbours SE and EE.
    countries: ['FI', 'SE', 'EE', 'DE', 'IT', 'PL'],
    // commerce-core §1: an external checkout site is configured.
    externalCheckout: { enabled: true, url: 'http://127.0.0.1:8080' },
    // commerce-core §9: one offline flat rate, the postal carrier, 5 EUR including tax.
    shipping: { carrierCode: 'flatrate', methodCode: 'flatrate', carrierTitle: 'Posti', priceInclTax: 5 },
    cashOnDelivery: { code: 'cashondelivery', cost: 0 },
  },
  orders: {
    offline_orders: { automatic_transmission_enabled: false, notificationTitle: 'Order waiting!' },
  },
  ssr: { executeMixedinAsyncData: false },
  localCache: {
    readTimeoutMs: 800,
    iterateTimeoutMs: 2000,
    quotaCheckIntervalMs: 30_000,
    maxReadErrors: 1,
    maxWriteErrors: 30,
    twoStageCaching: true,
    disablePersistentCaching: false,
  },
  server: {
    outputCacheTtlSeconds: DAY_SECONDS,
    expires: { defaultSeconds: 30 * DAY_SECONDS, jsonSeconds: DAY_SECONDS, pngSeconds: 7 * DAY_SECONDS },
    serviceWorkerPath: '/service-worker.js',
  },
  cms: { maxBlocksAndPages: 500, listSize: 150, urlRewriteFetchSize: 50 },
  notifications: { timeToLiveMs: 5000 },
  validation: {
    searchMinLength: 3,
    passwordMinLength: 8,
    nameMinLength: 2,
    longNameMinLength: 3,
    taxIdMinLength: 3,
    zipCodeMinLength: 3,
  },
  engagement: {
    newsletterCouponPercent: 10,
    wishlistDefaultQty: 1,
    collections: { marketing: 'klaviyo', claims: 'claims', wishlist: 'wishlist', compare: 'compare' },
  },
  ui: {
    submenuPopDelayMs: 300,
    progressBarMs: 3000,
    lazyImage: { preloadRatio: 1.3, attempts: 3, throttleMs: 200 },
    theme: { success: '#00C882', error: '#FF4B32', warning: '#FFC828' },
    textareaMinHeightPx: 100,
  },
  integrations: {
    marketing: { publicKey: undefined, listId: undefined, pixel: false, apiUrl: undefined },
    tagManager: { id: undefined },
    recommendations: { accountId: undefined },
    captcha: { siteKey: undefined, secretKey: undefined, verifyUrl: undefined },
  },
  mailer: {
    contactAddress: 'asiakaspalvelu@kauppa.invalid',
    sendConfirmation: true,
    // The platform's mail-service extension (src/api/extensions/mail-service).
    endpoints: { sendEmail: 'ext/mail-service/send-email', token: 'ext/mail-service/get-token' },
  },
  brands: { defaultBrand: 'battery', hosts: {} },
};
