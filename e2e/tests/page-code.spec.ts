import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures.ts';
import { apiUrl } from './servers.ts';
import { admin, openShop, simpleProduct } from './shop-support.ts';

/**
 * Issue 20.1 (main-thread time, page JS): a page fetches the code of what it shows, not of what
 * it might show. Lazily loaded panels keep their module's name (`/assets/MiniCart-<hash>.js`); a
 * page type's code is merged into few scripts (`scripts/chunk-plan.ts`), so it is recognised by
 * what the scripts contain: a class name or test id only that code renders.
 */

/** The script files (their paths) the page has fetched so far. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}

/** The text of every script the page has fetched so far. */
function scriptTextsOf(page: Page): Promise<string>[] {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) texts.push(response.text());
  });
  return texts;
}

const fetched = (scripts: string[], name: string) =>
  scripts.some((path) => path.startsWith(`/assets/${name}-`));

/** Whether any fetched script holds the string (in the minified code, as `"…"` or `` `…` ``). */
async function holds(texts: Promise<string>[], marker: string): Promise<boolean> {
  const all = await Promise.all(texts);
  return all.some((text) => text.includes(`"${marker}"`) || text.includes(`\`${marker}\``));
}

/** Markers of each page type's code: the category filters; the product's review form and actions. */
const listingCode = ['filters'];
const productCode = ['review-form', 'product-actions'];

test.describe('a page loads only the code of what it shows (issue 20.1)', () => {
  test('a product page at its url_path fetches no category listing code', async ({ page }) => {
    const texts = scriptTextsOf(page);
    await open(page, '/paristot/aa-paristot/aa-litiumparistot/energizer-pro-aa-litiumparisto-fr6');
    await page.waitForLoadState('networkidle');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Energizer Pro AA-litiumparisto FR6' }),
    ).toBeVisible();
    for (const marker of productCode)
      expect(await holds(texts, marker), `product code "${marker}"`).toBe(true);
    for (const marker of listingCode)
      expect(await holds(texts, marker), `listing code "${marker}"`).toBe(false);
  });

  test('a category page at its url_path fetches no product page code', async ({ page }) => {
    const texts = scriptTextsOf(page);
    await open(page, '/akut/autoakut');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Autoakut' })).toBeVisible();
    for (const marker of listingCode)
      expect(await holds(texts, marker), `listing code "${marker}"`).toBe(true);
    for (const marker of productCode)
      expect(await holds(texts, marker), `product code "${marker}"`).toBe(false);
  });

  test('the mini cart, side menu and newsletter pop-up load their code when first opened', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await open(page, '/');
    await page.waitForLoadState('networkidle');
    for (const panel of ['MiniCart', 'Sidebar', 'NewsletterPopup'])
      expect(fetched(scripts, panel), `${panel} chunk before opening`).toBe(false);

    await page.getByTestId('minicart-toggle').click();
    await expect(page.getByTestId('microcart')).toBeVisible();
    expect(fetched(scripts, 'MiniCart')).toBe(true);
  });
});

test.describe('the back-in-stock form loads its code apart (issue 20.1, accounts-content §4)', () => {
  /** A class name only the back-in-stock form's code renders. */
  const backInStockCode = 'back-in-stock__row';
  /**
   * A product page no other test opens: the e2e storefronts cache pages without invalidation, so
   * a page opened in stock would be served in stock after the change.
   */
  const watched = {
    sku: 'BAT-001789',
    path: '/paristot/aa-paristot/aa-akkuparistot/energizer-industrial-aa-akkuparisto-2500-mah',
  };

  test('a product page in stock fetches none of its code', async ({ page }) => {
    const texts = scriptTextsOf(page);
    await openShop(page, simpleProduct.path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.product__availability .stock')).toContainText('In stock!');
    expect(await holds(texts, backInStockCode)).toBe(false);
  });

  test('an out-of-stock product page loads it: the form is hydrated and answers with the shop validation, with no hydration error', async ({
    page,
  }) => {
    const seeded = (await (await fetch(`${apiUrl}/api/stock/check?sku=${watched.sku}`)).json()) as {
      result: { qty: number; is_in_stock: boolean };
    };
    await admin('POST', 'stock', { sku: watched.sku, qty: 0, is_in_stock: false });
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (entry) => {
        if (entry.type() === 'error' && /hydrat/i.test(entry.text())) errors.push(entry.text());
      });
      const texts = scriptTextsOf(page);
      await openShop(page, watched.path);
      const form = page.getByTestId('back-in-stock');
      await expect(form).toBeVisible();
      // The shop's own check (the server's form would be stopped by the browser's instead). Focus
      // in the form starts the shop on a catalogue page; its check answers once it has started.
      await form.getByRole('textbox').fill('not-an-address');
      await page.locator('html[data-shop-started="true"]').waitFor({ state: 'attached' });
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByText('Please provide valid e-mail address.')).toBeVisible();
      expect(await holds(texts, backInStockCode)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await admin('POST', 'stock', { sku: watched.sku, ...seeded.result });
    }
  });

  test('a page cached while in stock shows the form once the live stock check finds it sold out, its code loaded then', async ({
    page,
  }) => {
    const soldOut = {
      sku: 'BAT-001485',
      path: '/paristot/aa-paristot/aa-akkuparistot/varta-industrial-aa-akkuparisto-hr6-1485',
    };
    const seeded = (await (await fetch(`${apiUrl}/api/stock/check?sku=${soldOut.sku}`)).json()) as {
      result: { qty: number; is_in_stock: boolean };
    };
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const texts = scriptTextsOf(page);
    await openShop(page, soldOut.path);
    await expect(page.locator('.product__availability .stock')).toContainText('In stock!');
    // The page is in the output cache, in stock (a render that missed a part's SSR budget under
    // load is not cached: it is rendered again until one is).
    await expect
      .poll(async () => (await page.request.get(soldOut.path)).headers()['x-cache'], { timeout: 15_000 })
      .toBe('HIT');
    await admin('POST', 'stock', { sku: soldOut.sku, qty: 0, is_in_stock: false });
    try {
      // The cached page still says in stock, without the form (commerce-core §4: the stock is
      // checked live after load).
      expect(await (await page.request.get(soldOut.path)).text()).not.toContain('data-part="back-in-stock"');
      await openShop(page, soldOut.path);
      await expect(page.locator('.product__availability .stock')).toHaveText('This product is out of stock');
      await expect(page.getByTestId('back-in-stock')).toBeVisible();
      expect(await holds(texts, backInStockCode)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await admin('POST', 'stock', { sku: soldOut.sku, ...seeded.result });
    }
  });
});
