import type { Request } from '@playwright/test';
import { allowingConsole, expect, test } from './fixtures.ts';
import {
  addBySku,
  freshEmail,
  miniCartCount,
  openShop,
  register,
  signIn,
  simpleProduct,
  sql,
  trackNetwork,
} from './shop-support.ts';

/** Lines held by guest carts (carts of no customer) on the server. */
const guestCartLines = () =>
  sql<{ n: number }>(
    'SELECT COUNT(*) AS n FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.user_id IS NULL',
  )[0]?.n ?? 0;

test.describe('issue 28.5: when the refresh token has expired nothing is sent after the session ends (commerce-core §4 token refresh: clears untransmitted tasks)', () => {
  // The dead tokens are refused (401) and the refresh fails before the session ends.
  test.use({
    allowConsole: allowingConsole(
      /401/,
      /Error refreshing user token/,
      /The token provided is either invalid or expired/,
    ),
  });

  test('the pending add reaches no guest cart: no cart is created or updated after the refresh fails, count 0, the sign-up modal shows — every time', async ({
    page,
  }) => {
    const email = freshEmail();
    await openShop(page, '/');
    const login = trackNetwork(page);
    await register(page, email);
    await login.settled();
    // The race (the refused sync bypassing to a guest cart before the logout clears the cart) is
    // walked several times: each time, nothing may follow the refresh's refusal.
    for (let round = 0; round < 4; round += 1) {
      if (round > 0) {
        await openShop(page, '/');
        const again = trackNetwork(page);
        await signIn(page, email);
        await again.settled();
      }
      const guestLinesBefore = guestCartLines();
      let refreshAnswered = false;
      const afterRefresh: string[] = [];
      const onRequest = (request: Request) => {
        if (refreshAnswered && /\/api\/cart\/(create|update)/.test(request.url()))
          afterRefresh.push(`${request.method()} ${request.url()}`);
      };
      const onResponse = (response: { url(): string }) => {
        if (response.url().includes('/api/user/refresh')) refreshAnswered = true;
      };
      page.on('request', onRequest);
      page.on('response', onResponse);
      sql('UPDATE tokens SET expires_at = 0');
      const expiry = trackNetwork(page);
      await addBySku(page, simpleProduct.sku, 1);
      await expect(page.getByTestId('signup-modal')).toBeVisible();
      await expect(miniCartCount(page)).toHaveText('0');
      await expiry.settled();
      page.off('request', onRequest);
      page.off('response', onResponse);
      expect(refreshAnswered).toBe(true);
      expect(afterRefresh, `round ${round}`).toEqual([]);
      expect(guestCartLines(), `round ${round}`).toBe(guestLinesBefore);
    }
  });
});
