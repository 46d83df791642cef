import { type ApiRequest, createMemoryLogger, createSimulatedClock, type ShopHttp } from '@kauppa/ports';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Doc, fakeSearchApi } from '../test/fake-api.ts';
import {
  createServerContext,
  createSharedDataCache,
  loadCategoryPage,
  loadProductPage,
  loadSearchPage,
  type SharedDataCache,
  type ShopContext,
  sharedDataTtlMs,
} from './index.ts';
import { loadCmsPageData } from './server.ts';

/*
 * Issue 31.2, render cost: what rarely changes (the category tree, attribute metadata, tax rules,
 * CMS blocks) is shared by the requests of a process and dropped by the cache tags that drop pages
 * (the platform storefront's `/invalidate?tag=`: vue-storefront core/scripts/server.ts); nothing is
 * asked twice per render. Each render below is one request context, as on the server, and counts
 * the shop-API calls it makes through the HTTP port.
 */

const apiUrl = 'http://api.test/api';
const categories: Doc[] = [
  { id: 20, name: 'Akut', slug: 'akut', url_key: 'akut', url_path: 'akut', level: 2, path: '1/2/20' },
  {
    id: 21,
    name: 'AA-akut',
    slug: 'aa-akut',
    url_key: 'aa-akut',
    url_path: 'akut/aa-akut',
    level: 3,
    path: '1/2/20/21',
    available_filters: 'price,color',
  },
  {
    id: 22,
    name: 'AAA-akut',
    slug: 'aaa-akut',
    url_key: 'aaa-akut',
    url_path: 'akut/aaa-akut',
    level: 3,
    path: '1/2/20/22',
    available_filters: 'price,color',
  },
  { id: 30, name: 'Uutuudet', slug: 'new', url_key: 'new', url_path: 'new', level: 2, path: '1/2/30' },
];
const product = (id: number, category: number): Doc => ({
  id,
  sku: `A-${id}`,
  name: `Akku ${id}`,
  type_id: 'simple',
  status: 1,
  visibility: 4,
  slug: `akku-${id}`,
  url_path: `akku-${id}`,
  price: 9.9,
  final_price: 9.9,
  tax_class_id: 2,
  category_ids: [20, category],
  category: [
    { category_id: 20, name: 'Akut' },
    { category_id: category, name: 'AA-akut' },
  ],
  stock: { is_in_stock: true, qty: 5 },
});
const products = [product(1, 21), product(2, 21), product(3, 22)];
const taxrule: Doc = {
  id: 1,
  code: 'FI',
  product_tax_class_ids: [2],
  customer_tax_class_ids: [3],
  rates: [{ id: 1, code: 'FI', tax_country_id: 'FI', rate: 25.5 }],
};
const attribute: Doc = {
  attribute_code: 'color',
  frontend_label: 'Väri',
  options: [{ value: '49', label: 'Musta' }],
};

