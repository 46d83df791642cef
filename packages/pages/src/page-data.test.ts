import { type ApiRequest, createMemoryLogger, createSimulatedClock, type ShopHttp } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import type { Doc } from '../test/fake-api.ts';
import { productPageExcludeFields } from './catalog/catalog.ts';
import {
  categoryPageFields,
  productPageDataOmits,
  productTile,
  productTileFields,
} from './catalog/page-data.ts';
import {
  createServerContext,
  loadCategoryPage,
  loadProductPage,
  loadSearchPage,
  type ShopContext,
} from './index.ts';

/*
 * Issue 31.2, render cost: the shop API is asked only for the fields the page shows, and a page
 * loader answers only what its components render and hydration needs (the answer is serialised
 * into the page's HTML). The catalogue's documents below carry the fields of a platform document
 * (vue-storefront-api's product index: bookkeeping, stock configuration, category assignments)
 * beside the ones the pages render.
 */

/** A product document of the index, as the platform's indexer writes it. */
const productDoc = (id: number, overrides: Doc = {}): Doc => ({
  id,
  sku: `A-${id}`,
  name: `Akku ${id}`,
  type_id: 'simple',
  status: 1,
  visibility: 4,
  slug: `akku-${id}`,
  url_key: `akku-${id}`,
  url_path: `akut/akku-${id}`,
  price: 8,
  original_price: 8,
  final_price: 8,
  special_price: 6,
  special_from_date: '2025-01-01 00:00:00',
  special_to_date: '2035-01-01 00:00:00',
  tax_class_id: 2,
  image: `/a/${id}.jpg`,
  thumbnail: `/a/${id}-t.jpg`,
  media_gallery: [{ image: `/a/${id}.jpg`, typ: 'image', pos: 1, lab: '' }],
  description: `<p>Akku ${id} kuvaus</p>`,
  short_description: `Akku ${id}`,
  valmistaja: 'Varta',
  stock: { is_in_stock: true, qty: 5, manage_stock: true, product_id: id },
  category_ids: [20, 21],
  category: [
    { category_id: 20, name: 'Akut' },
    { category_id: 21, name: 'AA-akut' },
  ],
  sort_qty: 5,
  erp: `ERP-${id}`,
  created_at: '2025-02-19 00:00:00',
  updated_at: '2025-03-08 00:00:00',
  ...overrides,
});
const products = [productDoc(1), productDoc(2), productDoc(3)];
const categories: Doc[] = [
  { id: 20, name: 'Akut', slug: 'akut', url_key: 'akut', url_path: 'akut', level: 2, path: '1/2/20' },
  {
    id: 21,
    parent_id: 20,
    name: 'AA-akut',
    slug: 'aa-akut',
    url_key: 'aa-akut',
    url_path: 'akut/aa-akut',
    level: 3,
    path: '1/2/20/21',
    is_active: true,
    position: 1,
    include_in_menu: 1,
    description: 'AA-akut kuvaus',
    meta_description: 'AA-akut – Akkukauppa',
    available_filters: 'price,color',
    product_count: 3,
    children_count: 1,
    children_data: [{ id: 22, parent_id: 21, name: 'AA-litiumakut', level: 4, children_data: [] }],
  },
];
const taxrule: Doc = {
  id: 1,
  code: 'FI',
  product_tax_class_ids: [2],
  customer_tax_class_ids: [3],
  rates: [{ id: 1, code: 'FI', tax_country_id: 'FI', rate: 25 }],
};

/** The fake shop API's answer to one search (the query document as parsed JSON). */
function answer(entityType: string, query: string): Doc[] {
  const term = (field: string) => new RegExp(`"${field}":"([^"]+)"`).exec(query)?.[1];
  switch (entityType) {
    case 'category': {
      const ids = /"id":\[([\d,]+)\]/.exec(query)?.[1]?.split(',').map(Number);
      if (ids) return categories.filter((c) => ids.includes(Number(c.id)));
      const slug = term('slug');
      if (slug) return categories.filter((c) => c.slug === slug);
      return categories.filter((c) => c.level === 2);
    }
    case 'product': {
      const urlPath = term('url_path');
      if (urlPath) return products.filter((p) => p.url_path === urlPath);
      const sku = term('sku');
      if (sku && !query.includes('must_not')) return products.filter((p) => p.sku === sku);
      return products;
    }
    case 'taxrule':
      return [taxrule];
    default:
      return [];
  }
}

/**
 * The shop API's catalogue search, recording each query document; `hold` keeps the answers of an
 * entity type back until `release` (to see which calls are sent side by side).
 */
