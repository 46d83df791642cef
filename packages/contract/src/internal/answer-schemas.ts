/**
 * What `createShopApi` loads on its first call (a separate chunk for bundlers): the endpoints
 * table with its schemas, and zod. Its entry point imports nothing of this statically (issue 19.2).
 */
import * as z from 'zod';

export { serverCartItemSchema } from './cart.ts';
export { endpoints, entitySchemas } from './endpoints.ts';
export { searchResponseSchema } from './search.ts';

/** A document of a search with `_source` include/exclude: only its object shape is checked. */
export const anyDocument = z.looseObject({});

/** `cart/pull` is read line by line: the answer is first taken as an array of anything. */
export const unknownArray = z.array(z.unknown());
