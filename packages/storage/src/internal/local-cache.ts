import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig } from '@kauppa/config';
import type { Clock, Collection, CollectionChange, Collections, Logger, TimerHandle } from '@kauppa/ports';
import { createSystemClock, StorageQuotaError, silentLogger } from '@kauppa/ports';

/** The local-cache settings of the shop configuration (commerce-core §9). */
export type LocalCacheSettings = ShopConfig['localCache'];

/** What the storage estimate API answers (`navigator.storage.estimate()`). */
export interface StorageEstimateLike {
  usage?: number | undefined;
  quota?: number | undefined;
}

/** Options of {@link createLocalCache}. */
export interface LocalCacheOptions {
  /** The persistent stage: Dexie collections, or memory collections where IndexedDB is unavailable. */
  backend: Collections;
  /** @default the system clock */
  clock?: Clock | undefined;
  /** @default defaultShopConfig.localCache (read 800 ms, iterate 2000 ms, quota check 30 s, 1 read / 30 write errors) */
  settings?: Partial<LocalCacheSettings> | undefined;
  /** @default silentLogger */
  logger?: Logger | undefined;
  /** The storage estimate, checked every `quotaCheckIntervalMs`; no periodic check without it. */
  estimate?: (() => Promise<StorageEstimateLike>) | undefined;
  /**
   * The share of the quota above which the periodic check clears the caches.
   * @default 0.9
   */
  quotaThreshold?: number | undefined;
  /**
   * The caches a quota error clears, in order, before the write that matters is tried again.
   * @default ['urlMappings', 'searchResults', 'catalog']
   */
  cacheCollections?: readonly string[] | undefined;
}

/** The state of the local cache, for diagnostics and tests. */
export interface LocalCacheStats {
  readErrors: number;
  writeErrors: number;
  /** `false` once the persistent stage was stopped (1 read error or 30 write errors). */
  persistent: boolean;
  /** Whether reads are served from the memory stage first. */
  twoStage: boolean;
  /** How many times caches were cleared because of the quota. */
  quotaClears: number;
}

/** Collections with the spec's local-cache rules on top. */
export interface LocalCache extends Collections {
  stats(): LocalCacheStats;
  /** Runs the quota check now (it also runs every `quotaCheckIntervalMs`). */
  checkQuota(): Promise<void>;
  /** Stops the periodic quota check. */
  dispose(): void;
}

const TIMED_OUT = Symbol('timed out');

/**
 * Puts the local-cache rules of commerce-core §8–§9 in front of a persistent backend: reads time
 * out after 800 ms and keys/entries after 2000 ms (answering from memory); after 1 read error or
 * 30 write errors the persistent stage is stopped and the shop goes on in memory; a quota error
 * clears the caches (url mappings, search results, catalogue) and retries the write; a periodic
 * quota check every 30 s does the same near the limit. Two-stage caching (memory in front)
 * is used only when the backend is IndexedDB: in front of memory it is not faster.
 *
 * @example
 * const storage = createLocalCache({ backend: createMemoryCollections(), clock });
 * await storage.collection('urlMappings').set('/battery-aa', { name: 'simple-product' });
 */
