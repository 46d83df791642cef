import type { ShopConfig } from '@kauppa/config';
import type { StockItem } from '@kauppa/contract';
import { withStockSkus } from '@kauppa/contract';
import { messages } from '@kauppa/i18n';
import type { StoreDispatcher, SyncTask, TaskQueue } from '@kauppa/task-queue';
import { executeStockCheck, isSuccessCode, listStock } from '@kauppa/task-queue';

import { stockStatusOf } from './add-to-cart.ts';
import type { CartItem, CartStock, StockResult } from './types.ts';

/** The configuration stock sync reads. */
export type StockSyncConfig = {
  stock: Pick<ShopConfig['stock'], 'allowOutOfStockInCart' | 'synchronize'>;
  cart: Pick<ShopConfig['cart'], 'synchronize'>;
};

/** Options of {@link applyStockResult}. */
export interface ApplyStockResultOptions {
  /** The cart's lines. */
  cartItems: readonly CartItem[];
  /** The sku the result is about. */
  sku: string;
  /** The stock check's result. */
  result: StockResult;
  /** `stock.allowOutOfStockInCart` and `cart.synchronize`. */
  config: StockSyncConfig;
}

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
 * applyStockResult({ cartItems, sku: 'AA-4', result: { status: 'out_of_stock' }, config: defaultShopConfig });
 */
