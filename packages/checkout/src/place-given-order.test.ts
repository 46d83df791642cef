import { createShopApi, type Order } from '@kauppa/contract';
import {
  createFakeConnectivity,
  createFakeShopHttp,
  createMemoryCollections,
  createRecordingEventBus,
  createSequentialIds,
  createSimulatedClock,
} from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { config, createFakeCart, orderOf } from '../test/fixtures.ts';
import { createCheckout, createOrderOutbox, orderSenderLeaseKey } from './index.ts';

function world({
  online = true,
  answer,
  stock,
}: {
  online?: boolean;
  answer?: { status: number; code: number; result: unknown };
  stock?: unknown[];
} = {}) {
  const sent: string[] = [];
  const http = createFakeShopHttp({
    ...(stock ? { 'GET stock/list': () => ({ result: stock }) } : {}),
    'POST order': (request) => {
      const id = (request.body as Order).order_id;
      sent.push(id);
      return answer ?? { result: { orderNumber: '0001', order_id: id } };
    },
  });
  const cart = createFakeCart();
  const collections = createMemoryCollections();
  const connectivity = createFakeConnectivity(online);
  const checkout = createCheckout({
    config,
    api: createShopApi({ http }),
    collections,
    clock: createSimulatedClock(),
    ids: createSequentialIds(),
    connectivity,
    cart,
    queue: { process: async () => {} },
    bus: createRecordingEventBus(),
    leaseSettleMs: 0,
  });
  return { checkout, cart, sent, collections, connectivity };
}

describe('placing an order from a given order object (commerce-core §4 placing an order)', () => {
  it('sends the given order and, placed, clears and recreates the cart', async () => {
    const { checkout, cart, sent } = world();
    const output = await checkout.placeOrder({ order: orderOf('o-1') });
    expect(output).toMatchObject({ status: 'placed', result: { orderNumber: '0001' } });
    expect(sent).toEqual(['o-1']);
    expect(cart.calls).toEqual(['clear', 'recreate']);
    checkout.stop();
  });

  it('offline, holds the order untransmitted and keeps the cart', async () => {
    const { checkout, cart, sent } = world({ online: false });
    expect(await checkout.placeOrder({ order: orderOf('o-1') })).toEqual({ status: 'held' });
    expect(sent).toEqual([]);
    expect((await checkout.outbox.untransmitted()).map((r) => r.order_id)).toEqual(['o-1']);
    expect(cart.calls).toEqual([]);
    checkout.stop();
  });

  it("a refused order answers the server's message and is not kept", async () => {
    const { checkout } = world({
      answer: { status: 400, code: 400, result: 'Some of the ordered products are not available' },
    });
    expect(await checkout.placeOrder({ order: orderOf('o-1') })).toEqual({
      status: 'rejected',
      message: { id: 'Some of the ordered products are not available' },
    });
    expect(await checkout.outbox.all()).toEqual([]);
    checkout.stop();
  });

  it('defect: a refusal for stock named no product — it names the lines the stock cannot serve and the quantity available (issue 28.1)', async () => {
    const { checkout } = world({
      answer: { status: 400, code: 400, result: 'Some of the ordered products are not available' },
      stock: [{ sku: 'AA-4', is_in_stock: true, qty: 0.5 }],
    });
    const order = orderOf('o-1');
    const [line] = order.products;
    expect(await checkout.placeOrder({ order })).toEqual({
      status: 'rejected',
      message: { id: 'Some of the ordered products are not available' },
      shortages: [{ sku: line?.sku, name: line?.name ?? line?.sku, qty: line?.qty ?? 1, available: 0 }],
    });
    checkout.stop();
  });
});

describe('cancelling the untransmitted orders (commerce-core §4 orders)', () => {
  it('drops the held orders not yet sent, and only those', async () => {
    const { checkout, connectivity, sent } = world({ online: false });
    await checkout.placeOrder({ order: orderOf('o-1') });
    await checkout.placeOrder({ order: orderOf('o-2') });
    const { cancelled, leaseHeldElsewhere } = await checkout.cancelOrders();
    expect(cancelled.map((r) => r.order_id)).toEqual(['o-1', 'o-2']);
    expect(leaseHeldElsewhere).toBe(false);
    expect(await checkout.outbox.untransmitted()).toEqual([]);
    connectivity.setOnline(true);
    await checkout.outbox.processQueue();
    expect(sent).toEqual([]);
    checkout.stop();
  });

  it('keeps transmitted orders and orders whose outcome is unknown (not confirmed)', async () => {
    const collections = createMemoryCollections();
    const http = createFakeShopHttp({ 'POST order': () => ({ result: { orderNumber: '0001' } }) });
    const outbox = createOrderOutbox({
      collections,
      api: createShopApi({ http }),
      clock: createSimulatedClock(),
      ids: createSequentialIds(),
      leaseSettleMs: 0,
    });
    await outbox.hold(orderOf('sent'));
    await outbox.processQueue();
    const unknown = await outbox.hold(orderOf('unknown'));
    await collections
      .collection('orders')
      .set('unknown', { ...unknown, unconfirmed: true, transmitting_at: 1 });
    await outbox.hold(orderOf('held'));
    expect((await outbox.cancelUntransmitted()).cancelled.map((r) => r.order_id)).toEqual(['held']);
    expect((await outbox.all()).map((r) => r.order_id).sort()).toEqual(['sent', 'unknown']);
  });

  it('drops nothing while another tab holds the sender lease', async () => {
    const collections = createMemoryCollections();
    const clock = createSimulatedClock();
    const make = () =>
      createOrderOutbox({
        collections,
        api: createShopApi({ http: createFakeShopHttp({}) }),
        clock,
        ids: createSequentialIds(),
        leaseSettleMs: 0,
      });
    const mine = make();
    await mine.hold(orderOf('held'));
    await collections
      .collection('orders')
      .set(orderSenderLeaseKey, { owner: 'other-tab', expiresAt: clock.now() + 30_000 });
    expect(await mine.cancelUntransmitted()).toEqual({ cancelled: [], leaseHeldElsewhere: true });
    expect((await mine.untransmitted()).map((r) => r.order_id)).toEqual(['held']);
  });
});

describe('placing a given order saves the order timestamp and drops the password (commerce-core §4 placing an order)', () => {
  it('defect: a given order placed saved no order timestamp — it saves one, in the machine and persisted', async () => {
    const { checkout, collections } = world();
    await checkout.placeOrder({ order: orderOf('o-1') });
    expect(checkout.actor.getSnapshot().context.lastOrderAt).toEqual(expect.any(Number));
    const saved = await collections.collection<{ lastOrderAt: number | null }>('checkout').get('details');
    expect(saved?.lastOrderAt).toEqual(checkout.actor.getSnapshot().context.lastOrderAt);
    checkout.stop();
  });

  it('defect: a given order placed kept the password with createAccount — it is dropped', async () => {
    const { checkout } = world();
    checkout.actor.send({
      type: 'personalDetails.update',
      details: { createAccount: true, password: 'Secret123!', repeatPassword: 'Secret123!' },
    });
    await checkout.placeOrder({ order: orderOf('o-1') });
    const { personalDetails } = checkout.actor.getSnapshot().context;
    expect(personalDetails.password).toBeUndefined();
    expect(personalDetails.repeatPassword).toBeUndefined();
    checkout.stop();
  });

  it('a held or refused given order saves no order timestamp', async () => {
    const { checkout } = world({ online: false });
    await checkout.placeOrder({ order: orderOf('o-1') });
    expect(checkout.actor.getSnapshot().context.lastOrderAt).toBeNull();
    checkout.stop();
  });
});
