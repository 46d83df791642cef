import { defaultShopConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import {
  buildAggregations,
  buildCategoryListingQuery,
  canLoadMore,
  categoryIdsWithChildren,
  changeFilter,
  type FilterOption,
  filterOptionsFromAggregations,
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
      { range: { final_price: { gte: 0, lt: 50 } } },
    ]);
  });

  it('builds the page query of a listing with its category ids, base filters, filters, sort and page (commerce-core §7)', () => {
    const listing = readCategoryListing({
      query: { color: '49', page: '2', sort: 'stock.qty:asc' },
      availableFilters,
    });
    expect(buildCategoryListingQuery({ listing, categoryIds: [12, 20] })).toEqual({
      query: {
        bool: {
          filter: [
            { terms: { category_ids: [12, 20] } },
            { terms: { visibility: [2, 3, 4] } },
            { terms: { status: [0, 1] } },
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
      sort: [{ 'stock.qty': { order: 'asc' } }],
    });
  });
});

describe("issue 27.6: price filters and buckets on the platform's priceFilterKey, in the prices the shopper sees (commerce-core §9 price filter ranges)", () => {
  // vue-storefront-api 1.12 config/default.json products.priceFilterKey: final_price. The platform
  // computes final_price_incl_tax in answers only (src/platform/magento2/tax.js), so no index holds it.
  const fiftyToHundred: FilterOption = { id: '50-100', label: '€50 - 100', type: 'price', from: 50, to: 100 };

  it('a price range filters on final_price, the field the platform indexes', () => {
    expect(selectedFilterClauses({ price: [fiftyToHundred] })).toEqual([
      { range: { final_price: { gte: 50, lt: 100 } } },
    ]);
  });

  it('the price buckets are counted on final_price', () => {
    expect(
      buildAggregations({ attributes: ['price'], config: defaultShopConfig }).agg_range_price,
    ).toMatchObject({
      range: { field: 'final_price' },
    });
  });

  it("a shop's catalog.priceFilterKey is the field of the price filter and buckets", () => {
    const config = {
      ...defaultShopConfig,
      catalog: { ...defaultShopConfig.catalog, priceFilterKey: 'price' },
    };
    expect(selectedFilterClauses({ price: [fiftyToHundred] }, { config })).toEqual([
      { range: { price: { gte: 50, lt: 100 } } },
    ]);
    expect(buildAggregations({ attributes: ['price'], config }).agg_range_price).toMatchObject({
      range: { field: 'price' },
    });
  });

  it('a chosen gross range is searched as net bounds of the index, divided by 1 + rate and rounded to the cent', () => {
    // 50 / 1.255 = 39.8406… → 39.84; 100 / 1.255 = 79.6812… → 79.68
    expect(selectedFilterClauses({ price: [fiftyToHundred] }, { priceTaxFactor: 0.255 })).toEqual([
      { range: { final_price: { gte: 39.84, lt: 79.68 } } },
    ]);
  });

  it('the price buckets are asked with net bounds and keep the gross range as their key', () => {
    expect(
      buildAggregations({ attributes: ['price'], config: defaultShopConfig, priceTaxFactor: 0.255 })
        .agg_range_price,
    ).toEqual({
      range: {
        field: 'final_price',
        ranges: [
          { from: 0, to: 39.84, key: '0-50' },
          { from: 39.84, to: 79.68, key: '50-100' },
          { from: 79.68, to: 119.52, key: '100-150' },
          { from: 119.52, key: '150-*' },
        ],
      },
    });
  });

  it('a product priced exactly at a gross bound falls on the side it shows: 50.00 gross, held as 39.84 net, is in 50-100 and not in 0-50', () => {
    const held = Math.round((50 / 1.255) * 100) / 100; // the index holds net prices in cents
    const bounds = (clause: unknown) =>
      (clause as { range: { final_price: { gte: number; lt: number } } }).range.final_price;
    const [below] = selectedFilterClauses(
      { price: [{ ...fiftyToHundred, id: '0-50', from: 0, to: 50 }] },
      { priceTaxFactor: 0.255 },
    );
    const [within] = selectedFilterClauses({ price: [fiftyToHundred] }, { priceTaxFactor: 0.255 });
    expect(held < bounds(below).lt).toBe(false);
    expect(held >= bounds(within).gte && held < bounds(within).lt).toBe(true);
  });

  it('bucket labels show the configured gross bounds, not the net bounds converted back (rounding rule: the label is the key sent)', () => {
    const aggregations = {
      agg_range_price: {
        buckets: [
          { key: '0-50', from: 0, to: 39.84, doc_count: 3 },
          { key: '50-100', from: 39.84, to: 79.68, doc_count: 2 },
          { key: '100-150', from: 79.68, to: 119.52, doc_count: 1 },
          { key: '150-*', from: 119.52, doc_count: 1 },
        ],
      },
    };
    const options = filterOptionsFromAggregations({
      aggregations,
      config: defaultShopConfig,
      priceTaxFactor: 0.255,
    });
    expect(options.price!.map((o) => [o.id, o.label, o.from, o.to])).toEqual([
      ['0-50', '< €50', 0, 50],
      ['50-100', '€50 - 100', 50, 100],
      ['100-150', '€100 - 150', 100, 150],
      ['150-*', '> €150', 150, undefined],
    ]);
  });

  it('a bucket without a range key is shown at its net bounds times 1 + rate, rounded to the cent', () => {
    const aggregations = {
      agg_range_price: {
        buckets: [
          { key: 'cheap', from: 0, to: 39.84, doc_count: 3 },
          { key: 'dear', from: 39.84, doc_count: 1 },
        ],
      },
    };
    const options = filterOptionsFromAggregations({
      aggregations,
      config: defaultShopConfig,
      priceTaxFactor: 0.255,
    });
    // 39.84 × 1.255 = 49.9992 → 50
    expect(options.price!.map((o) => [o.from, o.to])).toEqual([
      [0, 50],
      [50, undefined],
    ]);
  });
});
