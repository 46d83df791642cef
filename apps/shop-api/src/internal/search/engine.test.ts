import { describe, expect, it } from 'vitest';
import {
  createFilterCache,
  createSearchCollection,
  filterCacheBytes,
  filterCacheEntries,
  QueryError,
} from './engine.ts';

const docs = [
  {
    id: 1,
    sku: 'AA-1',
    name: 'Varta Longlife AA-alkaliparisto',
    price: 5,
    category_ids: [3, 4],
    stock: { qty: 3 },
    valmistaja: 'Varta',
  },
  {
    id: 2,
    sku: 'AA-2',
    name: 'Duracell Plus AA-alkaliparisto',
    price: 7,
    category_ids: [3, 4],
    stock: { qty: 0 },
    valmistaja: 'Duracell',
  },
  {
    id: 3,
    sku: 'CAR-1',
    name: 'Exide Start-Stop autoakku 70 Ah',
    price: 150,
    category_ids: [10],
    stock: { qty: 8 },
    valmistaja: 'Exide',
  },
  {
    id: 4,
    sku: 'PB-1',
    name: 'Anker PowerCore varavirtapankki',
    price: 49,
    category_ids: [20],
    stock: { qty: 1 },
    valmistaja: 'Anker',
    configurable_children: [{ color: 49 }, { color: 50 }],
  },
];

const collection = () =>
  createSearchCollection('test', structuredClone(docs), (d) => String(d.id), {
    volatile: (f) => f.startsWith('stock'),
  });
const ids = (answer: { hits: { hits: Array<{ _id: string }> } }) => answer.hits.hits.map((h) => h._id);

describe('search engine: filters (commerce-core §7 catalogue search)', () => {
  it('filters with bool filter terms on an array field', () => {
    expect(
      ids(collection().search({ query: { bool: { filter: [{ terms: { category_ids: [4] } }] } } })),
    ).toEqual(['1', '2']);
  });

  it('reads .keyword fields and nested array paths', () => {
    const c = collection();
    expect(ids(c.search({ query: { term: { 'valmistaja.keyword': 'Exide' } } }))).toEqual(['3']);
    expect(ids(c.search({ query: { term: { 'configurable_children.color': 50 } } }))).toEqual(['4']);
  });

  it('applies range, must_not and exists', () => {
    const c = collection();
    expect(
      ids(c.search({ query: { range: { price: { gte: 7, lt: 150 } } }, sort: [{ price: 'asc' }] })),
    ).toEqual(['2', '4']);
    expect(
      ids(c.search({ query: { bool: { must_not: [{ terms: { category_ids: [3] } }] } }, sort: ['id'] })),
    ).toEqual(['3', '4']);
    expect(ids(c.search({ query: { exists: { field: 'configurable_children' } } }))).toEqual(['4']);
  });

  it('sees live changes of volatile fields after refresh(doc)', () => {
    const fresh = structuredClone(docs);
    const c = createSearchCollection('t', fresh, (d) => String(d.id), {
      volatile: (f) => f.startsWith('stock'),
    });
    expect(ids(c.search({ query: { range: { 'stock.qty': { gt: 0 } } }, sort: ['id'] }))).toEqual([
      '1',
      '3',
      '4',
    ]);
    fresh[0]!.stock.qty = 0;
    c.refresh(fresh[0]!);
    expect(ids(c.search({ query: { range: { 'stock.qty': { gt: 0 } } }, sort: ['id'] }))).toEqual(['3', '4']);
  });
});

