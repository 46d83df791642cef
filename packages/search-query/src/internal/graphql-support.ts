import type { ShopConfig } from '@kauppa/config';
import { sortClauses } from './clauses.ts';
import { SearchQueryError, searchQueryMessages } from './errors.ts';

/**
 * What the platform's GraphQL, as shipped, can serve (vue-storefront-api 1.12.5
 * `src/graphql/elasticsearch/**`), on Elasticsearch 5 and 7 (issue 27.9).
 *
 * The input types are transcribed from the shipped `schema.graphqls` files (catalog, category, cms,
 * taxrule, attribute): graphql-js refuses a variable with a field its input type does not declare
 * (400, no data), so a query on another field cannot be sent at all.
 *
 * The resolver defects of the platform itself:
 * - `catalog/resolver.js` reads `response.aggregations = esResponse.aggregations`, while the
 *   platform's search client (`src/lib/elastic.js` `getClient`: `@elastic/elasticsearch` ^7.3) answers
 *   `{ body, statusCode, … }` on Elasticsearch 5 and 7 alike: `aggregations` is always null.
 * - the same resolver answers `total_count = esResponse.body.hits.total`: an integer on
 *   Elasticsearch 5, `{ value, relation }` on 7, which the `Int` type refuses ("Int cannot represent
 *   non-integer value"): every `products` answer on 7 carries an error and no total.
 * - `cms/resolver.js` searches the entity type `cms` (`adjustQuery(…, 'cms', config)`), which is
 *   not indexed: on 5 the type `cms` of the catalogue index (no documents: always empty), on 7 the
 *   index `{index}_cms` (index_not_found_exception).
 * - no query serves url rewrites or the FAQ types, and no resolver reads a user group.
 */

/** The shipped `ProductSortInput` (catalog/schema.graphqls). */
export const shippedProductSortFields: ReadonlySet<string> = new Set([
  'name',
  'sku',
  'description',
  'short_description',
  'price',
  'final_price',
  'special_price',
  'special_from_date',
  'special_to_date',
  'weight',
  'manufacturer',
  'meta_title',
  'meta_keyword',
  'meta_description',
  'image',
  'small_image',
  'thumbnail',
  'tier_price',
  'news_from_date',
  'news_to_date',
  'custom_layout_update',
  'options_container',
  'required_options',
  'has_options',
  'image_label',
  'small_image_label',
  'thumbnail_label',
  'created_at',
  'updated_at',
  'country_of_manufacture',
  'custom_layout',
  'gift_message_available',
]);

/** What a shop does through its search adapter, as the support matrix names it. */
export type GraphqlFeature =
  | 'categories'
  | 'categoryBySlug'
  | 'product'
  | 'listing'
  | 'search'
  | 'filters'
  | 'sorts'
  | 'attributes'
  | 'taxrules'
  | 'cms'
  | 'urlDispatch'
  | 'priceTiers';

/** The Elasticsearch major versions the platform runs on. */
export type ElasticsearchVersion = 5 | 7;

/** One row of the support matrix. */
export interface GraphqlSupport {
  /** What the feature is. */
  readonly what: string;
  /** Served by the platform's GraphQL on Elasticsearch 5 / 7. */
  readonly 5: boolean;
  readonly 7: boolean;
  /** Why not, where not (the platform source). */
  readonly reason: string;
}

/**
 * The support matrix of the `graphql` search adapter on the shipped platform (vue-storefront-api
 * 1.12.5): per feature, whether its GraphQL serves it on Elasticsearch 5 and 7. Every feature it
 * does not serve can be served by the catalogue search (`api.graphqlFallback`).
 */
export const graphqlSupportMatrix: Readonly<Record<GraphqlFeature, GraphqlSupport>> = {
  categories: {
    what: 'the category tree and categories by id, level or url_path',
    5: true,
    7: true,
    reason: '',
  },
  categoryBySlug: {
    what: 'a category by its slug (the /c/{slug} links, urls.dispatch off)',
    5: false,
    7: false,
    reason: 'the shipped CategoryFilterInput declares no slug',
  },
  product: {
    what: 'a product by sku, url_path or a child sku',
    5: true,
    7: false,
    reason:
      'on Elasticsearch 7 the products resolver answers hits.total ({ value, relation }) as total_count: Int, an error',
  },
  listing: {
    what: 'a category listing with its total and pages',
    5: true,
    7: false,
    reason: 'on Elasticsearch 7 the products resolver answers no total_count (hits.total is an object)',
  },
  search: {
    what: 'the text search with its total',
    5: true,
    7: false,
    reason: 'on Elasticsearch 7 the products resolver answers no total_count (hits.total is an object)',
  },
  filters: {
    what: "the filter options (aggregations) and filters on fields beyond the shipped ProductFilterInput (id, type_id, url_key, stock.qty, the shop's own attributes)",
    5: false,
    7: false,
    reason:
      "the products resolver reads esResponse.aggregations, absent from the answer of the platform's @elastic/elasticsearch client (always null), and ProductFilterInput declares no other fields",
  },
  sorts: {
    what: 'the configured sorts (catalog.defaultSort, catalog.sortOptions) on fields beyond the shipped ProductSortInput, or on several fields',
    5: false,
    7: false,
    reason:
      'the shipped ProductSortInput declares no such field (sort_qty, stock.qty, position, …), and on Elasticsearch 7 no products query has a total',
  },
  attributes: { what: 'the attribute metadata', 5: true, 7: true, reason: '' },
  taxrules: { what: 'the tax rules', 5: true, 7: true, reason: '' },
  cms: {
    what: 'CMS pages, blocks, hierarchy and FAQ',
    5: false,
    7: false,
    reason:
      "the cms resolver searches an entity type 'cms' the platform does not index (empty on Elasticsearch 5, index_not_found_exception on 7)",
  },
  urlDispatch: {
    what: 'the url dispatcher (url rewrites)',
    5: false,
    7: false,
    reason: 'the schema has no query for url_rewrite',
  },
  priceTiers: {
    what: "price tiers (the shopper's user group)",
    5: false,
    7: false,
    reason: 'no GraphQL resolver reads a user group',
  },
};

