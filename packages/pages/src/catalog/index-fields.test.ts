import { defaultShopConfig } from '@kauppa/config';
import { createMemoryLogger, createSimulatedClock, type MemoryLogger, type ShopHttp } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { type Doc, type FakePlatformIndex, fakePlatformSearch } from '../../test/fake-platform-search.ts';
import { createServerContext, loadCategoryPage, loadProductPage } from '../index.ts';

/*
 * Issue 27.6: a stock vue-storefront-api 1.12 index (mage2vuestorefront) has final_price (net) and
 * stock.qty, and the retail group's own fields (sort_qty, valmistaja, saatavuus) only once a team
 * maps them (docs/platform/README.md). The fake answers as the platform does
 * (test/fake-platform-search.ts: src/api/catalog.ts, src/lib/util.js apiError).
 */

const apiUrl = 'http://api.test/api';
const category: Doc = {
  id: 20,
  name: 'Akut',
  slug: 'akut',
  url_path: 'akut',
  level: 2,
  available_filters: 'price,color',
};
const products: Doc[] = [
  { id: 1, sku: 'A-1', name: 'Akku 9,90', final_price: 7.89, tax_class_id: 2, color: 49, stock: { qty: 3 } },
  {
    id: 2,
    sku: 'A-2',
    name: 'Akku 50,00',
    final_price: 39.84,
    tax_class_id: 2,
    color: 49,
    stock: { qty: 1 },
  },
  { id: 3, sku: 'A-3', name: 'Akku 99,90', final_price: 79.6, tax_class_id: 2, color: 50, stock: { qty: 8 } },
];
const taxrule: Doc = {
  id: 1,
  code: 'FI',
  product_tax_class_ids: [2],
  customer_tax_class_ids: [3, 5],
  rates: [{ rate: 25.5, tax_country_id: 'FI', code: 'FI' }],
};
/** The fields mage2vuestorefront's index maps so they sort and aggregate (no group extension). */
const stockIndex = [
  'final_price',
  'updated_at',
  'created_at',
  'stock.qty',
  'color',
  'color_options',
  'id',
  'sku',
];

async function categoryPage(
  index: Partial<FakePlatformIndex>,
  {
    query = '',
    logger = createMemoryLogger(),
    brand = 'battery',
  }: { query?: string; logger?: MemoryLogger; brand?: string } = {},
) {
  const http = fakePlatformSearch({
    docs: { product: products, taxrule: [taxrule], category: [], attribute: [] },
    sortable: stockIndex,
    ...index,
  });
  const shop = await createServerContext(
    { brand, store: '', apiUrl, publicApiUrl: apiUrl },
    {
      createHttp: () => http as ShopHttp,
      clock: createSimulatedClock({ now: Date.UTC(2026, 0, 1) }),
      logger,
      findBrand: () => undefined,
    },
  );
  const page = await loadCategoryPage(shop, {
    category: { ...category, ...index.docs?.category?.[0] } as never,
    url: new URL(`http://shop.test/akut${query}`),
  });
  const listings = http.queries.filter((q) => q.entityType === 'product' && !q.body.aggs);
  const filterQueries = http.queries.filter((q) => q.entityType === 'product' && q.body.aggs);
  return { page, logger, listings, filterQueries };
}

