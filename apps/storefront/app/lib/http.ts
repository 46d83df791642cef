import { ApiError, type ApiRequest, type ApiResponse, type ShopHttp } from '@kauppa/ports';

/** Options of {@link createFetchShopHttp}. */
export interface FetchShopHttpOptions {
  /** The API base, e.g. `http://127.0.0.1:8080/api`. */
  baseUrl: string;
  /** Default timeout of a call (server 1000 ms, browser 5000 ms: commerce-core §9). */
  timeoutMs: number;
}

/**
 * A minimal fetch transport of the HTTP port, used until `@kauppa/api-client` (ky) lands on
 * `main`; it reads the `{code, result}` envelope and maps failures to {@link ApiError}s.
 */
export function createFetchShopHttp({ baseUrl, timeoutMs }: FetchShopHttpOptions): ShopHttp {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return {
    async request<T>(request: ApiRequest): Promise<ApiResponse<T>> {
      const url = new URL(request.path.replace(/^\//, ''), base);
      for (const [name, value] of Object.entries(request.query ?? {})) {
        if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
      }
      const signals = [AbortSignal.timeout(request.timeoutMs ?? timeoutMs)];
      if (request.signal) signals.push(request.signal);
      const headers: Record<string, string> = { Accept: 'application/json' };
      let body: string | undefined;
      if (request.form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(request.form).toString();
      } else if (request.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(request.body);
      }
      if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
      let response: Response;
      try {
        response = await fetch(url, {
          method: request.method,
          headers,
          body,
          signal: AbortSignal.any(signals),
        });
      } catch (cause) {
        const kind = cause instanceof DOMException && cause.name === 'TimeoutError' ? 'timeout' : 'network';
        throw new ApiError(kind, `${request.method} ${request.path} failed: ${kind}`, {
          path: request.path,
          cause,
        });
      }
      const text = await response.text();
      if (!text)
        throw new ApiError('wrong-format', 'Unhandled error, wrong response format!', {
          status: response.status,
          path: request.path,
        });
      if (!(response.headers.get('Content-Type') ?? '').includes('json')) {
        throw new ApiError('bad-content-type', 'Error with response - bad content-type!', {
          status: response.status,
          path: request.path,
        });
      }
      let envelope: { code?: number | string; result?: unknown; meta?: unknown };
      try {
        envelope = JSON.parse(text);
      } catch (cause) {
        throw new ApiError('bad-content-type', 'Error with response - bad content-type!', {
          status: response.status,
          path: request.path,
          cause,
        });
      }
      if (typeof envelope !== 'object' || envelope === null || !('result' in envelope)) {
        throw new ApiError('wrong-format', 'Unhandled error, wrong response format!', {
          status: response.status,
          path: request.path,
        });
      }
      return {
        status: response.status,
        code: envelope.code ?? response.status,
        result: envelope.result as T,
        ...(envelope.meta === undefined ? {} : { meta: envelope.meta }),
      };
    },
  };
}
