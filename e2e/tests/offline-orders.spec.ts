import { expect, type Page, test } from '@playwright/test';
import { open } from './fixtures.ts';
import {
  addToCart,
  heldOrders,
  ordersStoreDump,
  placeOrder,
  productLinks,
  serverOrders,
  serviceWorkerControls,
  setFaults,
  setOnline,
  shopReady,
} from './offline-support.ts';
import { trackNetwork } from './shop-support.ts';

/**
 * Offline cart and orders (issue 10; accounts-content §4 offline orders): add to cart and check out
 * offline → the order is held with 'Order waiting!'; back online the order reaches shop-api's
 * SQLite exactly once — also when the page is closed mid-transmission, and with two tabs.
 */
// Plain Playwright `test`: offline, the shop's own background calls (cart totals, stock) reject
// with network errors the console fixture would count; this suite checks orders, not logs.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

const orderWaiting = /Order waiting!|Tilaus odottaa!/;

/**
 * Online: the service worker, the checkout page and a product page are visited (so cached), and
 * the product is put in the cart.
 */
async function prepare(page: Page): Promise<string> {
  await open(page, '/');
  await serviceWorkerControls(page);
  await open(page, '/checkout');
  await open(page, '/c/akut');
  const [product] = await productLinks(page, 1);
  await open(page, product as string);
  await addToCart(page);
  return product as string;
}

/** Offline: check out, and return the held order's client id. */
async function orderOffline(page: Page): Promise<string> {
  await page.goto('/checkout');
  await shopReady(page);
  await placeOrder(page);
  await expect(page).toHaveURL(/\/order-success/);
  await expect(page.getByText(orderWaiting).first()).toBeVisible();
  const held = (await heldOrders(page)).filter((o) => !o.transmitted);
  expect(held).toHaveLength(1);
  return (held[0] as { order_id: string }).order_id;
}

const copies = async (orderId: string) =>
  (await serverOrders()).filter((o) => o.client_order_id === orderId).length;

test.afterEach(async () => {
  await setFaults(null);
});

test('an order placed offline reaches the server once when the connection returns', async ({
  page,
  context,
}) => {
  await prepare(page);
  await setOnline(context, false);
  const orderId = await orderOffline(page);
  expect(await copies(orderId)).toBe(0);

  const reconnected = Date.now();
  await setOnline(context, true);
  await expect.poll(() => copies(orderId), { intervals: [25], timeout: 10_000 }).toBe(1);
  const transmittedMs = Date.now() - reconnected;
  console.log(
    `budget: waiting order transmitted ${transmittedMs} ms after the connection returned (budget 2000 ms; printed, not asserted)`,
  );

  await expect.poll(async () => (await heldOrders(page)).every((o) => o.transmitted)).toBe(true);
  // The plural form follows the number (issue 14: not "1 waiting orders were sent.").
  await expect(page.getByTestId('offline-orders-sent')).toHaveText('1 waiting order was sent.');
  await page.reload();
  await shopReady(page);
  expect(await copies(orderId)).toBe(1);
});

test('a page closed mid-transmission and reopened still sends the order exactly once', async ({
  page,
  context,
}) => {
  await prepare(page);
  await setOnline(context, false);
  const orderId = await orderOffline(page);

  // The server takes its time with the order: the tab is closed while the request is in flight.
  await setFaults({ latencyMs: { 'POST order': 1500 } });
  const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/order(\?|$)/.test(r.url()));
  await setOnline(context, true);
  await sent;
  await page.close();
  await setFaults(null);

  const again = await context.newPage();
  await open(again, '/');
  await shopReady(again);
  const dialog = again.getByTestId('offline-orders-dialog');
  // Still untransmitted locally (the answer never reached the closed tab): the offline-order flow
  // asks, the shopper confirms, the resend carries the same Idempotency-Key.
  await dialog.waitFor({ timeout: 10_000 });
  await expect(dialog.getByTestId('offline-order')).toHaveCount(1);
  await dialog.getByRole('button', { name: /Send now|Lähetä/ }).click();
  // The closed tab's sender lease (30 s) keeps others from sending until it expires: then the
  // reopened tab sends, with the same Idempotency-Key.
  await expect
    .poll(async () => (await heldOrders(again)).every((o) => o.transmitted), { timeout: 60_000 })
    .toBe(true);
  await expect.poll(() => copies(orderId), { timeout: 10_000 }).toBe(1);
  await again.waitForTimeout(1000);
  expect(await copies(orderId)).toBe(1);
});

