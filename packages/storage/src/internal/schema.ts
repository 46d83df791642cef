import type { Dexie } from 'dexie';

/** The table holding collections a package names itself (not in the spec's list). */
export const extraTable = 'extra';

/** Separates the collection name from the key in {@link extraTable}. */
export const extraSeparator = '\u0001';

/** One version of the database: the tables it declares and how data is migrated into it. */
export interface SchemaVersion {
  version: number;
  /** Dexie `stores()` spec: table name → `''` (out-of-line string keys). */
  stores: Record<string, string>;
  /** Migrates data written under the previous version. */
  upgrade?: (tables: { table(name: string): import('dexie').Table }) => Promise<void>;
}

const v1Tables = [
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
] as const;

/**
 * The versioned schema of the Kauppa database. Each named collection of the spec is a table with
 * out-of-line string keys; collections a package adds itself live in the `extra` table.
 *
 * - v1: cart, user, checkout, syncTasks, orders, urlMappings, searchResults, wishlist, compare,
 *   claims, klaviyo.
 * - v2: adds recentlyViewed, catalog, meta and extra; offline orders written without the
 *   transmitted flag get `transmitted: false` (accounts-content §3 offline orders).
 */
export const storageSchema: readonly SchemaVersion[] = [
  { version: 1, stores: Object.fromEntries(v1Tables.map((name) => [name, ''])) },
  {
    version: 2,
    stores: { recentlyViewed: '', catalog: '', meta: '', [extraTable]: '' },
    async upgrade(tx) {
      await tx
        .table('orders')
        .toCollection()
        .modify((order: Record<string, unknown>) => {
          if (order && typeof order === 'object' && !('transmitted' in order)) order.transmitted = false;
        });
    },
  },
];

/** Declares `versions` on `db` (all of {@link storageSchema} unless told). */
export function declareSchema(db: Dexie, versions: readonly SchemaVersion[] = storageSchema): void {
  for (const { version, stores, upgrade } of versions) {
    const declared = db.version(version).stores(stores);
    if (upgrade) declared.upgrade((tx) => upgrade(tx));
  }
}

/** The tables declared by `versions`. */
export function declaredTables(versions: readonly SchemaVersion[] = storageSchema): Set<string> {
  return new Set(versions.flatMap((v) => Object.keys(v.stores)));
}