describe('search engine: full text (commerce-core §9 search defaults)', () => {
  it('matches fuzzy terms with prefix_length', () => {
    const answer = collection().search({
      query: {
        multi_match: { query: 'duracel', fields: ['name^4', 'sku^3'], fuzziness: 'AUTO', prefix_length: 1 },
      },
    });
    expect(ids(answer)).toEqual(['2']);
  });

  it('does not expand a term whose prefix differs', () => {
    const answer = collection().search({
      query: { match: { name: { query: 'euracell', fuzziness: 2, prefix_length: 1 } } },
    });
    expect(ids(answer)).toEqual([]);
  });

  it('requires all terms with operator and', () => {
    const c = collection();
    expect(
      ids(c.search({ query: { match: { name: { query: 'varta duracell', operator: 'and' } } } })),
    ).toEqual([]);
    expect(
      ids(c.search({ query: { match: { name: { query: 'varta duracell', operator: 'or' } } } })).sort(),
    ).toEqual(['1', '2']);
  });

  it('boosts fields: a name hit outranks a description-only hit', () => {
    const c = createSearchCollection(
      't',
      [
        { id: 1, name: 'laturi', description: 'x' },
        { id: 2, name: 'akku', description: 'laturi' },
      ],
      (d) => String(d.id),
    );
    expect(
      ids(c.search({ query: { multi_match: { query: 'laturi', fields: ['name^4', 'description'] } } })),
    ).toEqual(['1', '2']);
  });

  it('drops hits under function_score min_score', () => {
    const answer = collection().search({
      query: {
        function_score: {
          query: { match: { name: 'alkaliparisto' } },
          functions: [{ filter: { range: { 'stock.qty': { gt: 0 } } }, weight: 2 }],
          boost_mode: 'replace',
          min_score: 1.5,
        },
      },
    });
    expect(ids(answer)).toEqual(['1']);
  });

  it('matches phrases in order only', () => {
    const c = collection();
    expect(ids(c.search({ query: { match_phrase: { name: 'start stop autoakku' } } }))).toEqual(['3']);
    expect(ids(c.search({ query: { match_phrase: { name: 'autoakku start' } } }))).toEqual([]);
  });
});

describe('search engine: answer shape', () => {
  it('pages with from/size and counts the total', () => {
    const answer = collection().search({ sort: [{ id: 'asc' }], from: 1, size: 2 });
    expect(answer.hits.total).toEqual({ value: 4, relation: 'eq' });
    expect(ids(answer)).toEqual(['2', '3']);
  });

  it('answers terms and range aggregations over the matched docs', () => {
    const answer = collection().search({
      query: { terms: { category_ids: [3, 20] } },
      aggs: {
        agg_terms_valmistaja: { terms: { field: 'valmistaja' } },
        agg_range_price: { range: { field: 'price', ranges: [{ to: 50 }, { from: 50 }] } },
      },
    });
    expect(answer.aggregations?.agg_terms_valmistaja?.buckets.map((b) => b.key).sort()).toEqual([
      'Anker',
      'Duracell',
      'Varta',
    ]);
    expect(answer.aggregations?.agg_range_price?.buckets.map((b) => b.doc_count)).toEqual([3, 0]);
  });

  it('applies _source includes and excludes', () => {
    const c = collection();
    expect(
      c.search({ query: { ids: { values: ['4'] } }, _source: ['sku', 'stock.qty'] }).hits.hits[0]?._source,
    ).toEqual({
      sku: 'PB-1',
      stock: { qty: 1 },
    });
    const excluded = c.search(
      { query: { ids: { values: ['4'] } } },
      { sourceExclude: ['configurable_children'] },
    );
    expect(excluded.hits.hits[0]?._source).not.toHaveProperty('configurable_children');
  });

  it('sorts with missing values last', () => {
    const c = createSearchCollection('t', [{ id: 1 }, { id: 2, p: 5 }, { id: 3, p: 1 }], (d) => String(d.id));
    expect(ids(c.search({ sort: [{ p: 'desc' }] }))).toEqual(['2', '3', '1']);
  });
});

