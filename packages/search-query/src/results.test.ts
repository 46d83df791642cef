import { describe, expect, it } from 'vitest';
import { buildProductQuery, dedupeBy, emptySearchResult, parseSearchResponse, queryHash } from './index.ts';

const answer = {
  hits: {
    total: { value: 2, relation: 'eq' },
    hits: [
      { _id: '1', _score: 1, _source: { sku: 'A', name: 'Akku' } },
      { _id: '2', _score: 1, _source: { sku: 'B', name: 'Laturi' } },
    ],
  },
  aggregations: { agg_terms_color: { buckets: [{ key: 49, doc_count: 2 }] } },
};

describe('parsing answers (commerce-core §7)', () => {
  it('parses an answer into typed items, the total and the filter aggregations (commerce-core §7)', () => {
    const result = parseSearchResponse(answer, {
      start: 0,
      perPage: 50,
      parse: (s) => ({ sku: (s as { sku: string }).sku }),
    });
    expect(result).toEqual({
      items: [{ sku: 'A' }, { sku: 'B' }],
      total: 2,
      start: 0,
      perPage: 50,
      aggregations: { agg_terms_color: { buckets: [{ key: 49, doc_count: 2 }] } },
      offline: false,
    });
  });

  it('reads a numeric hits.total too (commerce-core §7)', () => {
    expect(parseSearchResponse({ hits: { total: 7, hits: [] } }).total).toBe(7);
  });

  it('rejects an answer without hits as "Unhandled error, wrong response format!" (commerce-core §5, §8)', () => {
    expect(() => parseSearchResponse({ result: [] })).toThrow('Unhandled error, wrong response format!');
  });

  it('gives an empty result marked offline (commerce-core §4 connectivity)', () => {
    expect(emptySearchResult({ offline: true })).toMatchObject({ items: [], total: 0, offline: true });
  });
});

describe('query hash for the local result cache (commerce-core §7)', () => {
  it('gives equal queries the same hash whatever their key order (commerce-core §7)', () => {
    expect(queryHash({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(queryHash({ b: { d: 'x', c: [1, 2] }, a: 1 }));
    expect(queryHash(buildProductQuery({ text: 'akku' }))).toBe(
      queryHash(buildProductQuery({ text: 'akku' })),
    );
  });

  it('gives different queries different hashes (commerce-core §7)', () => {
    expect(queryHash(buildProductQuery({ text: 'akku' }))).not.toBe(
      queryHash(buildProductQuery({ text: 'akut' })),
    );
    expect(queryHash({ c: [1, 2] })).not.toBe(queryHash({ c: [2, 1] }));
    expect(queryHash(buildProductQuery({ text: 'akku' }))).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('de-duplication (commerce-core §5)', () => {
  it('de-duplicates lists of 200 or more entries through a Set, keeping first entries and order (commerce-core §5)', () => {
    const list = Array.from({ length: 300 }, (_, i) => ({ sku: `S${i % 150}`, i }));
    const out = dedupeBy(list, { key: (p) => p.sku });
    expect(out).toHaveLength(150);
    expect(out[0]).toEqual({ sku: 'S0', i: 0 });
    expect(out[149]).toEqual({ sku: 'S149', i: 149 });
  });

  it('de-duplicates shorter lists the same way (commerce-core §5)', () => {
    expect(dedupeBy([3, 1, 3, 2, 1])).toEqual([3, 1, 2]);
  });
});
