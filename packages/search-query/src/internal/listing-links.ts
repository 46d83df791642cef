import type { ShopConfig } from '@kauppa/config';
import { filterOptionsFromAggregations, priceFilterOptions } from './aggregations.ts';
import { changeFilter, type RouteQuery } from './listing.ts';
import type { AggregationBucket, FilterOption } from './types.ts';

/*
 * The category listing's filter groups and links (commerce-core §2, §4 category paging, §9): the
 * route query is the URL's search params, read by `readCategoryListing`; every link is a plain
 * `?…` link, so a page works without JavaScript.
 */

/** The route query of a URL: every key with all its values. */
export function routeQueryOf(search: URLSearchParams): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const name of new Set(search.keys())) query[name] = search.getAll(name);
  return query;
}

/** The search part of a route query (`''` when empty); keys keep their order, values repeat. */
export function searchOf(query: RouteQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value == null) continue;
    for (const v of typeof value === 'string' ? [value] : value) params.append(key, v);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The attributes a category offers as filters: its comma-separated `available_filters`. */
export function filterAttributes(availableFilters: string | null | undefined): string[] {
  return (availableFilters ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code, i, all) => code !== '' && all.indexOf(code) === i);
}

/** The attributes aggregated as price ranges (commerce-core §9). */
export const rangeAttributes: readonly string[] = ['price'];

/**
 * The filter options a route query may select before the aggregations are known: the configured
 * price ranges, and for other attributes the values the query names. `readCategoryListing`
 * ignores any other query key, so unknown attributes never reach the search query.
 */
export function queryFilterOptions(
  attributes: readonly string[],
  query: RouteQuery,
  config: ShopConfig,
): Record<string, FilterOption[]> {
  const out: Record<string, FilterOption[]> = {};
  for (const field of attributes) {
    if (rangeAttributes.includes(field)) {
      out[field] = priceFilterOptions({ config, field });
      continue;
    }
    const value = query[field];
    const values = value == null ? [] : typeof value === 'string' ? [value] : [...value];
    out[field] = values.map((id) => ({ id, label: id, type: field }));
  }
  return out;
}

/** One filter group of the category page: an attribute and its options. */
export interface FilterGroup {
  attribute: string;
  /** The attribute's label (`frontend_label`), else its code. */
  label: string;
  /** One option at a time (price ranges), else several. */
  single: boolean;
  options: Array<FilterOption & { selected: boolean; count?: number | undefined }>;
}

/**
 * The filter groups of a category page, from the aggregations of its filter query (terms buckets
 * become options labelled from the attribute options; range buckets the price ranges), in the
 * category's order; options the query selected are marked. Groups without options are left out.
 */
export function filterGroups({
  attributes,
  aggregations,
  attributeLabels = {},
  optionLabels = {},
  selected,
  config,
  priceTaxFactor,
}: {
  attributes: readonly string[];
  aggregations: Readonly<Record<string, { buckets: ReadonlyArray<AggregationBucket> }>>;
  attributeLabels?: Readonly<Record<string, string>>;
  optionLabels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  selected: Readonly<Record<string, ReadonlyArray<FilterOption>>>;
  config: ShopConfig;
  /** The factor the price buckets were asked with (`buildAggregations`). @default 0 */
  priceTaxFactor?: number | undefined;
}): FilterGroup[] {
  const options = filterOptionsFromAggregations({ aggregations, optionLabels, config, priceTaxFactor });
  const groups: FilterGroup[] = [];
  for (const attribute of attributes) {
    const found = options[attribute];
    if (!found || found.length === 0) continue;
    const chosen = new Set((selected[attribute] ?? []).map((o) => o.id));
    const buckets = aggregationBuckets(aggregations, attribute);
    groups.push({
      attribute,
      label: attributeLabels[attribute] ?? attribute,
      single: found.some((o) => o.single),
      options: found
        .map((option) => ({
          ...option,
          selected: chosen.has(option.id),
          count: buckets.get(option.id),
        }))
        .filter((option) => option.selected || option.count === undefined || option.count > 0),
    });
  }
  return groups.filter((group) => group.options.length > 0);
}

function aggregationBuckets(
  aggregations: Readonly<Record<string, { buckets: ReadonlyArray<AggregationBucket> }>>,
  attribute: string,
): Map<string, number> {
  const out = new Map<string, number>();
  const agg = aggregations[`agg_terms_${attribute}`] ?? aggregations[`agg_range_${attribute}`];
  for (const bucket of agg?.buckets ?? []) {
    if (typeof bucket.doc_count === 'number') out.set(String(bucket.key), bucket.doc_count);
  }
  return out;
}

/** The link that toggles (or, for single options, selects) a filter option; the page resets to 1. */
export function filterHref(query: RouteQuery, option: FilterOption, config: ShopConfig): string {
  return searchOf(changeFilter({ query, option, config })) || '?';
}

/** The link without any filter: only `sort` and `category_ids` stay. */
export function clearFiltersHref(query: RouteQuery): string {
  const kept: Record<string, string | ReadonlyArray<string> | null | undefined> = {};
  for (const key of ['sort', 'category_ids']) if (query[key] != null) kept[key] = query[key];
  return searchOf(kept) || '?';
}

/** The link of a page of the listing (page 1 drops the `page` key). */
export function pageHref(query: RouteQuery, page: number): string {
  const { page: _page, ...rest } = query;
  return searchOf(page > 1 ? { ...rest, page: String(page) } : rest) || '?';
}

/**
 * The page numbers shown around the current page (commerce-core §9: `catalog.paginationPages`,
 * 3 by default), kept inside 1..pages.
 */
export function pageNumbers(page: number, pages: number, count: number): number[] {
  if (pages < 1 || count < 1) return [];
  const start = Math.max(1, Math.min(page - Math.floor(count / 2), pages - count + 1));
  const end = Math.min(pages, start + count - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** Whether any non-system filter is selected. */
export function hasFilters(selected: Readonly<Record<string, ReadonlyArray<FilterOption>>>): boolean {
  return Object.values(selected).some((options) => options.length > 0);
}
