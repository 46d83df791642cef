import * as z from 'zod/mini';
import { productOptionSchema } from './catalog.ts';
import { orderLimits } from './limits.ts';
import { quantitySchema } from './quantity.ts';

export { orderNumberOf } from './helpers.ts';

/**
 * One ordered line, as the platform's order schema reads it (src/models/order.schema.js of
 * vue-storefront-api: `sku` and `qty` ≥ 1; the platform also wants `price` ≥ 1 on the first line,
 * which the checkout always sends). The quantity is a whole number up to `orderLimits.maxQty`
 * (issue 18.3).
 */
export const orderProductSchema = z.looseObject({
  sku: z.string().check(z.minLength(1)),
  qty: quantitySchema,
  name: z.optional(z.string().check(z.minLength(1))),
  price: z.optional(z.number()),
  price_incl_tax: z.optional(z.number()),
  parentSku: z.optional(z.string()),
  product_type: z.optional(z.string()),
  type_id: z.optional(z.string()),
  product_option: z.optional(productOptionSchema),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

/**
 * An order address as the platform's Magento bridge reads it (`country_id`, a street array; a
 * region is a string when present, never `null`).
 */
export const orderAddressSchema = z.looseObject({
  firstname: z.string().check(z.minLength(1)),
  lastname: z.string().check(z.minLength(1)),
  street: z.array(z.string()).check(z.minLength(1)),
  city: z.string().check(z.minLength(1)),
  postcode: z.string().check(z.minLength(3)),
  country_id: z.string().check(z.regex(/[a-zA-Z]/)),
  region: z.optional(z.string()),
  region_id: z.optional(z.number()),
  region_code: z.optional(z.string()),
  company: z.optional(z.string()),
  telephone: z.optional(z.string()),
  email: z.optional(z.string()),
  vat_id: z.optional(z.string()),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/**
 * An order as `POST order` sends it, in the platform's wire format (src/models/order.schema.js:
 * no properties beyond these, ids as strings and absent rather than `null`). `order_id` is the
 * client's order id: the reference server de-duplicates on it, the platform does not.
 */
export const orderSchema = z.strictObject({
  order_id: z.string().check(z.minLength(1)),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
  transmited: z.optional(z.boolean()),
  transmited_at: z.optional(z.string()),
  status: z.optional(z.string()),
  state: z.optional(z.string()),
  user_id: z.optional(z.string()),
  cart_id: z.optional(z.string()),
  store_code: z.optional(z.string()),
  store_id: z.optional(z.number()),
  products: z.array(orderProductSchema).check(z.minLength(1), z.maxLength(orderLimits.maxLines)),
  addressInformation: z.looseObject({
    shippingAddress: z.optional(orderAddressSchema),
    billingAddress: z.optional(orderAddressSchema),
    shipping_carrier_code: z.optional(z.string()),
    shipping_method_code: z.optional(z.string()),
    payment_method_code: z.string(),
    payment_method_additional: z.optional(z.unknown()),
  }),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * What a placed order answers. The platform answers `{ magentoOrderId, orderNumber,
 * backendOrderId, transferedAt }` when it places the order at once, a job id when it queues it,
 * and any other shape from extensions: success is the code (commerce-core §4), never the shape.
 */
export const orderResultSchema = z.unknown();
export type OrderResult = unknown;
