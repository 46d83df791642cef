import { ApiError, createFakeShopHttp } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createShopApi, endpointPath, validateAnswer, withStockSkus } from './index.ts';
import { endpoints } from './schemas.ts';

const stock = { is_in_stock: true, qty: 4, product_id: 1 };

describe('createShopApi', () => {
  it('puts token and cartId in the query of cart calls (commerce-core §7)', async () => {
    const http = createFakeShopHttp({ 'GET cart/pull': () => ({ result: [] }) });
    const api = createShopApi({ http });
    await api.cart.pull({ token: 'u1', cartId: 'c1' });
    expect(http.calls[0]).toMatchObject({
      method: 'GET',
      path: 'cart/pull',
      query: { token: 'u1', cartId: 'c1' },
    });
  });

  it('sends an empty token for a guest cart', async () => {
    const http = createFakeShopHttp({
      'GET cart/totals': () => ({ result: { grand_total: 0, items: [], total_segments: [] } }),
    });
    await createShopApi({ http }).cart.totals({ cartId: 'c1' });
    expect(http.calls[0]?.query).toEqual({ token: '', cartId: 'c1' });
  });

  it('sends the coupon in the query of apply-coupon (commerce-core §7)', async () => {
    const http = createFakeShopHttp({ 'POST cart/apply-coupon': () => ({ result: true }) });
    await createShopApi({ http }).cart.applyCoupon({ cartId: 'c1' }, 'KESA10');
    expect(http.calls[0]?.query).toMatchObject({ coupon: 'KESA10' });
  });

  it('sends the cart item with its quote id to cart/update', async () => {
    const http = createFakeShopHttp({
      'POST cart/update': () => ({ result: { item_id: 1, sku: 'AA-1', qty: 2, quote_id: 'c1' } }),
    });
    const answer = await createShopApi({ http }).cart.update({ cartId: 'c1' }, { sku: 'AA-1', qty: 2 });
    expect(http.calls[0]?.body).toEqual({ cartItem: { quoteId: 'c1', sku: 'AA-1', qty: 2 } });
    expect(answer.result.item_id).toBe(1);
  });

  it('joins skus with commas for stock/list (commerce-core §7)', async () => {
    const http = createFakeShopHttp({ 'GET stock/list': () => ({ result: [stock] }) });
    await createShopApi({ http }).stock.list(['A', 'B']);
    expect(http.calls[0]?.query).toEqual({ skus: 'A,B' });
  });

  it('fills path parameters of the address book and the catalogue search', async () => {
    const http = createFakeShopHttp({
      'DELETE addresses/7': () => ({ result: true }),
      'GET catalog/kauppa_battery_fi/product/_search': () => ({ result: { hits: { total: 0, hits: [] } } }),
    });
    const api = createShopApi({ http });
    await api.addresses.remove('u1', 7);
    await api.catalog.search({ index: 'kauppa_battery_fi', entityType: 'product', body: { size: 1 } });
    expect(http.calls.map((c) => c.path)).toEqual([
      'addresses/7',
      'catalog/kauppa_battery_fi/product/_search',
    ]);
  });

  it('sends the client order id as the idempotency key of POST order', async () => {
    const http = createFakeShopHttp({
      'POST order': () => ({ result: { orderNumber: '000001', order_id: 'o-1', backendOrderId: 1 } }),
    });
    await createShopApi({ http }).order.place({
      order_id: 'o-1',
      products: [{ sku: 'A', qty: 1, price: 1 }],
      addressInformation: {
        billingAddress: {
          firstname: 'A',
          lastname: 'B',
          street: ['S 1'],
          city: 'Oulu',
          postcode: '90100',
          country_id: 'FI',
        },
        payment_method_code: 'cashondelivery',
      },
    });
    expect(http.calls[0]?.idempotencyKey).toBe('o-1');
  });

  it('sends track data as base64 JSON (accounts-content §7)', async () => {
    const http = createFakeShopHttp({ 'GET marketing/track': () => ({ result: { success: true } }) });
    await createShopApi({ http }).marketing.track({ event: 'Viewed Product', properties: { name: 'Ä' } });
    const data = String(http.calls[0]?.query?.data);
    const decoded = new TextDecoder().decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)));
    expect(JSON.parse(decoded)).toEqual({ event: 'Viewed Product', properties: { name: 'Ä' } });
  });

  it('sends the back-in-stock form form-urlencoded', async () => {
    const http = createFakeShopHttp({
      'POST marketing/back-in-stock': () => ({ result: { success: true } }),
    });
    const form = {
      a: 'pk',
      email: 'a@b.fi',
      g: 'L1',
      variant: 'AA-4',
      product: 'AA',
      platform: 'api',
      store: '1',
      subscribe_for_newsletter: 'false',
    };
    await createShopApi({ http }).marketing.backInStock(form);
    expect(http.calls[0]?.form).toEqual(form);
    expect(http.calls[0]?.body).toBeUndefined();
  });

  it('passes signal and timeoutMs to the transport', async () => {
    const http = createFakeShopHttp({ 'GET stock/check': () => ({ result: stock }) });
    const controller = new AbortController();
    await createShopApi({ http }).stock.check('A', { signal: controller.signal, timeoutMs: 1000 });
    expect(http.calls[0]).toMatchObject({ timeoutMs: 1000, signal: controller.signal });
  });

  it('throws invalid-response naming the field when a code-200 result breaks the contract', async () => {
    const http = createFakeShopHttp({
      'GET stock/check': () => ({ result: { is_in_stock: 'yes', qty: 1 } }),
    });
    const error = await createShopApi({ http })
      .stock.check('A')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-response', field: ['result', 'is_in_stock'] });
    expect((error as ApiError).message).toContain('result.is_in_stock');
  });

  it('defect: with zod/mini a broken answer was explained only as "Invalid input" — the reason is in English, as zod classic gave it (issue 30.6)', async () => {
    const http = createFakeShopHttp({
      'GET stock/check': () => ({ result: { is_in_stock: 'yes', qty: 1 } }),
    });
    const error = await createShopApi({ http })
      .stock.check('A')
      .catch((e: unknown) => e);
    expect((error as ApiError).message).toBe(
      'Invalid response of GET stock/check: result.is_in_stock: Invalid input: expected boolean, received string',
    );
  });

  it('validates search hits against the entity schema of the entity type', async () => {
    const http = createFakeShopHttp({
      'GET catalog/i/product/_search': () => ({
        result: { hits: { total: 1, hits: [{ _id: '1', _score: 1, _source: { sku: 'A' } }] } },
      }),
    });
    const error = await createShopApi({ http })
      .catalog.search({ index: 'i', entityType: 'product' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'invalid-response',
      field: ['result', 'hits', 'hits', 0, '_source', 'id'],
    });
  });

  it('accepts partial documents when _source includes are asked for', async () => {
    const http = createFakeShopHttp({
      'GET catalog/i/product/_search': () => ({
        result: { hits: { total: 1, hits: [{ _id: '1', _score: 1, _source: { sku: 'A' } }] } },
      }),
    });
    const answer = await createShopApi({ http }).catalog.search({
      index: 'i',
      entityType: 'product',
      sourceInclude: ['sku'],
    });
    expect(answer.result.hits.hits[0]?._source).toEqual({ sku: 'A' });
    expect(http.calls[0]?.query).toEqual({ _source_include: 'sku', request: encodeURIComponent('{}') });
  });

  it('validates meta.refreshToken of user/login', async () => {
    const http = createFakeShopHttp({
      'POST user/login': () => ({ result: 'tok', meta: { refreshToken: 5 } }),
    });
    await expect(createShopApi({ http }).user.login({ username: 'a', password: 'b' })).rejects.toMatchObject({
      field: ['meta', 'refreshToken'],
    });
  });

  it('returns non-200 envelopes as they are (callers read code)', async () => {
    const http = createFakeShopHttp({
      'POST user/login': () => ({
        status: 401,
        result: 'The account sign-in was incorrect or your account is disabled temporarily',
      }),
    });
    const answer = await createShopApi({ http }).user.login({ username: 'a', password: 'b' });
    expect(answer).toEqual({
      status: 401,
      code: 401,
      result: 'The account sign-in was incorrect or your account is disabled temporarily',
    });
  });

  it('skips validation when validate is false', async () => {
    const http = createFakeShopHttp({ 'GET stock/check': () => ({ result: { wrong: true } }) });
    const answer = await createShopApi({ http, validate: false }).stock.check('A');
    expect(answer.result).toEqual({ wrong: true });
  });
});

