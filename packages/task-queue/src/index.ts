/**
 * @kauppa/task-queue — the persisted network task queue of commerce-core §3–§4: sync tasks,
 * executor and callbacks, the token refresh machine (XState), stock helpers and connectivity.
 * @packageDocumentation
 */
export type { OfflineSearchResult } from './internal/connectivity.ts';
export { offlineSearchResult, searchWithConnectivity } from './internal/connectivity.ts';
export { taskQueueEvents, taskQueueMessages } from './internal/messages.ts';
export type { TaskQueue, TaskQueueOptions } from './internal/queue.ts';
export { createTaskQueue, SyncTaskError } from './internal/queue.ts';
export type { RefreshingHttpOptions, TokenRefreshPort } from './internal/refreshing-http.ts';
export { createRefreshingHttp, tokenRefreshPort } from './internal/refreshing-http.ts';
export { isErrorResult, isSuccessCode, taskErrorMessage } from './internal/results.ts';
export type { StockAnswer } from './internal/stock.ts';
export { checkStock, listStock, queueStockCheck } from './internal/stock.ts';
export type {
  RefreshInput,
  RefreshOutput,
  TokenRefreshContext,
  TokenRefreshEvent,
} from './internal/token-refresh.ts';
export { tokenRefreshMachine } from './internal/token-refresh.ts';
export type {
  StoreDispatcher,
  SyncTask,
  SyncTaskInput,
  SyncTaskPayload,
  TokenStore,
} from './internal/types.ts';
