/**
 * @kauppa/shop/offline — the offline layer of accounts-content §4 without a browser: the service
 * worker registration and its events (through a `ContainerLike` port), the offline status store,
 * the held-order follower and the sync status of commerce-core §4 offline orders. It loads none
 * of the shop: the shop is handed in once it runs.
 * @packageDocumentation
 */

export type {
  ContainerLike,
  RegisterOptions,
  RegistrationLike,
  ScriptAnswer,
  ServiceWorkerEvent,
  WorkerLike,
  WorkerSettings,
} from './internal/offline/registration.ts';
export {
  applyUpdate,
  isLocalhost,
  isServiceWorkerScript,
  registerServiceWorker,
} from './internal/offline/registration.ts';
export type { OfflineInput, OfflineState, OfflineStatusStore } from './internal/offline/status.ts';
export {
  createOfflineStatusStore,
  initialOfflineState,
  nextOfflineState,
} from './internal/offline/status.ts';
