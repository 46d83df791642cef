import { expect, test } from './fixtures.ts';
import { brandUrl } from './servers.ts';
import { addBySku, freshEmail, miniCartCount, openShop, sql } from './shop-support.ts';

/** A downloadable e-book of the wholesale demo catalogue. */
const ebookSku = 'DT-5000001';

test.describe('issue 14.11: a virtual cart is not asked for a shipping address (commerce-core §4 placing an order)', () => {
  test('wholesale e-book: Personal Details → Payment → Review, and the order is placed without shipping', async ({
    page,
  }) => {
    await openShop(page, `${brandUrl('wholesale')}/`);
    await addBySku(page, ebookSku);
    await expect(miniCartCount(page)).toHaveText('1');
    await openShop(page, `${brandUrl('wholesale')}/checkout`);
    const email = freshEmail();
    await page.fill('#personal-firstName', 'Aino');
    await page.fill('#personal-lastName', 'Virtanen');
    await page.fill('#personal-emailAddress', email);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByTestId('step-shipping').locator('input[name="streetAddress"]')).toHaveCount(0);
    const payment = page.getByTestId('step-payment');
    await expect(payment.locator('input[name="paymentMethod"]').first()).toBeVisible();
    for (const [name, value] of Object.entries({
      streetAddress: 'Mannerheimintie 1',
      apartmentNumber: 'A 3',
      city: 'Helsinki',
      zipCode: '00100',
    })) {
      const input = payment.locator(`input[name="${name}"]`);
      if ((await input.count()) > 0 && (await input.inputValue()) === '') await input.fill(value);
    }
    await expect(payment.locator('input[name="firstName"]')).toHaveValue('Aino');
    await payment.locator('input[name="paymentMethod"]').first().check();
    await page.getByRole('button', { name: 'Go review the order' }).click();
    await page.check('#review-terms');
    await page.getByTestId('place-order').click();
    await page.waitForURL('**/order-success**');
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    const rows = sql<{ data: string; grand_total: number }>(
      'SELECT data, grand_total FROM orders WHERE email = ?',
      email,
    );
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.data ?? '{}').products[0].sku).toBe(ebookSku);
  });
});
