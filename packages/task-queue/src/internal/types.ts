import type { HttpMethod, QueryValue } from '@kauppa/ports';

/** The request part of a sync task. Query values may hold the placeholders `{{token}}` and `{{cartId}}`. */
export interface SyncTaskPayload {
  method: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  form?: Record<string, string>;
}

/**
 * A network task (commerce-core §3 sync task; `transmited` is the spec's spelling).
 * `url` is relative to the API base and may hold `{{token}}`/`{{cartId}}` placeholders too.
 */
export interface SyncTask {
  task_id: string;
  url: string;
  payload: SyncTaskPayload;
  /** `store:<action>` dispatches a store action; any other name is emitted on the event bus. */
  callback_event?: string | undefined;
  /** A silent task shows no error notification. */
  silent?: boolean | undefined;
  is_result_cacheable: boolean;
  transmited: boolean;
  transmited_at: number | null;
  result?: unknown;
  resultCode?: number | string | null;
  code?: number | string | null;
  acknowledged: boolean;
  meta?: unknown;
  created_at: number;
  updated_at: number;
  /** Sent as `Idempotency-Key` on writes, so a resent task is applied once. */
  idempotency_key?: string | undefined;
  /** Orders tasks created in the same millisecond. */
  seq: number;
  /** Tasks of one lane are sent one after another, in order (see {@link SyncTaskInput.lane}). */
  lane?: string | undefined;
}

/** What a caller gives to queue or execute a task. */
export interface SyncTaskInput {
  url: string;
  payload: SyncTaskPayload;
  callback_event?: string | undefined;
  silent?: boolean | undefined;
  /** @default false */
  is_result_cacheable?: boolean | undefined;
  /** @default a new id from the id source */
  task_id?: string | undefined;
  /**
   * Tasks sharing a lane are sent strictly one after another, in the order queued (e.g.
   * `cart:AA-4` for the updates of one cart line). Tasks without a lane may overlap with others
   * (up to the queue's `concurrency`), each started in queue order.
   */
  lane?: string | undefined;
}

/**
 * The tokens the queue reads and a refresh writes, as a port: `@kauppa/account`'s `TokenStore`
 * provides it. Methods may answer synchronously or with a promise.
 */
export interface QueueTokens {
  getToken(): string | null | undefined | Promise<string | null | undefined>;
  getRefreshToken(): string | null | undefined | Promise<string | null | undefined>;
  setTokens(tokens: { token: string; refreshToken?: string | undefined }): void | Promise<void>;
  /**
   * Reads the tokens again from the storage the tabs share (`@kauppa/account`'s token store has
   * it). A refresh calls it first: when another tab has already rotated the refresh token, its
   * pair is taken rather than the spent token sent, which a rotating server answers by ending the
   * session of every tab (issue 18.6).
   */
  load?(): Promise<void>;
}

/** Dispatches a store action named by a `store:` callback (`store:cart/stockSync` → `'cart/stockSync'`). */
export type StoreDispatcher = (action: string, payload: unknown) => unknown;