describe('issue 27.6: a category page on an index without the group fields (vue-storefront-api src/api/catalog.ts, ES "No mapping found")', () => {
  it('shows the listing sorted by catalog.fallbackSort (updated_at desc) when the index has no sort_qty, never a 500', async () => {
    const { page, listings } = await categoryPage({}, { brand: 'fallback-sort' });
    expect(page.products.items.map((p) => p.sku)).toEqual(['A-1', 'A-2', 'A-3']);
    expect(listings.map((q) => q.body.sort)).toEqual([
      [{ sort_qty: { order: 'desc' } }],
      [{ updated_at: { order: 'desc' } }],
    ]);
  });

  it('logs ONE clear error per process naming the missing field and the documented mapping, not one per request', async () => {
    const first = createMemoryLogger();
    const second = createMemoryLogger();
    await categoryPage({}, { logger: first, brand: 'logged-once' });
    await categoryPage({}, { logger: second, brand: 'logged-once' });
    const errors = [...first.at('error'), ...second.at('error')];
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('"sort_qty"');
    expect(errors[0]!.message).toContain('docs/platform/elastic.schema.product.extension.json');
  });

  it('a sort on a field mapped as text (Fielddata is disabled on text fields) falls back the same way', async () => {
    const { page, listings, logger } = await categoryPage(
      { sortable: [...stockIndex, 'sort_qty'], text: ['valmistaja'] },
      { query: '?sort=valmistaja:asc', brand: 'text-sort' },
    );
    expect(page.products.items).toHaveLength(3);
    expect(listings.at(-1)!.body.sort).toEqual([{ updated_at: { order: 'desc' } }]);
    expect(logger.at('error')[0]!.message).toContain('"valmistaja" as analysed text');
  });

  it("sorts with no sort at all (the engine's order) when the fallback sort is refused too", async () => {
    const { page, listings } = await categoryPage(
      { sortable: ['final_price', 'color'] },
      { brand: 'no-sort' },
    );
    expect(page.products.items).toHaveLength(3);
    expect(listings.at(-1)!.body.sort).toBeUndefined();
  });

  it('drops a filter whose aggregation the index refuses (valmistaja as text) and shows the page with the others', async () => {
    const { page, filterQueries, logger } = await categoryPage(
      {
        sortable: [...stockIndex, 'sort_qty'],
        text: ['valmistaja', 'valmistaja_options'],
        docs: {
          product: products,
          taxrule: [taxrule],
          category: [{ ...category, available_filters: 'valmistaja,color' }],
          attribute: [],
        },
      },
      { brand: 'text-agg' },
    );
    expect(page.filters?.map((group) => group.attribute)).toEqual(['color']);
    expect(Object.keys(filterQueries.at(-1)!.body.aggs as object)).toEqual([
      'agg_terms_color',
      'agg_terms_color_options',
    ]);
    expect(logger.at('error')).toHaveLength(1);
    expect(logger.at('error')[0]!.message).toContain('"valmistaja"');
  });

  it('a product page on that index shows: its lookups by sku (sorted by the default sort_qty) fall back too', async () => {
    const product: Doc = {
      id: 7,
      sku: 'A-7',
      name: 'Akku',
      type_id: 'simple',
      visibility: 4,
      status: 1,
      slug: 'akku',
      final_price: 7.89,
      price: 7.89,
    };
    const http = fakePlatformSearch({
      docs: { product: [product], taxrule: [taxrule] },
      sortable: stockIndex,
    });
    const shop = await createServerContext(
      { brand: 'product-page', store: '', apiUrl, publicApiUrl: apiUrl },
      {
        createHttp: () => http,
        clock: createSimulatedClock({ now: 0 }),
        logger: createMemoryLogger(),
        findBrand: () => undefined,
      },
    );
    const page = await loadProductPage(shop, { parentSku: 'A-7' });
    expect(page.product.sku).toBe('A-7');
    expect(http.queries.filter((q) => q.entityType === 'product')[0]!.body.sort).toEqual([
      { sort_qty: { order: 'desc' } },
    ]);
  });

  it('any other search failure is still the failure of the page', async () => {
    const http = fakePlatformSearch({ docs: {}, sortable: [] });
    const failing: ShopHttp = {
      request: async (request) =>
        request.path.includes('/product/')
          ? { status: 500, code: 500, result: 'ERROR: the search engine is down' as never }
          : http.request(request),
    };
    const shop = await createServerContext(
      { brand: 'down', store: '', apiUrl, publicApiUrl: apiUrl },
      {
        createHttp: () => failing,
        clock: createSimulatedClock({ now: 0 }),
        logger: createMemoryLogger(),
        findBrand: () => undefined,
      },
    );
    await expect(
      loadCategoryPage(shop, { category: category as never, url: new URL('http://shop.test/akut') }),
    ).rejects.toThrow('Search request failed with code 500');
  });
});

describe("issue 27.6: the price filter on the platform's final_price, net, shown gross (vue-storefront-api config/default.json priceFilterKey)", () => {
  const mapped = { sortable: [...stockIndex, 'sort_qty'] };

  it("asks the price buckets on final_price with net bounds at the store's rate (25.5 %, tax class 2 in FI) and labels them gross", async () => {
    const { page, filterQueries } = await categoryPage(mapped, { brand: 'price-buckets' });
    expect((filterQueries[0]!.body.aggs as Record<string, unknown>).agg_range_price).toEqual({
      range: {
        field: 'final_price',
        ranges: [
          { from: 0, to: 39.84, key: '0-50' },
          { from: 39.84, to: 79.68, key: '50-100' },
          { from: 79.68, to: 119.52, key: '100-150' },
          { from: 119.52, key: '150-*' },
        ],
      },
    });
    const price = (page.filters ?? []).find((group) => group.attribute === 'price');
    // 9.90 in 0-50; 50.00 and 99.90 in 50-100 — as the shopper sees their prices.
    expect(price?.options.map((o) => [o.label, o.count])).toEqual([
      ['< €50', 1],
      ['€50 - 100', 2],
    ]);
  });

  it('filters a chosen gross range as its net bounds on final_price', async () => {
    const { listings } = await categoryPage(mapped, { query: '?price=50-100', brand: 'price-filter' });
    expect(JSON.stringify(listings[0]!.body.query)).toContain(
      '{"range":{"final_price":{"gte":39.84,"lt":79.68}}}',
    );
  });

  it('with catalog.priceIndexIncludesTax the index bounds are the shown ones', async () => {
    const logger = createMemoryLogger();
    const http = fakePlatformSearch({ docs: { product: products, taxrule: [taxrule] }, ...mapped });
    const shop = await createServerContext(
      {
        brand: 'gross-index',
        store: '',
        apiUrl,
        publicApiUrl: apiUrl,
        serverConfig: { catalog: { priceIndexIncludesTax: true } },
      },
      { createHttp: () => http, clock: createSimulatedClock({ now: 0 }), logger, findBrand: () => undefined },
    );
    await loadCategoryPage(shop, {
      category: category as never,
      url: new URL('http://shop.test/akut?price=50-100'),
    });
    expect(JSON.stringify(http.queries.find((q) => q.entityType === 'product')!.body.query)).toContain(
      '{"range":{"final_price":{"gte":50,"lt":100}}}',
    );
    expect(http.queries.some((q) => q.entityType === 'taxrule')).toBe(false);
  });

  it('sorts by price on final_price and by quantity on stock.qty', async () => {
    const byPrice = await categoryPage(mapped, { query: '?sort=final_price:asc', brand: 'sort-price' });
    const byQty = await categoryPage(mapped, { query: '?sort=stock.qty:desc', brand: 'sort-qty' });
    expect(byPrice.listings[0]!.body.sort).toEqual([{ final_price: { order: 'asc' } }]);
    expect(byQty.listings[0]!.body.sort).toEqual([{ 'stock.qty': { order: 'desc' } }]);
    expect(defaultShopConfig.catalog.sortOptions.map((o) => o.value)).toContain('stock.qty:desc');
  });
});
