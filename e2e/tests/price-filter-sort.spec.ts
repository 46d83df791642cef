import { expect, test } from './fixtures.ts';
import { openShop } from './shop-support.ts';

/** "1 234,50 €" → 1234.5 */
const euros = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

/** The price each listed product shows (the special price when there is one). */
async function shownPrices(page: import('@playwright/test').Page): Promise<number[]> {
  const texts = await page
    .locator('main .product-card')
    .evaluateAll((cards) =>
      cards.map((card) =>
        (
          (card.querySelector('.product-card__price ins') ?? card.querySelector('.product-card__price'))
            ?.textContent ?? ''
        ).trim(),
      ),
    );
  return texts.filter(Boolean).map(euros);
}

test.describe('issue 14.8: price filters and sorting use the price shown (commerce-core §9)', () => {
  test('"Price: Low to high" orders the listing by the price each product shows, sale prices included', async ({
    page,
  }) => {
    await openShop(page, '/c/akut');
    await page.selectOption('#listing-sort', { label: 'Price: Low to high' });
    await expect(page).toHaveURL(/sort=/);
    await expect(page.locator('main .product-card').first()).toBeVisible();
    // The sorted listing replaces the one shown before the choice (it once read the old one, under load).
    const sorted = (prices: number[]) => prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price);
    await expect.poll(async () => sorted(await shownPrices(page))).toBe(true);
    const prices = await shownPrices(page);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('the "€50 - 100" range lists only products shown at 50 to under 100 euros', async ({ page }) => {
    await openShop(page, '/c/akut?price=50-100');
    await expect(page.locator('main .product-card').first()).toBeVisible();
    const prices = await shownPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(50);
      expect(price).toBeLessThan(100);
    }
  });
});