describe('search engine: unsupported queries are refused, never ignored', () => {
  it('names an unsupported clause', () => {
    expect(() => collection().search({ query: { query_string: { query: 'x' } } })).toThrow(
      new QueryError('Unsupported query clause: query_string'),
    );
  });

  it('names an unsupported option', () => {
    expect(() => collection().search({ query: { match: { name: { query: 'x', slop: 2 } } } })).toThrow(
      /slop in match/,
    );
  });

  it('names an unsupported aggregation', () => {
    expect(() => collection().search({ aggs: { x: { avg: { field: 'price' } } } })).toThrow(
      /Unsupported aggregation avg/,
    );
  });
});

describe('search engine: function_score modes (issue 20.3: folded without a list per document)', () => {
  const scored = (scoreMode: string) =>
    collection()
      .search({
        query: {
          function_score: {
            query: { terms: { category_ids: [3, 10] } },
            functions: [
              { filter: { terms: { category_ids: [4] } }, weight: 2 },
              { filter: { range: { price: { gte: 6 } } }, weight: 5 },
            ],
            score_mode: scoreMode,
            boost_mode: 'replace',
          },
        },
        sort: ['id'],
      })
      .hits.hits.map((h) => [h._id, h._score]);

  it('multiplies, sums, averages, takes the first, the largest or the smallest of the matching functions', () => {
    // doc 1: category 4 only (2); doc 2: category 4 and price 7 (2, 5); doc 3: price 150 only (5).
    expect(scored('multiply')).toEqual([
      ['1', 2],
      ['2', 10],
      ['3', 5],
    ]);
    expect(scored('sum')).toEqual([
      ['1', 2],
      ['2', 7],
      ['3', 5],
    ]);
    expect(scored('avg')).toEqual([
      ['1', 2],
      ['2', 3.5],
      ['3', 5],
    ]);
    expect(scored('first')).toEqual([
      ['1', 2],
      ['2', 2],
      ['3', 5],
    ]);
    expect(scored('max')).toEqual([
      ['1', 2],
      ['2', 5],
      ['3', 5],
    ]);
    expect(scored('min')).toEqual([
      ['1', 2],
      ['2', 2],
      ['3', 5],
    ]);
  });
});

describe('search engine: the filter cache does not decay (issue 20.3)', () => {
  it('keeps a filter only on its second use among the recent ones', () => {
    const cache = createFilterCache<number>(8);
    let computed = 0;
    const compute = () => ++computed;
    cache.get('a', compute);
    expect(cache.size).toBe(0);
    cache.get('a', compute);
    expect(cache.size).toBe(1);
    expect(cache.get('a', compute)).toBe(2);
    expect(computed).toBe(2);
  });

  it('one-off filters (a product sku per render) never fill it', () => {
    const cache = createFilterCache<number>(8);
    for (let i = 0; i < 1000; i++) cache.get(`sku-${i}`, () => i);
    expect(cache.size).toBe(0);
  });

  it('forgets a use that has left the recent history', () => {
    const cache = createFilterCache<number>(8, 4);
    cache.get('a', () => 1);
    for (let i = 0; i < 4; i++) cache.get(`other-${i}`, () => i);
    cache.get('a', () => 1);
    expect(cache.size).toBe(0);
  });

  it('holds at most its entries, least recently used out', () => {
    const cache = createFilterCache<string>(2);
    for (const key of ['a', 'a', 'b', 'b']) cache.get(key, () => key);
    cache.get('a', () => 'again');
    for (const key of ['c', 'c']) cache.get(key, () => key);
    expect(cache.size).toBe(2);
    expect(cache.get('a', () => 'recomputed')).toBe('a');
    expect(cache.get('b', () => 'recomputed')).toBe('recomputed');
  });

  it('is bounded in bytes: a 50 000-product collection keeps fewer results than a small one', () => {
    expect(filterCacheEntries(50_000) * 9 * 50_000).toBeLessThanOrEqual(filterCacheBytes);
    expect(filterCacheEntries(100)).toBe(256);
    expect(filterCacheEntries(10_000_000)).toBe(8);
  });
});
