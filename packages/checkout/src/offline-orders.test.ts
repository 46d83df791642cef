import { createShopApi } from '@kauppa/contract';
import {
  createFakeConnectivity,
  createMemoryCollections,
  createRecordingEventBus,
  createRecordingNotifier,
  createSequentialIds,
  createSimulatedClock,
} from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import {
  config,
  createFakeCart,
  createFaultyOrderHttp,
  createIdempotentOrderServer,
  orderOf,
} from '../test/fixtures.ts';
import { createOfflineOrders, createOrderOutbox, offlineOrderConfirmationEvent } from './index.ts';

function world({ automatic = false, thankYou = false } = {}) {
  const calls: string[] = [];
  const server = createIdempotentOrderServer();
  const outbox = createOrderOutbox({
    collections: createMemoryCollections(),
    api: createShopApi({ http: createFaultyOrderHttp(server) }),
    clock: createSimulatedClock(),
    ids: createSequentialIds(),
    leaseSettleMs: 0,
  });
  const cart = createFakeCart();
  const bus = createRecordingEventBus();
  const notifier = createRecordingNotifier();
  const connectivity = createFakeConnectivity(false);
  const offline = createOfflineOrders({
    outbox,
    connectivity,
    queue: { process: async () => calls.push('queue.process') },
    cart: {
      reloadFromServer: async () => {
        calls.push('cart.reloadFromServer');
        await cart.reloadFromServer();
      },
    },
    bus,
    notifier,
    config: {
      orders: {
        offline_orders: { ...config.orders.offline_orders, automatic_transmission_enabled: automatic },
      },
    },
    isThankYouPage: () => thankYou,
  });
  return { calls, server, outbox, bus, notifier, connectivity, offline };
}

describe('offline orders back online (accounts-content §4)', () => {
  it('processes the sync queue, then reloads the cart from the server', async () => {
    const { calls, offline } = world();
    await offline.backOnline();
    expect(calls).toEqual(['queue.process', 'cart.reloadFromServer']);
  });

  it('processes the order queue when automatic transmission is on', async () => {
    const { outbox, offline, server } = world({ automatic: true });
    await outbox.hold(orderOf('order-1'));
    const outcome = await offline.backOnline();
    expect(outcome.kind).toBe('transmitted');
    expect(server.orders.has('order-1')).toBe(true);
  });

  it('processes the order queue on the thank-you page', async () => {
    const { outbox, offline, server } = world({ thankYou: true });
    await outbox.hold(orderOf('order-1'));
    await offline.backOnline();
    expect(server.orders.has('order-1')).toBe(true);
  });

  it("otherwise emits the offline-order confirmation event with the untransmitted orders and offers 'Order waiting!'", async () => {
    const { outbox, offline, server, bus, notifier } = world();
    await outbox.hold(orderOf('order-1'));
    await offline.backOnline();
    expect(server.orders.size).toBe(0);
    const event = bus.emitted.find((e) => e.name === offlineOrderConfirmationEvent);
    const payload = event?.payload as { orders: Array<{ order_id: string }> } | undefined;
    expect(payload?.orders.map((o) => o.order_id)).toEqual(['order-1']);
    expect(notifier.notifications[0]).toMatchObject({
      message: { id: 'Order waiting!' },
      action1: { label: { id: 'OK' } },
    });
  });

  it('emits nothing when no order waits', async () => {
    const { offline, bus, notifier } = world();
    expect((await offline.backOnline()).kind).toBe('nothing-waiting');
    expect(bus.emitted).toEqual([]);
    expect(notifier.notifications).toEqual([]);
  });

  it('sends the waiting orders once the shopper confirms', async () => {
    const { outbox, offline, server } = world();
    await outbox.hold(orderOf('order-1'));
    await offline.backOnline();
    await offline.confirm();
    expect(server.orders.get('order-1')?.creates).toBe(1);
  });

  it('follows the connectivity once started', async () => {
    const { calls, offline, connectivity } = world();
    offline.start();
    connectivity.setOnline(true);
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(calls).toEqual(['queue.process', 'cart.reloadFromServer']);
    offline.stop();
  });
});
