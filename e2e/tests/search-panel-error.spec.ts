import { allowingConsole, expect, test } from './fixtures.ts';
import { setFaults } from './offline-support.ts';
import { openShop } from './shop-support.ts';

test.describe('issue 14.12: a search error stays inside the search panel (commerce-core §4 connectivity)', () => {
  test.use({ allowConsole: allowingConsole(/500/, /Search failed/, /Internal Server Error/i) });
  test.afterEach(async () => {
    await setFaults(null);
  });

  test('with the catalogue failing, typing in the header search shows the error in the panel; the page stays', async ({
    page,
  }) => {
    await openShop(page, '/');
    const heading = await page.locator('main h1, main h2').first().textContent();
    await setFaults({ errorRate: { catalog: 1 } });
    const search = page.getByRole('search').first().getByRole('searchbox');
    await search.fill('akku');
    await expect(page.getByTestId('search-panel-error')).toHaveText(
      'Something went wrong. Try again in a few seconds.',
    );
    await expect(page.locator('main h1, main h2').first()).toHaveText(heading ?? '');
  });
});
