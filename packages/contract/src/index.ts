/**
 * @kauppa/contract — zod schemas and TypeScript types of every request and response of the shop
 * API (commerce-core §7, accounts-content §7) and of the entities of both §3 sections: the one
 * source of truth the client and the reference server import.
 * @packageDocumentation
 */
export type {
  CallOptions,
  CartRef,
  CatalogSearch,
  CreateShopApiOptions,
  PlatformOptions,
  ShopApi,
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
export {
  cartItemInputSchema,
  cartItemSchema,
  checkoutAddressSchema,
  collectTotalsSchema,
  couponSchema,
  paymentMethodSchema,
  serverCartItemSchema,
  shippingInformationResultSchema,
  shippingInformationSchema,
  shippingMethodSchema,
  totalSegmentSchema,
  totalsItemSchema,
  totalsSchema,
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
export {
  attributeSchema,
  bundleOptionSchema,
  bundleProductLinkSchema,
  categorySchema,
  configurableChildSchema,
  configurableOptionSchema,
  customOptionSchema,
  mediaGalleryItemSchema,
  priceInfoSchema,
  productLinkSchema,
  productOptionSchema,
  productSchema,
  productTypeSchema,
  renderListItemSchema,
  renderListResultSchema,
  stockItemSchema,
  taxRuleSchema,
} from './internal/catalog.ts';
export type { CustomAttribute, Envelope, ErrorResult, Id, OkResult } from './internal/common.ts';
export {
  customAttributeSchema,
  envelopeSchema,
  errorResultSchema,
  idSchema,
  okResultSchema,
} from './internal/common.ts';
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
  Newsletter,
  Review,
  StoredReview,
  SuccessResult,
  UrlRewrite,
} from './internal/content.ts';
export {
  backInStockFormSchema,
  cmsBlockSchema,
  cmsHierarchySchema,
  cmsPageSchema,
  emailPayloadSchema,
  faqCategorySchema,
  faqItemSchema,
  faqQuestionSchema,
  marketingCustomerSchema,
  newsletterSchema,
  reviewSchema,
  storedReviewSchema,
  successResultSchema,
  urlRewriteSchema,
} from './internal/content.ts';
export type { EndpointAuth, EndpointDefinition, EndpointName } from './internal/endpoints.ts';
export { endpointPath, endpoints, entitySchemas } from './internal/endpoints.ts';
export type { Order, OrderAddress, OrderProduct, OrderResult } from './internal/order.ts';
export {
  orderAddressSchema,
  orderNumberOf,
  orderProductSchema,
  orderResultSchema,
  orderSchema,
} from './internal/order.ts';
export type {
  Aggregation,
  AggregationBucket,
  EntityType,
  HitsTotal,
  SearchHit,
  SearchRequest,
  SearchResponse,
} from './internal/search.ts';
export {
  aggregationBucketSchema,
  aggregationSchema,
  entityTypes,
  hitsTotalSchema,
  searchRequestSchema,
  searchResponseSchema,
} from './internal/search.ts';
export { withStockSkus } from './internal/stock.ts';
export type { SyncTask } from './internal/sync-task.ts';
export { syncTaskSchema } from './internal/sync-task.ts';
export type {
  CustomerAddress,
  CustomerInput,
  LoginMeta,
  OrderHistory,
  OrderHistoryItem,
  UserProfile,
} from './internal/user.ts';
export {
  customerAddressSchema,
  customerInputSchema,
  loginMetaSchema,
  orderHistoryItemSchema,
  orderHistorySchema,
  profileUpdateFields,
  profileUpdateOf,
  userProfileSchema,
} from './internal/user.ts';
