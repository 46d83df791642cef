import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type EndpointDefinition, endpointPath } from '@kauppa/contract';
import { endpoints } from '@kauppa/contract/schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopApiApp, type ShopApiApp } from '../src/index.ts';
import { address } from './support.ts';

// Issue 18 "Done when": random JSON shapes, sizes and types sent to every write route never give a
// 5xx, never crash the server, and never change data unless the answer is a success.

const RUNS = 40;

let dir: string;
let app: ShopApiApp;
let reader: DatabaseSync;
const state = { token: '', customerId: 0, customerCart: '', guestCart: '', addressId: 0 };

/** Every table a write may touch (the catalogue documents are read-only), hashed. */
const TABLES = [
  'stock',
  'carts',
  'cart_items',
  'users',
  'addresses',
  'tokens',
  'orders',
  'reviews',
  'newsletter',
  'faq_questions',
  'mails',
  'marketing',
  'idempotency',
];
function fingerprint(): string {
  const hash = createHash('sha256');
  for (const table of TABLES) {
    const rows = reader
      .prepare(`SELECT * FROM ${table}`)
      .all()
      .map((row) => JSON.stringify(row));
    hash.update(`${table}\n${rows.sort().join('\n')}\n`);
  }
  return hash.digest('hex');
}

async function json(path: string, init: RequestInit = {}) {
  const response = await app.fetch(
    new Request(`http://shop/api/${path}`, { headers: { 'content-type': 'application/json' }, ...init }),
  );
  return (await response.json()) as { code: number; result: unknown; meta?: { refreshToken: string } };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kauppa-properties-'));
  app = createShopApiApp({ dataDir: dir, scryptCost: 1024, batteryProducts: 200 });
  reader = new DatabaseSync(join(dir, 'shop.sqlite'), { readOnly: true });
  const customer = { email: 'prop@example.fi', firstname: 'Pia', lastname: 'Ominaisuus' };
  const created = await json('user/create', {
    method: 'POST',
    body: JSON.stringify({
      customer: { ...customer, addresses: [{ ...address, street: ['Katu 1'] }] },
      password: 'salasana1',
    }),
  });
  const profile = created.result as { id: number; addresses: Array<{ id: number }> };
  state.customerId = profile.id;
  state.addressId = profile.addresses[0]!.id;
  const login = await json('user/login', {
    method: 'POST',
    body: JSON.stringify({ username: customer.email, password: 'salasana1' }),
  });
  state.token = login.result as string;
  state.customerCart = (await json(`cart/create?token=${state.token}`, { method: 'POST' })).result as string;
  state.guestCart = (await json('cart/create', { method: 'POST' })).result as string;
  await json(`cart/update?cartId=${state.guestCart}`, {
    method: 'POST',
    body: JSON.stringify({ cartItem: { sku: 'BAT-000001', qty: 1 } }),
  });
});
afterAll(() => {
  reader.close();
  app.close();
  rmSync(dir, { recursive: true, force: true });
});

const order = {
  order_id: 'prop-order',
  products: [{ sku: 'BAT-000001', qty: 1, price: 5.9 }],
  addressInformation: {
    shippingAddress: address,
    billingAddress: address,
    shipping_carrier_code: 'flatrate',
    shipping_method_code: 'flatrate',
    payment_method_code: 'cashondelivery',
  },
};

