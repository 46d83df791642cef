import type { HttpMethod } from '@kauppa/ports';
import * as z from 'zod/mini';
import {
  cartItemInputSchema,
  cartUpdateItemSchema,
  checkoutAddressSchema,
  collectTotalsSchema,
  paymentMethodSchema,
  serverCartItemSchema,
  shippingInformationResultSchema,
  shippingInformationSchema,
  shippingMethodSchema,
  totalsSchema,
} from './cart.ts';
import {
  attributeSchema,
  categorySchema,
  productSchema,
  renderListResultSchema,
  stockItemSchema,
  taxRuleSchema,
} from './catalog.ts';
import { idSchema, okResultSchema } from './common.ts';
import {
  backInStockFormSchema,
  cmsBlockSchema,
  cmsHierarchySchema,
  cmsPageSchema,
  emailPayloadSchema,
  faqCategorySchema,
  faqItemSchema,
  faqQuestionSchema,
  marketingCustomerSchema,
  reviewSchema,
  successResultSchema,
  urlRewriteSchema,
} from './content.ts';
import { orderResultSchema, orderSchema } from './order.ts';
import type { EntityType } from './search.ts';
import { searchRequestSchema, searchResponseSchema } from './search.ts';
import { customerInputSchema, loginMetaSchema, orderHistorySchema, userProfileSchema } from './user.ts';

export { endpointPath } from './helpers.ts';

/**
 * Where the credentials of a call go:
 * - `none`: no token;
 * - `user`: the user token in the `token` query parameter (required);
 * - `cart`: `token` (the user token, empty or absent for a guest) and `cartId` in the query;
 * - `optional-user`: `token` in the query when a user is signed in (a customer cart), absent for a guest.
 */
export type EndpointAuth = 'none' | 'user' | 'cart' | 'optional-user';

/** One call of the shop API. */
export interface EndpointDefinition {
  /** HTTP method. */
  readonly method: HttpMethod;
  /** Path relative to the API base (`/api/` on the reference server); `{name}` marks a path parameter. */
  readonly path: string;
  /** Where the token and cart id go. */
  readonly auth: EndpointAuth;
  /** Other query parameters the call takes. */
  readonly query: readonly string[];
  /** Schema of the JSON body (or of the form fields when `form` is true); absent when there is none. */
  readonly body?: z.ZodMiniType | undefined;
  /** The body is sent form-urlencoded. */
  readonly form?: boolean | undefined;
  /** Schema of `result` in a code-200 answer. */
  readonly result: z.ZodMiniType;
  /** Schema of `meta` in a code-200 answer, when the call returns one. */
  readonly meta?: z.ZodMiniType | undefined;
  /** What the call does, and the spec section. */
  readonly description: string;
  /**
   * Where the platform (Vue Storefront API 1.12) serves this call, the source this entry follows;
   * for an extension endpoint, which extension serves it or that the platform has no route for it.
   */
  readonly platform: string;
  /**
   * The call is served by a platform extension (or by none): its path is configurable
   * (`api.endpoints` of the shop configuration, `paths` of `createShopApi`).
   */
  readonly extension?: boolean | undefined;
  /**
   * The platform answers success with a bare JSON body (the search engine's), errors with the
   * envelope.
   */
  readonly bareAnswer?: boolean | undefined;
}

const anySource = z.looseObject({});

/**
 * The result of a newsletter subscribe or unsubscribe: whatever Mailchimp's answer gave
 * (extensions/mailchimp-subscribe/index.js passes `body.status`, absent from a batch answer, so the
 * platform answers `'OK'` or no result at all); code 200 is the success (issue 27.10).
 */
const newsletterWriteResult = z.unknown();

function endpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

/**
 * Schemas of the `_source` documents per search entity type.
 */
export const entitySchemas: Record<EntityType, z.ZodMiniType> = {
  product: productSchema,
  category: categorySchema,
  attribute: attributeSchema,
  taxrule: taxRuleSchema,
  cms_page: cmsPageSchema,
  cms_block: cmsBlockSchema,
  cms_faq: faqItemSchema,
  cms_faq_category: faqCategorySchema,
  cms_hierarchy: cmsHierarchySchema,
  url_rewrite: urlRewriteSchema,
};

/**
 * The calls of commerce-core §7 and accounts-content §7, keyed `group.call`. Paths follow the
 * platform convention and are relative to the API base.
 */
