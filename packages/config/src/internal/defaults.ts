import { defaultCatalogConfig } from './defaults/catalog.ts';
import { defaultCheckoutConfig } from './defaults/checkout.ts';
import { defaultI18nConfig } from './defaults/i18n.ts';
import { defaultSearchConfig } from './defaults/search.ts';
import { defaultStoreViewsConfig } from './defaults/store-views.ts';
import { defaultUrlsConfig } from './defaults/urls.ts';
import type { ShopConfig } from './schema.ts';

const DAY_SECONDS = 86_400;

/**
 * The default shop configuration: the feature switches of commerce-core §1 and every constant of
 * commerce-core §9 and accounts-content §9. No other package carries these numbers.
 */
export const defaultShopConfig: ShopConfig = {
  i18n: defaultI18nConfig,
  storeViews: defaultStoreViewsConfig,
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
    // With `searchAdapter: 'graphql'`: the features (see @kauppa/search-query's support matrix) the
    // platform's GraphQL cannot serve that go to the catalogue search instead. A feature the
    // configuration needs that is neither served nor named here fails the start-up.
    graphqlFallback: [],
    // The catalogue index of the platform (its `elasticsearch.index`); '' means the reference
    // server's `kauppa_{brand}` naming. A store view may name its own (`storeViews.stores.*.searchIndex`).
    searchIndex: '',
    // The platform's Elasticsearch major version (its `elasticsearch.apiVersion`): on 7 each entity
    // type is an index of its own and only the platform's `indexTypes` exist (no url_rewrite, FAQ
    // or CMS-hierarchy index), so those types are not searched (issue 27.8); what the platform's
    // GraphQL resolvers can answer depends on it too (issue 27.9).
    elasticsearchVersion: 5,
    // Paths of calls served by platform extensions or by none, by call name, when they differ
    // from the defaults of `@kauppa/contract` (e.g. { "newsletter.subscribe": "ext/newsletter/subscribe" }).
    endpoints: {},
    // The platform does not de-duplicate orders (vue-storefront-api 1.12 has no Idempotency-Key):
    // an order whose outcome is unknown is shown as "not confirmed", never re-sent by itself.
    // The reference shop API de-duplicates by client order id; `true` lets such orders be re-sent.
    orderIdempotency: false,
  },
  urls: defaultUrlsConfig,
  stock: {
    // commerce-core §1: stock check on; stock sync on; out-of-stock products may be added to the cart.
    check: true,
    synchronize: true,
    allowOutOfStockInCart: true,
    // commerce-core §4/§7: stock lists go in chunks of 15 skus.
    listChunkSize: 15,
  },
  catalog: defaultCatalogConfig,
  search: defaultSearchConfig,
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
  checkout: defaultCheckoutConfig,
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
