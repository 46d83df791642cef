import { type RunningShopApi, startShopApi } from '@kauppa/shop-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ElasticsearchOptions, type PlatformServer, startPlatformServer } from '../src/index.ts';

/**
 * Issue 27 (A): the stand-in's catalogue search refuses what vue-storefront-api 1.12.5 and
 * Elasticsearch 5 / 7 refuse, and answers as they answer. Each rule names the platform file it
 * models.
 */

let shop: RunningShopApi;
const servers: PlatformServer[] = [];
beforeAll(async () => {
  shop = await startShopApi({ port: 0, dataDir: ':memory:' });
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await shop?.close();
});

async function standIn(elasticsearch: ElasticsearchOptions = {}): Promise<PlatformServer> {
  const server = await startPlatformServer({ upstream: shop.url, elasticsearch });
  servers.push(server);
  return server;
}

type Answer = { status: number; body: Record<string, unknown> };

/** A GET search whose `request` is sent as given (the URL is built by hand). */
async function get(server: PlatformServer, path: string, search: string): Promise<Answer> {
  const response = await fetch(`${server.url}/api/catalog/${path}/_search?${search}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function post(server: PlatformServer, path: string, document: unknown, search = ''): Promise<Answer> {
  const response = await fetch(`${server.url}/api/catalog/${path}/_search${search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(document),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const textSearch = { query: { match: { name: { query: 'akku', minimum_should_match: '75%' } } }, size: 2 };
const hitsOf = (answer: Answer) =>
  (answer.body.hits as { hits: Array<{ _source: Record<string, unknown> }> }).hits.map((hit) => hit._source);
const reason = (answer: Answer) => JSON.stringify(answer.body.result);

describe('the platform decodes a GET request twice (src/api/catalog.ts: decodeURIComponent of what Express decoded)', () => {
  it('answers 500 (URIError) to a document with a "%" encoded only once', async () => {
    const server = await standIn();
    const answer = await get(
      server,
      'kauppa_battery/product',
      `request=${encodeURIComponent(JSON.stringify(textSearch))}`,
    );
    expect(answer.status).toBe(500);
    expect(server.violations.map((v) => v.detail).join()).toContain('decodeURIComponent');
  });

  it('answers a document encoded twice', async () => {
    const server = await standIn();
    const twice = encodeURIComponent(encodeURIComponent(JSON.stringify(textSearch)));
    const answer = await get(server, 'kauppa_battery/product', `request=${twice}`);
    expect(answer.status).toBe(200);
    expect(server.violations).toEqual([]);
  });
});

describe('Elasticsearch refuses URL parameters it does not know, which the platform passes on (src/lib/elastic.js adjustBackendProxyUrl)', () => {
  it.each([5, 7] as const)(
    'answers 500 "contains unrecognized parameter: [storeCode]" on Elasticsearch %i',
    async (esVersion) => {
      const server = await standIn({ esVersion });
      const answer = await post(server, 'kauppa_battery/product', { size: 1 }, '?storeCode=de');
      expect(answer.status).toBe(500);
      expect(reason(answer)).toContain('contains unrecognized parameter: [storeCode]');
    },
  );

  it('answers the parameters Elasticsearch knows (size, from, _source_include)', async () => {
    const server = await standIn();
    const answer = await post(server, 'kauppa_battery/product', {}, '?size=1&from=0&_source_include=sku');
    expect(answer.status).toBe(200);
  });
});

describe('Elasticsearch refuses sorts and aggregations the mapping cannot serve (config/elastic.schema.*.json, mage2vuestorefront dynamic mapping)', () => {
  it('answers 500 "No mapping found for [x] in order to sort on" to a sort on a field no document has', async () => {
    const server = await standIn();
    const answer = await post(server, 'kauppa_battery/product', { sort: [{ final_price_incl_tax: 'asc' }] });
    expect(answer.status).toBe(500);
    expect(reason(answer)).toContain('No mapping found for [final_price_incl_tax] in order to sort on');
  });

  it('sorts on an unmapped field given unmapped_type', async () => {
    const server = await standIn();
    const answer = await post(server, 'kauppa_battery/product', {
      sort: [{ final_price_incl_tax: { order: 'asc', unmapped_type: 'float' } }],
    });
    expect(answer.status).toBe(200);
  });

  it('answers 500 "Fielddata is disabled on text fields" to a sort on name (text in elastic.schema.product.json)', async () => {
    const server = await standIn();
    const answer = await post(server, 'kauppa_battery/product', { sort: [{ name: 'asc' }] });
    expect(answer.status).toBe(500);
    expect(reason(answer)).toContain('Fielddata is disabled on text fields');
  });

  it('answers an aggregation on an unmapped field with no buckets, no error', async () => {
    const server = await standIn();
    const answer = await post(server, 'kauppa_battery/product', {
      size: 0,
      aggs: { agg_terms_nothing: { terms: { field: 'no_such_field' } } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.aggregations).toMatchObject({ agg_terms_nothing: { buckets: [] } });
  });

  it('answers a range aggregation on an unmapped field with its ranges, each of 0 documents (the price facet on final_price_incl_tax, issue 27.6)', async () => {
    const server = await standIn();
    const answer = await post(server, 'kauppa_battery/product', {
      size: 0,
      aggs: {
        agg_range_price: {
          range: { field: 'final_price_incl_tax', ranges: [{ from: 0, to: 50 }, { from: 50 }] },
        },
      },
    });
    const { buckets } = (
      answer.body.aggregations as { agg_range_price: { buckets: Array<{ doc_count: number }> } }
    ).agg_range_price;
    expect(buckets.map((bucket) => bucket.doc_count)).toEqual([0, 0]);
  });

  it("with the group's extension (docs/platform/elastic.schema.product.extension.json) sort_qty sorts and valmistaja aggregates", async () => {
    const server = await standIn({ groupExtension: true });
    expect(
      (await post(server, 'kauppa_battery/product', { sort: [{ sort_qty: 'desc' }], size: 1 })).status,
    ).toBe(200);
    const answer = await post(server, 'kauppa_battery/product', {
      size: 0,
      aggs: { agg_terms_valmistaja: { terms: { field: 'valmistaja' } } },
    });
    expect(answer.status).toBe(200);
    expect(
      (answer.body.aggregations as { agg_terms_valmistaja: { buckets: unknown[] } }).agg_terms_valmistaja
        .buckets.length,
    ).toBeGreaterThan(0);
  });

  it("without the group's extension (a stock mage2vuestorefront index) a sort on sort_qty answers 500", async () => {
    const server = await standIn({ groupExtension: false });
    const answer = await post(server, 'kauppa_battery/product', { sort: [{ sort_qty: 'desc' }] });
    expect(answer.status).toBe(500);
    expect(reason(answer)).toContain('No mapping found for [sort_qty]');
  });
});

describe('Elasticsearch 7: an index per entity type, hits.total an object (src/lib/elastic.js adjustIndexName, config/default.json indexTypes)', () => {
  it('answers 500 index_not_found_exception for url_rewrite, which is not one of the platform indexTypes', async () => {
    const server = await standIn({ esVersion: 7 });
    const answer = await post(server, 'kauppa_battery/url_rewrite', { size: 1 });
    expect(answer.status).toBe(500);
    expect(reason(answer)).toContain('no such index [kauppa_battery_url_rewrite]');
  });

  it('answers hits.total as { value, relation } on 7 and as a number on 5', async () => {
    const seven = await post(await standIn({ esVersion: 7 }), 'kauppa_battery/category', { size: 1 });
    expect((seven.body.hits as { total: unknown }).total).toEqual({
      value: expect.any(Number),
      relation: 'eq',
    });
    const five = await post(await standIn({ esVersion: 5 }), 'kauppa_battery/category', { size: 1 });
    expect(typeof (five.body.hits as { total: unknown }).total).toBe('number');
  });
});

describe("the platform's tax processor computes gross prices only from the hit's tax_class_id (src/platform/magento2/tax.js, vsf-utilities calculateProductTax)", () => {
  it('answers final_price_incl_tax above final_price when the hit has tax_class_id', async () => {
    const server = await standIn();
    const answer = await post(server, 'kauppa_battery/product', {
      size: 1,
      query: { bool: { filter: [{ term: { type_id: 'simple' } }] } },
      _source: { includes: ['sku', 'price', 'final_price', 'tax_class_id'] },
    });
    const [product] = hitsOf(answer);
    expect(Number(product?.final_price_incl_tax)).toBeGreaterThan(Number(product?.final_price));
  });

  it('answers the net price as the gross one when the hit lacks tax_class_id', async () => {
    const server = await standIn();
    const answer = await post(server, 'kauppa_battery/product', {
      size: 1,
      query: { bool: { filter: [{ term: { type_id: 'simple' } }] } },
      _source: { includes: ['sku', 'price', 'final_price'] },
    });
    const [product] = hitsOf(answer);
    expect(product?.price_incl_tax).toBe(product?.price);
  });
});

describe('the platform serves only its elasticsearch.indices (src/api/catalog.ts)', () => {
  it('answers 500 "Invalid / inaccessible index name" for an index not listed', async () => {
    const server = await standIn({ indices: ['kauppa_battery'] });
    const answer = await post(server, 'kauppa_battery_de/product', { size: 1 });
    expect(answer.status).toBe(500);
    expect(reason(answer)).toContain('Invalid / inaccessible index name');
  });
});

describe('multistore: the platform takes the store view from the index in the path, never from a storeCode parameter (src/api/catalog.ts, src/platform/magento2/tax.js)', () => {
  const storeViews = {
    de: {
      index: 'kauppa_battery_de',
      tax: { defaultCountry: 'DE', sourcePriceIncludesTax: false, finalPriceIncludesTax: false },
    },
  };

  it("with multistore on a store view's index answers, with its own tax settings (no DE rate in the tax rules: net = gross)", async () => {
    const server = await standIn({ multistore: true, storeViews, indices: ['kauppa_battery'] });
    const answer = await post(server, 'kauppa_battery_de/product', {
      size: 1,
      query: { bool: { filter: [{ term: { type_id: 'simple' } }] } },
      _source: { includes: ['sku', 'price', 'final_price', 'tax_class_id'] },
    });
    expect(answer.status).toBe(200);
    const [product] = hitsOf(answer);
    expect(product?.final_price_incl_tax).toBe(product?.final_price);
  });

  it("with multistore off a store view's index not in elasticsearch.indices answers 500", async () => {
    const server = await standIn({ multistore: false, storeViews, indices: ['kauppa_battery'] });
    expect((await post(server, 'kauppa_battery_de/product', { size: 1 })).status).toBe(500);
  });
});

describe('Elasticsearch refuses pages past index.max_result_window (10000 by default)', () => {
  it('answers 500 "Result window is too large" to from + size above 10000', async () => {
    const server = await standIn();
    const answer = await post(server, 'kauppa_battery/product', { from: 9_900, size: 500 });
    expect(answer.status).toBe(500);
    expect(reason(answer)).toContain('Result window is too large');
  });
});
