import { ApiError, createFakeConnectivity } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { searchWithConnectivity } from './internal/connectivity.ts';

describe('connectivity (commerce-core §4)', () => {
  it('returns an empty result marked offline for a search while offline', async () => {
    const connectivity = createFakeConnectivity(false);
    let called = false;
    const result = await searchWithConnectivity({
      connectivity,
      search: async () => {
        called = true;
        return { items: [1] };
      },
    });
    expect(result).toEqual({ items: [], total: 0, start: 0, perPage: 0, aggregations: {}, offline: true });
    expect(called).toBe(false);
  });

  it('raises a search failure while online', async () => {
    const connectivity = createFakeConnectivity(true);
    const failure = new ApiError('timeout', 'timed out');
    await expect(
      searchWithConnectivity({
        connectivity,
        search: () => Promise.reject(failure),
      }),
    ).rejects.toBe(failure);
  });

  it('returns the offline result when the connection drops during the search', async () => {
    const connectivity = createFakeConnectivity(true);
    const result = await searchWithConnectivity({
      connectivity,
      search: async () => {
        connectivity.setOnline(false);
        throw new ApiError('network', 'fetch failed');
      },
    });
    expect(result).toMatchObject({ items: [], offline: true });
  });
});
