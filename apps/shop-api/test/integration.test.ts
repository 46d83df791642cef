import { createShopApi, type Order, orderNumberOf } from '@kauppa/contract';
import { createSimulatedClock, type SimulatedClock } from '@kauppa/ports';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningShopApi, startShopApi } from '../src/index.ts';
import { address, createFetchHttp } from './support.ts';

let server: RunningShopApi;
let clock: SimulatedClock;
let api: ReturnType<typeof createShopApi>;

const admin = (path: string, init?: RequestInit) =>
  fetch(`${server.url}/__admin/${path}`, { ...init, headers: { 'content-type': 'application/json' } }).then(
    (r) => r.json() as Promise<{ code: number; result: unknown }>,
  );

beforeAll(async () => {
  clock = createSimulatedClock();
  server = await startShopApi({
    port: 0,
    dataDir: ':memory:',
    clock,
    scryptCost: 1024,
    accessTokenTtlMs: 60_000,
    resetTokenTtlMs: 600_000,
    storefrontUrl: 'http://127.0.0.1:3999',
  });
  api = createShopApi({ http: createFetchHttp(`${server.url}/api/`, (request) => fetch(request)) });
});
afterAll(() => server.close());
afterEach(async () => {
  await admin('faults', { method: 'DELETE' });
});

const order = (orderId: string, products: Order['products'], extra: Partial<Order> = {}): Order => ({
  order_id: orderId,
  products,
  addressInformation: {
    shippingAddress: address,
    billingAddress: address,
    shipping_carrier_code: 'flatrate',
    shipping_method_code: 'flatrate',
    payment_method_code: 'cashondelivery',
  },
  ...extra,
});

async function inStockSimple(skip = 0): Promise<{ sku: string; qty: number; price_incl_tax: number }> {
  const answer = await api.catalog.search<{ sku: string; stock: { qty: number }; price_incl_tax: number }>({
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
            { bool: { must_not: { exists: { field: 'special_price_incl_tax' } } } },
          ],
        },
      },
      sort: [{ id: 'asc' }],
      from: skip,
      size: 1,
    },
  });
  const source = answer.result.hits.hits[0]!._source;
  return { sku: source.sku, qty: source.stock.qty, price_incl_tax: source.price_incl_tax };
}

describe('cart (commerce-core §7, §4 cart sync)', () => {
  it('keeps a guest cart: update, pull, totals with segments computed with tax', async () => {
    const product = await inStockSimple();
    const cartId = (await api.cart.create()).result;
    await api.cart.update({ cartId }, { sku: product.sku, qty: 2 });
    const totals = (await api.cart.totals({ cartId })).result;
    const subtotal = Math.round(product.price_incl_tax * 2 * 100) / 100;
    expect(totals.total_segments.find((s) => s.code === 'subtotal_incl_tax')?.value).toBe(subtotal);
    expect(totals.grand_total).toBe(subtotal);
    expect(totals.tax_amount).toBeCloseTo(subtotal - subtotal / 1.255, 1);
  });

  it('adds the 5 EUR flat shipping (incl. tax) once a shipping method is chosen (commerce-core §9)', async () => {
    const product = await inStockSimple();
    const cartId = (await api.cart.create()).result;
    await api.cart.update({ cartId }, { sku: product.sku, qty: 1 });
    const answer = await api.cart.shippingInformation(
      { cartId },
      {
        addressInformation: {
          shippingAddress: address,
          shippingCarrierCode: 'flatrate',
          shippingMethodCode: 'flatrate',
        },
      },
    );
    expect(answer.result.totals.total_segments.find((s) => s.code === 'shipping')?.value).toBe(5);
    expect(answer.result.totals.grand_total).toBeCloseTo(product.price_incl_tax + 5, 2);
    expect(answer.result.payment_methods.map((p) => p.code)).toContain('cashondelivery');
  });

  it('applies a percent coupon and a fixed coupon to the totals', async () => {
    const product = await inStockSimple();
    const cartId = (await api.cart.create()).result;
    await api.cart.update({ cartId }, { sku: product.sku, qty: 10 });
    const subtotal = Math.round(product.price_incl_tax * 10 * 100) / 100;
    await api.cart.applyCoupon({ cartId }, 'KAUPPA10');
    expect((await api.cart.totals({ cartId })).result.grand_total).toBeCloseTo(subtotal * 0.9, 2);
    await api.cart.applyCoupon({ cartId }, 'VIISI');
    const totals = (await api.cart.totals({ cartId })).result;
    expect(totals.grand_total).toBeCloseTo(subtotal - 5, 2);
    expect(totals.total_segments.find((s) => s.code === 'discount')?.value).toBe(-5);
    await api.cart.deleteCoupon({ cartId });
    expect((await api.cart.totals({ cartId })).result.grand_total).toBeCloseTo(subtotal, 2);
  });

  it('answers 401 for a cart that does not belong to the token (commerce-core §4 cart sync)', async () => {
    await api.user.create({
      customer: { email: 'owner@example.fi', firstname: 'O', lastname: 'W' },
      password: 'salasana1',
    });
    const token = (await api.user.login({ username: 'owner@example.fi', password: 'salasana1' })).result;
    const customerCart = (await api.cart.create({ token })).result;
    expect((await api.cart.pull({ token, cartId: customerCart })).code).toBe(200);
    expect((await api.cart.pull({ cartId: customerCart })).code).toBe(401);
    const guestCart = (await api.cart.create()).result;
    expect((await api.cart.pull({ token, cartId: guestCart })).code).toBe(401);
  });
});

