import { expect, test } from './fixtures.ts';
import {
  addBySku,
  continueToReview,
  fillShipping,
  freshEmail,
  miniCartCount,
  openShop,
  simpleProduct,
  sql,
} from './shop-support.ts';

/** "1 234,50 €" → 1234.5 */
const euros = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

test.describe('issue 14.1: the checkout shows the total the order is charged (commerce-core §4 placing an order, §9 shipping)', () => {
  test('the Order Summary before "Place the order" equals the grand total stored with the order, to the cent', async ({
    page,
  }) => {
    await openShop(page, '/');
    await addBySku(page, simpleProduct.sku);
    await expect(miniCartCount(page)).toHaveText('1');
    const email = freshEmail();
    await openShop(page, '/checkout');
    await page.fill('#personal-firstName', 'Aino');
    await page.fill('#personal-lastName', 'Virtanen');
    await page.fill('#personal-emailAddress', email);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await fillShipping(page);
    await continueToReview(page);
    const summary = page.getByTestId('cart-totals');
    // The flat rate (5 EUR incl. tax) is in the summary once shipping is chosen.
    await expect(summary.locator('.totals__row--shipping dd')).toHaveText(/5,00/);
    const shown = euros((await summary.locator('.totals__row--grand_total dd').textContent()) ?? '');
    await page.check('#review-terms');
    await page.getByTestId('place-order').click();
    await page.waitForURL('**/order-success**');
    const rows = sql<{ grand_total: number }>('SELECT grand_total FROM orders WHERE email = ?', email);
    expect(rows).toHaveLength(1);
    expect(shown).toBe(rows[0]?.grand_total);
  });

  test('after a reload on the review step the summary still shows the shipping the order is charged', async ({
    page,
  }) => {
    await openShop(page, '/');
    await addBySku(page, simpleProduct.sku);
    await expect(miniCartCount(page)).toHaveText('1');
    await openShop(page, '/checkout');
    await page.fill('#personal-firstName', 'Aino');
    await page.fill('#personal-lastName', 'Virtanen');
    await page.fill('#personal-emailAddress', freshEmail());
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await fillShipping(page);
    await continueToReview(page);
    await page.reload();
    await openShop(page, '/checkout');
    await expect(page.getByTestId('cart-totals').locator('.totals__row--shipping dd')).toHaveText(/5,00/);
  });
});
