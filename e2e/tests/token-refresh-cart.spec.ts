import { allowingConsole, expect, test } from './fixtures.ts';
import {
  addBySku,
  freshEmail,
  miniCartCount,
  openShop,
  register,
  simpleProduct,
  sql,
  trackNetwork,
} from './shop-support.ts';

const serverCartSkus = (email: string) =>
  sql<{ sku: string; qty: number }>(
    `SELECT i.sku, i.qty FROM cart_items i JOIN carts c ON c.id = i.cart_id JOIN users u ON u.id = c.user_id
     WHERE u.email = ? AND c.active = 1`,
    email,
  );

test.describe('issue 14.2: a cart change survives an access-token refresh (commerce-core §4 token refresh)', () => {
  // The first calls with the dead token are answered 401 before the refresh.
  test.use({ allowConsole: allowingConsole(/401/, /The token provided is either invalid or expired/) });

  test('signed in, the access token expires, the shopper adds a product: it reaches the server cart', async ({
    page,
  }) => {
    const email = freshEmail();
    await openShop(page, '/');
    const network = trackNetwork(page);
    await register(page, email);
    await network.settled();
    sql("UPDATE tokens SET expires_at = 0 WHERE kind = 'access'");
    await addBySku(page, simpleProduct.sku, 2);
    await expect(miniCartCount(page)).toHaveText('2');
    await expect.poll(() => serverCartSkus(email)).toEqual([{ sku: simpleProduct.sku, qty: 2 }]);
    // After a reload (a new access token is in use) the cart still holds the line.
    await page.reload();
    await openShop(page, '/');
    await expect(miniCartCount(page)).toHaveText('2');
  });
});
