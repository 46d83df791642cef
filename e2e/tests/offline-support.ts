import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, hydrated } from './fixtures.ts';
import { admin, trackNetwork } from './shop-support.ts';

/** Console lines an offline page writes on purpose (failed fetches, the 404 of an uncached page). */
export const offlineConsole = [
  /ERR_INTERNET_DISCONNECTED/,
  /Failed to fetch/,
  /Failed to load resource/,
  /NetworkError/,
  /query returned empty result/,
  /404/,
  /net::ERR_/,
  /Unexpected Server Error|ErrorResponse/,
  /Network error on|Request failed due to a network error|request failed/i,
];

/** Waits until the service worker is active and controls the page (first visit: `clients.claim`). */
export async function serviceWorkerControls(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout });
}

/** Waits until the shop actors are created (cart, queue, checkout ready to use). */
export async function shopReady(page: Page): Promise<void> {
  await hydrated(page);
  await page.locator('html[data-shop-ready="true"]').waitFor({ state: 'attached', timeout: 15_000 });
}

/** Goes offline or online the way the browser sees it (`navigator.onLine` and its events). */
export async function setOnline(context: BrowserContext, online: boolean): Promise<void> {
  await context.setOffline(!online);
}

/** The orders shop-api's SQLite holds, from its admin endpoint. */
export async function serverOrders(): Promise<Array<{ client_order_id: string; id: number }>> {
  return (await admin('GET', 'orders')) as Array<{ client_order_id: string; id: number }>;
}

/** The held orders of the page's shop database (`orders` store of IndexedDB). */
/** Every value of every shop database's `orders` store (held orders and the sender lease), as JSON. */
export async function ordersStoreDump(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .filter((n) => n.startsWith('kauppa-'));
    const out: Record<string, unknown[]> = {};
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      if (db.objectStoreNames.contains('orders'))
        out[name] = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction('orders').objectStore('orders').getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      db.close();
    }
    return JSON.stringify(out, (key, value) => (key === 'order' ? '…' : value));
  });
}

export async function heldOrders(page: Page): Promise<Array<{ order_id: string; transmitted: boolean }>> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .filter((n) => n.startsWith('kauppa-'));
    const out: Array<{ order_id: string; transmitted: boolean }> = [];
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      if (db.objectStoreNames.contains('orders')) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction('orders').objectStore('orders').getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        for (const v of values) if (v && typeof v === 'object' && 'order_id' in v) out.push(v as never);
      }
      db.close();
    }
    return out;
  });
}

/** Sets shop-api's fault switches (latency per route key, …); `null` clears them. */
export async function setFaults(faults: Record<string, unknown> | null): Promise<void> {
  await admin(faults ? 'PUT' : 'DELETE', 'faults', faults ?? undefined);
}

/** The first product page linked from a category page. */
export async function productLinks(page: Page, count: number): Promise<string[]> {
  const links = await page
    .locator('main .product-card a')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href') ?? ''))]);
  expect(links.length).toBeGreaterThanOrEqual(count);
  return links.slice(0, count);
}

/** Adds the product of the current product page to the cart and waits for the mini cart count. */
export async function addToCart(page: Page): Promise<void> {
  await shopReady(page);
  const count = page.getByTestId('minicart-count');
  const before = Number((await count.textContent()) ?? 0);
  const network = trackNetwork(page);
  await page.locator('button.purchase__add').click();
  await expect(count).toHaveText(String(before + 1), { timeout: 10_000 });
  // Online, let the cart sync reach the server (an update cut off by going offline is rolled back).
  await network.settled();
}

const address: Record<string, string> = {
  firstName: 'Aino',
  lastName: 'Virtanen',
  streetAddress: 'Mannerheimintie 1',
  apartmentNumber: '2',
  city: 'Helsinki',
  state: 'Uusimaa',
  zipCode: '00100',
  phoneNumber: '0401234567',
};

/** Fills the empty address inputs of a checkout step. */
async function fillAddress(step: Locator): Promise<void> {
  for (const [name, value] of Object.entries(address)) {
    const input = step.locator(`input[name="${name}"]`);
    if ((await input.count()) > 0 && (await input.inputValue()) === '') await input.fill(value);
  }
  const country = step.locator('select[name="country"]');
  if ((await country.count()) > 0 && (await country.inputValue()) === '') await country.selectOption('FI');
}

/** Fills the four checkout steps and places the order. */
export async function placeOrder(page: Page): Promise<void> {
  const step = (id: string) => page.getByTestId(id);
  const personal = step('step-personalDetails');
  await personal.locator('input[name="firstName"]').fill('Aino');
  await personal.locator('input[name="lastName"]').fill('Virtanen');
  await personal.locator('input[name="emailAddress"]').fill('aino@example.fi');
  await personal.locator('button[type="submit"]').click();
  const shipping = step('step-shipping');
  await shipping.locator('input[name="streetAddress"]').waitFor();
  await fillAddress(shipping);
  const method = shipping.locator('input[name="shippingMethod"]').first();
  if ((await method.count()) > 0) await method.check();
  await shipping.locator('button[type="submit"]').click();
  const payment = step('step-payment');
  await payment.locator('button[type="submit"]').waitFor();
  await fillAddress(payment);
  const pay = payment.locator('input[name="paymentMethod"]').first();
  if ((await pay.count()) > 0) await pay.check();
  await payment.locator('button[type="submit"]').click();
  await step('step-review').locator('input[name="terms"]').check();
  await page.getByTestId('place-order').click();
}
