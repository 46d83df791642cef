import { allowingConsole, expect, hydrated, test } from './fixtures.ts';
import { setFaults } from './offline-support.ts';

/**
 * Issue 31.1, "a slow API degrades, never fails": when a product page's own lookup misses the
 * server's search budget (commerce-core §9: server 1000 ms) the storefront answers a page that
 * finishes loading in the browser within the client budget (5000 ms) — never a 500; a dead API
 * still shows the error page (accounts-content §8). No test here asserts a duration.
 */

/**
 * The product's own lookup (`filter` of one sku term), and not the related search (no sku
 * term): the fault switch reads a GET search's document decoded as the platform does
 * (twice, issue 27.1).
 */
const ownLookup = (sku: string) => `catalog ~{"filter":[{"term":{"sku":"${sku}"}}]}`;

/** Products no other suite renders, one per test: the output cache never answers for them. */
const products = {
  slow: { sku: 'BAT-000007', path: '/p/BAT-000007/slow-api' },
  slower: { sku: 'BAT-000008', path: '/p/BAT-000008/slow-api' },
  dead: { sku: 'BAT-000009', path: '/p/BAT-000009/slow-api' },
};

test.describe('issue 31.1: a slow product lookup never fails the product page (commerce-core §9 search timeouts)', () => {
  // The browser's own line for a document answered 503 (the loading page).
  test.use({ allowConsole: allowingConsole(/status of 503 \(Service Unavailable\)/) });
  test.afterEach(async () => {
    await setFaults(null);
  });

  for (const [name, latencyMs] of [
    ['slow', 1500],
    ['slower', 3000],
  ] as const) {
    test(`with the product's own lookup answering after ${latencyMs} ms, the shopper sees the product and no document answers 500`, async ({
      page,
    }) => {
      const { sku, path } = products[name];
      await setFaults({ latencyMs: { [ownLookup(sku)]: latencyMs } });
      const statuses: number[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'document') statuses.push(response.status());
      });
      const first = await page.goto(path);
      // The first answer is the page, or the loading page that no CDN keeps: never a 500.
      expect([200, 503]).toContain(first?.status());
      if (first?.status() === 503) {
        expect(first.headers()['cache-control']).toBe('no-store');
        expect(Number(first.headers()['retry-after'])).toBeGreaterThan(0);
      }
      await expect(page.locator('article.product')).toBeVisible();
      await expect(page.locator('article.product')).toContainText(`SKU: ${sku}`);
      await hydrated(page);
      await expect(page.locator('main h1')).not.toBeEmpty();
      expect(statuses).not.toContain(500);
      expect(statuses.at(-1)).toBe(200);
    });
  }
});

test.describe('issue 31.1: a dead API still shows the error page (accounts-content §8)', () => {
  // The browser's line for the 500 document and the error page's own log of the error.
  test.use({ allowConsole: allowingConsole(/status of 500 /, /Unexpected Server Error/) });
  test.afterEach(async () => {
    await setFaults(null);
  });

  test("with the product's own lookup failing (a dead API, not a slow one), the shopper gets the error page (accounts-content §8)", async ({
    page,
  }) => {
    const { sku, path } = products.dead;
    await setFaults({ errorRate: { [ownLookup(sku)]: 1 } });
    const response = await page.goto(path);
    expect(response?.status()).toBe(500);
    await expect(page.locator('main')).toContainText('Internal Server Error 500');
  });
});
