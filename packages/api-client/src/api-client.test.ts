import { type ApiError, isApiError } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './index.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(answer: () => Response) {
  const urls: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://shop.test/api',
    fetch: async (input, init) => {
      urls.push(new Request(input, init).url);
      return answer();
    },
  });
  return { api, urls };
}

describe('typed client (issue 5 api-client, validated with @kauppa/contract)', () => {
  it('calls the endpoint and resolves the validated result', async () => {
    const { api, urls } = client(() => json({ code: 200, result: { is_in_stock: true, qty: 4 } }));
    await expect(api.stock.check('AA-4')).resolves.toMatchObject({
      code: 200,
      result: { is_in_stock: true, qty: 4 },
    });
    expect(urls).toEqual(['http://shop.test/api/stock/check?sku=AA-4']);
  });

  it('rejects a body that fails the schema with a typed error naming the field', async () => {
    const { api } = client(() => json({ code: 200, result: { is_in_stock: 'yes', qty: 4 } }));
    let error: ApiError | undefined;
    try {
      await api.stock.check('AA-4');
    } catch (e) {
      if (isApiError(e)) error = e;
    }
    expect(error?.kind).toBe('invalid-response');
    expect(error?.field).toEqual(['result', 'is_in_stock']);
  });

  it('puts token and cartId in the query of cart calls (commerce-core §7)', async () => {
    const { api, urls } = client(() => json({ code: 200, result: [] }));
    await api.cart.pull({ token: 'user-1', cartId: 'cart-9' });
    expect(urls[0]).toBe('http://shop.test/api/cart/pull?token=user-1&cartId=cart-9');
  });
});
