import { defaultShopConfig, mergeConfig } from '@kauppa/config';
import { createFakeShopHttp, createMemoryCollections } from '@kauppa/ports';
import { loadSearchAdapter } from '@kauppa/search-query';
import { describe, expect, it } from 'vitest';
import { createSearchUrlResolver, createUrlDispatcher } from './index.ts';

const hits = (sources: unknown[]) => ({
  result: {
    hits: { total: sources.length, hits: sources.map((s, i) => ({ _id: String(i), _score: 1, _source: s })) },
  },
});

/** The query document of a catalogue search, sent as GET `request=` as the platform reads it (commerce-core §7). */
const searchDocument = (req: { query?: Record<string, unknown> | undefined }): unknown =>
  JSON.parse(decodeURIComponent(String(req.query?.request)));

describe('search resolver (commerce-core §2, §7)', () => {
  it('looks a product up by url_path through the search adapter (commerce-core §2)', async () => {
    const http = createFakeShopHttp({
      'GET catalog/shop/url_rewrite/_search': () => hits([]),
      'GET catalog/shop/product/_search': (req) => {
        const filter = (searchDocument(req) as { query: { bool: { filter: unknown[] } } }).query.bool.filter;
        expect(filter).toEqual([{ term: { url_path: 'akut/akku-12v.html' } }]);
        return hits([{ sku: 'AK-12', type_id: 'simple', slug: 'akku-12v', url_path: 'akut/akku-12v.html' }]);
      },
    });
    const search = await loadSearchAdapter({ kind: 'api', http, index: 'shop' });
    const dispatcher = createUrlDispatcher({
      resolver: createSearchUrlResolver({ search }),
      collections: createMemoryCollections(),
    });
    expect(await dispatcher.dispatch('/akut/akku-12v.html')).toMatchObject({
      entity: 'product',
      name: 'simple-product',
    });
  });

  it('falls through to categories and CMS pages by store id (commerce-core §2, accounts-content §7)', async () => {
    const http = createFakeShopHttp({
      'GET catalog/shop/url_rewrite/_search': () => hits([]),
      'GET catalog/shop/product/_search': () => hits([]),
      'GET catalog/shop/category/_search': () => hits([]),
      'GET catalog/shop/cms_page/_search': () => hits([{ identifier: 'about-us' }]),
    });
    const search = await loadSearchAdapter({ kind: 'api', http, index: 'shop' });
    const resolver = createSearchUrlResolver({ search, storeId: 1 });
    expect(await resolver.findCmsPage('about-us')).toEqual({ identifier: 'about-us' });
    const cmsCall = http.callsTo('GET catalog/shop/cms_page/_search')[0];
    const cmsQuery = (cmsCall ? searchDocument(cmsCall) : undefined) as { query: unknown };
    expect(cmsQuery.query).toEqual({
      bool: { filter: [{ term: { identifier: 'about-us' } }, { term: { store_id: 1 } }] },
    });
  });
  it('does not ask url rewrites on Elasticsearch 7, where the platform has no url_rewrite index (api.elasticsearchVersion 7; issue 27.8, vue-storefront-api config/default.json indexTypes, src/lib/elastic.js adjustIndexName)', async () => {
    const http = createFakeShopHttp({
      'GET catalog/shop/product/_search': () =>
        hits([{ sku: 'AK-12', type_id: 'simple', url_path: 'akut/akku.html' }]),
    });
    const search = await loadSearchAdapter({ kind: 'api', http, index: 'shop' });
    const config = mergeConfig(defaultShopConfig, { api: { elasticsearchVersion: 7 } });
    const dispatcher = createUrlDispatcher({
      resolver: createSearchUrlResolver({ search, config }),
      collections: createMemoryCollections(),
      config,
    });
    expect(await dispatcher.dispatch('/akut/akku.html')).toMatchObject({ entity: 'product' });
    expect(http.calls.map((call) => call.path)).not.toContain('catalog/shop/url_rewrite/_search');
  });
});
