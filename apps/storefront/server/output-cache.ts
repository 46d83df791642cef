import { gzipSync } from 'node:zlib';

/** One rendered page kept by the {@link OutputCache}. */
export interface CachedPage {
  readonly key: string;
  readonly brand: string;
  readonly store: string;
  readonly url: string;
  readonly status: number;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  readonly body: Uint8Array<ArrayBuffer>;
  /** The gzip variant, made on the first hit that accepts it. */
  gzip: Uint8Array<ArrayBuffer> | undefined;
  readonly storedAt: number;
  readonly expiresAt: number;
}

/** What {@link OutputCache.invalidate} removes; every given field must match. Empty removes all. */
export interface InvalidateFilter {
  brand?: string | undefined;
  store?: string | undefined;
  /** An exact URL (path and query). */
  url?: string | undefined;
  /** A URL prefix, e.g. `/c/` for every category page. */
  prefix?: string | undefined;
}

/** Options of {@link createOutputCache}. */
export interface OutputCacheOptions {
  /** Time to live of a page (accounts-content/commerce-core §9: output cache TTL 86400 s). */
  ttlSeconds: number;
  /**
   * Oldest entries are dropped beyond this count.
   * @default 5000
   */
  maxEntries?: number;
  /**
   * The time source.
   * @default () => Date.now()
   */
  now?: () => number;
}

/** An in-memory output cache of rendered pages keyed by brand, store and URL. */
export interface OutputCache {
  get(brand: string, store: string, url: string): CachedPage | undefined;
  set(page: Pick<CachedPage, 'brand' | 'store' | 'url' | 'status' | 'headers' | 'body'>): CachedPage;
  /** Removes the matching pages and returns how many were removed. */
  invalidate(filter?: InvalidateFilter): number;
  /** The gzip body of a page (made once). */
  gzipOf(page: CachedPage): Uint8Array<ArrayBuffer>;
  readonly size: number;
}

/** The cache key: brand, store code and URL (path and query). */
export function outputCacheKey(brand: string, store: string, url: string): string {
  return `${brand}\u0000${store}\u0000${url}`;
}

/**
 * Creates the output cache of rendered pages (commerce-core §9 output cache TTL).
 *
 * @example
 * const cache = createOutputCache({ ttlSeconds: 86_400 });
 * cache.set({ brand: 'battery', store: 'fi', url: '/', status: 200, headers: [], body });
 */
export function createOutputCache({
  ttlSeconds,
  maxEntries = 5000,
  now = () => Date.now(),
}: OutputCacheOptions): OutputCache {
  const pages = new Map<string, CachedPage>();
  return {
    get(brand, store, url) {
      const key = outputCacheKey(brand, store, url);
      const page = pages.get(key);
      if (!page) return undefined;
      if (now() >= page.expiresAt) {
        pages.delete(key);
        return undefined;
      }
      return page;
    },
    set(entry) {
      const key = outputCacheKey(entry.brand, entry.store, entry.url);
      const storedAt = now();
      const page: CachedPage = {
        ...entry,
        key,
        gzip: undefined,
        storedAt,
        expiresAt: storedAt + ttlSeconds * 1000,
      };
      pages.delete(key);
      pages.set(key, page);
      while (pages.size > maxEntries) {
        const oldest = pages.keys().next().value;
        if (oldest === undefined) break;
        pages.delete(oldest);
      }
      return page;
    },
    invalidate(filter = {}) {
      let removed = 0;
      for (const [key, page] of pages) {
        if (filter.brand !== undefined && page.brand !== filter.brand) continue;
        if (filter.store !== undefined && page.store !== filter.store) continue;
        if (filter.url !== undefined && page.url !== filter.url) continue;
        if (filter.prefix !== undefined && !page.url.startsWith(filter.prefix)) continue;
        pages.delete(key);
        removed += 1;
      }
      return removed;
    },
    gzipOf(page) {
      page.gzip ??= new Uint8Array(gzipSync(page.body));
      return page.gzip;
    },
    get size() {
      return pages.size;
    },
  };
}
