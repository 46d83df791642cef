import { defaultShopConfig, mergeConfig } from '@kauppa/config';
import { type ApiRequest, createFakeShopHttp } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
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
  GraphqlUnsupportedError,
  graphqlSupportMatrix,
  loadSearchAdapter,
  type QueryDocument,
  SearchQueryError,
} from './index.ts';

/**
 * The `graphql` search adapter (accounts-content §7, issue 15.8): the query documents of
 * commerce-core §7 translated into vue-storefront-api 1.12's GraphQL queries
 * (src/graphql/elasticsearch/*), answering the same SearchResult as the `api` adapter.
 */

type Body = { query: string; variables: Record<string, unknown> };

/**
 * A shop on the `graphql` adapter that lets the catalogue search serve what the shipped
 * platform's GraphQL cannot (issue 27.9, the support matrix).
 */
const graphqlConfig = mergeConfig(defaultShopConfig, {
  api: {
    searchAdapter: 'graphql',
    graphqlFallback: ['filters', 'sorts', 'cms', 'urlDispatch', 'categoryBySlug', 'priceTiers'],
  },
});

/** A sort the shipped ProductSortInput declares (the default sort_qty is not). */
const latest = 'updated_at:desc';

const productsAnswer = (items: unknown[], total = items.length, aggregations: unknown = null) => ({
  result: { data: { products: { items, total_count: total, aggregations } } },
});

async function graphqlSearch(
  entityType: string,
  query: QueryDocument,
  answer: unknown = productsAnswer([]),
  options: { storeCode?: string; config?: typeof defaultShopConfig } = {},
) {
  let sent: ApiRequest | undefined;
  const path = options.storeCode ? `../graphql/${options.storeCode}/` : '../graphql';
  const catalogueAnswer = { result: { hits: { total: 0, hits: [] } } };
  const http = createFakeShopHttp({
    [`POST ${path}`]: (request) => {
      sent = request;
      return answer as never;
    },
    [`GET catalog/kauppa_battery/${entityType}/_search`]: () => catalogueAnswer,
  });
  const adapter = await loadSearchAdapter({
    kind: 'graphql',
    http,
    index: 'kauppa_battery',
    config: graphqlConfig,
    ...options,
  });
  const result = await adapter.search({ entityType, query });
  const catalogue = http.calls.filter((c) => c.path.startsWith('catalog/')).map((c) => c.path);
  return { result, body: sent?.body as Body, request: sent, adapter, catalogue };
}

async function refusal(entityType: string, query: QueryDocument, config = graphqlConfig) {
  const http = createFakeShopHttp();
  const adapter = await loadSearchAdapter({ kind: 'graphql', http, config });
  const error = await adapter.search({ entityType, query }).catch((e: unknown) => e);
  expect(http.calls).toHaveLength(0);
  expect(error).toBeInstanceOf(SearchQueryError);
  return error as SearchQueryError;
}

