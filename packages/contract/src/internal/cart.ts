import * as z from 'zod';
import { productOptionSchema } from './catalog.ts';
import { idSchema } from './common.ts';
import { quantitySchema } from './quantity.ts';

/** A cart item as the client holds it (commerce-core §3). */
export const cartItemSchema = z.looseObject({
  sku: z.string(),
  qty: z.number(),
  prev_qty: z.number().optional(),
  parentSku: z.string().optional(),
  type_id: z.string().optional(),
  server_item_id: idSchema.optional(),
  server_cart_id: idSchema.optional(),
  item_id: idSchema.optional(),
  quote_id: idSchema.optional(),
  product_option: productOptionSchema.optional(),
  price: z.number().nullish(),
  price_incl_tax: z.number().nullish(),
  totals: z.unknown().optional(),
  info: z.record(z.string(), z.unknown()).optional(),
  errors: z.record(z.string(), z.unknown()).optional(),
  is_in_stock: z.boolean().optional(),
  onlineStockCheckid: z.string().optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The item sent with `cart/update` and `cart/delete`. */
export const cartItemInputSchema = z.looseObject({
  sku: z.string(),
  qty: z.number().optional(),
  item_id: idSchema.optional(),
  quoteId: idSchema.optional(),
  quote_id: idSchema.optional(),
  product_option: productOptionSchema.optional(),
  product_type: z.string().optional(),
});
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

/** The item of `cart/update`: a quantity, when given, is a whole number from 1 to `orderLimits.maxQty` (issue 18.3). */
export const cartUpdateItemSchema = cartItemInputSchema.extend({ qty: quantitySchema.optional() });

/** A cart item as the server holds it (answers of `cart/pull` and `cart/update`). */
export const serverCartItemSchema = z.preprocess(
  // Magento sends `null` for what it lacks (`product_option: null` on every simple line): read
  // as absent.
  (line) =>
    typeof line === 'object' && line !== null && !Array.isArray(line)
      ? Object.fromEntries(Object.entries(line).filter(([, value]) => value !== null))
      : line,
  z.looseObject({
    item_id: idSchema,
    sku: z.string(),
    qty: z.number(),
    quote_id: idSchema,
    name: z.string().optional(),
    price: z.number().optional(),
    product_type: z.string().optional(),
    product_option: productOptionSchema.optional(),
  }),
);
export type ServerCartItem = z.infer<typeof serverCartItemSchema>;

/** A row of the totals (`subtotal_incl_tax`, `shipping`, `payment`, `tax`, `discount`, `grand_total`). */
export const totalSegmentSchema = z.looseObject({
  code: z.string(),
  title: z.string().nullish(),
  value: z.number().nullable(),
  area: z.string().nullish(),
  extension_attributes: z.unknown().optional(),
});
export type TotalSegment = z.infer<typeof totalSegmentSchema>;

/** One line of the totals. */
export const totalsItemSchema = z.looseObject({
  item_id: idSchema,
  qty: z.number(),
  name: z.string().optional(),
  price: z.number().optional(),
  price_incl_tax: z.number().optional(),
  row_total: z.number().optional(),
  row_total_incl_tax: z.number().optional(),
  tax_amount: z.number().optional(),
  tax_percent: z.number().optional(),
  discount_amount: z.number().optional(),
  options: z.unknown().optional(),
});
export type TotalsItem = z.infer<typeof totalsItemSchema>;

/** The cart totals with their segments (commerce-core §3 platformTotals, platformTotalSegments). */
export const totalsSchema = z.looseObject({
  grand_total: z.number(),
  subtotal: z.number().optional(),
  subtotal_incl_tax: z.number().optional(),
  discount_amount: z.number().optional(),
  shipping_amount: z.number().optional(),
  shipping_incl_tax: z.number().optional(),
  tax_amount: z.number().optional(),
  base_currency_code: z.string().optional(),
  quote_currency_code: z.string().optional(),
  coupon_code: z.string().nullish(),
  items_qty: z.number().optional(),
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
  carrier_title: z.string().optional(),
  method_title: z.string().optional(),
  amount: z.number(),
  base_amount: z.number().optional(),
  price_incl_tax: z.number().optional(),
  price_excl_tax: z.number().optional(),
  available: z.boolean().optional(),
  error_message: z.string().optional(),
  default: z.boolean().optional(),
  offline: z.boolean().optional(),
  is_server_method: z.boolean().optional(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/** A payment method (commerce-core §3). */
export const paymentMethodSchema = z.looseObject({
  code: z.string(),
  title: z.string(),
  cost: z.number().optional(),
  cost_incl_tax: z.number().optional(),
  default: z.boolean().optional(),
  offline: z.boolean().optional(),
  is_server_method: z.boolean().optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** An address in checkout and in the shipping-method lookup (commerce-core §3, §7). */
export const checkoutAddressSchema = z.looseObject({
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  city: z.string().optional(),
  postcode: z.string().optional(),
  street: z.array(z.string()).optional(),
  countryId: z.string().optional(),
  country_id: z.string().optional(),
  region: z.string().nullish(),
  region_id: idSchema.nullish(),
  region_code: z.string().nullish(),
  telephone: z.string().optional(),
  email: z.string().optional(),
  company: z.string().optional(),
  vat_id: z.string().optional(),
});
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/** The payload of `cart/shipping-information` (commerce-core §7). */
export const shippingInformationSchema = z.looseObject({
  addressInformation: z.looseObject({
    shippingAddress: checkoutAddressSchema,
    billingAddress: checkoutAddressSchema.optional(),
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
  methods: z
    .looseObject({
      paymentMethod: z.looseObject({ method: z.string() }).optional(),
      shippingCarrierCode: z.string().optional(),
      shippingMethodCode: z.string().optional(),
    })
    .optional(),
});
export type CollectTotals = z.infer<typeof collectTotalsSchema>;
