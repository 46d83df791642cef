import type { Connectivity } from '@kauppa/ports';

/** The empty search result answered while offline (commerce-core §4 connectivity). */
export interface OfflineSearchResult {
  items: [];
  total: 0;
  start: 0;
  perPage: 0;
  aggregations: Record<string, never>;
  offline: true;
}

/** A fresh empty search result marked offline. */
export function offlineSearchResult(): OfflineSearchResult {
  return { items: [], total: 0, start: 0, perPage: 0, aggregations: {}, offline: true };
}

/**
 * Runs a search under the connectivity rule of commerce-core §4: offline it answers an empty
 * result marked offline (also when the connection drops during the call); online a failure raises.
 *
 * @example
 * const result = await searchWithConnectivity({ connectivity, search: () => api.catalog.search(query) });
 * if ('offline' in result) showOfflineNotice();
 */
export async function searchWithConnectivity<T>({
  connectivity,
  search,
}: {
  connectivity: Connectivity;
  search: () => Promise<T>;
}): Promise<T | OfflineSearchResult> {
  if (!connectivity.isOnline()) return offlineSearchResult();
  try {
    return await search();
  } catch (error) {
    if (!connectivity.isOnline()) return offlineSearchResult();
    throw error;
  }
}