describe('graphql search adapter: products (accounts-content §7, commerce-core §7)', () => {
  it('loads on demand and posts {query, variables} of the platform products query to /graphql beside /api, as a bare answer', async () => {
    const { body, request, adapter } = await graphqlSearch(
      'product',
      buildProductQuery({ size: 10, sort: latest }),
    );
    expect(adapter.kind).toBe('graphql');
    expect(request?.method).toBe('POST');
    expect(request?.bareAnswer).toBe(true);
    expect(body.query).toMatch(/^query products\(.*\) \{ products\(filter: \$filter, search: \$search/);
    expect(body.variables).toEqual({
      search: '',
      sort: { updated_at: 'DESC' },
      pageSize: 10,
      currentPage: 1,
    });
  });

  it('translates term to eq, terms to in and range to its operators as strings (FilterTypeInput)', async () => {
    const query = buildProductQuery({
      filters: { status: 1, visibility: [2, 4], final_price: { gte: 50, lt: 100 } },
      sort: latest,
    });
    const { body } = await graphqlSearch('product', query);
    expect(body.variables.filter).toEqual({
      status: { eq: 1 },
      visibility: { in: [2, 4] },
      final_price: { gte: '50', lt: '100' },
    });
  });

  it('sends a dotted field as nested objects, as the platform reads them back (configurable_children.color, stock.is_in_stock)', async () => {
    const query = buildProductQuery({
      filters: { 'configurable_children.color': [49], 'stock.is_in_stock': true },
      sort: latest,
    });
    const { body } = await graphqlSearch('product', query);
    expect(body.variables.filter).toEqual({
      configurable_children: { color: { in: [49] } },
      stock: { is_in_stock: { eq: true } },
    });
  });

  it('sends a filter on a field the shipped ProductFilterInput lacks (type_id, stock.qty, sku.keyword) to the catalogue search, never to GraphQL (issue 27.9, vue-storefront-api 1.12.5 catalog/schema.graphqls)', async () => {
    for (const filters of [{ type_id: 'simple' }, { 'stock.qty': { gt: 0 } }, { 'sku.keyword': 'BAT-1' }]) {
      const { body, catalogue } = await graphqlSearch(
        'product',
        buildProductQuery({ filters: filters as never, sort: latest }),
      );
      expect(body).toBeUndefined();
      expect(catalogue).toEqual(['catalog/kauppa_battery/product/_search']);
    }
  });

  it('sends a sort the shipped ProductSortInput lacks (sort_qty, the default sort) to the catalogue search (issue 27.9)', async () => {
    const { body, catalogue } = await graphqlSearch('product', buildProductQuery({ size: 10 }));
    expect(body).toBeUndefined();
    expect(catalogue).toEqual(['catalog/kauppa_battery/product/_search']);
  });

  it('sends must_not as neq (one value) or nin (several, as strings), and exists as eq/neq null', async () => {
    const query: QueryDocument = {
      query: {
        bool: {
          filter: [{ exists: { field: 'image' } }],
          must_not: [
            { term: { status: 2 } },
            { terms: { visibility: [1, 2] } },
            { exists: { field: 'special_price' } },
          ],
        },
      },
      from: 0,
      size: 5,
    };
    const { body } = await graphqlSearch('product', query);
    expect(body.variables.filter).toEqual({
      image: { eq: null },
      status: { neq: 2 },
      visibility: { nin: ['1', '2'] },
      special_price: { neq: null },
    });
  });

  it('sends the text as search, leaving its scoring to the platform (commerce-core §9)', async () => {
    const query = buildProductQuery({ text: ' akku 12v ', filters: { visibility: [3, 4] }, size: 20 });
    const { body } = await graphqlSearch('product', query);
    expect(body.variables).toMatchObject({ search: 'akku 12v', filter: { visibility: { in: [3, 4] } } });
    expect(body.variables).not.toHaveProperty('sort');
  });

  it('pages with pageSize and a 1-based currentPage (commerce-core §5)', async () => {
    const { body } = await graphqlSearch('product', buildProductQuery({ from: 100, size: 50, sort: latest }));
    expect(body.variables).toMatchObject({ pageSize: 50, currentPage: 3 });
  });

  it('sends _source includes and excludes as _sourceInclude / _sourceExclude', async () => {
    const query = buildProductQuery({
      includeFields: ['sku', 'name'],
      excludeFields: ['description'],
      sort: latest,
    });
    const { body } = await graphqlSearch('product', query);
    expect(body.variables).toMatchObject({
      _sourceInclude: ['sku', 'name'],
      _sourceExclude: ['description'],
    });
  });

  it('reads products {items, total_count} into the SearchResult, without the _score the platform adds to each item', async () => {
    const { result } = await graphqlSearch(
      'product',
      buildProductQuery({ from: 20, size: 20, sort: latest }),
      productsAnswer([{ id: 7, sku: 'A', _score: 1.5 }], 41),
    );
    expect(result).toEqual({
      items: [{ id: 7, sku: 'A' }],
      total: 41,
      start: 20,
      perPage: 20,
      aggregations: {},
      offline: false,
    });
  });

  it('asks a selected option as catalog scope: a simple product value or a configurable child value (issue 14.7)', async () => {
    const query = buildCategoryListingQuery({
      listing: {
        filters: { color: [{ id: '49', label: 'Red', type: 'color' }] },
        sort: 'final_price:asc',
        page: 1,
        from: 0,
        size: 50,
        categoryIds: [],
      },
      categoryIds: [20, 21],
    });
    const { body } = await graphqlSearch('product', query);
    expect(body.variables).toMatchObject({
      filter: { category_ids: { in: [20, 21] }, color: { in: [49], scope: 'catalog' } },
      sort: { final_price: 'ASC' },
    });
  });

  it("reads storefront-query-builder's own catalog group as catalog scope on each field", async () => {
    const query: QueryDocument = {
      query: {
        bool: {
          filter: [
            {
              bool: {
                should: [
                  { bool: { filter: [{ terms: { color: [49] } }, { terms: { size: [167] } }] } },
                  {
                    bool: {
                      filter: [
                        { terms: { color_options: [49] } },
                        { terms: { size_options: [167] } },
                        { match: { type_id: 'configurable' } },
                      ],
                    },
                  },
                ],
                minimum_should_match: 1,
              },
            },
          ],
        },
      },
      from: 0,
      size: 10,
    };
    const { body } = await graphqlSearch('product', query);
    expect(body.variables.filter).toEqual({
      color: { in: [49], scope: 'catalog' },
      size: { in: [167], scope: 'catalog' },
    });
  });

  it('asks the filter options (aggregations) of the catalogue search: the shipped products resolver answers none (issue 27.9, vue-storefront-api 1.12.5 catalog/resolver.js reads esResponse.aggregations)', async () => {
    const query = buildCategoryFiltersQuery({ categoryIds: [20], attributes: ['color', 'price'] });
    const { body, catalogue } = await graphqlSearch('product', query);
    expect(body).toBeUndefined();
    expect(catalogue).toEqual(['catalog/kauppa_battery/product/_search']);
  });
});

describe('graphql search adapter: other entity types (accounts-content §7)', () => {
  const esAnswer = (field: string, sources: unknown[], total = sources.length) => ({
    result: {
      data: {
        [field]: {
          hits: { total: { value: total }, hits: sources.map((s, i) => ({ _id: String(i), _source: s })) },
        },
      },
    },
  });

  it('loads categories with filter, sort, paging and _sourceInclude, reading the ES-like hits', async () => {
    const query = buildCategoryQuery({ parentId: 2, includeFields: ['id', 'name'] });
    const { body, result } = await graphqlSearch('category', query!, esAnswer('categories', [{ id: 3 }]));
    expect(body.query).toMatch(/\{ categories\(filter: \$filter/);
    expect(body.variables).toEqual({
      filter: { parent_id: { eq: 2 }, is_active: { eq: true } },
      sort: { position: 'ASC' },
      pageSize: 4000,
      currentPage: 1,
      _sourceInclude: ['id', 'name'],
    });
    expect(result).toMatchObject({ items: [{ id: 3 }], total: 1, start: 0, perPage: 4000 });
  });

  it('loads attributes through customAttributeMetadata(attributes), a required argument', async () => {
    const { body, result } = await graphqlSearch(
      'attribute',
      buildAttributeQuery({ codes: ['color', 'size'] }),
      esAnswer('customAttributeMetadata', [{ attribute_code: 'color' }]),
    );
    expect(body.query).toMatch(/customAttributeMetadata\(attributes: \$attributes/);
    expect(body.variables).toEqual({
      attributes: { attribute_code: { in: ['color', 'size'] } },
      _sourceInclude: ['*'],
    });
    expect(result.items).toEqual([{ attribute_code: 'color' }]);
    const all = await graphqlSearch(
      'attribute',
      buildAttributeQuery(),
      esAnswer('customAttributeMetadata', []),
    );
    expect(all.body.variables).toEqual({ attributes: {}, _sourceInclude: ['*'] });
  });

  it('loads tax rules through taxrule(filter), cutting the platform page of 150 to the size asked (commerce-core §9)', async () => {
    const rules = Array.from({ length: 60 }, (_, i) => ({ id: i }));
    const { body, result } = await graphqlSearch(
      'taxrule',
      buildEntityQuery('taxrule'),
      esAnswer('taxrule', rules),
    );
    expect(body.variables).toEqual({});
    expect(result.items).toHaveLength(50);
    expect(result.total).toBe(60);
  });

  it("sends CMS pages and blocks to the catalogue search: the shipped cms resolver searches an entity type 'cms' the platform does not index (issue 27.9, vue-storefront-api 1.12.5 cms/resolver.js)", async () => {
    for (const type of ['cms_page', 'cms_block'] as const) {
      const { body, catalogue } = await graphqlSearch(type, buildCmsQuery({ type, identifier: 'about-us' }));
      expect(body).toBeUndefined();
      expect(catalogue).toEqual([`catalog/kauppa_battery/${type}/_search`]);
    }
  });

  it('posts to /graphql/{storeCode}/ when a store code is given (multistore; the platform reads its index from it)', async () => {
    const { request } = await graphqlSearch(
      'product',
      buildProductQuery({ sort: latest }),
      productsAnswer([]),
      {
        storeCode: 'de',
      },
    );
    expect(request?.path).toBe('../graphql/de/');
  });

  it('posts to the configured api.graphqlPath', async () => {
    const config = mergeConfig(graphqlConfig, {
      api: { graphqlPath: 'https://gql.example.fi/graphql/' },
    });
    const http = createFakeShopHttp({
      'POST https://gql.example.fi/graphql/de/': () => productsAnswer([]),
    });
    const adapter = await loadSearchAdapter({ kind: 'graphql', http, config, storeCode: 'de' });
    await adapter.search({ entityType: 'product', query: buildProductQuery({ sort: latest }) });
    expect(http.calls).toHaveLength(1);
  });
});

describe('graphql search adapter: what GraphQL cannot express is refused, never dropped (issue 15.8)', () => {
  it('sends the types the GraphQL schema has no query for (url rewrites, FAQ) to the catalogue search of its index', async () => {
    const http = createFakeShopHttp({
      'GET catalog/kauppa_battery/url_rewrite/_search': () => ({
        result: { hits: { total: 1, hits: [{ _id: '1', _source: { request_path: 'a' } }] } },
      }),
    });
    const adapter = await loadSearchAdapter({
      kind: 'graphql',
      http,
      index: 'kauppa_battery',
      config: graphqlConfig,
    });
    const result = await adapter.search({
      entityType: 'url_rewrite',
      query: buildUrlRewriteQuery({ requestPath: 'a' }),
    });
    expect(result.items).toEqual([{ request_path: 'a' }]);
    expect(http.calls.map((c) => c.path)).toEqual(['catalog/kauppa_battery/url_rewrite/_search']);
  });

  it('refuses an entity type the platform schema has no query for when no catalogue index is given', async () => {
    const error = await refusal('url_rewrite', buildUrlRewriteQuery({ requestPath: 'a' }));
    expect(error.message).toBe('The GraphQL search has no query for url_rewrite');
    expect(error.messageId).toBe('The GraphQL search has no query for {type}');
    await expect(refusal('cms_faq', buildEntityQuery('cms_faq'))).resolves.toBeInstanceOf(SearchQueryError);
  });

  it('refuses an unknown entity type as the api adapter does (commerce-core §8)', async () => {
    const error = await refusal('order', buildProductQuery({ sort: latest }));
    expect(error.message).toBe('No entity type registered for order');
  });

  it('refuses a sort on several fields (GraphQL reads an input object in the schema order)', async () => {
    const error = await refusal('product', buildProductQuery({ sort: 'final_price:asc,name:asc' }));
    expect(error.message).toBe(
      'The GraphQL search cannot express a sort on several fields of a product query',
    );
  });

  it('refuses a start that is not a whole page', async () => {
    const error = await refusal('product', buildProductQuery({ from: 10, size: 50 }));
    expect(error.message).toBe('The GraphQL search cannot express from 10 with size 50 of a product query');
  });

  it('refuses alternatives other than a field or its _options', async () => {
    const query: QueryDocument = {
      query: {
        bool: {
          filter: [
            { bool: { should: [{ term: { color: 1 } }, { term: { size: 2 } }], minimum_should_match: 1 } },
          ],
        },
      },
      from: 0,
      size: 10,
    };
    const error = await refusal('product', query);
    expect(error.message).toBe(
      'The GraphQL search cannot express alternatives (should) other than a field or its _options of a product query',
    );
  });

  it('refuses two conditions under one field the platform reads as one (configurable_children.color and .size)', async () => {
    const query = buildProductQuery({
      filters: { 'configurable_children.color': 49, 'configurable_children.size': 167 },
    });
    const error = await refusal('product', query);
    expect(error.message).toBe(
      'The GraphQL search cannot express two conditions under configurable_children of a product query',
    );
  });

  it('searches everything for a document without a query, and refuses a query that is not an object', async () => {
    const { body } = await graphqlSearch('product', { from: 0, size: 5 } as unknown as QueryDocument);
    expect(body.variables).toEqual({ search: '', pageSize: 5, currentPage: 1 });
    const error = await refusal('product', { query: [], from: 0, size: 5 } as unknown as QueryDocument);
    expect(error.message).toBe(
      'The GraphQL search cannot express a query that is not an object of a product query',
    );
  });

  it('refuses a clause with no FilterTypeInput operator (match, prefix)', async () => {
    const query: QueryDocument = {
      query: { bool: { filter: [{ prefix: { sku: 'BAT' } }] } },
      from: 0,
      size: 1,
    };
    const error = await refusal('product', query);
    expect(error.message).toBe('The GraphQL search cannot express a prefix clause of a product query');
  });

  it('refuses scoring functions and a text search on another entity type', async () => {
    const scored = buildProductQuery({ text: 'akku', scoreFunctions: [{ weight: 2 }] });
    expect((await refusal('product', scored)).message).toBe(
      'The GraphQL search cannot express scoring functions of a product query',
    );
    const text = buildProductQuery({ text: 'akku' });
    expect((await refusal('category', { ...text, min_score: undefined } as never)).message).toMatch(
      /^The GraphQL search cannot express function_score of a category query$/,
    );
  });

  it('refuses _source.excludes on categories and any _source on tax rules (their queries take none)', async () => {
    const category = buildCategoryQuery({ excludeFields: ['children_data'] })!;
    expect((await refusal('category', category)).message).toBe(
      'The GraphQL search cannot express _source.excludes of a category query',
    );
    const taxrule = buildEntityQuery('taxrule', { includeFields: ['id'] });
    expect((await refusal('taxrule', taxrule)).message).toBe(
      'The GraphQL search cannot express _source.includes of a taxrule query',
    );
  });

  it('refuses an aggregation other than the one the platform makes from its configuration', async () => {
    const query = buildCategoryFiltersQuery({ categoryIds: [20], attributes: ['color'] });
    query.aggs = { ...query.aggs, agg_terms_color: { terms: { field: 'color', size: 3 } } };
    expect((await refusal('product', query)).message).toBe(
      "The GraphQL search cannot express the aggregation of color other than the platform's configured one of a product query",
    );
  });

  it('sends a search with the user group of price tiers, which the GraphQL resolvers do not read, to the catalogue search (commerce-core §6, issue 27.9)', async () => {
    const config = mergeConfig(graphqlConfig, { catalog: { usePriceTiers: true } });
    const http = createFakeShopHttp({
      'GET catalog/kauppa_battery/product/_search': () => ({ result: { hits: { total: 0, hits: [] } } }),
    });
    const adapter = await loadSearchAdapter({ kind: 'graphql', http, config, index: 'kauppa_battery' });
    await adapter.search({
      entityType: 'product',
      query: buildProductQuery({ sort: latest }),
      groupToken: 'g',
    });
    expect(http.calls.map((c) => c.path)).toEqual(['catalog/kauppa_battery/product/_search']);
  });

  it('raises the GraphQL errors of the answer as "The GraphQL search failed"', async () => {
    const answer = {
      status: 400,
      result: { errors: [{ message: 'Field "sort_qty" is not defined by type "ProductSortInput".' }] },
    };
    await expect(graphqlSearch('product', buildProductQuery({ sort: latest }), answer)).rejects.toThrow(
      'The GraphQL search failed: Field "sort_qty" is not defined by type "ProductSortInput".',
    );
  });

  it('raises a non-200 answer without GraphQL errors as a search failure, and an answer without data as the wrong format', async () => {
    await expect(
      graphqlSearch('product', buildProductQuery({ sort: latest }), {
        status: 502,
        code: 502,
        result: 'Bad gateway',
      }),
    ).rejects.toThrow('Search request failed with code 502');
    await expect(
      graphqlSearch('product', buildProductQuery({ sort: latest }), { result: { data: null } }),
    ).rejects.toThrow('Unhandled error, wrong response format!');
  });
});

describe('graphql search adapter on the shipped platform: the support matrix (issue 27.9)', () => {
  const es7 = (graphqlFallback: string[]) =>
    mergeConfig(defaultShopConfig, {
      api: { searchAdapter: 'graphql', elasticsearchVersion: 7, graphqlFallback },
    });

  it('fails at start-up, naming the feature and the combination, when Elasticsearch 7 filter options need the aggregations the products resolver never answers (vue-storefront-api 1.12.5 catalog/resolver.js)', () => {
    const config = es7(['product', 'listing', 'search', 'sorts', 'cms', 'urlDispatch', 'categoryBySlug']);
    const error = (() => {
      try {
        checkGraphqlSupport(config);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(GraphqlUnsupportedError);
    expect(error).toMatchObject({ feature: 'filters', elasticsearchVersion: 7, unserved: ['filters'] });
    expect((error as Error).message).toBe(
      'The GraphQL search cannot serve filters (the filter options (aggregations) and filters on fields beyond the shipped ProductFilterInput (id, type_id, url_key, stock.qty, the shop\'s own attributes)) on Elasticsearch 7: the products resolver reads esResponse.aggregations, absent from the answer of the platform\'s @elastic/elasticsearch client (always null), and ProductFilterInput declares no other fields. Set api.searchAdapter to "api", or name the feature in api.graphqlFallback to serve it through the catalogue search',
    );
  });

  it('fails at start-up on Elasticsearch 7 for product pages, listings and search, whose total_count the resolver cannot answer (hits.total is an object)', () => {
    expect(() =>
      checkGraphqlSupport(es7(['filters', 'sorts', 'cms', 'urlDispatch', 'categoryBySlug'])),
    ).toThrow(expect.objectContaining({ feature: 'product', unserved: ['product', 'listing', 'search'] }));
  });

  it('fails when the graphql adapter is created for a configuration it cannot serve, before any search', async () => {
    const http = createFakeShopHttp();
    const config = mergeConfig(defaultShopConfig, { api: { searchAdapter: 'graphql' } });
    await expect(loadSearchAdapter({ kind: 'graphql', http, config })).rejects.toBeInstanceOf(
      GraphqlUnsupportedError,
    );
    expect(http.calls).toHaveLength(0);
  });

  it('refuses an unknown feature in api.graphqlFallback, and checks nothing for the api adapter', () => {
    expect(() => checkGraphqlSupport(es7(['everything']))).toThrow(
      'api.graphqlFallback names an unknown feature everything',
    );
    expect(() => checkGraphqlSupport(defaultShopConfig)).not.toThrow();
  });

  it('publishes the matrix as data: on Elasticsearch 7 only categories, attributes and tax rules are served', () => {
    const served = (version: 5 | 7) =>
      Object.entries(graphqlSupportMatrix)
        .filter(([, row]) => row[version])
        .map(([feature]) => feature);
    expect(served(7)).toEqual(['categories', 'attributes', 'taxrules']);
    expect(served(5)).toEqual(['categories', 'product', 'listing', 'search', 'attributes', 'taxrules']);
  });

  it('sends product searches on Elasticsearch 7 to the catalogue search when listing, search and product fall back', async () => {
    const config = es7([
      'product',
      'listing',
      'search',
      'filters',
      'sorts',
      'cms',
      'urlDispatch',
      'categoryBySlug',
    ]);
    const { body, catalogue } = await graphqlSearch(
      'product',
      buildProductQuery({ filters: { sku: 'A' }, sort: latest }),
      undefined,
      { config },
    );
    expect(body).toBeUndefined();
    expect(catalogue).toEqual(['catalog/kauppa_battery/product/_search']);
  });

  it('asks categories for their whole document, available_filters included: without _sourceInclude the resolver trims them to its includeFields (category/resolver.js)', async () => {
    const answer = { result: { data: { categories: { hits: { total: 0, hits: [] } } } } };
    const { body } = await graphqlSearch('category', buildCategoryQuery({ level: 2 })!, answer);
    expect(body?.variables._sourceInclude).toEqual(['*']);
  });

  it('asks attributes for their whole document too: without _sourceInclude the resolver trims them to its includeFields (attribute/resolver.js)', async () => {
    const answer = { result: { data: { customAttributeMetadata: { hits: { total: 0, hits: [] } } } } };
    const { body } = await graphqlSearch('attribute', buildAttributeQuery({ codes: ['color'] }), answer);
    expect(body?.variables._sourceInclude).toEqual(['*']);
  });

  it('sends a category by slug, which the shipped CategoryFilterInput lacks, to the catalogue search (category/schema.graphqls)', async () => {
    const { body, catalogue } = await graphqlSearch('category', buildCategoryQuery({ slug: 'akut' })!);
    expect(body).toBeUndefined();
    expect(catalogue).toEqual(['catalog/kauppa_battery/category/_search']);
  });
});
