import { defaultShopConfig } from '@kauppa/config';
import type { QueryValue } from '@kauppa/ports';
import type { ApiSearchAdapterOptions, SearchAdapter, SearchRequest } from './adapter.ts';
import { isEntityType } from './entity-queries.ts';
import { SearchQueryError, searchQueryMessages } from './errors.ts';
import { parseSearchResponse, type SearchResult } from './results.ts';

/**
 * The `api` search adapter: `POST catalog/{index}/{entityType}/_search` with the query document as
 * the JSON body; the answer envelope's `result` is the search-engine answer. The user group token
 * and id go in the URL query (`groupToken`, `groupId`) only when `catalog.usePriceTiers` is on.
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
      const params: Record<string, QueryValue> = {};
      if (config.catalog.usePriceTiers) {
        if (request.groupToken !== undefined) params.groupToken = request.groupToken;
        if (request.groupId !== undefined) params.groupId = request.groupId;
      }
      const response = await http.request({
        method: 'POST',
        path: `catalog/${encodeURIComponent(request.index ?? index)}/${entityType}/_search`,
        body: query,
        ...(Object.keys(params).length > 0 ? { query: params } : {}),
        ...(request.timeoutMs === undefined ? {} : { timeoutMs: request.timeoutMs }),
        ...(request.signal === undefined ? {} : { signal: request.signal }),
      });
      if (response.status !== 200 || Number(response.code) !== 200) {
        throw new SearchQueryError(searchQueryMessages.searchFailed, { code: String(response.code) });
      }
      return parseSearchResponse<T>(response.result, {
        start: query.from,
        perPage: query.size,
        parse: request.parse,
      });
    },
  };
}
