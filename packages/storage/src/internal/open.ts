import type { Clock, Logger } from '@kauppa/ports';
import { createMemoryCollections, silentLogger } from '@kauppa/ports';
import {
  type DexieBackend,
  type IndexedDbFactoryLike,
  type KeyRangeLike,
  openDexieBackend,
} from './dexie-backend.ts';
import {
  createLocalCache,
  type LocalCache,
  type LocalCacheSettings,
  type StorageEstimateLike,
} from './local-cache.ts';
import type { SchemaVersion } from './schema.ts';

/** Options of {@link createDexieCollections}. */
export interface DexieCollectionsOptions {
  /** The database name, e.g. `kauppa-battery-fi` (one per brand and store). */
  name: string;
  /**
   * The IndexedDB factory (`new IDBFactory()` of fake-indexeddb in tests).
   * @default globalThis.indexedDB, read at call time
   */
  indexedDB?: IndexedDbFactoryLike | undefined;
  /** The key-range class matching `indexedDB`. @default globalThis.IDBKeyRange */
  IDBKeyRange?: KeyRangeLike | undefined;
  /** @default the system clock */
  clock?: Clock | undefined;
  /** @default silentLogger */
  logger?: Logger | undefined;
  /** @default defaultShopConfig.localCache */
  settings?: Partial<LocalCacheSettings> | undefined;
  /** The storage estimate for the quota check. @default navigator.storage.estimate when present */
  estimate?: (() => Promise<StorageEstimateLike>) | undefined;
  /** Called once when IndexedDB is unavailable and memory storage is used instead. */
  onUnavailable?: ((reason: unknown) => void) | undefined;
  /** Tells other tabs about changes through a BroadcastChannel. @default true */
  broadcast?: boolean | undefined;
  /** The schema versions; tests of migrations pass older ones. @default storageSchema */
  versions?: readonly SchemaVersion[] | undefined;
}

/** The storage of the shop: collections with the local-cache rules, and `close()`. */
export interface StorageCollections extends LocalCache {
  /** Closes the database and stops timers. */
  close(): void;
}

/**
 * Opens the Kauppa database with Dexie (running its migrations) and puts the local-cache rules
 * in front. Where IndexedDB is unavailable (private browsing, blocked, SSR, Node) it falls back
 * to memory collections, reports it once through `onUnavailable` and the logger, and the shop
 * keeps working (`kind === 'memory'`).
 *
 * @example
 * import 'fake-indexeddb/auto';
 * const storage = await createDexieCollections({ name: 'kauppa-battery-fi' });
 * await storage.collection('cart').set('current', { cartItems: [] });
 */
export async function createDexieCollections({
  name,
  indexedDB,
  IDBKeyRange,
  clock,
  logger = silentLogger,
  settings,
  estimate,
  onUnavailable,
  broadcast,
  versions,
}: DexieCollectionsOptions): Promise<StorageCollections> {
  const g = globalThis as {
    indexedDB?: IndexedDbFactoryLike;
    IDBKeyRange?: KeyRangeLike;
    navigator?: { storage?: { estimate?: () => Promise<StorageEstimateLike> } };
  };
  const factory = indexedDB ?? g.indexedDB;
  let backend: DexieBackend | undefined;
  let reason: unknown;
  if (settings?.disablePersistentCaching) reason = new Error('Persistent caching is disabled');
  else if (!factory) reason = new Error('IndexedDB is not available');
  else {
    try {
      backend = await openDexieBackend({
        name,
        indexedDB: factory,
        IDBKeyRange: IDBKeyRange ?? (indexedDB ? undefined : g.IDBKeyRange),
        versions,
        broadcast,
      });
    } catch (error) {
      reason = error;
    }
  }
  if (!backend) {
    logger.warn('IndexedDB is unavailable; the shop keeps working on memory storage', reason);
    onUnavailable?.(reason);
  }
  const storageEstimate =
    estimate ?? (g.navigator?.storage?.estimate ? () => g.navigator!.storage!.estimate!() : undefined);
  const cache = createLocalCache({
    backend: backend ?? createMemoryCollections(),
    clock,
    settings,
    logger,
    estimate: backend ? storageEstimate : undefined,
  });
  return Object.assign(cache, {
    close() {
      cache.dispose();
      backend?.close();
    },
  });
}
