import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

describe('@kauppa/search-query public surface', () => {
  it('exports exactly these values', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'GraphqlUnsupportedError',
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
        'checkGraphqlSupport',
        'categoryBaseFilters',
        'categoryFilterClauses',
        'categoryIdsWithChildren',
        'changeFilter',
        'dedupeBy',
        'elasticsearch7IndexTypes',
        'emptySearchResult',
        'entityQueryDefaults',
        'filterClauses',
        'filterOptionsFromAggregations',
        'graphqlSupportMatrix',
        'homeListSize',
        'loadSearchAdapter',
        'outletOrPromoProducts',
        'parseSearchResponse',
        'platformIndexesType',
        'priceFilterOptions',
        'queryHash',
        'readCategoryListing',
        'searchQueryMessages',
        'searchResultsCollection',
        'selectedFilterClauses',
        'sortOptions',
        'unmappedSearchField',
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

  it('keeps the clause builders, aggregation keys and cache hashes the queries use internal (issue 19.5)', () => {
    for (const name of [
      'filterClause',
      'sortClauses',
      'normalizePaging',
      'sourceFilter',
      'productTextClause',
      'isEntityType',
      'lookableCategoryIds',
      'mergeOptionAggregations',
      'priceRangeKey',
      'priceRangeLabel',
      'rangeAggregationPrefix',
      'termsAggregationPrefix',
      'searchCacheKey',
      'stableStringify',
    ]) {
      expect(api).not.toHaveProperty(name);
    }
  });

  it('keeps the api adapter behind the on-demand loader', () => {
    expect(api).not.toHaveProperty('createApiSearchAdapter');
  });
});