describe('endpoints table', () => {
  it('lists every call of commerce-core §7 and accounts-content §7 with a relative path', () => {
    for (const [name, definition] of Object.entries(endpoints)) {
      expect(definition.path.startsWith('/'), name).toBe(false);
      expect(definition.result, name).toBeDefined();
    }
    expect(Object.keys(endpoints)).toEqual(
      expect.arrayContaining([
        'cart.create',
        'order.place',
        'stock.check',
        'catalog.search',
        'user.login',
        'faq.ask',
      ]),
    );
  });

  it('fills and encodes path parameters', () => {
    expect(endpointPath('addresses/create/{customerId}', { customerId: 'a b' })).toBe(
      'addresses/create/a%20b',
    );
    expect(() => endpointPath('addresses/{addressId}')).toThrow('Missing path parameter addressId');
  });
});

describe('the platform wire format (issue 15, vue-storefront-api 1.12)', () => {
  it('sends a catalogue search as GET with the query document in `request` by default (src/api/catalog.ts)', async () => {
    const http = createFakeShopHttp({
      'GET catalog/i/product/_search': () => ({ result: { hits: { total: 0, hits: [] } } }),
    });
    await createShopApi({ http }).catalog.search({ index: 'i', entityType: 'product', body: { size: 2 } });
    expect(http.calls[0]).toMatchObject({
      method: 'GET',
      query: { request: encodeURIComponent('{"size":2}') },
      bareAnswer: true,
    });
    expect(http.calls[0]?.body).toBeUndefined();
  });

  it('pre-encodes a GET catalogue search document, which the platform decodes a second time: a "75%" survives (issue 27.1, src/api/catalog.ts)', async () => {
    const http = createFakeShopHttp({
      'GET catalog/i/product/_search': () => ({ result: { hits: { total: 0, hits: [] } } }),
    });
    const body = { query: { match: { name: { query: 'akku', minimum_should_match: '75%' } } } };
    await createShopApi({ http }).catalog.search({ index: 'i', entityType: 'product', body });
    expect(JSON.parse(decodeURIComponent(String(http.calls[0]?.query?.request)))).toEqual(body);
  });

  it('sends no storeCode with a catalogue search, which the platform would pass on to Elasticsearch (issue 27.5, src/lib/elastic.js)', async () => {
    const http = createFakeShopHttp({
      'GET catalog/i/product/_search': () => ({ result: { hits: { total: 0, hits: [] } } }),
    });
    await createShopApi({ http, platform: { storeCode: 'de' } }).catalog.search({
      index: 'i',
      entityType: 'product',
      body: {},
    });
    expect(http.calls[0]?.query).not.toHaveProperty('storeCode');
  });

  it('sends a catalogue search as POST with the document as body when configured', async () => {
    const http = createFakeShopHttp({
      'POST catalog/i/product/_search': () => ({ result: { hits: { total: 0, hits: [] } } }),
    });
    await createShopApi({ http, platform: { searchMethod: 'POST' } }).catalog.search({
      index: 'i',
      entityType: 'product',
      body: { size: 2 },
    });
    expect(http.calls[0]).toMatchObject({ method: 'POST', body: { size: 2 } });
    expect(http.calls[0]?.query?.request).toBeUndefined();
  });

  it('asks render-list at {products endpoint}/render-list, `product` by default (commerce-core §7)', async () => {
    const http = createFakeShopHttp({
      'GET product/render-list': () => ({ result: { items: [] } }),
      'GET vsbridge/products/render-list': () => ({ result: { items: [] } }),
    });
    await createShopApi({ http }).products.renderList({ skus: ['A'] });
    await createShopApi({ http, platform: { productsEndpoint: 'vsbridge/products' } }).products.renderList({
      skus: ['A'],
    });
    expect(http.calls.map((c) => c.path)).toEqual(['product/render-list', 'vsbridge/products/render-list']);
  });

  it('sends the store code of a store view with every call (src/lib/util.js getCurrentStoreCode)', async () => {
    const http = createFakeShopHttp({ 'GET stock/check': () => ({ result: { is_in_stock: true, qty: 1 } }) });
    await createShopApi({ http, platform: { storeCode: 'de' } }).stock.check('A');
    expect(http.calls[0]?.query).toEqual({ sku: 'A', storeCode: 'de' });
  });

  it('names Magento stock items, which carry product_id and no sku, by the skus asked in order (src/api/stock.ts)', async () => {
    const http = createFakeShopHttp({
      'GET stock/list': () => ({
        result: [
          { product_id: 11, qty: 3, is_in_stock: true },
          { product_id: 12, qty: 0, is_in_stock: false },
        ],
      }),
    });
    const answer = await createShopApi({ http }).stock.list(['A', 'B']);
    expect(answer.result.map((s) => [s.sku, s.product_id])).toEqual([
      ['A', 11],
      ['B', 12],
    ]);
  });

  it('takes a placed order of any shape as placed: no order_id needed in the answer (commerce-core §4)', async () => {
    const http = createFakeShopHttp({
      'POST order': () => ({ result: { magentoOrderId: 5, orderNumber: '000000005', backendOrderId: 5 } }),
    });
    const answer = await createShopApi({ http }).order.place({
      order_id: 'o-1',
      products: [{ sku: 'A', qty: 1, price: 1 }],
      addressInformation: {
        billingAddress: {
          firstname: 'A',
          lastname: 'B',
          street: ['S 1'],
          city: 'Oulu',
          postcode: '90100',
          country_id: 'FI',
        },
        payment_method_code: 'cashondelivery',
      },
    });
    expect(answer.code).toBe(200);
  });

  it('reads a cart line with product_option null, and skips a line it cannot read instead of the whole cart', async () => {
    const warnings: unknown[] = [];
    const http = createFakeShopHttp({
      'GET cart/pull': () => ({
        result: [
          {
            item_id: 1,
            sku: 'A',
            qty: 1,
            quote_id: 'q',
            product_option: null,
            price: 5,
            product_type: 'simple',
          },
          { item_id: 2, qty: 'lots' },
        ],
      }),
    });
    const logger = { debug() {}, info() {}, error() {}, warn: (...args: unknown[]) => warnings.push(args) };
    const answer = await createShopApi({ http, logger }).cart.pull({ cartId: 'q' });
    expect(answer.result.map((line) => line.sku)).toEqual(['A']);
    expect(warnings).toHaveLength(1);
  });

  it('sends only the customer fields the platform accepts with POST user/me (userProfileUpdate.schema.json)', async () => {
    const http = createFakeShopHttp({
      'POST user/me': () => ({
        result: { id: 1, email: 'a@b.fi', firstname: 'A', lastname: 'B', addresses: [] },
      }),
    });
    await createShopApi({ http }).user.updateMe('t', {
      id: 1,
      email: 'a@b.fi',
      firstname: 'A',
      lastname: 'B',
      group_id: 1,
      website_id: 1,
      addresses: [],
    });
    expect(http.calls[0]?.body).toEqual({
      customer: { email: 'a@b.fi', firstname: 'A', lastname: 'B', addresses: [] },
    });
  });

  it('sends review_entity with a review (review.schema.json) and accepts the platform answer without status', async () => {
    const http = createFakeShopHttp({ 'POST review/create': () => ({ result: true }) });
    const answer = await createShopApi({ http }).review.create({
      product_id: 1,
      title: 'T',
      detail: 'D',
      nickname: 'N',
    });
    expect(http.calls[0]?.body).toMatchObject({ review: { review_entity: 'product' } });
    expect(answer.code).toBe(200);
  });

  it('calls the newsletter and mail on their platform extensions, paths configurable', async () => {
    const http = createFakeShopHttp({
      'POST ext/mailchimp-subscribe/subscribe': () => ({ result: 'subscribed' }),
      'POST newsletter/subscribe': () => ({ result: true }),
      'GET ext/mail-service/get-token': () => ({ result: 'tok' }),
    });
    await createShopApi({ http }).newsletter.subscribe('a@b.fi');
    await createShopApi({
      http,
      platform: { paths: { 'newsletter.subscribe': 'newsletter/subscribe' } },
    }).newsletter.subscribe('a@b.fi');
    await createShopApi({ http }).mail.token();
    expect(http.calls.map((c) => c.path)).toEqual([
      'ext/mailchimp-subscribe/subscribe',
      'newsletter/subscribe',
      'ext/mail-service/get-token',
    ]);
  });
});

