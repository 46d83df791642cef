import type { ShopConfig } from '@kauppa/config';
import { catalogAggregations } from './aggregations.ts';
import { filterClauses, normalizePaging, sortClauses, sourceFilter } from './clauses.ts';
import { defaultQueryConfig, type QueryConfig } from './query-config.ts';
import type { BoolQuery, Filters, QueryClause, QueryDocument } from './types.ts';

/** Options of {@link buildProductQuery}. */
export interface ProductQueryOptions {
  /** Full-text search; blank text means a plain listing. @default undefined */
  text?: string | undefined;
  /** Attribute filters (`term` / `terms` / `range`), all required. @default {} */
  filters?: Filters | undefined;
  /** Attribute filters that must not match (`must_not`). @default {} */
  excludeFilters?: Filters | undefined;
  /** Extra filter clauses, as they are (e.g. from {@link selectedFilterClauses}). @default [] */
  filterClauses?: ReadonlyArray<QueryClause> | undefined;
  /**
   * `'field:dir'`, comma-separated for several. Without text the default is
   * `catalog.defaultSort` (sort_qty desc); with text the order is relevance (no sort).
   */
  sort?: string | undefined;
  /** Start; negative becomes 0. @default 0 */
  from?: number | undefined;
  /** Size; ≤ 0 becomes `catalog.searchDefaultSize` (50). @default 50 */
  size?: number | undefined;
  /** `_source.includes`. @default undefined */
  includeFields?: ReadonlyArray<string> | undefined;
  /** `_source.excludes`. @default undefined */
  excludeFields?: ReadonlyArray<string> | undefined;
  /** Attributes to aggregate for filters (`price` as a range aggregation). @default [] */
  aggregations?: ReadonlyArray<string> | undefined;
  /** The tax rate factor of the price buckets (`buildAggregations`). @default 0 */
  priceTaxFactor?: number | undefined;
  /** Scoring functions of `function_score` (text search only). @default [] */
  scoreFunctions?: ReadonlyArray<QueryClause> | undefined;
  /** The shop configuration. @default defaultShopConfig */
  config?: ShopConfig | undefined;
}

const boostedFieldsCache = new WeakMap<ShopConfig['search']['boosts'], ReadonlyArray<string>>();

/** `name^4`, `sku^3`, … from `search.boosts` (computed once per boosts object). */
function boostedFields(config: QueryConfig): string[] {
  const boosts = config.search.boosts;
  let fields = boostedFieldsCache.get(boosts);
  if (!fields) {
    fields = Object.entries(boosts).map(([field, boost]) => `${field}^${boost}`);
    boostedFieldsCache.set(boosts, fields);
  }
  return [...fields];
}

/**
 * The `multi_match` clause of a product full-text search with the scoring defaults of
 * commerce-core §9 (operator or, fuzziness 2, cutoff_frequency 0.01, max_expansions 3,
 * prefix_length 1, minimum_should_match 75%, tie_breaker 1) over the boosted fields.
 */
export function productTextClause(text: string, config?: ShopConfig): QueryClause {
  const settings = config ?? defaultQueryConfig;
  const d = settings.search.queryDefaults;
  return {
    multi_match: {
      query: text,
      fields: boostedFields(settings),
      operator: d.operator,
      fuzziness: d.fuzziness,
      cutoff_frequency: d.cutoffFrequency,
      max_expansions: d.maxExpansions,
      prefix_length: d.prefixLength,
      minimum_should_match: d.minimumShouldMatch,
      tie_breaker: d.tieBreaker,
    },
  };
}

/**
 * The text part of a product search as the platform's query builder (`storefront-query-builder`)
 * makes it: the fuzzy {@link productTextClause}, or an sku — the parent's or a configurable
 * child's, whole (`match_phrase`) or by its dash-separated parts (`terms` on
 * `configurable_children.sku`).
 */
export function productTextQuery(text: string, config?: ShopConfig): QueryClause {
  return {
    bool: {
      should: [
        productTextClause(text, config),
        {
          bool: {
            should: [
              { terms: { 'configurable_children.sku': text.split('-') } },
              { match_phrase: { sku: { query: text, boost: 1 } } },
              { match_phrase: { 'configurable_children.sku': { query: text, boost: 1 } } },
            ],
          },
        },
      ],
      minimum_should_match: 1,
    },
  };
}

