import { loadCatalogue, messageIds } from '@kauppa/i18n';
import type { Page } from '@playwright/test';
import { configuredStorefronts } from './configured-storefront.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { hosts } from './servers.ts';
import {
  addBySku,
  fillShipping,
  freshEmail,
  miniCartCount,
  openShop,
  simpleProduct,
} from './shop-support.ts';

/**
 * Issue 28.7: in Finnish (`i18n.defaultLanguage: fi-FI`), German and Italian (the `de` and `it`
 * store views) no English text shows on any page type, checkout included (commerce-core §1–2,
 * accounts-content §1 one language per shop). Texts the platform sends in English (totals segment
 * titles, payment method titles) are shown translated; prices, price filters included, read in the
 * store's locale ("50 €", not "€50").
 */
const storefronts = configuredStorefronts();
/** A storefront of its own configuration (the client's order ids de-duplicated, as the suite's). */
const startStorefront = (port: number, name: string, config: object) =>
  storefronts.start(port, `i28-${name}`, config, { KAUPPA_ORDER_IDEMPOTENCY: '1' });

test.afterAll(() => storefronts.stopAll());

/**
 * The English texts that must not show in `locale`: every phrase (two words or more) of the en-US
 * catalogue whose translation differs, cut at its `{param}` placeholders, and the titles the
 * platform sends in English. Matched case-insensitively on word boundaries, so "Grand Total" is
 * caught by the id "Grand total" and "Order Summary" by "Order summary".
 */
