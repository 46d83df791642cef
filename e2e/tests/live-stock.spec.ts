import { expect, test } from './fixtures.ts';
import { admin, openShop, simpleProduct } from './shop-support.ts';

test.describe('issue 14.9: the stock a product page shows is checked live after it loads (commerce-core §4 stock)', () => {
  test.afterEach(async () => {
    await admin('POST', 'stock', { sku: simpleProduct.sku, qty: 188, is_in_stock: true });
  });

  test('a page rendered (and cached) while in stock says out of stock once the stock went to zero', async ({
    page,
  }) => {
    await admin('POST', 'stock', { sku: simpleProduct.sku, qty: 188, is_in_stock: true });
    await openShop(page, simpleProduct.path);
    await expect(page.locator('.product__availability .stock')).toContainText('(188)');
    await admin('POST', 'stock', { sku: simpleProduct.sku, qty: 0, is_in_stock: false });
    await openShop(page, simpleProduct.path);
    await expect(page.locator('.product__availability .stock')).toHaveText('This product is out of stock');
  });
});
