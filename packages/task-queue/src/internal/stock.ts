import { defaultShopConfig } from '@kauppa/config';
import type { TaskQueue } from './queue.ts';
import { isSuccessCode } from './results.ts';
import type { SyncTask } from './types.ts';

/** The answer of a stock call made through the queue; `ok` when the result code is 200 (commerce-core §7). */
export interface StockAnswer<T = unknown> {
  ok: boolean;
  code: number | string | null | undefined;
  result: T;
  task: SyncTask;
}

const answer = <T>(task: SyncTask): StockAnswer<T> => ({
  ok: isSuccessCode(task.resultCode),
  code: task.resultCode,
  result: task.result as T,
  task,
});

/**
 * Checks the stock of one sku through the queue, sent now (`GET stock/check?sku=`); result code
 * 200 means success (commerce-core §7). Formerly `checkStock`, the name of the plain fetch of
 * `@kauppa/contract/stock-check` (issue 30.8).
 *
 * @example
 * const { ok, result } = await executeStockCheck(queue, { sku: 'AA-4' });
 */
export async function executeStockCheck<T = unknown>(
  queue: TaskQueue,
  { sku, callback_event, silent = true }: { sku: string; callback_event?: string; silent?: boolean },
): Promise<StockAnswer<T>> {
  const task = await queue.execute({
    url: 'stock/check',
    payload: { method: 'GET', query: { sku } },
    callback_event,
    silent,
    is_result_cacheable: true,
  });
  return answer<T>(task);
}

/**
 * Queues a stock check whose result reaches the cart through its callback
 * (`store:cart/stockSync` by default, commerce-core §7 "queue check with a cart stock-sync callback").
 */
export function queueStockCheck(
  queue: TaskQueue,
  { sku, callback_event = 'store:cart/stockSync' }: { sku: string; callback_event?: string },
): Promise<SyncTask> {
  return queue.queue({
    url: 'stock/check',
    payload: { method: 'GET', query: { sku } },
    callback_event,
    silent: true,
    is_result_cacheable: true,
  });
}

/**
 * Lists the stock of many skus through the queue, in chunks of `config.stock.listChunkSize` (15)
 * skus per `GET stock/list?skus=` call (commerce-core §4, §7). Answers one {@link StockAnswer} per chunk.
 *
 * @example
 * const chunks = await listStock(queue, { skus: productSkus });
 * const items = chunks.filter((c) => c.ok).flatMap((c) => c.result);
 */
export async function listStock<T = unknown>(
  queue: TaskQueue,
  {
    skus,
    chunkSize = defaultShopConfig.stock.listChunkSize,
    callback_event,
  }: { skus: readonly string[]; chunkSize?: number; callback_event?: string },
): Promise<StockAnswer<T>[]> {
  const chunks: string[][] = [];
  for (let i = 0; i < skus.length; i += chunkSize) chunks.push(skus.slice(i, i + chunkSize));
  return Promise.all(
    chunks.map(async (chunk) =>
      answer<T>(
        await queue.execute({
          url: 'stock/list',
          payload: { method: 'GET', query: { skus: chunk.join(',') } },
          callback_event,
          silent: true,
          is_result_cacheable: true,
        }),
      ),
    ),
  );
}
