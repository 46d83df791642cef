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
  type FilterOption,
  loadSearchAdapter,
  type QueryDocument,
  type SearchResult,
} from '@kauppa/search-query';
import { type RunningShopApi, startShopApi } from '@kauppa/shop-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkGraphqlRequest, type PlatformServer, startPlatformServer } from '../src/index.ts';

/**
 * Issue 15.8 (accounts-content §7): the same searches through the `api` and the `graphql` search
 * adapters give the same SearchResult, against the reference data behind a server that answers as
 * vue-storefront-api 1.12 does and checks every request against its rules.
 */

let shop: RunningShopApi;
let platform: PlatformServer;
let http: ShopHttp;
const index = 'kauppa_battery';

beforeAll(async () => {
  shop = await startShopApi({ port: 0, dataDir: ':memory:' });
  platform = await startPlatformServer({ upstream: shop.url });
  http = createKyHttp({ baseUrl: `${platform.url}/api`, retries: 0 });
});
afterAll(async () => {
  await platform?.close();
  await shop?.close();
});

/** The search through both adapters: [api, graphql]. */
async function both(
  entityType: string,
  query: QueryDocument,
  { config = defaultShopConfig, storeCode }: { config?: ShopConfig; storeCode?: string } = {},
): Promise<[SearchResult, SearchResult]> {
  const options = { http, index: storeCode ? `${index}_${storeCode}` : index, config, storeCode };
  const api = await loadSearchAdapter({ kind: 'api', ...options });
  const graphql = await loadSearchAdapter({ kind: 'graphql', ...options });
  return [await api.search({ entityType, query }), await graphql.search({ entityType, query })];
}

const categoryIds = async () => {
  const [tree] = await both('category', buildCategoryQuery({ level: 2 })!);
  return tree.items.map((c) => Number((c as { id: number }).id));
};

describe('the graphql search adapter against the platform (issue 15.8, accounts-content §7)', () => {
  it('browses a category with a selected filter option: same products, same total (commerce-core §4 category paging)', async () => {
    const ids = await categoryIds();
    const filters = await both(
      'product',
      buildCategoryFiltersQuery({ categoryIds: ids, attributes: ['color', 'price'] }),
    );
    expect(filters[1]).toEqual(filters[0]);
    const color = filters[0].aggregations.agg_terms_color?.buckets[0]?.key;
    expect(color).toBeDefined();
    const option: FilterOption = { id: String(color), label: 'x', type: 'color' };
    const listing = buildCategoryListingQuery({
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
    const [api, graphql] = await both('product', listing);
    expect(api.total).toBeGreaterThan(0);
    expect(graphql).toEqual(api);
  });

  it('browses the next page and a price range: same page (pageSize/currentPage, range as strings)', async () => {
    const ids = await categoryIds();
    const query = buildProductQuery({
      // final_price: the price the platform indexes (final_price_incl_tax is computed in answers only, issue 27.6)
      filters: { category_ids: ids, final_price: { gte: 5, lt: 100 } },
      from: 20,
      size: 20,
    });
    const [api, graphql] = await both('product', query);
    expect(api.items.length).toBeGreaterThan(0);
    expect(graphql).toEqual(api);
  });

  it('searches by text: same products in the same order', async () => {
    const [api, graphql] = await both(
      'product',
      buildProductQuery({ text: 'akku', filters: { visibility: [3, 4] }, size: 10 }),
    );
    expect(api.items.length).toBeGreaterThan(0);
    expect(graphql).toEqual(api);
  });

  it('loads a product by sku, and configurable products by a child sku (configurable_children.sku nested)', async () => {
    const [some] = await both(
      'product',
      buildProductQuery({ filters: { type_id: 'configurable' }, size: 1 }),
    );
    const parent = some.items[0] as { sku: string; configurable_children: Array<{ sku: string }> };
    const bySku = await both('product', buildProductQuery({ filters: { sku: parent.sku } }));
    expect(bySku[0].items).toHaveLength(1);
    expect(bySku[1]).toEqual(bySku[0]);
    const child = parent.configurable_children[0]?.sku ?? '';
    const byChild = await both(
      'product',
      buildProductQuery({ filters: { 'configurable_children.sku': [child] } }),
    );
    expect(byChild[0].items).toHaveLength(1);
    expect(byChild[1]).toEqual(byChild[0]);
  });

  it('loads the categories, the attributes and the tax rules', async () => {
    const categories = await both('category', buildCategoryQuery({ onlyActive: true })!);
    expect(categories[0].total).toBeGreaterThan(1);
    expect(categories[1]).toEqual(categories[0]);
    const attributes = await both('attribute', buildAttributeQuery({ codes: ['color', 'size'] }));
    expect(attributes[0].items.length).toBeGreaterThan(0);
    expect(attributes[1]).toEqual(attributes[0]);
    const taxrules = await both('taxrule', buildEntityQuery('taxrule'));
    expect(taxrules[0].total).toBeGreaterThan(0);
    expect(taxrules[1]).toEqual(taxrules[0]);
  });

  it('loads CMS pages and blocks: the same documents, in the fields of the platform CmsPages / CmsBlock types', async () => {
    const pick = (result: SearchResult, fields: string[]) =>
      result.items.map((item) =>
        Object.fromEntries(Object.entries(item as object).filter(([key]) => fields.includes(key))),
      );
    const pageFields = [
      'id',
      'title',
      'identifier',
      'content',
      'content_heading',
      'meta_description',
      'meta_keywords',
      'store_id',
    ];
    const pages = await both('cms_page', buildCmsQuery({ type: 'cms_page', identifier: 'about' }));
    expect(pages[0].items).toHaveLength(1);
    expect(pick(pages[1], pageFields)).toEqual(pick(pages[0], pageFields));
    expect(pages[1].total).toBe(pages[0].total);
    const blockFields = ['id', 'identifier', 'title', 'content', 'creation_time', 'store_id'];
    const blocks = await both('cms_block', buildCmsQuery({ type: 'cms_block' }));
    expect(blocks[0].items.length).toBeGreaterThan(0);
    expect(pick(blocks[1], blockFields)).toEqual(pick(blocks[0], blockFields));
  });

  it('finds url rewrites, which the GraphQL schema has no query for, through the catalogue search (the URL dispatcher)', async () => {
    const [api, graphql] = await both('url_rewrite', buildUrlRewriteQuery({ requestPath: 'paristot' }));
    expect(graphql).toEqual(api);
    expect(platform.seen.at(-1)?.route).toBe('catalog.search');
  });

  it('searches a store view with multistore on: /graphql/{storeCode}/ as the api adapter searches its index', async () => {
    const config = mergeConfig(defaultShopConfig, { storeViews: { multistore: true } });
    const [api, graphql] = await both('product', buildProductQuery({ size: 5 }), { config, storeCode: 'de' });
    expect(api.items.length).toBe(5);
    expect(graphql).toEqual(api);
    expect(platform.seen.some((r) => r.route === 'graphql' && r.path === '/graphql/de/')).toBe(true);
  });

  it('broke no platform rule, and sent its GraphQL to /graphql', () => {
    expect(platform.violations).toEqual([]);
    expect(platform.seen.filter((r) => r.route === 'graphql').length).toBeGreaterThan(10);
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
