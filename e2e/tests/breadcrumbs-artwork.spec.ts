import { expect, test } from './fixtures.ts';
import { openShop } from './shop-support.ts';

test.describe("issue 14.10: breadcrumbs follow the product's own category path (commerce-core §3 breadcrumbs)", () => {
  test('a charger under /laturit/akkulaturit/ shows Laturit › Akkulaturit, not Outlet', async ({ page }) => {
    await openShop(page, '/laturit/akkulaturit/bosch-genius-akkulaturi-12-v');
    const crumbs = page.locator('.breadcrumbs');
    await expect(crumbs).toContainText('Laturit');
    await expect(crumbs).toContainText('Akkulaturit');
    await expect(crumbs).not.toContainText('Outlet');
  });
});
