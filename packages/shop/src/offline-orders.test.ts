import {
  buildOrder,
  createOrderOutbox,
  type OfflineOrderRecord,
  orderSenderLeaseKey,
  orderSenderLockName,
} from '@kauppa/checkout';
import { defaultShopConfig } from '@kauppa/config';
import { createShopApi } from '@kauppa/contract';
import { messageIds } from '@kauppa/i18n';
import {
  createFakeConnectivity,
  createFakeShopHttp,
  createMemoryLocks,
  createSequentialIds,
  createSimulatedClock,
  createSystemClock,
  type MemoryCollections,
} from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { battery, shopWorld, ticks } from '../test/world.ts';
import {
  createSyncStatus,
  type ExternalStore,
  followHeldOrders,
  heldOrderLines,
  heldOrdersShown,
  offlineNotice,
  syncItemActions,
  syncStatusView,
  valueStore,
  waitingOrders,
  watchCartConflicts,
} from './offline.ts';

const address = {
  firstName: 'Aino',
  lastName: 'Virtanen',
  country: 'FI',
  streetAddress: 'Mannerheimintie 1',
  apartmentNumber: 'A 3',
  city: 'Helsinki',
  zipCode: '00100',
};

/** Holds an order in the `orders` store, as checkout does offline (commerce-core §4 offline orders). */
async function holdOrder(collections: MemoryCollections, orderId: string, placedOnline = false) {
  const built = buildOrder({
    orderId,
    items: [{ ...battery, qty: 2 }],
    personalDetails: {
      firstName: 'Aino',
      lastName: 'Virtanen',
      emailAddress: 'a@b.fi',
      createAccount: false,
    },
    shippingDetails: { ...address, shippingMethod: 'flatrate', shippingCarrier: 'flatrate' },
    paymentDetails: { ...address, paymentMethod: 'cashondelivery' },
    createdAt: '2026-01-01T00:00:00.000Z',
    config: defaultShopConfig,
  });
  if (!built.ok) throw new Error(built.message.id);
  await outboxOn(collections).hold(built.value, { placedOnline });
}

/** An order outbox of its own on the shared `orders` store: another sender (a tab, the worker). */
const outboxOn = (collections: MemoryCollections, routes = {}) =>
  createOrderOutbox({
    collections,
    api: createShopApi({ http: createFakeShopHttp(routes) }),
    clock: createSystemClock(),
    ids: createSequentialIds(),
  });

const placed = () => ({ result: { magentoOrderId: 7, orderNumber: '000000007', backendOrderId: 7 } });
const until = async (done: () => boolean) => {
  for (let i = 0; i < 40 && !done(); i += 1) await ticks(5);
};

/** Resolves once the store's snapshot passes `done` (the flow runs on the system clock). */
const when = <T>(store: ExternalStore<T>, done: (snapshot: T) => boolean) =>
  new Promise<void>((resolve) => {
    if (done(store.getSnapshot())) return resolve();
    const off = store.subscribe(() => {
      if (!done(store.getSnapshot())) return;
      off();
      resolve();
    });
  });

/**
 * An order held offline, the page following it on '/', the connection back without automatic
 * transmission: resolves once the shopper is asked about it (accounts-content §4).
 */
async function askedAfterReconnect() {
  const world = shopWorld({ online: false, routes: { 'POST order': placed } });
  await holdOrder(world.collections, 'held-1');
  await world.shop.start();
  await world.shop.settled();
  const held = followHeldOrders(world.shop, { pathname: () => '/' });
  world.connectivity.setOnline(true);
  await when(held, (s) => s.orders !== null);
  return { ...world, held };
}

