import * as z from 'zod/mini';
import { customAttributeSchema, idSchema } from './common.ts';

export { profileUpdateFields, profileUpdateOf } from './helpers.ts';

/** An address of the customer's address book (accounts-content §3). */
export const customerAddressSchema = z.looseObject({
  id: z.optional(idSchema),
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  region: z.nullish(
    z.looseObject({
      region: z.nullish(z.string()),
      region_code: z.nullish(z.string()),
      region_id: z.nullish(idSchema),
    }),
  ),
  region_id: z.nullish(idSchema),
  country_id: z.string(),
  postcode: z.string(),
  telephone: z.optional(z.string()),
  company: z.optional(z.string()),
  vat_id: z.optional(z.string()),
  default_shipping: z.optional(z.boolean()),
  default_billing: z.optional(z.boolean()),
  customer_id: z.optional(idSchema),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** The user profile (accounts-content §3). */
export const userProfileSchema = z.looseObject({
  id: idSchema,
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  website_id: z.optional(idSchema),
  store_id: z.optional(idSchema),
  group_id: z.optional(idSchema),
  addresses: z.array(customerAddressSchema),
  default_billing: z.nullish(idSchema),
  default_shipping: z.nullish(idSchema),
  custom_attributes: z.optional(z.array(customAttributeSchema)),
  extension_attributes: z.optional(z.record(z.string(), z.unknown())),
  created_at: z.optional(z.string()),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The customer sent to `user/create`, `user/me` and the address book: the profile, id optional. */
export const customerInputSchema = z.extend(userProfileSchema, {
  id: z.optional(idSchema),
  addresses: z.optional(z.array(customerAddressSchema)),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;

/** An order in the order history (accounts-content §3). */
export const orderHistoryItemSchema = z.looseObject({
  entity_id: idSchema,
  increment_id: z.optional(z.string()),
  store_name: z.optional(z.string()),
  total_due: z.optional(z.number()),
  tax_amount: z.optional(z.number()),
  shipping_amount: z.optional(z.number()),
  grand_total: z.optional(z.number()),
  subtotal_incl_tax: z.optional(z.number()),
  status: z.optional(z.string()),
  created_at: z.optional(z.string()),
  customer_email: z.optional(z.string()),
  payment: z.optional(z.looseObject({ method: z.string() })),
  items: z.optional(
    z.array(
      z.looseObject({
        sku: z.string(),
        name: z.optional(z.string()),
        qty_ordered: z.number(),
        price_incl_tax: z.optional(z.number()),
        row_total_incl_tax: z.optional(z.number()),
      }),
    ),
  ),
});
export type OrderHistoryItem = z.infer<typeof orderHistoryItemSchema>;

/** The order history page (page size 20). */
export const orderHistorySchema = z.looseObject({
  items: z.array(orderHistoryItemSchema),
  total_count: z.number(),
  search_criteria: z.optional(z.looseObject({ page_size: z.number(), current_page: z.number() })),
});
export type OrderHistory = z.infer<typeof orderHistorySchema>;

/** The `meta` of login and refresh answers: the refresh token. */
export const loginMetaSchema = z.looseObject({ refreshToken: z.string() });
export type LoginMeta = z.infer<typeof loginMetaSchema>;