export const endpoints = {
  'cart.create': endpoint({
    method: 'POST',
    path: 'cart/create',
    auth: 'optional-user',
    query: [],
    result: idSchema,
    description:
      'Creates a guest cart, or a customer cart when a user token is given; answers the cart id (commerce-core §7).',
    platform: 'src/api/cart.ts `POST /create` (platform/magento2/cart.js create)',
  }),
  'cart.pull': endpoint({
    method: 'GET',
    path: 'cart/pull',
    auth: 'cart',
    query: [],
    result: z.array(serverCartItemSchema),
    description:
      'The server items of the cart (commerce-core §7); a line that cannot be read is logged and skipped, never the whole answer.',
    platform: 'src/api/cart.ts `GET /pull`: Magento quote items, `product_option` is null on simple lines',
  }),
  'cart.update': endpoint({
    method: 'POST',
    path: 'cart/update',
    auth: 'cart',
    query: [],
    body: z.looseObject({ cartItem: cartUpdateItemSchema }),
    result: serverCartItemSchema,
    description: 'Adds an item or changes its quantity (commerce-core §7).',
    platform: 'src/api/cart.ts `POST /update` (body `cartItem`)',
  }),
  'cart.delete': endpoint({
    method: 'POST',
    path: 'cart/delete',
    auth: 'cart',
    query: [],
    body: z.looseObject({ cartItem: cartItemInputSchema }),
    result: okResultSchema,
    description: 'Removes an item by item id (commerce-core §7).',
    platform: 'src/api/cart.ts `POST /delete` (body `cartItem`): answers `true`',
  }),
  'cart.totals': endpoint({
    method: 'GET',
    path: 'cart/totals',
    auth: 'cart',
    query: [],
    result: totalsSchema,
    description: 'The totals with segments (commerce-core §7).',
    platform: 'src/api/cart.ts `GET /totals`: Magento totals with `total_segments`',
  }),
  'cart.paymentMethods': endpoint({
    method: 'GET',
    path: 'cart/payment-methods',
    auth: 'cart',
    query: [],
    result: z.array(paymentMethodSchema),
    description: 'The payment methods for the cart (commerce-core §7).',
    platform: 'src/api/cart.ts `GET /payment-methods`',
  }),
  'cart.shippingMethods': endpoint({
    method: 'POST',
    path: 'cart/shipping-methods',
    auth: 'cart',
    query: [],
    body: z.looseObject({ address: checkoutAddressSchema }),
    result: z.array(shippingMethodSchema),
    description: 'The shipping methods for an address (commerce-core §7).',
    platform: 'src/api/cart.ts `POST /shipping-methods` (body `address`)',
  }),
  'cart.shippingInformation': endpoint({
    method: 'POST',
    path: 'cart/shipping-information',
    auth: 'cart',
    query: [],
    body: shippingInformationSchema,
    result: shippingInformationResultSchema,
    description:
      'Sets the addresses and shipping method; answers payment methods and totals (commerce-core §7).',
    platform: 'src/api/cart.ts `POST /shipping-information` (body `addressInformation`)',
  }),
  'cart.collectTotals': endpoint({
    method: 'POST',
    path: 'cart/collect-totals',
    auth: 'cart',
    query: [],
    body: collectTotalsSchema,
    result: totalsSchema,
    description: 'Recomputes the totals for the chosen methods (commerce-core §7).',
    platform: 'src/api/cart.ts `POST /collect-totals` (body `methods`)',
  }),
  'cart.applyCoupon': endpoint({
    method: 'POST',
    path: 'cart/apply-coupon',
    auth: 'cart',
    query: ['coupon'],
    result: okResultSchema,
    description: 'Applies the coupon given in the query (commerce-core §7).',
    platform: 'src/api/cart.ts `POST /apply-coupon?coupon=`: answers `true`',
  }),
  'cart.deleteCoupon': endpoint({
    method: 'POST',
    path: 'cart/delete-coupon',
    auth: 'cart',
    query: [],
    result: okResultSchema,
    description: 'Removes the coupon (commerce-core §7).',
    platform: 'src/api/cart.ts `POST /delete-coupon`: answers `true`',
  }),
  'order.place': endpoint({
    method: 'POST',
    path: 'order',
    auth: 'optional-user',
    query: [],
    body: orderSchema,
    result: orderResultSchema,
    description:
      'Places an order; success is no result code or 200, whatever the result holds (commerce-core §4, §7). The reference server also de-duplicates on `order_id` / Idempotency-Key; the client does not rely on it. A customer order sends the user token (the reference server takes the customer from it and refuses a `user_id` or customer cart without it, issue 18.1).',
    platform:
      'src/api/order.ts `POST /`: the validation against src/models/order.schema.js is a no-op as shipped (the schema is loaded wrapped in `default`, vue-storefront-api#532), so Magento (o2m.js) is what refuses an order: no `label`/`value` in `configurable_item_options`; answers `{ magentoOrderId, orderNumber, backendOrderId, transferedAt }`, a queue job id, or a message — `Invalid signature validation of <sku>` with code 200 is a refusal (tax.usePlatformTotals off); no Idempotency-Key',
  }),
  'stock.check': endpoint({
    method: 'GET',
    path: 'stock/check',
    auth: 'none',
    query: ['sku'],
    result: stockItemSchema,
    description: 'The stock of one sku (commerce-core §7).',
    platform: 'src/api/stock.ts `GET /check?sku=`: a Magento stock item (`product_id`, no `sku`)',
  }),
  'stock.list': endpoint({
    method: 'GET',
    path: 'stock/list',
    auth: 'none',
    query: ['skus'],
    result: z.array(stockItemSchema),
    description: 'The stock of a comma-separated list of skus (commerce-core §7).',
    platform:
      'src/api/stock.ts `GET /list?skus=`: one Magento stock item per sku, in the order asked (`product_id`, no `sku`); one unknown sku answers 404 for the whole list',
  }),
  'products.renderList': endpoint({
    method: 'GET',
    path: '{productsEndpoint}/render-list',
    auth: 'none',
    query: ['skus', 'currencyCode', 'storeId', 'userGroupId'],
    result: renderListResultSchema,
    description: 'Current prices of skus: items with id, sgn and price_info (commerce-core §7).',
    platform: 'src/api/product.ts `GET /render-list` mounted at `product/` (`api.productsEndpoint`)',
  }),
  'catalog.search': endpoint({
    method: 'POST',
    path: 'catalog/{index}/{entityType}/_search',
    auth: 'none',
    query: ['from', 'size', 'sort', '_source_include', '_source_exclude', 'request'],
    body: searchRequestSchema,
    result: searchResponseSchema(anySource),
    bareAnswer: true,
    description:
      'Evaluates a search-engine query document on one index (one per brand and store view); GET takes the document as JSON in `request` (commerce-core §7).',
    platform:
      "src/api/catalog.ts: GET with the query document in `request`, or POST; answers the search engine's body unwrapped, errors in the envelope",
  }),
  'user.login': endpoint({
    method: 'POST',
    path: 'user/login',
    auth: 'none',
    query: [],
    body: z.looseObject({ username: z.string(), password: z.string() }),
    result: z.string(),
    meta: loginMetaSchema,
    description: 'Signs in; answers the access token, the refresh token in meta (accounts-content §7).',
    platform: 'src/api/user.ts `POST /login`: the token in `result`, `meta.refreshToken`',
  }),
  'user.create': endpoint({
    method: 'POST',
    path: 'user/create',
    auth: 'none',
    query: [],
    body: z.looseObject({ customer: customerInputSchema, password: z.string() }),
    result: userProfileSchema,
    description: 'Registers a customer (accounts-content §7).',
    platform: 'src/api/user.ts `POST /create` validated by src/models/userRegister.schema.json',
  }),
  'user.resetPassword': endpoint({
    method: 'POST',
    path: 'user/reset-password',
    auth: 'none',
    query: [],
    body: z.looseObject({ email: z.string() }),
    result: okResultSchema,
    description: 'Sends a password-reset e-mail with an expiring token (accounts-content §7).',
    platform: 'src/api/user.ts `POST /reset-password`',
  }),
  'user.createPassword': endpoint({
    method: 'POST',
    path: 'user/create-password',
    auth: 'none',
    query: [],
    body: z.looseObject({ email: z.string(), newPassword: z.string(), resetToken: z.string() }),
    result: okResultSchema,
    description: 'Sets a new password with a reset token (accounts-content §7).',
    platform: 'src/api/user.ts `POST /create-password`',
  }),
  'user.refresh': endpoint({
    method: 'POST',
    path: 'user/refresh',
    auth: 'none',
    query: [],
    body: z.looseObject({ refreshToken: z.string() }),
    result: z.string(),
    meta: z.optional(loginMetaSchema),
    description: 'Exchanges a refresh token for a new access token (accounts-content §7).',
    platform: 'src/api/user.ts `POST /refresh`: new token in `result`, `meta.refreshToken`',
  }),
  'user.me': endpoint({
    method: 'GET',
    path: 'user/me',
    auth: 'user',
    query: [],
    result: userProfileSchema,
    description: 'The profile of the signed-in user (accounts-content §7).',
    platform: 'src/api/user.ts `GET /me?token=`',
  }),
  'user.updateMe': endpoint({
    method: 'POST',
    path: 'user/me',
    auth: 'user',
    query: [],
    body: z.looseObject({ customer: customerInputSchema }),
    result: userProfileSchema,
    description: 'Updates the profile (accounts-content §7).',
    platform:
      'src/api/user.ts `POST /me` validated by src/models/userProfileUpdate.schema.json (customer: email, firstname, lastname, addresses, custom_attributes only)',
  }),
  'user.changePassword': endpoint({
    method: 'POST',
    path: 'user/change-password',
    auth: 'user',
    query: [],
    body: z.looseObject({ currentPassword: z.string(), newPassword: z.string() }),
    result: okResultSchema,
    description: 'Changes the password; a failure answers `{ errorMessage }` (accounts-content §7, §8).',
    platform: 'src/api/user.ts `POST /change-password`',
  }),
  'user.orderHistory': endpoint({
    method: 'GET',
    path: 'user/order-history',
    auth: 'user',
    query: ['pageSize', 'currentPage'],
    result: orderHistorySchema,
    description: 'The order history, page size 20 (accounts-content §7).',
    platform:
      'src/api/user.ts `GET /order-history?token=&pageSize=&currentPage=`: Magento `{ items, total_count, search_criteria }`',
  }),
  'addresses.create': endpoint({
    method: 'PUT',
    path: 'addresses/create/{customerId}',
    auth: 'user',
    query: [],
    body: z.looseObject({ customer: customerInputSchema }),
    result: userProfileSchema,
    description: 'Saves the customer with the full address list (accounts-content §7).',
    platform: 'no platform route: a Kauppa extension endpoint, served by the reference server',
    extension: true,
  }),
  'addresses.remove': endpoint({
    method: 'DELETE',
    path: 'addresses/{addressId}',
    auth: 'user',
    query: [],
    result: okResultSchema,
    description: 'Removes an address by id (accounts-content §7).',
    platform: 'no platform route: a Kauppa extension endpoint, served by the reference server',
    extension: true,
  }),
  'review.create': endpoint({
    method: 'POST',
    path: 'review/create',
    auth: 'optional-user',
    query: [],
    body: z.looseObject({ review: reviewSchema }),
    result: z.unknown(),
    description: 'Stores a review for moderation (accounts-content §7).',
    platform:
      'src/api/review.ts `POST /create` validated by src/models/review.schema.json (`review_entity` required)',
  }),
  'newsletter.status': endpoint({
    method: 'GET',
    path: 'ext/mailchimp-subscribe/subscribe',
    auth: 'none',
    query: ['email'],
    result: z.string(),
    description:
      "The subscription state of an e-mail: Mailchimp's member status ('subscribed', 'unsubscribed', 'pending', 'cleaned') (accounts-content §7).",
    platform:
      "extension src/api/extensions/mailchimp-subscribe `GET /subscribe?email=`: Mailchimp's member status",
    extension: true,
  }),
  'newsletter.subscribe': endpoint({
    method: 'POST',
    path: 'ext/mailchimp-subscribe/subscribe',
    auth: 'none',
    query: [],
    body: z.looseObject({ email: z.string() }),
    result: newsletterWriteResult,
    description: 'Subscribes an e-mail (accounts-content §7); success is code 200, whatever the result.',
    platform:
      "extension src/api/extensions/mailchimp-subscribe `POST /subscribe` (body `{ email }`): answers `apiStatus(res, body.status, 200)` with `body` Mailchimp's batch answer, which has no `status`: the result is `'OK'` (apiStatus's default) or absent",
    extension: true,
  }),
  'newsletter.unsubscribe': endpoint({
    method: 'DELETE',
    path: 'ext/mailchimp-subscribe/subscribe',
    auth: 'none',
    query: [],
    body: z.looseObject({ email: z.string() }),
    result: newsletterWriteResult,
    description: 'Unsubscribes an e-mail (accounts-content §7); success is code 200, whatever the result.',
    platform:
      'extension src/api/extensions/mailchimp-subscribe `DELETE /subscribe` (body `{ email }`): answers as `POST /subscribe` does',
    extension: true,
  }),
  'faq.ask': endpoint({
    method: 'POST',
    path: 'faq/ask',
    auth: 'none',
    query: [],
    body: faqQuestionSchema,
    result: okResultSchema,
    description: 'Sends a FAQ question (accounts-content §7).',
    platform: 'no platform route: a Kauppa extension endpoint, served by the reference server',
    extension: true,
  }),
  'mail.send': endpoint({
    method: 'POST',
    path: 'ext/mail-service/send-email',
    auth: 'none',
    query: [],
    body: emailPayloadSchema,
    result: okResultSchema,
    description: 'Sends an e-mail with the mailer payload (accounts-content §7).',
    platform: 'extension src/api/extensions/mail-service `POST /send-email`',
    extension: true,
  }),
  'mail.token': endpoint({
    method: 'GET',
    path: 'ext/mail-service/get-token',
    auth: 'none',
    query: [],
    result: z.string(),
    description: "The mail service's token (accounts-content §7).",
    platform: 'extension src/api/extensions/mail-service `GET /get-token`',
    extension: true,
  }),
  'marketing.subscribeAdvanced': endpoint({
    method: 'POST',
    path: 'marketing/subscribe/advanced',
    auth: 'none',
    query: [],
    body: z.extend(marketingCustomerSchema, { storeCode: z.optional(z.string()) }),
    result: successResultSchema,
    description: 'Marketing provider: advanced subscribe with the subscriber JSON (accounts-content §7).',
    platform: 'no platform route: a marketing-provider extension endpoint, served by the reference server',
    extension: true,
  }),
  'marketing.subscription': endpoint({
    method: 'GET',
    path: 'marketing/subscribe',
    auth: 'none',
    query: ['email', 'storeCode'],
    result: successResultSchema,
    description: 'Marketing provider: subscription state (accounts-content §7).',
    platform: 'no platform route: a marketing-provider extension endpoint, served by the reference server',
    extension: true,
  }),
  'marketing.subscribe': endpoint({
    method: 'POST',
    path: 'marketing/subscribe',
    auth: 'none',
    query: [],
    body: z.looseObject({ email: z.string(), storeCode: z.optional(z.string()) }),
    result: successResultSchema,
    description: 'Marketing provider: subscribe (accounts-content §7).',
    platform: 'no platform route: a marketing-provider extension endpoint, served by the reference server',
    extension: true,
  }),
  'marketing.unsubscribe': endpoint({
    method: 'DELETE',
    path: 'marketing/subscribe',
    auth: 'none',
    query: [],
    body: z.looseObject({ email: z.string(), storeCode: z.optional(z.string()) }),
    result: successResultSchema,
    description: 'Marketing provider: unsubscribe (accounts-content §7).',
    platform: 'no platform route: a marketing-provider extension endpoint, served by the reference server',
    extension: true,
  }),
  'marketing.identify': endpoint({
    method: 'GET',
    path: 'marketing/identify',
    auth: 'none',
    query: ['data'],
    result: successResultSchema,
    description: 'Marketing provider: identify, `data` is base64 JSON (accounts-content §7).',
    platform: 'no platform route: a marketing-provider extension endpoint, served by the reference server',
    extension: true,
  }),
  'marketing.track': endpoint({
    method: 'GET',
    path: 'marketing/track',
    auth: 'none',
    query: ['data'],
    result: successResultSchema,
    description: 'Marketing provider: track an event, `data` is base64 JSON (accounts-content §7).',
    platform: 'no platform route: a marketing-provider extension endpoint, served by the reference server',
    extension: true,
  }),
  'marketing.backInStock': endpoint({
    method: 'POST',
    path: 'marketing/back-in-stock',
    auth: 'none',
    query: [],
    body: backInStockFormSchema,
    form: true,
    result: successResultSchema,
    description: 'Marketing provider: back-in-stock subscription, form-urlencoded (accounts-content §7).',
    platform: 'no platform route: a marketing-provider extension endpoint, served by the reference server',
    extension: true,
  }),
} as const satisfies Record<string, EndpointDefinition>;

/** The name of a call, `group.call`. */
export type EndpointName = keyof typeof endpoints;
