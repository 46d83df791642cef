import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

describe('@kauppa/search-query public surface', () => {
  it('exports exactly these values', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'SearchQueryError',
        'buildAggregations',
        'buildAttributeQuery',
        'buildCategoryFiltersQuery',
        'buildCategoryListingQuery',
        'buildCategoryQuery',
        'buildCmsQuery',
        'buildEntityQuery',
        'buildHomeListQuery',
        'buildProductQuery',
        'buildUrlRewriteQuery',
        'canLoadMore',
        'categoryBaseFilters',
        'categoryFilterClauses',
        'categoryIdsWithChildren',
        'changeFilter',
        'dedupeBy',
        'emptySearchResult',
        'entityQueryDefaults',
        'filterClause',
        'filterClauses',
        'filterOptionsFromAggregations',
        'mergeOptionAggregations',
        'homeListSize',
        'isEntityType',
        'loadSearchAdapter',
        'lookableCategoryIds',
        'normalizePaging',
        'outletOrPromoProducts',
        'parseSearchResponse',
        'priceFilterOptions',
        'priceRangeKey',
        'priceRangeLabel',
        'productTextClause',
        'queryHash',
        'rangeAggregationPrefix',
        'readCategoryListing',
        'searchCacheKey',
        'searchQueryMessages',
        'searchResultsCollection',
        'selectedFilterClauses',
        'sortClauses',
        'sortOptions',
        'sourceFilter',
        'stableStringify',
        'termsAggregationPrefix',
        'withSearchCache',
        'clearFiltersHref',
        'filterAttributes',
        'filterGroups',
        'filterHref',
        'hasFilters',
        'pageHref',
        'pageNumbers',
        'queryFilterOptions',
        'rangeAttributes',
        'routeQueryOf',
        'searchOf',
      ].sort(),
    );
  });

  it('keeps the api adapter behind the on-demand loader', () => {
    expect(api).not.toHaveProperty('createApiSearchAdapter');
  });
});
