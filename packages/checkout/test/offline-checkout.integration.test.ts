import { createKyHttp } from '@kauppa/api-client';
import { createShopApi } from '@kauppa/contract';
import {
  type Collections,
  createFakeConnectivity,
  createMemoryCollections,
  createRandomIds,
  createRecordingEventBus,
  createSimulatedClock,
} from '@kauppa/ports';
import { type RunningShopApi, startShopApi } from '@kauppa/shop-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckout } from '../src/index.ts';
import { config, createFakeCart } from './fixtures.ts';
import { fillAllSteps } from './steps.ts';

let server: RunningShopApi;
beforeAll(async () => {
  server = await startShopApi({ port: 0, dataDir: ':memory:' });
});
afterAll(async () => {
  await server.close();
});

type NetworkMode = 'online' | 'offline' | 'drop-order-answer';

/** The real ky transport over a network a test can cut, or cut right after the server took an order. */
function network() {
  const state = { mode: 'online' as NetworkMode };
  const fetchThrough = async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    if (state.mode === 'offline') throw new TypeError('fetch failed');
    const response = await fetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (state.mode === 'drop-order-answer' && new URL(url).pathname === '/api/order') {
      state.mode = 'online';
      throw new TypeError('socket hang up');
    }
    return response;
  };
  const http = createKyHttp({ baseUrl: `${server.url}/api`, fetch: fetchThrough, retries: 0 });
  return { state, http };
}

async function ordersOnServer(clientOrderId: string): Promise<number> {
  const answer = (await (await fetch(`${server.url}/__admin/orders`)).json()) as {
    result: Array<{ client_order_id: string }>;
  };
  return answer.result.filter((o) => o.client_order_id === clientOrderId).length;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  throw new Error('condition not reached');
}

function offlineCheckout(collections: Collections) {
  const net = network();
  net.state.mode = 'offline';
  const connectivity = createFakeConnectivity(false);
  const checkout = createCheckout({
    config,
    api: createShopApi({ http: net.http }),
    collections,
    clock: createSimulatedClock(),
    ids: createRandomIds(),
    connectivity,
    cart: createFakeCart([{ sku: 'BAT-000001', qty: 1, type_id: 'simple' }]),
    queue: { process: async () => {} },
    bus: createRecordingEventBus(),
    leaseSettleMs: 0,
    // apps/shop-api de-duplicates orders by client order id.
    serverDeduplicates: true,
  });
  return { net, connectivity, checkout };
}

describe('offline checkout against apps/shop-api (accounts-content §4 offline orders)', () => {
  it('offline checkout → reconnect → the order is in the server database exactly once', async () => {
    const { net, connectivity, checkout } = offlineCheckout(createMemoryCollections());
    await fillAllSteps(checkout.actor);
    checkout.actor.send({ type: 'order.place' });
    await until(async () => checkout.actor.getSnapshot().matches('thankYou'));
    const orderId = checkout.actor.getSnapshot().context.order?.order_id as string;
    expect(checkout.actor.getSnapshot().context.order?.status).toBe('held');
    expect(await ordersOnServer(orderId)).toBe(0);

    net.state.mode = 'online';
    connectivity.setOnline(true);
    await until(async () => (await checkout.outbox.untransmitted()).length === 0);
    expect(await ordersOnServer(orderId)).toBe(1);
    checkout.stop();
  });

  it('also when the connection drops during transmission, and after a reload', async () => {
    const collections = createMemoryCollections();
    const first = offlineCheckout(collections);
    await fillAllSteps(first.checkout.actor);
    first.checkout.actor.send({ type: 'order.place' });
    await until(async () => first.checkout.actor.getSnapshot().matches('thankYou'));
    const orderId = first.checkout.actor.getSnapshot().context.order?.order_id as string;

    first.net.state.mode = 'drop-order-answer'; // the server takes the order, the answer is lost
    first.connectivity.setOnline(true);
    await until(
      async () =>
        ((await first.checkout.outbox.get(orderId))?.attempts ?? 0) === 1 &&
        (await ordersOnServer(orderId)) === 1,
    );
    await until(async () => (await collections.collection('orders').get('@sender-lease')) === undefined);
    expect((await first.checkout.outbox.get(orderId))?.transmitted).toBe(false);
    first.checkout.stop();

    // A reload: a new checkout over the same storage sends the held order again, with the same id.
    const second = offlineCheckout(collections);
    second.net.state.mode = 'online';
    second.connectivity.setOnline(true);
    const report = await second.checkout.offlineOrders.confirm();
    expect(report.transmitted.map((r) => r.order_id)).toEqual([orderId]);
    expect(await ordersOnServer(orderId)).toBe(1);
    second.checkout.stop();
  });
});
