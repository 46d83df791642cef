import type { ShopConfig } from '@kauppa/config';
import { filterField, optionsSuffix, priceToIndex } from './aggregations.ts';
import { filterClauses } from './clauses.ts';
import { buildProductQuery } from './product-query.ts';
import { defaultQueryConfig } from './query-config.ts';
import type { CategoryNode, FilterOption, Filters, QueryClause, QueryDocument } from './types.ts';

/** A route query as a router hands it over: values are strings or lists of strings. */
export type RouteQuery = Readonly<Record<string, string | ReadonlyArray<string> | null | undefined>>;

/** The category listing read from a route query (commerce-core §2, §4 category paging). */
export interface CategoryListing {
  /** Selected filter options by attribute (non-system filters, multi-valued). */
  filters: Record<string, FilterOption[]>;
  /** `'field:dir'`; the route's `sort`, else `catalog.defaultSort`. */
  sort: string;
  /** 1-based page. */
  page: number;
  /** Start of the page (`(page - 1) × size`). */
  from: number;
  /** Page size, `catalog.productPageSize` (50). */
  size: number;
  /** Ids of the `category_ids` query (comma-separated), before sub-categories are pulled in. */
  categoryIds: number[];
}

const first = (value: string | ReadonlyArray<string> | null | undefined): string | undefined =>
  value == null ? undefined : typeof value === 'string' ? value : value[0];

const all = (value: string | ReadonlyArray<string> | null | undefined): string[] =>
  value == null ? [] : typeof value === 'string' ? [value] : [...value];

/** Options of {@link readCategoryListing}. */
export interface ReadCategoryListingOptions {
  /** The route query. */
  query: RouteQuery;
  /** The filter options the category offers, by attribute; unknown values are ignored. @default {} */
  availableFilters?: Readonly<Record<string, ReadonlyArray<FilterOption>>> | undefined;
  /** The shop configuration. @default defaultShopConfig */
  config?: ShopConfig | undefined;
}

/**
 * Reads filters, sort, page and category ids from a route query (commerce-core §2): system
 * filters (`catalog.systemFilterNames`: sort, page, category_ids) are single-valued, others
 * multi-valued; the page query is 1-based; `category_ids` is a comma list.
 *
 * @example
 * readCategoryListing({ query: { color: ['49', '50'], page: '2' }, availableFilters })
 */
