import { createKyHttp } from '@kauppa/api-client';
import { defaultShopConfig, mergeConfig, type ShopConfig } from '@kauppa/config';
import type { ShopHttp } from '@kauppa/ports';
import {
  buildAttributeQuery,
  buildCategoryFiltersQuery,
  buildCategoryListingQuery,
  buildCategoryQuery,
  buildCmsQuery,
  buildEntityQuery,
  buildProductQuery,
  buildUrlRewriteQuery,
  checkGraphqlSupport,
  type FilterOption,
  GraphqlUnsupportedError,
  loadSearchAdapter,
  type QueryDocument,
  type SearchResult,
} from '@kauppa/search-query';
import { type RunningShopApi, startShopApi } from '@kauppa/shop-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkGraphqlRequest,
  type PlatformServer,
  platformAttributeIncludeFields,
  platformCategoryIncludeFields,
  startPlatformServer,
} from '../src/index.ts';

/**
 * Issue 15.8 (accounts-content §7) and 27.9: the same searches through the `api` and the `graphql`
 * search adapters give the same SearchResult, against the reference data behind a server that
 * answers as vue-storefront-api 1.12.5 does — its shipped GraphQL schema and resolvers
 * (src/graphql/elasticsearch/**), on Elasticsearch 5 and 7 — and checks every request against its
 * rules. What the support matrix says the platform's GraphQL cannot serve goes to the catalogue
 * search (`api.graphqlFallback`).
 */

let shop: RunningShopApi;
let es5: PlatformServer;
let es7: PlatformServer;
const index = 'kauppa_battery';

/** The features the shipped GraphQL does not serve on Elasticsearch 5 (the support matrix). */
const es5Fallback = ['filters', 'sorts', 'cms', 'urlDispatch', 'categoryBySlug'];
/** On Elasticsearch 7 the products resolver answers no total: products go to the catalogue search too. */
const es7Fallback = [...es5Fallback, 'product', 'listing', 'search'];
const graphqlShop = (version: 5 | 7, graphqlFallback = version === 5 ? es5Fallback : es7Fallback) =>
  mergeConfig(defaultShopConfig, {
    api: { searchAdapter: 'graphql', elasticsearchVersion: version, graphqlFallback },
  });

beforeAll(async () => {
  shop = await startShopApi({ port: 0, dataDir: ':memory:' });
  // The stand-in's GraphQL answers are the reference server's as they are: the catalogue search's
  // tax processor and mapping checks (issue 27) are off so both adapters read the same data.
  const graphqlOnly = { tax: false, mappingChecks: false } as const;
  es5 = await startPlatformServer({ upstream: shop.url, elasticsearch: { ...graphqlOnly, esVersion: 5 } });
  es7 = await startPlatformServer({ upstream: shop.url, elasticsearch: { ...graphqlOnly, esVersion: 7 } });
});
afterAll(async () => {
  await es5?.close();
  await es7?.close();
  await shop?.close();
});

const httpOf = (platform: PlatformServer): ShopHttp =>
  createKyHttp({ baseUrl: `${platform.url}/api`, retries: 0 });

/** The search through both adapters on `platform`: [api, graphql], and where the graphql one went. */
async function both(
  platform: PlatformServer,
  entityType: string,
  query: QueryDocument,
  { config, storeCode }: { config?: ShopConfig; storeCode?: string } = {},
): Promise<[SearchResult, SearchResult, string | undefined]> {
  const version = platform === es7 ? 7 : 5;
  const shopConfig = config ?? graphqlShop(version);
  const http = httpOf(platform);
  const options = { http, index: storeCode ? `${index}_${storeCode}` : index, config: shopConfig, storeCode };
  const api = await loadSearchAdapter({ kind: 'api', ...options });
  const graphql = await loadSearchAdapter({ kind: 'graphql', ...options });
  const apiResult = await api.search({ entityType, query });
  const graphqlResult = await graphql.search({ entityType, query });
  return [apiResult, graphqlResult, platform.seen.at(-1)?.route];
}

const categoryIds = async (platform: PlatformServer) => {
  const [tree] = await both(platform, 'category', buildCategoryQuery({ level: 2 })!);
  return tree.items.map((c) => Number((c as { id: number }).id));
};

