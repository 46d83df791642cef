import type { ShopConfig } from '@kauppa/config';
import type { ShopApi, StockItem } from '@kauppa/contract';
import { messages } from '@kauppa/i18n';

import { stockStatusOf } from './add-to-cart.ts';
import type { CartItem, CartStock, StockResult } from './types.ts';

/** The configuration stock sync reads. */
export type StockSyncConfig = {
  stock: Pick<ShopConfig['stock'], 'allowOutOfStockInCart' | 'synchronize'>;
  cart: Pick<ShopConfig['cart'], 'synchronize'>;
};

/** What {@link applyStockResult} did to the cart. */
export interface StockSyncOutcome {
  cartItems: CartItem[];
  /** The lines removed because neither out-of-stock items nor cart sync allow them. */
  removed: CartItem[];
}

/**
 * Applies a stock result to the cart lines of `sku` (commerce-core §4 stock sync): a line is marked
 * "In stock!" or "Out of the stock!" and removed when neither out-of-stock items nor cart sync are
 * allowed. A result with code ENOTFOUND is ignored.
 *
 * @example
 * applyStockResult(items, 'AA-4', { status: 'out_of_stock' }, defaultShopConfig);
 */
export function applyStockResult(
  cartItems: readonly CartItem[],
  sku: string,
  result: StockResult,
  config: StockSyncConfig,
): StockSyncOutcome {
  if (result.code === 'ENOTFOUND') return { cartItems: [...cartItems], removed: [] };
  const inStock = result.status !== 'out_of_stock';
  const remove = !inStock && !config.stock.allowOutOfStockInCart && !config.cart.synchronize;
  const next: CartItem[] = [];
  const removed: CartItem[] = [];
  for (const item of cartItems) {
    if (item.sku !== sku) {
      next.push(item);
      continue;
    }
    if (remove) {
      removed.push(item);
      continue;
    }
    const { stock: _info, ...info } = item.info ?? {};
    const { stock: _error, ...errors } = item.errors ?? {};
    next.push(
      inStock
        ? { ...item, is_in_stock: true, info: { ...info, stock: messages.inStock }, errors }
        : { ...item, is_in_stock: false, info, errors: { ...errors, stock: messages.outOfTheStock } },
    );
  }
  return { cartItems: next, removed };
}

/** Splits `values` into chunks of `size` (stock lists go in chunks of 15 skus, commerce-core §4). */
export function chunk<T>(values: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < values.length; i += size) chunks.push(values.slice(i, i + size));
  return chunks;
}

/**
 * Prefetches the stock of list products in chunks (commerce-core §4: chunks of 15 skus, from
 * `config.stock.listChunkSize`). Duplicate skus are asked once.
 *
 * @example
 * const stock = await prefetchStock({ skus, stock: cartStock, chunkSize: 15 });
 */
export async function prefetchStock({
  skus,
  stock,
  chunkSize,
}: {
  skus: readonly string[];
  stock: Required<Pick<CartStock, 'list'>>;
  chunkSize: number;
}): Promise<Map<string, StockItem>> {
  const unique = [...new Set(skus)];
  const answers = await Promise.all(chunk(unique, chunkSize).map((part) => stock.list(part)));
  const bySku = new Map<string, StockItem>();
  answers.forEach((items, index) => {
    const part = chunk(unique, chunkSize)[index] ?? [];
    items.forEach((item, i) => {
      const sku = item.sku ?? part[i];
      if (sku !== undefined) bySku.set(sku, item);
    });
  });
  return bySku;
}

/**
 * The stock port over the shop API (`stock/check`, `stock/list`): code 200 gives ok or out of
 * stock (volatile when stock sync is off); code ENOTFOUND passes through; an unreachable server
 * gives volatile — the system is not sure about the stock.
 *
 * @example
 * const stock = createApiCartStock({ api: createShopApi({ http }), config: defaultShopConfig });
 */
export function createApiCartStock({
  api,
  config,
}: {
  api: Pick<ShopApi, 'stock'>;
  config: { stock: Pick<ShopConfig['stock'], 'synchronize'> };
}): Required<CartStock> {
  return {
    async check(sku) {
      try {
        const answer = await api.stock.check(sku);
        if (answer.code === 200 || answer.code === '200') {
          return { status: stockStatusOf(answer.result, config.stock), qty: answer.result.qty };
        }
        if (answer.code === 'ENOTFOUND') return { status: 'volatile', code: 'ENOTFOUND' };
        return { status: 'volatile' };
      } catch {
        return { status: 'volatile' };
      }
    },
    async list(skus) {
      const answer = await api.stock.list(skus);
      return answer.code === 200 || answer.code === '200' ? answer.result : [];
    },
  };
}
