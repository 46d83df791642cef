import { expect, open, test } from './fixtures.ts';

/*
 * Issue 31.5, first paint: the home page's largest elements above the fold — the hero and, on a
 * phone, the first main banner — are the brand's small SVG artwork inline in the HTML, so they
 * paint with it, without a second round trip on a first visit; their boxes keep fixed dimensions.
 */
test.describe('first paint (issue 31.5)', () => {
  test('the hero and the first main banner paint from the HTML, asked from no server, and stay inline after hydrating', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await open(page, '/');
    const hero = page.locator('.hero img');
    const banner = page.locator('.banners--main img').first();
    for (const image of [hero, banner]) {
      await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml,/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await expect(hero).toHaveAttribute('width', '800');
    await expect(hero).toHaveAttribute('height', '300');
    expect(asked.filter((path) => /\/assets\/(hero|banners\/main-1)\.svg$/.test(path))).toEqual([]);
  });

  test('a product page’s first gallery image paints from the HTML (a data: URI), 889×889', async ({
    page,
  }) => {
    await open(page, '/c/akut');
    const href = await page.locator('.product-card a').first().getAttribute('href');
    // A first visit of the product page (its HTML from the server, not a client navigation).
    await open(page, href ?? '');
    const image = page.locator('.gallery__main img');
    await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(image).toHaveAttribute('width', '889');
    await expect(image).toHaveAttribute('height', '889');
    // No preload of the image either: React preloads a high-priority image by its source.
    expect(await page.locator('head link[rel="preload"][as="image"][href^="data:"]').count()).toBe(0);
  });

  test('a category page’s first row of tiles paints from the HTML; the other tiles keep their URLs', async ({
    page,
  }) => {
    await open(page, '/c/akut');
    const tiles = page.locator('.product-list .product-card img');
    for (const n of [0, 1]) {
      await expect(tiles.nth(n)).toHaveAttribute('src', /^data:image\/svg\+xml,/);
      await expect(tiles.nth(n)).toHaveAttribute('width', '310');
    }
    await expect(tiles.nth(2)).toHaveAttribute('src', /\/img\//);
  });

  test('the home page’s first product list paints its first row from the HTML (on a phone, its largest element)', async ({
    page,
  }) => {
    await open(page, '/');
    const tiles = page.locator('.home-list').first().locator('.product-card img');
    for (const n of [0, 1]) await expect(tiles.nth(n)).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect(tiles.nth(2)).toHaveAttribute('src', /\/img\//);
  });
});
