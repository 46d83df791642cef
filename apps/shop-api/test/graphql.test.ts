import { afterAll, describe, expect, it } from 'vitest';
import { createShopApiApp } from '../src/index.ts';

/**
 * `POST /graphql` of the reference server as vue-storefront-api 1.12 serves it (issue 15.8,
 * accounts-content §7): its schema (src/graphql/elasticsearch/*), apollo's answers, the index of
 * the store code in the URL.
 */

const app = createShopApiApp({ batteryProducts: 200 });
afterAll(() => app.close());

/** A JSON answer read loosely: the tests check its shape with expect. */
// biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are read loosely; expect checks their shape
type Json = any;
type Answer = { data?: Json; errors?: Array<{ message: string }> };

async function gql(query: string, variables: Record<string, unknown> = {}, path = '/graphql') {
  const response = await app.fetch(
    new Request(`http://shop.test${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }),
  );
  return { status: response.status, body: (await response.json()) as Answer };
}

const products = `query products($filter: ProductFilterInput, $search: String, $pageSize: Int, $currentPage: Int, $sort: ProductSortInput, $_sourceInclude: [String], $_sourceExclude: [String]) {
  products(filter: $filter, search: $search, pageSize: $pageSize, currentPage: $currentPage, sort: $sort, _sourceInclude: $_sourceInclude, _sourceExclude: $_sourceExclude) { items total_count aggregations page_info { page_size current_page } } }`;

async function catalogSearch(entity: string, body: unknown, index = 'kauppa_battery') {
  const response = await app.fetch(
    new Request(`http://shop.test/api/catalog/${index}/${entity}/_search`, {
      method: 'POST',
      body: JSON.stringify(body),
    }),
  );
  return (await response.json()) as {
    hits: { total: { value: number }; hits: Array<{ _source: Record<string, unknown> }> };
  };
}