test('adds to cart offline (volatile stock); the line stays after a reload, without unhandled rejections', async ({
  page,
  context,
}) => {
  // The product page hands its own product to the cart (useAddToCart): no catalogue lookup offline;
  // the stock check cannot be answered, so the line is added as volatile (commerce-core §4, §8).
  // The cart's totals call fails offline: logged by the cart, never an unhandled rejection.
  const product = await prepare(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await setOnline(context, false);
  await page.goto(product);
  await addToCart(page);
  await expect(page.getByTestId('minicart-count')).toHaveText('2');
  await page.reload();
  await shopReady(page);
  await expect(page.getByTestId('minicart-count')).toHaveText('2');
  expect(pageErrors.filter((text) => /Network error/.test(text))).toEqual([]);
});

test('two tabs: one order and one cart', async ({ page, context }) => {
  await prepare(page);
  const other = await context.newPage();
  const network = trackNetwork(other);
  await open(other, '/');
  await shopReady(other);
  // Both tabs see the one cart before the connection drops (no sync cut off half-way).
  await network.settled();
  await expect(other.getByTestId('minicart-count')).toHaveText('1');
  await expect(page.getByTestId('minicart-count')).toHaveText('1');

  // What both tabs logged about orders: printed when the order does not arrive (a CI failure of
  // this test had nothing else to go on).
  const log: string[] = [];
  for (const [name, tab] of [
    ['ordering tab', page],
    ['other tab', other],
  ] as const)
    tab.on('console', (m) => {
      if (/order|lease|sync/i.test(m.text())) log.push(`${name} ${m.type()}: ${m.text()}`);
    });
  await setOnline(context, false);
  const orderId = await orderOffline(page);
  await setOnline(context, true);

  await expect
    .poll(() => copies(orderId), { timeout: 10_000 })
    .toBe(1)
    .catch(async (error: Error) => {
      const state = `ordering tab at ${page.url()}: ${await ordersStoreDump(page)}`;
      throw new Error(`${error.message}\n${state}\n${log.join('\n')}`);
    });
  // The other tab does not ask about the order the first one sent (accounts-content §4): there is
  // nothing left to send.
  await expect(
    other.getByTestId('offline-orders-dialog').getByRole('button', { name: /Send now|Lähetä/ }),
  ).toHaveCount(0);
  await other.waitForTimeout(1500);
  expect(await copies(orderId)).toBe(1);
  // One cart: both tabs show the same mini cart (emptied and recreated after the order).
  await expect(other.getByTestId('minicart-count')).toHaveText(
    (await page.getByTestId('minicart-count').textContent()) ?? '',
  );
});

test('the sync status panel lists an order held offline with why it waits; Discard drops it (issue 10 sync status)', async ({
  page,
  context,
}) => {
  await prepare(page);
  await setOnline(context, false);
  const orderId = await orderOffline(page);

  const toggle = page.getByTestId('sync-status-toggle');
  await toggle.click();
  // The held order (cart changes queued offline may be listed beside it).
  const item = page.getByTestId('sync-status').locator('[data-testid="sync-status-item"][data-kind="order"]');
  await expect(item).toHaveCount(1);
  // Offline the order cannot be sent from the panel; it can be dropped.
  const buttons = item.getByRole('button');
  await expect(buttons).toHaveCount(2);
  await expect(buttons.first()).toBeDisabled();
  await buttons.last().click();
  await expect(item).toHaveCount(0);
  expect((await heldOrders(page)).filter((o) => o.order_id === orderId)).toEqual([]);
});
