import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig } from '@kauppa/config';
import { entityTypes as contractEntityTypes } from '@kauppa/contract';
import { buildAggregations } from './aggregations.ts';
import { filterClauses, normalizePaging, sortClauses, sourceFilter } from './clauses.ts';
import { SearchQueryError, searchQueryMessages } from './errors.ts';
import { buildProductQuery } from './product-query.ts';
import type { BoolQuery, EntityType, Filters, QueryDocument } from './types.ts';

/** Options every entity query takes. */
export interface EntityQueryOptions {
  /** Attribute filters (`term` / `terms` / `range`). @default {} */
  filters?: Filters | undefined;
  /** Filters that must not match. @default {} */
  excludeFilters?: Filters | undefined;
  /** `'field:dir'`; defaults per entity type (see {@link entityQueryDefaults}). */
  sort?: string | undefined;
  /** Start; negative becomes 0. @default 0 */
  from?: number | undefined;
  /** Size; ≤ 0 becomes the entity type's default size. */
  size?: number | undefined;
  /** `_source.includes`. @default undefined */
  includeFields?: ReadonlyArray<string> | undefined;
  /** `_source.excludes`. @default undefined */
  excludeFields?: ReadonlyArray<string> | undefined;
  /** The shop configuration. @default defaultShopConfig */
  config?: ShopConfig | undefined;
}

/** The defaults of one entity type: size, sort, fixed filters, and a size cap. */
export interface EntityQueryDefaults {
  size: number;
  sort?: string;
  filters?: Filters;
  maxSize?: number;
}

/**
 * The entity types this package has queries for: those of `@kauppa/contract` (`entityTypes`, the
 * public list; this one stays internal so that one name has one meaning, issue 19.4).
 */
export const entityTypes: ReadonlyArray<EntityType> = contractEntityTypes;

/**
 * The per-type defaults (commerce-core §7, §9; accounts-content §7, §9): product size 50 sorted
 * sort_qty desc; category size 4000, position asc, active only; attribute size 150; taxrule 50;
 * cms_page and cms_block at most 500; cms_faq position asc, size 150; FAQ categories and the CMS
 * hierarchy 150; url_rewrite 50.
 */
export function entityQueryDefaults(
  type: EntityType,
  config: ShopConfig = defaultShopConfig,
): EntityQueryDefaults {
  const c = config.catalog;
  switch (type) {
    case 'product':
      return { size: c.searchDefaultSize, sort: c.defaultSort };
    case 'category':
      return { size: c.categoryFetchSize, sort: c.categorySort, filters: { is_active: true } };
    case 'attribute':
      return { size: c.attributeListSize };
    case 'taxrule':
      return { size: c.searchDefaultSize };
    case 'cms_page':
    case 'cms_block':
      return { size: config.cms.maxBlocksAndPages, maxSize: config.cms.maxBlocksAndPages };
    case 'cms_faq':
    case 'cms_faq_category':
      return { size: config.cms.listSize, sort: 'position:asc' };
    case 'cms_hierarchy':
      return { size: config.cms.listSize };
    case 'url_rewrite':
      return { size: config.cms.urlRewriteFetchSize };
  }
}

/** Is `type` an entity type a query can be built for? */
export function isEntityType(type: string): type is EntityType {
  return (entityTypes as ReadonlyArray<string>).includes(type);
}

/**
 * Builds the query document of any registered entity type with that type's defaults. An unknown
 * type throws "No entity type registered for {type}" (commerce-core §8).
 *
 * @example
 * buildEntityQuery('cms_faq', { filters: { category_id: 3 } }) // sorted position asc, size 150
 */
