import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { allowingConsole, expect, hydrated, test } from './fixtures.ts';
import { brandPorts, brandUrl } from './servers.ts';
import { freshEmail, register } from './shop-support.ts';

/**
 * Issue 14, accessibility gate: axe finds no serious or critical violation (WCAG 2 A/AA rules) on
 * the home, category, product, cart, checkout and account pages of every brand.
 */
const brands = Object.keys(brandPorts);

/** Runs axe on the page as it is now; answers the serious and critical violations, readable. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1).join(' ').trim()})` : ''}`,
          )
          .join('; ')}`,
    );
}

async function ready(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  await page.locator('html[data-shop-ready="true"]').waitFor({ state: 'attached' });
}

test.describe('issue 14: no serious or critical axe violation on any brand', () => {
  for (const brand of brands) {
    test(`${brand}: home, category and product pages`, async ({ page }) => {
      const base = brandUrl(brand);
      await ready(page, `${base}/`);
      expect(await seriousViolations(page), 'home').toEqual([]);
      const category = await page.locator('nav.site-menu a').first().getAttribute('href');
      await ready(page, `${base}${category}`);
      expect(await seriousViolations(page), 'category').toEqual([]);
      const product = await page.locator('.product-card a').first().getAttribute('href');
      await ready(page, `${base}${product}`);
      expect(await seriousViolations(page), 'product').toEqual([]);
    });

    test(`${brand}: cart and checkout with a product in the cart`, async ({ page }) => {
      const base = brandUrl(brand);
      await ready(page, `${base}/`);
      const category = await page.locator('nav.site-menu a').first().getAttribute('href');
      await ready(page, `${base}${category}`);
      const product = await page.locator('.product-card a').first().getAttribute('href');
      await ready(page, `${base}${product}`);
      await page.getByRole('button', { name: 'Add to cart' }).first().click();
      await expect(page.getByTestId('minicart-count')).toHaveText('1');
      await page.getByTestId('minicart-toggle').click();
      await expect(page.getByTestId('microcart')).toBeVisible();
      expect(await seriousViolations(page), 'cart').toEqual([]);
      await ready(page, `${base}/checkout`);
      expect(await seriousViolations(page), 'checkout').toEqual([]);
    });

    test.describe(() => {
      // Signing up sometimes sets off a cart pull the server answers 401 (the cart's token from
      // before the sign-up); Chromium logs it. Not an accessibility matter: left to the cart's owner.
      test.use({ allowConsole: allowingConsole(/401 \(Unauthorized\).*\/api\/cart\/pull/) });
      test(`${brand}: the account page of a signed-up customer`, async ({ page }) => {
        const base = brandUrl(brand);
        await ready(page, `${base}/`);
        await register(page, freshEmail());
        await ready(page, `${base}/my-account`);
        expect(await seriousViolations(page), 'account').toEqual([]);
      });
    });
  }
});
