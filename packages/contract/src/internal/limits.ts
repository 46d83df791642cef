/**
 * The bounds of an order and a cart (issue 18.3): a quantity is a whole number from 1 to
 * `maxQty` (the stock item's `max_sale_qty`), an order or a cart has at most `maxLines` lines.
 * The reference server refuses anything beyond them with a 400; a platform may set its own.
 */
export const orderLimits = {
  /** The most of one line. */
  maxQty: 10_000,
  /** The most lines of one order or one cart. */
  maxLines: 200,
} as const;
