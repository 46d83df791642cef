/**
 * The data every render asks and that rarely changes — the category tree, attribute metadata, tax
 * rules, CMS blocks — shared by the requests of one process (issue 31.2), bounded, kept for a TTL
 * read from the clock port, and dropped by the same cache tags that drop pages: the platform
 * storefront's `/invalidate?tag=` (vue-storefront core/scripts/server.ts: a tag names an entity,
 * `P12`, `C3`, or a kind, `category`, `attribute`, `taxrule`, matched by prefix against
 * `server.availableCacheTags`).
 */

/** Which invalidation tags drop a shared entry. */
export interface SharedTags {
  /** Exact tags (`category`, `attribute`, `taxrule`, `home`). */
  names: readonly string[];
  /** Tag prefixes: `C` drops the entry on `C3` (any category changed), `cms` on `cms12`. */
  prefixes?: readonly string[];
}

/** The tags of the shared kinds of data. */
export const sharedTags = {
  /** Categories (tree, menu, by slug, by ids): any category tag. */
  category: { names: ['category'], prefixes: ['C'] },
  attribute: { names: ['attribute'] },
  taxrule: { names: ['taxrule'] },
  /** CMS blocks: any CMS tag, and the home page's. */
  cmsBlock: { names: ['home'], prefixes: ['cms'] },
} as const satisfies Record<string, SharedTags>;

/** A process-wide store of shared data. */
export interface SharedDataCache {
  /**
   * The value under `key`, loaded once (concurrent asks share the load) and kept until `now + ttl`;
   * a failed load is not kept.
   */
  read<T>(key: string, now: number, tags: SharedTags, load: () => Promise<T>): Promise<T>;
  /** Drops every entry one of the tags names; answers how many. */
  invalidateTags(tags: readonly string[]): number;
  /** Drops everything. */
  clear(): void;
  /** How many entries are kept. */
  readonly size: number;
}

/** Options of {@link createSharedDataCache}. */
export interface SharedDataOptions {
  /** How long an entry is kept. @default {@link sharedDataTtlMs} */
  ttlMs?: number;
  /** The most entries kept; the least recently read go first. @default 1000 */
  maxEntries?: number;
}

/** How long shared data is kept without an invalidation (the menu's TTL). */
export const sharedDataTtlMs = 60_000;

interface Entry {
  until: number;
  value: Promise<unknown>;
  tags: SharedTags;
}

const drops = (entry: SharedTags, tag: string) =>
  entry.names.includes(tag) || (entry.prefixes ?? []).some((prefix) => tag.startsWith(prefix));

/**
 * Creates a bounded store of shared data.
 *
 * @example
 * const cache = createSharedDataCache({ ttlMs: 60_000 });
 * const rules = await cache.read('api\u0000index\u0000taxrule', clock.now(), sharedTags.taxrule, loadRules);
 * cache.invalidateTags(['taxrule']); // the next read loads them again
 */
export function createSharedDataCache({
  ttlMs = sharedDataTtlMs,
  maxEntries = 1000,
}: SharedDataOptions = {}): SharedDataCache {
  const entries = new Map<string, Entry>();
  return {
    read<T>(key: string, now: number, tags: SharedTags, load: () => Promise<T>): Promise<T> {
      const found = entries.get(key);
      if (found && found.until > now) {
        // Most recently read last: the bound drops the oldest first.
        entries.delete(key);
        entries.set(key, found);
        return found.value as Promise<T>;
      }
      const value = load();
      const entry: Entry = { until: now + ttlMs, value, tags };
      entries.delete(key);
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    invalidateTags(tags) {
      let dropped = 0;
      for (const [key, entry] of entries) {
        if (tags.some((tag) => drops(entry.tags, tag))) {
          entries.delete(key);
          dropped += 1;
        }
      }
      return dropped;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** The process's shared data: every request context of this module instance reads through it. */
export const sharedData: SharedDataCache = createSharedDataCache();

/**
 * Drops the shared data the tags name (the storefront server calls it with the tags of
 * `/invalidate?tag=`, beside its output cache).
 */
export function invalidateSharedData(tags: readonly string[]): number {
  return sharedData.invalidateTags(tags);
}

/** A shared-data reader bound to one catalogue (API and index) and a clock. */
export interface SharedReads {
  cache: SharedDataCache;
  /** What tells catalogues apart (the API base, the index, the store). */
  scope: string;
  now: () => number;
}

/** Reads `name` of a catalogue through its shared data, or loads it when there is none. */
export function readShared<T>(
  shared: SharedReads | undefined,
  name: string,
  tags: SharedTags,
  load: () => Promise<T>,
): Promise<T> {
  return shared ? shared.cache.read(`${shared.scope}\u0000${name}`, shared.now(), tags, load) : load();
}
