import { defaultShopConfig as config } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import {
  clearFiltersHref,
  filterAttributes,
  filterGroups,
  filterHref,
  pageHref,
  pageNumbers,
  queryFilterOptions,
  readCategoryListing,
  routeQueryOf,
} from './index.ts';

describe('category listing URLs (commerce-core §2, §4 category paging)', () => {
  it('reads every value of a repeated query key (multi-valued filters)', () => {
    expect(routeQueryOf(new URLSearchParams('color=49&color=50&page=2'))).toEqual({
      color: ['49', '50'],
      page: ['2'],
    });
  });

  it("offers the category's available_filters in order, each once", () => {
    expect(filterAttributes('valmistaja, pack_size,price,price')).toEqual([
      'valmistaja',
      'pack_size',
      'price',
    ]);
    expect(filterAttributes(null)).toEqual([]);
  });

  it('lets the route query select price ranges and named values before the aggregations are known', () => {
    const query = { valmistaja: ['Energizer'], price: '50-100', other: 'x' };
    const listing = readCategoryListing({
      query,
      availableFilters: queryFilterOptions(['valmistaja', 'price'], query, config),
      config,
    });
    expect(listing.filters.valmistaja?.map((o) => o.id)).toEqual(['Energizer']);
    expect(listing.filters.price?.[0]).toMatchObject({ id: '50-100', from: 50, to: 100 });
    expect(listing.filters.other).toBeUndefined();
  });

  it('a filter link toggles the value and resets the page to 1 (commerce-core §4)', () => {
    const option = { id: '50', label: 'White', type: 'color' };
    expect(filterHref({ color: ['49', '50'], page: '3' }, option, config)).toBe('?color=49');
    expect(filterHref({ color: ['49'] }, option, config)).toBe('?color=49&color=50');
  });

  it('a price range replaces the chosen range (single option)', () => {
    const option = { id: '0-50', label: '< €50', type: 'price', single: true, from: 0, to: 50 };
    expect(filterHref({ price: '50-100' }, option, config)).toBe('?price=0-50');
  });

  it('clearing the filters keeps sort and category_ids only', () => {
    expect(clearFiltersHref({ color: ['49'], sort: 'final_price:asc', page: '2', category_ids: '4' })).toBe(
      '?sort=final_price%3Aasc&category_ids=4',
    );
  });

  it('page links keep the filters; page 1 drops the page key (1-based page query)', () => {
    expect(pageHref({ color: ['49'], page: '2' }, 3)).toBe('?color=49&page=3');
    expect(pageHref({ color: ['49'], page: '2' }, 1)).toBe('?color=49');
  });

  it('shows catalog.paginationPages page numbers around the current page (commerce-core §9)', () => {
    expect(pageNumbers(1, 10, config.catalog.paginationPages)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageNumbers(10, 10, 3)).toEqual([8, 9, 10]);
    expect(pageNumbers(1, 2, 3)).toEqual([1, 2]);
  });

  it('builds filter groups from the aggregations with labels, counts and the selection', () => {
    const groups = filterGroups({
      attributes: ['color', 'price', 'voltage'],
      aggregations: {
        agg_terms_color: {
          buckets: [
            { key: 49, doc_count: 3 },
            { key: 50, doc_count: 0 },
          ],
        },
        agg_range_price: {
          buckets: [
            { key: '0-50', from: 0, to: 50, doc_count: 4 },
            { key: '50-*', from: 50, doc_count: 1 },
          ],
        },
      },
      attributeLabels: { color: 'Colour' },
      optionLabels: { color: { '49': 'Black' } },
      selected: { color: [{ id: '49', label: '49', type: 'color' }] },
      config,
    });
    expect(groups.map((g) => g.attribute)).toEqual(['color', 'price']);
    expect(groups[0]).toMatchObject({ label: 'Colour', single: false });
    expect(groups[0]?.options).toEqual([
      { id: '49', label: 'Black', type: 'color', selected: true, count: 3 },
    ]);
    expect(groups[1]?.single).toBe(true);
    expect(groups[1]?.options.map((o) => o.label)).toEqual(['< €50', '> €50']);
  });
});
