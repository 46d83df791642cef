import { createShopApi, type Order } from '@kauppa/contract';
import type { Collection, Collections, ShopHttp } from '@kauppa/ports';
import { createMemoryCollections, createSequentialIds, createSimulatedClock } from '@kauppa/ports';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  battery,
  config,
  createFaultyOrderHttp,
  createIdempotentOrderServer,
  type Fault,
  payment,
  personal,
  settle,
  shipping,
} from '../test/fixtures.ts';
import { buildOrder, createOrderOutbox, type OrderOutbox } from './index.ts';

const template = (() => {
  const built = buildOrder({
    orderId: 'template',
    items: [battery],
    personalDetails: personal,
    shippingDetails: shipping,
    paymentDetails: payment,
    createdAt: '2026-01-01T00:00:00.000Z',
    config,
  });
  if (!built.ok) throw new Error(built.message.id);
  return built.value;
})();

const orderOf = (orderId: string): Order => ({ ...template, order_id: orderId });

/** Collections a test can "crash": after `kill()` no call of that tab ever completes. */
function crashable(collections: Collections) {
  let dead = false;
  const hang = new Promise<never>(() => {});
  const guard = async <T>(op: () => Promise<T>): Promise<T> => {
    if (dead) return hang;
    const value = await op();
    return dead ? hang : value;
  };
  const wrapped: Collections = {
    kind: collections.kind,
    collection<T>(name: string): Collection<T> {
      const c = collections.collection<T>(name);
      return {
        name: c.name,
        get: (key) => guard(() => c.get(key)),
        set: (key, value) => guard(() => c.set(key, value)),
        delete: (key) => guard(() => c.delete(key)),
        keys: () => guard(() => c.keys()),
        entries: () => guard(() => c.entries()),
        clear: () => guard(() => c.clear()),
        subscribe: (listener) => c.subscribe(listener),
      };
    },
  };
  // A reloaded page starts no request: one it had not yet sent never leaves (one already on the
  // wire is answered as usual).
  const guardHttp = (http: ShopHttp): ShopHttp => ({
    request: (request) => (dead ? hang : http.request(request)),
  });
  return { collections: wrapped, guardHttp, kill: () => (dead = true) };
}

type Step =
  | { kind: 'place'; tab: number }
  | { kind: 'process'; tab: number }
  | { kind: 'fault'; fault: Fault }
  | { kind: 'network'; online: boolean }
  | { kind: 'reload'; tab: number }
  | { kind: 'tick'; ms: number }
  | { kind: 'flush'; times: number };

const tab = fc.integer({ min: 0, max: 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: tab.map((t) => ({ kind: 'place' as const, tab: t })), weight: 3 },
  { arbitrary: tab.map((t) => ({ kind: 'process' as const, tab: t })), weight: 3 },
  {
    arbitrary: fc
      .constantFrom<Fault>('drop-before', 'drop-after', 'duplicate')
      .map((fault) => ({ kind: 'fault' as const, fault })),
    weight: 3,
  },
  { arbitrary: fc.boolean().map((online) => ({ kind: 'network' as const, online })), weight: 2 },
  { arbitrary: tab.map((t) => ({ kind: 'reload' as const, tab: t })), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 40_000 }).map((ms) => ({ kind: 'tick' as const, ms })), weight: 2 },
  {
    arbitrary: fc.integer({ min: 0, max: 4 }).map((times) => ({ kind: 'flush' as const, times })),
    weight: 2,
  },
);

const immediate = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('exactly-once order transmission (property, accounts-content §4 offline orders)', () => {
  it('over 1,000 schedules of drops, retries, reloads and duplicate deliveries, no order is lost and none is placed twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        const clock = createSimulatedClock();
        const storage = createMemoryCollections();
        const server = createIdempotentOrderServer();
        const faults: Fault[] = [];
        const http = createFaultyOrderHttp(server, faults);
        const ids = createSequentialIds();
        const open = () => {
          const handle = crashable(storage);
          const outbox = createOrderOutbox({
            collections: handle.collections,
            api: createShopApi({ http: handle.guardHttp(http) }),
            clock,
            ids,
            leaseSettleMs: 50,
            serverDeduplicates: true,
          });
          return { ...handle, outbox };
        };
        const tabs = [open(), open()];
        const placed: string[] = [];
        let next = 0;
        for (const s of steps) {
          switch (s.kind) {
            case 'place': {
              const id = `order-${++next}`;
              const t = tabs[s.tab] as (typeof tabs)[number];
              // A hold is acknowledged once persisted; a crash before that never acknowledged it.
              const held = t.outbox.hold(orderOf(id)).then(() => placed.push(id));
              await Promise.race([held, immediate()]);
              break;
            }
            case 'process':
              (tabs[s.tab] as (typeof tabs)[number]).outbox.processQueue().catch(() => {});
              break;
            case 'fault':
              faults.push(s.fault);
              break;
            case 'network':
              http.online = s.online;
              break;
            case 'reload':
              (tabs[s.tab] as (typeof tabs)[number]).kill();
              tabs[s.tab] = open();
              break;
            case 'tick':
              clock.increment(s.ms);
              break;
            case 'flush':
              for (let i = 0; i < s.times; i += 1) await immediate();
              break;
            default: {
              const never: never = s;
              throw new Error(`unknown step ${JSON.stringify(never)}`);
            }
          }
          await immediate();
        }
        // The network comes back for good; a reloaded tab sends what is left once the leases expire.
        http.online = true;
        faults.length = 0;
        for (const t of tabs) t.kill();
        clock.increment(30_001);
        const survivor: OrderOutbox = open().outbox;
        for (let i = 0; i < 5 && (await survivor.untransmitted()).length > 0; i += 1) {
          await settle(survivor.processQueue(), clock);
        }
        // No order lost: every acknowledged order is on the server and marked transmitted.
        expect(await survivor.untransmitted()).toEqual([]);
        for (const id of placed) expect(server.orders.has(id)).toBe(true);
        // None placed twice: one server order per client order id, and no order the shopper never placed.
        const heldIds = (await survivor.all()).map((r) => r.order_id);
        expect([...server.orders.keys()].every((id) => heldIds.includes(id))).toBe(true);
        expect([...server.orders.values()].every((o) => o.creates === 1)).toBe(true);
        // Only one tab sends at a time.
        expect(server.maxInFlight).toBeLessThanOrEqual(1);
      }),
      { numRuns: 1000 },
    );
  }, 120_000);
});

