/**
 * Minimal structural types of the search-engine DSL and of the entities this package reads (any
 * contract `Product`, `Category`, … is assignable to them). The search answer's shapes are the
 * ones of `@kauppa/contract`.
 */
import type { AggregationBucket, EntityType, SearchHit, SearchResponse } from '@kauppa/contract';

/** One clause of the query DSL (`{ term: { sku: 'x' } }`, `{ range: { price: { gte: 0 } } }`, …). */
export type QueryClause = Record<string, unknown>;

/** A `bool` query. */
export interface BoolQuery {
  must?: QueryClause[];
  should?: QueryClause[];
  filter?: QueryClause[];
  must_not?: QueryClause[];
  minimum_should_match?: number | string;
}

/** One sort entry: `{ field: { order } }`. */
export type SortClause = Record<string, { order: 'asc' | 'desc' }>;

/** `_source` include / exclude lists. */
export interface SourceFilter {
  includes?: string[];
  excludes?: string[];
}

/** A terms or range aggregation request. */
export type AggregationRequest =
  | { terms: { field: string; size: number } }
  | { range: { field: string; ranges: Array<{ from?: number; to?: number; key: string }> } };

/**
 * A complete search-engine query document, sent as the body of
 * `POST catalog/{index}/{entityType}/_search`.
 */
export interface QueryDocument {
  query: QueryClause;
  sort?: SortClause[];
  from: number;
  size: number;
  _source?: SourceFilter;
  aggs?: Record<string, AggregationRequest>;
  min_score?: number;
}

/** Scalar values a filter compares with. */
export type FilterScalar = string | number | boolean;

/** A range condition (`{ gte: 0, lt: 50 }`). */
export interface RangeCondition {
  gt?: number;
  gte?: number;
  lt?: number;
  lte?: number;
}

/**
 * The value of one attribute filter: a scalar becomes `term`, a list becomes `terms`, a range
 * condition becomes `range`, and `null` becomes `exists` (the platform's query builder's null match).
 */
export type FilterValue = FilterScalar | ReadonlyArray<FilterScalar> | RangeCondition | null;

/** Attribute filters keyed by field name. */
export type Filters = Readonly<Record<string, FilterValue>>;

/** A filter option of a listing (commerce-core §3 "Filter option": id, label, type, single, from, to). */
export interface FilterOption {
  id: string;
  label: string;
  /** The attribute the option filters on (`color`, `price`, `sort`). */
  type: string;
  /** A single option replaces the selection of its type instead of adding to it. */
  single?: boolean;
  from?: number;
  to?: number;
}

/**
 * The entity types a search query addresses, one hit, an aggregation bucket and a search answer:
 * the wire shapes of `@kauppa/contract`, re-exported (issue 30.8: one name, one meaning).
 */
export type { AggregationBucket, EntityType, SearchHit, SearchResponse };

/** A category as far as listings need it. */
export interface CategoryNode {
  id: number | string;
  children_data?: ReadonlyArray<CategoryNode> | null;
  [key: string]: unknown;
}