describe('validateAnswer takes the answer and an options object (issue 19.6)', () => {
  it('returns a code-200 answer whose result fits the endpoint', () => {
    const answer = { status: 200, code: 200, result: stock };
    expect(validateAnswer(answer, { endpoint: endpoints['stock.check'] })).toEqual(answer);
  });

  it("throws invalid-response naming the endpoint and the field when the result breaks the endpoint's schema", () => {
    expect(() =>
      validateAnswer(
        { status: 200, code: 200, result: { qty: 'four' } },
        { endpoint: endpoints['stock.check'] },
      ),
    ).toThrow(
      expect.objectContaining({
        kind: 'invalid-response',
        message: expect.stringContaining('Invalid response of GET stock/check'),
      }),
    );
  });

  it('checks against the given resultSchema instead of the endpoint one', () => {
    const answer = { status: 200, code: 200, result: stock };
    expect(() =>
      validateAnswer(answer, {
        endpoint: endpoints['stock.check'],
        resultSchema: endpoints['cart.pull'].result,
      }),
    ).toThrow(expect.objectContaining({ kind: 'invalid-response' }));
  });

  it('passes an answer of another code unchanged', () => {
    const answer = { status: 500, code: 500, result: 'down' };
    expect(validateAnswer(answer, { endpoint: endpoints['stock.check'] })).toBe(answer);
  });
});

describe('withStockSkus takes the items and an options object (issue 19.6)', () => {
  const a = { product_id: 1, qty: 2, is_in_stock: true };
  const b = { product_id: 2, qty: 0, is_in_stock: false };

  it('names each item by the sku asked at its position when the answer has one item per sku', () => {
    expect(withStockSkus([a, b], { skus: ['A', 'B'] })).toEqual([
      { ...a, sku: 'A' },
      { ...b, sku: 'B' },
    ]);
  });

  it('keeps the sku an item names itself', () => {
    expect(withStockSkus([{ ...a, sku: 'X' }, b], { skus: ['A', 'B'] })).toEqual([
      { ...a, sku: 'X' },
      { ...b, sku: 'B' },
    ]);
  });

  it('names nothing by position when the answer has fewer items than skus asked', () => {
    expect(withStockSkus([b], { skus: ['A', 'B'] })).toEqual([b]);
  });
});