/** A well-formed body of each write route: the mutations start from it. */
const samples: Record<string, unknown> = {
  'cart.update': { cartItem: { sku: 'BAT-000001', qty: 1 } },
  'cart.delete': { cartItem: { sku: 'BAT-000001', item_id: 1 } },
  'cart.shippingMethods': { address: { country_id: 'FI' } },
  'cart.shippingInformation': {
    addressInformation: {
      shippingAddress: address,
      shippingCarrierCode: 'flatrate',
      shippingMethodCode: 'flatrate',
    },
  },
  'cart.collectTotals': { methods: { paymentMethod: { method: 'cashondelivery' } } },
  'order.place': order,
  'catalog.search': { query: { match: { name: 'paristo' } }, size: 2 },
  'user.login': { username: 'prop@example.fi', password: 'wrong-password' },
  'user.create': {
    customer: { email: 'new@example.fi', firstname: 'U', lastname: 'Usi' },
    password: 'salasana1',
  },
  'user.resetPassword': { email: 'prop@example.fi' },
  'user.createPassword': { email: 'prop@example.fi', newPassword: 'salasana2', resetToken: 'not-a-token' },
  'user.refresh': { refreshToken: 'not-a-token' },
  'user.updateMe': {
    customer: { email: 'prop@example.fi', firstname: 'Pia', lastname: 'O', addresses: [address] },
  },
  'user.changePassword': { currentPassword: 'wrong-password', newPassword: 'salasana2' },
  'addresses.create': {
    customer: { email: 'prop@example.fi', firstname: 'Pia', lastname: 'O', addresses: [address] },
  },
  'review.create': { review: { product_id: 1, title: 'Hyvä', detail: 'Toimii', nickname: 'Pia' } },
  'newsletter.subscribe': { email: 'uutiset@example.fi' },
  'newsletter.unsubscribe': { email: 'uutiset@example.fi' },
  'faq.ask': { name: 'Pia', email: 'pia@example.fi', question: 'Kestääkö?' },
  'mail.send': {
    sourceAddress: 'a@example.fi',
    targetAddress: 'b@example.fi',
    subject: 'Hei',
    emailText: 'Teksti',
  },
  'marketing.subscribeAdvanced': { email: 'm@example.fi', dataFields: {} },
  'marketing.subscribe': { email: 'm@example.fi' },
  'marketing.unsubscribe': { email: 'm@example.fi' },
};

