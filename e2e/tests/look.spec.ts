import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures.ts';
import { brandPorts, brandUrl } from './servers.ts';
import { addBySku, continueToReview, fillShipping, openShop, simpleProduct } from './shop-support.ts';

/**
 * Issue 14.14: what a shopper saw of the six shops in Chromium. Each test checks the property the
 * defect broke (contrast ratio, layout geometry, element kind), never pixels.
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

test.describe('issue 14.14: the shops look right in Chromium', () => {
  for (const brand of brands) {
    test(`the ${brand} logo's wordmark contrasts with its header (WCAG AA 4.5:1)`, async ({ page }) => {
      await page.goto(`${brandUrl(brand)}/`);
      const src = await page.locator('header.site-header .site-header__logo img').getAttribute('src');
      const svg = await (await page.request.get(new URL(src!, brandUrl(brand)).href)).text();
      const fills = [...svg.matchAll(/<text[^>]*\sfill="([^"]+)"/g)].map((m) => m[1]!);
      expect(fills.length, 'the logo has a wordmark').toBeGreaterThan(0);
      const header = await backgroundOf(page, 'header.site-header .site-header__bar');
      for (const fill of fills)
        expect(contrast(fill, header), `${fill} on ${header}`).toBeGreaterThanOrEqual(4.5);
    });

    test(`the ${brand} search placeholder fits its field, on desktop and on a 390 px phone`, async ({
      page,
    }) => {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${brandUrl(brand)}/`);
        const fit = await page
          .locator('header.site-header input[name=q]')
          .evaluate((input: HTMLInputElement) => {
            const style = getComputedStyle(input);
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const text = context.measureText(input.placeholder).width;
            const room =
              input.clientWidth -
              Number.parseFloat(style.paddingLeft) -
              Number.parseFloat(style.paddingRight);
            return { text, room };
          });
        expect(fit.text, `placeholder at ${width} px`).toBeLessThanOrEqual(fit.room);
      }
    });

    test(`the ${brand} menu's left edge lines up with the content's`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${brandUrl(brand)}/`);
      const menu = await page.locator('nav.site-menu a').first().boundingBox();
      const content = await page.locator('main#main').evaluate((main) => {
        const box = main.getBoundingClientRect();
        return box.left + Number.parseFloat(getComputedStyle(main).paddingLeft);
      });
      expect(Math.abs(menu!.x - content)).toBeLessThanOrEqual(1);
    });
  }

  test('an 8-product list at desktop width fills whole rows (4 or 8 a row, no orphan)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/');
    const lists = await page
      .locator('ul.product-list')
      .evaluateAll((uls) =>
        uls.map((ul) => [...ul.children].map((li) => Math.round(li.getBoundingClientRect().top))),
      );
    const eight = lists.filter((tops) => tops.length === 8);
    expect(eight.length, 'the home page has an 8-product list').toBeGreaterThan(0);
    for (const tops of eight) {
      const perRow = tops.filter((top) => top === tops[0]).length;
      expect([4, 8]).toContain(perRow);
    }
  });

  test('the cart toggle draws its icon as an SVG, not an emoji', async ({ page }) => {
    await openShop(page, '/');
    const toggle = page.getByTestId('minicart-toggle');
    await expect(toggle.locator('svg')).toBeVisible();
    expect(await toggle.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
  });

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

  test('the terms checkbox sits beside its text in one clickable label (checkout review)', async ({
    page,
  }) => {
    await openShop(page, '/');
    await addBySku(page, simpleProduct.sku);
    await expect(page.getByTestId('minicart-count')).toHaveText('1');
    await goToReview(page);
    const terms = page.locator('#review-terms');
    const label = page.locator('label', { has: terms });
    await expect(label).toContainText('I agree to Terms and conditions');
    const box = (await terms.boundingBox())!;
    const text = await label.evaluate((element) => {
      const range = document.createRange();
      const node = [...element.childNodes].find(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      );
      range.selectNodeContents(node!);
      return range.getBoundingClientRect();
    });
    expect(text.left - (box.x + box.width), 'gap between box and text').toBeLessThanOrEqual(16);
    expect(Math.abs(text.top + text.height / 2 - (box.y + box.height / 2))).toBeLessThanOrEqual(8);
    await page.getByText('I agree to Terms and conditions').click();
    await expect(terms).toBeChecked();
  });

  test('completed checkout steps show a summary of what was chosen', async ({ page }) => {
    await openShop(page, '/');
    await addBySku(page, simpleProduct.sku);
    await expect(page.getByTestId('minicart-count')).toHaveText('1');
    await goToReview(page);
    await expect(page.getByTestId('step-personalDetails')).toContainText('Aino Virtanen');
    const shipping = page.getByTestId('summary-shipping');
    await expect(shipping).toContainText('Mannerheimintie 1 A');
    await expect(shipping).toContainText('00100 Helsinki');
    await expect(shipping).toContainText('Shipping method:');
    const payment = page.getByTestId('summary-payment');
    await expect(payment).toContainText('Aino Virtanen');
    await expect(payment).toContainText('Payment method:');
  });

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
});

async function goToReview(page: Page): Promise<void> {
  await openShop(page, '/checkout');
  await page.fill('#personal-firstName', 'Aino');
  await page.fill('#personal-lastName', 'Virtanen');
  await page.fill('#personal-emailAddress', 'aino@example.fi');
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await fillShipping(page);
  await continueToReview(page);
}
