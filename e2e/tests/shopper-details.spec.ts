import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { brandPorts, brandUrl } from './servers.ts';
import {
  addBySku,
  admin,
  fillShipping,
  freshEmail,
  miniCartCount,
  openShop,
  simpleProduct,
} from './shop-support.ts';

/**
 * Issue 28.10, the smaller things a shopper hits: the terms are a link, the compare table has no
 * platform words, countries are named, the focus ring does not read as an error, the first main
 * banner shows its whole art, the availability heading does not say "in stock" above "out of
 * stock", a virtual cart has no Shipping step, sizes come in their own order.
 */

async function toStep(page: Page, step: 'shipping' | 'review'): Promise<void> {
  await openShop(page, '/');
  await addBySku(page, simpleProduct.sku);
  await expect(miniCartCount(page)).toHaveText('1');
  await openShop(page, '/checkout');
  await page.fill('#personal-firstName', 'Aino');
  await page.fill('#personal-lastName', 'Virtanen');
  await page.fill('#personal-emailAddress', freshEmail());
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await fillShipping(page);
  if (step === 'shipping') return;
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Go review the order' }).click();
  await expect(page.getByTestId('place-order')).toBeVisible();
}

test.describe('issue 28.10: smaller things shoppers hit', () => {
  test('defect: "Terms and conditions" is not a link although /i/terms exists — the review step links to the terms page', async ({
    page,
  }) => {
    await toStep(page, 'review');
    const link = page.getByTestId('step-review').getByRole('link', { name: 'Terms and conditions' });
    await expect(link).toHaveAttribute('href', '/i/terms');
    const terms = await page.request.get('/i/terms');
    expect(terms.status()).toBe(200);
  });

  test("defect: the country select shows codes — it shows the countries' names", async ({ page }) => {
    await toStep(page, 'shipping');
    await expect(page.locator('#shipping-country option[value="FI"]')).toHaveText('Finland');
    await expect(page.locator('#shipping-country')).toHaveValue('FI');
  });

  test('defect: the compare table shows "Type: simple" — it compares what a shopper reads, without the platform\'s product type', async ({
    page,
  }) => {
    await openShop(page, simpleProduct.path);
    const toggle = page.getByTestId('compare-toggle-product');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await openShop(page, '/compare');
    const table = page.getByTestId('compare-table');
    await expect(table).toContainText(simpleProduct.sku);
    await expect(table.getByRole('rowheader', { name: 'Type' })).toHaveCount(0);
    await expect(table).not.toContainText('simple');
  });

  test('defect: a red focus ring reads as an error — the battery shop (a red accent) rings a focused field in another colour', async ({
    page,
  }) => {
    await openShop(page, '/');
    const accent = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim(),
    );
    expect(accent.toUpperCase()).toBe('#E2231A');
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineColor);
    expect(ring).not.toBe('rgb(226, 35, 26)');
    expect(ring).not.toBe('rgba(0, 0, 0, 0)');
  });

  for (const brand of Object.keys(brandPorts)) {
    test(`defect: the first main banner's discount badge is clipped — ${brand} shows the banner's whole art`, async ({
      page,
    }) => {
      await openShop(page, `${brandUrl(brand)}/`);
      const image = page.locator('.banners--main .banner img').first();
      if ((await image.count()) === 0) test.skip(true, `${brand} has no main banner`);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const { shown, natural, fit } = await image.evaluate((img: HTMLImageElement) => ({
        shown: img.clientWidth / img.clientHeight,
        natural: img.naturalWidth / img.naturalHeight,
        fit: getComputedStyle(img).objectFit,
      }));
      // With object-fit: cover, a box of another ratio than the art's crops the art.
      if (fit === 'cover') expect(Math.abs(shown - natural) / natural).toBeLessThan(0.02);
    });
  }

  test('defect: the brand heading "Varastossa" stands above "This product is out of stock" — an out-of-stock product is headed "Availability"', async ({
    page,
  }) => {
    const heading = page.locator('.product__availability h2');
    await admin('POST', 'stock', { sku: simpleProduct.sku, qty: 0, is_in_stock: false });
    try {
      await openShop(page, simpleProduct.path);
      await expect(page.locator('.product__availability .stock')).toHaveText('This product is out of stock');
      await expect(heading).toHaveText('Availability');
    } finally {
      await admin('POST', 'stock', { sku: simpleProduct.sku, qty: 188, is_in_stock: true });
    }
  });

  test('defect (from the 1366 px screenshots): the English store heads the stock with the Finnish brand heading "Varastossa" — it reads "Availability"', async ({
    page,
  }) => {
    await openShop(page, simpleProduct.path);
    await expect(page.locator('.product__availability .stock')).toContainText('In stock!');
    await expect(page.locator('.product__availability h2')).toHaveText('Availability');
  });

  test('defect: a virtual cart\'s checkout shows an empty "2. Shipping Edit" step and a shipping row — it has neither', async ({
    page,
  }) => {
    await openShop(page, `${brandUrl('wholesale')}/`);
    await addBySku(page, 'DT-5000001');
    await expect(miniCartCount(page)).toHaveText('1');
    await openShop(page, `${brandUrl('wholesale')}/checkout`);
    await page.fill('#personal-firstName', 'Aino');
    await page.fill('#personal-lastName', 'Virtanen');
    await page.fill('#personal-emailAddress', freshEmail());
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(
      page.getByTestId('step-payment').locator('input[name="paymentMethod"]').first(),
    ).toBeVisible();
    await expect(page.getByTestId('step-shipping')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Shipping/ })).toHaveCount(0);
    await expect(page.getByTestId('step-payment').getByRole('heading')).toHaveText(/^2\. Payment/);
    // Nothing ships: the summary has no shipping row either.
    await expect(page.getByRole('complementary').getByTestId('cart-totals')).toBeVisible();
    await expect(page.getByRole('complementary').locator('.totals__row--shipping')).toHaveCount(0);
  });

  test('defect: sizes are ordered by count (S, M, XS, L) — the size filter follows the size order', async ({
    page,
  }) => {
    await openShop(page, `${brandUrl('clothing-en')}/c/women`);
    const size = page.locator('.filters__group').filter({ has: page.locator('legend', { hasText: 'Size' }) });
    const labels = (await size.locator('label').allTextContents()).map((l) => l.replace(/\s*\(\d+\)$/, ''));
    const order = ['XS', 'S', 'M', 'L', 'XL'].filter((s) => labels.includes(s));
    expect(order.length).toBeGreaterThan(2);
    expect(labels).toEqual(order);
  });
});
