import * as z from 'zod';
import { customAttributeSchema, idSchema } from './common.ts';

export { profileUpdateFields, profileUpdateOf } from './helpers.ts';

/** An address of the customer's address book (accounts-content §3). */
export const customerAddressSchema = z.looseObject({
  id: idSchema.optional(),
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  region: z
    .looseObject({
      region: z.string().nullish(),
      region_code: z.string().nullish(),
      region_id: idSchema.nullish(),
    })
    .nullish(),
  region_id: idSchema.nullish(),
  country_id: z.string(),
  postcode: z.string(),
  telephone: z.string().optional(),
  company: z.string().optional(),
  vat_id: z.string().optional(),
  default_shipping: z.boolean().optional(),
  default_billing: z.boolean().optional(),
  customer_id: idSchema.optional(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** The user profile (accounts-content §3). */
export const userProfileSchema = z.looseObject({
  id: idSchema,
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  website_id: idSchema.optional(),
  store_id: idSchema.optional(),
  group_id: idSchema.optional(),
  addresses: z.array(customerAddressSchema),
  default_billing: idSchema.nullish(),
  default_shipping: idSchema.nullish(),
  custom_attributes: z.array(customAttributeSchema).optional(),
  extension_attributes: z.record(z.string(), z.unknown()).optional(),
  created_at: z.string().optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The customer sent to `user/create`, `user/me` and the address book: the profile, id optional. */
export const customerInputSchema = userProfileSchema.extend({
  id: idSchema.optional(),
  addresses: z.array(customerAddressSchema).optional(),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;

/** An order in the order history (accounts-content §3). */
export const orderHistoryItemSchema = z.looseObject({
  entity_id: idSchema,
  increment_id: z.string().optional(),
  store_name: z.string().optional(),
  total_due: z.number().optional(),
  tax_amount: z.number().optional(),
  shipping_amount: z.number().optional(),
  grand_total: z.number().optional(),
  subtotal_incl_tax: z.number().optional(),
  status: z.string().optional(),
  created_at: z.string().optional(),
  customer_email: z.string().optional(),
  payment: z.looseObject({ method: z.string() }).optional(),
  items: z
    .array(
      z.looseObject({
        sku: z.string(),
        name: z.string().optional(),
        qty_ordered: z.number(),
        price_incl_tax: z.number().optional(),
        row_total_incl_tax: z.number().optional(),
      }),
    )
    .optional(),
});
export type OrderHistoryItem = z.infer<typeof orderHistoryItemSchema>;

/** The order history page (page size 20). */
export const orderHistorySchema = z.looseObject({
  items: z.array(orderHistoryItemSchema),
  total_count: z.number(),
  search_criteria: z.looseObject({ page_size: z.number(), current_page: z.number() }).optional(),
});
export type OrderHistory = z.infer<typeof orderHistorySchema>;

/** The `meta` of login and refresh answers: the refresh token. */
export const loginMetaSchema = z.looseObject({ refreshToken: z.string() });
export type LoginMeta = z.infer<typeof loginMetaSchema>;
