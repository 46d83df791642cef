import type { Collection, CollectionChange, Collections } from '@kauppa/ports';
import { StorageQuotaError } from '@kauppa/ports';
import { Dexie, type DexieOptions, type Table } from 'dexie';
import { declaredTables, declareSchema, extraSeparator, extraTable, type SchemaVersion } from './schema.ts';

/** An IndexedDB factory (`indexedDB`, or fake-indexeddb's `new IDBFactory()`). */
export type IndexedDbFactoryLike = NonNullable<DexieOptions['indexedDB']>;

/** The key-range class matching an {@link IndexedDbFactoryLike}. */
export type KeyRangeLike = NonNullable<DexieOptions['IDBKeyRange']>;

/** A change with its origin: `'remote'` when another tab (another connection) made it. */
export interface OriginChange extends CollectionChange {
  origin: 'local' | 'remote';
}

/** The raw Dexie collections, before the local-cache rules. */
export interface DexieBackend extends Collections {
  readonly db: Dexie;
  close(): void;
}

/** Options of {@link openDexieBackend}. */
export interface DexieBackendOptions {
  name: string;
  indexedDB: IndexedDbFactoryLike;
  IDBKeyRange?: KeyRangeLike | undefined;
  versions?: readonly SchemaVersion[] | undefined;
  /** Tells other tabs about changes; `false` turns cross-tab events off. */
  broadcast?: boolean | undefined;
}

interface BroadcastLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  unref?: () => void;
}

function isQuotaError(error: unknown): boolean {
  const e = error as { name?: string; inner?: { name?: string } } | null;
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
}