describe('catalogue search (commerce-core §7)', () => {
  it('decodes the GET request parameter a second time, as the platform does: a "%" sent encoded once answers 500 (issue 27.1, vue-storefront-api src/api/catalog.ts)', async () => {
    const document = JSON.stringify({
      query: { match: { name: { query: 'paristo', minimum_should_match: '75%' } } },
    });
    const url = `${server.url}/api/catalog/kauppa_battery_fi/product/_search?request=`;
    expect((await fetch(url + encodeURIComponent(document))).status).toBe(500);
    expect((await fetch(url + encodeURIComponent(encodeURIComponent(document)))).status).toBe(200);
  });

  it('takes the query document in the request parameter of GET', async () => {
    const request = encodeURIComponent(JSON.stringify({ query: { term: { url_key: 'paristot' } } }));
    const response = await fetch(
      `${server.url}/api/catalog/kauppa_battery_fi/category/_search?request=${request}`,
    );
    // The platform answers the search engine's body without the envelope (src/api/catalog.ts).
    const answer = (await response.json()) as { hits: { hits: Array<{ _source: { name: string } }> } };
    expect(answer.hits.hits.map((h) => h._source.name)).toEqual(['Paristot']);
  });

  it('serves each brand by store code (kauppa_clothing-fi and kauppa_clothing_fi_fi are one index)', async () => {
    const a = await api.catalog.search({
      index: 'kauppa_clothing-fi',
      entityType: 'product',
      body: { size: 1, sort: [{ id: 'asc' }] },
    });
    const b = await api.catalog.search({
      index: 'kauppa_clothing_fi_fi',
      entityType: 'product',
      body: { size: 1, sort: [{ id: 'asc' }] },
    });
    expect(a.result.hits.hits[0]?._id).toBe(b.result.hits.hits[0]?._id);
    expect(String(a.result.hits.hits[0]?._source.sku)).toMatch(/^VT-/);
  });

  it("answers 400 naming an unsupported clause ('never a silently ignored filter')", async () => {
    const answer = await api.catalog.search({
      index: 'kauppa_battery_fi',
      entityType: 'product',
      body: { query: { geo_shape: {} } },
    });
    expect(answer).toMatchObject({ code: 400, result: 'Unsupported query clause: geo_shape' });
  });
});

describe('orders (commerce-core §7 place order)', () => {
  it('decrements stock and answers an order number', async () => {
    const product = await inStockSimple(1);
    const answer = await api.order.place(order('int-stock-1', [{ sku: product.sku, qty: 2 }]));
    expect(answer.code).toBe(200);
    expect(orderNumberOf(answer.result)).toMatch(/^\d{9}$/);
    expect((await api.stock.check(product.sku)).result.qty).toBe(product.qty - 2);
  });

  it('is idempotent on the client order id under a retried request: same result, one order, one decrement', async () => {
    const product = await inStockSimple(2);
    const body = order('int-retry-1', [{ sku: product.sku, qty: 1 }]);
    const [first, second, third] = await Promise.all([
      api.order.place(body),
      api.order.place(body),
      api.order.place(body),
    ]);
    expect(second!.result).toEqual(first!.result);
    expect(third!.result).toEqual(first!.result);
    const orders = (await admin('orders')).result as Array<{ client_order_id: string }>;
    expect(orders.filter((o) => o.client_order_id === 'int-retry-1')).toHaveLength(1);
    expect((await api.stock.check(product.sku)).result.qty).toBe(product.qty - 1);
  });

  it("refuses an out-of-stock line with 'Some of the ordered products are not available'", async () => {
    const product = await inStockSimple(3);
    await admin('stock', { method: 'POST', body: JSON.stringify({ sku: product.sku, qty: 0 }) });
    const answer = await api.order.place(order('int-oos-1', [{ sku: product.sku, qty: 1 }]));
    expect(answer).toMatchObject({ code: 400, result: 'Some of the ordered products are not available' });
  });

  it('closes the cart of a placed order', async () => {
    const product = await inStockSimple(4);
    const cartId = (await api.cart.create()).result;
    await api.cart.update({ cartId }, { sku: product.sku, qty: 1 });
    await api.order.place(order('int-cart-1', [{ sku: product.sku, qty: 1 }], { cart_id: String(cartId) }));
    expect((await api.cart.pull({ cartId })).code).toBe(404);
  });
});