/** The features of the support matrix. */
export const graphqlFeatures = Object.keys(graphqlSupportMatrix) as GraphqlFeature[];

/**
 * The configuration asks the `graphql` search adapter for a feature the platform's GraphQL cannot
 * serve on its Elasticsearch version, and does not send it to the catalogue search
 * (`api.graphqlFallback`). Raised at start-up ({@link checkGraphqlSupport}), or by a search that
 * needs such a feature.
 */
export class GraphqlUnsupportedError extends SearchQueryError {
  readonly feature: string;
  readonly elasticsearchVersion: ElasticsearchVersion;
  /** Every feature of the configuration that cannot be served (the first is in the message). */
  readonly unserved: readonly GraphqlFeature[];
  constructor(
    feature: GraphqlFeature,
    version: ElasticsearchVersion,
    unserved: readonly GraphqlFeature[] = [feature],
  ) {
    const row = graphqlSupportMatrix[feature];
    super(searchQueryMessages.graphqlUnsupported, { feature, what: row.what, version, reason: row.reason });
    this.feature = feature;
    this.elasticsearchVersion = version;
    this.unserved = unserved;
  }
}

/** Whether the platform's GraphQL serves `feature` on `version`. */
export const graphqlServes = (feature: GraphqlFeature, version: ElasticsearchVersion): boolean =>
  graphqlSupportMatrix[feature][version];

/** The features a shop of this configuration uses through its search adapter. */
export function configuredFeatures(config: ShopConfig): GraphqlFeature[] {
  const features: GraphqlFeature[] = [
    'categories',
    'product',
    'listing',
    'search',
    'filters',
    'attributes',
    'taxrules',
    'cms',
  ];
  const sorts = [config.catalog.defaultSort, ...config.catalog.sortOptions.map((o) => o.value)];
  const servableSort = (sort: string) => {
    const clauses = sortClauses(sort);
    return (
      clauses.length <= 1 &&
      clauses.every((c) => Object.keys(c).every((f) => shippedProductSortFields.has(f)))
    );
  };
  if (config.api.elasticsearchVersion === 7 || !sorts.every(servableSort)) features.push('sorts');
  features.push(config.urls.dispatch ? 'urlDispatch' : 'categoryBySlug');
  if (config.catalog.usePriceTiers) features.push('priceTiers');
  return features;
}

/**
 * The start-up check of `api.searchAdapter: 'graphql'` (issue 27.9): every feature the
 * configuration uses is served by the platform's GraphQL on `api.elasticsearchVersion`, or named
 * in `api.graphqlFallback` (then served by the catalogue search). Throws a
 * {@link GraphqlUnsupportedError} naming the first feature that is neither, and the combination.
 * Does nothing for the `api` adapter.
 */
export function checkGraphqlSupport(config: ShopConfig): void {
  if (config.api.searchAdapter !== 'graphql') return;
  const unserved = unservedFeatures(config);
  if (unserved.length > 0)
    throw new GraphqlUnsupportedError(unserved[0]!, config.api.elasticsearchVersion, unserved);
}

/**
 * The features the configuration uses that the platform's GraphQL cannot serve on its
 * Elasticsearch version and `api.graphqlFallback` does not name. Throws on an unknown name there.
 */
export function unservedFeatures(config: ShopConfig): GraphqlFeature[] {
  const version = config.api.elasticsearchVersion;
  for (const name of config.api.graphqlFallback) {
    if (!(graphqlFeatures as string[]).includes(name))
      throw new SearchQueryError(searchQueryMessages.graphqlUnknownFeature, { feature: name });
  }
  const fallback = new Set(config.api.graphqlFallback);
  return configuredFeatures(config).filter(
    (feature) => !graphqlServes(feature, version) && !fallback.has(feature),
  );
}
