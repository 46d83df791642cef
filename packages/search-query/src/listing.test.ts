import { defaultShopConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import {
  buildAggregations,
  buildCategoryListingQuery,
  canLoadMore,
  categoryIdsWithChildren,
  changeFilter,
  type FilterOption,
  priceFilterOptions,
  readCategoryListing,
  selectedFilterClauses,
} from './index.ts';

const red: FilterOption = { id: '49', label: 'Red', type: 'color' };
const blue: FilterOption = { id: '50', label: 'Blue', type: 'color' };
const prices = priceFilterOptions({ config: defaultShopConfig });
const availableFilters = { color: [red, blue], price: prices };

describe('category listing read from the route (commerce-core §2)', () => {
  it('reads filters and sort from the route query (commerce-core §2)', () => {
    const listing = readCategoryListing({
      query: { color: ['49', '50'], sort: 'final_price:asc' },
      availableFilters,
    });
    expect(listing.filters).toEqual({ color: [red, blue] });
    expect(listing.sort).toBe('final_price:asc');
  });

  it('ignores values the category does not offer (commerce-core §2)', () => {
    expect(readCategoryListing({ query: { color: '99', material: 'x' }, availableFilters }).filters).toEqual(
      {},
    );
  });

  it('uses the default sort sort_qty desc when the route has none (commerce-core §9)', () => {
    expect(readCategoryListing({ query: {} }).sort).toBe('sort_qty:desc');
  });

  it('reads a 1-based page query with page size 50 (commerce-core §2, §9)', () => {
    expect(readCategoryListing({ query: { page: '3' } })).toMatchObject({ page: 3, from: 100, size: 50 });
    expect(readCategoryListing({ query: {} })).toMatchObject({ page: 1, from: 0 });
    expect(readCategoryListing({ query: { page: '0' } })).toMatchObject({ page: 1, from: 0 });
  });

  it('treats system filters as single-valued (commerce-core §4 category paging)', () => {
    const listing = readCategoryListing({ query: { page: ['2', '5'], sort: ['qty:asc', 'qty:desc'] } });
    expect(listing.page).toBe(2);
    expect(listing.sort).toBe('qty:asc');
  });

  it('reads category_ids as a comma-separated list (commerce-core §2)', () => {
    expect(readCategoryListing({ query: { category_ids: '12, 13,x,14' } }).categoryIds).toEqual([12, 13, 14]);
  });

  it('pulls the sub-categories of category_ids in (commerce-core §2)', () => {
    const tree = [
      { id: 12, children_data: [{ id: 20, children_data: [{ id: 30 }] }, { id: 21 }] },
      { id: 13 },
    ];
    expect(categoryIdsWithChildren([12], { categories: tree })).toEqual([12, 20, 30, 21]);
  });
});

describe('filter selection (commerce-core §4 category paging)', () => {
  it('keeps other filters multi-valued: a second option adds to the selection (commerce-core §4)', () => {
    expect(changeFilter({ query: { color: '49' }, option: blue })).toEqual({ color: ['49', '50'] });
  });

  it('toggles a selected multi-valued option off (commerce-core §4)', () => {
    expect(changeFilter({ query: { color: ['49', '50'] }, option: red })).toEqual({ color: ['50'] });
    expect(changeFilter({ query: { color: '49' }, option: red })).toEqual({});
  });

  it('replaces the selection with an option flagged single (commerce-core §4)', () => {
    const [cheap, mid] = prices;
    expect(changeFilter({ query: { price: cheap!.id }, option: mid! })).toEqual({ price: '50-100' });
  });

  it('replaces the value of a system filter (commerce-core §4)', () => {
    expect(
      changeFilter({
        query: { sort: 'qty:asc' },
        option: { id: 'qty:desc', label: 'Quantity', type: 'sort' },
      }),
    ).toEqual({
      sort: 'qty:desc',
    });
  });

  it('resets the page to 1 when a filter changes (commerce-core §4)', () => {
    const next = changeFilter({ query: { page: '4', color: '49' }, option: blue });
    expect(next.page).toBeUndefined();
    expect(readCategoryListing({ query: next, availableFilters }).page).toBe(1);
  });

  it('reads the last of several single options of one type (commerce-core §4)', () => {
    const listing = readCategoryListing({ query: { price: ['0-50', '150-*'] }, availableFilters });
    expect(listing.filters.price?.map((o) => o.id)).toEqual(['150-*']);
  });
});

describe('load more (commerce-core §4 category paging)', () => {
  it('loads more only when start is below total and total is at least the page size (commerce-core §4)', () => {
    expect(canLoadMore({ start: 50, total: 120, perPage: 50 })).toBe(true);
    expect(canLoadMore({ start: 150, total: 120, perPage: 50 })).toBe(false);
    expect(canLoadMore({ start: 0, total: 30, perPage: 50 })).toBe(false);
  });
});

describe('listing query (commerce-core §7)', () => {
  it('turns selected options into terms and price ranges into range clauses (commerce-core §7 query filters)', () => {
    expect(selectedFilterClauses({ color: [red, blue], price: [prices[0]!] })).toEqual([
      {
        bool: {
          should: [
            { terms: { color: [49, 50] } },
            {
              bool: {
                filter: [{ terms: { color_options: [49, 50] } }, { match: { type_id: 'configurable' } }],
              },
            },
          ],
          minimum_should_match: 1,
        },
      },
      { range: { final_price_incl_tax: { gte: 0, lt: 50 } } },
    ]);
  });

  it('builds the page query of a listing with its category ids, filters, sort and page (commerce-core §7)', () => {
    const listing = readCategoryListing({
      query: { color: '49', page: '2', sort: 'qty:asc' },
      availableFilters,
    });
    expect(buildCategoryListingQuery({ listing, categoryIds: [12, 20] })).toEqual({
      query: {
        bool: {
          filter: [
            { terms: { category_ids: [12, 20] } },
            {
              bool: {
                should: [
                  { terms: { color: [49] } },
                  {
                    bool: {
                      filter: [{ terms: { color_options: [49] } }, { match: { type_id: 'configurable' } }],
                    },
                  },
                ],
                minimum_should_match: 1,
              },
            },
          ],
        },
      },
      from: 50,
      size: 50,
      sort: [{ qty: { order: 'asc' } }],
    });
  });
});

describe('issue 14.8: filters use the price the shopper sees (commerce-core §9 price filter ranges)', () => {
  it('a price range filters on the final price with tax, as the listing shows it', () => {
    expect(
      selectedFilterClauses({
        price: [{ id: '50-100', label: '€50 - 100', type: 'price', from: 50, to: 100 }],
      }),
    ).toEqual([{ range: { final_price_incl_tax: { gte: 50, lt: 100 } } }]);
  });

  it('the price buckets are counted on the final price with tax', () => {
    expect(
      buildAggregations({ attributes: ['price'], config: defaultShopConfig }).agg_range_price,
    ).toMatchObject({
      range: { field: 'final_price_incl_tax' },
    });
  });
});
