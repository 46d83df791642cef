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
});
