import { createShopApi, type Order } from '@kauppa/contract';
import {
  createFakeConnectivity,
  createFakeShopHttp,
  createMemoryCollections,
  createRecordingEventBus,
  createRecordingNotifier,
  createSequentialIds,
  createSimulatedClock,
} from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { config, createFakeCart, flush, orderOf } from '../test/fixtures.ts';
import { fillAllSteps } from '../test/steps.ts';
import { createCheckout, createOrderOutbox } from './index.ts';

/** A shop API whose order call fails while `down` is set, and otherwise takes each order id once. */
function failingOrderServer() {
  const placed = new Map<string, number>();
  const state = { down: true as boolean, answer: { status: 503, code: 503, result: 'Service Unavailable' } };
  const http = createFakeShopHttp({
    'POST order': (request) => {
      if (state.down) return state.answer;
      const id = (request.body as Order).order_id;
      placed.set(id, (placed.get(id) ?? 0) + 1);
      return { result: { orderNumber: `000${placed.size}`, order_id: id, backendOrderId: placed.size } };
    },
  });
  return { http, placed, state };
}

describe('an order placed while the server is down or failing (accounts-content §4 offline orders; issue 14.4)', () => {
  it('a 5xx answer keeps the order held for a later send, never refused', async () => {
    const { http, state } = failingOrderServer();
    const notifier = createRecordingNotifier();
    const outbox = createOrderOutbox({
      collections: createMemoryCollections(),
      api: createShopApi({ http }),
      clock: createSimulatedClock(),
      ids: createSequentialIds(),
      leaseSettleMs: 0,
      notifier,
      serverDeduplicates: true,
    });
    await outbox.hold(orderOf('o-1'));
    const report = await outbox.processQueue();
    expect(report).toMatchObject({ interrupted: true, rejected: [], transmitted: [] });
    expect((await outbox.untransmitted()).map((r) => r.order_id)).toEqual(['o-1']);
    expect(notifier.notifications).toEqual([]);
    state.down = false;
    expect((await outbox.processQueue()).transmitted.map((r) => r.order_id)).toEqual(['o-1']);
  });

  it('a 4xx answer is still a refusal (the order is not sent again)', async () => {
    const { http, state } = failingOrderServer();
    state.answer = { status: 400, code: 400, result: 'Some of the ordered products are not available' };
    const outbox = createOrderOutbox({
      collections: createMemoryCollections(),
      api: createShopApi({ http }),
      clock: createSimulatedClock(),
      ids: createSequentialIds(),
      leaseSettleMs: 0,
    });
    await outbox.hold(orderOf('o-1'));
    expect((await outbox.processQueue()).rejected.map((r) => r.order_id)).toEqual(['o-1']);
  });

  function world() {
    const server = failingOrderServer();
    const clock = createSimulatedClock();
    const collections = createMemoryCollections();
    const make = () =>
      createCheckout({
        config,
        api: createShopApi({ http: server.http }),
        collections,
        clock,
        ids: createSequentialIds(),
        connectivity: createFakeConnectivity(true),
        cart: createFakeCart(),
        queue: { process: async () => {} },
        bus: createRecordingEventBus(),
        leaseSettleMs: 0,
        // The reference shop API de-duplicates orders (issue 14.4 retries rely on it).
        serverDeduplicates: true,
      });
    return { server, clock, collections, make };
  }

  it('the shopper is not told the order was received: it is held, not placed', async () => {
    const { make } = world();
    const checkout = make();
    await fillAllSteps(checkout.actor);
    checkout.actor.send({ type: 'order.place' });
    await flush();
    expect(checkout.actor.getSnapshot().context.order).toMatchObject({ status: 'held' });
    expect((await checkout.outbox.untransmitted())[0]).toMatchObject({ placed_online: true });
    checkout.stop();
  });

  it('is sent by itself with back-off once the server answers again, exactly once', async () => {
    const { server, clock, make } = world();
    const checkout = make();
    await fillAllSteps(checkout.actor);
    checkout.actor.send({ type: 'order.place' });
    await flush();
    clock.increment(2_000);
    await flush();
    expect(server.placed.size).toBe(0);
    server.state.down = false;
    clock.increment(5_000);
    await flush();
    expect([...server.placed.values()]).toEqual([1]);
    clock.increment(600_000);
    await flush();
    expect([...server.placed.values()]).toEqual([1]);
    expect(await checkout.outbox.untransmitted()).toEqual([]);
    checkout.stop();
  });

  it('a shop started later sends what an earlier visit left, without asking', async () => {
    const { server, clock, make } = world();
    const first = make();
    await fillAllSteps(first.actor);
    first.actor.send({ type: 'order.place' });
    await flush();
    first.stop();
    server.state.down = false;
    const next = make();
    await flush();
    clock.increment(2_000);
    await flush();
    expect([...server.placed.values()]).toEqual([1]);
    next.stop();
  });
});
