import type { StockInfo } from './types.ts';

/** A stock item as products carry it (`manage_stock` and other fields kept). */
export type ShownStockItem = StockInfo & { manage_stock?: boolean | undefined };

/** Options of {@link shownStock}. */
export interface ShownStockOptions {
  /** The product's stock. */
  product: { stock?: ShownStockItem | undefined };
  /** The chosen variant (configurable child), if any. */
  variant?: { stock?: ShownStockItem | undefined } | undefined;
  /** The answer of a live stock check of the shown sku (issue 14.9: a cached page is checked live). */
  live?: Partial<StockInfo> | undefined;
}

/**
 * The stock a product page shows (commerce-core §3 product.stock): the chosen variant's, else the
 * product's, with a live stock check's answer over it. Without any, the product is not in stock.
 *
 * @example
 * shownStock({ product, variant, live: { is_in_stock: false } }).is_in_stock; // false
 */
export function shownStock({ product, variant, live }: ShownStockOptions): ShownStockItem {
  const known = variant?.stock ?? product.stock;
  const merged = live ? { ...known, ...live } : known;
  return { ...merged, is_in_stock: merged?.is_in_stock ?? false };
}
