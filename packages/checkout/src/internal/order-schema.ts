import type { CheckoutAddress, Order } from '@kauppa/contract';
import { orderLimits } from '@kauppa/contract';
import * as z from 'zod/mini';

/**
 * The order and checkout-address schemas of `@kauppa/contract/schemas` (`orderSchema`,
 * `checkoutAddressSchema`) written with `zod/mini`, so that the synchronous `buildOrder` checks an
 * order without bundling zod's classic API into `@kauppa/checkout` (issue 19.2: 39.6 → see the
 * bench). `order-schema.test.ts` pins that both accept and reject the same values and parse them
 * to the same data: change them together.
 */
const id = z.union([z.number(), z.string()]);
const text = z.string();
const nonEmpty = () => z.string().check(z.minLength(1));
const quantity = z.number().check(z.int(), z.gte(1), z.lte(orderLimits.maxQty));

const productOption = z.looseObject({
  extension_attributes: z.optional(
    z.looseObject({
      custom_options: z.optional(z.array(z.looseObject({ option_id: id, option_value: z.unknown() }))),
      configurable_item_options: z.optional(
        z.array(
          z.looseObject({
            option_id: id,
            option_value: id,
            label: z.optional(text),
            value: z.optional(text),
          }),
        ),
      ),
      bundle_options: z.optional(
        z.array(z.looseObject({ option_id: id, option_qty: z.number(), option_selections: z.array(id) })),
      ),
    }),
  ),
});

const orderProduct = z.looseObject({
  sku: nonEmpty(),
  qty: quantity,
  name: z.optional(nonEmpty()),
  price: z.optional(z.number()),
  price_incl_tax: z.optional(z.number()),
  parentSku: z.optional(text),
  product_type: z.optional(text),
  type_id: z.optional(text),
  product_option: z.optional(productOption),
});

const orderAddress = z.looseObject({
  firstname: nonEmpty(),
  lastname: nonEmpty(),
  street: z.array(text).check(z.minLength(1)),
  city: nonEmpty(),
  postcode: z.string().check(z.minLength(3)),
  country_id: z.string().check(z.regex(/[a-zA-Z]/)),
  region: z.optional(text),
  region_id: z.optional(z.number()),
  region_code: z.optional(text),
  company: z.optional(text),
  telephone: z.optional(text),
  email: z.optional(text),
  vat_id: z.optional(text),
});

/** `orderSchema` of `@kauppa/contract/schemas`, in `zod/mini`. */
export const orderCheck = z.strictObject({
  order_id: nonEmpty(),
  created_at: z.optional(text),
  updated_at: z.optional(text),
  transmited: z.optional(z.boolean()),
  transmited_at: z.optional(text),
  status: z.optional(text),
  state: z.optional(text),
  user_id: z.optional(text),
  cart_id: z.optional(text),
  store_code: z.optional(text),
  store_id: z.optional(z.number()),
  products: z.array(orderProduct).check(z.minLength(1), z.maxLength(orderLimits.maxLines)),
  addressInformation: z.looseObject({
    shippingAddress: z.optional(orderAddress),
    billingAddress: z.optional(orderAddress),
    shipping_carrier_code: z.optional(text),
    shipping_method_code: z.optional(text),
    payment_method_code: z.string(),
    payment_method_additional: z.optional(z.unknown()),
  }),
});

/** `checkoutAddressSchema` of `@kauppa/contract/schemas`, in `zod/mini`. */
export const checkoutAddressCheck = z.looseObject({
  firstname: z.optional(text),
  lastname: z.optional(text),
  city: z.optional(text),
  postcode: z.optional(text),
  street: z.optional(z.array(text)),
  countryId: z.optional(text),
  country_id: z.optional(text),
  region: z.nullish(text),
  region_id: z.nullish(id),
  region_code: z.nullish(text),
  telephone: z.optional(text),
  email: z.optional(text),
  company: z.optional(text),
  vat_id: z.optional(text),
});

/** Checks an order as `orderSchema` does; the parsed order, or `undefined` when it is not one. */
export function parseOrder(candidate: unknown): Order | undefined {
  const parsed = orderCheck.safeParse(candidate);
  return parsed.success ? (parsed.data satisfies Order) : undefined;
}

/** Whether an address is a checkout address as `checkoutAddressSchema` reads it. */
export function isCheckoutAddress(address: CheckoutAddress): boolean {
  return checkoutAddressCheck.safeParse(address).success;
}