describe("exactly once without the server's help (property, issue 15)", () => {
  it('over 1,000 schedules against a server that does not de-duplicate: no order lost, none placed twice once an answer came back, every unknown outcome surfaced', async () => {
    const stepNoDup: fc.Arbitrary<Step> = fc.oneof(
      { arbitrary: tab.map((t) => ({ kind: 'place' as const, tab: t })), weight: 3 },
      { arbitrary: tab.map((t) => ({ kind: 'process' as const, tab: t })), weight: 3 },
      {
        arbitrary: fc
          .constantFrom<Fault>('drop-before', 'drop-after', 'fail-5xx')
          .map((fault) => ({ kind: 'fault' as const, fault })),
        weight: 3,
      },
      { arbitrary: fc.boolean().map((online) => ({ kind: 'network' as const, online })), weight: 2 },
      { arbitrary: tab.map((t) => ({ kind: 'reload' as const, tab: t })), weight: 1 },
      {
        arbitrary: fc.integer({ min: 1, max: 40_000 }).map((ms) => ({ kind: 'tick' as const, ms })),
        weight: 2,
      },
      {
        arbitrary: fc.integer({ min: 0, max: 4 }).map((times) => ({ kind: 'flush' as const, times })),
        weight: 2,
      },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepNoDup, { minLength: 1, maxLength: 30 }),
        fc.boolean(),
        async (steps, signedIn) => {
          const clock = createSimulatedClock();
          const storage = createMemoryCollections();
          const server = createIdempotentOrderServer({ deduplicates: false });
          const faults: Fault[] = [];
          const http = createFaultyOrderHttp(server, faults);
          const ids = createSequentialIds();
          // A signed-in customer's order history answers truthfully; a guest has none.
          const lookup = async (record: { order_id: string }) =>
            signedIn ? (server.orders.has(record.order_id) ? 'found' : 'absent') : 'unknown';
          const open = () => {
            const handle = crashable(storage);
            const outbox = createOrderOutbox({
              collections: handle.collections,
              api: createShopApi({ http: handle.guardHttp(http) }),
              clock,
              ids,
              leaseSettleMs: 50,
              lookup: lookup as never,
            });
            return { ...handle, outbox };
          };
          const tabs = [open(), open()];
          const placed: string[] = [];
          let next = 0;
          for (const s of steps) {
            const t = tabs[(s as { tab?: number }).tab ?? 0] as (typeof tabs)[number];
            if (s.kind === 'place') {
              const id = `order-${++next}`;
              const held = t.outbox.hold(orderOf(id)).then(() => placed.push(id));
              await Promise.race([held, immediate()]);
            } else if (s.kind === 'process') t.outbox.processQueue().catch(() => {});
            else if (s.kind === 'fault') faults.push(s.fault);
            else if (s.kind === 'network') http.online = s.online;
            else if (s.kind === 'reload') {
              t.kill();
              tabs[s.tab] = open();
            } else if (s.kind === 'tick') clock.increment(s.ms);
            else for (let i = 0; i < s.times; i += 1) await immediate();
            await immediate();
          }
          http.online = true;
          faults.length = 0;
          for (const t of tabs) t.kill();
          clock.increment(30_001);
          const survivor: OrderOutbox = open().outbox;
          for (let i = 0; i < 5 && (await survivor.untransmitted()).length > 0; i += 1) {
            await settle(survivor.processQueue(), clock);
          }
          await settle(survivor.check(), clock);
          const records = await survivor.all();
          const byId = new Map(records.map((r) => [r.order_id, r]));
          // None placed twice: the client never sent an order again after an answer came back.
          expect([...server.orders.values()].every((o) => o.creates === 1)).toBe(true);
          for (const id of placed) {
            const record = byId.get(id);
            // No order lost: it is on the server, or still held for the shopper to see.
            expect(record).toBeDefined();
            if (!server.orders.has(id)) expect(record?.transmitted).toBe(false);
            // Every unknown outcome is surfaced: an order the server has but the client could not
            // confirm is shown as "not confirmed", never silently waiting for an automatic resend.
            if (server.orders.has(id) && !record?.transmitted) expect(record?.unconfirmed).toBe(true);
            // A signed-in customer's order history settles every unknown outcome.
            if (signedIn) expect(record?.unconfirmed).toBeFalsy();
          }
          expect(await survivor.untransmitted()).toEqual([]);
        },
      ),
      { numRuns: 1000 },
    );
  }, 180_000);
});