/**
 * Builds the query document of a product search or listing (commerce-core §7, §9).
 *
 * Without text: `{ query: { bool: { filter, must_not } }, sort, from, size }`, sorted by
 * `catalog.defaultSort`. With text: the bool query wrapped in `function_score` (score and boost
 * mode multiply, max_boost 100, min_score 1) with the document-level `min_score` 0.02.
 *
 * @example
 * buildProductQuery({ text: 'akku', filters: { visibility: [3, 4] }, size: 20 })
 */
export function buildProductQuery({
  text,
  filters,
  excludeFilters,
  filterClauses: extraFilters = [],
  sort,
  from,
  size,
  includeFields,
  excludeFields,
  aggregations = [],
  priceTaxFactor = 0,
  scoreFunctions = [],
  config,
}: ProductQueryOptions = {}): QueryDocument {
  const settings = config ?? defaultQueryConfig;
  const bool: BoolQuery = {};
  const filter = [...filterClauses(filters), ...extraFilters];
  const mustNot = filterClauses(excludeFilters);
  const search = text?.trim() ?? '';
  if (search) bool.must = [productTextQuery(search, config)];
  if (filter.length > 0) bool.filter = filter;
  if (mustNot.length > 0) bool.must_not = mustNot;

  const paging = normalizePaging({ from, size, defaultSize: settings.catalog.searchDefaultSize });
  const doc: QueryDocument = { query: { bool }, from: paging.from, size: paging.size };
  if (search) {
    const d = settings.search.queryDefaults;
    doc.query = {
      function_score: {
        query: { bool },
        functions: [...scoreFunctions],
        score_mode: d.scoreMode,
        boost_mode: d.boostMode,
        max_boost: d.maxBoost,
        min_score: d.minScore,
      },
    };
    doc.min_score = settings.search.minScore;
  }
  const order = sortClauses(sort ?? (search ? undefined : settings.catalog.defaultSort));
  if (order.length > 0) doc.sort = order;
  const source = sourceFilter(includeFields, excludeFields);
  if (source) doc._source = source;
  if (aggregations.length > 0)
    doc.aggs = catalogAggregations(aggregations, ['price'], settings.catalog, priceTaxFactor);
  return doc;
}

/** The home-page product lists (accounts-content §3 Home state). */
export type HomeListName =
  | 'new_collection'
  | 'bestsellers'
  | 'new_products'
  | 'featured_products'
  | 'outlet_products';

/** The size of a home list (accounts-content §7, §9): 8 for new collection and bestsellers, else 6. */
export function homeListSize(list: HomeListName, config?: ShopConfig): number {
  const { homeLists } = (config ?? defaultQueryConfig).catalog;
  return list === 'new_collection' || list === 'bestsellers' ? homeLists.largeSize : homeLists.smallSize;
}

/** Options of {@link buildHomeListQuery}. */
export interface HomeListQueryOptions {
  list: HomeListName;
  /** The named categories the list is drawn from (commerce-core §9). */
  categoryIds: ReadonlyArray<number>;
  /** The fields to return (a product list query asks a tile's fields only); all when omitted. */
  includeFields?: ReadonlyArray<string> | undefined;
  /** The shop configuration. @default defaultShopConfig */
  config?: ShopConfig | undefined;
}

/**
 * The query of a home-page list (accounts-content §7, commerce-core §9): products of the named
 * categories with visibility 2,3,4, status 0,1 and stock quantity above 0, sorted created_at desc,
 * size 8 or 6.
 */
export function buildHomeListQuery({
  list,
  categoryIds,
  includeFields,
  config,
}: HomeListQueryOptions): QueryDocument {
  const home = (config ?? defaultQueryConfig).catalog.homeLists;
  return buildProductQuery({
    filters: {
      category_ids: [...categoryIds],
      visibility: [...home.visibility],
      status: [...home.status],
      'stock.qty': { gt: home.minStockQty },
    },
    sort: home.sort,
    size: homeListSize(list, config),
    includeFields,
    config,
  });
}

/** The outlet list, or the promo products when the outlet list is empty (accounts-content §9). */
export function outletOrPromoProducts<T>(outlet: ReadonlyArray<T>, promo: ReadonlyArray<T>): T[] {
  return outlet.length > 0 ? [...outlet] : [...promo];
}
