import { expect, hydrated, open, test } from './fixtures.ts';
import { offlineConsole, productLinks, serviceWorkerControls, setOnline } from './offline-support.ts';

/**
 * Offline browsing (issue 10; accounts-content §2, §8): pages visited online are shown offline
 * from the service worker's caches; an unvisited product, category or CMS page shows the offline
 * notice with OK, then the home page; the offline indicator is always visible.
 */
test.use({ allowConsole: [offlineConsole, { scope: 'test' }], serviceWorkers: 'allow' });

test('visited product and category pages render offline; the offline indicator shows', async ({
  page,
  context,
}) => {
  await open(page, '/');
  await serviceWorkerControls(page);
  await open(page, '/c/akut');
  const [product] = await productLinks(page, 1);
  await open(page, product as string);
  const title = (await page.locator('main h1').first().textContent())?.trim();
  expect(title).toBeTruthy();

  await setOnline(context, false);
  await page.goto(product as string, { waitUntil: 'commit' });
  await expect(page.locator('main h1').first()).toHaveText(title as string);
  // Shown from the service worker's cache; the time (issue 10 budget: 500 ms) is printed, never
  // asserted: a loaded machine would make the test flaky (issue 14).
  // The paint entry is recorded just after the paint; the text can be in the DOM a moment before.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const shown = await page.evaluate(() => ({
    answeredMs:
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.responseEnd ?? Number.NaN,
    shownMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  }));
  console.log(
    `budget: visited product page offline — answered from cache in ${shown.answeredMs.toFixed(0)} ms, shown (FCP) in ${shown.shownMs.toFixed(0)} ms (budget 500 ms)`,
  );
  expect(shown.answeredMs).toBeGreaterThan(0);
  expect(shown.shownMs).toBeGreaterThan(0);
  await hydrated(page);
  await expect(page.getByTestId('offline-indicator')).toBeVisible();

  await page.goto('/c/akut');
  await expect(page.locator(`main a[href="${product}"]`).first()).toBeVisible();
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await setOnline(context, true);
  await expect(page.getByTestId('offline-indicator')).toBeHidden();
});

test('a visited page opened by a link renders offline (client navigation)', async ({ page, context }) => {
  await open(page, '/');
  await serviceWorkerControls(page);
  await open(page, '/c/akut');
  const [product] = await productLinks(page, 1);
  const category = (await page.locator('main h1').first().textContent())?.trim() as string;
  await page.locator(`main a[href="${product}"]`).first().click();
  await expect(page).toHaveURL(product as string);
  await expect(page.locator('main h1').first()).not.toHaveText(category);
  const title = (await page.locator('main h1').first().textContent())?.trim();
  await page.goBack();
  await expect(page).toHaveURL('/c/akut');

  await setOnline(context, false);
  await page.locator(`main a[href="${product}"]`).first().click();
  await expect(page).toHaveURL(product as string);
  await expect(page.locator('main h1').first()).toHaveText(title as string);
});

test('an unvisited product page opened offline shows the notice, and OK goes home', async ({
  page,
  context,
}) => {
  await open(page, '/');
  await serviceWorkerControls(page);
  await setOnline(context, false);
  await page.goto('/p/NEVER-VISITED/not-cached');
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toContainText(
    /The product, category or CMS page is not available in Offline mode\. Redirecting to Home\.|Tuote, kategoria tai CMS-sivu ei ole käytettävissä offline-tilassa\. Siirrytään etusivulle\./,
  );
  await page.getByTestId('offline-notice-ok').click();
  await expect(page).toHaveURL('/');
  await hydrated(page);
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
});

test('an unvisited product opened by a link offline shows the notice, and OK goes home', async ({
  page,
  context,
}) => {
  await open(page, '/');
  await serviceWorkerControls(page);
  await open(page, '/c/akut');
  const [, unvisited] = await productLinks(page, 2);
  await setOnline(context, false);
  await page.locator(`main a[href="${unvisited}"]`).first().click();
  const alert = page.getByRole('alert').filter({
    hasText: /not available in Offline mode|ei ole käytettävissä offline-tilassa/,
  });
  await expect(alert).toBeVisible();
  await alert.getByRole('button').click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('main')).toBeVisible();
});

test('issue 14.13: the "Redirecting to Home." notice goes home by itself, without OK (accounts-content §8)', async ({
  page,
  context,
}) => {
  await open(page, '/');
  await serviceWorkerControls(page);
  await setOnline(context, false);
  await page.goto('/p/NEVER-VISITED/not-cached');
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 15_000 });
});

test('issue 14.13: the in-app offline notice of an unvisited product goes home by itself', async ({
  page,
  context,
}) => {
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
  await expect(page).toHaveURL('/', { timeout: 15_000 });
});

test('issue 14.13: a product reached by in-app navigation opens offline after a reload and in a new tab', async ({
  page,
  context,
}) => {
  await open(page, '/');
  await serviceWorkerControls(page);
  await open(page, '/c/akut');
  const [, product] = await productLinks(page, 2);
  const categoryTitle = (await page.locator('main h1').first().textContent())?.trim() ?? '';
  await page.locator(`main a[href="${product}"]`).first().click();
  await expect(page).toHaveURL(product as string);
  await expect(page.locator('main h1').first()).not.toHaveText(categoryTitle);
  const title = (await page.locator('main h1').first().textContent())?.trim();
  expect(title).toBeTruthy();
  // The document is kept in the background after the in-app navigation.
  await expect
    .poll(() =>
      page.evaluate(async (path) => {
        for (const name of await caches.keys()) {
          if (await (await caches.open(name)).match(new URL(path, location.origin).href)) return true;
        }
        return false;
      }, product as string),
    )
    .toBe(true);
  await setOnline(context, false);
  await page.reload();
  await expect(page.locator('main h1').first()).toHaveText(title as string);
  const tab = await context.newPage();
  await tab.goto(product as string);
  await expect(tab.locator('main h1').first()).toHaveText(title as string);
});
