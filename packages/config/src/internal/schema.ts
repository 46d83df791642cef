import * as z from 'zod/mini';

const positiveInt = z.int().check(z.positive());
const nonNegative = z.number().check(z.nonnegative());
const ms = z.int().check(z.nonnegative());
const size = z.object({ width: positiveInt, height: positiveInt });
const hex = z.string().check(z.regex(/^#[0-9A-Fa-f]{6}$/, 'a #RRGGBB colour'));
const optionalKey = z.optional(z.string().check(z.minLength(1)));

/** A store view (commerce-core §1: German and Italian store views exist). */
export const storeViewSchema = z.object({
  storeCode: z.string().check(z.minLength(1)),
  storeId: z.int().check(z.nonnegative()),
  name: z.string().check(z.minLength(1)),
  url: z.string(),
  i18n: z.object({
    defaultLocale: z.string().check(z.minLength(2)),
    defaultCountry: z.string().check(z.length(2)),
    defaultLanguage: z.string().check(z.minLength(2)),
    currencyCode: z.string().check(z.length(3)),
    currencySign: z.string().check(z.minLength(1)),
  }),
  tax: z.object({ defaultCountry: z.string().check(z.length(2)) }),
  /** The store view's catalogue index on the platform (its `elasticsearch.index`). */
  searchIndex: z.optional(z.string()),
});

/** The shop configuration schema: every switch and constant of both spec documents, §1 and §9. */
export const shopConfigSchema = z.object({
  i18n: z.object({
    defaultLocale: z.string().check(z.minLength(2)),
    defaultCountry: z.string().check(z.length(2)),
    defaultLanguage: z.string().check(z.minLength(2)),
    currencyCode: z.string().check(z.length(3)),
    currencySign: z.string().check(z.minLength(1)),
    languages: z.array(z.string().check(z.minLength(2))).check(z.minLength(1)),
    priceFormat: z.object({
      decimals: z.int().check(z.nonnegative()),
      pattern: z.string().check(z.minLength(1)),
      dateFormat: z.string().check(z.minLength(1)),
      timeZone: z.string().check(z.minLength(1)),
    }),
  }),
  storeViews: z.object({
    multistore: z.boolean(),
    defaultStoreCode: z.string(),
    stores: z.record(z.string(), storeViewSchema),
  }),
  api: z.object({
    url: z.string().check(z.minLength(1)),
    productsEndpoint: z.string().check(z.minLength(1)),
    timeouts: z.object({ clientMs: ms, serverMs: ms }),
    searchMethod: z.enum(['GET', 'POST']),
    searchAdapter: z.enum(['api', 'graphql']),
    graphqlPath: z.string().check(z.minLength(1)),
    graphqlFallback: z.array(z.string()),
    searchIndex: z.string(),
    elasticsearchVersion: z.union([z.literal(5), z.literal(7)]),
    endpoints: z.record(z.string(), z.string().check(z.minLength(1))),
    orderIdempotency: z.boolean(),
  }),
  urls: z.object({ dispatch: z.boolean(), rootCategoryId: z.int().check(z.nonnegative()) }),
  stock: z.object({
    check: z.boolean(),
    synchronize: z.boolean(),
    allowOutOfStockInCart: z.boolean(),
    listChunkSize: positiveInt,
  }),
  catalog: z.object({
    listOutOfStockProducts: z.boolean(),
    zeroPriceProductsAllowed: z.boolean(),
    usePriceTiers: z.boolean(),
    preventConfigurableChildrenDirectAccess: z.boolean(),
    categoryFetchSize: positiveInt,
    categoryModuleQuerySize: positiveInt,
    categorySort: z.string(),
    attributeListSize: positiveInt,
    productPageSize: positiveInt,
    searchDefaultSize: positiveInt,
    defaultSort: z.string(),
    fallbackSort: z.string(),
    sortOptions: z.array(z.object({ label: z.string(), value: z.string() })).check(z.minLength(1)),
    priceRanges: z.array(z.object({ from: nonNegative, to: z.optional(nonNegative) })).check(z.minLength(1)),
    priceFilterKey: z.string().check(z.minLength(1)),
    priceIndexIncludesTax: z.boolean(),
    priceTaxClassId: z.int().check(z.nonnegative()),
    systemFilterNames: z.array(z.string()),
    filterAggregationSize: positiveInt,
    maxFilterQuerySize: positiveInt,
    dedupThreshold: positiveInt,
    paginationPages: positiveInt,
    homeLists: z.object({
      largeSize: positiveInt,
      smallSize: positiveInt,
      visibility: z.array(z.int()),
      status: z.array(z.int()),
      sort: z.string(),
      minStockQty: nonNegative,
    }),
    thumbnails: z.object({ cart: size, productList: size, gallery: size, other: size }),
  }),
  search: z.object({
    minScore: nonNegative,
    minTermLength: positiveInt,
    boosts: z.record(z.string(), nonNegative),
    queryDefaults: z.object({
      operator: z.enum(['or', 'and']),
      fuzziness: z.union([z.int().check(z.nonnegative()), z.literal('AUTO')]),
      cutoffFrequency: nonNegative,
      maxExpansions: positiveInt,
      prefixLength: z.int().check(z.nonnegative()),
      minimumShouldMatch: z.string(),
      tieBreaker: nonNegative,
      scoreMode: z.string(),
      boostMode: z.string(),
      maxBoost: nonNegative,
      minScore: nonNegative,
    }),
  }),
  tax: z.object({
    calculateServerSide: z.boolean(),
    sourcePriceIncludesTax: z.boolean(),
    defaultCountry: z.string().check(z.length(2)),
    fallbackCountry: z.string().check(z.length(2)),
    userGroupId: z.optional(z.int().check(z.nonnegative())),
    useOnlyDefaultUserGroupId: z.boolean(),
    finalPriceIncludesTax: z.boolean(),
  }),
  cart: z.object({
    askBeforeRemoveProduct: z.boolean(),
    minicartCountType: z.enum(['quantities', 'items']),
    displayItemDiscounts: z.boolean(),
    synchronize: z.boolean(),
    synchronizeTotals: z.boolean(),
    serverMergeByDefault: z.boolean(),
    serverSyncCanRemoveLocalItems: z.boolean(),
    serverSyncCanModifyLocalItems: z.boolean(),
    maxBypassAttempts: z.int().check(z.nonnegative()),
    bypassThresholdMs: ms,
  }),
  queues: z.object({ maxNetworkTaskAttempts: z.int().check(z.nonnegative()) }),
  users: z.object({
    autoRefreshTokens: z.boolean(),
    loginAfterCreatePassword: z.boolean(),
    orderHistoryPageSize: positiveInt,
  }),
  checkout: z.object({
    inProgressWindowMs: ms,
    /** The countries the checkout's address forms offer (ISO 3166-1 alpha-2). */
    countries: z.array(z.string().check(z.length(2))).check(z.minLength(1)),
    externalCheckout: z.object({ enabled: z.boolean(), url: z.string() }),
    shipping: z.object({
      carrierCode: z.string(),
      methodCode: z.string(),
      carrierTitle: z.string(),
      priceInclTax: nonNegative,
    }),
    cashOnDelivery: z.object({ code: z.string(), cost: nonNegative }),
  }),
  orders: z.object({
    offline_orders: z.object({ automatic_transmission_enabled: z.boolean(), notificationTitle: z.string() }),
  }),
  ssr: z.object({ executeMixedinAsyncData: z.boolean() }),
  localCache: z.object({
    readTimeoutMs: ms,
    iterateTimeoutMs: ms,
    quotaCheckIntervalMs: ms,
    maxReadErrors: z.int().check(z.nonnegative()),
    maxWriteErrors: z.int().check(z.nonnegative()),
    twoStageCaching: z.boolean(),
    disablePersistentCaching: z.boolean(),
  }),
  server: z.object({
    outputCacheTtlSeconds: positiveInt,
    expires: z.object({ defaultSeconds: positiveInt, jsonSeconds: positiveInt, pngSeconds: positiveInt }),
    serviceWorkerPath: z.string().check(z.startsWith('/')),
  }),
  cms: z.object({ maxBlocksAndPages: positiveInt, listSize: positiveInt, urlRewriteFetchSize: positiveInt }),
  notifications: z.object({ timeToLiveMs: ms }),
  validation: z.object({
    searchMinLength: positiveInt,
    passwordMinLength: positiveInt,
    nameMinLength: positiveInt,
    longNameMinLength: positiveInt,
    taxIdMinLength: positiveInt,
    zipCodeMinLength: positiveInt,
  }),
  engagement: z.object({
    newsletterCouponPercent: positiveInt,
    wishlistDefaultQty: positiveInt,
    collections: z.object({
      marketing: z.literal('klaviyo'),
      claims: z.literal('claims'),
      wishlist: z.literal('wishlist'),
      compare: z.literal('compare'),
    }),
  }),
  ui: z.object({
    submenuPopDelayMs: ms,
    progressBarMs: ms,
    lazyImage: z.object({
      preloadRatio: z.number().check(z.positive()),
      attempts: positiveInt,
      throttleMs: ms,
    }),
    theme: z.object({ success: hex, error: hex, warning: hex }),
    textareaMinHeightPx: positiveInt,
  }),
  integrations: z.object({
    marketing: z.object({
      publicKey: optionalKey,
      listId: optionalKey,
      pixel: z.boolean(),
      apiUrl: z.optional(z.string()),
    }),
    tagManager: z.object({ id: optionalKey }),
    recommendations: z.object({ accountId: optionalKey }),
    captcha: z.object({ siteKey: optionalKey, secretKey: optionalKey, verifyUrl: z.optional(z.string()) }),
  }),
  mailer: z.object({
    contactAddress: z.string(),
    sendConfirmation: z.boolean(),
    endpoints: z.object({ sendEmail: z.string(), token: z.string() }),
  }),
  brands: z.object({
    defaultBrand: z.string().check(z.minLength(1)),
    hosts: z.record(z.string(), z.string()),
  }),
});

/** The whole shop configuration. */
export type ShopConfig = z.infer<typeof shopConfigSchema>;
/** A store view. */
export type StoreView = z.infer<typeof storeViewSchema>;
