import { defaultShopConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import {
  buildHomeListQuery,
  buildProductQuery,
  homeListSize,
  outletOrPromoProducts,
  sortOptions,
} from './index.ts';
import { filterClause, normalizePaging, sortClauses } from './internal/clauses.ts';

const textQuery = () => buildProductQuery({ text: 'akku 12V' });
const functionScore = () => (textQuery().query as { function_score: Record<string, unknown> }).function_score;
type Should = { bool: { should: Array<Record<string, unknown>> } };
const textPart = () => (functionScore().query as { bool: { must: Should[] } }).bool.must[0] as Should;
const multiMatch = () => (textPart().bool.should[0] as { multi_match: Record<string, unknown> }).multi_match;

describe('product full-text search scoring (commerce-core §9)', () => {
  it("issue 15.9: matches the text fuzzily or as an sku, the parent's or a configurable child's, as the platform's query builder does", () => {
    expect(textPart().bool.should[1]).toEqual({
      bool: {
        should: [
          { terms: { 'configurable_children.sku': ['akku 12V'] } },
          { match_phrase: { sku: { query: 'akku 12V', boost: 1 } } },
          { match_phrase: { 'configurable_children.sku': { query: 'akku 12V', boost: 1 } } },
        ],
      },
    });
    expect(textPart().bool).toMatchObject({ minimum_should_match: 1 });
  });

  it('sets the document score minimum to 0.02 (commerce-core §9)', () => {
    expect(textQuery().min_score).toBe(0.02);
  });

  it('boosts name 4, sku 3, short description 2, description and category name 1 (commerce-core §9)', () => {
    expect(multiMatch().fields).toEqual([
      'name^4',
      'sku^3',
      'short_description^2',
      'description^1',
      'category.name^1',
    ]);
  });

  it('searches the text with operator or, fuzziness 2, cutoff_frequency 0.01, max_expansions 3, prefix_length 1, minimum_should_match 75%, tie_breaker 1 (commerce-core §9)', () => {
    expect(multiMatch()).toEqual({
      query: 'akku 12V',
      fields: expect.any(Array),
      operator: 'or',
      fuzziness: 2,
      cutoff_frequency: 0.01,
      max_expansions: 3,
      prefix_length: 1,
      minimum_should_match: '75%',
      tie_breaker: 1,
    });
  });

  it('scores with score and boost mode multiply, max_boost 100, min_score 1 (commerce-core §9)', () => {
    expect(functionScore()).toMatchObject({
      score_mode: 'multiply',
      boost_mode: 'multiply',
      max_boost: 100,
      min_score: 1,
    });
  });

  it('keeps filters inside the scored query as filter clauses (commerce-core §7 query filters)', () => {
    const doc = buildProductQuery({ text: 'akku', filters: { visibility: [3, 4], status: 1 } });
    const bool = (doc.query as { function_score: { query: { bool: Record<string, unknown> } } })
      .function_score.query.bool;
    expect(bool.filter).toEqual([{ terms: { visibility: [3, 4] } }, { term: { status: 1 } }]);
  });

  it('orders a text search by relevance unless a sort is given (commerce-core §9)', () => {
    expect(textQuery().sort).toBeUndefined();
    expect(buildProductQuery({ text: 'akku', sort: 'final_price:asc' }).sort).toEqual([
      { final_price: { order: 'asc' } },
    ]);
  });

  it('builds a plain bool listing without score minimum when there is no text (commerce-core §7)', () => {
    const doc = buildProductQuery({ text: '   ', filters: { category_ids: [12] } });
    expect(doc).toEqual({
      query: { bool: { filter: [{ terms: { category_ids: [12] } }] } },
      from: 0,
      size: 50,
      sort: [{ sort_qty: { order: 'desc' } }],
    });
  });

  it('turns a range filter into range and excluded filters into must_not (commerce-core §7 query filters)', () => {
    const doc = buildProductQuery({
      filters: { final_price: { gte: 10, lt: 50 } },
      excludeFilters: { type_id: 'grouped' },
    });
    expect(doc.query).toEqual({
      bool: {
        filter: [{ range: { final_price: { gte: 10, lt: 50 } } }],
        must_not: [{ term: { type_id: 'grouped' } }],
      },
    });
  });

  it('includes and excludes source fields (commerce-core §7 included and excluded fields)', () => {
    const doc = buildProductQuery({ includeFields: ['sku', 'name'], excludeFields: ['description'] });
    expect(doc._source).toEqual({ includes: ['sku', 'name'], excludes: ['description'] });
    expect(buildProductQuery({})._source).toBeUndefined();
  });
});

describe("issue 15.9: filters as the platform's query builder emits them (storefront-query-builder)", () => {
  it("matches a null filter value as exists, the platform query builder's eq: null", () => {
    expect(filterClause('special_price', null)).toEqual({ exists: { field: 'special_price' } });
  });

  it('matches a field the platform indexes as text exactly on its .keyword sub-field (category.name)', () => {
    expect(filterClause('category.name', 'Akut')).toEqual({ term: { 'category.name.keyword': 'Akut' } });
    expect(filterClause('url_path', 'akut/a.html')).toEqual({ term: { url_path: 'akut/a.html' } });
  });
});

describe('paging (commerce-core §5)', () => {
  it('turns a search size of zero or less into 50 (commerce-core §5)', () => {
    expect(buildProductQuery({ size: 0 }).size).toBe(50);
    expect(buildProductQuery({ size: -3 }).size).toBe(50);
  });

  it('turns a negative start into 0 (commerce-core §5)', () => {
    expect(buildProductQuery({ from: -10 }).from).toBe(0);
  });

  it('keeps a valid start and size (commerce-core §5)', () => {
    expect(normalizePaging({ from: 100, size: 20, defaultSize: 50 })).toEqual({ from: 100, size: 20 });
  });
});

describe('sort options (commerce-core §9)', () => {
  it('sorts by sort_qty descending by default (commerce-core §9)', () => {
    expect(buildProductQuery().sort).toEqual([{ sort_qty: { order: 'desc' } }]);
  });

  it('offers Latest (updated_at desc), price and quantity low to high and high to low, on the fields the platform indexes: final_price and stock.qty (commerce-core §9; issue 27.6)', () => {
    expect(sortOptions(defaultShopConfig).map((o) => [o.label, sortClauses(o.value)])).toEqual([
      ['Latest', [{ updated_at: { order: 'desc' } }]],
      ['Price: Low to high', [{ final_price: { order: 'asc' } }]],
      ['Price: High to low', [{ final_price: { order: 'desc' } }]],
      ['Quantity: Low to high', [{ 'stock.qty': { order: 'asc' } }]],
      ['Quantity: High to low', [{ 'stock.qty': { order: 'desc' } }]],
    ]);
  });
});

describe('home lists (accounts-content §7, commerce-core §9)', () => {
  it('sizes new collection and bestsellers 8, new products, featured and outlet 6 (accounts-content §9)', () => {
    expect(homeListSize('new_collection')).toBe(8);
    expect(homeListSize('bestsellers')).toBe(8);
    expect(homeListSize('new_products')).toBe(6);
    expect(homeListSize('featured_products')).toBe(6);
    expect(homeListSize('outlet_products')).toBe(6);
  });

  it('draws from the named categories with visibility 2,3,4, status 0,1, stock quantity above 0, created_at desc (accounts-content §7, commerce-core §9)', () => {
    expect(buildHomeListQuery({ list: 'bestsellers', categoryIds: [21] })).toEqual({
      query: {
        bool: {
          filter: [
            { terms: { category_ids: [21] } },
            { terms: { visibility: [2, 3, 4] } },
            { terms: { status: [0, 1] } },
            { range: { 'stock.qty': { gt: 0 } } },
          ],
        },
      },
      from: 0,
      size: 8,
      sort: [{ created_at: { order: 'desc' } }],
    });
  });

  it('asks only the given fields, as a product list query (accounts-content §7)', () => {
    expect(
      buildHomeListQuery({ list: 'new_products', categoryIds: [21], includeFields: ['sku', 'name'] })._source,
    ).toEqual({ includes: ['sku', 'name'] });
  });

  it('falls back to promo products when the outlet list is empty (accounts-content §9)', () => {
    expect(outletOrPromoProducts([], ['promo'])).toEqual(['promo']);
    expect(outletOrPromoProducts(['outlet'], ['promo'])).toEqual(['outlet']);
  });
});
