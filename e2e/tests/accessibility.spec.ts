import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { brandPorts, brandUrl } from './servers.ts';
import { addBySku, freshEmail, miniCartCount, openShop, register } from './shop-support.ts';

/** The serious and critical axe violations of the page, as "rule: target" lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.slice(0, 3).map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** A category and a product of each brand's demo catalogue, read from its home page's links. */
async function firstLinks(page: Page, base: string): Promise<{ category: string; product: string }> {
  await page.goto(`${base}/`);
  const category = (await page.locator('.site-menu a').first().getAttribute('href')) ?? '/';
  await page.goto(`${base}${category}`);
  const product = (await page.locator('main .product-card a').first().getAttribute('href')) ?? '/';
  return { category, product };
}

test.describe('issue 14: accessibility — no serious or critical axe violation (WCAG 2 AA)', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const brand of Object.keys(brandPorts)) {
    test(`${brand}: home, category, product, cart, checkout and account`, async ({ page }) => {
      const base = brandUrl(brand);
      const { category, product } = await firstLinks(page, base);
      const found: Record<string, string[]> = {};
      for (const [name, path] of [
        ['home', '/'],
        ['category', category],
        ['product', product],
      ] as const) {
        await openShop(page, `${base}${path}`);
        found[name] = await seriousViolations(page);
      }
      const sku = ((await page.locator('.product__sku').first().textContent()) ?? '').replace(/^.*:\s*/, '');
      await addBySku(page, sku);
      await expect(miniCartCount(page)).not.toHaveText('0');
      await page.getByTestId('minicart-toggle').click();
      found.cart = await seriousViolations(page);
      await openShop(page, `${base}/checkout`);
      found.checkout = await seriousViolations(page);
      await register(page, freshEmail());
      await openShop(page, `${base}/my-account`);
      found.account = await seriousViolations(page);
      expect(found).toEqual({ home: [], category: [], product: [], cart: [], checkout: [], account: [] });
    });
  }
});
