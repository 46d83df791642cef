/**
 * The cart against the reference shop API (`apps/shop-api`) on loopback, through the real ky
 * transport of `@kauppa/api-client`, the typed API of `@kauppa/contract` and the task queue of
 * `@kauppa/task-queue` (commerce-core §4 cart sync, §7 calls, §8 messages; issue 6).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKyHttp } from '@kauppa/api-client';
import { defaultShopConfig } from '@kauppa/config';
import type { CartRef, ServerCartItem } from '@kauppa/contract';
import { createShopApi } from '@kauppa/contract';
import type { SimulatedClock } from '@kauppa/ports';
import {
  createMemoryCollections,
  createMemoryLogger,
  createRecordingNotifier,
  createSequentialIds,
  createSimulatedClock,
} from '@kauppa/ports';
import type { RunningShopApi } from '@kauppa/shop-api';
import { startShopApi } from '@kauppa/shop-api';
import { createTaskQueue } from '@kauppa/task-queue';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CartItem, CartProduct } from '../src/index.ts';
import { createCart } from '../src/index.ts';

let server: RunningShopApi;
let dataDir: string;
let clock: SimulatedClock;
const carts: Cart[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kauppa-cart-sync-'));
  clock = createSimulatedClock({ now: Date.UTC(2026, 0, 10) });
  server = await startShopApi({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    reset: true,
    clock,
    batteryProducts: 20,
    scryptCost: 1024,
  });
}, 60_000);

afterEach(() => {
  server.app.faults.tokenExpiry = false;
  for (const cart of carts.splice(0)) cart.stop();
});

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The battery shop's simple products (prices incl. tax, no special price at the test date). */
const products: Record<string, CartProduct> = {};

async function product(sku: string): Promise<CartProduct> {
  if (Object.keys(products).length === 0) {
    const api = createShopApi({ http: createKyHttp({ baseUrl: `${server.url}/api` }) });
    const answer = await api.catalog.search<CartProduct>({
      index: 'kauppa_battery_fi',
      entityType: 'product',
      size: 50,
    });
    for (const hit of answer.result.hits.hits) products[hit._source.sku] = hit._source;
  }
  const found = products[sku];
  if (!found) throw new Error(`No product ${sku} in the battery shop`);
  return found;
}

/** One browser: ky transport, typed API, task queue, and a cart over them. */
function shopper() {
  const http = createKyHttp({ baseUrl: `${server.url}/api` });
  const api = createShopApi({ http });
  const session: { token: string | null } = { token: null };
  const notifier = createRecordingNotifier();
  const logger = createMemoryLogger();
  let cartRef: Cart | undefined;
  const queue = createTaskQueue({
    http,
    storage: createMemoryCollections(),
    tokens: {
      getToken: () => session.token,
      getRefreshToken: () => null,
      setTokens: ({ token }) => {
        session.token = token;
      },
    },
    getCartId: () => cartRef?.getState().cartServerToken ?? null,
    clock,
    ids: createSequentialIds(),
  });
  const cart = createCart({
    api,
    collections: createMemoryCollections(),
    clock,
    notifier,
    logger,
    ids: createSequentialIds(),
    config: defaultShopConfig,
    queue,
  });
  cartRef = cart;
  carts.push(cart);
  return {
    api,
    cart,
    notifier,
    logger,
    session,
    async login(email: string, password: string) {
      const answer = await api.user.login({ username: email, password });
      expect(answer.code).toBe(200);
      session.token = answer.result;
      queue.userLoggedIn();
      return answer.result;
    },
  };
}

/** A guest browser whose cart is connected and holds `qty` × `sku`, synced. */
async function guestWith(sku: string, qty = 1) {
  const browser = shopper();
  await browser.cart.connect();
  await browser.cart.addItem(await product(sku), { qty });
  await browser.cart.whenIdle();
  return browser;
}

let customers = 0;
async function registerCustomer() {
  const email = `cart${++customers}@example.fi`;
  const password = 'cart-secret-1';
  const api = createShopApi({ http: createKyHttp({ baseUrl: `${server.url}/api` }) });
  const created = await api.user.create({
    customer: { email, firstname: 'Anna', lastname: 'Virtanen' },
    password,
  });
  expect(created.code).toBe(200);
  return { email, password };
}

const lines = (items: ReadonlyArray<Pick<CartItem | ServerCartItem, 'sku' | 'qty'>>) =>
  items.map((item) => [item.sku, item.qty] as const).sort(([a], [b]) => a.localeCompare(b));

async function serverLines(api: ReturnType<typeof shopper>['api'], ref: CartRef) {
  const answer = await api.cart.pull(ref);
  expect(answer.code).toBe(200);
  return lines(answer.result);
}

