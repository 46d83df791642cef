import { allowingConsole, expect, test } from './fixtures.ts';
import { addBySku, admin, miniCartCount, notifications, openShop, simpleProduct } from './shop-support.ts';

/** A configurable battery of the demo catalogue (pack sizes 2, 4 and 8, all in stock). */
const configurableProduct = {
  path: '/paristot/aa-paristot/aa-litiumparistot/energizer-pro-aa-litiumparisto-fr6',
  option: 'Pakkauskoko',
  value: '4 kpl',
  childSku: 'BAT-000002-203',
};

test.describe('cart (commerce-core §4, §8)', () => {
  test.afterEach(async () => {
    await admin('DELETE', 'faults');
  });

  test.describe('unhappy answers', () => {
    test.use({
      allowConsole: allowingConsole(/500|400|Internal Server Error|Bad Request/),
    });

    test('an unsure stock answer adds with the volatile warning (commerce-core §4, §8)', async ({ page }) => {
      await openShop(page, '/');
      await admin('PUT', 'faults', { errorRate: { stock: 1 } });
      await addBySku(page, 'BAT-000003');
      await expect(
        notifications(page).filter({
          hasText:
            'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
        }),
      ).toBeVisible();
      await expect(miniCartCount(page)).toHaveText('1');
    });

    // BAT-000004 is a configurable parent, refused unconfigured (issue 30.2): its variant is added by sku.
    test('an out-of-stock product is refused (commerce-core §8)', async ({ page }) => {
      await admin('POST', 'stock', { sku: 'BAT-000004-204', qty: 0, is_in_stock: false });
      await openShop(page, '/');
      await addBySku(page, 'BAT-000004-204');
      await expect(
        notifications(page).filter({
          hasText: 'The product is out of stock and cannot be added to the cart!',
        }),
      ).toBeVisible();
      await expect(miniCartCount(page)).toHaveText('0');
      await admin('POST', 'stock', { sku: 'BAT-000004-204', qty: 50, is_in_stock: true });
    });

    test('valid and invalid coupons (commerce-core §8 coupon)', async ({ page }) => {
      await openShop(page, '/');
      await addBySku(page, simpleProduct.sku, 3);
      await expect(miniCartCount(page)).toHaveText('3');
      await page.getByTestId('minicart-toggle').click();
      await page.getByRole('button', { name: 'Add discount code' }).click();
      await expect(
        notifications(page).filter({ hasText: "You've entered an incorrect coupon code" }),
      ).toBeVisible();
      await page.fill('#coupon-code', 'NOSUCHCODE');
      await page.getByRole('button', { name: 'Add discount code' }).click();
      await expect(
        notifications(page).filter({ hasText: "You've entered an incorrect coupon code" }),
      ).toBeVisible();
      // SYKSY2025 ran 2025-09-01..2025-11-30: expired.
      await page.fill('#coupon-code', 'SYKSY2025');
      await page.getByRole('button', { name: 'Add discount code' }).click();
      await expect(notifications(page).filter({ hasText: "The coupon code isn't valid" })).toBeVisible();
      await page.fill('#coupon-code', 'KAUPPA10');
      await page.getByRole('button', { name: 'Add discount code' }).click();
      await expect(page.getByTestId('cart-totals')).toContainText(/discount/i);
    });
  });

  test('two tabs show the same cart', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await openShop(first, '/');
    await openShop(second, '/');
    await addBySku(first, simpleProduct.sku, 2);
    // Each tab may first load the shop code (catalogue pages start it on demand).
    await expect(miniCartCount(first)).toHaveText('2', { timeout: 15_000 });
    await expect(miniCartCount(second)).toHaveText('2', { timeout: 15_000 });
  });

  test('a chosen variant is added to the cart from its product page (commerce-core §4, §8)', async ({
    page,
  }) => {
    await openShop(page, configurableProduct.path);
    await expect(miniCartCount(page)).toHaveText('0');
    await page
      .getByRole('group', { name: configurableProduct.option })
      .getByRole('link', { name: configurableProduct.value })
      .click();
    await page.waitForURL(`**/${configurableProduct.childSku}`);
    await expect(page.locator('.product__sku')).toContainText(configurableProduct.childSku);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(miniCartCount(page)).toHaveText('1');
    // An unsure stock answer adds with the volatile warning instead (commerce-core §8).
    await expect(
      notifications(page).filter({
        hasText:
          /^(Product has been added to the cart!|The system is not sure about the stock quantity \(volatile\)\. Product has been added to the cart for pre-reservation\.)/,
      }),
    ).toBeVisible();
    await page.getByTestId('minicart-toggle').click();
    // The line is the variant itself, with the page's product name.
    const line = page.getByTestId('microcart').locator(`[data-sku="${configurableProduct.childSku}"]`);
    await expect(line).toContainText('Energizer Pro AA-litiumparisto FR6');
  });

  test('the wishlist and the compare list, filled from a product page, survive a reload (accounts-content §4)', async ({
    page,
  }) => {
    await openShop(page, simpleProduct.path);
    await page.getByTestId('wishlist-toggle-product').click();
    await expect(notifications(page).filter({ hasText: 'has been added to the wishlist!' })).toBeVisible();
    await expect(page.getByTestId('wishlist-toggle-product')).toHaveText('Remove from wishlist');
    await page.getByTestId('compare-toggle-product').click();
    await expect(page.getByTestId('compare-toggle-product')).toHaveText('Remove from compare');
    await page.reload();
    await openShop(page, '/wishlist');
    await expect(page.getByTestId('wishlist-items')).toContainText('Panasonic');
    await openShop(page, '/compare');
    await expect(page.getByTestId('compare-table')).toContainText(simpleProduct.sku);
  });

  test('a review written on a product page goes to moderation (accounts-content §4 Reviews)', async ({
    page,
  }) => {
    await openShop(page, simpleProduct.path);
    const form = page.getByTestId('review-form');
    await form.getByLabel('First name').fill('Aino');
    await form.getByLabel('Summary').fill('Lasts long');
    await form.getByLabel('Review').fill('Still going after a year in the remote.');
    await form.getByRole('button', { name: 'Add review' }).click();
    // The form gives way to the moderation notice (the notification says it too).
    await expect(page.getByRole('region', { name: 'Reviews' }).getByRole('status')).toHaveText(
      'Thank you for your review! It has been submitted for moderation.',
    );
    const reviews = (await admin('GET', 'reviews')) as Array<{ data: unknown; status: string }>;
    expect(reviews.some((r) => r.status === 'pending' && JSON.stringify(r.data).includes('Lasts long'))).toBe(
      true,
    );
  });

  test('panels turn the overlay on and off (accounts-content §4 UI panels)', async ({ page }) => {
    await openShop(page, '/');
    await page.getByTestId('minicart-toggle').click();
    await expect(page.getByTestId('overlay')).toBeVisible();
    await page.getByTestId('overlay').click();
    await expect(page.getByTestId('overlay')).toHaveCount(0);
    await page.getByTestId('wishlist-toggle').click();
    await expect(page.getByTestId('overlay')).toBeVisible();
  });

  test('the newsletter pop-up offers the 10 % coupon (accounts-content §1)', async ({ page }) => {
    await openShop(page, '/');
    await page.getByTestId('newsletter-open').click();
    await expect(page.getByText('Subscribe to our newsletter and get a 10% discount coupon!')).toBeVisible();
  });
});