/** Values of every JSON type and awkward size. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    0,
    -1,
    0.001,
    1.5,
    1e308,
    -1e308,
    2 ** 53,
    '',
    ' ',
    '0',
    'null',
    '__proto__',
    "' OR 1=1 --",
    null,
    true,
    [],
    {},
  ),
  fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n)),
  fc.array(fc.constant({ sku: 'BAT-000001', qty: 1 }), { maxLength: 400 }),
);

/** Replaces the value at a random path of `value` (or adds a key) with an odd value. */
function mutate(value: unknown, choices: number[], replacement: unknown, extraKey: string): unknown {
  if (typeof value !== 'object' || value === null || choices.length === 0) return replacement;
  const [choice = 0, ...rest] = choices;
  if (Array.isArray(value)) {
    if (value.length === 0) return [replacement];
    const index = choice % value.length;
    return value.map((item, i) => (i === index ? mutate(item, rest, replacement, extraKey) : item));
  }
  const keys = Object.keys(value);
  if (keys.length === 0 || choice % (keys.length + 1) === keys.length) {
    // An own key, also `__proto__` (as JSON.parse makes it), next to the sample's keys.
    const copy = { ...value };
    Object.defineProperty(copy, extraKey, {
      value: replacement,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return copy;
  }
  const key = keys[choice % keys.length]!;
  return { ...value, [key]: mutate((value as Record<string, unknown>)[key], rest, replacement, extraKey) };
}

const bodyFor = (sample: unknown): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    { arbitrary: fc.constant(JSON.stringify(sample)), weight: 2 },
    fc
      .tuple(
        fc.array(fc.nat(), { maxLength: 5 }),
        oddValue,
        fc.constantFrom('__proto__', 'constructor', 'x', 'qty', 'sku'),
      )
      .map(([choices, replacement, key]) => JSON.stringify(mutate(sample, choices, replacement, key))),
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 200 }),
    fc.integer({ min: 1, max: 5_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc.constant(undefined),
  );

type QueryKind = 'valid' | 'guest' | 'none' | 'garbage' | 'foreign';
const queryFor = (kind: QueryKind, garbage: string): Record<string, string> => {
  switch (kind) {
    case 'valid':
      return { token: state.token, cartId: state.customerCart, coupon: 'KAUPPA10' };
    case 'guest':
      return { cartId: state.guestCart, coupon: garbage };
    case 'none':
      return {};
    case 'foreign':
      return { token: state.token, cartId: state.guestCart };
    default:
      return { token: garbage, cartId: garbage, coupon: garbage };
  }
};

const writeRoutes = (Object.entries(endpoints) as Array<[string, EndpointDefinition]>).filter(
  ([, d]) => d.method !== 'GET',
);

function pathOf(name: string, path: string, pathParam: string | undefined): string {
  if (name === 'catalog.search') return 'catalog/kauppa_battery_fi/product/_search';
  return endpointPath(path, {
    customerId: pathParam ?? String(state.customerId),
    addressId: pathParam ?? String(state.addressId),
  });
}

/** Answers per route by class, printed at the end (the runs are not all refusals). */
const tally = new Map<string, Record<string, number>>();

async function send(method: string, url: string, body: string | undefined, form = false) {
  const before = fingerprint();
  const response = await app.fetch(
    new Request(url, {
      method,
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      ...(body === undefined ? {} : { body }),
    }),
  );
  await response.arrayBuffer();
  const route = `${method} ${new URL(url).pathname.replace(/\/(token|cart|create)\/.*$/, '/$1/…').replace(/\/addresses\/.*$/, '/addresses/…')}`;
  const counts = tally.get(route) ?? {};
  const kind = `${Math.floor(response.status / 100)}xx`;
  counts[kind] = (counts[kind] ?? 0) + 1;
  tally.set(route, counts);
  expect(response.status, `${method} ${url.slice(0, 120)}`).toBeLessThan(500);
  if (response.status >= 400)
    expect(fingerprint(), `${method} ${url.slice(0, 120)} ${response.status} changed data`).toBe(before);
}

describe('every write route under random input (issue 18, fast-check)', () => {
  it('covers every write route of the contract', () => {
    expect(writeRoutes.map(([name]) => name).filter((name) => !(name in samples))).toEqual([
      'cart.create',
      'cart.applyCoupon',
      'cart.deleteCoupon',
      'addresses.remove',
      'marketing.backInStock',
    ]);
  });

  for (const [name, definition] of writeRoutes) {
    it(`${definition.method} ${definition.path}: never a 5xx, no change without a success`, async () => {
      await fc.assert(
        fc.asyncProperty(
          definition.form
            ? fc
                .dictionary(fc.string({ maxLength: 300 }), fc.string({ maxLength: 3000 }))
                .map((form) => new URLSearchParams(form).toString())
            : bodyFor(samples[name] ?? {}),
          fc.constantFrom<QueryKind>('valid', 'guest', 'none', 'garbage', 'foreign'),
          fc.string({ maxLength: 40 }),
          fc.option(fc.oneof(fc.string({ maxLength: 20 }), fc.constant('99999999999999999999')), {
            nil: undefined,
          }),
          async (body, kind, garbage, pathParam) => {
            const url = new URL(
              `http://shop/api/${pathOf(name, definition.path, pathParam === undefined ? undefined : encodeURIComponent(pathParam))}`,
            );
            for (const [key, value] of Object.entries(queryFor(kind, garbage)))
              url.searchParams.set(key, value);
            await send(definition.method, url.toString(), body, definition.form === true);
          },
        ),
        { numRuns: RUNS },
      );
    });
  }

  it('POST the external checkout form: never a 5xx, no change without a success', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(
            'firstname',
            'lastname',
            'email',
            'street',
            'postcode',
            'city',
            'payment',
            '__proto__',
            'x',
          ),
          fc.oneof(
            fc.string({ maxLength: 50 }),
            fc.integer({ min: 300, max: 100_000 }).map((n) => 'k'.repeat(n)),
          ),
        ),
        fc.constantFrom('', 'guest', 'not-a-token'),
        fc.boolean(),
        async (form, userToken, ownCart) => {
          const cart = ownCart ? state.guestCart : 'no-such-cart';
          await send(
            'POST',
            `http://shop/vue/cart/sync/token/${userToken}/cart/${cart}`,
            new URLSearchParams(form).toString(),
            true,
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('still answers after all of it', async () => {
    const health = await app.fetch(new Request('http://shop/health'));
    expect(health.status).toBe(200);
    const me = await json(`user/me?token=${state.token}`);
    expect([200, 401]).toContain(me.code);
    console.table(Object.fromEntries(tally));
    const successes = [...tally.values()].reduce(
      (sum, counts) => sum + (counts['2xx'] ?? 0) + (counts['3xx'] ?? 0),
      0,
    );
    expect(successes).toBeGreaterThan(0);
  });
});