describe('integration: cart sync against apps/shop-api (commerce-core §4 cart sync)', () => {
  it('guest add → sync → login: the guest cart merges into the customer cart and equals the server cart', async () => {
    const anna = await registerCustomer();
    // Anna's cart from another device: BAT-000014 × 2, BAT-000015 × 1.
    const laptop = shopper();
    const annaToken = await laptop.login(anna.email, anna.password);
    await laptop.cart.connect({ userToken: annaToken });
    await laptop.cart.addItem(await product('BAT-000014'), { qty: 2 });
    await laptop.cart.addItem(await product('BAT-000015'));
    await laptop.cart.whenIdle();
    const customerCartId = laptop.cart.getState().cartServerToken;
    expect(customerCartId).toBeDefined();

    // On the phone, as a guest: BAT-000015 × 3 and BAT-000019 × 1, synced to a guest cart.
    const phone = shopper();
    await phone.cart.connect();
    await phone.cart.addItem(await product('BAT-000015'), { qty: 3 });
    await phone.cart.addItem(await product('BAT-000019'));
    await phone.cart.whenIdle();
    const guestCartId = phone.cart.getState().cartServerToken;
    expect(guestCartId).toBeDefined();
    expect(guestCartId).not.toEqual(customerCartId);
    expect(await serverLines(phone.api, { cartId: guestCartId as string })).toEqual([
      ['BAT-000015', 3],
      ['BAT-000019', 1],
    ]);

    // Login on the phone: the customer's cart is pulled and merged (not forced, default config).
    const token = await phone.login(anna.email, anna.password);
    await phone.cart.connect({ userToken: token });
    await phone.cart.whenIdle();

    const state = phone.cart.getState();
    expect(state.cartServerToken).toEqual(customerCartId);
    const server = await serverLines(phone.api, { cartId: customerCartId as string, token });
    expect(lines(state.cartItems)).toEqual(server);
    // Customer-only lines are added locally, guest lines pushed; a quantity is set, never summed.
    expect(server).toEqual([
      ['BAT-000014', 2],
      ['BAT-000015', 3],
      ['BAT-000019', 1],
    ]);
    expect(phone.cart.isSyncRequired()).toBe(false);
  });

  it('401 mid-sync: the expired token makes the cart bypass to a guest cart holding the client items', async () => {
    const customer = await registerCustomer();
    const browser = shopper();
    const token = await browser.login(customer.email, customer.password);
    await browser.cart.connect({ userToken: token });
    await browser.cart.addItem(await product('BAT-000014'));
    await browser.cart.whenIdle();
    const customerCartId = browser.cart.getState().cartServerToken;

    // The server's fault switch: every access token now answers 401.
    server.app.faults.tokenExpiry = true;
    await browser.cart.addItem(await product('BAT-000015'), { qty: 2 });
    await browser.cart.whenIdle();

    const state = browser.cart.getState();
    expect(browser.cart.status()).toBe('connected');
    expect(state.connectBypassCount).toBe(1);
    expect(state.lastCartBypassTs).toBe(clock.now());
    expect(state.cartServerToken).toBeDefined();
    expect(state.cartServerToken).not.toEqual(customerCartId);
    // The guest cart (no token) holds exactly the client's items.
    const guest = await serverLines(browser.api, { cartId: state.cartServerToken as string });
    expect(guest).toEqual([
      ['BAT-000014', 1],
      ['BAT-000015', 2],
    ]);
    expect(lines(state.cartItems)).toEqual(guest);

    // The customer cart kept what it had before the token expired.
    server.app.faults.tokenExpiry = false;
    expect(await serverLines(browser.api, { cartId: customerCartId as string, token })).toEqual([
      ['BAT-000014', 1],
    ]);
  });

  it('after a bypass the next connect with the customer token returns to the customer cart, before the 24-minute threshold, and it receives the items (issue 28.4)', async () => {
    const customer = await registerCustomer();
    const browser = shopper();
    const token = await browser.login(customer.email, customer.password);
    server.app.faults.tokenExpiry = true;
    await browser.cart.connect({ userToken: token });
    await browser.cart.addItem(await product('BAT-000019'));
    await browser.cart.whenIdle();
    expect(browser.cart.getState().connectBypassCount).toBe(1);

    server.app.faults.tokenExpiry = false;
    clock.increment(defaultShopConfig.cart.bypassThresholdMs - 1);
    await browser.cart.connect({ userToken: token });
    await browser.cart.whenIdle();

    const state = browser.cart.getState();
    const customerCart = await browser.api.cart.create({ token });
    expect(state.cartServerToken).toEqual(customerCart.result);
    expect(await serverLines(browser.api, { cartId: customerCart.result, token })).toEqual([
      ['BAT-000019', 1],
    ]);
  });
});