describe('user (accounts-content §4 session, password reset)', () => {
  it('expires access tokens (401) and refreshes them with the refresh token', async () => {
    await api.user.create({
      customer: { email: 'expiry@example.fi', firstname: 'E', lastname: 'X' },
      password: 'salasana1',
    });
    const login = await api.user.login({ username: 'expiry@example.fi', password: 'salasana1' });
    const token = login.result;
    expect((await api.user.me(token)).code).toBe(200);
    clock.increment(60_001);
    const expired = await api.user.me(token);
    expect(expired).toMatchObject({ code: 401, result: 'The token provided is either invalid or expired' });
    const refreshed = await api.user.refresh({
      refreshToken: (login.meta as { refreshToken: string }).refreshToken,
    });
    expect(refreshed.code).toBe(200);
    expect((await api.user.me(refreshed.result)).result.email).toBe('expiry@example.fi');
  });

  it('lists order history of the signed-in customer, page size 20', async () => {
    await api.user.create({
      customer: { email: 'history@example.fi', firstname: 'H', lastname: 'I' },
      password: 'salasana1',
    });
    const token = (await api.user.login({ username: 'history@example.fi', password: 'salasana1' })).result;
    const me = (await api.user.me(token)).result;
    const product = await inStockSimple(5);
    await api.order.place(
      order('int-history-1', [{ sku: product.sku, qty: 1 }], { user_id: String(me.id) }),
      {
        token,
      },
    );
    const history = (await api.user.orderHistory(token)).result;
    expect(history.total_count).toBe(1);
    expect(history.search_criteria?.page_size).toBe(20);
    expect(history.items[0]?.items?.[0]?.sku).toBe(product.sku);
  });

  it('refuses an expired reset token', async () => {
    await api.user.create({
      customer: { email: 'reset@example.fi', firstname: 'R', lastname: 'S' },
      password: 'salasana1',
    });
    await api.user.resetPassword({ email: 'reset@example.fi' });
    const mails = (await admin('mails')).result as Array<{
      data: { targetAddress: string; resetToken: string };
    }>;
    const resetToken = mails.filter((m) => m.data.targetAddress === 'reset@example.fi').at(-1)!
      .data.resetToken;
    clock.increment(600_001);
    const answer = await api.user.createPassword({
      email: 'reset@example.fi',
      newPassword: 'salasana2',
      resetToken,
    });
    expect(answer).toMatchObject({ code: 400, result: 'The token provided is either invalid or expired' });
  });
});

describe('engagement (accounts-content §7)', () => {
  it('stores reviews for moderation', async () => {
    const answer = await api.review.create({ product_id: 1, title: 'T', detail: 'D', nickname: 'N' });
    expect((answer.result as { status?: string }).status).toBe('pending');
    const reviews = (await admin('reviews')).result as Array<{ status: string }>;
    expect(reviews.at(-1)?.status).toBe('pending');
  });

  it('records what the marketing provider receives (track as base64 JSON)', async () => {
    await api.marketing.track({ event: 'Started Checkout', properties: { total: 10 } });
    const events = (await admin('marketing')).result as Array<{ kind: string; data: unknown }>;
    expect(events.at(-1)).toMatchObject({
      kind: 'track',
      data: { event: 'Started Checkout', properties: { total: 10 } },
    });
  });

  it("answers the newsletter state 'subscribed' after a subscribe", async () => {
    await api.newsletter.subscribe('news@example.fi');
    expect((await api.newsletter.status('news@example.fi')).result).toBe('subscribed');
  });
});

