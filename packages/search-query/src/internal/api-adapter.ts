import { defaultShopConfig } from '@kauppa/config';
import type { QueryValue } from '@kauppa/ports';
import type { ApiSearchAdapterOptions, SearchAdapter, SearchRequest } from './adapter.ts';
import { isEntityType } from './entity-queries.ts';
import { SearchQueryError, searchQueryMessages } from './errors.ts';
import { parseSearchResponse, type SearchResult } from './results.ts';

/**
 * The `api` search adapter: `catalog/{index}/{entityType}/_search` as the platform serves it
 * (vue-storefront-api src/api/catalog.ts): GET with the query document as JSON in `request` (what a
 * CDN can cache), or POST with it as the body (`api.searchMethod`); the answer is the search
 * engine's body, unwrapped. The user group token and id travel in the query document
 * (`groupToken`, `groupId`, which the platform reads and removes) only when `catalog.usePriceTiers`
 * is on. The GET `request` is encoded once more than usual (the platform decodes it twice), and no
 * other query parameter is sent (the platform passes them on to Elasticsearch).
 */
export function createApiSearchAdapter({
  http,
  index,
  config = defaultShopConfig,
}: ApiSearchAdapterOptions): SearchAdapter {
  return {
    kind: 'api',
    async search<T>(request: SearchRequest<T>): Promise<SearchResult<T>> {
      const { entityType, query } = request;
      if (!isEntityType(entityType)) {
        throw new SearchQueryError(searchQueryMessages.noEntityTypeRegistered, { type: entityType });
      }
      const document: Record<string, unknown> = { ...query };
      if (config.catalog.usePriceTiers) {
        if (request.groupToken !== undefined) document.groupToken = request.groupToken;
        if (request.groupId !== undefined) document.groupId = request.groupId;
      }
      const method = config.api.searchMethod ?? 'GET';
      const params: Record<string, QueryValue> = {};
      // Pre-encoded: the platform decodes `request` once more after Express did
      // (src/api/catalog.ts `JSON.parse(decodeURIComponent(req.query.request))`), so a `%` in the
      // document (a text search's `minimum_should_match: "75%"`) would end in a URIError (issue 27.1).
      if (method === 'GET') params.request = encodeURIComponent(JSON.stringify(document));
      // No `storeCode` parameter: the platform forwards unknown query parameters to Elasticsearch
      // (src/lib/elastic.js `adjustBackendProxyUrl`), which refuses them; the index in the path is
      // the store view's (issue 27.5).
      const response = await http.request({
        method,
        path: `catalog/${encodeURIComponent(request.index ?? index)}/${entityType}/_search`,
        ...(method === 'POST' ? { body: document } : {}),
        bareAnswer: true,
        ...(Object.keys(params).length > 0 ? { query: params } : {}),
        ...(request.timeoutMs === undefined ? {} : { timeoutMs: request.timeoutMs }),
        ...(request.signal === undefined ? {} : { signal: request.signal }),
      });
      if (response.status !== 200 || Number(response.code) !== 200) {
        // The platform's error answer is the cause: an Elasticsearch refusal names its field there
        // (unmappedSearchField).
        throw new SearchQueryError(
          searchQueryMessages.searchFailed,
          { code: String(response.code) },
          { cause: response.result },
        );
      }
      return parseSearchResponse<T>(response.result, {
        start: query.from,
        perPage: query.size,
        parse: request.parse,
      });
    },
  };
}
