import { allowingConsole, expect, test } from './fixtures.ts';
import { setFaults } from './offline-support.ts';
import { openShop } from './shop-support.ts';

test.describe('issue 14.13: the 404 and error pages keep the brand header, navigation and search (accounts-content §8)', () => {
  test.use({
    allowConsole: allowingConsole(
      /404/,
      /500/,
      /Internal Server Error/i,
      /Unexpected Server Error/,
      /failed/i,
    ),
  });
  test.afterEach(async () => {
    await setFaults(null);
  });

  test('an unknown path: 404 Page Not Found inside the brand header, menu, search and footer', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.locator('header.site-header img[alt]')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(page.getByRole('search').first()).toBeVisible();
    await expect(page.locator('footer.site-footer')).toBeVisible();
  });

  test('a product that fails to load: the error page inside the brand header and search', async ({
    page,
  }) => {
    await openShop(page, '/');
    await setFaults({ errorRate: { catalog: 1 } });
    await page.goto('/p/BAT-000001/whatever');
    await expect(page.locator('.error-page h1')).toBeVisible();
    await expect(page.locator('header.site-header img[alt]')).toBeVisible();
    await expect(page.getByRole('search').first()).toBeVisible();
  });
});
