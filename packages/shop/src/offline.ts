/**
 * @kauppa/shop/offline — the offline layer of accounts-content §4 without a browser: the service
 * worker registration and its events (through a `ContainerLike` port), the offline status store,
 * the held-order follower and the sync status of commerce-core §4 offline orders. It loads none
 * of the shop: the shop is handed in once it runs.
 * @packageDocumentation
 */

export type {
  FollowHeldOrdersOptions,
  HeldOrders,
  HeldOrdersShop,
  HeldOrdersState,
} from './internal/offline/held-orders.ts';
export {
  followHeldOrders,
  heldOrderLines,
  heldOrdersShown,
  sendHeldOrders,
  waitingOrders,
} from './internal/offline/held-orders.ts';
export type { ManifestBrand, ManifestIcon, WebAppManifest } from './internal/offline/manifest.ts';
export { manifestPath, shortName, webAppManifest } from './internal/offline/manifest.ts';
export type {
  ContainerLike,
  OrderSenderOptions,
  OrderSenderSettings,
  RegisterOptions,
  RegistrationLike,
  ScriptAnswer,
  ServiceWorkerEvent,
  WorkerLike,
  WorkerSettings,
  WorkerSettingsOptions,
} from './internal/offline/registration.ts';
export {
  applyUpdate,
  isLocalhost,
  isServiceWorkerScript,
  offlineNotice,
  registerOrderSender,
  registerServiceWorker,
  workerSettings,
} from './internal/offline/registration.ts';
export type { OfflineRuntime, OfflineRuntimePorts, OfflineWorkerPorts } from './internal/offline/runtime.ts';
export { createOfflineRuntime } from './internal/offline/runtime.ts';
export type { OfflineInput, OfflineState, OfflineStatusStore } from './internal/offline/status.ts';
export {
  createOfflineStatusStore,
  initialOfflineState,
  nextOfflineState,
} from './internal/offline/status.ts';
export type {
  CreateSyncStatusOptions,
  SyncItemAction,
  SyncItemActionView,
  SyncStatus,
  SyncStatusShop,
  SyncStatusSnapshot,
  SyncStatusState,
  SyncStatusView,
  WatchCartConflictsOptions,
} from './internal/offline/sync-status.ts';
export {
  createSyncStatus,
  readSyncStatus,
  syncItemActions,
  syncStatusView,
  watchCartConflicts,
} from './internal/offline/sync-status.ts';
export type { ExternalStore, ValueStore } from './internal/store.ts';
export { valueStore } from './internal/store.ts';
