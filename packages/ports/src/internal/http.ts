/** HTTP methods the shop API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Query values; `undefined` and `null` are left out of the URL. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * One call to the shop API, relative to the API base (`'cart/update'`, `'catalog/kauppa_battery/product/_search'`).
 */
export interface ApiRequest {
  method: HttpMethod;
  path: string;
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  body?: unknown;
  /** A form-urlencoded body (the marketing provider's back-in-stock form). */
  form?: Record<string, string>;
  /** Overrides the client's timeout (5000 ms in the browser, 1000 ms for SSR search). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Sent as the `Idempotency-Key` header, so a retried write is applied once. */
  idempotencyKey?: string;
  /**
   * The platform answers this call with a bare JSON body on success (catalogue search answers the
   * search engine's body; only its errors carry the `{ code, result }` envelope): a JSON object
   * without `code` is then the result, with the HTTP status as its code.
   */
  bareAnswer?: boolean;
}

/**
 * The response envelope `{ code, result }` of the platform API, with the HTTP status. Non-2xx
 * statuses that carry an envelope resolve (the caller reads `code`, e.g. 401); only transport
 * failures reject, with an {@link ApiError}.
 */
export interface ApiResponse<T = unknown> {
  status: number;
  code: number | string;
  result: T;
  /** Extra envelope fields (some platform answers carry `meta`). */
  meta?: unknown;
}

/** The HTTP port: sends one request and returns its envelope. */
export interface ShopHttp {
  request<T = unknown>(request: ApiRequest): Promise<ApiResponse<T>>;
}

/** Why a call failed before an envelope could be read. */
export type ApiErrorKind =
  | 'bad-content-type'
  | 'wrong-format'
  | 'invalid-response'
  | 'timeout'
  | 'network'
  | 'aborted';

/** The spec's texts for transport failures (commerce-core §5, §8). */
export const apiErrorMessages = {
  'bad-content-type': 'Error with response - bad content-type!',
  'wrong-format': 'Unhandled error, wrong response format!',
} as const;

/**
 * A typed transport error. `kind` says what went wrong; for `'invalid-response'`, `field` names the
 * path of the first field that failed the contract.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly path: string | undefined;
  readonly field: ReadonlyArray<string | number> | undefined;
  /**
   * The request surely never reached the server (the connection was refused, the name did not
   * resolve, it was aborted before sending): a write may be sent again. Otherwise the server may
   * have received it (a timeout, a dropped connection, a bad answer).
   */
  readonly notSent: boolean;
  constructor(
    kind: ApiErrorKind,
    message: string,
    details: {
      status?: number;
      path?: string;
      field?: ReadonlyArray<string | number>;
      cause?: unknown;
      notSent?: boolean;
    } = {},
  ) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.path = details.path;
    this.field = details.field;
    this.notSent = details.notSent ?? false;
  }
}

/** Is `error` an {@link ApiError} (also across package copies)? */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'kind' in error)
  );
}

/** A route handler of the fake HTTP port. */
export type FakeRouteHandler = (
  request: ApiRequest,
) => Partial<ApiResponse> | Promise<Partial<ApiResponse>> | ApiError | never;

/** A fake HTTP port that records its calls. */
export interface FakeShopHttp extends ShopHttp {
  readonly calls: ReadonlyArray<ApiRequest>;
  /** Replaces or adds a route (`'POST cart/update'`). */
  route(key: string, handler: FakeRouteHandler): void;
  /** Calls made to one route. */
  callsTo(key: string): ApiRequest[];
}

/**
 * An in-memory HTTP port for tests. Routes are keyed `'METHOD path'`; a handler returns
 * (part of) an envelope — `status` defaults to 200 and `code` to the status — or throws/returns an
 * {@link ApiError}. Unknown routes answer 404.
 *
 * @example
 * const http = createFakeShopHttp({ 'GET stock/check': () => ({ result: { is_in_stock: true, qty: 5 } }) });
 */
export function createFakeShopHttp(routes: Record<string, FakeRouteHandler> = {}): FakeShopHttp {
  const table = new Map(Object.entries(routes));
  const calls: ApiRequest[] = [];
  return {
    calls,
    route: (key, handler) => {
      table.set(key, handler);
    },
    callsTo: (key) => calls.filter((c) => `${c.method} ${c.path}` === key),
    async request<T>(request: ApiRequest): Promise<ApiResponse<T>> {
      calls.push(request);
      if (request.signal?.aborted)
        throw new ApiError('aborted', 'The request was aborted', { path: request.path });
      const handler = table.get(`${request.method} ${request.path}`);
      if (!handler)
        return { status: 404, code: 404, result: `No route ${request.method} ${request.path}` as T };
      const answer = await handler(request);
      if (answer instanceof ApiError) throw answer;
      const status = answer.status ?? 200;
      return {
        status,
        code: answer.code ?? status,
        result: answer.result as T,
        ...(answer.meta === undefined ? {} : { meta: answer.meta }),
      };
    },
  };
}
