import { defaultShopConfig } from '@kauppa/config';
import { apiErrorMessages } from '@kauppa/ports';
import type { GraphqlSearchAdapterOptions, SearchAdapter, SearchRequest } from './adapter.ts';
import { createApiSearchAdapter } from './api-adapter.ts';
import { isEntityType } from './entity-queries.ts';
import { SearchQueryError, searchQueryMessages } from './errors.ts';
import { graphqlEntities, toGraphqlSearch } from './graphql-query.ts';
import { parseSearchResponse, type SearchResult } from './results.ts';
import type { SearchHit } from './types.ts';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The `graphql` search adapter (accounts-content §7): the query document is translated into the
 * platform's GraphQL query of its entity type (`products`, `categories`, `customAttributeMetadata`,
 * `taxrule`, `cmsPages`, `cmsBlocks`, `cmsHierarchies`; vue-storefront-api 1.12
 * `src/graphql/elasticsearch/`) and posted as `{ query, variables }` to `api.graphqlPath`
 * (`/graphql` beside `/api`), or to `{graphqlPath}/{storeCode}/` when multistore is on: the
 * platform takes the catalogue index from that store code. The answer reads into the same
 * {@link SearchResult} as the `api` adapter's. The types the schema has no query for (`url_rewrite`,
 * `cms_faq`, `cms_faq_category`) go to the catalogue search of `index`, as the platform serves them. A query the GraphQL arguments cannot carry raises
 * a {@link SearchQueryError}; GraphQL errors raise "The GraphQL search failed: {message}".
 */
export function createGraphqlSearchAdapter({
  http,
  index,
  config = defaultShopConfig,
  storeCode,
}: GraphqlSearchAdapterOptions): SearchAdapter {
  const base = config.api.graphqlPath.replace(/\/+$/, '');
  // The platform's GraphQL schema has no query for url rewrites and the FAQ types; it serves them
  // through the catalogue search only, which this adapter then uses (given the index).
  const catalogue = index ? createApiSearchAdapter({ http, index, config, storeCode }) : undefined;
  return {
    kind: 'graphql',
    async search<T>(request: SearchRequest<T>): Promise<SearchResult<T>> {
      const { entityType, query } = request;
      if (!isEntityType(entityType)) {
        throw new SearchQueryError(searchQueryMessages.noEntityTypeRegistered, { type: entityType });
      }
      if (graphqlEntities[entityType] === undefined) {
        if (!catalogue) throw new SearchQueryError(searchQueryMessages.graphqlNoQuery, { type: entityType });
        return catalogue.search(request);
      }
      if (
        config.catalog.usePriceTiers &&
        (request.groupToken !== undefined || request.groupId !== undefined)
      ) {
        // The platform's GraphQL resolvers read no user group (commerce-core §6 price tiers).
        throw new SearchQueryError(searchQueryMessages.graphqlCannotExpress, {
          what: 'the user group (price tiers)',
          type: entityType,
        });
      }
      const search = toGraphqlSearch(entityType, query, config);
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
      let totalKnown = true;
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
      } else if (search.entity.answer === 'es') {
        const es = data.hits;
        if (!isObject(es) || !Array.isArray(es.hits))
          throw new SearchQueryError(apiErrorMessages['wrong-format']);
        hits = es.hits as Array<SearchHit<unknown>>;
        total = es.total;
      } else {
        // cmsPages/cmsBlocks { items }: typed fields, null where the document has none; no total.
        if (!Array.isArray(data.items)) throw new SearchQueryError(apiErrorMessages['wrong-format']);
        hits = data.items.map((item: unknown) => {
          const source = Object.fromEntries(
            Object.entries(isObject(item) ? item : {}).filter(([, v]) => v !== null),
          );
          // The CmsPages type names a page's id `page_id` (Magento's column); the index and the
          // contract call it `id`.
          if (entityType === 'cms_page' && source.id === undefined && source.page_id !== undefined) {
            source.id = source.page_id;
            delete source.page_id;
          }
          return { _id: String(source.id ?? ''), _source: source };
        });
        total = hits.length;
        totalKnown = false;
      }
      if (search.slice) {
        // The platform answers at most its fixed page: past it only when the answer is complete.
        const { from, size, page } = search.slice;
        const count = isObject(total) ? Number(total.value) : Number(total);
        const complete = totalKnown ? count <= page : hits.length < page;
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
