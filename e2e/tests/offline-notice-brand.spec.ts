import { expect, open, test } from './fixtures.ts';
import { offlineConsole, serviceWorkerControls, setOnline } from './offline-support.ts';

/**
 * Issue 14.13 (part): the service worker's offline notice for a page never visited shows inside
 * the brand's header, menu and search, taken from a page the worker keeps (accounts-content §8).
 */
test.use({ allowConsole: [offlineConsole, { scope: 'test' }], serviceWorkers: 'allow' });

test('issue 14.13: the offline notice of an unvisited page keeps the brand header, navigation and search', async ({
  page,
  context,
}) => {
  await open(page, '/');
  await serviceWorkerControls(page);
  await setOnline(context, false);
  const response = await page.goto('/p/NEVER-VISITED/not-cached');
  // The service worker's own notice page, not the app's (no script runs on it).
  expect(response?.headers()['x-kauppa-offline']).toBe('notice');
  // The page goes home by itself after a few seconds: read the notice page's own document.
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-testid="offline-notice"');
  expect(html).toMatch(/<header class="site-header">[\s\S]*<img[^>]*alt="[^"]+"/);
  expect(html).toMatch(/<nav aria-label="[^"]+" class="site-menu"><ul><li><a [^>]*href="\/c\//);
  expect(html).toContain('role="search"');
  expect(html).toMatch(/<style[^>]*>[\s\S]*--color-primary/);
  expect(html).not.toContain('<script');
});
