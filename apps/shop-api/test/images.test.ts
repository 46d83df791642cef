import { afterAll, describe, expect, it } from 'vitest';
import { createShopApiApp, generateCatalog } from '../src/index.ts';

const app = createShopApiApp({ dataDir: ':memory:', batteryProducts: 200 });
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  app.fetch(new Request(`http://shop${path}`, { headers }));

type Doc = Record<string, unknown>;

/** The demo catalogues the image paths come from (generated once for the whole file). */
const catalogs = generateCatalog({ batteryProducts: 200 });

/** Every image path the catalogue documents carry (products, children, galleries, categories). */
function catalogueImagePaths(): Set<string> {
  const paths = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value.startsWith('/assets/')) paths.add(value);
  };
  for (const catalog of catalogs) {
    for (const product of catalog.entities.product) {
      for (const doc of [product, ...((product.configurable_children as Doc[] | undefined) ?? [])]) {
        add(doc.image);
        add(doc.small_image);
        add(doc.thumbnail);
      }
      for (const entry of (product.media_gallery as Doc[] | undefined) ?? []) add(entry.image);
    }
    for (const category of catalog.entities.category) add(category.image);
  }
  return paths;
}

describe('product and category images (issue 3)', () => {
  it('serves every image path of every brand catalogue as an SVG', async () => {
    const paths = [...catalogueImagePaths()];
    expect(paths.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const path of paths) {
      const answer = await get(path);
      const body = await answer.text();
      if (answer.status !== 200 || !body.startsWith('<svg') || !body.endsWith('</svg>'))
        failures.push(`${path}: ${answer.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers image/svg+xml with a week of public caching and an ETag', async () => {
    const answer = await get('/assets/products/battery/aa.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(answer.headers.get('etag')).toMatch(/^"[^"]+"$/);
  });

  it('answers 304 without a body for a matching If-None-Match', async () => {
    const etag = (await get('/assets/products/mac/laptop.svg')).headers.get('etag')!;
    const again = await get('/assets/products/mac/laptop.svg', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('serves the same picture at /api/img/ as at the canonical /assets/ path', async () => {
    const canonical = await get('/assets/categories/battery/autoakut.svg');
    const alias = await get('/api/img/categories/battery/autoakut.svg');
    expect(alias.status).toBe(200);
    expect(alias.headers.get('etag')).toBe(canonical.headers.get('etag'));
    expect(await alias.text()).toBe(await canonical.text());
  });

  it.each([
    '/api/img/assets/products/battery/car.svg',
    '/api/img/150/150/resize/assets/products/battery/car.svg',
    '/api/img/310/300/resize/products/battery/car.svg',
  ])("serves the storefront's image URL forms under /api/img/: %s", async (path) => {
    const canonical = await get('/assets/products/battery/car.svg');
    const alias = await get(path);
    expect(alias.status).toBe(200);
    expect(alias.headers.get('etag')).toBe(canonical.headers.get('etag'));
  });

  it.each([
    '/assets/products/battery/toaster.svg',
    '/assets/products/nobrand/aa.svg',
    '/assets/products/clothing-fi/top-purple.svg',
    '/assets/categories/battery/no-such-category.svg',
    '/assets/products/battery/aa.png',
    '/assets/products/battery/%2E%2E%2Fhair%2Fshampoo.svg',
    '/api/img/products/battery/toaster.svg',
  ])('answers 404 for an unknown name: %s', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it("gives a configurable garment's children colour-specific images tinted in their colour", async () => {
    const catalog = catalogs.find((c) => c.brand === 'clothing-en')!;
    const parent = catalog.entities.product.find(
      (p) =>
        p.type_id === 'configurable' &&
        (p.configurable_options as Doc[]).some((o) => o.attribute_code === 'color'),
    )!;
    const children = parent.configurable_children as Doc[];
    const images = new Set(children.map((c) => c.image));
    expect(images.size).toBeGreaterThan(1);
    for (const child of children)
      expect(child.image).toMatch(/^\/assets\/products\/clothing-en\/[a-z]+-[a-z-]+\.svg$/);
    const red = await (await get('/assets/products/clothing-en/top-red.svg')).text();
    const blue = await (await get('/assets/products/clothing-en/top-blue.svg')).text();
    expect(red).toContain('#c8312f');
    expect(blue).toContain('#2f5fb3');
    expect(red).not.toBe(blue);
  });

  it('draws the same picture for the same path in every server (deterministic)', async () => {
    const other = createShopApiApp({ dataDir: ':memory:', batteryProducts: 200 });
    try {
      const path = '/assets/categories/clothing-en/women-s-tops.svg';
      const theirs = await other.fetch(new Request(`http://shop${path}`));
      expect(theirs.headers.get('etag')).toBe((await get(path)).headers.get('etag'));
    } finally {
      other.close();
    }
  });

  it('escapes category names in the SVG text', async () => {
    const svg = await (await get('/assets/categories/clothing-en/women-s-tops.svg')).text();
    expect(svg).toContain('Women&#39;s tops');
    expect(svg).not.toContain("Women's tops");
  });
});
