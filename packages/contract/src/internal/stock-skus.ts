import type { StockItem } from './catalog.ts';

/**
 * Names the stock items of a `stock/list` (or `stock/check`) answer by sku. The platform answers
 * Magento stock items, keyed by `product_id` and without `sku`, one per asked sku in the order
 * asked (src/api/stock.ts: `Promise.all` over the sku list); an item that names its sku keeps it.
 *
 * @example
 * withStockSkus(['A', 'B'], [{ product_id: 1, qty: 2, is_in_stock: true }, { product_id: 2, qty: 0, is_in_stock: false }]);
 * // [{ sku: 'A', … }, { sku: 'B', … }]
 */
export function withStockSkus(skus: readonly string[], items: readonly StockItem[]): StockItem[] {
  // Position names an item only when the answer has one item per asked sku.
  const positional = items.length === skus.length;
  return items.map((item, index) =>
    (typeof item.sku === 'string' && item.sku !== '') || !positional ? item : { ...item, sku: skus[index] },
  );
}
