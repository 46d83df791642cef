import { defaultShopConfig, mergeConfig } from '@kauppa/config';
import { ApiError, createFakeShopHttp } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { buildProductQuery, loadSearchAdapter } from './index.ts';
import { createAdapterLoader } from './internal/adapter.ts';

const answer = { hits: { total: 1, hits: [{ _id: '1', _score: 1, _source: { sku: 'A' } }] } };

describe('search adapter (commerce-core §7, accounts-content §7)', () => {
  it('loads the api adapter on demand and sends the query document to catalog/{index}/{entityType}/_search as GET request= (commerce-core §7, vue-storefront-api catalog.ts)', async () => {
    const http = createFakeShopHttp({
      'GET catalog/kauppa_battery/product/_search': () => ({ result: answer }),
    });
    const adapter = await loadSearchAdapter({ kind: 'api', http, index: 'kauppa_battery' });
    const query = buildProductQuery({ text: 'akku', size: 10 });
    const result = await adapter.search({ entityType: 'product', query });
    expect(adapter.kind).toBe('api');
    expect(JSON.parse(decodeURIComponent(String(http.calls[0]?.query?.request)))).toEqual(query);
    expect(http.calls[0]?.bareAnswer).toBe(true);
    expect(result).toMatchObject({ items: [{ sku: 'A' }], total: 1, start: 0, perPage: 10, offline: false });
  });

  it('pre-encodes the GET request document, so the platform\'s second decode yields it: a text search with minimum_should_match "75%" survives (issue 27.1, vue-storefront-api src/api/catalog.ts decodeURIComponent)', async () => {
    const http = createFakeShopHttp({ 'GET catalog/i/product/_search': () => ({ result: answer }) });
    const query = buildProductQuery({ text: 'akku 100%' });
    await (await loadSearchAdapter({ kind: 'api', http, index: 'i' })).search({
      entityType: 'product',
      query,
    });
    const sent = String(http.calls[0]?.query?.request);
    // Express decodes the query string once (the HTTP port encodes `sent` once); catalog.ts decodes again.
    expect(JSON.parse(decodeURIComponent(sent))).toEqual(query);
  });

  it('sends no storeCode query parameter with a catalogue search: the platform forwards it to Elasticsearch, which refuses it; the index in the path selects the store view (issue 27.5, vue-storefront-api src/lib/elastic.js adjustBackendProxyUrl)', async () => {
    const http = createFakeShopHttp({
      'GET catalog/kauppa_battery_de/product/_search': () => ({ result: answer }),
    });
    const adapter = await loadSearchAdapter({
      kind: 'api',
      http,
      index: 'kauppa_battery_de',
      storeCode: 'de',
    });
    await adapter.search({ entityType: 'product', query: buildProductQuery() });
    expect(Object.keys(http.calls[0]?.query ?? {})).toEqual(['request']);
  });

  it('posts the query document as the body when api.searchMethod is POST', async () => {
    const http = createFakeShopHttp({ 'POST catalog/i/product/_search': () => ({ result: answer }) });
    const config = mergeConfig(defaultShopConfig, { api: { searchMethod: 'POST' } });
    const query = buildProductQuery({ text: 'akku' });
    await (await loadSearchAdapter({ kind: 'api', http, index: 'i', config })).search({
      entityType: 'product',
      query,
    });
    expect(http.calls[0]?.body).toEqual(query);
  });

  it('sends the group token and id, in the query document as the platform reads them, only when price tiers are on (commerce-core §6)', async () => {
    const http = createFakeShopHttp({ 'GET catalog/i/product/_search': () => ({ result: answer }) });
    const request = { entityType: 'product', query: buildProductQuery(), groupToken: 'g-1', groupId: 4 };
    await (await loadSearchAdapter({ kind: 'api', http, index: 'i' })).search(request);
    const tiers = mergeConfig(defaultShopConfig, { catalog: { usePriceTiers: true } });
    await (await loadSearchAdapter({ kind: 'api', http, index: 'i', config: tiers })).search(request);
    const documents = http.calls.map((c) => JSON.parse(decodeURIComponent(String(c.query?.request))));
    expect(documents[0]).not.toHaveProperty('groupToken');
    expect(documents[1]).toMatchObject({ groupToken: 'g-1', groupId: 4 });
  });

  it('refuses an unknown entity type with "No entity type registered for {type}" (commerce-core §8)', async () => {
    const adapter = await loadSearchAdapter({ kind: 'api', http: createFakeShopHttp(), index: 'i' });
    await expect(adapter.search({ entityType: 'order', query: buildProductQuery() })).rejects.toThrow(
      'No entity type registered for order',
    );
  });

  it('raises a search failure while online (commerce-core §4 connectivity)', async () => {
    const http = createFakeShopHttp({
      'GET catalog/i/product/_search': () => new ApiError('network', 'offline', { path: 'catalog' }),
    });
    const adapter = await loadSearchAdapter({ kind: 'api', http, index: 'i' });
    await expect(
      adapter.search({ entityType: 'product', query: buildProductQuery() }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('raises a non-200 answer as a search failure (commerce-core §7)', async () => {
    const http = createFakeShopHttp({
      'GET catalog/i/product/_search': () => ({ status: 500, result: 'boom' }),
    });
    const adapter = await loadSearchAdapter({ kind: 'api', http, index: 'i' });
    await expect(adapter.search({ entityType: 'product', query: buildProductQuery() })).rejects.toThrow(
      'Search request failed with code 500',
    );
  });

  it('refuses an adapter kind the spec does not name (accounts-content §7: api and graphql)', async () => {
    await expect(
      loadSearchAdapter({ kind: 'soap' } as unknown as Parameters<typeof loadSearchAdapter>[0]),
    ).rejects.toThrow('Search adapter "soap" is not available');
  });
});

describe('search adapter loading (issue 31.2: one import per process, not per request)', () => {
  it('imports each adapter module once for many loads (issue 31.2: the server builds an adapter per request)', async () => {
    const imported = { api: 0, graphql: 0 };
    const load = createAdapterLoader({
      api: async () => {
        imported.api += 1;
        return import('./internal/api-adapter.ts');
      },
      graphql: async () => {
        imported.graphql += 1;
        return import('./internal/graphql-adapter.ts');
      },
    });
    const http = createFakeShopHttp({});
    const adapters = await Promise.all(
      Array.from({ length: 5 }, () => load({ kind: 'api', http, index: 'i' })),
    );
    for (let i = 0; i < 5; i++) await load({ kind: 'api', http, index: 'i' });
    expect(adapters.map((adapter) => adapter.kind)).toEqual(['api', 'api', 'api', 'api', 'api']);
    expect(imported).toEqual({ api: 1, graphql: 0 });
  });

  it('asks again for a module whose import failed (issue 31.2: a failed import is not kept)', async () => {
    let attempts = 0;
    const load = createAdapterLoader({
      api: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk not loaded');
        return import('./internal/api-adapter.ts');
      },
      graphql: () => import('./internal/graphql-adapter.ts'),
    });
    const http = createFakeShopHttp({});
    await expect(load({ kind: 'api', http, index: 'i' })).rejects.toThrow('chunk not loaded');
    expect((await load({ kind: 'api', http, index: 'i' })).kind).toBe('api');
    expect(attempts).toBe(2);
  });
});