export function createLocalCache({
  backend,
  clock = createSystemClock(),
  settings: settingsOverride = {},
  logger = silentLogger,
  estimate,
  quotaThreshold = 0.9,
  cacheCollections = ['urlMappings', 'searchResults', 'catalog'],
}: LocalCacheOptions): LocalCache {
  const settings: LocalCacheSettings = { ...defaultShopConfig.localCache, ...settingsOverride };
  const twoStage = settings.twoStageCaching && backend.kind === 'indexeddb';
  const memory = new Map<string, Map<string, unknown>>();
  const listeners = new Map<string, Set<(change: CollectionChange) => void>>();
  const wrapped = new Map<string, Collection>();
  let persistent = !settings.disablePersistentCaching;
  let readErrors = 0;
  let writeErrors = 0;
  let quotaClears = 0;
  let quotaTimer: TimerHandle | undefined;
  let disposed = false;

  const clone = <V>(value: V): V => (value === undefined ? value : structuredClone(value));
  const stageOf = (name: string) => {
    let stage = memory.get(name);
    if (!stage) {
      stage = new Map();
      memory.set(name, stage);
    }
    return stage;
  };
  const emit = (change: CollectionChange) => {
    for (const listener of [...(listeners.get(change.collection) ?? [])]) listener(change);
  };

  const stop = (why: string) => {
    if (!persistent) return;
    persistent = false;
    logger.error(`Local cache stopped after ${why}; the shop goes on with memory storage`);
  };
  const readError = (name: string, error: unknown) => {
    readErrors += 1;
    logger.error(`Local cache read error in "${name}"`, error);
    if (readErrors >= settings.maxReadErrors) stop(`${readErrors} read error(s)`);
  };
  const writeError = (name: string, error: unknown) => {
    writeErrors += 1;
    logger.error(`Local cache write error in "${name}"`, error);
    if (writeErrors >= settings.maxWriteErrors) stop(`${writeErrors} write errors`);
  };

  const within = <V>(promise: Promise<V>, ms: number): Promise<V | typeof TIMED_OUT> =>
    new Promise((resolve, reject) => {
      const timer = clock.setTimeout(() => resolve(TIMED_OUT), ms);
      promise.then(
        (value) => {
          clock.clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clock.clearTimeout(timer);
          reject(error);
        },
      );
    });

  async function clearCaches(reason: string): Promise<void> {
    quotaClears += 1;
    logger.warn(`Storage quota: clearing ${cacheCollections.join(', ')} (${reason})`);
    for (const name of cacheCollections) {
      memory.get(name)?.clear();
      try {
        await backend.collection(name).clear();
      } catch (error) {
        writeError(name, error);
      }
      emit({ collection: name, key: null });
    }
  }

  function collection<T>(name: string): Collection<T> {
    const existing = wrapped.get(name);
    if (existing) return existing as Collection<T>;
    const inner = backend.collection<T>(name);
    const stage = stageOf(name);
    const isCache = cacheCollections.includes(name);
    inner.subscribe((change) => {
      if ((change as { origin?: string }).origin === 'remote') {
        if (change.key === null) stage.clear();
        else stage.delete(change.key);
      }
      emit(change);
    });

    const memoryValue = (key: string) => clone(stage.get(key) as T | undefined);
    const memoryEntries = () => [...stage.entries()].map(([k, v]) => [k, clone(v as T)] as [string, T]);

    const made: Collection<T> = {
      name,
      async get(key) {
        if (!persistent || (twoStage && stage.has(key))) return memoryValue(key);
        try {
          const value = await within(inner.get(key), settings.readTimeoutMs);
          if (value === TIMED_OUT) {
            readError(
              name,
              new Error(`Cache not responding within ${settings.readTimeoutMs} ms for key: ${key}`),
            );
            return memoryValue(key);
          }
          if (twoStage && value !== undefined) stage.set(key, clone(value));
          return value;
        } catch (error) {
          readError(name, error);
          return memoryValue(key);
        }
      },
      async set(key, value) {
        stage.set(key, clone(value));
        if (!persistent) {
          emit({ collection: name, key });
          return;
        }
        try {
          await inner.set(key, value);
        } catch (error) {
          if (!(error instanceof StorageQuotaError)) {
            writeError(name, error);
            emit({ collection: name, key });
            return;
          }
          await clearCaches(`writing to "${name}"`);
          if (isCache) return;
          try {
            await inner.set(key, value);
          } catch (retryError) {
            if (retryError instanceof StorageQuotaError) throw retryError;
            writeError(name, retryError);
          }
        }
      },
      async update(key, change) {
        // Persistent: the backend's transaction makes it atomic; the stage follows its answer.
        if (persistent && inner.update) {
          const next = await inner.update(key, change);
          if (next === undefined) stage.delete(key);
          else stage.set(key, clone(next));
          return next;
        }
        const current = memoryValue(key);
        const next = change(current);
        if (next === current) return next;
        if (next === undefined) stage.delete(key);
        else stage.set(key, clone(next));
        if (persistent) {
          if (next === undefined) await inner.delete(key);
          else await inner.set(key, next);
        } else emit({ collection: name, key });
        return next;
      },
      async delete(key) {
        stage.delete(key);
        if (!persistent) {
          emit({ collection: name, key });
          return;
        }
        try {
          await inner.delete(key);
        } catch (error) {
          writeError(name, error);
        }
      },
      async keys() {
        if (!persistent) return [...stage.keys()];
        try {
          const keys = await within(inner.keys(), settings.iterateTimeoutMs);
          if (keys !== TIMED_OUT) return keys;
          readError(name, new Error(`Cache iteration not responding within ${settings.iterateTimeoutMs} ms`));
        } catch (error) {
          readError(name, error);
        }
        return [...stage.keys()];
      },
      async entries() {
        if (!persistent) return memoryEntries();
        try {
          const entries = await within(inner.entries(), settings.iterateTimeoutMs);
          if (entries !== TIMED_OUT) return entries;
          readError(name, new Error(`Cache iteration not responding within ${settings.iterateTimeoutMs} ms`));
        } catch (error) {
          readError(name, error);
        }
        return memoryEntries();
      },
      async clear() {
        stage.clear();
        if (!persistent) {
          emit({ collection: name, key: null });
          return;
        }
        try {
          await inner.clear();
        } catch (error) {
          writeError(name, error);
        }
      },
      subscribe(listener) {
        let set = listeners.get(name);
        if (!set) {
          set = new Set();
          listeners.set(name, set);
        }
        set.add(listener);
        return () => set.delete(listener);
      },
    };
    wrapped.set(name, made as Collection);
    return made;
  }

  async function checkQuota(): Promise<void> {
    if (!estimate) return;
    try {
      const { usage = 0, quota = 0 } = await estimate();
      if (quota > 0 && usage / quota >= quotaThreshold) await clearCaches(`usage ${usage} of ${quota}`);
    } catch (error) {
      logger.warn('Storage quota check failed', error);
    }
  }

  const schedule = () => {
    if (!estimate || disposed) return;
    quotaTimer = clock.setTimeout(() => {
      void checkQuota().finally(schedule);
    }, settings.quotaCheckIntervalMs);
  };
  schedule();

  return {
    get kind() {
      return persistent ? backend.kind : 'memory';
    },
    collection,
    stats: () => ({ readErrors, writeErrors, persistent, twoStage, quotaClears }),
    checkQuota,
    dispose() {
      disposed = true;
      if (quotaTimer !== undefined) clock.clearTimeout(quotaTimer);
    },
  };
}
