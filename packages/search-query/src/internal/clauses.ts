import type { ShopConfig } from '@kauppa/config';
import type { Filters, FilterValue, QueryClause, RangeCondition, SortClause, SourceFilter } from './types.ts';

const rangeKeys = ['gt', 'gte', 'lt', 'lte'] as const;

/**
 * Fields the platform's index maps as analysed text with a `.keyword` sub-field (the client's
 * `filterFieldMapping` of vue-storefront 1.12: `category.name` → `category.name.keyword`): an
 * exact match goes to the sub-field. Fields mapped as `keyword` (sku, url_path, url_key, slug,
 * identifier) are matched as they are.
 */
export const keywordFields: Readonly<Record<string, string>> = { 'category.name': 'category.name.keyword' };

/** The field an exact (`term`/`terms`) match is made on (see {@link keywordFields}). */
export const exactField = (field: string): string => keywordFields[field] ?? field;

function isRange(value: FilterValue): value is RangeCondition {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The clause of one attribute filter, as the platform's query builder (`storefront-query-builder`)
 * emits it: scalar → `term`, list → `terms`, range → `range`, `null` → `exists` (its `eq: null`).
 * A field the platform indexes as text is matched exactly on its `.keyword` sub-field
 * ({@link exactField}).
 */
export function filterClause(field: string, value: FilterValue): QueryClause {
  if (value === null) return { exists: { field } };
  field = exactField(field);
  if (Array.isArray(value)) return { terms: { [field]: [...value] } };
  if (isRange(value)) {
    const range: RangeCondition = {};
    for (const key of rangeKeys) if (value[key] !== undefined) range[key] = value[key];
    return { range: { [field]: range } };
  }
  return { term: { [field]: value } };
}

/** The clauses of a filter map, in key order. `undefined` values are skipped. */
export function filterClauses(filters: Filters | undefined): QueryClause[] {
  if (!filters) return [];
  const out: QueryClause[] = [];
  for (const [field, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    out.push(filterClause(field, value));
  }
  return out;
}

/**
 * Turns `'field:dir'` (or several, comma-separated) into sort clauses. A missing direction is `asc`.
 *
 * @example
 * sortClauses('updated_at:desc') // [{ updated_at: { order: 'desc' } }]
 */
export function sortClauses(sort: string | undefined): SortClause[] {
  if (!sort) return [];
  const out: SortClause[] = [];
  for (const part of sort.split(',')) {
    const [field, dir] = part.trim().split(':');
    if (!field) continue;
    out.push({ [field]: { order: dir?.toLowerCase() === 'desc' ? 'desc' : 'asc' } });
  }
  return out;
}

/** Paging after the rules of commerce-core §5: size ≤ 0 becomes the default size, a negative start 0. */
export interface Paging {
  from: number;
  size: number;
}

/**
 * Normalises paging (commerce-core §5): a size of zero or less (or none) becomes
 * `catalog.searchDefaultSize` (50), a negative or missing start becomes 0.
 */
export function normalizePaging({
  from,
  size,
  defaultSize,
}: {
  from?: number | undefined;
  size?: number | undefined;
  defaultSize: number;
}): Paging {
  const s = size === undefined || !Number.isFinite(size) || size <= 0 ? defaultSize : Math.floor(size);
  const f = from === undefined || !Number.isFinite(from) || from < 0 ? 0 : Math.floor(from);
  return { from: f, size: s };
}

/** `_source` from include/exclude lists, or `undefined` when both are empty. */
export function sourceFilter(
  includeFields: ReadonlyArray<string> | undefined,
  excludeFields: ReadonlyArray<string> | undefined,
): SourceFilter | undefined {
  const source: SourceFilter = {};
  if (includeFields && includeFields.length > 0) source.includes = [...includeFields];
  if (excludeFields && excludeFields.length > 0) source.excludes = [...excludeFields];
  return source.includes || source.excludes ? source : undefined;
}

/** The configured sort options (commerce-core §9): Latest, price and quantity up and down. */
export function sortOptions(config: ShopConfig): ReadonlyArray<{ label: string; value: string }> {
  return config.catalog.sortOptions;
}