function recordingApi() {
  const queries: Array<{ entityType: string; body: { query?: unknown; _source?: unknown } }> = [];
  const held: Array<() => void> = [];
  let holding: string | undefined;
  const http: ShopHttp = {
    async request<T>({ path, query }: ApiRequest) {
      const entityType = path.split('/')[2] ?? '';
      const body = JSON.parse(decodeURIComponent(String(query?.request ?? '{}'))) as {
        query?: unknown;
        _source?: unknown;
      };
      queries.push({ entityType, body });
      if (entityType === holding) await new Promise<void>((resolve) => held.push(resolve));
      const hits = answer(entityType, JSON.stringify(body.query ?? {}));
      return {
        status: 200,
        code: 200,
        result: { hits: { total: { value: hits.length }, hits: hits.map((doc) => ({ _source: doc })) } } as T,
      };
    },
  };
  return {
    http,
    queries,
    hold: (entityType: string) => {
      holding = entityType;
    },
    release: () => {
      holding = undefined;
      for (const resolve of held.splice(0)) resolve();
    },
  };
}

let apiCount = 0;
/** A request context over its own fake API (its own url dispatcher: one per API and index). */
async function contextOver(http: ShopHttp): Promise<ShopContext> {
  apiCount += 1;
  const apiUrl = `http://page-data-${apiCount}.test/api`;
  return createServerContext(
    { brand: 'battery', store: '', apiUrl, publicApiUrl: apiUrl },
    {
      createHttp: () => http,
      clock: createSimulatedClock({ now: Date.UTC(2026, 0, 1) }),
      logger: createMemoryLogger(),
      findBrand: () => undefined,
    },
  );
}

const url = (path: string) => new URL(`http://shop.test${path}`);
const keysOf = (value: unknown) => Object.keys(value as object);

describe('the product page asks only for the fields it shows (issue 31.2; vue-storefront 1.12 config/default.json entities.product.excludeFields)', () => {
  it("the page's product is asked without the platform's bookkeeping and stock configuration fields", async () => {
    const api = recordingApi();
    const shop = await contextOver(api.http);
    await loadProductPage(shop, { parentSku: 'A-1' });
    const lookup = api.queries.find(
      ({ entityType, body }) => entityType === 'product' && JSON.stringify(body.query).includes('"A-1"'),
    );
    expect(lookup?.body._source).toEqual({ excludes: [...productPageExcludeFields] });
    expect(productPageExcludeFields).toEqual(
      expect.arrayContaining(['attribute_set_id', 'created_at', 'updated_at', 'stock.use_config_min_qty']),
    );
  });

  it('keeps the fields a Kauppa rule reads although the platform drops them: small_image, stock.manage_stock, sgn', () => {
    for (const field of ['small_image', 'stock.manage_stock', 'sgn', 'stock', 'description', 'media_gallery'])
      expect(productPageExcludeFields).not.toContain(field);
  });

  it("the url dispatcher's product lookup (handed to the page) is asked without them too", async () => {
    const api = recordingApi();
    const shop = await contextOver(api.http);
    await (await shop.dispatcher()).dispatch('akut/akku-2');
    const lookup = api.queries.find(
      ({ entityType, body }) => entityType === 'product' && JSON.stringify(body.query).includes('url_path'),
    );
    expect(lookup?.body._source).toEqual({ excludes: [...productPageExcludeFields] });
  });

  it("the dispatcher's product lookup is sent beside the url rewrite lookup, not after its answer", async () => {
    const api = recordingApi();
    const shop = await contextOver(api.http);
    api.hold('url_rewrite');
    const dispatched = (await shop.dispatcher()).dispatch('akut/akku-3');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.queries.map((q) => q.entityType).sort()).toEqual(['product', 'url_rewrite']);
    api.release();
    expect(await dispatched).toMatchObject({
      kind: 'route',
      entity: 'product',
      params: { parentSku: 'A-3' },
    });
    // The page then takes the product the dispatcher found: it is not asked again.
    await loadProductPage(shop, { parentSku: 'A-3' });
    const lookups = api.queries.filter(
      ({ entityType, body }) =>
        entityType === 'product' && !JSON.stringify(body.query).includes('category_ids'),
    );
    expect(lookups).toHaveLength(1);
  });
});

