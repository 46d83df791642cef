import { afterAll, describe, expect, it } from 'vitest';
import { createShopApiApp } from '../src/index.ts';

/**
 * The reference product index as a platform team's index is (issue 27.6): the field set and types
 * of a mage2vuestorefront index (vue-storefront-api 1.12.5 config/elastic.schema.product.json and
 * its extension, Elasticsearch's dynamic mapping for the rest) plus the retail group's documented
 * extension (docs/platform/README.md), prices with tax computed in answers only
 * (src/platform/magento2/tax.js), and Elasticsearch's refusals answered as the platform answers
 * them (src/api/catalog.ts → src/lib/util.js apiError: HTTP 500, `{ code: 500, result: <error> }`).
 */

const app = createShopApiApp({ batteryProducts: 200 });
afterAll(() => app.close());

type Hit = { _source: Record<string, unknown> };
// biome-ignore lint/suspicious/noExplicitAny: the answers are read loosely; expect checks their shape
type Json = any;

async function search(body: unknown, entity = 'product') {
  const response = await app.fetch(
    new Request(`http://shop.test/api/catalog/kauppa_battery/${entity}/_search`, {
      method: 'POST',
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Json };
}

const sortedBy = async (field: string) =>
  search({ query: { match_all: {} }, sort: [{ [field]: { order: 'asc' } }], size: 5 });

describe('the reference product documents have the fields of a mage2vuestorefront index (issue 27.6)', () => {
  it('hold stock as an object with qty and is_in_stock, and final_price without tax', async () => {
    const { body } = await search({ query: { match_all: {} }, size: 50 });
    const docs = (body.hits.hits as Hit[]).map((h) => h._source);
    for (const doc of docs) {
      expect(doc.stock).toMatchObject({ qty: expect.any(Number), is_in_stock: expect.any(Boolean) });
      expect(typeof doc.final_price).toBe('number');
      expect(typeof doc.tax_class_id).toBe('number');
    }
    const priced = docs.filter((d) => Number(d.final_price) > 0);
    expect(priced.length).toBeGreaterThan(0);
    // The net final price: below the price the shopper pays (the answer's computed *_incl_tax).
    for (const doc of priced) expect(Number(doc.final_price)).toBeLessThan(Number(doc.final_price_incl_tax));
  });
});

describe('the reference search refuses sorts the platform index cannot serve, as Elasticsearch does (issue 27.6)', () => {
  it('a sort on final_price_incl_tax, which the platform computes in answers only: "No mapping found", answered 500 as the platform does', async () => {
    const { status, body } = await sortedBy('final_price_incl_tax');
    expect(status).toBe(500);
    expect(body.code).toBe(500);
    expect(body.result.root_cause[0]).toMatchObject({
      type: 'query_shard_exception',
      reason: 'No mapping found for [final_price_incl_tax] in order to sort on',
    });
    expect(body.result.type).toBe('search_phase_execution_exception');
  });

  it('a sort on qty, a field no product document has at its top level: "No mapping found"', async () => {
    const { status, body } = await sortedBy('qty');
    expect(status).toBe(500);
    expect(body.result.root_cause[0].reason).toBe('No mapping found for [qty] in order to sort on');
  });

  it('a sort on a dynamically mapped string (text): "Fielddata is disabled on text fields"', async () => {
    const { status, body } = await sortedBy('type_id');
    expect(status).toBe(500);
    expect(body.result.root_cause[0]).toMatchObject({ type: 'illegal_argument_exception' });
    expect(body.result.root_cause[0].reason).toContain('Set fielddata=true on [type_id]');
  });

  it('a sort with an unmapped_type is served, as Elasticsearch serves it', async () => {
    const { status } = await search({ sort: [{ nope: { order: 'asc', unmapped_type: 'long' } }], size: 1 });
    expect(status).toBe(200);
  });

  it('sorts on the fields the platform index has: final_price, stock.qty, updated_at, and the group extension sort_qty', async () => {
    for (const field of [
      'final_price',
      'stock.qty',
      'updated_at',
      'sort_qty',
      'valmistaja',
      'type_id.keyword',
    ]) {
      const { status } = await sortedBy(field);
      expect([field, status]).toEqual([field, 200]);
    }
  });

  it('a terms aggregation on a text field is refused, on an unmapped field answers no buckets', async () => {
    const text = await search({ size: 0, aggs: { a: { terms: { field: 'name' } } } });
    expect(text.status).toBe(500);
    expect(text.body.result.root_cause[0].reason).toContain('Set fielddata=true on [name]');
    const unmapped = await search({ size: 0, aggs: { a: { terms: { field: 'nope' } } } });
    expect(unmapped.status).toBe(200);
    expect(unmapped.body.aggregations.a.buckets).toEqual([]);
  });

  it('a filter or range aggregation on final_price_incl_tax finds nothing, the index has no such field', async () => {
    const filtered = await search({
      query: { bool: { filter: [{ range: { final_price_incl_tax: { gte: 0 } } }] } },
    });
    expect(filtered.body.hits.total.value).toBe(0);
    const buckets = await search({
      size: 0,
      aggs: { p: { range: { field: 'final_price_incl_tax', ranges: [{ from: 0 }] } } },
    });
    expect(buckets.body.aggregations.p.buckets[0].doc_count).toBe(0);
    const net = await search({
      size: 0,
      aggs: { p: { range: { field: 'final_price', ranges: [{ from: 0 }] } } },
    });
    expect(net.body.aggregations.p.buckets[0].doc_count).toBeGreaterThan(0);
  });
});

describe("the prices with tax come from the platform's tax processor, which needs the hit's tax_class_id (issue 27.7, src/platform/magento2/tax.js)", () => {
  it('a product answer whose _source lacks tax_class_id carries no price with tax, its children neither', async () => {
    const { body } = await search({
      query: { term: { type_id: 'configurable' } },
      _source: { includes: ['sku', 'final_price', 'final_price_incl_tax', 'configurable_children'] },
      size: 5,
    });
    const docs = (body.hits.hits as Hit[]).map((h) => h._source);
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) {
      expect(doc.final_price_incl_tax).toBeUndefined();
      for (const child of (doc.configurable_children as Record<string, unknown>[] | undefined) ?? [])
        expect(child.final_price_incl_tax).toBeUndefined();
    }
  });

  it('with tax_class_id in the _source the prices with tax are there', async () => {
    const { body } = await search({
      query: { match_all: {} },
      _source: { includes: ['sku', 'tax_class_id', 'final_price', 'final_price_incl_tax'] },
      size: 5,
    });
    for (const hit of body.hits.hits as Hit[]) expect(typeof hit._source.final_price_incl_tax).toBe('number');
  });
});
