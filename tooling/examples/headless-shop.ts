/**
 * The whole shop in plain Node (issue 16, done when): the reference shop API is started
 * in-process on a free loopback port with a temporary data folder, and `@kauppa/shop` runs on it
 * — browse a category, add a configurable product, log in (the guest cart merges into the
 * customer's), check out, place an order offline and send it on reconnect. Only `@kauppa/*`
 * public exports are used. Each step is printed; any failure exits non-zero.
 *
 *   pnpm --filter @kauppa/examples headless-shop
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKyHttp } from '@kauppa/api-client';
import { configureProduct } from '@kauppa/catalog-pricing';
import {
  type Checkout,
  type OfflineOrderConfirmation,
  offlineOrderConfirmationEvent,
} from '@kauppa/checkout';
import type { Category, Product } from '@kauppa/contract';
import {
  createFakeConnectivity,
  createMemoryCollections,
  createMemoryLogger,
  createSystemClock,
} from '@kauppa/ports';
import {
  buildCategoryListingQuery,
  buildCategoryQuery,
  buildProductQuery,
  readCategoryListing,
} from '@kauppa/search-query';
import { createShop } from '@kauppa/shop';
import { startShopApi } from '@kauppa/shop-api';

const step = (text: string) => console.log(`✓ ${text}`);
function check(condition: unknown, failure: string): asserts condition {
  if (!condition) throw new Error(failure);
}

const dataDir = mkdtempSync(join(tmpdir(), 'kauppa-headless-'));
const server = await startShopApi({ port: 0, dataDir });
// A network the script can cut: a cut connection is refused, as a browser's offline fetch is.
const network = { up: true };
const fetchOverNetwork = async (input: Request | URL | string, init?: RequestInit) => {
  if (!network.up) throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
  return fetch(input, init);
};
const connectivity = createFakeConnectivity(true);
const logger = createMemoryLogger();
const shop = createShop({
  ports: {
    http: createKyHttp({ baseUrl: `${server.url}/api`, retries: 0, fetch: fetchOverNetwork }),
    collections: createMemoryCollections(),
    clock: createSystemClock(),
    connectivity,
    logger,
  },
  brandStoreCode: 'battery',
});

async function waitFor<T>(what: string, read: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const shopper = {
  firstName: 'Aino',
  lastName: 'Virtanen',
  country: 'FI',
  streetAddress: 'Mannerheimintie 1',
  apartmentNumber: 'A 3',
  city: 'Helsinki',
  zipCode: '00100',
  phoneNumber: '+358401234567',
};

/** Personal Details → Shipping → Payment → Review & Payments, then "Place the order". */
async function checkOut(checkout: Checkout, email: string) {
  const { actor } = checkout;
  actor.send({ type: 'checkout.reset' });
  actor.send({
    type: 'personalDetails.update',
    details: { firstName: 'Aino', lastName: 'Virtanen', emailAddress: email, createAccount: false },
  });
  actor.send({ type: 'personalDetails.submit' });
  await waitFor('the shipping step', () => actor.getSnapshot().matches('shipping'));
  actor.send({
    type: 'shippingDetails.update',
    details: { ...shopper, shippingCarrier: 'flatrate', shippingMethod: 'flatrate' },
  });
  actor.send({ type: 'shipping.submit' });
  await waitFor('the payment step', () => actor.getSnapshot().matches('payment'));
  actor.send({ type: 'paymentDetails.update', details: { ...shopper, paymentMethod: 'cashondelivery' } });
  actor.send({ type: 'payment.submit' });
  actor.send({ type: 'terms.update', accepted: true });
  check(actor.getSnapshot().matches('reviewAndPayments'), 'Review & Payments was not reached');
  actor.send({ type: 'order.place' });
  await waitFor('the thank-you page', () => actor.getSnapshot().matches('thankYou'));
  return actor.getSnapshot().context;
}

