import { createKyHttp } from '@kauppa/api-client';
import { buildOrder, createOrderOutbox, type OrderOutbox } from '@kauppa/checkout';
import { defaultShopConfig, platformOptions } from '@kauppa/config';
import { createShopApi, type Order } from '@kauppa/contract';
import { createMemoryCollections, createRandomIds, createSystemClock } from '@kauppa/ports';
import { type RunningShopApi, startShopApi } from '@kauppa/shop-api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderFault, type PlatformServer, startPlatformServer } from '../src/index.ts';

/**
 * Issue 15, "exactly once without the server's help": randomized schedules of connection drops
 * before and after the platform received an order, reloads and reconnects, over real HTTP against
 * the non-de-duplicating platform server. No order is lost, none is placed twice once an answer
 * came back, and every unknown outcome is surfaced to the shopper as "not confirmed".
 */

let shop: RunningShopApi;
let platform: PlatformServer;
const network = { up: true };
const sku = 'BAT-000001';

beforeAll(async () => {
  shop = await startShopApi({ port: 0, dataDir: ':memory:' });
  platform = await startPlatformServer({ upstream: shop.url });
  // Enough stock for every schedule's orders.
  await fetch(`${shop.url}/__admin/stock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sku, qty: 1_000_000, is_in_stock: true }),
  });
});
afterAll(async () => {
  await platform?.close();
  await shop?.close();
});

const http = () =>
  createKyHttp({
    baseUrl: `${platform.url}/api`,
    retries: 0,
    fetch: async (input, init) => {
      if (!network.up)
        throw new TypeError('fetch failed', {
          cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
        });
      return fetch(input, init);
    },
  });

const template = (() => {
  const address = {
    firstName: 'Aino',
    lastName: 'Virtanen',
    country: 'FI',
    streetAddress: 'Mannerheimintie 1',
    apartmentNumber: 'A 2',
    city: 'Helsinki',
    zipCode: '00100',
    phoneNumber: '+358401234567',
  };
  const built = buildOrder({
    orderId: 'template',
    items: [{ sku, qty: 1, price: 4, price_incl_tax: 5, type_id: 'simple', name: 'Paristo' }],
    personalDetails: {
      firstName: 'Aino',
      lastName: 'Virtanen',
      emailAddress: 'aino@example.fi',
      createAccount: false,
      password: '',
      repeatPassword: '',
    },
    shippingDetails: { ...address, shippingMethod: 'flatrate', shippingCarrier: 'flatrate' },
    paymentDetails: { ...address, paymentMethod: 'cashondelivery' },
    createdAt: new Date(0).toISOString(),
    config: defaultShopConfig,
  });
  if (!built.ok) throw new Error(built.message.id);
  return built.value;
})();

type Step =
  | { kind: 'place' }
  | { kind: 'send' }
  | { kind: 'fault'; fault: OrderFault }
  | { kind: 'network'; up: boolean }
  | { kind: 'reload' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'place' as const }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'send' as const }), weight: 3 },
  {
    arbitrary: fc
      .constantFrom<OrderFault>('drop-before', 'drop-after', 'fail-5xx')
      .map((fault) => ({ kind: 'fault' as const, fault })),
    weight: 2,
  },
  { arbitrary: fc.boolean().map((up) => ({ kind: 'network' as const, up })), weight: 1 },
  { arbitrary: fc.constant({ kind: 'reload' as const }), weight: 1 },
);

let schedule = 0;

describe('exactly once against the non-de-duplicating platform server (issue 15)', () => {
  it('over 1,000 schedules of drops before and after receipt, reloads and reconnects: nothing lost, nothing placed twice, every unknown outcome surfaced', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        schedule += 1;
        const storage = createMemoryCollections();
        const open = (): OrderOutbox =>
          createOrderOutbox({
            collections: storage,
            api: createShopApi({ http: http(), platform: platformOptions(defaultShopConfig) }),
            clock: createSystemClock(),
            ids: createRandomIds(),
            leaseSettleMs: 0,
          });
        let outbox = open();
        const placed: string[] = [];
        platform.orderFaults.length = 0;
        network.up = true;
        for (const s of steps) {
          if (s.kind === 'place') {
            const id = `s${schedule}-o${placed.length + 1}`;
            await outbox.hold({ ...template, order_id: id } as Order);
            placed.push(id);
          } else if (s.kind === 'send') await outbox.processQueue();
          else if (s.kind === 'fault') platform.orderFaults.push(s.fault);
          else if (s.kind === 'network') network.up = s.up;
          else outbox = open();
        }
        // The connection comes back for good and the shop sends what is left.
        network.up = true;
        platform.orderFaults.length = 0;
        outbox = open();
        await outbox.processQueue();
        const records = new Map((await outbox.all()).map((r) => [r.order_id, r]));
        for (const id of placed) {
          const created = platform.ordersCreated.get(id) ?? 0;
          const record = records.get(id);
          // None placed twice.
          expect(created).toBeLessThanOrEqual(1);
          // None lost: on the platform, or held and shown to the shopper.
          expect(record).toBeDefined();
          if (created === 0) expect(record?.transmitted).toBe(false);
          // Every unknown outcome surfaced: the platform has it but the shop could not confirm it.
          if (created === 1 && !record?.transmitted) expect(record?.unconfirmed).toBe(true);
          // Nothing left waiting silently: an order is placed, refused, or shown as not confirmed.
          if (!record?.transmitted && !record?.rejected) expect(record?.unconfirmed).toBe(true);
        }
        expect(platform.violations).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  }, 600_000);
});
