import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { open } from './fixtures.ts';
import {
  addToCart,
  heldOrders,
  placeOrder,
  productLinks,
  serverOrders,
  serviceWorkerControls,
  setOnline,
  shopReady,
} from './offline-support.ts';

/**
 * Issue 20.2, "first-visit bytes": the shop runtime (Dexie, ky, the cart, the order outbox…) is not
 * precached, and held orders are sent by a second, small worker registered when the shop starts.
 * A shopper who used the cart once online still has it offline; one who never did gets a notice;
 * an order held offline is sent by the order sender after the tab is hidden, exactly once.
 */
// Plain Playwright `test`: offline, the shop's background calls reject with network errors.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

const senderScope = '/__kauppa/order-sender/';

/** The files of the caches whose name starts with `prefix`, as paths. */
async function cached(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate(async (start) => {
    const out: string[] = [];
    for (const name of await caches.keys())
      if (name.startsWith(start))
        for (const request of await (await caches.open(name)).keys()) out.push(new URL(request.url).pathname);
    return out;
  }, prefix);
}

/** The state of the order sender's worker, or null when it is not registered. */
const senderState = (page: Page) =>
  page.evaluate(async (scope) => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    const sender = registrations.find((r) => new URL(r.scope).pathname === scope);
    return sender ? (sender.active?.state ?? 'installing') : null;
  }, senderScope);

test('issue 20.2: the shop runtime is not precached; a cart used on a first visit, before the worker controlled the page, works offline', async ({
  page,
  context,
}) => {
  await open(page, '/c/akut');
  const [product] = await productLinks(page, 1);
  // A fresh context: the product page is the first page, the cart is used at once.
  const fresh = await context.browser()?.newContext({ serviceWorkers: 'allow' });
  if (!fresh) throw new Error('no browser');
  const first = await fresh.newPage();
  await open(first, product as string);
  await addToCart(first);
  await serviceWorkerControls(first);
  const precache = await cached(first, 'workbox-precache');
  expect(precache.some((path) => /\/assets\/product-/.test(path))).toBe(true);
  expect(
    precache.some((path) => /\/assets\/composition-/.test(path)),
    'the shop runtime is precached',
  ).toBe(false);
  // The chunks the page loaded for the cart are kept from the HTTP cache.
  await expect
    .poll(async () =>
      (await cached(first, 'kauppa-assets')).some((path) => /\/assets\/composition-/.test(path)),
    )
    .toBe(true);

  await fresh.setOffline(true);
  await first.reload();
  await shopReady(first);
  await expect(first.getByTestId('minicart-count')).toHaveText('1');
  await expect(first.getByTestId('shop-unavailable-offline')).toHaveCount(0);
  await fresh.close();
});

/** Offline on a product page kept by the worker, with the shop's code never loaded (nor fetched ahead). */
async function offlineWithoutShopCode(page: Page, context: BrowserContext): Promise<void> {
  // Save-Data: the worker fetches nothing ahead when idle, so the shop's code is not kept.
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} },
    });
  });
  await open(page, '/c/akut');
  const [product] = await productLinks(page, 1);
  await open(page, product as string);
  await serviceWorkerControls(page);
  // Opened again under the worker, the page is kept for offline use.
  await open(page, product as string);
  // The page was served offline from the worker's caches; the shop's code never loaded.
  await setOnline(context, false);
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

test('issue 20.2: offline, a shopper who never used the cart (nor had its code fetched ahead) gets a notice on add to cart, not a wait', async ({
  page,
  context,
}) => {
  await offlineWithoutShopCode(page, context);
  await page.locator('button.purchase__add').click();
  await expect(page.getByTestId('shop-unavailable-offline')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('shop-unavailable-offline')).toContainText('used once online');
  await expect(page.getByTestId('minicart-count')).not.toHaveText('1');
  await setOnline(context, true);
});

test('defect: offline without the shop code, "Add to favorite" and "Add to compare" left an unhandled promise rejection; they show the notice and reject nothing (issue 20.2)', async ({
  page,
  context,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await offlineWithoutShopCode(page, context);
  await page.getByTestId('wishlist-toggle-product').click();
  await expect(page.getByTestId('shop-unavailable-offline')).toBeVisible({ timeout: 10_000 });
  await page.getByTestId('compare-toggle-product').click();
  await page.waitForTimeout(500);
  expect(pageErrors).toEqual([]);
  await setOnline(context, true);
});

test('defect: offline on a first visit, opening the side menu (its code never loaded) replaced the whole page with "Internal Server Error 500"; the page stays and says it is offline (issue 20.2)', async ({
  page,
  context,
}) => {
  await open(page, '/c/akut');
  await serviceWorkerControls(page);
  await setOnline(context, false);
  await page.getByTestId('shop-bar').getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByTestId('panel-unavailable-offline')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('panel-unavailable-offline')).toHaveText(
    'You are offline. Some features are not available.',
  );
  await expect(page.locator('h1').first()).not.toContainText('Internal Server Error');
  await expect(page.locator('main .product-card').first()).toBeVisible();
  await setOnline(context, true);
});

test('issue 20.2: the order sender, registered when the shop starts, sends an order held offline after the tab is hidden, exactly once; pages stay with the main worker', async ({
  page,
  context,
}) => {
  await open(page, '/');
  await serviceWorkerControls(page);
  expect(await senderState(page), 'the order sender before the shop starts').toBeNull();
  await open(page, '/checkout');
  await shopReady(page);
  await expect.poll(() => senderState(page), { timeout: 15_000 }).toBe('activated');
  // It controls no page: the page's controller and `ready` stay the main worker.
  expect(
    await page.evaluate(async () => ({
      controller: navigator.serviceWorker.controller?.scriptURL ?? '',
      ready: (await navigator.serviceWorker.ready).active?.scriptURL ?? '',
    })),
  ).toEqual({
    controller: expect.stringMatching(/\/service-worker\.js$/),
    ready: expect.stringMatching(/\/service-worker\.js$/),
  });
  await open(page, '/c/akut');
  const [product] = await productLinks(page, 1);
  await open(page, product as string);
  await addToCart(page);

  await setOnline(context, false);
  await page.goto('/checkout');
  await shopReady(page);
  await placeOrder(page);
  await expect(page).toHaveURL(/\/order-success/);
  const held = (await heldOrders(page)).filter((o) => !o.transmitted);
  expect(held).toHaveLength(1);
  const orderId = (held[0] as { order_id: string }).order_id;

  // The tab is hidden (the shopper switches away): the page asks the order sender for a sync,
  // which waits for the connection.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect
    .poll(() =>
      page.evaluate(async (scope) => {
        const sender = (await navigator.serviceWorker.getRegistrations()).find(
          (r) => new URL(r.scope).pathname === scope,
        );
        return (
          (await (
            sender as ServiceWorkerRegistration & { sync?: { getTags(): Promise<string[]> } }
          )?.sync?.getTags()) ?? []
        );
      }, senderScope),
    )
    .toContain('kauppa-orders');
  const copies = async () => (await serverOrders()).filter((o) => o.client_order_id === orderId).length;
  expect(await copies()).toBe(0);
  // The tab is closed; the connection returns: only the order sender is left to send the order.
  await page.close();
  await setOnline(context, true);
  await expect.poll(copies, { timeout: 20_000 }).toBe(1);

  const again = await context.newPage();
  await open(again, '/');
  await shopReady(again);
  await expect.poll(async () => (await heldOrders(again)).every((o) => o.transmitted)).toBe(true);
  await again.waitForTimeout(1500);
  expect(await copies()).toBe(1);
});
