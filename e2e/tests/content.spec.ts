import { expect, hydrated, open, test } from './fixtures.ts';
import { apiUrl } from './servers.ts';

test.describe('content pages (issue 8: content, accounts-content §2)', () => {
  test('a CMS page renders its sanitised content with breadcrumbs and BreadcrumbList JSON-LD', async ({
    page,
  }) => {
    await open(page, '/i/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Tietoa meistä' })).toBeVisible();
    await expect(page.getByText('Akkukauppa on suomalainen verkkokauppa.')).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(ld ?? '{}')['@type']).toBe('BreadcrumbList');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/i\/about$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  });

  test('an FAQ question is reached from the index and the ask-a-question form succeeds on code 200', async ({
    page,
    request,
  }) => {
    await open(page, '/knowledge-base');
    await page.getByRole('link', { name: 'Tilaaminen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tilaaminen' })).toBeVisible();
    await page.getByRole('link', { name: 'Miten tilaan?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Miten tilaan?' })).toBeVisible();
    await expect(page.getByText('Lisää tuotteet ostoskoriin ja siirry kassalle.')).toBeVisible();
    const question = `Toimitatteko Ahvenanmaalle? ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Anna Asiakas');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna@example.fi');
    await page.getByRole('textbox', { name: 'Question', exact: true }).fill(question);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toHaveText('Your question has been sent. Thank you!');
    const stored = await (await request.get(`${apiUrl}/__admin/faq-questions`)).text();
    expect(stored).toContain(question);
  });

  test('the ask-a-question form names the invalid fields (accounts-content §5)', async ({ page }) => {
    await open(page, '/knowledge-base/tilaaminen/miten-tilaan');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Anna');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna@');
    await page.getByRole('textbox', { name: 'Question', exact: true }).fill('Hei?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please provide valid e-mail address.')).toBeVisible();
  });

  test('the contact form sends the message through the mailer', async ({ page, request }) => {
    await open(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const text = `Onko teillä 6V akkuja? ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Matti Meikäläinen');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('matti@example.fi');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toHaveText('Your message has been sent. Thank you!');
    expect(await (await request.get(`${apiUrl}/__admin/mails`)).text()).toContain(text);
  });

  test('the info and order-tracking shells have their titles', async ({ page }) => {
    await open(page, '/order-tracking');
    await expect(page.getByRole('heading', { level: 1, name: 'Track my Order' })).toBeVisible();
    await expect(page).toHaveTitle('Track my Order');
    await open(page, '/info');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  });

  test('/error has the minimal layout and /magento2vsfsync the empty one', async ({ page }) => {
    await open(page, '/error');
    await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error 500' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categories' })).toHaveCount(0);
    await open(page, '/magento2vsfsync');
    await expect(page.locator('header')).toHaveCount(0);
  });

  test('the footer links navigate on the client, scrolled to the top', async ({ page }) => {
    await open(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('search engines (issue 8)', () => {
  test('the sitemap lists categories, products and CMS pages of the brand', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<urlset');
    expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/i\/about<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/paristot<\/loc>/);
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(100);
  });

  test('robots.txt names the sitemap', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: http:\/\/[^\n]+\/sitemap\.xml/);
  });
});

test.describe('hreflang (issue 8 search engines)', () => {
  test('a content page names its language and x-default', async ({ page }) => {
    await open(page, '/i/about');
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/i\/about$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="fi"]')).toHaveCount(1);
  });
});