describe('POST /graphql (issue 15.8, vue-storefront-api src/graphql)', () => {
  it('answers products {items, total_count, page_info} of a filter, a sort and a page, each item with its _score', async () => {
    const { status, body } = await gql(products, {
      filter: { type_id: { eq: 'simple' }, visibility: { in: [2, 4] } },
      sort: { sku: 'ASC' },
      pageSize: 5,
      currentPage: 2,
      search: '',
    });
    expect(status).toBe(200);
    const expected = await catalogSearch('product', {
      query: { bool: { filter: [{ terms: { type_id: ['simple'] } }, { terms: { visibility: [2, 4] } }] } },
      sort: [{ sku: { order: 'asc' } }],
      from: 5,
      size: 5,
    });
    const answer = body.data?.products;
    expect(answer.total_count).toBe(expected.hits.total.value);
    expect(answer.items.map((i: { sku: string }) => i.sku)).toEqual(
      expected.hits.hits.map((h) => h._source.sku),
    );
    expect(answer.items[0]).toHaveProperty('_score');
    expect(answer.page_info).toEqual({ page_size: 5, current_page: 2 });
  });

  it('reads nested objects as a dotted field and range operators given as strings (FilterTypeInput)', async () => {
    const { body } = await gql(products, {
      // final_price, the price the index holds (final_price_incl_tax is computed in answers only, issue 27.6)
      filter: { stock: { qty: { gt: '20' } }, final_price: { gte: '10', lt: '50' } },
      pageSize: 50,
    });
    const items = body.data?.products.items as Array<{
      stock: { qty: number };
      final_price: number;
    }>;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.stock.qty).toBeGreaterThan(20);
      expect(item.final_price).toBeGreaterThanOrEqual(10);
      expect(item.final_price).toBeLessThan(50);
    }
  });

  it('reads a nested keyword condition as the exact .keyword sub-field (the extension of FilterTypeInput)', async () => {
    const [first] = (await catalogSearch('product', { query: { match_all: {} }, size: 1 })).hits.hits;
    const sku = String(first?._source.sku);
    const { status, body } = await gql(products, { filter: { sku: { keyword: { eq: sku } } } });
    expect(status).toBe(200);
    expect(body.data?.products.items.map((i: { sku: string }) => i.sku)).toEqual([sku]);
  });

  it('reads neq/nin as must-not and eq null as "the field exists"', async () => {
    const { body } = await gql(products, {
      filter: { type_id: { neq: 'configurable' }, visibility: { nin: ['1', '3'] }, sku: { eq: null } },
      pageSize: 100,
    });
    const items = body.data?.products.items as Array<{ type_id: string; visibility: number }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((i) => i.type_id === 'configurable' || [1, 3].includes(i.visibility))).toBe(false);
  });

  it('aggregates catalog-scoped fields and matches their values on a simple product or a configurable child (storefront-query-builder catalog scope)', async () => {
    const { body } = await gql(products, {
      filter: { color: { scope: 'catalog' }, price: { scope: 'catalog' } },
      pageSize: 1,
    });
    const aggregations = body.data?.products.aggregations;
    expect(Object.keys(aggregations).sort()).toEqual([
      'agg_range_price',
      'agg_terms_color',
      'agg_terms_color_options',
    ]);
    const color =
      aggregations.agg_terms_color_options.buckets[0]?.key ?? aggregations.agg_terms_color.buckets[0]?.key;
    const chosen = await gql(products, {
      filter: { color: { in: [color], scope: 'catalog' } },
      pageSize: 200,
    });
    const items = chosen.body.data?.products.items as Array<{ color?: unknown; color_options?: unknown[] }>;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(
        String(item.color) === String(color) ||
          (item.color_options ?? []).map(String).includes(String(color)),
      ).toBe(true);
  });

  it('answers categories, attributes, tax rules as the search engine body (ESResponse.hits)', async () => {
    const categories = await gql(
      'query ($filter: CategoryFilterInput, $sort: CategorySortInput) { categories(filter: $filter, sort: $sort, pageSize: 3) { hits } }',
      { filter: { is_active: { eq: true }, level: { eq: 2 } }, sort: { position: 'ASC' } },
    );
    expect(categories.body.data?.categories.hits.hits).toHaveLength(3);
    expect(categories.body.data?.categories.hits.hits[0]._source.level).toBe(2);
    const attributes = await gql(
      'query ($attributes: AttributeInput!) { customAttributeMetadata(attributes: $attributes) { hits } }',
      { attributes: { attribute_code: { in: ['color'] } } },
    );
    expect(
      attributes.body.data?.customAttributeMetadata.hits.hits.map((h: Json) => h._source.attribute_code),
    ).toEqual(['color']);
    const taxrules = await gql('{ taxrule { hits } }');
    expect(taxrules.body.data?.taxrule.hits.total.value).toBeGreaterThan(0);
  });

  it('answers CMS pages and blocks as their typed items (CmsPages, CmsBlock), the page id as page_id', async () => {
    const pages = await gql(
      'query ($filter: CmsInput) { cmsPages(filter: $filter) { items { page_id identifier title } } }',
      { filter: { identifier: { eq: 'about' } } },
    );
    expect(pages.body.data?.cmsPages.items).toEqual([
      { page_id: 1, identifier: 'about', title: expect.any(String) },
    ]);
    const blocks = await gql('{ cmsBlocks { items { id identifier } } }');
    expect(blocks.body.data?.cmsBlocks.items.length).toBeGreaterThan(0);
  });

  it('searches the index of the store code in the URL, /graphql/{storeCode}/ (mapping.js getIndexName)', async () => {
    const query = '{ products(pageSize: 1) { total_count } }';
    const other = await gql(query, {}, '/graphql/kauppa_hair/');
    const battery = await gql(query, {}, '/graphql/de/');
    expect(other.body.data?.products.total_count).not.toBe(battery.body.data?.products.total_count);
    const unknown = await gql(query, {}, '/graphql/xx/');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.message).toBe('No store view "xx"');
  });

  it('answers 400 with errors for a query the schema refuses (an undeclared field)', async () => {
    const { status, body } = await gql(products, { filter: { no_such_field: { eq: 1 } } });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/no_such_field/);
    const unparsable = await gql('{ products(');
    expect(unparsable.status).toBe(400);
  });

  it('answers a resolver error with data and errors, never a 5xx (bad paging)', async () => {
    const { status, body } = await gql('{ products(pageSize: 0) { total_count } }');
    expect(status).toBe(200);
    expect(body.data).toEqual({ products: null });
    expect(body.errors?.[0]?.message).toBe('pageSize must be a positive integer');
  });

  it('refuses a body without a query string, and one that is not JSON, with 400', async () => {
    const none = await app.fetch(new Request('http://shop.test/graphql', { method: 'POST', body: '{}' }));
    expect(none.status).toBe(400);
    expect(((await none.json()) as Answer).errors?.[0]?.message).toBe('Must provide query string.');
    const broken = await app.fetch(new Request('http://shop.test/graphql', { method: 'POST', body: '{' }));
    expect(broken.status).toBe(400);
  });
});
