import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultShopConfig } from '@kauppa/config';
import { createSimulatedClock } from '@kauppa/ports';
import { afterAll, describe, expect, it } from 'vitest';
import { createShopApiApp, type ShopApiApp } from '../src/index.ts';
import { address } from './support.ts';

const clock = createSimulatedClock();
const app = createShopApiApp({ dataDir: ':memory:', clock, scryptCost: 1024 });
afterAll(() => app.close());

/** A simple battery in stock (qty 152) in the deterministic demo catalogue. */
const SKU = 'BAT-000008';

async function call(
  target: ShopApiApp,
  method: string,
  path: string,
  { key, body }: { key?: string; body?: unknown } = {},
): Promise<{ status: number; replayed: boolean; json: { code: number; result: unknown } }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers['idempotency-key'] = key;
  const response = await target.fetch(
    new Request(`http://shop/api/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed') === 'true',
    json: (await response.json()) as { code: number; result: unknown },
  };
}

const pull = async (cartId: string) =>
  (await call(app, 'GET', `cart/pull?cartId=${cartId}`)).json.result as Array<{ sku: string; qty: number }>;

const orderBody = (orderId: string, qty: number) => ({
  order_id: orderId,
  products: [{ sku: SKU, qty }],
  addressInformation: {
    shippingAddress: address,
    billingAddress: address,
    shipping_carrier_code: defaultShopConfig.checkout.shipping.carrierCode,
    shipping_method_code: defaultShopConfig.checkout.shipping.methodCode,
    payment_method_code: defaultShopConfig.checkout.cashOnDelivery.code,
  },
});

describe('Idempotency-Key on writes (issue 3)', () => {
  it('replays the first answer for a retried key and never applies the write twice', async () => {
    const first = await call(app, 'POST', 'cart/create', { key: 'create-1' });
    const retry = await call(app, 'POST', 'cart/create', { key: 'create-1' });
    expect(retry.json).toEqual(first.json);
    expect(retry.replayed).toBe(true);
    expect(first.replayed).toBe(false);
    const other = await call(app, 'POST', 'cart/create', { key: 'create-2' });
    expect(other.json.result).not.toBe(first.json.result);
  });

  it('replays a cart delete instead of answering "not found" for the retry', async () => {
    const cartId = (await call(app, 'POST', 'cart/create')).json.result as string;
    await call(app, 'POST', `cart/update?cartId=${cartId}`, { body: { cartItem: { sku: SKU, qty: 1 } } });
    const body = { cartItem: { sku: SKU } };
    const first = await call(app, 'POST', `cart/delete?cartId=${cartId}`, { key: 'delete-1', body });
    const retry = await call(app, 'POST', `cart/delete?cartId=${cartId}`, { key: 'delete-1', body });
    expect([first.status, retry.status, retry.json.result]).toEqual([200, 200, true]);
    expect(retry.replayed).toBe(true);
    expect(await pull(cartId)).toEqual([]);
  });

  it('scopes a key to its route and token: the same key on another route runs', async () => {
    const cartId = (await call(app, 'POST', 'cart/create', { key: 'shared' })).json.result as string;
    const update = await call(app, 'POST', `cart/update?cartId=${cartId}`, {
      key: 'shared',
      body: { cartItem: { sku: SKU, qty: 2 } },
    });
    expect(update.replayed).toBe(false);
    expect((await pull(cartId)).map((i) => i.qty)).toEqual([2]);
  });

  it('answers 422 for a key reused with a different body', async () => {
    const cartId = (await call(app, 'POST', 'cart/create')).json.result as string;
    const path = `cart/update?cartId=${cartId}`;
    await call(app, 'POST', path, { key: 'reuse', body: { cartItem: { sku: SKU, qty: 1 } } });
    const reused = await call(app, 'POST', path, { key: 'reuse', body: { cartItem: { sku: SKU, qty: 3 } } });
    expect(reused.status).toBe(422);
    expect(reused.json.result).toBe('The Idempotency-Key was already used for a different request');
    expect((await pull(cartId)).map((i) => i.qty)).toEqual([1]);
  });

  it('lets concurrent retries of one key wait for the first and share its answer', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(app, 'POST', 'cart/create', { key: 'concurrent' })),
    );
    expect(new Set(answers.map((a) => a.json.result)).size).toBe(1);
    expect(answers.filter((a) => a.replayed)).toHaveLength(2);
  });

  it('keeps the order_id idempotency of POST /api/order with and without the key (commerce-core §7)', async () => {
    const first = await call(app, 'POST', 'order', { key: 'order-k1', body: orderBody('order-k1', 1) });
    const viaKey = await call(app, 'POST', 'order', { key: 'order-k1', body: orderBody('order-k1', 1) });
    const viaOrderId = await call(app, 'POST', 'order', { body: orderBody('order-k1', 1) });
    expect(first.status).toBe(200);
    expect(viaKey.json).toEqual(first.json);
    expect(viaOrderId.json).toEqual(first.json);
    const orders = (await call(app, 'GET', '../__admin/orders')).json.result as Array<{
      client_order_id: string;
    }>;
    expect(orders.filter((o) => o.client_order_id === 'order-k1')).toHaveLength(1);
  });

  it('does not store a refusal: a retried order refused for stock succeeds after a restock', async () => {
    await app.fetch(
      new Request('http://shop/__admin/stock', {
        method: 'POST',
        body: JSON.stringify({ sku: SKU, qty: 3 }),
      }),
    );
    const body = orderBody('order-restock', 5);
    const refused = await call(app, 'POST', 'order', { key: 'order-restock', body });
    expect(refused.json.result).toBe('Some of the ordered products are not available');
    await app.fetch(
      new Request('http://shop/__admin/stock', {
        method: 'POST',
        body: JSON.stringify({ sku: SKU, qty: 200 }),
      }),
    );
    const retry = await call(app, 'POST', 'order', { key: 'order-restock', body });
    expect(retry.status).toBe(200);
    expect(retry.replayed).toBe(false);
  });

  it('does not store a server error: a retry after a 500 fault runs', async () => {
    app.faults.errorRate['cart/create'] = 1;
    const failed = await call(app, 'POST', 'cart/create', { key: 'after-500' });
    delete app.faults.errorRate['cart/create'];
    const retry = await call(app, 'POST', 'cart/create', { key: 'after-500' });
    expect([failed.status, retry.status, retry.replayed]).toEqual([500, 200, false]);
  });

  it('keeps the stored answers in the SQLite file across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kauppa-idem-'));
    try {
      const before = createShopApiApp({ dataDir, clock, scryptCost: 1024, batteryProducts: 100 });
      const first = await call(before, 'POST', 'cart/create', { key: 'persisted' });
      before.close();
      const after = createShopApiApp({ dataDir, clock, scryptCost: 1024, batteryProducts: 100 });
      const retry = await call(after, 'POST', 'cart/create', { key: 'persisted' });
      after.close();
      expect(retry.json.result).toBe(first.json.result);
      expect(retry.replayed).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
