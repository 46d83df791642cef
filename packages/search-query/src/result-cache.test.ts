import { ApiError, createFakeConnectivity, createFakeShopHttp, createMemoryCollections } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { buildProductQuery, loadSearchAdapter, withSearchCache } from './index.ts';
import { searchCacheKey } from './internal/result-cache.ts';

const answer = { hits: { total: 1, hits: [{ _id: '1', _score: 1, _source: { sku: 'AKKU-1' } }] } };

async function setup() {
  let fail = false;
  const http = createFakeShopHttp({
    'GET catalog/i/product/_search': () =>
      fail ? new ApiError('network', 'offline', { path: 'catalog' }) : { result: answer },
  });
  const connectivity = createFakeConnectivity(true);
  const collections = createMemoryCollections();
  const search = withSearchCache({
    search: await loadSearchAdapter({ kind: 'api', http, index: 'i' }),
    index: 'i',
    collections,
    connectivity,
  });
  return { http, connectivity, collections, search, failNext: () => (fail = true) };
}

const request = { entityType: 'product', query: buildProductQuery({ text: 'akku', size: 10 }) };

describe('search result cache (commerce-core §7, §4 connectivity)', () => {
  it('caches a search result locally under the query hash', async () => {
    const { collections, search } = await setup();
    const result = await search.search(request);
    const key = searchCacheKey({ request, index: 'i' });
    expect(await collections.collection('searchResults').get(key)).toEqual(result);
    expect(result).toMatchObject({ items: [{ sku: 'AKKU-1' }], offline: false });
  });

  it('offline, a search answers from the cache without a request', async () => {
    const { http, connectivity, search } = await setup();
    const online = await search.search(request);
    connectivity.setOnline(false);
    expect(await search.search(request)).toEqual(online);
    expect(http.calls).toHaveLength(1);
  });

  it('offline, a query never cached answers the empty result marked offline', async () => {
    const { connectivity, search } = await setup();
    connectivity.setOnline(false);
    const other = { entityType: 'product', query: buildProductQuery({ text: 'laturi', size: 10 }) };
    expect(await search.search(other)).toMatchObject({ items: [], total: 0, offline: true });
  });

  it('the connection dropping during a search answers from the cache', async () => {
    const { http, connectivity, search, failNext } = await setup();
    const online = await search.search(request);
    failNext();
    const dropping = search.search(request);
    connectivity.setOnline(false);
    expect(await dropping).toEqual(online);
    expect(http.calls).toHaveLength(2);
  });

  it('online, a search failure raises even with a cached answer', async () => {
    const { search, failNext } = await setup();
    await search.search(request);
    failNext();
    await expect(search.search(request)).rejects.toBeInstanceOf(ApiError);
  });
});
