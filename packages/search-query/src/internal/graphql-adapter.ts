import { defaultShopConfig, type ShopConfig } from '@kauppa/config';
import { apiErrorMessages } from '@kauppa/ports';
import type { GraphqlSearchAdapterOptions, SearchAdapter, SearchRequest } from './adapter.ts';
import { createApiSearchAdapter } from './api-adapter.ts';
import { isEntityType } from './entity-queries.ts';
import { SearchQueryError, searchQueryMessages } from './errors.ts';
import {
  shippedAttributeInputFields,
  shippedCategoryFilterFields,
  shippedCategorySortFields,
  shippedProductFilterFields,
  shippedTaxRuleInputFields,
} from './graphql-input-fields.ts';
import { type GraphqlSearch, toGraphqlSearch } from './graphql-query.ts';
import {
  type GraphqlFeature,
  GraphqlUnsupportedError,
  graphqlServes,
  shippedProductSortFields,
  unservedFeatures,
} from './graphql-support.ts';
import { parseSearchResponse, type SearchResult } from './results.ts';
import type { SearchHit } from './types.ts';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The `graphql` search adapter (accounts-content §7): the query document is translated into the
 * platform's GraphQL query of its entity type (`products`, `categories`, `customAttributeMetadata`,
 * `taxrule`; vue-storefront-api 1.12
 * `src/graphql/elasticsearch/`) and posted as `{ query, variables }` to `api.graphqlPath`
 * (`/graphql` beside `/api`), or to `{graphqlPath}/{storeCode}/` when multistore is on: the
 * platform takes the catalogue index from that store code. The answer reads into the same
 * {@link SearchResult} as the `api` adapter's. A query the GraphQL arguments cannot carry raises
 * a {@link SearchQueryError}; GraphQL errors raise "The GraphQL search failed: {message}".
 *
 * Only what the shipped platform's GraphQL serves on `api.elasticsearchVersion` goes to it (the
 * support matrix, {@link graphqlSupportMatrix}); a search of another feature goes to the catalogue
 * search of `index` when `api.graphqlFallback` names the feature, else raises a
 * {@link GraphqlUnsupportedError}. Creating the adapter raises that error at once when the
 * configuration uses a feature that is neither served nor named (issue 27.9).
 */
export function createGraphqlSearchAdapter({
  http,
  index,
  config = defaultShopConfig,
  storeCode,
}: GraphqlSearchAdapterOptions): SearchAdapter {
  const base = config.api.graphqlPath.replace(/\/+$/, '');
  const version = config.api.elasticsearchVersion;
  // Start-up: the configuration uses no feature the platform's GraphQL cannot serve and the
  // catalogue search does not take over (issue 27.9).
  const unserved = unservedFeatures(config);
  if (unserved.length > 0) throw new GraphqlUnsupportedError(unserved[0]!, version, unserved);
  const fallback = new Set<string>(config.api.graphqlFallback);
  // What the platform's GraphQL does not serve goes to its catalogue search (given the index).
  const catalogue = index ? createApiSearchAdapter({ http, index, config, storeCode }) : undefined;
  return {
    kind: 'graphql',
    async search<T>(request: SearchRequest<T>): Promise<SearchResult<T>> {
      const { entityType, query } = request;
      if (!isEntityType(entityType)) {
        throw new SearchQueryError(searchQueryMessages.noEntityTypeRegistered, { type: entityType });
      }
      const [feature, search] = route(entityType, request, config);
      if (feature !== undefined) {
        if (!fallback.has(feature)) throw new GraphqlUnsupportedError(feature, version);
        if (!catalogue) throw new SearchQueryError(searchQueryMessages.graphqlNoQuery, { type: entityType });
        return catalogue.search(request);
      }
      if (!search) throw new SearchQueryError(searchQueryMessages.graphqlNoQuery, { type: entityType });
      const response = await http.request({
        method: 'POST',
        path: storeCode ? `${base}/${encodeURIComponent(storeCode)}/` : base,
        body: { query: search.entity.document, variables: search.variables },
        bareAnswer: true,
        ...(request.timeoutMs === undefined ? {} : { timeoutMs: request.timeoutMs }),
        ...(request.signal === undefined ? {} : { signal: request.signal }),
      });
      const body = response.result;
      if (isObject(body) && Array.isArray(body.errors) && body.errors.length > 0) {
        const message = body.errors
          .map((e) => (isObject(e) && typeof e.message === 'string' ? e.message : String(e)))
          .join('; ');
        throw new SearchQueryError(searchQueryMessages.graphqlFailed, { message });
      }
      if (response.status !== 200 || Number(response.code) !== 200) {
        throw new SearchQueryError(searchQueryMessages.searchFailed, { code: String(response.code) });
      }
      const data = isObject(body) && isObject(body.data) ? body.data[search.entity.field] : undefined;
      if (!isObject(data)) throw new SearchQueryError(apiErrorMessages['wrong-format']);

      let hits: Array<SearchHit<unknown>>;
      let total: unknown;
      if (search.entity.answer === 'products') {
        // products { items, total_count }: each item is a `_source` with the hit's `_score` added.
        if (!Array.isArray(data.items)) throw new SearchQueryError(apiErrorMessages['wrong-format']);
        hits = data.items.map((item: unknown) => {
          const { _score, ...source } = isObject(item) ? item : {};
          return {
            _id: String(source.id ?? ''),
            _score: (_score as number | undefined) ?? null,
            _source: source,
          };
        });
        total = data.total_count;
      } else {
        const es = data.hits;
        if (!isObject(es) || !Array.isArray(es.hits))
          throw new SearchQueryError(apiErrorMessages['wrong-format']);
        hits = es.hits as Array<SearchHit<unknown>>;
        total = es.total;
      }
      if (search.slice) {
        // The platform answers at most its fixed page: past it only when the answer is complete.
        const { from, size, page } = search.slice;
        const count = isObject(total) ? Number(total.value) : Number(total);
        const complete = count <= page;
        if (from + size > page && !complete) {
          throw new SearchQueryError(searchQueryMessages.graphqlCannotExpress, {
            what: `more than the platform's ${page} results`,
            type: entityType,
          });
        }
        hits = hits.slice(from, from + size);
      }
      const aggregations: Record<string, unknown> = {};
      if (isObject(data.aggregations)) {
        for (const name of search.aggregationNames) {
          if (name in data.aggregations) aggregations[name] = data.aggregations[name];
        }
      }
      return parseSearchResponse<T>(
        { hits: { total, hits }, aggregations },
        { start: query.from, perPage: query.size, parse: request.parse },
      );
    },
  };
}

