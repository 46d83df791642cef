import { expect, open, test } from './fixtures.ts';
import { offlineConsole, productLinks, serviceWorkerControls, setOnline } from './offline-support.ts';

/**
 * Issue 28.10: offline, a product never visited is not missing — the shopper sees the offline
 * notice ("not available in Offline mode", accounts-content §8) until it goes home, never a bare
 * "404 Page Not Found" beside it.
 */
test.use({ allowConsole: [offlineConsole, { scope: 'test' }], serviceWorkers: 'allow' });

test('defect: the offline notice for an unvisited product shows "404 Page Not Found" until the redirect — only the notice shows', async ({
  page,
  context,
}) => {
  // Every heading the page ever shows, also one gone before an assertion could see it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
    new MutationObserver(() => {
      for (const h1 of document.querySelectorAll('h1')) {
        const text = h1.textContent ?? '';
        if (h1.checkVisibility() && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await open(page, '/');
  await serviceWorkerControls(page);
  await open(page, '/c/akut');
  const [, unvisited] = await productLinks(page, 2);
  await setOnline(context, false);
  await page.locator(`main a[href="${unvisited}"]`).first().click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /not available in Offline mode|ei ole käytettävissä offline-tilassa/ }),
  ).toBeVisible();
  const seen = () => page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
  expect(await seen()).not.toContain('404 Page Not Found');
  await expect(page).toHaveURL('/', { timeout: 15_000 });
});
