import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures.ts';

/**
 * Issue 20.1 (main-thread time, page JS): a page fetches the code of what it shows, not of what
 * it might show. Chunk files keep their module's name (`/assets/MiniCart-<hash>.js`).
 */

/** The script files (their paths) the page has fetched so far. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}

const fetched = (scripts: string[], name: string) =>
  scripts.some((path) => path.startsWith(`/assets/${name}-`));

test.describe('a page loads only the code of what it shows (issue 20.1)', () => {
  test('a product page at its url_path fetches no category listing code', async ({ page }) => {
    const scripts = scriptsOf(page);
    await open(page, '/paristot/aa-paristot/aa-litiumparistot/energizer-pro-aa-litiumparisto-fr6');
    await page.waitForLoadState('networkidle');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Energizer Pro AA-litiumparisto FR6' }),
    ).toBeVisible();
    expect(fetched(scripts, 'product')).toBe(true);
    for (const listing of ['category', 'listing-links', 'product-query'])
      expect(fetched(scripts, listing), `${listing} chunk`).toBe(false);
  });

  test('a category page at its url_path fetches no product page code', async ({ page }) => {
    const scripts = scriptsOf(page);
    await open(page, '/akut/autoakut');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Autoakut' })).toBeVisible();
    expect(fetched(scripts, 'category')).toBe(true);
    for (const product of ['ReviewForm', 'CartProductActions'])
      expect(fetched(scripts, product), `${product} chunk`).toBe(false);
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
