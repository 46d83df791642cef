import { expect, test } from './fixtures.ts';
import { brandUrl } from './servers.ts';
import { openShop } from './shop-support.ts';

/** The filter groups a category page offers, by legend. */
async function filterGroups(page: import('@playwright/test').Page): Promise<string[]> {
  return page.locator('.filters__group legend').allTextContents();
}

test.describe('issue 14.7: every filter a category lists is offered, from the configurable children (commerce-core §4 category, §9)', () => {
  for (const [brand, path, groups, listed] of [
    // The categories' available_filters: color,size,price · color,storage,price ·
    // valmistaja,pack_size,price · valmistaja,voltage,price
    ['clothing-en', '/c/women', ['Colour', 'Size', 'Price'], 3],
    ['mac', '/c/tietokoneet', ['Price'], 3],
    ['battery', '/c/paristot', ['Pakkauskoko', 'Price'], 3],
    ['battery', '/c/akut', ['Jännite', 'Price'], 3],
  ] as const) {
    test(`${brand} ${path} offers ${groups.join(', ')} and every listed filter with counts`, async ({
      page,
    }) => {
      await openShop(page, `${brandUrl(brand)}${path}`);
      const shown = await filterGroups(page);
      for (const group of groups) expect(shown).toContain(group);
      // Every listed filter of the category shows up (available_filters).
      const counts = await page.locator('.filters__group .filters__count').allTextContents();
      expect(counts.length).toBeGreaterThan(0);
      expect(shown).toHaveLength(listed);
    });
  }

  test('choosing a colour narrows the listing to products with a child of that colour', async ({ page }) => {
    await openShop(page, `${brandUrl('clothing-en')}/c/women`);
    const total = Number((await page.getByText(/^Products: \d+/).textContent())?.replace(/\D/g, ''));
    const group = page
      .locator('.filters__group')
      .filter({ has: page.locator('legend', { hasText: 'Colour' }) });
    const first = group.locator('li').first();
    const label = (await first.locator('label').textContent()) ?? '';
    const count = Number(label.match(/\((\d+)\)/)?.[1]);
    await first.locator('input').check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/color=/);
    await expect(page.getByText(`Products: ${count}`)).toBeVisible();
    expect(count).toBeLessThan(total);
    expect(count).toBeGreaterThan(0);
  });
});
