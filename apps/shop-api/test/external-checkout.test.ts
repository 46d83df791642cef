import { createShopApi } from '@kauppa/contract';
import { createSimulatedClock } from '@kauppa/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningShopApi, startShopApi } from '../src/index.ts';
import { createFetchHttp } from './support.ts';

let server: RunningShopApi;
let api: ReturnType<typeof createShopApi>;

beforeAll(async () => {
  server = await startShopApi({
    port: 0,
    dataDir: ':memory:',
    clock: createSimulatedClock(),
    scryptCost: 1024,
    accessTokenTtlMs: 60_000,
    resetTokenTtlMs: 600_000,
    storefrontUrl: 'http://127.0.0.1:3999',
  });
  api = createShopApi({ http: createFetchHttp(`${server.url}/api/`, (request) => fetch(request)) });
});
afterAll(() => server.close());

async function anyInStockSku(): Promise<string> {
  const answer = await api.catalog.search<{ sku: string }>({
    index: 'kauppa_battery_fi',
    entityType: 'product',
    body: {
      query: {
        bool: {
          filter: [
            { term: { type_id: 'simple' } },
            { term: { 'stock.is_in_stock': true } },
            { range: { 'stock.qty': { gte: 5 } } },
            { term: { status: 1 } },
          ],
        },
      },
      sort: [{ id: 'asc' }],
      from: 20,
      size: 1,
    },
  });
  return answer.result.hits.hits[0]!._source.sku;
}

const form = () =>
  new URLSearchParams({
    firstname: 'Aino',
    lastname: 'Virtanen',
    email: 'aino@example.fi',
    street: 'Mannerheimintie 1',
    postcode: '00100',
    city: 'Helsinki',
    payment: 'cashondelivery',
  });

describe('external checkout address (commerce-core §2)', () => {
  it('shows and places a guest cart at /vue/cart/sync/token//cart/{cartToken} (empty user token)', async () => {
    const cartId = (await api.cart.create()).result;
    await api.cart.update({ cartId }, { sku: await anyInStockSku(), qty: 1 });
    const pageUrl = `${server.url}/vue/cart/sync/token//cart/${cartId}`;
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Place the order');
    const answer = await fetch(pageUrl, { method: 'POST', body: form(), redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(
      /^http:\/\/127\.0\.0\.1:3999\/order-success\?orderNumber=\d{9}$/,
    );
  });

  it("shows a customer's cart at /vue/cart/sync/token/{userToken}/cart/{cartToken}", async () => {
    await api.user.create({
      customer: { email: 'external@example.fi', firstname: 'Eero', lastname: 'Ulkoinen' },
      password: 'salasana1',
    });
    const token = (await api.user.login({ username: 'external@example.fi', password: 'salasana1' })).result;
    const cartId = (await api.cart.create({ token })).result;
    await api.cart.update({ cartId, token }, { sku: await anyInStockSku(), qty: 1 });
    const page = await fetch(`${server.url}/vue/cart/sync/token/${token}/cart/${cartId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Place the order');
    expect(html).toContain('value="external@example.fi"');
  });

  it("refuses a customer's cart opened with the empty (guest) user token", async () => {
    await api.user.create({
      customer: { email: 'external2@example.fi', firstname: 'Eeva', lastname: 'Ulkoinen' },
      password: 'salasana1',
    });
    const token = (await api.user.login({ username: 'external2@example.fi', password: 'salasana1' })).result;
    const cartId = (await api.cart.create({ token })).result;
    const page = await fetch(`${server.url}/vue/cart/sync/token//cart/${cartId}`);
    expect(page.status).toBe(401);
  });
});
