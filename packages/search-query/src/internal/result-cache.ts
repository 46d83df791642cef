import type { Collections, Connectivity, Logger } from '@kauppa/ports';
import { silentLogger } from '@kauppa/ports';
import type { SearchAdapter, SearchRequest } from './adapter.ts';
import { emptySearchResult, queryHash, type SearchResult } from './results.ts';

/** The storage collection search results are kept in (the storage port's `searchResults`). */
export const searchResultsCollection = 'searchResults';

/** Options of {@link withSearchCache}. */
export interface SearchCacheOptions {
  /** The search adapter whose answers are cached (`loadSearchAdapter`). */
  search: SearchAdapter;
  /** The adapter's default catalogue index (part of the key when a request names none). */
  index?: string | undefined;
  /** The storage port; results live in its `searchResults` collection under the query hash. */
  collections: Collections;
  /** The online/offline flag. @default always online */
  connectivity?: Connectivity | undefined;
  /** Where failed cache reads and writes are logged. @default silentLogger */
  logger?: Logger | undefined;
}

/** Options of {@link searchCacheKey}. */
export interface SearchCacheKeyOptions {
  request: SearchRequest<unknown>;
  /** The adapter's default catalogue index, used when the request names none. */
  index?: string | undefined;
}

/**
 * The key a search result is cached under (commerce-core §7): the {@link queryHash} of the
 * entity type, the index, the query document and the user group the adapter would send.
 *
 * @example
 * searchCacheKey({ request: { entityType: 'product', query }, index: 'kauppa_battery' }) // '9f3c…'
 */
export function searchCacheKey({ request, index }: SearchCacheKeyOptions): string {
  return queryHash({
    entityType: request.entityType,
    index: request.index ?? index ?? null,
    query: request.query,
    groupToken: request.groupToken ?? null,
    groupId: request.groupId ?? null,
  });
}

/**
 * Wraps a search adapter with the local result cache (commerce-core §7 "search results are cached
 * locally under a hash", §4 connectivity): online, every answer is stored under its query hash
 * and returned; offline (also when the connection drops during the call) the cached answer of the
 * same query is returned, or the empty result marked offline when there is none. Online, a
 * failure raises. A cache read or write that fails is logged and never fails the search.
 *
 * @example
 * const search = withSearchCache({ search: await loadSearchAdapter({ kind: 'api', http, index }), index, collections, connectivity });
 */
export function withSearchCache({
  search: adapter,
  index,
  collections,
  connectivity,
  logger = silentLogger,
}: SearchCacheOptions): SearchAdapter {
  const store = collections.collection<SearchResult<unknown>>(searchResultsCollection);
  const isOnline = () => connectivity?.isOnline() ?? true;

  async function fromCache<T>(key: string, request: SearchRequest<T>): Promise<SearchResult<T>> {
    const cached = await store.get(key).catch((error: unknown) => {
      logger.warn('Search cache read failed', error);
      return undefined;
    });
    if (cached) return cached as SearchResult<T>;
    return emptySearchResult<T>({
      offline: true,
      start: request.query.from ?? 0,
      ...(request.query.size === undefined ? {} : { perPage: request.query.size }),
    });
  }

  return {
    kind: adapter.kind,
    async search<T>(request: SearchRequest<T>): Promise<SearchResult<T>> {
      const key = searchCacheKey({ request, index });
      if (!isOnline()) return fromCache(key, request);
      let result: SearchResult<T>;
      try {
        result = await adapter.search(request);
      } catch (error) {
        if (!isOnline()) return fromCache(key, request);
        throw error;
      }
      await store.set(key, result).catch((error: unknown) => logger.warn('Search cache write failed', error));
      return result;
    },
  };
}
