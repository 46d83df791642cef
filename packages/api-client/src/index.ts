/**
 * @kauppa/api-client — the ky implementation of the shop HTTP port: envelope, typed transport
 * errors, timeouts, retries of idempotent reads, AbortSignal, Idempotency-Key.
 * @packageDocumentation
 */
export type { KyHttpOptions } from './internal/ky-http.ts';
export { buildSearchParams, createKyHttp, readEnvelope } from './internal/ky-http.ts';
