import * as z from 'zod';
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
  sku: z.string().min(1),
  qty: quantitySchema,
  name: z.string().min(1).optional(),
  price: z.number().optional(),
  price_incl_tax: z.number().optional(),
  parentSku: z.string().optional(),
  product_type: z.string().optional(),
  type_id: z.string().optional(),
  product_option: productOptionSchema.optional(),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

/**
 * An order address as the platform's Magento bridge reads it (`country_id`, a street array; a
 * region is a string when present, never `null`).
 */
export const orderAddressSchema = z.looseObject({
  firstname: z.string().min(1),
  lastname: z.string().min(1),
  street: z.array(z.string()).min(1),
  city: z.string().min(1),
  postcode: z.string().min(3),
  country_id: z.string().regex(/[a-zA-Z]/),
  region: z.string().optional(),
  region_id: z.number().optional(),
  region_code: z.string().optional(),
  company: z.string().optional(),
  telephone: z.string().optional(),
  email: z.string().optional(),
  vat_id: z.string().optional(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/**
 * An order as `POST order` sends it, in the platform's wire format (src/models/order.schema.js:
 * no properties beyond these, ids as strings and absent rather than `null`). `order_id` is the
 * client's order id: the reference server de-duplicates on it, the platform does not.
 */
export const orderSchema = z.strictObject({
  order_id: z.string().min(1),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  transmited: z.boolean().optional(),
  transmited_at: z.string().optional(),
  status: z.string().optional(),
  state: z.string().optional(),
  user_id: z.string().optional(),
  cart_id: z.string().optional(),
  store_code: z.string().optional(),
  store_id: z.number().optional(),
  products: z.array(orderProductSchema).min(1).max(orderLimits.maxLines),
  addressInformation: z.looseObject({
    shippingAddress: orderAddressSchema.optional(),
    billingAddress: orderAddressSchema.optional(),
    shipping_carrier_code: z.string().optional(),
    shipping_method_code: z.string().optional(),
    payment_method_code: z.string(),
    payment_method_additional: z.unknown().optional(),
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