/** The fake catalogue's answer to a search of one entity type (the query's JSON as text). */
function answer(entityType: string, query: string): Doc[] {
  const term = (field: string) => new RegExp(`"${field}":"([^"]+)"`).exec(query)?.[1];
  switch (entityType) {
    case 'category': {
      const ids = /"id":\[([\d,]+)\]/.exec(query)?.[1]?.split(',').map(Number);
      if (ids) return categories.filter((c) => ids.includes(Number(c.id)));
      const slug = term('slug');
      if (slug) return categories.filter((c) => c.slug === slug);
      if (query.includes('"url_key":[')) return categories.filter((c) => query.includes(`"${c.url_key}"`));
      if (query.includes('"level":2')) return categories.filter((c) => c.level === 2);
      return categories;
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
    case 'attribute':
      return [attribute];
    case 'cms_block':
      return [{ id: 1, identifier: 'home-intro', content: '<p>Tervetuloa</p>' }];
    case 'cms_page': {
      const identifier = term('identifier') ?? '';
      return [{ page_id: identifier.length, identifier, title: identifier, content: '<p>Sivu</p>' }];
    }
    default:
      return [];
  }
}

/** The shop API's search, counting the calls and naming their entity types. */
function countingApi(): ShopHttp & { calls: string[]; queries: string[] } {
  const inner = fakeSearchApi(answer);
  const calls: string[] = [];
  const queries: string[] = [];
  return {
    calls,
    queries,
    request<T>(request: ApiRequest) {
      calls.push(request.path.split('/')[2] ?? request.path);
      queries.push(`${request.path}?${String(request.query?.request ?? '')}`);
      return inner.request<T>(request);
    },
  };
}

let api: ReturnType<typeof countingApi>;
let shared: SharedDataCache;
const clock = createSimulatedClock({ now: Date.UTC(2026, 0, 1) });

beforeEach(() => {
  api = countingApi();
  shared = createSharedDataCache();
});

/** One request's context over the counting API and the test's shared data. */
const request = (): Promise<ShopContext> =>
  createServerContext(
    { brand: 'battery', store: '', apiUrl, publicApiUrl: apiUrl },
    {
      createHttp: () => api,
      clock,
      logger: createMemoryLogger(),
      findBrand: () => undefined,
      sharedData: shared,
    },
  );

/** The calls one render makes: the layout's menu and the page's own loads, side by side as the router runs them. */
async function render(page: (shop: ShopContext) => Promise<unknown>): Promise<string[]> {
  const shop = await request();
  const before = api.calls.length;
  await Promise.all([shop.menu(), page(shop)]);
  return api.calls.slice(before);
}

const url = (path: string) => new URL(`http://shop.test${path}`);
const home = (shop: ShopContext) =>
  Promise.all([shop.content.homeLists(), shop.content.cmsBlocks(['home-intro'])]);
const categoryPage = (slug: string) => (shop: ShopContext) =>
  loadCategoryPage(shop, { slug, url: url(`/c/${slug}`) });
const productPage = (sku: string) => (shop: ShopContext) => loadProductPage(shop, { parentSku: sku });
const searchPage = (query: string) => (shop: ShopContext) => loadSearchPage(shop, { query });
const cmsPage = (identifier: string) => (shop: ShopContext) => loadCmsPageData(shop, identifier);

const count = (calls: string[]) =>
  calls.reduce<Record<string, number>>((out, type) => {
    out[type] = (out[type] ?? 0) + 1;
    return out;
  }, {});

describe('calls per render (issue 31.2)', () => {
  it('a home render asks the menu, the home lists’ categories, the intro block and the lists; the next asks only the lists', async () => {
    expect(count(await render(home))).toEqual({ category: 2, cms_block: 1, product: 1 });
    expect(count(await render(home))).toEqual({ product: 1 });
  });

  it('a category render asks at most 7 times; a render of another category asks only for its listing and filters', async () => {
    const first = await render(categoryPage('aa-akut'));
    expect(first.length).toBeLessThanOrEqual(7);
    // menu, the category, its trail, the tax rules, the listing, its filters, the filter labels
    expect(count(first)).toEqual({ category: 3, taxrule: 1, product: 2, attribute: 1 });
    expect(count(await render(categoryPage('aaa-akut')))).toEqual({ category: 1, product: 2 });
    // The same category again: the category is shared too.
    expect(count(await render(categoryPage('aa-akut')))).toEqual({ product: 2 });
  });

  it('a product render asks the API at most 4 times; a second render of another product of the category asks only for the product (its related products are shared)', async () => {
    const first = await render(productPage('A-1'));
    expect(first.length).toBeLessThanOrEqual(4);
    expect(count(first)).toEqual({ category: 2, product: 2 });
    expect(count(await render(productPage('A-2')))).toEqual({ product: 1 });
    // A product of another category asks only for that category (each category is shared on its own).
    const before = api.queries.length;
    expect(count(await render(productPage('A-3')))).toEqual({ category: 1, product: 2 });
    const categoryQuery = api.queries.slice(before).find((query) => query.includes('/category/'));
    expect(decodeURIComponent(String(categoryQuery))).toContain('"id":[22]');
  });

  it("a product page reached by its url_path asks for the product once: the url dispatcher's find is handed to the page", async () => {
    const shop = await request();
    const before = api.queries.length;
    const result = await (await shop.dispatcher()).dispatch('akku-2');
    expect(result).toMatchObject({ kind: 'route', entity: 'product', params: { parentSku: 'A-2' } });
    await loadProductPage(shop, { parentSku: 'A-2' });
    const lookups = api.queries
      .slice(before)
      .map((query) => decodeURIComponent(decodeURIComponent(query)))
      .filter((query) => query.includes('/product/') && !query.includes('category_ids'));
    expect(lookups).toHaveLength(1);
  });

  it('a search render asks once for the products (after the menu)', async () => {
    expect(count(await render(searchPage('akku')))).toEqual({ category: 1, product: 1 });
    expect(count(await render(searchPage('akut')))).toEqual({ product: 1 });
  });

  it('a CMS page render asks once for the page (after the menu)', async () => {
    expect(count(await render(cmsPage('about')))).toEqual({ category: 1, cms_page: 1 });
    expect(count(await render(cmsPage('delivery')))).toEqual({ cms_page: 1 });
  });

  it('nothing is asked twice in one render', async () => {
    for (const page of [
      home,
      categoryPage('aa-akut'),
      productPage('A-3'),
      searchPage('akku'),
      cmsPage('x'),
    ]) {
      shared.clear();
      const shop = await request();
      const before = api.queries.length;
      await Promise.all([shop.menu(), page(shop)]);
      const asked = api.queries.slice(before);
      expect(asked.length).toBe(new Set(asked).size);
    }
  });
});

describe('the shared data (issue 31.2)', () => {
  it('is asked again after its TTL, read from the clock port', async () => {
    await render(categoryPage('aa-akut'));
    clock.increment(sharedDataTtlMs + 1);
    expect(count(await render(categoryPage('aaa-akut')))).toEqual({
      category: 3,
      taxrule: 1,
      product: 2,
      attribute: 1,
    });
  });

  it('a category tag drops the shared categories (vue-storefront core/scripts/server.ts: /invalidate?tag=C21)', async () => {
    await render(categoryPage('aa-akut'));
    expect(shared.invalidateTags(['C21'])).toBeGreaterThan(0);
    expect(count(await render(categoryPage('aa-akut')))).toEqual({ category: 3, product: 2 });
  });

  it('the taxrule and attribute tags drop the tax rules and the attribute labels, nothing else', async () => {
    await render(categoryPage('aa-akut'));
    shared.invalidateTags(['taxrule', 'attribute']);
    expect(count(await render(categoryPage('aa-akut')))).toEqual({ taxrule: 1, product: 2, attribute: 1 });
  });

  it('a CMS tag drops the shared CMS blocks', async () => {
    await render(home);
    shared.invalidateTags(['cms12']);
    expect(count(await render(home))).toEqual({ cms_block: 1, product: 1 });
  });

  it('a product tag drops none of the home page’s shared data (its lists are not shared)', async () => {
    await render(home);
    expect(shared.invalidateTags(['P1'])).toBe(0);
  });

  it('the related products of a category are shared, the page’s own product left out of its list', async () => {
    const first = await loadProductPage(await request(), { parentSku: 'A-1' });
    const second = await loadProductPage(await request(), { parentSku: 'A-2' });
    expect(first.related?.map((p) => p.sku)).toEqual(['A-2', 'A-3']);
    expect(second.related?.map((p) => p.sku)).toEqual(['A-1', 'A-3']);
  });

  it('a tag of a listed product, of the category or `product` drops the shared related products (the tags that drop the pages showing them)', async () => {
    for (const tag of ['P3', 'C21', 'product']) {
      shared.clear();
      await render(productPage('A-1'));
      expect(count(await render(productPage('A-2')))).toEqual({ product: 1 });
      expect(shared.invalidateTags([tag])).toBeGreaterThan(0);
      expect(count(await render(productPage('A-2')))).toMatchObject({ product: 2 });
    }
  });

  it('a tag of a product the list does not show keeps the shared related products', async () => {
    await render(productPage('A-1'));
    shared.invalidateTags(['P99']);
    expect(count(await render(productPage('A-2')))).toEqual({ product: 1 });
  });

  it('keeps at most maxEntries, the least recently read dropped first', async () => {
    const small = createSharedDataCache({ maxEntries: 2 });
    const tags = { names: ['category'] };
    await small.read('a', 0, tags, async () => 1);
    await small.read('b', 0, tags, async () => 2);
    await small.read('a', 0, tags, async () => 3);
    await small.read('c', 0, tags, async () => 4);
    expect(small.size).toBe(2);
    expect(await small.read('a', 0, tags, async () => 5)).toBe(1);
    expect(await small.read('b', 0, tags, async () => 6)).toBe(6);
  });

  it('does not keep a failed read: the next request asks again', async () => {
    const cache = createSharedDataCache();
    const tags = { names: ['taxrule'] };
    await expect(cache.read('t', 0, tags, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('t', 0, tags, async () => 'rules')).toBe('rules');
  });
});
