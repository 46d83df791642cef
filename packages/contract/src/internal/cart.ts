import * as z from 'zod/mini';
import { productOptionSchema } from './catalog.ts';
import { idSchema } from './common.ts';
import { quantitySchema } from './quantity.ts';

/** A cart item as the client holds it (commerce-core §3). */
export const cartItemSchema = z.looseObject({
  sku: z.string(),
  qty: z.number(),
  prev_qty: z.optional(z.number()),
  parentSku: z.optional(z.string()),
  type_id: z.optional(z.string()),
  server_item_id: z.optional(idSchema),
  server_cart_id: z.optional(idSchema),
  item_id: z.optional(idSchema),
  quote_id: z.optional(idSchema),
  product_option: z.optional(productOptionSchema),
  price: z.nullish(z.number()),
  price_incl_tax: z.nullish(z.number()),
  totals: z.optional(z.unknown()),
  info: z.optional(z.record(z.string(), z.unknown())),
  errors: z.optional(z.record(z.string(), z.unknown())),
  is_in_stock: z.optional(z.boolean()),
  onlineStockCheckid: z.optional(z.string()),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The item sent with `cart/update` and `cart/delete`. */
export const cartItemInputSchema = z.looseObject({
  sku: z.string(),
  qty: z.optional(z.number()),
  item_id: z.optional(idSchema),
  quoteId: z.optional(idSchema),
  quote_id: z.optional(idSchema),
  product_option: z.optional(productOptionSchema),
  product_type: z.optional(z.string()),
});
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

/** The item of `cart/update`: a quantity, when given, is a whole number from 1 to `orderLimits.maxQty` (issue 18.3). */
export const cartUpdateItemSchema = z.extend(cartItemInputSchema, { qty: z.optional(quantitySchema) });

/** A cart item as the server holds it (answers of `cart/pull` and `cart/update`). */
export const serverCartItemSchema = z.pipe(
  // Magento sends `null` for what it lacks (`product_option: null` on every simple line): read
  // as absent.
  z.transform((line: unknown) =>
    typeof line === 'object' && line !== null && !Array.isArray(line)
      ? Object.fromEntries(Object.entries(line).filter(([, value]) => value !== null))
      : line,
  ),
  z.looseObject({
    item_id: idSchema,
    sku: z.string(),
    qty: z.number(),
    quote_id: idSchema,
    name: z.optional(z.string()),
    price: z.optional(z.number()),
    product_type: z.optional(z.string()),
    product_option: z.optional(productOptionSchema),
  }),
);
export type ServerCartItem = z.infer<typeof serverCartItemSchema>;

/** A row of the totals (`subtotal_incl_tax`, `shipping`, `payment`, `tax`, `discount`, `grand_total`). */
export const totalSegmentSchema = z.looseObject({
  code: z.string(),
  title: z.nullish(z.string()),
  value: z.nullable(z.number()),
  area: z.nullish(z.string()),
  extension_attributes: z.optional(z.unknown()),
});
export type TotalSegment = z.infer<typeof totalSegmentSchema>;

/** One line of the totals. */
export const totalsItemSchema = z.looseObject({
  item_id: idSchema,
  qty: z.number(),
  name: z.optional(z.string()),
  price: z.optional(z.number()),
  price_incl_tax: z.optional(z.number()),
  row_total: z.optional(z.number()),
  row_total_incl_tax: z.optional(z.number()),
  tax_amount: z.optional(z.number()),
  tax_percent: z.optional(z.number()),
  discount_amount: z.optional(z.number()),
  options: z.optional(z.unknown()),
});
export type TotalsItem = z.infer<typeof totalsItemSchema>;

/** The cart totals with their segments (commerce-core §3 platformTotals, platformTotalSegments). */
export const totalsSchema = z.looseObject({
  grand_total: z.number(),
  subtotal: z.optional(z.number()),
  subtotal_incl_tax: z.optional(z.number()),
  discount_amount: z.optional(z.number()),
  shipping_amount: z.optional(z.number()),
  shipping_incl_tax: z.optional(z.number()),
  tax_amount: z.optional(z.number()),
  base_currency_code: z.optional(z.string()),
  quote_currency_code: z.optional(z.string()),
  coupon_code: z.nullish(z.string()),
  items_qty: z.optional(z.number()),
  items: z.array(totalsItemSchema),
  total_segments: z.array(totalSegmentSchema),
});
export type Totals = z.infer<typeof totalsSchema>;

/** A coupon (commerce-core §3). */
export const couponSchema = z.looseObject({ code: z.string(), discount: z.number() });
export type Coupon = z.infer<typeof couponSchema>;

/** A shipping method (commerce-core §3). */
export const shippingMethodSchema = z.looseObject({
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.optional(z.string()),
  method_title: z.optional(z.string()),
  amount: z.number(),
  base_amount: z.optional(z.number()),
  price_incl_tax: z.optional(z.number()),
  price_excl_tax: z.optional(z.number()),
  available: z.optional(z.boolean()),
  error_message: z.optional(z.string()),
  default: z.optional(z.boolean()),
  offline: z.optional(z.boolean()),
  is_server_method: z.optional(z.boolean()),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/** A payment method (commerce-core §3). */
export const paymentMethodSchema = z.looseObject({
  code: z.string(),
  title: z.string(),
  cost: z.optional(z.number()),
  cost_incl_tax: z.optional(z.number()),
  default: z.optional(z.boolean()),
  offline: z.optional(z.boolean()),
  is_server_method: z.optional(z.boolean()),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** An address in checkout and in the shipping-method lookup (commerce-core §3, §7). */
export const checkoutAddressSchema = z.looseObject({
  firstname: z.optional(z.string()),
  lastname: z.optional(z.string()),
  city: z.optional(z.string()),
  postcode: z.optional(z.string()),
  street: z.optional(z.array(z.string())),
  countryId: z.optional(z.string()),
  country_id: z.optional(z.string()),
  region: z.nullish(z.string()),
  region_id: z.nullish(idSchema),
  region_code: z.nullish(z.string()),
  telephone: z.optional(z.string()),
  email: z.optional(z.string()),
  company: z.optional(z.string()),
  vat_id: z.optional(z.string()),
});
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/** The payload of `cart/shipping-information` (commerce-core §7). */
export const shippingInformationSchema = z.looseObject({
  addressInformation: z.looseObject({
    shippingAddress: checkoutAddressSchema,
    billingAddress: z.optional(checkoutAddressSchema),
    shippingCarrierCode: z.string(),
    shippingMethodCode: z.string(),
  }),
});
export type ShippingInformation = z.infer<typeof shippingInformationSchema>;

/** The answer of `cart/shipping-information`: payment methods and totals. */
export const shippingInformationResultSchema = z.looseObject({
  payment_methods: z.array(paymentMethodSchema),
  totals: totalsSchema,
});
export type ShippingInformationResult = z.infer<typeof shippingInformationResultSchema>;

/** The payload of `cart/collect-totals`: the chosen methods. */
export const collectTotalsSchema = z.looseObject({
  methods: z.optional(
    z.looseObject({
      paymentMethod: z.optional(z.looseObject({ method: z.string() })),
      shippingCarrierCode: z.optional(z.string()),
      shippingMethodCode: z.optional(z.string()),
    }),
  ),
});
export type CollectTotals = z.infer<typeof collectTotalsSchema>;