/** Opens the Dexie database (running migrations) and exposes its tables as collections. */
export async function openDexieBackend({
  name,
  indexedDB,
  IDBKeyRange,
  versions,
  broadcast = true,
}: DexieBackendOptions): Promise<DexieBackend> {
  const db = new Dexie(name, {
    indexedDB,
    ...(IDBKeyRange ? { IDBKeyRange } : {}),
    autoOpen: false,
    cache: 'disabled',
  });
  // Dexie's query cache and change observability serve liveQuery, which Kauppa does not use (the
  // collections announce their own changes, across tabs too). Each costs an AbortController, a
  // DOMException or a BroadcastChannel message on every write: half the time of a put.
  db.unuse({ stack: 'dbcore', name: 'Cache' });
  db.unuse({ stack: 'dbcore', name: 'Observability' });
  declareSchema(db, versions);
  await db.open();
  const tables = declaredTables(versions);
  const listeners = new Map<string, Set<(change: CollectionChange) => void>>();
  const emit = (change: OriginChange) => {
    for (const listener of [...(listeners.get(change.collection) ?? [])]) listener(change);
  };
  const BroadcastCtor = (globalThis as unknown as { BroadcastChannel?: new (name: string) => BroadcastLike })
    .BroadcastChannel;
  const channel = broadcast && BroadcastCtor ? new BroadcastCtor(`kauppa-storage:${name}`) : undefined;
  channel?.unref?.();
  if (channel) {
    channel.onmessage = (event) => {
      const data = event.data as { collection?: unknown; key?: unknown } | null;
      if (!data || typeof data.collection !== 'string') return;
      emit({
        collection: data.collection,
        key: typeof data.key === 'string' ? data.key : null,
        origin: 'remote',
      });
    };
  }
  const changed = (collection: string, key: string | null) => {
    emit({ collection, key, origin: 'local' });
    channel?.postMessage({ collection, key });
  };
  const cache = new Map<string, Collection>();

  /**
   * One put in its own readwrite transaction, straight on the IndexedDB connection Dexie opened.
   * Dexie's transaction machinery (zones, promise wrapping) takes more than half the time of a
   * single put, and the task queue persists every task before it is sent (1,000 tasks in
   * 250 ms). Reads, queries, clears and migrations stay with Dexie.
   */
  const put = (table: Table<unknown, string>, value: unknown, key: string): Promise<unknown> => {
    // A closed database: Dexie gives its own typed error.
    if (!db.isOpen()) return table.put(value, key);
    return new Promise<void>((resolve, reject) => {
      const tx = db.backendDB().transaction(table.name, 'readwrite');
      const request = tx.objectStore(table.name).put(value, key);
      request.onerror = () => reject(request.error);
      tx.oncomplete = () => resolve();
      tx.onabort = () => reject(tx.error ?? new Error(`Writing to "${table.name}" was aborted`));
    });
  };

  /**
   * Reads, changes and writes one key in one readwrite transaction (issue 30.11): IndexedDB runs
   * readwrite transactions on a store one at a time, across tabs too.
   */
  async function update<T>(
    collectionName: string,
    table: Table<T, string>,
    storedKey: string,
    key: string,
    change: (current: T | undefined) => T | undefined,
  ): Promise<T | undefined> {
    let next: T | undefined;
    let unchanged = false;
    try {
      next = await db.transaction('rw', table, async () => {
        const current = await table.get(storedKey);
        const value = change(current);
        unchanged = value === current;
        if (unchanged) return value;
        if (value === undefined) await table.delete(storedKey);
        else await table.put(value, storedKey);
        return value;
      });
    } catch (error) {
      if (isQuotaError(error)) throw new StorageQuotaError(collectionName, { cause: error });
      throw error;
    }
    if (!unchanged) changed(collectionName, key);
    return next;
  }

  function namedCollection<T>(collectionName: string, table: Table<T, string>): Collection<T> {
    return {
      name: collectionName,
      get: (key) => table.get(key),
      update: (key, change) => update(collectionName, table, key, key, change),
      async set(key, value) {
        try {
          await put(table as Table<unknown, string>, value, key);
        } catch (error) {
          if (isQuotaError(error)) throw new StorageQuotaError(collectionName, { cause: error });
          throw error;
        }
        changed(collectionName, key);
      },
      async delete(key) {
        await table.delete(key);
        changed(collectionName, key);
      },
      keys: async () => (await table.toCollection().primaryKeys()).map(String),
      async entries() {
        const [keys, values] = await Promise.all([table.toCollection().primaryKeys(), table.toArray()]);
        return keys.map((key, i) => [String(key), values[i] as T] as [string, T]);
      },
      async clear() {
        await table.clear();
        changed(collectionName, null);
      },
      subscribe: (listener) => subscribe(collectionName, listener),
    };
  }

  function extraCollection<T>(collectionName: string, table: Table<T, string>): Collection<T> {
    const prefix = `${collectionName}${extraSeparator}`;
    const range = () => table.where(':id').startsWith(prefix);
    return {
      name: collectionName,
      get: (key) => table.get(prefix + key),
      update: (key, change) => update(collectionName, table, prefix + key, key, change),
      async set(key, value) {
        try {
          await put(table as Table<unknown, string>, value, prefix + key);
        } catch (error) {
          if (isQuotaError(error)) throw new StorageQuotaError(collectionName, { cause: error });
          throw error;
        }
        changed(collectionName, key);
      },
      async delete(key) {
        await table.delete(prefix + key);
        changed(collectionName, key);
      },
      keys: async () => (await range().primaryKeys()).map((k) => String(k).slice(prefix.length)),
      async entries() {
        const [keys, values] = await Promise.all([range().primaryKeys(), range().toArray()]);
        return keys.map((key, i) => [String(key).slice(prefix.length), values[i] as T] as [string, T]);
      },
      async clear() {
        await range().delete();
        changed(collectionName, null);
      },
      subscribe: (listener) => subscribe(collectionName, listener),
    };
  }

  function subscribe(collectionName: string, listener: (change: CollectionChange) => void): () => void {
    let set = listeners.get(collectionName);
    if (!set) {
      set = new Set();
      listeners.set(collectionName, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  return {
    kind: 'indexeddb',
    db,
    collection<T>(collectionName: string): Collection<T> {
      const existing = cache.get(collectionName);
      if (existing) return existing as Collection<T>;
      const made =
        tables.has(collectionName) && collectionName !== extraTable
          ? namedCollection<T>(collectionName, db.table(collectionName))
          : extraCollection<T>(collectionName, db.table(extraTable));
      cache.set(collectionName, made as Collection);
      return made;
    },
    close() {
      channel?.close();
      db.close();
    },
  };
}
