import type { ApiRequest, ApiResponse, ShopHttp } from '@kauppa/ports';

/** Builds the URL of an API request relative to `base` (e.g. `http://127.0.0.1:8080/api/`). */
export function requestUrl(base: string, request: ApiRequest): string {
  const url = new URL(request.path, base);
  for (const [key, value] of Object.entries(request.query ?? {}))
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  return url.toString();
}

/** A minimal ShopHttp over a fetch function (the real ky transport lives in @kauppa/api-client). */
export function createFetchHttp(
  base: string,
  fetchFn: (request: Request) => Response | Promise<Response>,
): ShopHttp & {
  readonly calls: ApiRequest[];
} {
  const calls: ApiRequest[] = [];
  return {
    calls,
    async request<T>(request: ApiRequest): Promise<ApiResponse<T>> {
      calls.push(request);
      const headers: Record<string, string> = {};
      let body: string | undefined;
      if (request.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(request.form).toString();
      } else if (request.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(request.body);
      }
      if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
      const response = await fetchFn(
        new Request(requestUrl(base, request), { method: request.method, headers, body }),
      );
      const json = (await response.json()) as Record<string, unknown>;
      // The platform's catalogue search answers the search engine's body without the envelope.
      const envelope = (
        request.bareAnswer && !('code' in json) ? { code: response.status, result: json } : json
      ) as { code: number; result: T; meta?: unknown };
      return {
        status: response.status,
        code: envelope.code,
        result: envelope.result,
        ...(envelope.meta === undefined ? {} : { meta: envelope.meta }),
      };
    },
  };
}

/** A shipping/billing address of a Finnish shopper. */
export const address = {
  firstname: 'Aino',
  lastname: 'Virtanen',
  street: ['Mannerheimintie 1'],
  city: 'Helsinki',
  postcode: '00100',
  countryId: 'FI',
  country_id: 'FI',
  telephone: '+358401234567',
  email: 'aino@example.fi',
};
