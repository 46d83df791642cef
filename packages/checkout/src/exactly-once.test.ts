import { createShopApi } from '@kauppa/contract';
import {
  ApiError,
  createFakeShopHttp,
  createMemoryCollections,
  createSequentialIds,
  createSimulatedClock,
} from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createFaultyOrderHttp, createIdempotentOrderServer, type Fault, orderOf } from '../test/fixtures.ts';
import { createOrderOutbox, type OrderLookupResult, orderHistoryLookup } from './index.ts';

/** A platform that does not de-duplicate orders (vue-storefront-api 1.12 has no Idempotency-Key). */
function platform(faults: Fault[] = [], lookup?: (id: string) => OrderLookupResult) {
  const server = createIdempotentOrderServer({ deduplicates: false });
  const http = createFaultyOrderHttp(server, faults);
  const collections = createMemoryCollections();
  const clock = createSimulatedClock();
  const ids = createSequentialIds();
  const make = () =>
    createOrderOutbox({
      collections,
      api: createShopApi({ http }),
      clock,
      ids,
      leaseSettleMs: 0,
      ...(lookup ? { lookup: async (record) => lookup(record.order_id) } : {}),
    });
  return { server, http, make, collections };
}

describe('exactly once without the server de-duplicating (issue 15; accounts-content §4 offline orders)', () => {
  it('sends again an order that surely did not reach the server (connection refused), once', async () => {
    const { server, make } = platform(['drop-before']);
    const outbox = make();
    await outbox.hold(orderOf('o-1'));
    expect((await outbox.processQueue()).interrupted).toBe(true);
    expect(await outbox.unconfirmed()).toEqual([]);
    await outbox.processQueue();
    expect(await outbox.get('o-1')).toMatchObject({ transmitted: true });
    expect(server.orders.get('o-1')?.creates).toBe(1);
  });

  it('never sends again by itself an order whose answer was lost after sending: it is "not confirmed"', async () => {
    const { server, make } = platform(['drop-after']);
    const outbox = make();
    await outbox.hold(orderOf('o-1'));
    const report = await outbox.processQueue();
    expect(report.unconfirmed.map((r) => r.order_id)).toEqual(['o-1']);
    await outbox.processQueue();
    await make().processQueue();
    expect(server.orders.get('o-1')?.creates).toBe(1);
    expect(await outbox.get('o-1')).toMatchObject({ transmitted: false, unconfirmed: true });
    expect(await outbox.untransmitted()).toEqual([]);
  });

  it('treats a send interrupted by a reload (transmitting, no answer recorded) as not confirmed', async () => {
    const { server, make, collections } = platform();
    const outbox = make();
    const held = await outbox.hold(orderOf('o-1'));
    // The tab persisted "transmitting" before sending and was closed before the answer came back.
    await collections.collection('orders').set('o-1', { ...held, transmitting_at: 1, attempts: 1 });
    const report = await make().processQueue();
    expect(report.unconfirmed.map((r) => r.order_id)).toEqual(['o-1']);
    expect(server.orders.size).toBe(0);
  });

  it('takes any 2xx answer as placed, with no order_id in it (the platform answers magentoOrderId, orderNumber…)', async () => {
    const http = createFakeShopHttp({
      'POST order': () => ({ result: { magentoOrderId: 7, orderNumber: '000000007', backendOrderId: 7 } }),
    });
    const outbox = createOrderOutbox({
      collections: createMemoryCollections(),
      api: createShopApi({ http }),
      clock: createSimulatedClock(),
      ids: createSequentialIds(),
      leaseSettleMs: 0,
    });
    await outbox.hold(orderOf('o-1'));
    expect((await outbox.processQueue()).transmitted.map((r) => r.order_id)).toEqual(['o-1']);
    await outbox.processQueue();
    expect(http.callsTo('POST order')).toHaveLength(1);
  });

  it('does not send again after a 5xx answer (an answer came back): not confirmed', async () => {
    const { server, make } = platform(['fail-5xx']);
    const outbox = make();
    await outbox.hold(orderOf('o-1'));
    expect((await outbox.processQueue()).unconfirmed.map((r) => r.order_id)).toEqual(['o-1']);
    await outbox.processQueue();
    expect(server.orders.size).toBe(0);
    expect(await outbox.unconfirmed()).toHaveLength(1);
  });

  it('a timeout is an unknown outcome, not a refusal', async () => {
    const http = createFakeShopHttp({
      'POST order': () => new ApiError('timeout', 'The request to order timed out after 5000 ms'),
    });
    const outbox = createOrderOutbox({
      collections: createMemoryCollections(),
      api: createShopApi({ http }),
      clock: createSimulatedClock(),
      ids: createSequentialIds(),
      leaseSettleMs: 0,
    });
    await outbox.hold(orderOf('o-1'));
    const report = await outbox.processQueue();
    expect(report.rejected).toEqual([]);
    expect(report.unconfirmed.map((r) => r.order_id)).toEqual(['o-1']);
  });

  it("settles a signed-in customer's unconfirmed order through the order history: found is placed", async () => {
    const { server, make } = platform(['drop-after'], (id) => (server.orders.has(id) ? 'found' : 'absent'));
    const outbox = make();
    await outbox.hold(orderOf('o-1'));
    await outbox.processQueue();
    const report = await outbox.check();
    expect(report.transmitted.map((r) => r.order_id)).toEqual(['o-1']);
    expect(server.orders.get('o-1')?.creates).toBe(1);
  });

  it('sends an unconfirmed order again only when the order history says it is not there', async () => {
    const { server, make } = platform(['fail-5xx'], (id) => (server.orders.has(id) ? 'found' : 'absent'));
    const outbox = make();
    await outbox.hold(orderOf('o-1'));
    await outbox.processQueue();
    expect(server.orders.size).toBe(0);
    await outbox.check();
    expect(server.orders.get('o-1')?.creates).toBe(1);
    expect(await outbox.get('o-1')).toMatchObject({ transmitted: true, unconfirmed: false });
  });

  it('leaves a guest order the history cannot tell about to the shopper, who may resend it', async () => {
    const { server, make } = platform(['fail-5xx']);
    const outbox = make();
    await outbox.hold(orderOf('o-1'));
    await outbox.processQueue();
    await outbox.check();
    expect(await outbox.unconfirmed()).toHaveLength(1);
    const report = await outbox.resend('o-1');
    expect(report.transmitted.map((r) => r.order_id)).toEqual(['o-1']);
    expect(server.orders.get('o-1')?.creates).toBe(1);
  });

  describe('the order-history search of a signed-in customer', () => {
    const record = { order_id: 'o-1' } as Parameters<ReturnType<typeof orderHistoryLookup>>[0];
    const history = (items: unknown[]) => ({
      user: { orderHistory: async () => ({ status: 200, code: 200, result: { items } }) },
    });

    it('finds the order by its client order id', async () => {
      const lookup = orderHistoryLookup({
        api: history([{ extension_attributes: { client_order_id: 'o-1' } }]),
        token: () => 't',
      });
      expect(await lookup(record)).toBe('found');
    });

    it('says absent when the history carries client order ids and not this one', async () => {
      const lookup = orderHistoryLookup({
        api: history([{ extension_attributes: { client_order_id: 'o-0' } }]),
        token: () => 't',
      });
      expect(await lookup(record)).toBe('absent');
    });

    it('cannot tell for a guest, nor from a history without client order ids (Magento)', async () => {
      expect(await orderHistoryLookup({ api: history([]), token: () => null })(record)).toBe('unknown');
      const magento = orderHistoryLookup({ api: history([{ increment_id: '000000001' }]), token: () => 't' });
      expect(await magento(record)).toBe('unknown');
    });
  });
});
