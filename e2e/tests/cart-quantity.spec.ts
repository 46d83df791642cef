import { allowingConsole, expect, test } from './fixtures.ts';
import {
  addBySku,
  admin,
  continueToReview,
  fillShipping,
  freshEmail,
  miniCartCount,
  openShop,
  simpleProduct,
  sql,
} from './shop-support.ts';

/**
 * Issue 28.1 and 28.10: a quantity is checked where it is typed, with the spec's rules and texts
 * (accounts-content §5 "A quantity must be a positive integer, above 0, and below the available
 * quantity"; commerce-core §8 "Only {maxQuantity} products of this type are available"), and an
 * order refused for stock names the product and the quantity available.
 */
const sku = simpleProduct.sku;
const seeded = () => sql<{ qty: number }>('SELECT qty FROM stock WHERE sku = ?', sku)[0]?.qty ?? 50;
const serverQty = () =>
  sql<{ qty: number }>(
    'SELECT i.qty FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE i.sku = ? ORDER BY i.item_id DESC LIMIT 1',
    sku,
  )[0]?.qty;

test.describe('issue 28.1: the mini cart checks a typed quantity (accounts-content §5, commerce-core §8)', () => {
  let stockBefore = 50;
  test.beforeEach(() => {
    stockBefore = seeded();
  });
  test.afterEach(async () => {
    await admin('POST', 'stock', { sku, qty: stockBefore, is_in_stock: true });
  });

  test('defect: the mini cart takes 500 of an item with 111 in stock — it answers "Only 111 products of this type are available" at the field and keeps the quantity', async ({
    page,
  }) => {
    await admin('POST', 'stock', { sku, qty: 111, is_in_stock: true });
    await openShop(page, '/');
    await addBySku(page, sku);
    await expect(miniCartCount(page)).toHaveText('1');
    await page.getByTestId('minicart-toggle').click();
    const line = page.getByTestId('microcart').locator(`[data-sku="${sku}"]`);
    const qty = line.getByRole('spinbutton', { name: 'Quantity' });
    await qty.fill('500');
    await qty.press('Tab');
    await expect(line.getByRole('alert')).toHaveText('Only 111 products of this type are available');
    await expect(qty).toHaveAttribute('aria-invalid', 'true');
    await expect(miniCartCount(page)).toHaveText('1');
    expect(serverQty()).toBe(1);
    // The quantity available is taken.
    await qty.fill('111');
    await qty.press('Tab');
    await expect(miniCartCount(page)).toHaveText('111');
    await expect(line.getByRole('alert')).toHaveCount(0);
  });

  test('defect: typing 0 in the mini cart does nothing — it is refused with "Quantity must be above 0." and the line stays', async ({
    page,
  }) => {
    await openShop(page, '/');
    await addBySku(page, sku, 2);
    await expect(miniCartCount(page)).toHaveText('2');
    await page.getByTestId('minicart-toggle').click();
    const line = page.getByTestId('microcart').locator(`[data-sku="${sku}"]`);
    const qty = line.getByRole('spinbutton', { name: 'Quantity' });
    await qty.fill('0');
    await qty.press('Tab');
    await expect(line.getByRole('alert')).toHaveText('Quantity must be above 0.');
    await expect(miniCartCount(page)).toHaveText('2');
  });

  test.describe('an order refused for stock', () => {
    // The shop API answers the refused order with 400.
    test.use({ allowConsole: allowingConsole(/400|Bad Request/) });

    test('defect: "Place the order" refused for stock names no product — it names the product and the quantity available and takes the shopper to the line', async ({
      page,
    }) => {
      await openShop(page, '/');
      await addBySku(page, sku, 3);
      await expect(miniCartCount(page)).toHaveText('3');
      await openShop(page, '/checkout');
      await page.fill('#personal-firstName', 'Aino');
      await page.fill('#personal-lastName', 'Virtanen');
      await page.fill('#personal-emailAddress', freshEmail());
      await page.getByRole('button', { name: 'Continue to shipping' }).click();
      await fillShipping(page);
      await continueToReview(page);
      // The stock falls while the shopper reviews the order.
      await admin('POST', 'stock', { sku, qty: 2, is_in_stock: true });
      await page.check('#review-terms');
      await page.getByTestId('place-order').click();
      const refusal = page.getByTestId('stock-refusal');
      await expect(refusal).toContainText('Panasonic');
      await expect(refusal).toContainText('Only 2 products of this type are available');
      await refusal.getByRole('button', { name: 'Change the quantity' }).click();
      const line = page.getByTestId('microcart').locator(`[data-sku="${sku}"]`);
      await expect(line.getByRole('spinbutton', { name: 'Quantity' })).toBeFocused();
    });
  });
});

test.describe('issue 28.10: the product page quantity message (accounts-content §5)', () => {
  test('defect: "Quantity must be below 111." when 111 is allowed — the message names the first quantity refused, and 111 is taken', async ({
    page,
  }) => {
    const before = seeded();
    await admin('POST', 'stock', { sku, qty: 111, is_in_stock: true });
    try {
      await openShop(page, simpleProduct.path);
      const qty = page.locator('#purchase-qty');
      await qty.fill('112');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.locator('#purchase-errors')).toHaveText('Quantity must be below 112.');
      await qty.fill('111');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(miniCartCount(page)).toHaveText('111');
    } finally {
      await admin('POST', 'stock', { sku, qty: before, is_in_stock: true });
    }
  });
});
