import { expect, test } from './fixtures.ts';
import { brandPorts, brandUrl } from './servers.ts';
import { addBySku, miniCartCount, openShop, simpleProduct } from './shop-support.ts';

/** The WCAG 2 contrast ratio of two CSS `rgb()` colours. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const f = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

test.describe('issue 14.14: the look of every brand (logo, menu, lists, cart icon, search, checkout)', () => {
  for (const brand of Object.keys(brandPorts)) {
    test(`${brand}: the dark wordmark of the logo has contrast with what it stands on (WCAG AA 4.5:1)`, async ({
      page,
    }) => {
      await page.goto(`${brandUrl(brand)}/`);
      const { logo, header } = await page.evaluate(() => ({
        logo: getComputedStyle(document.querySelector('.site-header__logo') as HTMLElement).backgroundColor,
        header: getComputedStyle(document.querySelector('.site-header') as HTMLElement).backgroundColor,
      }));
      const transparent = /rgba\(.*,\s*0\)$/.test(logo) || logo === 'transparent';
      // The brands' wordmarks are drawn dark (#141414) for a light ground.
      const ratio = contrast('rgb(20, 20, 20)', transparent ? header : logo);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    });
  }

  test('the cart icon is drawn (SVG), not an emoji that shows as an empty box', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('minicart-toggle').locator('svg')).toHaveCount(1);
    await expect(page.getByTestId('minicart-toggle')).not.toContainText('🛒');
  });

  test('the menu lines up with the header and the page, not the window edge', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const menuLeft = await page
      .locator('.site-menu li')
      .first()
      .evaluate((el) => el.getBoundingClientRect().left);
    const logoLeft = await page
      .locator('.site-header__logo')
      .evaluate((el) => el.getBoundingClientRect().left);
    expect(Math.abs(menuLeft - logoLeft)).toBeLessThan(2);
  });

  test('a list of 8 products fills its rows (4 + 4), never 7 + 1', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const lists = page.locator('main .product-list');
    const rows = await lists.first().evaluate((list) => {
      const tops = [...list.children].map((li) => Math.round(li.getBoundingClientRect().top));
      const byRow = new Map<number, number>();
      for (const top of tops) byRow.set(top, (byRow.get(top) ?? 0) + 1);
      return [...byRow.values()];
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((n) => n === rows[0])).toBe(true);
  });

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    test(`the search placeholder is not cut off at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const fits = await page.locator('.site-header input[type="search"]').evaluate((input) => {
        const el = input as HTMLInputElement;
        const style = getComputedStyle(el);
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.font = `${style.fontSize} ${style.fontFamily}`;
        const text = canvas.measureText(el.placeholder).width;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return text <= room;
      });
      expect(fits).toBe(true);
    });
  }

  test('on a 390 px phone the first screen of a category shows products', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openShop(page, `${brandUrl('clothing-en')}/c/women`);
    const top = await page
      .locator('main .product-card')
      .first()
      .evaluate((el) => el.getBoundingClientRect().top);
    const bar = await page.locator('.shop-bar').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(bar - 100);
  });

  test('the terms checkbox sits with its label; completed checkout steps show a summary of what was chosen', async ({
    page,
  }) => {
    await openShop(page, '/');
    await addBySku(page, simpleProduct.sku);
    await expect(miniCartCount(page)).toHaveText('1');
    await openShop(page, '/checkout');
    await page.fill('#personal-firstName', 'Aino');
    await page.fill('#personal-lastName', 'Virtanen');
    await page.fill('#personal-emailAddress', 'aino@example.fi');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    const { fillShipping, continueToReview } = await import('./shop-support.ts');
    await fillShipping(page);
    await continueToReview(page);
    const box = await page.locator('#review-terms').boundingBox();
    const label = await page.locator('label[for="review-terms"]').boundingBox();
    expect(box && label).toBeTruthy();
    // The box is inside its label's row, at its start.
    expect(Math.abs((box?.x ?? 0) - (label?.x ?? 0))).toBeLessThan(4);
    expect(box?.width ?? 0).toBeLessThan(40);
    // Completed steps show what was chosen.
    await expect(page.getByTestId('shipping-summary')).toContainText('Mannerheimintie');
    await expect(page.getByTestId('payment-summary')).toContainText(/Cash on delivery|Bank transfer/i);
  });
});
