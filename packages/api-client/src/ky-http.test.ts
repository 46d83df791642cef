import { type ApiError, isApiError } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createKyHttp } from './index.ts';

type Handler = (request: Request) => Response | Promise<Response>;

function fakeFetch(handler: Handler) {
  const requests: Request[] = [];
  const fetch = async (input: Request | URL | string, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return handler(request);
  };
  return { fetch, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

const base = 'http://shop.test/api';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('envelope {code, result} (commerce-core §7)', () => {
  it('resolves with status, code, result and meta of the envelope', async () => {
    const { fetch } = fakeFetch(() => json({ code: 200, result: 'token-1', meta: { refreshToken: 'r-1' } }));
    const http = createKyHttp({ baseUrl: base, fetch });
    await expect(http.request({ method: 'POST', path: 'user/login', body: {} })).resolves.toEqual({
      status: 200,
      code: 200,
      result: 'token-1',
      meta: { refreshToken: 'r-1' },
    });
  });

  it('resolves a non-2xx answer carrying an envelope, so the caller reads code 401 (commerce-core §4 token refresh)', async () => {
    const { fetch } = fakeFetch(() => json({ code: 401, result: 'Invalid token' }, 401));
    const http = createKyHttp({ baseUrl: base, fetch });
    const answer = await http.request({
      method: 'GET',
      path: 'cart/pull',
      query: { token: 't', cartId: 'c' },
    });
    expect(answer).toMatchObject({ status: 401, code: 401, result: 'Invalid token' });
  });

  it('gives "Error with response - bad content-type!" for a response that is not JSON (commerce-core §5)', async () => {
    const { fetch } = fakeFetch(
      () => new Response('<html>oops</html>', { headers: { 'content-type': 'text/html' } }),
    );
    const error = await failure(
      createKyHttp({ baseUrl: base, fetch }).request({ method: 'GET', path: 'cart/totals' }),
    );
    expect(error.kind).toBe('bad-content-type');
    expect(error.message).toBe('Error with response - bad content-type!');
  });

  it('gives "Error with response - bad content-type!" for a JSON content type whose body does not parse (commerce-core §5)', async () => {
    const { fetch } = fakeFetch(
      () => new Response('{oops', { headers: { 'content-type': 'application/json' } }),
    );
    const error = await failure(
      createKyHttp({ baseUrl: base, fetch }).request({ method: 'GET', path: 'cart/totals' }),
    );
    expect(error.message).toBe('Error with response - bad content-type!');
  });

  it('gives "Unhandled error, wrong response format!" for a response without a body (commerce-core §5)', async () => {
    const { fetch } = fakeFetch(
      () => new Response(null, { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const error = await failure(
      createKyHttp({ baseUrl: base, fetch }).request({ method: 'GET', path: 'cart/totals' }),
    );
    expect(error.kind).toBe('wrong-format');
    expect(error.message).toBe('Unhandled error, wrong response format!');
  });

  it('gives "Unhandled error, wrong response format!" for JSON without the envelope (commerce-core §8)', async () => {
    const { fetch } = fakeFetch(() => json([1, 2, 3]));
    const error = await failure(
      createKyHttp({ baseUrl: base, fetch }).request({ method: 'GET', path: 'cart/totals' }),
    );
    expect(error.message).toBe('Unhandled error, wrong response format!');
  });
});

describe('requests', () => {
  it('resolves the path against the base URL and puts query values in the URL, leaving null and undefined out (commerce-core §7 cart calls)', async () => {
    const { fetch, requests } = fakeFetch(() => json({ code: 200, result: [] }));
    await createKyHttp({ baseUrl: base, fetch }).request({
      method: 'GET',
      path: 'cart/pull',
      query: { token: 'user-token', cartId: 42, empty: null, none: undefined, flag: true },
    });
    expect(requests[0]?.url).toBe('http://shop.test/api/cart/pull?token=user-token&cartId=42&flag=true');
  });

  it('sends a JSON body with its content type', async () => {
    const { fetch, requests } = fakeFetch(() => json({ code: 200, result: {} }));
    await createKyHttp({ baseUrl: `${base}/`, fetch }).request({
      method: 'POST',
      path: '/cart/update',
      body: { cartItem: { sku: 'AA-4', qty: 2 } },
    });
    const request = requests[0]!;
    expect(request.url).toBe('http://shop.test/api/cart/update');
    expect(request.headers.get('content-type')).toContain('application/json');
    await expect(request.json()).resolves.toEqual({ cartItem: { sku: 'AA-4', qty: 2 } });
  });

  it('sends a form body urlencoded (accounts-content §7 back-in-stock form)', async () => {
    const { fetch, requests } = fakeFetch(() => json({ code: 200, result: {} }));
    await createKyHttp({ baseUrl: base, fetch }).request({
      method: 'POST',
      path: 'marketing/back-in-stock',
      form: { email: 'a@b.fi', sku: 'AA 4' },
    });
    const request = requests[0]!;
    expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    await expect(request.text()).resolves.toBe('email=a%40b.fi&sku=AA+4');
  });

  it('sends the Idempotency-Key header so a resent write is applied once (commerce-core §4 network tasks)', async () => {
    const { fetch, requests } = fakeFetch(() => json({ code: 200, result: {} }));
    await createKyHttp({ baseUrl: base, fetch }).request({
      method: 'POST',
      path: 'order',
      body: {},
      idempotencyKey: 'task-7',
    });
    expect(requests[0]?.headers.get('idempotency-key')).toBe('task-7');
  });
});

describe('failures', () => {
  const hang: Handler = (request) =>
    new Promise<Response>((_resolve, reject) => {
      if (request.signal.aborted) reject(request.signal.reason);
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    });

  it("rejects with kind 'timeout' when no answer comes within the timeout (commerce-core §9 search timeouts)", async () => {
    const { fetch } = fakeFetch(hang);
    const error = await failure(
      createKyHttp({ baseUrl: base, fetch, timeoutMs: 20 }).request({
        method: 'POST',
        path: 'catalog',
        body: {},
      }),
    );
    expect(error.kind).toBe('timeout');
  });

  it("rejects with kind 'aborted' when the caller's AbortSignal fires", async () => {
    const { fetch } = fakeFetch(hang);
    const controller = new AbortController();
    const pending = failure(
      createKyHttp({ baseUrl: base, fetch }).request({
        method: 'GET',
        path: 'cart/totals',
        signal: controller.signal,
      }),
    );
    controller.abort();
    expect((await pending).kind).toBe('aborted');
  });

  it("rejects with kind 'aborted' without sending when the signal is already aborted", async () => {
    const { fetch, requests } = fakeFetch(() => json({ code: 200, result: 1 }));
    const error = await failure(
      createKyHttp({ baseUrl: base, fetch }).request({
        method: 'GET',
        path: 'x',
        signal: AbortSignal.abort(),
      }),
    );
    expect(error.kind).toBe('aborted');
    expect(requests).toHaveLength(0);
  });

  it('retries an idempotent read after a network failure', async () => {
    let calls = 0;
    const { fetch } = fakeFetch(() => {
      calls += 1;
      if (calls < 3) throw new TypeError('fetch failed');
      return json({ code: 200, result: { qty: 3 } });
    });
    const http = createKyHttp({ baseUrl: base, fetch, retryDelayMs: () => 0 });
    await expect(
      http.request({ method: 'GET', path: 'stock/check', query: { sku: 'A' } }),
    ).resolves.toMatchObject({
      result: { qty: 3 },
    });
    expect(calls).toBe(3);
  });

  it("never retries a write; a network failure rejects with kind 'network'", async () => {
    let calls = 0;
    const { fetch } = fakeFetch(() => {
      calls += 1;
      throw new TypeError('fetch failed');
    });
    const http = createKyHttp({ baseUrl: base, fetch, retryDelayMs: () => 0 });
    const error = await failure(http.request({ method: 'POST', path: 'cart/update', body: {} }));
    expect(error.kind).toBe('network');
    expect(calls).toBe(1);
  });
});
