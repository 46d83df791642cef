import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { expect, hydrated } from './fixtures.ts';
import { apiUrl, hosts } from './servers.ts';

/** A simple in-stock battery of the demo catalogue and its product page (url dispatcher path). */
export const simpleProduct = {
  sku: 'BAT-000001',
  path: '/paristot/aa-paristot/aa-alkaliparistot/panasonic-power-one-aa-alkaliparisto-mignon',
};

/** Opens a path and waits for hydration and for the shop actors (`data-shop-ready`). */
export async function openShop(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.locator('html[data-shop-ready="true"]').waitFor({ state: 'attached' });
}

/** Adds a product through the DOM event the catalogue pages dispatch. */
export async function addBySku(page: Page, sku: string, qty = 1): Promise<void> {
  await page.evaluate(
    ([s, q]) => window.dispatchEvent(new CustomEvent('kauppa:add-to-cart', { detail: { sku: s, qty: q } })),
    [sku, qty] as const,
  );
}

/** The mini cart count shown. */
export const miniCartCount = (page: Page) => page.getByTestId('minicart-count');

/** The notifications on screen. */
export const notifications = (page: Page) => page.getByTestId('notification');

/** Calls an admin endpoint of the reference shop API. */
export async function admin(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${apiUrl}/__admin/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

/** Runs SQL against shop-api's SQLite file (the test reads order rows and expires tokens). */
export function sql<T = Record<string, unknown>>(query: string, ...params: Array<string | number>): T[] {
  const db = new DatabaseSync(join(hosts.dataDir, 'shop.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const statement = db.prepare(query);
    if (/^\s*select/i.test(query)) return statement.all(...params) as T[];
    statement.run(...params);
    return [];
  } finally {
    db.close();
  }
}

/** A fresh e-mail address per call. */
export const freshEmail = () => `shopper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fi`;

/** Fills the checkout's Shipping step. */
export async function fillShipping(page: Page): Promise<void> {
  await page.fill('#shipping-firstName', 'Aino');
  await page.fill('#shipping-lastName', 'Virtanen');
  await page.fill('#shipping-streetAddress', 'Mannerheimintie');
  await page.fill('#shipping-apartmentNumber', '1 A');
  await page.fill('#shipping-city', 'Helsinki');
  await page.fill('#shipping-zipCode', '00100');
  await page.selectOption('#shipping-country', 'FI');
}

/** Registers through the auth panel; the shopper is signed in afterwards. */
export async function register(page: Page, email: string, password = 'secret-pass-1'): Promise<void> {
  await page.getByTestId('login-open').click();
  await page.getByRole('button', { name: 'Register an account' }).click();
  await page.fill('#register-email', email);
  await page.fill('#register-firstName', 'Aino');
  await page.fill('#register-lastName', 'Virtanen');
  await page.fill('#register-password', password);
  await page.fill('#register-rPassword', password);
  await page.check('#register-terms');
  await page.getByTestId('auth-panel').locator('button[type=submit]').click();
  await expect(page.getByTestId('account-link')).toBeVisible();
}

/**
 * Counts the page's requests from now on; `settled()` waits until none has been in flight for
 * `quietMs` (what a login sets off: profile, order history, the customer's cart).
 * `waitForLoadState('networkidle')` cannot do this: it answers at once when the page was idle once.
 */
export function trackNetwork(page: Page): { settled(quietMs?: number, timeoutMs?: number): Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled(quietMs = 500, timeoutMs = 10_000) {
      try {
        const deadline = Date.now() + timeoutMs;
        while (inFlight > 0 || Date.now() - lastChange < quietMs) {
          if (Date.now() > deadline)
            throw new Error(`The page's requests did not settle within ${timeoutMs} ms`);
          await page.waitForTimeout(50);
        }
      } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}

/** Signs in through the auth panel. */
export async function signIn(page: Page, email: string, password = 'secret-pass-1'): Promise<void> {
  await page.getByTestId('login-open').click();
  await page.fill('#login-email', email);
  await page.fill('#login-password', password);
  await page.getByTestId('auth-panel').locator('button[type=submit]').click();
  await expect(page.getByTestId('account-link')).toBeVisible();
}

/** Signs out from the sidebar. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('sidebar').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByTestId('login-open')).toBeVisible();
}

/** Walks the checkout from Personal Details to the thank-you page; answers the order number. */
export async function checkoutAsGuest(page: Page, email: string): Promise<string> {
  await openShop(page, '/checkout');
  await page.fill('#personal-firstName', 'Aino');
  await page.fill('#personal-lastName', 'Virtanen');
  await page.fill('#personal-emailAddress', email);
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await fillShipping(page);
  await continueToReview(page);
  await page.check('#review-terms');
  await page.getByTestId('place-order').click();
  await page.waitForURL('**/order-success**');
  const text = (await page.getByTestId('order-number').textContent()) ?? '';
  return text.replace(/\D/g, '');
}

/** Shipping → Payment → Review, each once its methods are loaded and the default one chosen. */
export async function continueToReview(page: Page): Promise<void> {
  await expect(page.locator('input[name=shippingMethod]:checked')).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.locator('input[name=paymentMethod]:checked')).toHaveCount(1);
  await page.getByRole('button', { name: 'Go review the order' }).click();
  await expect(page.locator('#review-terms')).toBeVisible();
}