/** A category listing with a selected filter option, sorted by a field the shipped ProductSortInput has. */
async function listing(platform: PlatformServer) {
  const ids = await categoryIds(platform);
  const filters = await both(
    platform,
    'product',
    buildCategoryFiltersQuery({ categoryIds: ids, attributes: ['color', 'price'] }),
  );
  const color = filters[0].aggregations.agg_terms_color?.buckets[0]?.key;
  expect(color).toBeDefined();
  const option: FilterOption = { id: String(color), label: 'x', type: 'color' };
  return buildCategoryListingQuery({
    listing: {
      filters: { color: [option] },
      sort: 'final_price:asc',
      page: 1,
      from: 0,
      size: 20,
      categoryIds: ids,
    },
    categoryIds: ids,
    filters: { visibility: [2, 4] },
  });
}

describe('the graphql search adapter on the shipped platform, Elasticsearch 5 (issue 27.9, accounts-content §7)', () => {
  it('browses a category with a selected filter option and a price sort through GraphQL: same products, same total (commerce-core §4 category paging)', async () => {
    const [api, graphql, route] = await both(es5, 'product', await listing(es5));
    expect(api.total).toBeGreaterThan(0);
    expect(graphql).toEqual(api);
    expect(route).toBe('graphql');
  });

  it("loads a category's filter options from the catalogue search: the shipped products resolver answers no aggregations (catalog/resolver.js reads esResponse.aggregations)", async () => {
    const ids = await categoryIds(es5);
    const [api, graphql, route] = await both(
      es5,
      'product',
      buildCategoryFiltersQuery({ categoryIds: ids, attributes: ['color', 'price'] }),
    );
    expect(Object.keys(api.aggregations).length).toBeGreaterThan(0);
    expect(graphql).toEqual(api);
    expect(route).toBe('catalog.search');
  });

  it('sorts the shipped ProductSortInput lacks (sort_qty, the default; stock.qty) go to the catalogue search (catalog/schema.graphqls)', async () => {
    const ids = await categoryIds(es5);
    for (const sort of [undefined, 'stock.qty:desc']) {
      const query = buildProductQuery({
        filters: { category_ids: ids },
        size: 10,
        ...(sort ? { sort } : {}),
      });
      const [api, graphql, route] = await both(es5, 'product', query);
      expect(api.items.length).toBeGreaterThan(0);
      expect(graphql).toEqual(api);
      expect(route).toBe('catalog.search');
    }
  });

  it('browses the next page and a price range through GraphQL: same page (pageSize/currentPage, range as strings)', async () => {
    const ids = await categoryIds(es5);
    const query = buildProductQuery({
      filters: { category_ids: ids, final_price: { gte: 1, lt: 1000 } },
      sort: 'updated_at:desc',
      from: 20,
      size: 20,
    });
    const [api, graphql, route] = await both(es5, 'product', query);
    expect(api.items.length).toBeGreaterThan(0);
    expect(graphql).toEqual(api);
    expect(route).toBe('graphql');
  });

  it('searches by text through GraphQL: same products in the same order', async () => {
    const [api, graphql, route] = await both(
      es5,
      'product',
      buildProductQuery({ text: 'akku', filters: { visibility: [3, 4] }, size: 10 }),
    );
    expect(api.items.length).toBeGreaterThan(0);
    expect(graphql).toEqual(api);
    expect(route).toBe('graphql');
  });

  it('loads a product by sku, and a configurable product by a child sku (configurable_children.sku nested), through GraphQL', async () => {
    const [some] = await both(
      es5,
      'product',
      buildProductQuery({ filters: { type_id: 'configurable' }, size: 1 }),
    );
    const parent = some.items[0] as { sku: string; configurable_children: Array<{ sku: string }> };
    const bySku = await both(es5, 'product', buildProductQuery({ filters: { sku: parent.sku } }));
    expect(bySku[0].items).toHaveLength(1);
    expect(bySku[1]).toEqual(bySku[0]);
    const child = parent.configurable_children[0]?.sku ?? '';
    const byChild = await both(
      es5,
      'product',
      buildProductQuery({ filters: { 'configurable_children.sku': [child] } }),
    );
    expect(byChild[0].items).toHaveLength(1);
    expect(byChild[1]).toEqual(byChild[0]);
  });

  it("loads the category tree through GraphQL with each category's available_filters (without _sourceInclude the resolver trims them to its includeFields)", async () => {
    const [api, graphql, route] = await both(es5, 'category', buildCategoryQuery({ onlyActive: true })!);
    expect(api.total).toBeGreaterThan(1);
    expect(graphql).toEqual(api);
    expect(route).toBe('graphql');
    expect(
      graphql.items.some((c) => typeof (c as { available_filters?: unknown }).available_filters === 'string'),
    ).toBe(true);
  });

  it('loads a category by slug, which the shipped CategoryFilterInput lacks, from the catalogue search', async () => {
    const [tree] = await both(es5, 'category', buildCategoryQuery({ level: 2 })!);
    const slug = String((tree.items[0] as { slug: string }).slug);
    const [api, graphql, route] = await both(es5, 'category', buildCategoryQuery({ slug })!);
    expect(api.items).toHaveLength(1);
    expect(graphql).toEqual(api);
    expect(route).toBe('catalog.search');
  });

  it('loads the attributes and the tax rules through GraphQL', async () => {
    const attributes = await both(es5, 'attribute', buildAttributeQuery({ codes: ['color', 'size'] }));
    expect(attributes[0].items.length).toBeGreaterThan(0);
    expect(attributes[1]).toEqual(attributes[0]);
    expect(attributes[2]).toBe('graphql');
    const taxrules = await both(es5, 'taxrule', buildEntityQuery('taxrule'));
    expect(taxrules[0].total).toBeGreaterThan(0);
    expect(taxrules[1]).toEqual(taxrules[0]);
    expect(taxrules[2]).toBe('graphql');
  });

  it("loads CMS pages and blocks from the catalogue search: the shipped cms resolver searches a 'cms' type nobody indexes (cms/resolver.js)", async () => {
    const pages = await both(es5, 'cms_page', buildCmsQuery({ type: 'cms_page', identifier: 'about' }));
    expect(pages[0].items).toHaveLength(1);
    expect(pages[1]).toEqual(pages[0]);
    expect(pages[2]).toBe('catalog.search');
    const blocks = await both(es5, 'cms_block', buildCmsQuery({ type: 'cms_block' }));
    expect(blocks[0].items.length).toBeGreaterThan(0);
    expect(blocks[1]).toEqual(blocks[0]);
  });

  it('finds url rewrites, which the GraphQL schema has no query for, through the catalogue search (the URL dispatcher)', async () => {
    const [api, graphql, route] = await both(
      es5,
      'url_rewrite',
      buildUrlRewriteQuery({ requestPath: 'paristot' }),
    );
    expect(graphql).toEqual(api);
    expect(route).toBe('catalog.search');
  });

  it('searches a store view with multistore on: /graphql/{storeCode}/ as the api adapter searches its index', async () => {
    const config = mergeConfig(graphqlShop(5), { storeViews: { multistore: true } });
    const query = buildProductQuery({ size: 5, sort: 'updated_at:desc' });
    const [api, graphql] = await both(es5, 'product', query, { config, storeCode: 'de' });
    expect(api.items.length).toBe(5);
    expect(graphql).toEqual(api);
    expect(es5.seen.some((r) => r.route === 'graphql' && r.path === '/graphql/de/')).toBe(true);
  });

  it('sent no variable the shipped input types reject (slug in CategoryFilterInput, sort_qty in ProductSortInput): no platform rule broken', () => {
    expect(es5.violations).toEqual([]);
    expect(es5.seen.filter((r) => r.route === 'graphql').length).toBeGreaterThan(8);
  });
});

