import * as z from 'zod/mini';

/** An id the platform sends as a number or a numeric string. */
export const idSchema = z.union([z.number(), z.string()]);
export type Id = z.infer<typeof idSchema>;

/**
 * A money field as the catalogue index holds it (a price, read as a number; absent or `null`
 * when the index has none). The catalogue rules of `@kauppa/catalog-pricing` and `@kauppa/tax`
 * read these fields.
 */
export type Money = number | null | undefined;

/**
 * A number Magento's EAV may send as a decimal string (`"0"`, `"32.000000"`): mage2vuestorefront
 * copies custom attribute values to the index as Magento sends them (src/adapters/magento/product.js,
 * preProcessItem), so the platform's own demo documents hold `children_count: "0"`. Read as a number.
 */
export const eavNumberSchema = z.union([
  z.number(),
  z.pipe(z.string().check(z.regex(/^\s*-?(\d+\.?\d*|\.\d+)\s*$/, 'a number')), z.transform(Number)),
]);

/**
 * A yes/no the platform sends as a boolean, 0/1 or the EAV strings "0"/"1" (vue-storefront-api
 * v1.12.5 var/catalog_attribute.json: `is_visible_on_front: "0"`, `is_comparable: "1"`). Read as a
 * boolean.
 */
export const eavBooleanSchema = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]),
  z.transform((value) => value === true || value === 1 || value === '1'),
);

/**
 * A flag the catalogue keeps as a boolean or 0/1 (`sale`, `new`); the EAV strings "0"/"1" are read
 * as 0/1.
 */
export const eavFlagSchema = z.union([
  z.boolean(),
  z.number(),
  z.pipe(z.union([z.literal('0'), z.literal('1')]), z.transform(Number)),
]);

/** A custom attribute as a code/value pair. */
export const customAttributeSchema = z.looseObject({
  attribute_code: z.string(),
  value: z.unknown(),
});
export type CustomAttribute = z.infer<typeof customAttributeSchema>;

/** The response envelope of every shop API call: `{ code, result }` (and sometimes `meta`). */
export const envelopeSchema = z.looseObject({
  code: z.union([z.number(), z.string()]),
  result: z.unknown(),
  meta: z.optional(z.unknown()),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** The result of a failed call: a message (or `errorMessage`) in place of the data. */
export const errorResultSchema = z.union([
  z.string(),
  z.looseObject({ errorMessage: z.string() }),
  z.looseObject({ message: z.string() }),
]);
export type ErrorResult = z.infer<typeof errorResultSchema>;

/** The result of a write that answers with a boolean or a short status text. */
export const okResultSchema = z.union([z.boolean(), z.string(), z.number()]);
export type OkResult = z.infer<typeof okResultSchema>;