describe('external checkout (commerce-core §2)', () => {
  it('places the order for the cart and redirects to the storefront /order-success', async () => {
    const product = await inStockSimple(6);
    const cartId = (await api.cart.create()).result;
    await api.cart.update({ cartId }, { sku: product.sku, qty: 1 });
    const pageUrl = `${server.url}/vue/cart/sync/token/guest/cart/${cartId}`;
    const page = await fetch(pageUrl);
    expect(await page.text()).toContain('Place the order');
    const form = new URLSearchParams({
      firstname: 'A',
      lastname: 'B',
      email: 'a@b.fi',
      street: 'S 1',
      postcode: '00100',
      city: 'Helsinki',
      payment: 'cashondelivery',
    });
    const answer = await fetch(pageUrl, { method: 'POST', body: form, redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(
      /^http:\/\/127\.0\.0\.1:3999\/order-success\?orderNumber=\d{9}$/,
    );
  });

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

  it('shows and places a guest cart at /vue/cart/sync/token//cart/{cartToken} (empty user token)', async () => {
    const cartId = (await api.cart.create()).result;
    await api.cart.update({ cartId }, { sku: (await inStockSimple(20)).sku, qty: 1 });
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
    await api.cart.update({ cartId, token }, { sku: (await inStockSimple(20)).sku, qty: 1 });
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

describe('fault switches', () => {
  it('adds latency to a route', async () => {
    await admin('faults', { method: 'PUT', body: JSON.stringify({ latencyMs: { 'stock/check': 150 } }) });
    const started = performance.now();
    await fetch(`${server.url}/api/stock/check?sku=BAT-000001`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('fails a route with 500 at error rate 1 and leaves other routes alone', async () => {
    await admin('faults', { method: 'PUT', body: JSON.stringify({ errorRate: { 'stock/check': 1 } }) });
    expect((await api.stock.check('BAT-000001')).code).toBe(500);
    expect((await api.stock.list(['BAT-000001'])).code).toBe(200);
  });

  it("fails only the calls of a route whose query carries the key's ` ~text` (issue 20.4)", async () => {
    await admin('faults', {
      method: 'PUT',
      body: JSON.stringify({ errorRate: { 'catalog ~"must_not":[{"term":{"sku"': 1 } }),
    });
    const search = (body: object) =>
      fetch(
        `${server.url}/api/catalog/kauppa_battery_fi/product/_search?request=${encodeURIComponent(JSON.stringify(body))}`,
      );
    const related = { query: { bool: { must_not: [{ term: { sku: 'BAT-000001' } }] } }, size: 8 };
    const own = { query: { bool: { filter: [{ term: { sku: 'BAT-000001' } }] } }, size: 1 };
    expect((await search(related)).status).toBe(500);
    expect((await search(own)).status).toBe(200);
    const posted = await fetch(`${server.url}/api/catalog/kauppa_battery_fi/product/_search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(related),
    });
    expect(posted.status).toBe(500);
  });

  it('matches a ` ~text` key in a GET search pre-encoded as Kauppa sends it, the platform decoding it twice (issue 27.1, 20.4)', async () => {
    await admin('faults', {
      method: 'PUT',
      body: JSON.stringify({ errorRate: { 'catalog ~"must_not":[{"term":{"sku"': 1 } }),
    });
    const preEncoded = (body: object) =>
      fetch(
        `${server.url}/api/catalog/kauppa_battery_fi/product/_search?request=${encodeURIComponent(encodeURIComponent(JSON.stringify(body)))}`,
      );
    const related = { query: { bool: { must_not: [{ term: { sku: 'BAT-000001' } }] } }, size: 8 };
    const own = { query: { bool: { filter: [{ term: { sku: 'BAT-000001' } }] } }, size: 1 };
    expect((await preEncoded(related)).status).toBe(500);
    expect((await preEncoded(own)).status).toBe(200);
  });

  it('answers HTML instead of JSON (bad content-type, commerce-core §5)', async () => {
    await admin('faults', { method: 'PUT', body: JSON.stringify({ nonJson: ['stock'] }) });
    const response = await fetch(`${server.url}/api/stock/check?sku=BAT-000001`);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('answers an empty body (wrong format, commerce-core §5)', async () => {
    await admin('faults', { method: 'PUT', body: JSON.stringify({ emptyBody: ['POST cart/create'] }) });
    const response = await fetch(`${server.url}/api/cart/create`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('forces token expiry: a valid token answers 401', async () => {
    await api.user.create({
      customer: { email: 'forced@example.fi', firstname: 'F', lastname: 'E' },
      password: 'salasana1',
    });
    const token = (await api.user.login({ username: 'forced@example.fi', password: 'salasana1' })).result;
    await admin('faults', { method: 'PUT', body: JSON.stringify({ tokenExpiry: true }) });
    expect((await api.user.me(token)).code).toBe(401);
    await admin('faults', { method: 'DELETE' });
    expect((await api.user.me(token)).code).toBe(200);
  });

  it('flips stock of a sku', async () => {
    const product = await inStockSimple(7);
    await admin('stock', { method: 'POST', body: JSON.stringify({ sku: product.sku, flip: true }) });
    expect((await api.stock.check(product.sku)).result.is_in_stock).toBe(false);
    await admin('stock', { method: 'POST', body: JSON.stringify({ sku: product.sku, flip: true }) });
    expect((await api.stock.check(product.sku)).result.is_in_stock).toBe(true);
  });
});
