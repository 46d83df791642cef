import { entityTypes } from '@kauppa/contract';
import { describe, expect, it } from 'vitest';
import {
  buildAttributeQuery,
  buildCategoryFiltersQuery,
  buildCategoryQuery,
  buildCmsQuery,
  buildEntityQuery,
  buildUrlRewriteQuery,
  SearchQueryError,
} from './index.ts';
import { lookableCategoryIds } from './internal/entity-queries.ts';

describe('entity queries (commerce-core §7, accounts-content §7)', () => {
  it('builds a query for every entity type (commerce-core §7, accounts-content §7)', () => {
    for (const type of entityTypes) expect(buildEntityQuery(type).query).toHaveProperty('bool');
  });

  it('throws "No entity type registered for {type}" for an unknown type (commerce-core §8)', () => {
    expect(() => buildEntityQuery('order')).toThrow('No entity type registered for order');
    try {
      buildEntityQuery('order');
    } catch (error) {
      expect(error).toBeInstanceOf(SearchQueryError);
      expect((error as SearchQueryError).messageId).toBe('No entity type registered for {type}');
      expect((error as SearchQueryError).params).toEqual({ type: 'order' });
    }
  });

  it('sorts cms_faq by position ascending with size 150 (accounts-content §7)', () => {
    expect(buildEntityQuery('cms_faq')).toMatchObject({ size: 150, sort: [{ position: { order: 'asc' } }] });
  });

  it('queries cms_faq_category and cms_hierarchy with the list size 150 (accounts-content §7, §9)', () => {
    expect(buildEntityQuery('cms_faq_category').size).toBe(150);
    expect(buildEntityQuery('cms_hierarchy').size).toBe(150);
  });

  it('filters url_rewrite on request_path.keyword with size 50 (accounts-content §7)', () => {
    expect(buildUrlRewriteQuery({ requestPath: 'vanha/akku.html' })).toEqual({
      query: { bool: { filter: [{ term: { 'request_path.keyword': 'vanha/akku.html' } }] } },
      from: 0,
      size: 50,
    });
  });

  it('fetches CMS pages and blocks by id or identifier and store id (accounts-content §7)', () => {
    expect(buildCmsQuery({ type: 'cms_page', identifier: 'about-us', storeId: 1 }).query).toEqual({
      bool: { filter: [{ term: { identifier: 'about-us' } }, { term: { store_id: 1 } }] },
    });
    expect(buildCmsQuery({ type: 'cms_block', id: [5, 6], storeId: 1 }).query).toEqual({
      bool: { filter: [{ terms: { id: [5, 6] } }, { term: { store_id: 1 } }] },
    });
  });

  it('fetches at most 500 CMS pages or blocks (commerce-core §9)', () => {
    expect(buildCmsQuery({ type: 'cms_block' }).size).toBe(500);
    expect(buildCmsQuery({ type: 'cms_page', size: 2000 }).size).toBe(500);
  });

  it('loads attributes by code with the attribute list size 150 (commerce-core §9)', () => {
    expect(buildAttributeQuery({ codes: ['color', 'size'] })).toEqual({
      query: { bool: { filter: [{ terms: { attribute_code: ['color', 'size'] } }] } },
      from: 0,
      size: 150,
    });
  });

  it('queries tax rules with the search default size 50 (commerce-core §7)', () => {
    expect(buildEntityQuery('taxrule')).toEqual({ query: { bool: {} }, from: 0, size: 50 });
  });
});

describe('category query (commerce-core §9, §5)', () => {
  it('fetches 4000 categories sorted by position ascending, active only (commerce-core §9)', () => {
    expect(buildCategoryQuery({ slug: 'akut' })).toEqual({
      query: { bool: { filter: [{ term: { is_active: true } }, { term: { slug: 'akut' } }] } },
      from: 0,
      size: 4000,
      sort: [{ position: { order: 'asc' } }],
    });
  });

  it('does not look up category ids below the root category id (commerce-core §5)', () => {
    expect(lookableCategoryIds([1, 2, 15])).toEqual([2, 15]);
    const bool = buildCategoryQuery({ ids: [0, 1, 15] })?.query.bool as { filter: unknown[] };
    expect(bool.filter).toContainEqual({ terms: { id: [15] } });
  });

  it('looks nothing up when every id is below the root category id (commerce-core §5)', () => {
    expect(buildCategoryQuery({ ids: [0, 1] })).toBeNull();
  });

  it('can include inactive categories on request (commerce-core §9)', () => {
    expect(buildCategoryQuery({ parentId: 2, onlyActive: false })?.query).toEqual({
      bool: { filter: [{ term: { parent_id: 2 } }] },
    });
  });
});

describe('filter aggregations query (commerce-core §9)', () => {
  it('loads filters with the maximum filter query size 999, no documents, terms size 10 and price ranges (commerce-core §9)', () => {
    expect(buildCategoryFiltersQuery({ categoryIds: [12, 13], attributes: ['color', 'price'] })).toEqual({
      query: { bool: { filter: [{ terms: { category_ids: [12, 13] } }] } },
      from: 0,
      size: 999,
      sort: [{ sort_qty: { order: 'desc' } }],
      _source: { excludes: ['*'] },
      aggs: {
        agg_terms_color: { terms: { field: 'color', size: 10 } },
        agg_terms_color_options: { terms: { field: 'color_options', size: 10 } },
        agg_range_price: {
          range: {
            field: 'final_price',
            ranges: [
              { from: 0, to: 50, key: '0-50' },
              { from: 50, to: 100, key: '50-100' },
              { from: 100, to: 150, key: '100-150' },
              { from: 150, key: '150-*' },
            ],
          },
        },
      },
    });
  });
});