async function englishPhrases(locale: 'fi-FI' | 'de-DE' | 'it-IT'): Promise<string[]> {
  const catalogue: Readonly<Record<string, string>> = await loadCatalogue(locale);
  const phrases = new Set<string>([
    'Grand Total',
    'Shipping & Handling',
    'Cash On Delivery',
    'Bank Transfer Payment',
    'Phone Number',
  ]);
  for (const id of messageIds) {
    const translated = catalogue[id];
    if (!translated || translated.toLowerCase() === id.toLowerCase()) continue;
    for (const fragment of id.split(/\{[^}]+\}/)) {
      const phrase = fragment.replace(/^[\s,.:;!?()"'-]+|[\s,.:;!?()"'-]+$/g, '');
      if (phrase.split(/\s+/).length >= 2 && phrase.length >= 8) phrases.add(phrase);
    }
  }
  return [...phrases];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English phrases, and prices in the English order (€50), found in the page's visible text. */
async function englishOn(page: Page, phrases: readonly string[]): Promise<string[]> {
  const text = await page.evaluate(() => {
    const placeholders = [...document.querySelectorAll<HTMLInputElement>('input[placeholder]')]
      .filter((input) => input.offsetParent !== null)
      .map((input) => input.placeholder);
    // The rendered text: what is hidden (a closed panel, a collapsed group) is not read out.
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is checked
    return [document.body.innerText, ...placeholders].join('\n');
  });
  const found = phrases.filter((phrase) =>
    new RegExp(`(^|[^\\p{L}])${escapeRegExp(phrase)}($|[^\\p{L}])`, 'iu').test(text),
  );
  // "€50", "< €50", "€50 - 100"; not the next price after "19,90 €" on the same line.
  const euroFirst = text.match(/(?<!\d[ \u00a0]?)€[ \u00a0]?\d[\d,.]*/g) ?? [];
  return [...found, ...euroFirst.map((price) => `price in English order: ${price.trim()}`)];
}

interface Language {
  name: string;
  locale: 'fi-FI' | 'de-DE' | 'it-IT';
  /** The storefront's base URL and the store view's prefix. */
  base: () => string;
}

let finnish = '';
let multistore = '';
const languages: Language[] = [
  { name: 'Finnish (i18n.defaultLanguage fi-FI)', locale: 'fi-FI', base: () => finnish },
  { name: 'German (the de store view)', locale: 'de-DE', base: () => `${multistore}/de` },
  { name: 'Italian (the it store view)', locale: 'it-IT', base: () => `${multistore}/it` },
];

test.describe('issue 28.7: no English text in fi, de and it (commerce-core §1–2, accounts-content §1)', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    finnish = await startStorefront(hosts.webPort + 30, 'fi', { i18n: { defaultLanguage: 'fi-FI' } });
    multistore = await startStorefront(hosts.webPort + 31, 'multistore', {
      storeViews: { multistore: true },
    });
  });

  for (const language of languages) {
    test(`defect: English texts stay in ${language.name} — home, category with its price filter, product, search, mini cart, every checkout step, sign-in, registration, account and CMS pages show none`, async ({
      page,
    }) => {
      const phrases = await englishPhrases(language.locale);
      const base = language.base();
      const seen: Record<string, string[]> = {};
      const look = async (where: string) => {
        const english = await englishOn(page, phrases);
        if (english.length > 0) seen[where] = english;
      };

      await openShop(page, `${base}/`);
      await look('home');
      await openShop(page, `${base}/paristot/aa-paristot`);
      await page.locator('.filters__groups').evaluate((details) => details.setAttribute('open', ''));
      await look('category');
      await openShop(page, `${base}${simpleProduct.path}`);
      await look('product');
      await openShop(page, `${base}/search/paristo`);
      await look('search');
      await openShop(page, `${base}/i/about`);
      await look('CMS page');

      await addBySku(page, simpleProduct.sku);
      await expect(miniCartCount(page)).toHaveText('1');
      await page.getByTestId('minicart-toggle').click();
      await expect(page.getByTestId('microcart').getByTestId('cart-totals')).toBeVisible();
      await look('mini cart');

      await openShop(page, `${base}/checkout`);
      await look('checkout: personal details');
      await page.fill('#personal-firstName', 'Aino');
      await page.fill('#personal-lastName', 'Virtanen');
      await page.fill('#personal-emailAddress', freshEmail());
      await page.getByTestId('step-personalDetails').locator('button[type=submit]').click();
      await fillShipping(page);
      await expect(page.locator('input[name=shippingMethod]:checked')).toHaveCount(1);
      await look('checkout: shipping');
      await page.getByTestId('step-shipping').locator('button[type=submit]').click();
      await expect(page.locator('input[name=paymentMethod]:checked')).toHaveCount(1);
      await expect(page.getByRole('complementary').locator('.totals__row--payment')).toBeVisible();
      await look('checkout: payment');
      await page.locator('input[name=paymentMethod]').last().check();
      await look('checkout: payment, the other method chosen');
      await page.locator('input[name=paymentMethod]').first().check();
      await page.getByTestId('step-payment').locator('button[type=submit]').click();
      await expect(page.getByTestId('place-order')).toBeVisible();
      await look('checkout: review');

      await openShop(page, `${base}/`);
      await page.getByTestId('login-open').click();
      await expect(page.getByTestId('auth-panel')).toBeVisible();
      await look('sign-in modal');
      // Register (the modal's second link) and read the account pages.
      const auth = page.getByTestId('auth-panel');
      await auth.locator('button.link-button').last().click();
      await page.fill('#register-email', freshEmail());
      await page.fill('#register-firstName', 'Aino');
      await page.fill('#register-lastName', 'Virtanen');
      await page.fill('#register-password', 'secret-pass-1');
      await page.fill('#register-rPassword', 'secret-pass-1');
      await page.check('#register-terms');
      await look('registration');
      await auth.locator('button[type=submit]').click();
      await expect(page.getByTestId('account-link')).toBeVisible();
      for (const path of ['/my-account', '/my-account/orders', '/my-account/shipping-details']) {
        await openShop(page, `${base}${path}`);
        await hydrated(page);
        await look(`account: ${path}`);
      }

      expect(seen, 'English texts by page').toEqual({});
    });
  }
});
