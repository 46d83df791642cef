import type { StockItem } from '@kauppa/contract';
import { withStockSkus } from '@kauppa/contract';

/**
 * A line of a refused order that the stock cannot serve (issue 28.1; commerce-core §8 'Some of the
 * ordered products are not available', "Only {maxQuantity} products of this type are available").
 */
export interface StockShortage {
  sku: string;
  /** The product's name as the order carried it, else the sku. */
  name: string;
  /** The quantity ordered. */
  qty: number;
  /** The quantity available now (0 when out of stock). */
  available: number;
}

/** Options of {@link stockShortages}. */
export interface StockShortagesOptions {
  /** The order's lines (`order.products`). */
  products: ReadonlyArray<{ sku: string; qty?: number | undefined; name?: unknown }>;
  /** The `stock/list` answer for their skus (items named by sku, or one per asked sku in order). */
  stock: readonly StockItem[];
}

/**
 * The lines of an order the stock cannot serve (issue 28.1, commerce-core §4 stock check): out of
 * stock (available 0), or a managed stock quantity below the quantity ordered. A sku the answer
 * does not name is not a shortage (it is unknown, as an ENOTFOUND stock answer is ignored).
 *
 * @example
 * stockShortages({ products: order.products, stock: answer.result });
 * // [{ sku: 'BAT-1', name: 'Panasonic AA', qty: 3, available: 2 }]
 */
export function stockShortages({ products, stock }: StockShortagesOptions): StockShortage[] {
  const skus = [...new Set(products.map((p) => p.sku))];
  const bySku = new Map(
    withStockSkus(stock, { skus })
      .filter((item) => typeof item.sku === 'string')
      .map((item) => [item.sku as string, item]),
  );
  const shortages: StockShortage[] = [];
  for (const product of products) {
    const item = bySku.get(product.sku);
    if (!item) continue;
    const qty = product.qty ?? 1;
    const available = !item.is_in_stock
      ? 0
      : item.manage_stock === false
        ? undefined
        : Math.max(0, Math.floor(item.qty));
    if (available === undefined || available >= qty) continue;
    const name = typeof product.name === 'string' && product.name ? product.name : product.sku;
    shortages.push({ sku: product.sku, name, qty, available });
  }
  return shortages;
}

/**
 * The shortages the cart still has: those whose line still asks more than is available (once the
 * shopper changed the quantity or removed the line, the refusal's line goes).
 *
 * @example
 * openStockShortages({ shortages: context.stockShortages, items: cart.cartItems });
 */
export function openStockShortages({
  shortages,
  items,
}: {
  shortages: readonly StockShortage[] | undefined;
  items: ReadonlyArray<{ sku: string; qty: number }>;
}): StockShortage[] {
  return (shortages ?? []).filter((s) => items.some((item) => item.sku === s.sku && item.qty > s.available));
}
