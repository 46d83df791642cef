/**
 * Tells the storefront's output cache that products changed (issue 17): a stock (or price)
 * change of a product calls `GET <storefront>/invalidate?tag=P<id>,…` with the shared key, which
 * drops every cached page showing the product on every storefront node that shares the cache.
 * Tags of one tick are sent together; a failing call is logged, never fails the change.
 */

/** Options of {@link createStorefrontInvalidator}. */
export interface StorefrontInvalidatorOptions {
  /** Storefront bases to call (one is enough when the nodes share a Redis). */
  urls: readonly string[];
  /** The storefront's `KAUPPA_INVALIDATE_KEY`; without one nothing is sent. */
  key: string | undefined;
  /** @default 2000 */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default console.warn */
  onError?: (message: string) => void;
}

/** Sends cache invalidations to the storefront. */
export interface StorefrontInvalidator {
  /** Queues the tags; they are sent after the current tick. */
  invalidate(tags: Iterable<string>): void;
  /** Resolves when every call sent so far has settled (for tests and shutdown). */
  settled(): Promise<void>;
}

/**
 * @example
 * const invalidator = createStorefrontInvalidator({ urls: ['http://127.0.0.1:3000'], key: 'secret' });
 * invalidator.invalidate(['P12']);
 */
export function createStorefrontInvalidator({
  urls,
  key,
  timeoutMs = 2000,
  fetch: send = globalThis.fetch,
  onError = (message) => console.warn(message),
}: StorefrontInvalidatorOptions): StorefrontInvalidator {
  let pending: Set<string> | undefined;
  const inFlight = new Set<Promise<void>>();
  const flush = (tags: string[]) => {
    for (const base of urls) {
      const url = `${base.replace(/\/$/, '')}/invalidate?tag=${encodeURIComponent(tags.join(','))}`;
      const call = send(url, {
        headers: { 'X-Invalidate-Key': key ?? '' },
        signal: AbortSignal.timeout(timeoutMs),
      })
        .then(async (response) => {
          if (!response.ok)
            onError(
              `Storefront cache invalidation ${response.status} from ${base}: ${await response.text()}`,
            );
        })
        .catch((error: unknown) =>
          onError(
            `Storefront cache invalidation failed at ${base}: ${error instanceof Error ? error.message : error}`,
          ),
        )
        .finally(() => inFlight.delete(call));
      inFlight.add(call);
    }
  };
  return {
    invalidate(tags) {
      if (!key || urls.length === 0) return;
      if (!pending) {
        pending = new Set();
        const batch = pending;
        queueMicrotask(() => {
          pending = undefined;
          flush([...batch]);
        });
      }
      for (const tag of tags) pending.add(tag);
    },
    async settled() {
      await Promise.resolve();
      await Promise.all([...inFlight]);
    },
  };
}
