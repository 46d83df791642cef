/**
 * @kauppa/storage — the Dexie implementation of the storage port of `@kauppa/ports`, with the
 * local-cache rules of commerce-core §8–§9, cross-tab change events and a memory fallback.
 * @packageDocumentation
 */

/** In-memory collections for the SSR server and tests (re-exported from `@kauppa/ports`). */
export { createMemoryCollections } from '@kauppa/ports';
export type {
  LocalCache,
  LocalCacheOptions,
  LocalCacheSettings,
  LocalCacheStats,
  StorageEstimateLike,
} from './internal/local-cache.ts';
export { createLocalCache } from './internal/local-cache.ts';
export type { DexieCollectionsOptions, StorageCollections } from './internal/open.ts';
export { createDexieCollections } from './internal/open.ts';
export type { SchemaVersion } from './internal/schema.ts';
export { storageSchema } from './internal/schema.ts';
