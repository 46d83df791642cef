import { mkdirSync } from 'node:fs';
import { expect, open, test } from './fixtures.ts';
import { brandUrl } from './servers.ts';

const brands = [
  ['battery', 'Akkukauppa', 'Virtaa kaikkeen, mikä liikkuu'],
  ['hair', 'Hiustukku', 'Salongin laatu, ammattilaisen valikoima'],
  ['clothing-fi', 'Vaatetupa', 'Pohjoisen sään vaatteet'],
  ['clothing-en', 'Thread & Co.', 'New season, timeless pieces'],
  ['mac', 'Macpiste', 'Mac, iPad ja tarvikkeet – asiantuntevasti'],
  ['wholesale', 'Digitukku', 'Yritysten verkkotukku'],
] as const;

test.describe("each brand's home page (commerce-core §1)", () => {
  for (const [brand, name, hero] of brands) {
    test(`${brand} renders its own home page`, async ({ page }) => {
      await open(page, `${brandUrl(brand)}/`);
      await expect(page.locator('body')).toHaveAttribute('data-brand', brand);
      await expect(page.getByRole('heading', { level: 1, name: hero })).toBeVisible();
      await expect(page.getByRole('link', { name }).first()).toBeVisible();
      await expect(page.locator('.product-list').first()).toBeVisible();
      await expect(page.locator(`link[rel="icon"][href^="/brands/${brand}/"]`)).toHaveCount(1);
    });
  }

  test('the battery home shows its banners and the home lists', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('link', { name: /Autoakut talveen/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'New collection' }).getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('list', { name: 'New products' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('list', { name: 'Outlet' }).getByRole('listitem')).toHaveCount(6);
  });
});

test.describe('responsive layout (issue 8 quality)', () => {
  test('the home page does not scroll sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open(page, '/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    mkdirSync('artifacts', { recursive: true });
    await page.screenshot({ path: 'artifacts/battery-home-320.png', fullPage: true });
  });
});