describe('integration: add to cart against apps/shop-api (commerce-core §4 stock, §7)', () => {
  it('checks the stock through the task queue: an out-of-stock product is refused', async () => {
    const browser = shopper();
    await browser.cart.connect();
    const result = await browser.cart.addItem(await product('BAT-000016'));
    expect(result.added).toEqual([]);
    expect(browser.notifier.ids()).toEqual(['The product is out of stock and cannot be added to the cart!']);
    expect(browser.cart.getState().cartItems).toEqual([]);
  });

  it('refuses more than the server has: "Only {maxQuantity} products of this type are available"', async () => {
    const browser = shopper();
    await browser.cart.connect();
    await browser.cart.addItem(await product('BAT-000019'), { qty: 31 });
    expect(browser.notifier.notifications.map((n) => n.message)).toEqual([
      { id: 'Only {maxQuantity} products of this type are available', params: { maxQuantity: 30 } },
    ]);
  });

  it('prefetches the stock of 20 list products through the queue in chunks of 15', async () => {
    const browser = shopper();
    const skus = Array.from({ length: 20 }, (_, i) => `BAT-${String(i + 1).padStart(6, '0')}`);
    const stock = await browser.cart.prefetchStock(skus);
    expect([...stock.keys()].sort()).toEqual(skus);
    expect(stock.get('BAT-000016')).toMatchObject({ is_in_stock: false, qty: 0 });
  });
});

describe('integration: coupons and totals against apps/shop-api (commerce-core §4 totals, §8 coupon)', () => {
  it('an unknown coupon: "You\'ve entered an incorrect coupon code"', async () => {
    const browser = await guestWith('BAT-000014');
    expect(await browser.cart.applyCoupon('NO-SUCH-CODE')).toMatchObject({
      status: 'refused',
      reason: 'incorrect',
    });
    expect(browser.notifier.ids().at(-1)).toBe("You've entered an incorrect coupon code");
  });

  it('a coupon outside its dates: "The coupon code isn\'t valid"', async () => {
    const browser = await guestWith('BAT-000014');
    // SYKSY2025 runs 2025-09-01..2025-11-30; the shop's clock says 2026.
    expect(await browser.cart.applyCoupon('SYKSY2025')).toMatchObject({
      status: 'refused',
      reason: 'not-valid',
    });
    expect(browser.notifier.ids().at(-1)).toBe("The coupon code isn't valid");
  });

  it('a coupon below its minimum subtotal: "The coupon code isn\'t valid"', async () => {
    const browser = await guestWith('BAT-000020');
    // VIISI needs a subtotal of 20; one BAT-000020 costs less.
    expect(await browser.cart.applyCoupon('VIISI')).toMatchObject({ status: 'refused', reason: 'not-valid' });
    expect(browser.notifier.ids().at(-1)).toBe("The coupon code isn't valid");
  });

  it('a valid coupon applies, adds its discount segment to the totals, and is removed again', async () => {
    const browser = await guestWith('BAT-000014');
    const before = browser.cart.getState().platformTotals?.grand_total;

    expect(await browser.cart.applyCoupon('KAUPPA10')).toEqual({ status: 'applied' });
    const discount = browser.cart.getState().platformTotalSegments?.find((s) => s.code === 'discount');
    expect(discount).toMatchObject({ title: 'Discount (KAUPPA10)', value: -4.69 });
    expect(browser.cart.getState().platformTotals?.grand_total).toBeCloseTo((before ?? 0) - 4.69, 2);

    expect(await browser.cart.removeCoupon()).toEqual({ status: 'removed' });
    expect(browser.cart.getState().platformTotalSegments?.some((s) => s.code === 'discount')).toBe(false);
    expect(browser.cart.getState().platformTotals?.grand_total).toBe(before);
  });

  it('after a sync the totals and their segments are the server cart totals', async () => {
    const browser = await guestWith('BAT-000014', 2);
    await browser.cart.addItem(await product('BAT-000015'));
    await browser.cart.whenIdle();

    const state = browser.cart.getState();
    const server = await browser.api.cart.totals({ cartId: state.cartServerToken as string });
    expect(server.code).toBe(200);
    expect(state.platformTotals?.grand_total).toBeCloseTo(2 * 46.9 + 28.9, 2);
    expect(state.platformTotalSegments).toEqual(server.result.total_segments);
    expect(state.platformTotalSegments?.map((s) => s.code)).toEqual(
      expect.arrayContaining(['subtotal_incl_tax', 'tax', 'grand_total']),
    );
    expect(state.cartServerLastTotalsSyncDate).toBe(clock.now());
    expect(browser.cart.isTotalsSyncRequired()).toBe(false);
  });
});
