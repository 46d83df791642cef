import { defaultShopConfig } from '@kauppa/config';
import type { ApiRequest, ApiResponse, QueryValue, ShopHttp } from '@kauppa/ports';
import { ApiError, apiErrorMessages } from '@kauppa/ports';
import ky, { isNetworkError, isTimeoutError } from 'ky';

/** Options of {@link createKyHttp}. */
export interface KyHttpOptions {
  /** The shop API base, e.g. `'http://127.0.0.1:8080/api'` (`config.api.url`). */
  baseUrl: string;
  /**
   * The fetch implementation (an in-process server's `app.fetch`, the SSR framework's fetch, a test double).
   * @default globalThis.fetch, read at call time
   */
  fetch?: (input: Request | URL | string, init?: RequestInit) => Promise<Response>;
  /**
   * Server-side rendering: the timeout becomes `config.api.timeouts.serverMs` (1000 ms) instead of
   * `clientMs` (5000 ms) (commerce-core §9).
   * @default false
   */
  ssr?: boolean;
  /**
   * The per-request timeout in milliseconds; overrides `ssr`.
   * @default 5000 in the browser, 1000 with `ssr` (from `defaultShopConfig.api.timeouts`)
   */
  timeoutMs?: number;
  /**
   * How many times an idempotent read (GET) is retried after a network failure. Writes are never
   * retried by the transport: the task queue resends them with their Idempotency-Key.
   * @default 2
   */
  retries?: number;
  /**
   * The delay before retry number `attempt` (1-based), in milliseconds.
   * @default attempt => 300 * 2 ** (attempt - 1)
   */
  retryDelayMs?: (attempt: number) => number;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

/** Builds the query string; `null` and `undefined` values are left out. */
export function buildSearchParams(query: Record<string, QueryValue> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!query) return params;
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(name, String(value));
  }
  return params;
}

/**
 * Reads the `{ code, result }` envelope of a response. A body that is not JSON is a
 * `bad-content-type` error, a missing body or one without the envelope a `wrong-format` error
 * (commerce-core §5, §8). With `bareAnswer` (the platform's catalogue search, which answers the
 * search engine's body unwrapped) an object without `code` is the result, its code the HTTP status.
 */
export async function readEnvelope<T>(
  response: Response,
  path: string,
  { bareAnswer = false }: { bareAnswer?: boolean | undefined } = {},
): Promise<ApiResponse<T>> {
  const status = response.status;
  const text = await response.text();
  if (text.trim() === '') {
    throw new ApiError('wrong-format', apiErrorMessages['wrong-format'], { status, path });
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(contentType)) {
    throw new ApiError('bad-content-type', apiErrorMessages['bad-content-type'], { status, path });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw new ApiError('bad-content-type', apiErrorMessages['bad-content-type'], { status, path, cause });
  }
  if (bareAnswer && typeof body === 'object' && body !== null && !Array.isArray(body) && !('code' in body)) {
    return { status, code: status, result: body as T };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('code' in body)) {
    throw new ApiError('wrong-format', apiErrorMessages['wrong-format'], { status, path });
  }
  const envelope = body as { code: unknown; result?: unknown; meta?: unknown };
  const code =
    typeof envelope.code === 'number' || typeof envelope.code === 'string' ? envelope.code : status;
  return {
    status,
    code,
    result: envelope.result as T,
    ...(envelope.meta === undefined ? {} : { meta: envelope.meta }),
  };
}

/**
 * The ky implementation of the HTTP port of `@kauppa/ports`: envelope parsing, typed transport
 * errors, timeouts, AbortSignal, the `Idempotency-Key` header, JSON and form bodies, query
 * building. Answers with a non-2xx status that carry an envelope resolve; the caller reads `code`.
 *
 * @example
 * const http = createKyHttp({ baseUrl: 'http://127.0.0.1:8080/api' });
 * const { code, result } = await http.request({ method: 'GET', path: 'stock/check', query: { sku: 'AA-4' } });
 */
export function createKyHttp({
  baseUrl,
  fetch,
  ssr = false,
  timeoutMs = ssr ? defaultShopConfig.api.timeouts.serverMs : defaultShopConfig.api.timeouts.clientMs,
  retries = 2,
  retryDelayMs = (attempt) => 300 * 2 ** (attempt - 1),
  headers = {},
}: KyHttpOptions): ShopHttp {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const client = ky.create({
    baseUrl: base,
    fetch: (input, init) => (fetch ?? globalThis.fetch)(input, init),
    throwHttpErrors: false,
    headers: { accept: 'application/json', ...headers },
    retry: { limit: retries, methods: ['get'], retryOnTimeout: false, delay: retryDelayMs },
  });

  return {
    async request<T>(request: ApiRequest): Promise<ApiResponse<T>> {
      const { method, path, query, body, form, signal, idempotencyKey } = request;
      const relative = path.replace(/^\/+/, '');
      if (signal?.aborted)
        throw new ApiError('aborted', 'The request was aborted', { path: relative, notSent: true });
      const requestHeaders: Record<string, string> = {};
      if (idempotencyKey !== undefined) requestHeaders['idempotency-key'] = idempotencyKey;
      let response: Response;
      try {
        response = await client(relative, {
          method: method.toLowerCase(),
          searchParams: buildSearchParams(query),
          headers: requestHeaders,
          timeout: request.timeoutMs ?? timeoutMs,
          ...(signal ? { signal } : {}),
          ...(form !== undefined
            ? { body: new URLSearchParams(form) }
            : body !== undefined
              ? { json: body }
              : {}),
        });
      } catch (error) {
        throw toApiError(error, relative, request.timeoutMs ?? timeoutMs, signal);
      }
      try {
        return await readEnvelope<T>(response, relative, { bareAnswer: request.bareAnswer });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw toApiError(error, relative, request.timeoutMs ?? timeoutMs, signal);
      }
    },
  };
}

function toApiError(
  error: unknown,
  path: string,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): ApiError {
  if (error instanceof ApiError) return error;
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
    return new ApiError('aborted', 'The request was aborted', { path, cause: error });
  }
  if (isTimeoutError(error)) {
    return new ApiError('timeout', `The request to ${path} timed out after ${timeoutMs} ms`, {
      path,
      cause: error,
    });
  }
  const reason = error instanceof Error ? error.message : String(error);
  if (isNetworkError(error) || error instanceof TypeError) {
    return new ApiError('network', `Network error on ${path}: ${reason}`, {
      path,
      cause: error,
      notSent: neverConnected(error),
    });
  }
  return new ApiError('network', `Request to ${path} failed: ${reason}`, { path, cause: error });
}

/** Error codes of a connection that was never made: the request surely did not reach the server. */
const notConnectedCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

/** Walks the error's causes for a code saying the connection was never made (Node's fetch). */
function neverConnected(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && notConnectedCodes.has(code)) return true;
    const nested = (current as { errors?: unknown }).errors;
    if (Array.isArray(nested) && nested.some((inner) => neverConnected(inner))) return true;
    current = current.cause;
  }
  return false;
}
