/**
 * @kauppa/contract — TypeScript types of every request and response of the shop API
 * (commerce-core §7, accounts-content §7) and of the entities of both §3 sections, and the typed
 * client `createShopApi`. The zod schemas are in `@kauppa/contract/schemas`: this entry point does
 * not load zod (`createShopApi` loads the schemas on its first call).
 * @packageDocumentation
 */
export type {
  CallOptions,
  CartRef,
  CatalogSearch,
  CreateShopApiOptions,
  PlatformOptions,
  ShopApi,
  ValidateAnswerOptions,
} from './internal/api.ts';
export { createShopApi, validateAnswer } from './internal/api.ts';
export type {
  CartItem,
  CartItemInput,
  CheckoutAddress,
  CollectTotals,
  Coupon,
  PaymentMethod,
  ServerCartItem,
  ShippingInformation,
  ShippingInformationResult,
  ShippingMethod,
  TotalSegment,
  Totals,
  TotalsItem,
} from './internal/cart.ts';
export type {
  Attribute,
  BundleOption,
  BundleProductLink,
  Category,
  ConfigurableChild,
  ConfigurableOption,
  CustomOption,
  MediaGalleryItem,
  PriceInfo,
  Product,
  ProductLink,
  ProductOption,
  ProductType,
  RenderListItem,
  RenderListResult,
  StockItem,
  TaxRule,
} from './internal/catalog.ts';
export type { CustomAttribute, Envelope, ErrorResult, Id, Money, OkResult } from './internal/common.ts';
export type {
  BackInStockForm,
  CmsBlock,
  CmsHierarchy,
  CmsPage,
  EmailPayload,
  FaqCategory,
  FaqItem,
  FaqQuestion,
  MarketingCustomer,
  NewsletterStatus,
  Review,
  StoredReview,
  SuccessResult,
  UrlRewrite,
} from './internal/content.ts';
export type { EndpointAuth, EndpointDefinition, EndpointName } from './internal/endpoints.ts';
export type { OrderRefusal } from './internal/helpers.ts';
export {
  endpointPath,
  entityTypes,
  orderNumberOf,
  orderRefusalOf,
  profileUpdateOf,
  wireProductOption,
} from './internal/helpers.ts';
export { orderLimits } from './internal/limits.ts';
export type { Order, OrderAddress, OrderProduct, OrderResult } from './internal/order.ts';
export type {
  Aggregation,
  AggregationBucket,
  EntityType,
  HitsTotal,
  SearchHit,
  SearchRequest,
  SearchResponse,
} from './internal/search.ts';
export type { WithStockSkusOptions } from './internal/stock.ts';
export { withStockSkus } from './internal/stock.ts';
export type { StoredSyncTask } from './internal/sync-task.ts';
export type {
  CustomerAddress,
  CustomerInput,
  LoginMeta,
  OrderHistory,
  OrderHistoryItem,
  UserProfile,
} from './internal/user.ts';