export function buildEntityQuery(type: string, options: EntityQueryOptions = {}): QueryDocument {
  if (!isEntityType(type)) throw new SearchQueryError(searchQueryMessages.noEntityTypeRegistered, { type });
  const config = options.config ?? defaultShopConfig;
  if (type === 'product') return buildProductQuery({ ...options, config });
  const defaults = entityQueryDefaults(type, config);
  const bool: BoolQuery = {};
  const filter = filterClauses({ ...defaults.filters, ...options.filters });
  const mustNot = filterClauses(options.excludeFilters);
  if (filter.length > 0) bool.filter = filter;
  if (mustNot.length > 0) bool.must_not = mustNot;
  const paging = normalizePaging({ from: options.from, size: options.size, defaultSize: defaults.size });
  const size = defaults.maxSize === undefined ? paging.size : Math.min(paging.size, defaults.maxSize);
  const doc: QueryDocument = { query: { bool }, from: paging.from, size };
  const order = sortClauses(options.sort ?? defaults.sort);
  if (order.length > 0) doc.sort = order;
  const source = sourceFilter(options.includeFields, options.excludeFields);
  if (source) doc._source = source;
  return doc;
}

/**
 * The category ids that may be looked up: ids below `urls.rootCategoryId` are not
 * (commerce-core §5).
 */
export function lookableCategoryIds(
  ids: ReadonlyArray<number>,
  config: ShopConfig = defaultShopConfig,
): number[] {
  return ids.filter((id) => id >= config.urls.rootCategoryId);
}

/** Options of {@link buildCategoryQuery}. */
export interface CategoryQueryOptions extends EntityQueryOptions {
  /** Category ids; ids below the root category id are dropped. */
  ids?: ReadonlyArray<number> | undefined;
  parentId?: number | undefined;
  level?: number | undefined;
  urlKey?: string | undefined;
  urlPath?: string | undefined;
  slug?: string | undefined;
  /** Only active categories (commerce-core §9). @default true */
  onlyActive?: boolean | undefined;
}

/**
 * The category query (commerce-core §9): size 4000, sorted by position ascending, active only.
 * Returns `null` when ids were asked for and none is at or above the root category id
 * (commerce-core §5): nothing is to be looked up.
 *
 * @example
 * buildCategoryQuery({ slug: 'akut-12v' })
 */
export function buildCategoryQuery({
  ids,
  parentId,
  level,
  urlKey,
  urlPath,
  slug,
  onlyActive = true,
  filters,
  ...rest
}: CategoryQueryOptions = {}): QueryDocument | null {
  const config = rest.config ?? defaultShopConfig;
  const all: Record<string, Filters[string]> = {};
  if (ids !== undefined) {
    const lookable = lookableCategoryIds(ids, config);
    if (lookable.length === 0) return null;
    all.id = lookable;
  }
  if (parentId !== undefined) all.parent_id = parentId;
  if (level !== undefined) all.level = level;
  if (urlKey !== undefined) all.url_key = urlKey;
  if (urlPath !== undefined) all.url_path = urlPath;
  if (slug !== undefined) all.slug = slug;
  Object.assign(all, filters);
  const doc = buildEntityQuery('category', { ...rest, filters: all, config });
  if (!onlyActive) {
    const bool = doc.query.bool as BoolQuery;
    bool.filter = (bool.filter ?? []).filter((c) => !('term' in c && 'is_active' in (c.term as object)));
    if (bool.filter.length === 0) delete bool.filter;
  }
  return doc;
}

/** Options of {@link buildAttributeQuery}. */
export interface AttributeQueryOptions extends EntityQueryOptions {
  /** Attribute codes to load. */
  codes?: ReadonlyArray<string> | undefined;
  /** Attribute ids to load. */
  ids?: ReadonlyArray<number> | undefined;
}

/** The attribute query (commerce-core §9): by codes and/or ids, size 150. */
export function buildAttributeQuery({
  codes,
  ids,
  filters,
  ...rest
}: AttributeQueryOptions = {}): QueryDocument {
  const all: Record<string, Filters[string]> = {};
  if (codes !== undefined) all.attribute_code = [...codes];
  if (ids !== undefined) all.attribute_id = [...ids];
  return buildEntityQuery('attribute', { ...rest, filters: { ...all, ...filters } });
}

/** Options of {@link buildCmsQuery}. */
export interface CmsQueryOptions extends EntityQueryOptions {
  type: 'cms_page' | 'cms_block';
  id?: number | ReadonlyArray<number> | undefined;
  identifier?: string | ReadonlyArray<string> | undefined;
  /** The store view's id. */
  storeId?: number | undefined;
}

