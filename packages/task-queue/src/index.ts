/**
 * @kauppa/task-queue — the persisted network task queue of commerce-core §3–§4: sync tasks,
 * executor and callbacks, token refresh (an XState machine inside the queue) and stock helpers.
 * @packageDocumentation
 */
export { taskQueueEvents, taskQueueMessages } from './internal/messages.ts';
export type { TaskQueue, TaskQueueOptions } from './internal/queue.ts';
export { createTaskQueue, SyncTaskError } from './internal/queue.ts';
export type { RefreshingHttpOptions, TokenRefreshPort } from './internal/refreshing-http.ts';
export { createRefreshingHttp, tokenRefreshPort } from './internal/refreshing-http.ts';
export { isSuccessCode } from './internal/results.ts';
export type { StockAnswer } from './internal/stock.ts';
export { executeStockCheck, listStock, queueStockCheck } from './internal/stock.ts';
export type {
  RefreshInput,
  RefreshOutput,
  TokenRefreshContext,
  TokenRefreshEvent,
} from './internal/token-refresh.ts';
export type {
  QueueTokens,
  StoreDispatcher,
  SyncTask,
  SyncTaskInput,
  SyncTaskPayload,
} from './internal/types.ts';
