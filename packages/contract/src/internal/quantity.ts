import * as z from 'zod';
import { orderLimits } from './limits.ts';

/** A quantity of a cart or order line: a whole number from 1 to `orderLimits.maxQty` (issue 18.3). */
export const quantitySchema = z.number().int().min(1).max(orderLimits.maxQty);
