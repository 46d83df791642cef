import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { expect, hydrated, open, test } from './fixtures.ts';

/** Saves a full-page screenshot to e2e/artifacts/ and attaches it to the report. */
async function artifact(page: Page, info: TestInfo, name: string) {
  mkdirSync('artifacts', { recursive: true });
  const path = `artifacts/battery-${name}.png`;
  await page.screenshot({ path, fullPage: true });
  await info.attach(`battery-${name}`, { path, contentType: 'image/png' });
}

test.describe('browsing the battery shop (issue 8: catalogue browsing)', () => {
  test('home → category → filter and sort → product → choose a variant', async ({ page }, info) => {
    await open(page, '/');
    await artifact(page, info, 'home');

    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Paristot' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paristot' })).toBeVisible();
    await hydrated(page);

    await page.getByLabel('Sort by').selectOption({ index: 1 });
    await expect(page).toHaveURL(/sort=/);
    const filter = page.locator('.filters__group input[type="checkbox"]').first();
    await filter.check();
    await expect.poll(() => [...new URL(page.url()).searchParams.keys()].length).toBeGreaterThan(1);
    await expect(page.locator('.product-list .product-card').first()).toBeVisible();
    await artifact(page, info, 'category');

    await page.locator('.product-list .product-card a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await hydrated(page);
    if ((await page.locator('fieldset.product__option').count()) === 0) {
      // The first product of the filtered list may be simple: a configurable one has variants.
      await open(page, '/paristot/aa-paristot/aa-litiumparistot/energizer-pro-aa-litiumparisto-fr6');
    }
    await artifact(page, info, 'product');
    const choice = page.locator('fieldset.product__option a.option-value:not([aria-current="true"])').first();
    const sku = await page.locator('.product__sku').textContent();
    await choice.click();
    await expect(page.locator('fieldset.product__option a[aria-current="true"]').first()).toBeVisible();
    await expect(page.locator('.product__sku')).not.toHaveText(sku ?? '');
  });

  test('search from the panel shows results as you type and opens a product', async ({ page }) => {
    await open(page, '/');
    const search = page.getByRole('search').getByRole('searchbox');
    await search.fill('varta');
    const results = page.locator('.search-panel__results');
    await expect(results.getByRole('link').first()).toBeVisible();
    await results.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).not.toHaveURL(/\/$/);
  });

  test('the search panel asks for at least 3 characters (accounts-content §9)', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('search').getByRole('searchbox').fill('ak');
    await expect(page.getByText('Search term must have at least 3 characters.')).toBeVisible();
  });
});