describe('the graphql search adapter on the shipped platform, Elasticsearch 7 (issue 27.9)', () => {
  it('browses a category listing, searches by text and loads a product from the catalogue search: the products resolver answers no total_count on 7', async () => {
    const ids = await categoryIds(es7);
    for (const query of [
      await listing(es7),
      buildProductQuery({ text: 'akku', filters: { visibility: [3, 4] }, size: 10 }),
      buildProductQuery({ filters: { category_ids: ids }, sort: 'final_price:desc', size: 10 }),
    ]) {
      const [api, graphql, route] = await both(es7, 'product', query);
      expect(api.items.length).toBeGreaterThan(0);
      expect(graphql).toEqual(api);
      expect(route).toBe('catalog.search');
    }
  });

  it('loads the category tree, the attributes and the tax rules through GraphQL (hits.total an object on 7)', async () => {
    const categories = await both(es7, 'category', buildCategoryQuery({ onlyActive: true })!);
    expect(categories[0].total).toBeGreaterThan(1);
    expect(categories[1]).toEqual(categories[0]);
    expect(categories[2]).toBe('graphql');
    const attributes = await both(es7, 'attribute', buildAttributeQuery({ codes: ['color'] }));
    expect(attributes[1]).toEqual(attributes[0]);
    expect(attributes[2]).toBe('graphql');
    const taxrules = await both(es7, 'taxrule', buildEntityQuery('taxrule'));
    expect(taxrules[1]).toEqual(taxrules[0]);
    expect(taxrules[2]).toBe('graphql');
  });

  it('fails at start-up when Elasticsearch 7 filter options would need aggregations from GraphQL, naming the feature and the combination — before any request', async () => {
    const config = graphqlShop(7, [
      'product',
      'listing',
      'search',
      'sorts',
      'cms',
      'urlDispatch',
      'categoryBySlug',
    ]);
    const seen = es7.seen.length;
    expect(() => checkGraphqlSupport(config)).toThrow(GraphqlUnsupportedError);
    await expect(loadSearchAdapter({ kind: 'graphql', http: httpOf(es7), index, config })).rejects.toThrow(
      /^The GraphQL search cannot serve filters \(.*\) on Elasticsearch 7: the products resolver reads esResponse\.aggregations/,
    );
    expect(es7.seen.length).toBe(seen);
  });

  it('broke no platform rule', () => {
    expect(es7.violations).toEqual([]);
  });
});