/** Whether every segment of a dotted filter path is a field of the shipped `ProductFilterInput`. */
function productFilterPath(path: string): boolean {
  const parts = path.split('.');
  for (const [i, part] of parts.entries()) {
    if (!shippedProductFilterFields.has(part)) return false;
    // `category` is JSON: anything goes below it.
    if (part === 'category') return true;
    // `configurable_children`, `stock` and `or` are ProductFilterInput again; others FilterTypeInput.
    const nested = part === 'configurable_children' || part === 'stock' || part === 'or';
    if (!nested) return i === parts.length - 1;
  }
  return false;
}

/**
 * Where a search goes (issue 27.9): `[feature]` when it needs a feature the platform's GraphQL
 * does not serve on the configured Elasticsearch version (the support matrix), else
 * `[undefined, search]` with its GraphQL translation. A filter or sort on a field the shipped input
 * types do not declare could not even be sent (graphql-js refuses it with 400).
 */
function route(
  entityType: string,
  request: SearchRequest<unknown>,
  config: ShopConfig,
): [GraphqlFeature, undefined] | [undefined, GraphqlSearch] {
  const version = config.api.elasticsearchVersion;
  const needs = (feature: GraphqlFeature) => !graphqlServes(feature, version);
  const { query } = request;
  if (entityType === 'url_rewrite') return ['urlDispatch', undefined];
  if (entityType.startsWith('cms_')) return ['cms', undefined];
  if (config.catalog.usePriceTiers && (request.groupToken !== undefined || request.groupId !== undefined))
    // The platform's GraphQL resolvers read no user group (commerce-core §6 price tiers).
    return ['priceTiers', undefined];
  if (entityType === 'product' && version === 7) {
    // The products resolver answers no total on Elasticsearch 7: no products query is served.
    const text = JSON.stringify(query.query ?? {});
    const feature: GraphqlFeature = text.includes('"multi_match"')
      ? 'search'
      : text.includes('"category_ids"')
        ? 'listing'
        : 'product';
    if (needs(feature)) return [feature, undefined];
  }
  const search = toGraphqlSearch(entityType, query, config);
  const refuse = (what: string): never => {
    throw new SearchQueryError(searchQueryMessages.graphqlCannotExpress, { what, type: entityType });
  };
  switch (entityType) {
    case 'product':
      if (search.aggregationNames.length > 0 && needs('filters')) return ['filters', undefined];
      if (!search.filterPaths.every(productFilterPath) && needs('filters')) return ['filters', undefined];
      if (!search.sortFields.every((f) => shippedProductSortFields.has(f)) && needs('sorts'))
        return ['sorts', undefined];
      break;
    case 'category':
      for (const path of search.filterPaths) {
        if (path === 'slug' && needs('categoryBySlug')) return ['categoryBySlug', undefined];
        if (!shippedCategoryFilterFields.has(path)) refuse(`a filter on ${path}`);
      }
      for (const field of search.sortFields)
        if (!shippedCategorySortFields.has(field)) refuse(`a sort on ${field}`);
      break;
    case 'attribute':
      for (const path of search.filterPaths)
        if (!shippedAttributeInputFields.has(path)) refuse(`a filter on ${path}`);
      break;
    case 'taxrule':
      for (const path of search.filterPaths)
        if (!shippedTaxRuleInputFields.has(path)) refuse(`a filter on ${path}`);
      break;
  }
  return [undefined, search];
}