try {
  await shop.start();
  await shop.settled();
  step(`shop started against ${server.url}; guest cart ${String(shop.cart.getState().cartServerToken)}`);

  // Browse: the top categories, then a category listing.
  const topCategories = buildCategoryQuery({ level: 2 });
  check(topCategories, 'no category query');
  const categories = await shop.search.search<Category>({ entityType: 'category', query: topCategories });
  check(categories.items.length > 0, 'no categories');
  let found: { category: Category; product: Product } | undefined;
  for (const category of categories.items) {
    const listing = await shop.search.search<Product>({
      entityType: 'product',
      query: buildCategoryListingQuery({
        listing: readCategoryListing({ query: {} }),
        categoryIds: [Number(category.id)],
      }),
    });
    const configurable = listing.items.find(
      (p) => p.type_id === 'configurable' && (p.configurable_children?.length ?? 0) > 0,
    );
    if (configurable) {
      step(`browsed "${category.name}": ${listing.total} products, e.g. ${listing.items[0]?.name}`);
      found = { category, product: configurable };
      break;
    }
  }
  check(found, 'no category with a configurable product');

  // A configurable product: its first child in stock, chosen by its options.
  const parent = found.product;
  const child = parent.configurable_children?.find((c) => c.stock?.is_in_stock !== false);
  check(child, `no child of ${parent.sku} in stock`);
  const selection = Object.fromEntries(
    (parent.configurable_options ?? []).map((o) => [
      o.attribute_code,
      String((child as Record<string, unknown>)[o.attribute_code]),
    ]),
  );
  const configured = configureProduct({ product: parent, selection }).product;
  await shop.addToCart({ sku: configured.sku, qty: 1, product: configured as never });
  await shop.settled();
  const guestLines = shop.cart.getState().cartItems;
  check(
    guestLines.some((l) => l.sku === child.sku),
    `${child.sku} is not in the cart`,
  );
  step(`added ${parent.name} (${JSON.stringify(selection)}) as ${child.sku} to the guest cart`);

  // Log in: the guest cart merges into the customer's.
  const email = `headless-${Date.now()}@example.fi`;
  const created = await shop.api.user.create({
    customer: { email, firstname: 'Aino', lastname: 'Virtanen' },
    password: 'Salasana1!',
  });
  check(Number(created.code) === 200, `registration failed: ${JSON.stringify(created.result)}`);
  const login = await shop.login({ username: email, password: 'Salasana1!' });
  check(login.ok, `login failed: ${login.message?.id}`);
  await shop.settled();
  const token = shop.account.tokens.getToken();
  const cartId = shop.cart.getState().cartServerToken;
  check(token && cartId, 'no customer cart after login');
  const serverCart = await shop.api.cart.pull({ cartId, token });
  check(
    serverCart.result.some((l) => l.sku === child.sku),
    "the guest line is not in the customer's server cart",
  );
  step(`logged in as ${email}; the customer cart ${String(cartId)} holds ${child.sku}`);

  // Check out online.
  const checkout = await shop.loadCheckout();
  const placed = await checkOut(checkout, email);
  const first = placed.order?.order_id;
  check(first, 'no order id');
  const sent = await checkout.outbox.get(first);
  check(sent?.transmitted, `the order ${first} was not transmitted`);
  step(`checked out: order ${first} placed`);

  // Offline: the connection drops; an order placed now is held locally.
  const simple = await shop.search.search<Product>({
    entityType: 'product',
    query: buildProductQuery({ filters: { type_id: 'simple' }, size: 20 }),
  });
  const battery = simple.items.find((p) => (p.stock?.qty ?? 0) > 5 && p.stock?.is_in_stock);
  check(battery, 'no simple product in stock');
  network.up = false;
  connectivity.setOnline(false);
  await shop.addToCart({ sku: battery.sku, qty: 1, product: battery as never });
  const offline = await checkOut(checkout, email);
  const held = offline.order?.order_id;
  check(held, 'no offline order id');
  const waiting = await checkout.outbox.untransmitted();
  check(
    waiting.some((o) => o.order_id === held),
    'the order placed offline is not held',
  );
  step(`offline: order ${held} held locally (${waiting.length} waiting)`);

  // Reconnect: the queue and cart sync, then the shopper confirms the waiting order.
  const confirmationAsked = new Promise<OfflineOrderConfirmation['orders']>((resolve) => {
    const off = shop.bus.on(offlineOrderConfirmationEvent, (payload) => {
      off();
      resolve((payload as OfflineOrderConfirmation).orders);
    });
  });
  network.up = true;
  connectivity.setOnline(true);
  await shop.settled();
  const asked = await confirmationAsked;
  step(
    `back online: the queue ran, the cart reloaded; the shopper is asked to confirm ${asked.map((o) => o.order_id).join(', ')}`,
  );
  await checkout.offlineOrders.confirm();
  const transmitted = await waitFor('the held order to be sent', async () => {
    const record = await checkout.outbox.get(held);
    return record?.transmitted ? record : undefined;
  });
  step(`back online: order ${transmitted.order_id} sent`);
  await shop.settled();
  console.log('headless shop: every step passed');
} catch (error) {
  console.error('✗ headless shop failed:', error);
  for (const entry of logger.entries.filter((e) => e.level !== 'info')) console.error('  log:', entry);
  process.exitCode = 1;
} finally {
  shop.stop();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
