import { z } from 'zod';

/** An id the platform sends as a number or a numeric string. */
export const idSchema = z.union([z.number(), z.string()]);
export type Id = z.infer<typeof idSchema>;

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
  meta: z.unknown().optional(),
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