export function readCategoryListing({
  query,
  availableFilters = {},
  config,
}: ReadCategoryListingOptions): CategoryListing {
  const { catalog } = config ?? defaultQueryConfig;
  const system = catalog.systemFilterNames;
  const filters: Record<string, FilterOption[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (system.includes(key)) continue;
    const options = availableFilters[key];
    if (!options) continue;
    for (const id of all(value)) {
      const option = options.find((o) => o.id === id);
      if (!option) continue;
      const selected = filters[key] ?? [];
      filters[key] = selected;
      if (option.single) selected.splice(0, selected.length, option);
      else if (!selected.some((o) => o.id === id)) selected.push(option);
    }
  }
  const pageNumber = Number.parseInt(first(query.page) ?? '', 10);
  const page = Number.isFinite(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
  const size = catalog.productPageSize;
  const categoryIds = (first(query.category_ids) ?? '')
    .split(',')
    .map((s) => Number.parseInt(s.trim(), 10))
    .filter((n) => Number.isFinite(n));
  return {
    filters,
    sort: first(query.sort) || catalog.defaultSort,
    page,
    from: (page - 1) * size,
    size,
    categoryIds,
  };
}

/**
 * Applies a filter option to a route query (commerce-core §4 category paging): a `single` option
 * or a system filter replaces the selection of its type, other options toggle within it; any
 * filter change resets the page to 1 (the `page` key is dropped).
 */
export function changeFilter({
  query,
  option,
  config,
}: {
  /** The route query now. */
  query: RouteQuery;
  /** The option chosen. */
  option: FilterOption;
  /** `catalog.systemFilterNames`. @default defaultShopConfig */
  config?: ShopConfig | undefined;
}): RouteQuery {
  const next: Record<string, string | ReadonlyArray<string> | null | undefined> = { ...query };
  if (option.single || (config ?? defaultQueryConfig).catalog.systemFilterNames.includes(option.type)) {
    next[option.type] = option.id;
  } else {
    const selected = all(query[option.type]);
    const at = selected.indexOf(option.id);
    if (at >= 0) selected.splice(at, 1);
    else selected.push(option.id);
    if (selected.length > 0) next[option.type] = selected;
    else delete next[option.type];
  }
  delete next.page;
  return next;
}

/**
 * Whether a listing may load more (commerce-core §4): only when start is below total and total is
 * at least the page size.
 */
export function canLoadMore({
  start,
  total,
  perPage,
}: {
  start: number;
  total: number;
  perPage: number;
}): boolean {
  return start < total && total >= perPage;
}

/** The category tree {@link categoryIdsWithChildren} reads the sub-categories from. */
export interface CategoryIdsWithChildrenOptions {
  categories: ReadonlyArray<CategoryNode>;
}

/** The ids with all their sub-categories (depth first, each once), from a category tree. */
export function categoryIdsWithChildren(
  ids: ReadonlyArray<number>,
  { categories }: CategoryIdsWithChildrenOptions,
): number[] {
  const byId = new Map<number, CategoryNode>();
  const index = (nodes: ReadonlyArray<CategoryNode>) => {
    for (const node of nodes) {
      const id = Number(node.id);
      if (!byId.has(id)) byId.set(id, node);
      if (node.children_data) index(node.children_data);
    }
  };
  index(categories);
  const out = new Set<number>();
  const walk = (id: number) => {
    if (out.has(id)) return;
    out.add(id);
    for (const child of byId.get(id)?.children_data ?? []) walk(Number(child.id));
  };
  for (const id of ids) walk(id);
  return [...out];
}

const numeric = /^-?\d+(\.\d+)?$/;
const asValue = (id: string): string | number => (numeric.test(id) ? Number(id) : id);

/** Options of {@link selectedFilterClauses}. */
export interface SelectedFilterClausesOptions {
  /** The shop configuration (`catalog.priceFilterKey`). @default defaultShopConfig */
  config?: ShopConfig | undefined;
  /**
   * The tax rate factor between the index's prices and the shown ones: the chosen (gross) price
   * ranges are searched as net bounds ({@link priceToIndex}). 0 when the index holds the shown
   * prices. @default 0
   */
  priceTaxFactor?: number | undefined;
}

/**
 * The filter clauses of selected options: range options (with from/to) become `range` on the
 * index field of their attribute (`price`: `catalog.priceFilterKey`, bounds converted to the
 * index's basis) — several ranges of one type are alternatives, a `bool.should` —, others a
 * `terms` of their ids (numeric ids as numbers).
 */
export function selectedFilterClauses(
  filters: Readonly<Record<string, ReadonlyArray<FilterOption>>>,
  { config, priceTaxFactor = 0 }: SelectedFilterClausesOptions = {},
): QueryClause[] {
  const { catalog } = config ?? defaultQueryConfig;
  const out: QueryClause[] = [];
  for (const [field, options] of Object.entries(filters)) {
    if (options.length === 0) continue;
    const ranges = options.filter((o) => o.from !== undefined || o.to !== undefined);
    if (ranges.length > 0) {
      const clauses = ranges.map((o) => ({
        range: {
          [filterField(field, catalog)]: {
            ...(o.from === undefined ? {} : { gte: priceToIndex(o.from, priceTaxFactor) }),
            ...(o.to === undefined ? {} : { lt: priceToIndex(o.to, priceTaxFactor) }),
          },
        },
      }));
      out.push(clauses.length === 1 ? clauses[0]! : { bool: { should: clauses, minimum_should_match: 1 } });
    }
    const terms = options.filter((o) => o.from === undefined && o.to === undefined).map((o) => asValue(o.id));
    // A simple product has the value itself; a configurable one through a child (`{field}_options`
    // on a product of type configurable), as the platform's query builder's catalog filter reads.
    if (terms.length > 0)
      out.push({
        bool: {
          should: [
            { terms: { [filterField(field)]: terms } },
            {
              bool: {
                filter: [
                  { terms: { [field + optionsSuffix]: terms } },
                  { match: { type_id: 'configurable' } },
                ],
              },
            },
          ],
          minimum_should_match: 1,
        },
      });
  }
  return out;
}

/** Options of {@link categoryBaseFilters}. */
export interface CategoryBaseFiltersOptions {
  /** The shop configuration (`catalog.homeLists.visibility`/`status`, `catalog.listOutOfStockProducts`). @default defaultShopConfig */
  config?: ShopConfig | undefined;
}

/**
 * The base filters of a category's products (commerce-core §4 category paging, §5; the platform's
 * `baseFilterProductsQuery`): visible (visibility 2, 3, 4) and enabled (status 0, 1) products, and
 * only those in stock (`stock.is_in_stock`) when out-of-stock listing is off.
 *
 * @example
 * categoryBaseFilters({ config }); // { visibility: [2, 3, 4], status: [0, 1] }
 */
export function categoryBaseFilters({ config }: CategoryBaseFiltersOptions = {}): Filters {
  const { catalog } = config ?? defaultQueryConfig;
  return {
    visibility: [...catalog.homeLists.visibility],
    status: [...catalog.homeLists.status],
    ...(catalog.listOutOfStockProducts ? {} : { 'stock.is_in_stock': true }),
  };
}

/** Options of {@link categoryFilterClauses}. */
export interface CategoryFilterClausesOptions {
  /** The category ids to list, sub-categories included ({@link categoryIdsWithChildren}). */
  categoryIds: ReadonlyArray<number>;
  /** The shopper's chosen filter options by attribute (`CategoryListing.filters`). @default {} */
  chosen?: Readonly<Record<string, ReadonlyArray<FilterOption>>> | undefined;
  /** The shop configuration. @default defaultShopConfig */
  config?: ShopConfig | undefined;
  /** See {@link SelectedFilterClausesOptions.priceTaxFactor}. @default 0 */
  priceTaxFactor?: number | undefined;
}

/**
 * The filter list of a category's product query, from the chosen filters and the category base
 * filters (the platform's `buildFilterProductsQuery`): the category ids, then the base filters
 * ({@link categoryBaseFilters}), then the chosen options ({@link selectedFilterClauses}).
 *
 * @example
 * const filter = categoryFilterClauses({ categoryIds: [12, 13], chosen: listing.filters, config });
 */
export function categoryFilterClauses({
  categoryIds,
  chosen = {},
  config,
  priceTaxFactor,
}: CategoryFilterClausesOptions): QueryClause[] {
  return [
    ...filterClauses({ category_ids: [...categoryIds], ...categoryBaseFilters({ config }) }),
    ...selectedFilterClauses(chosen, { config, priceTaxFactor }),
  ];
}

/** Options of {@link buildCategoryListingQuery}. */
export interface CategoryListingQueryOptions {
  listing: CategoryListing;
  /** The category ids to list, sub-categories included. */
  categoryIds: ReadonlyArray<number>;
  /**
   * More fixed filters, over the category base filters ({@link categoryBaseFilters}: visibility,
   * status, stock), which the query always has, so every way of browsing a category counts alike
   * (issue 30.9). @default {}
   */
  filters?: Filters | undefined;
  /** Attributes to aggregate. @default [] */
  aggregations?: ReadonlyArray<string> | undefined;
  /** The shop configuration. @default defaultShopConfig */
  config?: ShopConfig | undefined;
  /** See {@link SelectedFilterClausesOptions.priceTaxFactor}: chosen price ranges and price buckets. @default 0 */
  priceTaxFactor?: number | undefined;
}

/**
 * The product query of a category listing page: the category ids, the category base filters,
 * `filters`, then the chosen options (the filter list of {@link categoryFilterClauses}).
 */
export function buildCategoryListingQuery({
  listing,
  categoryIds,
  filters = {},
  aggregations = [],
  config,
  priceTaxFactor,
}: CategoryListingQueryOptions): QueryDocument {
  return buildProductQuery({
    filters: { category_ids: [...categoryIds], ...categoryBaseFilters({ config }), ...filters },
    filterClauses: selectedFilterClauses(listing.filters, { config, priceTaxFactor }),
    sort: listing.sort,
    from: listing.from,
    size: listing.size,
    aggregations,
    config,
    priceTaxFactor,
  });
}
