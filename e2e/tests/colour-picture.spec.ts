import { expect, type Page, test } from '@playwright/test';
import { brandUrl } from './servers.ts';

/**
 * Issue 14.10: a colour choice on a clothing product changes the picture (the colour images exist:
 * `/assets/products/{brand}/{kind}-{colour}.svg`), also after the shopper browsed the thumbnails.
 */
const productPath = '/naiset/naisten-paidat/marimekko-luomu-paita-pellava';
const colourImage = /-(black|white|red|blue|green|grey|space-grey|silver)\.svg$/;

const mainImage = (page: Page) => page.locator('.gallery__main img').first();
const colours = (page: Page) => page.locator('.product__option').first().locator('a.option-value');

test('choosing a colour shows that colour’s picture, whichever thumbnail was open', async ({ page }) => {
  await page.goto(`${brandUrl('clothing-fi')}${productPath}`);
  await expect(colours(page).nth(1)).toBeVisible();
  await colours(page).nth(0).click();
  await expect(mainImage(page)).toHaveAttribute('src', colourImage);
  const first = await mainImage(page).getAttribute('src');
  // The shopper opens another thumbnail, then picks the second colour.
  await page.locator('.gallery__thumbs li').last().locator('a, button').first().click();
  await colours(page).nth(1).click();
  await expect(mainImage(page)).toHaveAttribute('src', colourImage);
  await expect.poll(() => mainImage(page).getAttribute('src')).not.toBe(first);
  // Back to the first colour, again after browsing: its own picture comes back.
  await page.locator('.gallery__thumbs li').first().locator('a, button').first().click();
  await colours(page).nth(0).click();
  await expect(mainImage(page)).toHaveAttribute('src', first ?? '');
});
