import { allowingConsole, expect, test } from './fixtures.ts';
import {
  addBySku,
  continueToReview,
  fillShipping,
  freshEmail,
  miniCartCount,
  notifications,
  openShop,
  register,
  signIn,
  signOut,
  simpleProduct,
  sql,
  trackNetwork,
} from './shop-support.ts';

test.describe('account (accounts-content §2, §4)', () => {
  test('every /my-account page shows the login guard to a guest (accounts-content §2, §6)', async ({
    page,
  }) => {
    for (const path of [
      '/my-account',
      '/my-account/orders',
      '/my-account/shipping-details',
      '/my-account/newsletter',
    ]) {
      await openShop(page, path);
      await expect(page.getByText('You need to be logged in to see this page')).toBeVisible();
    }
  });

  test('the auth forms show their validation messages (accounts-content §5)', async ({ page }) => {
    await openShop(page, '/');
    await page.getByTestId('login-open').click();
    await page.getByTestId('auth-panel').locator('button[type=submit]').click();
    await expect(page.getByTestId('auth-panel').getByText('Field is required').first()).toBeVisible();
    await page.getByRole('button', { name: 'Register an account' }).click();
    await page.fill('#register-email', 'x@');
    await page.fill('#register-firstName', 'A');
    await page.fill('#register-password', 'short');
    await page.fill('#register-rPassword', 'shorter');
    await page.getByTestId('auth-panel').locator('button[type=submit]').click();
    const panel = page.getByTestId('auth-panel');
    await expect(panel.getByText('Please provide valid e-mail address.')).toBeVisible();
    await expect(panel.getByText('First name must have at least 2 letters.')).toBeVisible();
    await expect(panel.getByText('Password must have at least 8 characters.')).toBeVisible();
    await expect(panel.getByText('Passwords must be identical.')).toBeVisible();
    await expect(panel.getByText('You must accept the terms and conditions.')).toBeVisible();
  });

  test('register → sign in → add an address → order → order history', async ({ page }) => {
    const email = freshEmail();
    await openShop(page, '/');
    await register(page, email);
    await signOut(page);
    await signIn(page, email);
    await openShop(page, '/my-account/shipping-details');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(
      page
        .getByText('Zip-code must have at least 3 letters.')
        .or(page.getByText('Field is required').first()),
    ).toBeVisible();
    await page.fill('#address-firstName', 'Aino');
    await page.fill('#address-lastName', 'Virtanen');
    await page.fill('#address-streetAddress', 'Mannerheimintie');
    await page.fill('#address-apartmentNumber', '5');
    await page.fill('#address-city', 'Helsinki');
    await page.fill('#address-zipCode', '00100');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(
      notifications(page).filter({ hasText: 'Address has been saved successfully.' }),
    ).toBeVisible();
    await expect(page.getByTestId('address-list')).toContainText('Mannerheimintie 5, 00100 Helsinki');
    await addBySku(page, simpleProduct.sku, 2);
    await expect(miniCartCount(page)).toHaveText('2');
    await openShop(page, '/checkout');
    await expect(page.locator('#personal-emailAddress')).toHaveValue(email);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page.locator('#shipping-streetAddress')).toHaveValue('Mannerheimintie');
    await continueToReview(page);
    await page.check('#review-terms');
    await page.getByTestId('place-order').click();
    await page.waitForURL('**/order-success**');
    const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').replace(/\D/g, '');
    await openShop(page, '/my-account/orders');
    await expect(page.getByTestId('order-history')).toContainText(`#${orderNumber}`);
    await page.getByRole('link', { name: 'View order' }).first().click();
    await expect(page.getByTestId('order-detail')).toContainText(simpleProduct.sku);
  });

  test('a guest cart is merged into the customer cart on login (commerce-core §4 cart sync)', async ({
    page,
  }) => {
    const email = freshEmail();
    await openShop(page, '/');
    await register(page, email);
    await addBySku(page, 'BAT-000003');
    await expect(miniCartCount(page)).toHaveText('1');
    await signOut(page);
    await expect(miniCartCount(page)).toHaveText('0');
    await addBySku(page, simpleProduct.sku);
    await expect(miniCartCount(page)).toHaveText('1');
    await signIn(page, email);
    await expect(miniCartCount(page)).toHaveText('2');
    await page.getByTestId('minicart-toggle').click();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
  });

  test.describe('tokens', () => {
    // Calls still carrying a dead token fail until the session is refreshed or ended (cart totals).
    test.use({
      allowConsole: allowingConsole(
        /401/,
        /Error refreshing user token/,
        /The token provided is either invalid or expired/,
      ),
    });

    test('an expired access token is refreshed transparently and no task is lost (commerce-core §4)', async ({
      page,
    }) => {
      const email = freshEmail();
      await openShop(page, '/');
      const network = trackNetwork(page);
      await register(page, email);
      // What the login set off (profile, order history, the customer's cart) ends before the tokens expire.
      await network.settled();
      sql("UPDATE tokens SET expires_at = 0 WHERE kind = 'access'");
      await openShop(page, '/my-account');
      await page.fill('#profile-firstname', 'Annikki');
      await page.getByRole('button', { name: 'Update my profile' }).click();
      await expect(
        notifications(page).filter({ hasText: 'Account data has successfully been updated' }),
      ).toBeVisible();
      await expect
        .poll(
          () =>
            sql<{ firstname: string }>('SELECT firstname FROM users WHERE email = ?', email)[0]?.firstname,
        )
        .toBe('Annikki');
      await openShop(page, '/my-account/orders');
      await expect(page.getByText('You need to be logged in to see this page')).toHaveCount(0);
      await expect(page.getByTestId('signup-modal')).toHaveCount(0);
    });

    test('an expired refresh token asks for the sign-up modal (commerce-core §4 token refresh)', async ({
      page,
    }) => {
      const email = freshEmail();
      await openShop(page, '/');
      const network = trackNetwork(page);
      await register(page, email);
      // What the login set off (profile, order history, the customer's cart) ends before the tokens expire.
      await network.settled();
      sql('UPDATE tokens SET expires_at = 0');
      await openShop(page, '/my-account/orders');
      await expect(page.getByTestId('signup-modal')).toBeVisible();
      await expect(page.getByTestId('login-open')).toBeVisible();
      await expect(page.getByText('You need to be logged in to see this page')).toBeVisible();
    });
  });

  test.describe('refused answers', () => {
    test.use({ allowConsole: allowingConsole(/400/) });

    test('password reset request and the create-password page validate (accounts-content §4, §5)', async ({
      page,
    }) => {
      await openShop(page, '/recover-password');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByText('Field is required')).toBeVisible();
      await openShop(page, '/create-password/token/bad-token/email/nobody%40example.fi');
      await page.fill('#create-password', 'secret-pass-1');
      await page.fill('#create-rPassword', 'secret-pass-1');
      await page.getByRole('button', { name: 'Set a new password' }).click();
      await expect(page.getByText('The token provided is either invalid or expired').first()).toBeVisible();
    });
  });
});

void fillShipping;
