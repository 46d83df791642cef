import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { brandUrl } from './servers.ts';
import {
  addBySku,
  fillShipping,
  freshEmail,
  miniCartCount,
  openShop,
  simpleProduct,
} from './shop-support.ts';

/**
 * Issue 28.9: the shop as a shopper uses it on a phone (390 × 844 CSS px): the menu has the
 * categories, the filters are a button with chips that clear the chosen ones and groups that say
 * they expand, the order total stands by "Place the order", and the first product (home) and the
 * title, price and Add to cart (product page) are on the first screen (accounts-content §2 pages,
 * §9 interface settings).
 */
const phone = { width: 390, height: 844 };
test.use({ viewport: phone, hasTouch: true, isMobile: true });

/** The element's box in page coordinates (top from the top of the document). */
async function pageBox(locator: Locator): Promise<{ top: number; bottom: number }> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
  });
}

async function toReview(page: Page): Promise<void> {
  await openShop(page, '/');
  await addBySku(page, simpleProduct.sku);
  await expect(miniCartCount(page)).toHaveText('1');
  await openShop(page, '/checkout');
  await page.fill('#personal-firstName', 'Aino');
  await page.fill('#personal-lastName', 'Virtanen');
  await page.fill('#personal-emailAddress', freshEmail());
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await fillShipping(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Go review the order' }).click();
  await expect(page.getByTestId('place-order')).toBeVisible();
}

test.describe('issue 28.9: phone layouts (390 px)', () => {
  test('defect: the phone menu has no categories but the developer "Style Guide" — it lists the shop\'s categories and no style guide', async ({
    page,
  }) => {
    await openShop(page, '/');
    const categories = await page.locator('.site-menu a').allTextContents();
    expect(categories.length).toBeGreaterThan(0);
    await page.getByTestId('shop-bar').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByTestId('sidebar');
    await expect(menu).toBeVisible();
    for (const name of categories) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Style Guide' })).toHaveCount(0);
    await menu.getByRole('link', { name: categories[0]!, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: categories[0]! })).toBeVisible();
  });

  test('defect: filters show only "Filters" and "Apply", groups collapsed with no cue — a group expands from its title, a chosen filter shows as a chip that clears it', async ({
    page,
  }) => {
    await openShop(page, `${brandUrl('clothing-en')}/c/women`);
    await page.locator('.filters__groups > summary').click();
    const colour = page.locator('.filters__group').filter({ hasText: 'Colour' });
    // The group's title is the control that expands it.
    const title = colour.locator('summary');
    await expect(title).toBeVisible();
    await title.click();
    await expect(colour).toHaveAttribute('open', '');
    const option = colour.locator('li').first();
    const name = ((await option.locator('label').textContent()) ?? '').replace(/\s*\(\d+\)$/, '');
    await option.locator('input').check();
    await expect(page).toHaveURL(/color=/);
    const chip = page.locator('.filters__chips').getByRole('link', { name });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(page).not.toHaveURL(/color=/);
    await expect(page.locator('.filters__chips')).toHaveCount(0);
  });

  test('defect: the checkout total renders below "Place the order" — the grand total is on screen with the button, above it', async ({
    page,
  }) => {
    await toReview(page);
    const button = page.getByTestId('place-order');
    await button.scrollIntoViewIfNeeded();
    const total = page.getByTestId('review-total');
    await expect(total).toBeInViewport();
    await expect(total).toContainText(/\d,\d\d/);
    expect((await pageBox(total)).bottom).toBeLessThanOrEqual((await pageBox(button)).top + 1);
  });

  test('defect: the first product on the home page is 2.3 screens down — it starts within the first screen', async ({
    page,
  }) => {
    await openShop(page, '/');
    const first = page.locator('.product-card').first();
    expect((await pageBox(first)).top).toBeLessThan(phone.height);
  });

  test('defect: on a product page the title, price and Add to cart come after a screen of image — all three are on the first screen', async ({
    page,
  }) => {
    await openShop(page, simpleProduct.path);
    for (const part of [
      page.getByRole('heading', { level: 1 }),
      page.locator('.product__price'),
      page.getByRole('button', { name: 'Add to cart' }),
    ]) {
      expect((await pageBox(part)).bottom).toBeLessThanOrEqual(phone.height);
    }
  });
});
