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
  const http = createFakeShopHttp({
    [`POST ${path}`]: (request) => {
      sent = request;
      return answer as never;
    },
  });
  const adapter = await loadSearchAdapter({ kind: 'graphql', http, ...options });
  const result = await adapter.search({ entityType, query });
  return { result, body: sent?.body as Body, request: sent, adapter };
}

async function refusal(entityType: string, query: QueryDocument, config = defaultShopConfig) {
  const http = createFakeShopHttp();
  const adapter = await loadSearchAdapter({ kind: 'graphql', http, config });
  const error = await adapter.search({ entityType, query }).catch((e: unknown) => e);
  expect(http.calls).toHaveLength(0);
  expect(error).toBeInstanceOf(SearchQueryError);
  return error as SearchQueryError;
}

describe('graphql search adapter: products (accounts-content §7, commerce-core §7)', () => {
  it('loads on demand and posts {query, variables} of the platform products query to /graphql beside /api, as a bare answer', async () => {
    const { body, request, adapter } = await graphqlSearch('product', buildProductQuery({ size: 10 }));
    expect(adapter.kind).toBe('graphql');
    expect(request?.method).toBe('POST');
    expect(request?.bareAnswer).toBe(true);
    expect(body.query).toMatch(/^query products\(.*\) \{ products\(filter: \$filter, search: \$search/);
    expect(body.variables).toEqual({
      search: '',
      sort: { sort_qty: 'DESC' },
      pageSize: 10,
      currentPage: 1,
    });
  });

  it('translates term to eq, terms to in and range to its operators as strings (FilterTypeInput)', async () => {
    const query = buildProductQuery({
      filters: { type_id: 'simple', visibility: [2, 4], final_price_incl_tax: { gte: 50, lt: 100 } },
    });
    const { body } = await graphqlSearch('product', query);
    expect(body.variables.filter).toEqual({
      type_id: { eq: 'simple' },
      visibility: { in: [2, 4] },
      final_price_incl_tax: { gte: '50', lt: '100' },
    });
  });

  it('sends a dotted field as nested objects, as the platform reads them back (configurable_children.color, stock.qty)', async () => {
    const query = buildProductQuery({
      filters: { 'configurable_children.color': [49], 'stock.qty': { gt: 0 } },
    });
    const { body } = await graphqlSearch('product', query);
    expect(body.variables.filter).toEqual({
      configurable_children: { color: { in: [49] } },
      stock: { qty: { gt: '0' } },
    });
  });

  it('sends an exact match on a .keyword sub-field as a nested keyword condition (issue 15.9)', async () => {
    const query = buildProductQuery({ filters: { 'sku.keyword': 'BAT-1' } });
    const { body } = await graphqlSearch('product', query);
    expect(body.variables.filter).toEqual({ sku: { keyword: { eq: 'BAT-1' } } });
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
    const { body } = await graphqlSearch('product', buildProductQuery({ from: 100, size: 50 }));
    expect(body.variables).toMatchObject({ pageSize: 50, currentPage: 3 });
  });

  it('sends _source includes and excludes as _sourceInclude / _sourceExclude', async () => {
    const query = buildProductQuery({ includeFields: ['sku', 'name'], excludeFields: ['description'] });
    const { body } = await graphqlSearch('product', query);
    expect(body.variables).toMatchObject({
      _sourceInclude: ['sku', 'name'],
      _sourceExclude: ['description'],
    });
  });

  it('reads products {items, total_count} into the SearchResult, without the _score the platform adds to each item', async () => {
    const { result } = await graphqlSearch(
      'product',
      buildProductQuery({ from: 20, size: 20 }),
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

  it('asks the aggregations of a category as catalog-scoped fields and answers only those asked, options merged (commerce-core §9)', async () => {
    const query = buildCategoryFiltersQuery({ categoryIds: [20], attributes: ['color', 'price'] });
    const answer = productsAnswer([], 3, {
      agg_terms_color: { buckets: [{ key: 49, doc_count: 2 }] },
      agg_terms_color_options: { buckets: [{ key: 49, doc_count: 1 }] },
      agg_range_price: { buckets: [{ key: '0-50', from: 0, to: 50, doc_count: 3 }] },
      agg_terms_size: { buckets: [{ key: 1, doc_count: 3 }] },
    });
    const { body, result } = await graphqlSearch('product', query, answer);
    expect(body.variables).toMatchObject({
      filter: { category_ids: { in: [20] }, color: { scope: 'catalog' }, price: { scope: 'catalog' } },
      pageSize: 999,
      _sourceExclude: ['*'],
    });
    expect(result.aggregations).toEqual({
      agg_terms_color: { buckets: [{ key: 49, doc_count: 3 }] },
      agg_range_price: { buckets: [{ key: '0-50', from: 0, to: 50, doc_count: 3 }] },
    });
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
    expect(body.variables).toEqual({ attributes: { attribute_code: { in: ['color', 'size'] } } });
    expect(result.items).toEqual([{ attribute_code: 'color' }]);
    const all = await graphqlSearch(
      'attribute',
      buildAttributeQuery(),
      esAnswer('customAttributeMetadata', []),
    );
    expect(all.body.variables).toEqual({ attributes: {} });
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

  it("loads CMS pages and blocks through cmsPages / cmsBlocks, without the nulls GraphQL gives for absent fields, a page's page_id as its id", async () => {
    const pages = await graphqlSearch(
      'cms_page',
      buildCmsQuery({ type: 'cms_page', identifier: 'about-us', storeId: 1 }),
      { result: { data: { cmsPages: { items: [{ page_id: 4, identifier: 'about-us', url_path: null }] } } } },
    );
    expect(pages.body.query).toMatch(/cmsPages\(filter: \$filter\) \{ items \{ page_id title identifier/);
    expect(pages.body.variables).toEqual({
      filter: { identifier: { eq: 'about-us' }, store_id: { eq: 1 } },
    });
    expect(pages.result).toMatchObject({ items: [{ id: 4, identifier: 'about-us' }], total: 1 });
    expect(pages.result.items[0]).toEqual({ id: 4, identifier: 'about-us' });
    const blocks = await graphqlSearch('cms_block', buildCmsQuery({ type: 'cms_block', id: [1, 2] }), {
      result: { data: { cmsBlocks: { items: [{ id: 1, identifier: 'footer' }] } } },
    });
    expect(blocks.body.variables).toEqual({ filter: { id: { in: [1, 2] } } });
    expect(blocks.result.items).toEqual([{ id: 1, identifier: 'footer' }]);
  });

  it('asks CMS up to the configured 500 when the platform page of 200 was not full, and refuses when it was', async () => {
    const query = buildCmsQuery({ type: 'cms_block' });
    const few = await graphqlSearch('cms_block', query, {
      result: { data: { cmsBlocks: { items: [{ id: 1 }] } } },
    });
    expect(few.result.items).toHaveLength(1);
    const full = Array.from({ length: 200 }, (_, i) => ({ id: i }));
    await expect(
      graphqlSearch('cms_block', query, { result: { data: { cmsBlocks: { items: full } } } }),
    ).rejects.toThrow(
      "The GraphQL search cannot express more than the platform's 200 results of a cms_block query",
    );
  });

  it('posts to /graphql/{storeCode}/ when a store code is given (multistore; the platform reads its index from it)', async () => {
    const { request } = await graphqlSearch('product', buildProductQuery(), productsAnswer([]), {
      storeCode: 'de',
    });
    expect(request?.path).toBe('../graphql/de/');
  });

  it('posts to the configured api.graphqlPath', async () => {
    const config = mergeConfig(defaultShopConfig, {
      api: { graphqlPath: 'https://gql.example.fi/graphql/' },
    });
    const http = createFakeShopHttp({
      'POST https://gql.example.fi/graphql/de/': () => productsAnswer([]),
    });
    const adapter = await loadSearchAdapter({ kind: 'graphql', http, config, storeCode: 'de' });
    await adapter.search({ entityType: 'product', query: buildProductQuery() });
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
    const adapter = await loadSearchAdapter({ kind: 'graphql', http, index: 'kauppa_battery' });
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
    const error = await refusal('order', buildProductQuery());
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

  it('refuses the user group of price tiers, which the GraphQL resolvers do not read (commerce-core §6)', async () => {
    const config = mergeConfig(defaultShopConfig, { catalog: { usePriceTiers: true } });
    const http = createFakeShopHttp();
    const adapter = await loadSearchAdapter({ kind: 'graphql', http, config });
    await expect(
      adapter.search({ entityType: 'product', query: buildProductQuery(), groupToken: 'g' }),
    ).rejects.toThrow('The GraphQL search cannot express the user group (price tiers) of a product query');
  });

  it('raises the GraphQL errors of the answer as "The GraphQL search failed"', async () => {
    const answer = {
      status: 400,
      result: { errors: [{ message: 'Field "sort_qty" is not defined by type "ProductSortInput".' }] },
    };
    await expect(graphqlSearch('product', buildProductQuery(), answer)).rejects.toThrow(
      'The GraphQL search failed: Field "sort_qty" is not defined by type "ProductSortInput".',
    );
  });

  it('raises a non-200 answer without GraphQL errors as a search failure, and an answer without data as the wrong format', async () => {
    await expect(
      graphqlSearch('product', buildProductQuery(), { status: 502, code: 502, result: 'Bad gateway' }),
    ).rejects.toThrow('Search request failed with code 502');
    await expect(graphqlSearch('product', buildProductQuery(), { result: { data: null } })).rejects.toThrow(
      'Unhandled error, wrong response format!',
    );
  });
});
