import { expect, test } from './fixtures.ts';
import { addBySku, miniCartCount, openShop, simpleProduct, trackNetwork } from './shop-support.ts';

test.describe('issue 14.3: a guest keeps one server cart across loads (commerce-core §4 cart sync, the cart token storage)', () => {
  test('reloads, a directly opened /checkout and a new tab create no further server cart', async ({
    page,
    context,
  }) => {
    const creates: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('/api/cart/create')) creates.push(request.url());
    });
    await openShop(page, '/');
    await addBySku(page, simpleProduct.sku, 2);
    await expect(miniCartCount(page)).toHaveText('2');
    const network = trackNetwork(page);
    await network.settled();
    expect(creates).toHaveLength(1);
    for (let load = 0; load < 3; load += 1) {
      await page.reload();
      await openShop(page, '/');
      await expect(miniCartCount(page)).toHaveText('2');
    }
    await openShop(page, '/checkout');
    const tab = await context.newPage();
    await openShop(tab, simpleProduct.path);
    await expect(miniCartCount(tab)).toHaveText('2');
    await trackNetwork(tab).settled();
    await trackNetwork(page).settled();
    expect(creates).toHaveLength(1);
  });

  test('an applied coupon and its totals survive a reload and a directly opened /checkout', async ({
    page,
  }) => {
    await openShop(page, '/');
    await addBySku(page, simpleProduct.sku, 3);
    await expect(miniCartCount(page)).toHaveText('3');
    await page.getByTestId('minicart-toggle').click();
    await page.fill('#coupon-code', 'KAUPPA10');
    await page.getByRole('button', { name: 'Add discount code' }).click();
    await expect(page.getByTestId('cart-totals')).toContainText(/discount/i);
    await page.reload();
    await openShop(page, '/');
    await page.getByTestId('minicart-toggle').click();
    await expect(page.getByTestId('cart-totals')).toContainText(/discount/i);
    await openShop(page, '/checkout');
    await expect(page.getByTestId('cart-totals')).toContainText(/discount/i);
  });
});
