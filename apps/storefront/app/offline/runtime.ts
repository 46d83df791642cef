import { createGlobalConnectivity } from '@kauppa/ports';
import { afterLoadWhenIdle, requestBackgroundSync, whenIdle } from '@kauppa/ports/browser';
import {
  type ContainerLike,
  createOfflineRuntime,
  createOfflineStatusStore,
  initialOfflineState,
  isLocalhost,
  type OfflineRuntime,
  type OfflineStatusStore,
  type WorkerSettings,
} from '@kauppa/shop/offline';
import { type ConnectionFacts, mayWarmLaterAssets, orderSyncTag } from '../../sw/strategy.ts';

/**
 * The browser half of the offline layer: one status store per page, and the browser's ports of
 * `createOfflineRuntime` (`@kauppa/shop/offline`): the service worker container (production
 * builds only), the connection, load and idle. Nothing runs on the server.
 */

let store: OfflineStatusStore | undefined;
let runtime: OfflineRuntime | undefined;

/** The page's offline status store (created on first use). */
export function offlineStatus(): OfflineStatusStore {
  store ??= createOfflineStatusStore(
    typeof navigator === 'undefined'
      ? initialOfflineState
      : { ...initialOfflineState, online: navigator.onLine },
  );
  return store;
}

/** Options of {@link startOfflineRuntime}. */
export interface OfflineRuntimeOptions {
  /** `config.server.serviceWorkerPath`. */
  path: string;
  settings: WorkerSettings;
  /** Register the worker (production builds). @default import.meta.env.PROD */
  register?: boolean | undefined;
}

/** Starts following the connection and registers the service worker, once per page. */
export function startOfflineRuntime({
  path,
  settings,
  register = import.meta.env.PROD,
}: OfflineRuntimeOptions): void {
  if (runtime || typeof window === 'undefined') return;
  const container = register && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  const returning = container?.controller != null;
  runtime = createOfflineRuntime({
    status: offlineStatus(),
    connectivity: createGlobalConnectivity(),
    worker: container && {
      path,
      settings,
      container: container as unknown as ContainerLike,
      isLocalhost: isLocalhost(window.location.hostname),
      fetch: (input, init) => window.fetch(input, init),
      logger: console,
      onControllerChange: (listener) => container.addEventListener('controllerchange', listener),
      // Registration (and the install's fetches) waits for the page to load and the main thread to
      // be idle, at most 3 s: it is not part of the load and hydration of a first visit (issue 20.1).
      whenLoaded: (task) => void afterLoadWhenIdle(task),
      whenIdle: (task) => void whenIdle(task),
      // Not on a first visit (no worker controlled the page when it loaded): it fetches only what
      // it uses (issue 20.2).
      mayWarmLaterAssets: () =>
        returning &&
        mayWarmLaterAssets((navigator as Navigator & { connection?: ConnectionFacts }).connection),
      reload: () => window.location.reload(),
    },
  });
}

/** Activates the waiting version; the page reloads once the new worker controls it. */
export const updateNow = (): boolean => runtime?.updateNow() ?? false;

/**
 * Asks the service worker to send the held orders when the connection returns, also after the
 * tab is closed (Background Sync, where supported).
 */
export const requestOrderSync = (): Promise<boolean> => requestBackgroundSync(orderSyncTag);