export function applyStockResult({
  cartItems,
  sku,
  result,
  config,
}: ApplyStockResultOptions): StockSyncOutcome {
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

/**
 * The stock of list products by sku (commerce-core §4): duplicate skus are asked once, in one call
 * of the port, which splits them into chunks of `config.stock.listChunkSize` (15).
 *
 * @example
 * const stock = await prefetchStock({ skus, stock: createQueueCartStock({ queue, config }) });
 */
export async function prefetchStock({
  skus,
  stock,
}: {
  skus: readonly string[];
  stock: Required<Pick<CartStock, 'list'>>;
}): Promise<Map<string, StockItem>> {
  const bySku = new Map<string, StockItem>();
  for (const item of await stock.list([...new Set(skus)])) {
    if (item.sku !== undefined) bySku.set(item.sku, item);
  }
  return bySku;
}

const isListNotFound = (code: unknown) => code === 404 || code === '404';

const isNotFound = (code: unknown, result: unknown) =>
  code === 'ENOTFOUND' ||
  (typeof result === 'object' && result !== null && (result as { code?: unknown }).code === 'ENOTFOUND');

/**
 * The stock port over the task queue of `@kauppa/task-queue` (commerce-core §7: stock checks and
 * lists go through the queue; result code 200 means success). A check (`executeStockCheck`) answering
 * 200 gives ok or out of stock (volatile when stock sync is off); ENOTFOUND passes through; any
 * other answer, or no answer (offline), gives volatile — the system is not sure about the stock.
 * A list (`listStock`) goes in chunks of `config.stock.listChunkSize`; a chunk one unknown sku
 * failed (404) is read sku by sku; other failed chunks are left out.
 *
 * @example
 * const stock = createQueueCartStock({ queue, config: defaultShopConfig });
 * await stock.check('BAT-000001'); // { status: 'ok', qty: 21 }
 */
export function createQueueCartStock({
  queue,
  config,
}: {
  queue: TaskQueue;
  config: { stock: Pick<ShopConfig['stock'], 'synchronize' | 'listChunkSize'> };
}): Required<CartStock> {
  /**
   * One unknown sku fails the platform's whole list with 404 (src/api/stock.ts `list`: a
   * `Promise.all` of Magento stock checks): its skus are checked one by one, the unknown ones left
   * out (issue 27.10).
   */
  const checkOneByOne = async (asked: readonly string[]): Promise<StockItem[]> => {
    const found: StockItem[] = [];
    for (const sku of asked) {
      try {
        const one = await executeStockCheck<StockItem>(queue, { sku });
        if (one.ok) found.push({ ...one.result, sku });
      } catch {
        // Not read: left out, as a failed chunk is.
      }
    }
    return found;
  };
  return {
    async check(sku) {
      try {
        const answer = await executeStockCheck<StockItem>(queue, { sku });
        if (answer.ok) {
          return { status: stockStatusOf(answer.result, config.stock), qty: answer.result.qty };
        }
        if (isNotFound(answer.code, answer.result)) return { status: 'volatile', code: 'ENOTFOUND' };
        return { status: 'volatile' };
      } catch {
        return { status: 'volatile' };
      }
    },
    async list(skus) {
      const chunkSize = config.stock.listChunkSize;
      const chunks = await listStock<StockItem[]>(queue, { skus, chunkSize });
      const items: StockItem[] = [];
      for (const [index, chunk] of chunks.entries()) {
        const asked = skus.slice(index * chunkSize, (index + 1) * chunkSize);
        // The platform answers Magento stock items without `sku`, one per asked sku, in order.
        if (chunk.ok && Array.isArray(chunk.result))
          items.push(...withStockSkus(chunk.result, { skus: asked }));
        else if (asked.length > 1 && isListNotFound(chunk.code)) items.push(...(await checkOneByOne(asked)));
      }
      return items;
    },
  };
}

/** Options of {@link stockResultOfTask}. */
export interface StockResultOfTaskOptions {
  /** A transmitted `stock/check` task (its `payload.query.sku`, `resultCode` and `result`). */
  task: Pick<SyncTask, 'payload' | 'result' | 'resultCode'>;
  /** `stock.synchronize`: without stock sync a result is volatile. */
  config: { stock: Pick<ShopConfig['stock'], 'synchronize'> };
}

/**
 * The sku and stock result a queued stock check delivers to its callback (commerce-core §4 stock
 * check result status): code 200 → ok or out_of_stock (volatile without stock sync), ENOTFOUND
 * kept as the code (the result is then ignored), any other answer volatile. `undefined` when the
 * task names no sku.
 *
 * @example
 * const { sku, result } = stockResultOfTask({ task, config }) ?? {};
 */
export function stockResultOfTask({
  task,
  config,
}: StockResultOfTaskOptions): { sku: string; result: StockResult } | undefined {
  const resultSku = (task.result as { sku?: unknown } | null | undefined)?.sku;
  const sku = task.payload.query?.sku ?? resultSku;
  if (typeof sku !== 'string' || sku === '') return undefined;
  if (isSuccessCode(task.resultCode)) {
    const item = task.result as StockItem;
    return { sku, result: { status: stockStatusOf(item, config.stock), qty: item.qty } };
  }
  if (isNotFound(task.resultCode, task.result))
    return { sku, result: { status: 'volatile', code: 'ENOTFOUND' } };
  return { sku, result: { status: 'volatile' } };
}

/** Options of {@link cartStoreDispatcher}. */
export interface CartStoreDispatcherOptions {
  /** The cart whose `stockSync` receives `store:cart/stockSync`. */
  cart: { stockSync(options: { task: SyncTask }): Promise<unknown> };
  /** Another dispatcher for the actions the cart does not know. */
  fallback?: StoreDispatcher | undefined;
}

/**
 * The task queue's `dispatch` for the cart (commerce-core §4 network tasks: a callback named
 * `store:…` dispatches a store action): `store:cart/stockSync` — the callback of a queued stock
 * check (`queueStockCheck` of `@kauppa/task-queue`) — applies the result to the cart's lines.
 *
 * @example
 * const queue = createTaskQueue({ ...ports, dispatch: cartStoreDispatcher({ cart }) });
 */
export function cartStoreDispatcher({ cart, fallback }: CartStoreDispatcherOptions): StoreDispatcher {
  return (action, payload) => {
    if (action === 'cart/stockSync') return cart.stockSync({ task: payload as SyncTask });
    if (fallback) return fallback(action, payload);
    throw new Error(`No store action ${action}`);
  };
}