describe('held orders of a page (accounts-content §4 offline orders)', () => {
  it("an order held offline shows the configured 'Order waiting!' notification (accounts-content §4, §9)", async () => {
    const { shop, collections } = shopWorld({ online: false });
    await shop.start();
    const held = followHeldOrders(shop, { pathname: () => '/checkout' });
    await ticks();
    await holdOrder(collections, 'held-1');
    await until(() => shop.notifications.list().length > 0);
    expect(shop.notifications.list().map((n) => [n.type, n.message.id])).toEqual([
      ['warning', 'Order waiting!'],
    ]);
    expect(held.hasWaiting()).toBe(true);
    held.stop();
    shop.stop();
  });

  it('back online without automatic transmission, the shopper is asked; "Later" leaves them waiting (accounts-content §4)', async () => {
    const { shop, http, held } = await askedAfterReconnect();
    expect(held.getSnapshot().orders?.map((o) => o.order_id)).toEqual(['held-1']);
    expect(heldOrdersShown(held.getSnapshot())).toBe(true);
    held.later();
    expect(heldOrdersShown(held.getSnapshot())).toBe(false);
    expect(http.callsTo('POST order')).toHaveLength(0);
    expect((await waitingOrders(shop)).map((o) => o.order_id)).toEqual(['held-1']);
    held.stop();
    await shop.settled();
    shop.stop();
  });

  it('"Send now" transmits the held orders once and shows what was sent (accounts-content §4)', async () => {
    const { shop, http, held } = await askedAfterReconnect();
    await held.send();
    expect(held.getSnapshot()).toMatchObject({ orders: null, sending: false });
    expect(held.getSnapshot().outcome?.transmitted).toEqual(['held-1']);
    expect(http.callsTo('POST order')).toHaveLength(1);
    held.dismiss();
    expect(heldOrdersShown(held.getSnapshot())).toBe(false);
    held.stop();
    await shop.settled();
    shop.stop();
  });

  it('on the thank-you page held orders go at once, without asking (accounts-content §4)', async () => {
    const { shop, collections, http } = shopWorld({ routes: { 'POST order': placed } });
    await holdOrder(collections, 'held-1');
    await shop.start();
    await shop.settled();
    const held = followHeldOrders(shop, { pathname: () => '/order-success' });
    await when(held, (s) => s.outcome !== null);
    expect(held.getSnapshot().outcome?.transmitted).toEqual(['held-1']);
    expect(held.getSnapshot().orders).toBeNull();
    expect(http.callsTo('POST order')).toHaveLength(1);
    held.stop();
    await shop.settled();
    shop.stop();
  });

  it('defect "two tabs, order not sent": an order waiting while another sender holds the lease goes as soon as that sender lets go, not a lease time later (accounts-content §4)', async () => {
    const { shop, collections, http } = shopWorld({ routes: { 'POST order': placed } });
    await holdOrder(collections, 'held-1');
    // Another tab (or the order sender worker) is sending: it holds the lease for the next 30 s.
    const orders = collections.collection('orders');
    await orders.set(orderSenderLeaseKey, { owner: 'other-tab', expiresAt: Date.now() + 30_000 });
    await shop.start();
    await shop.settled();
    const held = followHeldOrders(shop, { pathname: () => '/order-success' });
    // Its first try finds the lease taken: nothing is sent.
    await ticks(60);
    expect(http.callsTo('POST order')).toHaveLength(0);
    // Its send ends (here: it was offline) and it lets go of the lease.
    await orders.delete(orderSenderLeaseKey);
    await when(held, (s) => s.outcome !== null);
    expect(held.getSnapshot().outcome?.transmitted).toEqual(['held-1']);
    expect(http.callsTo('POST order')).toHaveLength(1);
    held.stop();
    await shop.settled();
    shop.stop();
  });

  it("a shop given the origin's locks sends held orders under the order sender's lock: while another sender holds it, nothing is sent (accounts-content §4)", async () => {
    const locks = createMemoryLocks();
    const { shop, collections, http } = shopWorld({ routes: { 'POST order': placed }, locks });
    await holdOrder(collections, 'held-1');
    await shop.start();
    await shop.settled();
    let release = () => {};
    // The order sender worker is sending: it holds the lock.
    const worker = locks.ifAvailable(
      orderSenderLockName,
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    const checkout = await shop.loadCheckout();
    expect((await checkout.outbox.processQueue()).leaseHeldElsewhere).toBe(true);
    expect(http.callsTo('POST order')).toHaveLength(0);
    release();
    await worker;
    expect((await checkout.outbox.processQueue()).transmitted.map((r) => r.order_id)).toEqual(['held-1']);
    await shop.settled();
    shop.stop();
  });

  it('an order another sender transmits (the service worker, another tab) is reported as sent on this page too (accounts-content §4)', async () => {
    const { shop, collections, held } = await askedAfterReconnect();
    // The service worker's Background Sync wins the race for the lease and sends the order.
    await outboxOn(collections, { 'POST order': placed }).processQueue();
    await when(held, (s) => s.outcome !== null);
    expect(held.getSnapshot().outcome?.transmitted).toEqual(['held-1']);
    // The question about it goes: nothing is left to send.
    expect(held.getSnapshot().orders).toBeNull();
    held.stop();
    await shop.settled();
    shop.stop();
  });

  it('defect "1 waiting order was sent." after every online order: an order placed online and sent at its first try is not reported as a waiting order sent (issue 28.10, accounts-content §4)', async () => {
    const { shop, collections } = shopWorld({ routes: { 'POST order': placed } });
    await shop.start();
    await shop.settled();
    const held = followHeldOrders(shop, { pathname: () => '/checkout' });
    // Checkout places an order online: held in the outbox for the moment of its send, then sent.
    await holdOrder(collections, 'online-1', true);
    await ticks(20);
    await outboxOn(collections, { 'POST order': placed }).processQueue();
    await ticks(40);
    expect(held.getSnapshot().outcome).toBeNull();
    held.stop();
    await shop.settled();
    shop.stop();
  });

  it('lists an order as "quantity × name", the sku where there is no name', () => {
    const record = {
      order: {
        products: [
          { sku: 'BAT-1', name: 'AA battery', qty: 2 },
          { sku: 'BAT-9', qty: 1 },
        ],
      },
    } as unknown as OfflineOrderRecord;
    expect(heldOrderLines(record)).toBe('2 × AA battery, 1 × BAT-9');
  });
});

describe('sync status (commerce-core §4 offline orders and connectivity; issue 10)', () => {
  it('lists a held order with why it waits: offline, "Waiting for the connection" (commerce-core §4)', async () => {
    const { shop, collections } = shopWorld({ online: false });
    await holdOrder(collections, 'held-1');
    await shop.start();
    const online = valueStore(false);
    const sync = createSyncStatus(shop, { online });
    await until(() => sync.getSnapshot().items.length > 0);
    expect(sync.getSnapshot().items.map((i) => [i.kind, i.id, i.label, i.reason])).toEqual([
      ['order', 'held-1', 'Order', 'Waiting for the connection'],
    ]);
    online.set(true);
    await until(() => sync.getSnapshot().items[0]?.reason !== 'Waiting for the connection');
    expect(sync.getSnapshot().items[0]?.reason).toBe('Waiting for your confirmation');
    sync.stop();
    shop.stop();
  });

  it('discarding a held order removes it from the store and the list (issue 10 sync status)', async () => {
    const { shop, collections } = shopWorld({ online: false });
    await holdOrder(collections, 'held-1');
    await shop.start();
    const sync = createSyncStatus(shop, { online: valueStore(false) });
    await until(() => sync.getSnapshot().items.length > 0);
    const [item] = sync.getSnapshot().items;
    if (!item) throw new Error('no item');
    await sync.discard(item);
    expect(sync.getSnapshot().items).toEqual([]);
    expect(await waitingOrders(shop)).toEqual([]);
    sync.stop();
    shop.stop();
  });

  it('an order of unknown outcome is checked or sent again by choice, never retried (issue 15)', () => {
    expect(syncItemActions({ unconfirmed: true }, true).map((a) => [a.action, a.label, a.enabled])).toEqual([
      ['check', 'Check', true],
      ['sendAgain', 'Send again', true],
      ['discard', 'Discard', true],
    ]);
    expect(syncItemActions({}, true).map((a) => a.action)).toEqual(['retry', 'discard']);
  });

  it('offline, sending is not offered; discarding still is (issue 10 sync status)', () => {
    expect(syncItemActions({}, false).map((a) => [a.action, a.enabled])).toEqual([
      ['retry', false],
      ['discard', true],
    ]);
  });

  it('"Retry", "Discard" and the offline notice are message ids of @kauppa/i18n (accounts-content §8)', () => {
    const ids = new Set<string>(messageIds as readonly string[]);
    const labels = syncItemActions({}, true).map((a) => a.label);
    expect(labels).toEqual(['Retry', 'Discard']);
    for (const id of [...labels, offlineNotice]) expect(ids.has(id), id).toBe(true);
  });

  it('runs a chosen action: discard from the panel removes the held order (issue 10 sync status)', async () => {
    const { shop, collections } = shopWorld({ online: false });
    await holdOrder(collections, 'held-2');
    await shop.start();
    const sync = createSyncStatus(shop, { online: valueStore(false) });
    await until(() => sync.getSnapshot().items.length > 0);
    const [item] = sync.getSnapshot().items;
    if (!item) throw new Error('no item');
    await sync.run('discard', item);
    expect(sync.getSnapshot().items).toEqual([]);
    sync.stop();
    shop.stop();
  });

  it('shows the panel while something waits or wants attention, or while open', () => {
    const empty = { items: [], stockErrors: [], conflicts: [] };
    expect(syncStatusView(empty, false)).toEqual({ count: 0, attention: 0, visible: false });
    expect(syncStatusView(empty, true).visible).toBe(true);
    const stock = { ...empty, stockErrors: [{ orderId: 'o-1', skus: ['BAT-1'] }] };
    expect(syncStatusView(stock, false)).toEqual({ count: 0, attention: 1, visible: true });
  });
});

describe('cart conflicts on reconnect (commerce-core §4 connectivity)', () => {
  function cartOf(lines: Array<{ sku: string; name: string; qty: number; price_incl_tax: number }>) {
    const state = valueStore({ cartItems: lines });
    return {
      getState: state.getSnapshot,
      subscribe: (listener: (s: { cartItems: typeof lines }) => void) =>
        state.subscribe(() => listener(state.getSnapshot())),
      set: (next: typeof lines) => state.set({ cartItems: next }),
    };
  }
  const line = { sku: 'BAT-1', name: 'AA battery', qty: 2, price_incl_tax: 4.96 };

  it('lists a price the server changed while the shopper was offline, never applying it silently', () => {
    const clock = createSimulatedClock();
    const connectivity = createFakeConnectivity(false);
    const cart = cartOf([line]);
    const found: unknown[] = [];
    const stop = watchCartConflicts({ cart, clock, connectivity } as never, (c) => found.push(...c));
    connectivity.setOnline(true);
    cart.set([{ ...line, price_incl_tax: 5.96 }]);
    expect(found).toEqual([{ sku: 'BAT-1', name: 'AA battery', kind: 'price', before: 4.96, after: 5.96 }]);
    stop();
  });

  it('watches only for the given time after reconnecting', () => {
    const clock = createSimulatedClock();
    const connectivity = createFakeConnectivity(false);
    const cart = cartOf([line]);
    const found: unknown[] = [];
    watchCartConflicts({ cart, clock, connectivity } as never, (c) => found.push(...c), { watchMs: 1000 });
    connectivity.setOnline(true);
    clock.increment(1001);
    cart.set([{ ...line, qty: 1 }]);
    expect(found).toEqual([]);
  });
});
