import { configuredStorefronts } from './configured-storefront.ts';
import { allowingConsole, expect, test } from './fixtures.ts';
import { hosts } from './servers.ts';
import { miniCartCount, simpleProduct } from './shop-support.ts';

/**
 * Issue 14.5: the configured interface language drives the page's `lang` and its texts
 * (commerce-core §1–2, accounts-content §1). Each language runs a storefront of its own, started
 * here with the shop configuration's `i18n.defaultLanguage` set; the default suites stay English.
 */
const storefronts = configuredStorefronts();
/** A storefront of one interface language (or another configuration of its own). */
const startStorefront = (
  port: number,
  language: string,
  config: object = { i18n: { defaultLanguage: language } },
) => storefronts.start(port, language, config);

test.afterAll(() => storefronts.stopAll());

test.describe('issue 14.5: the configured interface language', () => {
  test.describe.configure({ timeout: 90_000 });
  // The journey opens an unknown path on purpose (the 404 page in Finnish).
  test.use({ allowConsole: allowingConsole(/404/) });

  test('a full journey in Finnish (i18n.defaultLanguage fi-FI): lang="fi" and Finnish texts from home to checkout and the 404 page', async ({
    page,
  }) => {
    const base = await startStorefront(hosts.webPort + 20, 'fi-FI');
    await page.goto(`${base}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await page.goto(`${base}${simpleProduct.path}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Lisää ostoskoriin' }).click();
    await expect(miniCartCount(page)).toHaveText('1');
    await page.goto(`${base}/checkout`);
    await page.locator('html[data-shop-ready="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: 'Jatka toimitukseen' })).toBeVisible();
    await page.goto(`${base}/no-such-page`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  });

  for (const [language, lang, addToCart] of [
    ['de-DE', 'de', 'In den Warenkorb'],
    ['it-IT', 'it', 'Aggiungi al carrello'],
  ] as const) {
    test(`a product page in ${language}`, async ({ page }) => {
      const base = await startStorefront(hosts.webPort + (lang === 'de' ? 21 : 22), language);
      await page.goto(`${base}${simpleProduct.path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('button', { name: addToCart })).toBeVisible();
    });
  }

  test('with multistore on, the German and Italian store views render under /de/ and /it/ in their languages; the default store stays English (commerce-core §1–2, accounts-content §2)', async ({
    page,
  }) => {
    const base = await startStorefront(hosts.webPort + 23, 'multistore', {
      storeViews: { multistore: true },
    });
    await page.goto(`${base}${simpleProduct.path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    // One canonical link, the product's own (a url-dispatched page once had the shell's too).
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${base}${simpleProduct.path}`,
    );
    for (const [code, addToCart, cart] of [
      ['de', 'In den Warenkorb', 'Warenkorb'],
      ['it', 'Aggiungi al carrello', 'Carrello'],
    ] as const) {
      const home = await page.goto(`${base}/${code}/`);
      expect(home?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      const product = await page.goto(`${base}/${code}${simpleProduct.path}`);
      expect(product?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByRole('button', { name: addToCart })).toBeVisible();
      await expect(page.getByTestId('minicart-toggle')).toContainText(cart);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${base}/${code}${simpleProduct.path}`,
      );
      // In-app links stay inside the store view: the breadcrumb home link leads to its home page.
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.locator('nav.breadcrumbs a').first().click();
      await expect(page).toHaveURL(new RegExp(`^${base}/${code}/?$`));
      await expect(page.locator('html')).toHaveAttribute('lang', code);
    }
  });

  test('the default stays English', async ({ page }) => {
    await page.goto(simpleProduct.path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  });
});
