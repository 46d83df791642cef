import * as z from 'zod/mini';
import { orderLimits } from './limits.ts';

/** A quantity of a cart or order line: a whole number from 1 to `orderLimits.maxQty` (issue 18.3). */
export const quantitySchema = z.int().check(z.gte(1), z.lte(orderLimits.maxQty));