describe('the product page loader answers only what the page renders (issue 31.2: the HTML carries only what hydration needs)', () => {
  it('the product keeps what the page, the cart and the catalogue rules read', async () => {
    const shop = await contextOver(recordingApi().http);
    const { product } = await loadProductPage(shop, { parentSku: 'A-1' });
    expect(product).toMatchObject({
      id: 1,
      sku: 'A-1',
      name: 'Akku 1',
      type_id: 'simple',
      tax_class_id: 2,
      description: '<p>Akku 1 kuvaus</p>',
      short_description: 'Akku 1',
      valmistaja: 'Varta',
      media_gallery: [{ image: '/a/1.jpg' }],
      stock: { is_in_stock: true, qty: 5, manage_stock: true },
      url_path: 'akut/akku-1',
      special_from_date: '2025-01-01 00:00:00',
    });
    expect(product).toMatchObject({ price: 8, final_price: 8, special_price: 6 });
  });

  it('the product carries none of the listed fields only the server reads (category assignments, sort key, dates, ERP id)', async () => {
    const shop = await contextOver(recordingApi().http);
    const { product } = await loadProductPage(shop, { parentSku: 'A-1' });
    for (const field of ['category', 'category_ids', 'sort_qty', 'created_at', 'updated_at', 'erp'])
      expect(keysOf(product)).not.toContain(field);
    expect(productPageDataOmits).toEqual(
      expect.arrayContaining(['category', 'category_ids', 'sort_qty', 'created_at', 'updated_at', 'erp']),
    );
  });

  it('related products are tiles: name, image, link and prices, no descriptions, gallery, stock or category assignments', async () => {
    const shop = await contextOver(recordingApi().http);
    const { related } = await loadProductPage(shop, { parentSku: 'A-1' });
    expect(related?.length).toBeGreaterThan(0);
    for (const tile of related ?? []) {
      expect(tile).toMatchObject({
        sku: expect.any(String),
        name: expect.any(String),
        url_path: expect.any(String),
      });
      expect(tile.thumbnail).toEqual(expect.any(String));
      expect(tile).toMatchObject({ price: 8, special_price: 6, special_to_date: '2035-01-01 00:00:00' });
      for (const field of keysOf(tile)) expect(productTileFields).toContain(field);
      for (const field of ['description', 'media_gallery', 'stock', 'category', 'category_ids', 'status'])
        expect(keysOf(tile)).not.toContain(field);
    }
  });
});

describe('list pages answer tiles (issue 31.2)', () => {
  it("a category page's products are tiles", async () => {
    const shop = await contextOver(recordingApi().http);
    const page = await loadCategoryPage(shop, { slug: 'aa-akut', url: url('/c/aa-akut') });
    expect(page.products.items.length).toBeGreaterThan(0);
    for (const tile of page.products.items) {
      expect(tile).toMatchObject({ sku: expect.any(String), name: expect.any(String) });
      for (const field of keysOf(tile)) expect(productTileFields).toContain(field);
    }
  });

  it("a category page's category is its name, description, meta description and link fields, without its subcategory tree and counts", async () => {
    const shop = await contextOver(recordingApi().http);
    const { category } = await loadCategoryPage(shop, { slug: 'aa-akut', url: url('/c/aa-akut') });
    expect(category).toEqual({
      id: 21,
      name: 'AA-akut',
      slug: 'aa-akut',
      url_key: 'aa-akut',
      url_path: 'akut/aa-akut',
      description: 'AA-akut kuvaus',
      meta_description: 'AA-akut – Akkukauppa',
    });
    for (const field of keysOf(category)) expect(categoryPageFields).toContain(field);
  });

  it("a category page's filter labels are asked beside its listing, not after its answer (the category names its filter attributes)", async () => {
    const api = recordingApi();
    const shop = await contextOver(api.http);
    await shop.catalog.categoryBySlug('aa-akut');
    api.hold('product');
    const loading = loadCategoryPage(shop, { slug: 'aa-akut', url: url('/c/aa-akut') });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.queries.map((q) => q.entityType)).toContain('attribute');
    api.release();
    expect((await loading).products.items.length).toBeGreaterThan(0);
  });

  it("a search page's products are tiles", async () => {
    const shop = await contextOver(recordingApi().http);
    const page = await loadSearchPage(shop, { query: 'akku' });
    expect(page.products.length).toBeGreaterThan(0);
    for (const tile of page.products)
      for (const field of keysOf(tile)) expect(productTileFields).toContain(field);
  });

  it("a tile carries no empty price fields: a null special price or window is left out (it prices as an absent one: catalog-pricing's getProductPrice)", () => {
    const tile = productTile({
      ...productDoc(4),
      special_price: null,
      special_price_incl_tax: null,
      special_from_date: null,
      special_to_date: null,
    } as never) as unknown as Record<string, unknown>;
    expect(keysOf(tile)).not.toContain('special_price');
    expect(keysOf(tile)).not.toContain('special_price_incl_tax');
    expect(keysOf(tile)).not.toContain('special_from_date');
    expect(keysOf(tile)).not.toContain('special_to_date');
    expect(tile).toMatchObject({ price: 8, final_price: 8 });
  });

  it('a tile carries one image: the first of thumbnail, small image and image it has (the one a tile shows)', () => {
    const withThumbnail = productTile({ ...productDoc(5), small_image: '/a/5-s.jpg' } as never);
    expect(withThumbnail).toMatchObject({ thumbnail: '/a/5-t.jpg' });
    expect(keysOf(withThumbnail)).not.toContain('small_image');
    expect(keysOf(withThumbnail)).not.toContain('image');
    const withSmallImage = productTile({
      ...productDoc(6),
      thumbnail: null,
      small_image: '/a/6-s.jpg',
    } as never);
    expect(withSmallImage).toMatchObject({ small_image: '/a/6-s.jpg' });
    expect(keysOf(withSmallImage)).not.toContain('thumbnail');
    expect(keysOf(withSmallImage)).not.toContain('image');
    const withImageOnly = productTile({ ...productDoc(7), thumbnail: undefined } as never);
    expect(withImageOnly).toMatchObject({ image: '/a/7.jpg' });
  });
});
