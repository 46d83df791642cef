/**
 * @kauppa/api-client — the ky implementation of the shop HTTP port (envelope, typed transport
 * errors, timeouts, retries of idempotent reads, AbortSignal, Idempotency-Key) and the typed
 * client over it.
 * @packageDocumentation
 */
export type {
  CallOptions,
  CartRef,
  CatalogSearch,
  CreateShopApiOptions,
  ShopApi,
  ValidateAnswerOptions,
} from '@kauppa/contract';
/** The typed API over any {@link ShopHttp} port (re-exported from `@kauppa/contract`). */
export { createShopApi, validateAnswer } from '@kauppa/contract';
export type { ApiClientOptions } from './internal/api-client.ts';
export { createApiClient } from './internal/api-client.ts';
export type { KyHttpOptions } from './internal/ky-http.ts';
export { createKyHttp } from './internal/ky-http.ts';
