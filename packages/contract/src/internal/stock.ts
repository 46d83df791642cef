import type { StockItem } from './catalog.ts';

// A module of its own, without zod: the core packages that only name stock items (cart-sync,
// task-queue) do not load the catalogue schemas (issue 19.2, weight).

/** The skus a stock answer was asked for, in the order asked (see {@link withStockSkus}). */
export interface WithStockSkusOptions {
  skus: readonly string[];
}

/**
 * Names the stock items of a `stock/list` (or `stock/check`) answer by sku. The platform answers
 * Magento stock items, keyed by `product_id` and without `sku`, one per asked sku in the order
 * asked (src/api/stock.ts: `Promise.all` over the sku list); an item that names its sku keeps it.
 *
 * @example
 * withStockSkus([{ product_id: 1, qty: 2, is_in_stock: true }, { product_id: 2, qty: 0, is_in_stock: false }], {
 *   skus: ['A', 'B'],
 * });
 * // [{ sku: 'A', … }, { sku: 'B', … }]
 */
export function withStockSkus(items: readonly StockItem[], { skus }: WithStockSkusOptions): StockItem[] {
  // Position names an item only when the answer has one item per asked sku.
  const positional = items.length === skus.length;
  return items.map((item, index) =>
    (typeof item.sku === 'string' && item.sku !== '') || !positional ? item : { ...item, sku: skus[index] },
  );
}
