import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { brandPorts, brandUrl } from './servers.ts';
import { addBySku, openShop, simpleProduct } from './shop-support.ts';

/**
 * Issue 14.14 and the screenshot review of the six shops (desktop and 390 px), beyond `look.spec.ts`:
 * each test checks the property the defect broke (contrast ratio, layout geometry), never pixels.
 */
const brands = Object.keys(brandPorts);

/** WCAG 2 contrast ratio of two `#rrggbb` / `rgb()` colours. */
function contrast(a: string, b: string): number {
  const rgb = (c: string): number[] => {
    const hex = /^#([0-9a-f]{6})$/i.exec(c.trim());
    if (hex) return [0, 2, 4].map((i) => Number.parseInt(hex[1]!.slice(i, i + 2), 16));
    const parts = /rgba?\(([^)]+)\)/
      .exec(c)?.[1]
      ?.split(/[ ,/]+/)
      .map(Number);
    if (!parts) throw new Error(`Not a colour: ${c}`);
    return parts.slice(0, 3);
  };
  const luminance = (c: string) => {
    const [r, g, bl] = rgb(c).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The background colour an element is drawn on: its own or its nearest ancestor's opaque one. */
function backgroundOf(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour && colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour)) return colour;
      }
      return 'rgb(255, 255, 255)';
    });
}

test.describe('issue 14.14: link colours, panel and header controls, the phone bar', () => {
  test('link-like buttons ("Remove") on a light panel reach WCAG AA contrast on the yellow brand', async ({
    page,
  }) => {
    await openShop(page, '/');
    await addBySku(page, simpleProduct.sku);
    await expect(page.getByTestId('minicart-count')).toHaveText('1');
    await page.getByTestId('minicart-toggle').click();
    const remove = page.getByTestId('microcart').locator('.link-button').first();
    await expect(remove).toBeVisible();
    const colour = await remove.evaluate((button) => getComputedStyle(button).color);
    const background = await backgroundOf(page, '[data-testid=microcart] .link-button');
    expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  });

  test("the mini cart's close button contrasts with the panel (screenshot review)", async ({ page }) => {
    await openShop(page, '/');
    await page.getByTestId('minicart-toggle').click();
    const close = page.getByTestId('microcart').locator('.panel__close');
    await expect(close).toBeVisible();
    const colour = await close.evaluate((button) => getComputedStyle(button).color);
    const background = await backgroundOf(page, '[data-testid=microcart] .panel__close');
    expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  });

  for (const brand of brands) {
    test(`the ${brand} header's search button stands out from the header (screenshot review)`, async ({
      page,
    }) => {
      await page.goto(`${brandUrl(brand)}/`);
      const button = 'header.site-header .search-panel__row button';
      const own = await page.locator(button).evaluate((element) => getComputedStyle(element).backgroundColor);
      const header = await backgroundOf(page, 'header.site-header .site-header__bar');
      // A non-text control needs 3:1 against what is around it (WCAG 1.4.11).
      expect(contrast(own, header)).toBeGreaterThanOrEqual(3);
    });
  }

  for (const brand of brands) {
    test(`on a 390 px phone the ${brand} category's first screen shows products`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${brandUrl(brand)}/`);
      const href = await page.locator('nav.site-menu a').first().getAttribute('href');
      await page.goto(`${brandUrl(brand)}${href}`);
      const card = await page.locator('.product-card').first().boundingBox();
      const bar = await page.getByTestId('shop-bar').boundingBox();
      // The bottom bar is one row, and at least the top 100 px of the first card show above it.
      expect(bar!.height).toBeLessThanOrEqual(60);
      expect(card!.y + 100).toBeLessThanOrEqual(bar!.y);
    });
  }

  test("on a 390 px phone the bottom bar's cart button is inside the screen (screenshot review: 'Cart 0' was cut off at the right edge)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${brandUrl('clothing-en')}/my-account`);
    const cart = await page.getByTestId('minicart-toggle').boundingBox();
    expect(cart!.x + cart!.width).toBeLessThanOrEqual(390);
    // Named by its text for assistive technology although only the icon shows.
    await expect(page.getByRole('button', { name: /Cart/ })).toBeVisible();
  });

  test("the My Account page's breadcrumb names it once (screenshot review: 'My Account / My Account')", async ({
    page,
  }) => {
    await page.goto(`${brandUrl('clothing-en')}/my-account`);
    await expect(page.locator('nav.breadcrumbs li')).toHaveText(['', 'My Account']);
  });
});
