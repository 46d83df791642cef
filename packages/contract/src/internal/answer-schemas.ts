/**
 * What `createShopApi` loads on its first call (a separate chunk for bundlers): the endpoints
 * table with its schemas, and zod. Its entry point imports nothing of this statically (issue 19.2).
 */

import * as z from 'zod/mini';
import english from 'zod/v4/locales/en.js';

export { serverCartItemSchema } from './cart.ts';
export { endpoints, entitySchemas } from './endpoints.ts';
export { searchResponseSchema } from './search.ts';

/** A document of a search with `_source` include/exclude: only its object shape is checked. */
export const anyDocument = z.looseObject({});

/** `cart/pull` is read line by line: the answer is first taken as an array of anything. */
export const unknownArray = z.array(z.unknown());

/**
 * The parse options of the answers: zod/mini configures no locale (zod classic loads English on
 * import), so a rule without a text of its own is explained in English, e.g. `Invalid input:
 * expected boolean, received string`, not a bare `Invalid input` (issue 30.6). Only English: zod's
 * 63 other locales are not bundled.
 */
export const inEnglish: z.core.ParseContext<z.core.$ZodIssue> = { error: english().localeError };