/**
 * CMS pages and blocks by id or identifier and store id (accounts-content §7), at most 500
 * (commerce-core §9).
 *
 * @example
 * buildCmsQuery({ type: 'cms_page', identifier: 'about-us', storeId: 1 })
 */
export function buildCmsQuery({
  type,
  id,
  identifier,
  storeId,
  filters,
  ...rest
}: CmsQueryOptions): QueryDocument {
  const all: Record<string, Filters[string]> = {};
  if (id !== undefined) all.id = typeof id === 'number' ? id : [...id];
  if (identifier !== undefined)
    all.identifier = typeof identifier === 'string' ? identifier : [...identifier];
  if (storeId !== undefined) all.store_id = storeId;
  return buildEntityQuery(type, { ...rest, filters: { ...all, ...filters } });
}

/** Options of {@link buildUrlRewriteQuery}. */
export interface UrlRewriteQueryOptions extends EntityQueryOptions {
  /** The request path, as stored (`request_path.keyword`). */
  requestPath: string;
}

/** The url rewrites of a request path (accounts-content §7): `request_path.keyword`, size 50. */
export function buildUrlRewriteQuery({
  requestPath,
  filters,
  ...rest
}: UrlRewriteQueryOptions): QueryDocument {
  return buildEntityQuery('url_rewrite', {
    ...rest,
    filters: { 'request_path.keyword': requestPath, ...filters },
  });
}

/** Options of {@link buildCategoryFiltersQuery}. */
export interface CategoryFiltersQueryOptions {
  /** The listing's category ids (with sub-categories). */
  categoryIds: ReadonlyArray<number>;
  /** The attributes offered as filters (the category's `available_filters`). */
  attributes: ReadonlyArray<string>;
  /**
   * The listing's fixed filters (visibility, status…): the option counts are those of the products
   * the listing shows (issue 14.7). @default {}
   */
  filters?: Filters | undefined;
  /** The shop configuration. @default defaultShopConfig */
  config?: ShopConfig | undefined;
  /** The tax rate factor of the price buckets (`buildAggregations`). @default 0 */
  priceTaxFactor?: number | undefined;
}

/**
 * The query that loads a category's filter options (commerce-core §9): products of the category,
 * no documents (`_source.excludes ['*']`), size `catalog.maxFilterQuerySize` (999), with the
 * terms (size 10) and price range aggregations.
 */
export function buildCategoryFiltersQuery({
  categoryIds,
  attributes,
  filters = {},
  config = defaultShopConfig,
  priceTaxFactor = 0,
}: CategoryFiltersQueryOptions): QueryDocument {
  const doc = buildProductQuery({
    filters: { ...filters, category_ids: [...categoryIds] },
    size: config.catalog.maxFilterQuerySize,
    excludeFields: ['*'],
    config,
  });
  doc.aggs = buildAggregations({ attributes, config, priceTaxFactor });
  return doc;
}

/**
 * The entity types the platform indexes on Elasticsearch 7, where each is an index of its own
 * (vue-storefront-api 1.12.5 config/default.json `elasticsearch.indexTypes`, src/lib/elastic.js
 * `adjustIndexName`): no `url_rewrite`, FAQ or CMS-hierarchy index exists there.
 */
export const elasticsearch7IndexTypes: readonly EntityType[] = [
  'product',
  'category',
  'cms_block',
  'cms_page',
  'attribute',
  'taxrule',
];

/**
 * Does the platform's catalogue have `type` (issue 27.8)? Every type on Elasticsearch 5 (one index
 * of types); on 7 (`api.elasticsearchVersion`) only {@link elasticsearch7IndexTypes}: a search of
 * another type answers 500 there, so callers skip it.
 *
 * @example
 * if (platformIndexesType('url_rewrite', config)) rewrites = await search.search({ entityType: 'url_rewrite', query });
 */
export function platformIndexesType(type: EntityType, config: ShopConfig = defaultShopConfig): boolean {
  return config.api.elasticsearchVersion !== 7 || elasticsearch7IndexTypes.includes(type);
}
