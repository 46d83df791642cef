import { expect, test } from './fixtures.ts';
import { brandPorts, brandUrl } from './servers.ts';

test.describe('issue 14.6: every link a home page shows resolves to a page (commerce-core §2 routes)', () => {
  for (const brand of Object.keys(brandPorts)) {
    test(`${brand}: no link on the home page answers 404`, async ({ page, request }) => {
      const base = brandUrl(brand);
      await page.goto(`${base}/`);
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).href))]);
      const own = hrefs.filter((href) => href.startsWith(base) && !href.includes('#'));
      expect(own.length).toBeGreaterThan(0);
      const dead: string[] = [];
      for (const href of own) {
        const response = await request.get(href, { maxRedirects: 5 });
        if (response.status() === 404) dead.push(href.slice(base.length));
      }
      expect(dead).toEqual([]);
    });
  }
});
