import { z } from 'zod';
import { checkoutAddressSchema } from './cart.ts';
import { productOptionSchema } from './catalog.ts';
import { idSchema } from './common.ts';

/** One ordered line. */
export const orderProductSchema = z.looseObject({
  sku: z.string(),
  qty: z.number(),
  name: z.string().optional(),
  price: z.number().nullish(),
  price_incl_tax: z.number().nullish(),
  parentSku: z.string().optional(),
  type_id: z.string().optional(),
  product_option: productOptionSchema.optional(),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

/**
 * An order as `POST order` sends it. `order_id` is the client's order id: the server is
 * idempotent on it (a retry answers the first result and never creates a second order).
 */
export const orderSchema = z.looseObject({
  order_id: z.string().min(1),
  user_id: idSchema.nullish(),
  cart_id: idSchema.nullish(),
  store_code: z.string().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  transmited: z.boolean().optional(),
  products: z.array(orderProductSchema),
  addressInformation: z.looseObject({
    shippingAddress: checkoutAddressSchema,
    billingAddress: checkoutAddressSchema.optional(),
    shipping_carrier_code: z.string().nullish(),
    shipping_method_code: z.string().nullish(),
    payment_method_code: z.string(),
    payment_method_additional: z.unknown().optional(),
  }),
  personalDetails: z
    .looseObject({
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      emailAddress: z.string().optional(),
      createAccount: z.boolean().optional(),
    })
    .optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** The answer of a placed order. */
export const orderResultSchema = z.looseObject({
  orderNumber: z.string(),
  order_id: z.string(),
  backendOrderId: idSchema,
  grand_total: z.number().optional(),
  created_at: z.string().optional(),
});
export type OrderResult = z.infer<typeof orderResultSchema>;
