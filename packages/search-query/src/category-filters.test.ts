import { defaultShopConfig, type ShopConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import {
  buildCategoryListingQuery,
  categoryBaseFilters,
  categoryFilterClauses,
  readCategoryListing,
} from './index.ts';

const noOutOfStock: ShopConfig = {
  ...defaultShopConfig,
  catalog: { ...defaultShopConfig.catalog, listOutOfStockProducts: false },
};

describe('category base filters (commerce-core §4 category paging, §5 out-of-stock listing)', () => {
  it('lists visible (2, 3, 4) and enabled (0, 1) products', () => {
    expect(categoryBaseFilters({ config: defaultShopConfig })).toEqual({
      visibility: [2, 3, 4],
      status: [0, 1],
    });
  });

  it('lists only products in stock when out-of-stock listing is off', () => {
    expect(categoryBaseFilters({ config: noOutOfStock })).toEqual({
      visibility: [2, 3, 4],
      status: [0, 1],
      'stock.is_in_stock': true,
    });
  });
});

describe('the filter list from chosen filters and the category base filters (commerce-core §4 category paging)', () => {
  const listing = readCategoryListing({
    query: { color: ['49', '50'] },
    availableFilters: {
      color: [
        { id: '49', label: 'Black', type: 'color' },
        { id: '50', label: 'White', type: 'color' },
      ],
    },
    config: noOutOfStock,
  });

  it('holds the category ids, the base filters, then the chosen options', () => {
    const clauses = categoryFilterClauses({
      categoryIds: [12, 13],
      chosen: listing.filters,
      config: noOutOfStock,
    });
    expect(clauses.slice(0, 4)).toEqual([
      { terms: { category_ids: [12, 13] } },
      { terms: { visibility: [2, 3, 4] } },
      { terms: { status: [0, 1] } },
      { term: { 'stock.is_in_stock': true } },
    ]);
    expect(JSON.stringify(clauses[4])).toContain('"color_options":[49,50]');
    expect(clauses).toHaveLength(5);
  });

  it('is the filter list of the category listing query', () => {
    const body = buildCategoryListingQuery({
      listing,
      categoryIds: [12, 13],
      filters: categoryBaseFilters({ config: noOutOfStock }),
      config: noOutOfStock,
    });
    const clauses = categoryFilterClauses({
      categoryIds: [12, 13],
      chosen: listing.filters,
      config: noOutOfStock,
    });
    expect(JSON.stringify(body.query)).toContain(JSON.stringify(clauses).slice(1, -1));
  });

  it('defect: the listing query left the base filters to its caller (845 vs 836 products) — it applies them itself (issue 30.9)', () => {
    const body = buildCategoryListingQuery({ listing, categoryIds: [12, 13], config: noOutOfStock });
    const clauses = categoryFilterClauses({
      categoryIds: [12, 13],
      chosen: listing.filters,
      config: noOutOfStock,
    });
    expect(JSON.stringify(body.query)).toContain(JSON.stringify(clauses).slice(1, -1));
  });
});