/** The parts of a GraphQL answer the stand-in tests read. */
interface GraphqlAnswer {
  data?: {
    products: { items: unknown[]; total_count: number | null; aggregations: unknown };
    categories: { hits: { total: unknown; hits: Array<{ _source: Record<string, unknown> }> } };
    customAttributeMetadata: { hits: { hits: Array<{ _source: Record<string, unknown> }> } };
    cmsBlocks: unknown;
  };
  errors?: Array<{ message: string; path?: unknown }>;
}

/** Posts a GraphQL request to a platform stand-in: [status, body]. */
async function post(platform: PlatformServer, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return [response.status, (await response.json()) as GraphqlAnswer] as const;
}

describe('the stand-in answers as the shipped GraphQL does (vue-storefront-api 1.12.5 src/graphql/elasticsearch/**, issue 27.9)', () => {
  const categories =
    'query c($filter: CategoryFilterInput, $sort: CategorySortInput, $_sourceInclude: [String]) { categories(filter: $filter, sort: $sort, _sourceInclude: $_sourceInclude) { hits } }';
  const products =
    'query p($filter: ProductFilterInput, $sort: ProductSortInput) { products(filter: $filter, sort: $sort, pageSize: 2) { items total_count aggregations } }';

  it('refuses an input field CategoryFilterInput does not declare (slug) with 400 and GraphQL errors, as graphql-js does (category/schema.graphqls)', async () => {
    const [status, body] = await post(es5, categories, { filter: { slug: { eq: 'akut' } } });
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/"CategoryFilterInput" not to include unknown field "slug"/);
    expect(es5.violations.splice(0).map((v) => v.rule)).toEqual(['graphql']);
  });

  it('refuses a sort field ProductSortInput does not declare (sort_qty) and an unknown SortEnum value (catalog/schema.graphqls)', async () => {
    const rules = (variables: Record<string, unknown>) =>
      checkGraphqlRequest('POST', '/graphql', { query: products, variables }, []).map((v) => [
        v.rule,
        v.detail,
      ]);
    expect(rules({ sort: { sort_qty: 'DESC' } })).toEqual([
      ['graphql', expect.stringMatching(/"ProductSortInput" not to include unknown field "sort_qty"/)],
    ]);
    expect(rules({ sort: { final_price: 'DOWN' } })).toEqual([
      ['graphql', expect.stringMatching(/"SortEnum".*"DOWN"|"DOWN".*"SortEnum"/)],
    ]);
    expect(rules({ sort: { final_price: 'ASC' }, filter: { color: { in: [49] } } })).toEqual([]);
  });

  it('answers products without aggregations on Elasticsearch 5, and without total_count (an Int error) on 7 (catalog/resolver.js)', async () => {
    const filter = { color: { scope: ['catalog'] } };
    const [status5, on5] = await post(es5, products, { filter });
    expect(status5).toBe(200);
    expect(on5.errors).toBeUndefined();
    expect(on5.data?.products.aggregations).toBeNull();
    expect(on5.data?.products.total_count).toBeGreaterThan(0);
    const [, on7] = await post(es7, products, { filter });
    expect(on7.data?.products.total_count).toBeNull();
    expect(on7.data?.products.items.length).toBeGreaterThan(0);
    expect(on7.errors).toEqual([
      {
        message: 'Int cannot represent non-integer value: [object Object]',
        path: ['products', 'total_count'],
      },
    ]);
  });

  it("answers CMS queries of the unindexed 'cms' type: no items on Elasticsearch 5, index_not_found_exception on 7 (cms/resolver.js)", async () => {
    const query = '{ cmsBlocks { items { id identifier } } }';
    const [, on5] = await post(es5, query);
    expect(on5.data?.cmsBlocks).toEqual({ items: [] });
    const [, on7] = await post(es7, query);
    expect(on7.data?.cmsBlocks).toBeNull();
    expect(on7.errors?.[0]?.message).toBe('index_not_found_exception');
  });

  it("trims categories asked without _sourceInclude to the platform's entities.category.includeFields (category/resolver.js, config/default.json)", async () => {
    const [, trimmed] = await post(es5, categories, { filter: { level: { eq: 2 } } });
    const source = trimmed.data?.categories.hits.hits[0]?._source ?? {};
    expect(Object.keys(source).length).toBeGreaterThan(0);
    expect(Object.keys(source).every((key) => platformCategoryIncludeFields.includes(key))).toBe(true);
    expect(source).not.toHaveProperty('available_filters');
    const [, whole] = await post(es5, categories, { filter: { level: { eq: 2 } }, _sourceInclude: ['*'] });
    expect(whole.data?.categories.hits.hits[0]?._source).toHaveProperty('available_filters');
    expect(typeof whole.data?.categories.hits.total).toBe('number');
  });

  it("trims attributes asked without _sourceInclude to the platform's entities.attribute.includeFields (attribute/resolver.js, config/default.json)", async () => {
    const query =
      'query a($attributes: AttributeInput!, $_sourceInclude: [String]) { customAttributeMetadata(attributes: $attributes, _sourceInclude: $_sourceInclude) { hits } }';
    const attributes = { attribute_code: { in: ['color'] } };
    const [, trimmed] = await post(es5, query, { attributes });
    const [, whole] = await post(es5, query, { attributes, _sourceInclude: ['*'] });
    const keys = (answer: GraphqlAnswer) =>
      Object.keys(answer.data?.customAttributeMetadata.hits.hits[0]?._source ?? {});
    expect(keys(trimmed).length).toBeGreaterThan(0);
    expect(keys(trimmed).every((key) => platformAttributeIncludeFields.includes(key))).toBe(true);
    expect(keys(whole).length).toBeGreaterThan(keys(trimmed).length);
  });
});

describe('the platform GraphQL request rules (vue-storefront-api src/index.ts, mapping.js)', () => {
  const body = { query: '{ taxrule { hits } }', variables: {} };
  it('accept a POST of {query, variables} to /graphql and /graphql/{storeCode}/', () => {
    expect(checkGraphqlRequest('POST', '/graphql', body, ['de'])).toEqual([]);
    expect(checkGraphqlRequest('POST', '/graphql/de/', body, ['de'])).toEqual([]);
  });

  it('refuse an unknown store view, another method, a body with other properties or without a query', () => {
    const rules = (method: string, path: string, sent: unknown) =>
      checkGraphqlRequest(method, path, sent, ['de']).map((v) => v.rule);
    expect(rules('POST', '/graphql/xx/', body)).toEqual(['store']);
    expect(rules('GET', '/graphql', body)).toEqual(['method']);
    expect(rules('POST', '/graphql', { ...body, index: 'kauppa_battery' })).toEqual(['body']);
    expect(rules('POST', '/graphql', { variables: {} })).toEqual(['body']);
    expect(rules('POST', '/graphql/de/x', body)).toEqual(['route']);
  });
});
