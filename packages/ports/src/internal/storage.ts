/**
 * The collections the spec names (commerce-core §8, accounts-content §3, §9). The marketing watch
 * list is keyed `klaviyo`, as the spec names it.
 */
export const collectionNames = [
  'cart',
  'user',
  'checkout',
  'syncTasks',
  'orders',
  'urlMappings',
  'searchResults',
  'wishlist',
  'compare',
  'claims',
  'klaviyo',
  'recentlyViewed',
  'catalog',
  'meta',
] as const;

/** A name of {@link collectionNames}, or another string for a package's own collection. */
export type CollectionName = (typeof collectionNames)[number] | (string & {});

/** A change seen in a collection, possibly made by another tab. */
export interface CollectionChange {
  collection: string;
  /** The key changed, or `null` when the collection was cleared. */
  key: string | null;
}

/**
 * A persistent key-value collection. Values are structured-cloneable data.
 *
 * @example
 * const cart = collections.collection<CartSnapshot>('cart');
 * await cart.set('current', snapshot);
 */
export interface Collection<T = unknown> {
  readonly name: string;
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
  entries(): Promise<Array<[string, T]>>;
  clear(): Promise<void>;
  /**
   * Reads, changes and writes one value atomically (issue 30.11): no other write to `key` — from
   * this tab or another — lands between the read and the write (one IndexedDB readwrite
   * transaction in `@kauppa/storage`). `change` is synchronous; it answers the new value,
   * `undefined` to delete the key, or `current` itself to leave it as it is (nothing is written,
   * no change is announced). Resolves with the value stored.
   *
   * Optional: a collection without it is read and written with `get`/`set`.
   *
   * @example
   * await orders.update('lease', (lease) => (lease && lease.expiresAt > now ? lease : { owner: tabId, expiresAt: now + ms }));
   */
  update?(key: string, change: (current: T | undefined) => T | undefined): Promise<T | undefined>;
  /** Calls `listener` when the collection changes, here or in another tab. */
  subscribe(listener: (change: CollectionChange) => void): () => void;
}

/** The storage port: named collections. */
export interface Collections {
  collection<T = unknown>(name: CollectionName): Collection<T>;
  /** Where the data lives: `'indexeddb'`, or `'memory'` when IndexedDB is unavailable. */
  readonly kind: 'indexeddb' | 'memory';
}

/** A write refused because the storage quota is used up. */
export class StorageQuotaError extends Error {
  override readonly name = 'StorageQuotaError';
  readonly collection: string;
  constructor(collection: string, options?: { cause?: unknown }) {
    super(`Storage quota exceeded while writing to "${collection}"`, options);
    this.collection = collection;
  }
}

/** Options of {@link createMemoryCollections}. */
export interface MemoryCollectionsOptions {
  /**
   * Makes writes to the named collections fail with {@link StorageQuotaError}, to test quota paths.
   * @default []
   */
  quotaExceededFor?: string[];
}

/** A collection set whose quota a test can exhaust. */
export interface MemoryCollections extends Collections {
  /** Makes writes to `name` fail with a quota error (or succeed again with `false`). */
  setQuotaExceeded(name: string, exceeded: boolean): void;
}

/**
 * In-memory collections, for tests and the SSR server. Values are cloned on the way in and out,
 * as IndexedDB would, so a caller never shares state with storage.
 */
export function createMemoryCollections({
  quotaExceededFor = [],
}: MemoryCollectionsOptions = {}): MemoryCollections {
  const data = new Map<string, Map<string, unknown>>();
  const listeners = new Map<string, Set<(change: CollectionChange) => void>>();
  const full = new Set(quotaExceededFor);
  const clone = <V>(value: V): V => (value === undefined ? value : structuredClone(value));
  const emit = (change: CollectionChange) => {
    for (const l of [...(listeners.get(change.collection) ?? [])]) l(change);
  };
  const cache = new Map<string, Collection>();

  return {
    kind: 'memory',
    setQuotaExceeded(name, exceeded) {
      if (exceeded) full.add(name);
      else full.delete(name);
    },
    collection<T>(name: string): Collection<T> {
      const existing = cache.get(name);
      if (existing) return existing as Collection<T>;
      const store = data.get(name) ?? new Map<string, unknown>();
      data.set(name, store);
      const collection: Collection<T> = {
        name,
        get: async (key) => clone(store.get(key) as T | undefined),
        async set(key, value) {
          if (full.has(name)) throw new StorageQuotaError(name);
          store.set(key, clone(value));
          emit({ collection: name, key });
        },
        async delete(key) {
          store.delete(key);
          emit({ collection: name, key });
        },
        // Read and write in one synchronous step: nothing runs in between.
        async update(key, change) {
          const current = clone(store.get(key) as T | undefined);
          const next = change(current);
          if (next === current) return next;
          if (next === undefined) store.delete(key);
          else {
            if (full.has(name)) throw new StorageQuotaError(name);
            store.set(key, clone(next));
          }
          emit({ collection: name, key });
          return clone(next);
        },
        keys: async () => [...store.keys()],
        entries: async () => [...store.entries()].map(([k, v]) => [k, clone(v as T)] as [string, T]),
        async clear() {
          store.clear();
          emit({ collection: name, key: null });
        },
        subscribe(listener) {
          const set = listeners.get(name) ?? new Set();
          listeners.set(name, set);
          set.add(listener);
          return () => set.delete(listener);
        },
      };
      cache.set(name, collection as Collection);
      return collection;
    },
  };
}
