/**
 * @kauppa/search-query — the search-engine query documents behind every listing (commerce-core
 * §7, §9; accounts-content §7): entity queries, product full-text scoring, filters, sort, paging,
 * aggregations, the category listing model, answer parsing, cache hashes, and the search adapter.
 * @packageDocumentation
 */
export type {
  ApiSearchAdapterOptions,
  GraphqlSearchAdapterOptions,
  LoadSearchAdapterOptions,
  SearchAdapter,
  SearchAdapterKind,
  /** The request a search adapter answers (was `SearchRequest`, the name of the wire request of `@kauppa/contract`, issue 30.8). */
  SearchRequest as SearchAdapterRequest,
} from './internal/adapter.ts';
export { loadSearchAdapter } from './internal/adapter.ts';
export {
  buildAggregations,
  filterOptionsFromAggregations,
  priceFilterOptions,
} from './internal/aggregations.ts';
export { filterClauses, sortOptions } from './internal/clauses.ts';
export type {
  AttributeQueryOptions,
  CategoryFiltersQueryOptions,
  CategoryQueryOptions,
  CmsQueryOptions,
  EntityQueryDefaults,
  EntityQueryOptions,
  UrlRewriteQueryOptions,
} from './internal/entity-queries.ts';
export {
  buildAttributeQuery,
  buildCategoryFiltersQuery,
  buildCategoryQuery,
  buildCmsQuery,
  buildEntityQuery,
  buildUrlRewriteQuery,
  elasticsearch7IndexTypes,
  entityQueryDefaults,
  platformIndexesType,
} from './internal/entity-queries.ts';
export type { UnmappedSearchField } from './internal/errors.ts';
export { SearchQueryError, searchQueryMessages, unmappedSearchField } from './internal/errors.ts';
export {
  checkGraphqlSupport,
  type ElasticsearchVersion,
  type GraphqlFeature,
  type GraphqlSupport,
  GraphqlUnsupportedError,
  graphqlSupportMatrix,
} from './internal/graphql-support.ts';
export type {
  CategoryBaseFiltersOptions,
  CategoryFilterClausesOptions,
  CategoryIdsWithChildrenOptions,
  CategoryListing,
  CategoryListingQueryOptions,
  ReadCategoryListingOptions,
  RouteQuery,
  SelectedFilterClausesOptions,
} from './internal/listing.ts';
export {
  buildCategoryListingQuery,
  canLoadMore,
  categoryBaseFilters,
  categoryFilterClauses,
  categoryIdsWithChildren,
  changeFilter,
  readCategoryListing,
  selectedFilterClauses,
} from './internal/listing.ts';
export type { FilterGroup } from './internal/listing-links.ts';
export {
  clearFiltersHref,
  filterAttributes,
  filterGroups,
  filterHref,
  hasFilters,
  pageHref,
  pageNumbers,
  queryFilterOptions,
  rangeAttributes,
  routeQueryOf,
  searchOf,
} from './internal/listing-links.ts';
export type { HomeListName, HomeListQueryOptions, ProductQueryOptions } from './internal/product-query.ts';
export {
  buildHomeListQuery,
  buildProductQuery,
  homeListSize,
  outletOrPromoProducts,
} from './internal/product-query.ts';
export type { SearchCacheOptions } from './internal/result-cache.ts';
export { searchResultsCollection, withSearchCache } from './internal/result-cache.ts';
export type { DedupeOptions, ParseSearchResponseOptions, SearchResult } from './internal/results.ts';
export { dedupeBy, emptySearchResult, parseSearchResponse, queryHash } from './internal/results.ts';
export type {
  AggregationBucket,
  AggregationRequest,
  BoolQuery,
  CategoryNode,
  EntityType,
  FilterOption,
  FilterScalar,
  Filters,
  FilterValue,
  QueryClause,
  QueryDocument,
  RangeCondition,
  SearchHit,
  SearchResponse,
  SortClause,
  SourceFilter,
} from './internal/types.ts';
