/**
 * @kauppa/contract/schemas — the zod schemas of every request and response of the shop API
 * (commerce-core §7, accounts-content §7) and of the entities of both §3 sections, and the
 * endpoints table with them: the one source of truth the client and the reference server import.
 * The types are exported by `@kauppa/contract`.
 * @packageDocumentation
 */
export {
  cartItemInputSchema,
  cartItemSchema,
  cartUpdateItemSchema,
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
export {
  customAttributeSchema,
  envelopeSchema,
  errorResultSchema,
  idSchema,
  okResultSchema,
} from './internal/common.ts';
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
export {
  endpoints,
  entitySchemas,
} from './internal/endpoints.ts';
export {
  orderAddressSchema,
  orderProductSchema,
  orderResultSchema,
  orderSchema,
} from './internal/order.ts';
export { quantitySchema } from './internal/quantity.ts';
export {
  aggregationBucketSchema,
  aggregationSchema,
  hitsTotalSchema,
  searchRequestSchema,
  searchResponseSchema,
} from './internal/search.ts';
export { syncTaskSchema } from './internal/sync-task.ts';
export {
  customerAddressSchema,
  customerInputSchema,
  loginMetaSchema,
  orderHistoryItemSchema,
  orderHistorySchema,
  userProfileSchema,
} from './internal/user.ts';
