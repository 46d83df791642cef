import { expect, test } from './fixtures.ts';
import {
  addBySku,
  fillShipping,
  freshEmail,
  miniCartCount,
  openShop,
  simpleProduct,
} from './shop-support.ts';

/**
 * Issue 28.3 and 28.10: the totals reflect the chosen (or preselected) shipping method at every
 * step; before a method is known the cost is "calculated at checkout", not 0,00 €, and no
 * "Payment 0,00 €" shows before a payment method is chosen (commerce-core §3 totals rows
 * subtotal_incl_tax, grand_total, payment, shipping; §9 shipping 5 EUR incl. tax).
 */

/** "1 234,50 €" → 1234.5 */
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

test.describe('issue 28.3: shipping shown from the first step (commerce-core §3, §9)', () => {
  test('defect: the mini cart reads "Shipping & Handling 0,00 €" and "Payment 0,00 €" — before a method is known it says shipping is calculated at checkout and shows no payment row', async ({
    page,
  }) => {
    await openShop(page, '/');
    await addBySku(page, simpleProduct.sku);
    await expect(miniCartCount(page)).toHaveText('1');
    await page.getByTestId('minicart-toggle').click();
    const totals = page.getByTestId('microcart').getByTestId('cart-totals');
    await expect(totals.locator('.totals__row--shipping dd')).toHaveText('Calculated at checkout');
    await expect(totals.locator('.totals__row--payment')).toHaveCount(0);
  });

  test('defect: checkout step 2 preselects Kotiinkuljetus 5,00 € while the summary says 0,00 € — the summary shows 5,00 € and a grand total with it at steps 2 and 3', async ({
    page,
  }) => {
    await openShop(page, '/');
    await addBySku(page, simpleProduct.sku);
    await expect(miniCartCount(page)).toHaveText('1');
    await openShop(page, '/checkout');
    const summary = page.getByRole('complementary', { name: 'Order Summary' }).getByTestId('cart-totals');
    // Step 1: no method known yet.
    await expect(summary.locator('.totals__row--shipping dd')).toHaveText('Calculated at checkout');
    await expect(summary.locator('.totals__row--payment')).toHaveCount(0);
    await page.fill('#personal-firstName', 'Aino');
    await page.fill('#personal-lastName', 'Virtanen');
    await page.fill('#personal-emailAddress', freshEmail());
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await fillShipping(page);
    await expect(page.locator('input[name=shippingMethod]:checked')).toHaveCount(1);
    // Step 2: the preselected method is in the summary.
    await expect(summary.locator('.totals__row--shipping dd')).toHaveText(/5,00/);
    const subtotal = euros(await summary.locator('.totals__row--subtotal_incl_tax dd').textContent());
    await expect
      .poll(async () => euros(await summary.locator('.totals__row--grand_total dd').textContent()))
      .toBe(Math.round((subtotal + 5) * 100) / 100);
    await expect(summary.locator('.totals__row--payment')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.locator('input[name=paymentMethod]:checked')).toHaveCount(1);
    // Step 3: still the shipping chosen.
    await expect(summary.locator('.totals__row--shipping dd')).toHaveText(/5,00/);
  });
});
