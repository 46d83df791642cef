import { expect, test } from './fixtures.ts';
import {
  addBySku,
  continueToReview,
  fillShipping,
  freshEmail,
  miniCartCount,
  openShop,
  signIn,
  simpleProduct,
  sql,
} from './shop-support.ts';

test.describe('issue 28.6: an account created during checkout owns its order (the platform client core/modules/checkout/components/OrderReview.ts registers, logs in, then places)', () => {
  test('"I want to create an account": the order is the new account\'s and shows in My orders, on this device and another', async ({
    page,
    browser,
  }) => {
    const email = freshEmail();
    await openShop(page, '/');
    await addBySku(page, simpleProduct.sku, 1);
    await expect(miniCartCount(page)).toHaveText('1');
    await openShop(page, '/checkout');
    await page.fill('#personal-firstName', 'Aino');
    await page.fill('#personal-lastName', 'Virtanen');
    await page.fill('#personal-emailAddress', email);
    await page.check('#personal-createAccount');
    await page.fill('#personal-password', 'secret-pass-1');
    await page.fill('#personal-repeatPassword', 'secret-pass-1');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await fillShipping(page);
    await continueToReview(page);
    await page.check('#review-terms');
    await page.getByTestId('place-order').click();
    await page.waitForURL('**/order-success**');
    const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').replace(/\D/g, '');

    // The server's order belongs to the account the checkout created.
    const owner = sql<{ email: string | null }>(
      'SELECT u.email FROM orders o LEFT JOIN users u ON u.id = o.user_id WHERE o.increment_id = ?',
      orderNumber,
    );
    expect(owner).toEqual([{ email }]);

    await expect(page.getByTestId('account-link')).toBeVisible();
    await openShop(page, '/my-account/orders');
    await expect(page.getByText('Your order history is empty.')).toHaveCount(0);
    await expect(page.getByText(orderNumber).first()).toBeVisible();

    const device = await browser.newContext();
    try {
      const other = await device.newPage();
      await openShop(other, '/');
      await signIn(other, email);
      await openShop(other, '/my-account/orders');
      await expect(other.getByText(orderNumber).first()).toBeVisible();
    } finally {
      await device.close();
    }
  });
});
