/**
 * @kauppa/ports/browser — the browser's adapters of a shell's ports: the other tabs
 * (`BroadcastChannel`), load and idle scheduling, a value shared by the tabs in `localStorage`,
 * whether an IndexedDB database exists, Background Sync, and the origin's locks (Web Locks). Each reads the globals at call time
 * and does nothing where they are missing (SSR, Node).
 * @packageDocumentation
 */

export type {
  AfterLoadWhenIdleOptions,
  BackgroundSyncOptions,
  BroadcastPort,
  StoredValue,
  WhenIdleOptions,
} from './internal/browser.ts';
export {
  afterLoadWhenIdle,
  createBroadcastPort,
  createStoredValue,
  createWebLocks,
  indexedDbExists,
  onPageHidden,
  requestBackgroundSync,
  whenIdle,
  whenLoaded,
} from './internal/browser.ts';
