import { expect, open, test } from './fixtures.ts';

test.describe('url dispatcher (accounts-content §2)', () => {
  test('a category url_path renders the category', async ({ page }) => {
    await open(page, '/akut/autoakut');
    await expect(page.getByRole('heading', { level: 1, name: 'Autoakut' })).toBeVisible();
  });

  test('a product url_path renders the product', async ({ page }) => {
    await open(page, '/paristot/aa-paristot/aa-litiumparistot/energizer-pro-aa-litiumparisto-fr6');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Energizer Pro AA-litiumparisto FR6' }),
    ).toBeVisible();
  });

  test('a CMS page identifier renders the page', async ({ page }) => {
    await open(page, '/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Toimitusehdot' })).toBeVisible();
  });

  test('a 301 url rewrite redirects to its target', async ({ page, request }) => {
    const response = await request.get('/tietoa', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/i/about');
    await open(page, '/tietoa');
    await expect(page).toHaveURL(/\/i\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tietoa meistä' })).toBeVisible();
  });

  test('a 302 url rewrite redirects temporarily', async ({ request }) => {
    const response = await request.get('/ehdot', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
  });
});

test.describe('page not found (accounts-content §8)', () => {
  test.use({ allowConsole: [/404/] });

  test('an unknown path answers 404 with the 404 Page Not Found view in the brand look', async ({ page }) => {
    const response = await page.goto('/no-such-page-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-brand', 'battery');
    await expect(page.getByRole('link', { name: 'Return to shopping' })).toHaveAttribute('href', '/');
  });

  test('an unknown CMS page is a 404 too', async ({ page }) => {
    const response = await page.goto('/i/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  });
});
