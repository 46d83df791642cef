import {
  applyUpdate,
  createOfflineStatusStore,
  initialOfflineState,
  isLocalhost,
  type OfflineStatusStore,
  type RegistrationLike,
  registerServiceWorker,
  type WorkerSettings,
} from '@kauppa/shop/offline';
import { type ConnectionFacts, mayWarmLaterAssets } from '../../sw/strategy.ts';

/**
 * The browser half of the offline layer: one status store per page, the service worker
 * registration (production builds only) and the connection events. Nothing runs on the server.
 */

let store: OfflineStatusStore | undefined;
let registration: RegistrationLike | undefined;
let started = false;

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
  if (started || typeof window === 'undefined') return;
  started = true;
  const status = offlineStatus();
  status.dispatch({ type: 'connection', online: navigator.onLine });
  window.addEventListener('online', () => status.dispatch({ type: 'connection', online: true }));
  window.addEventListener('offline', () => status.dispatch({ type: 'connection', online: false }));
  if (!register || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  let updating = false;
  container.addEventListener('controllerchange', () => {
    if (updating) window.location.reload();
  });
  const start = () =>
    void registerServiceWorker({
      path,
      container: container as unknown as Parameters<typeof registerServiceWorker>[0]['container'],
      isLocalhost: isLocalhost(window.location.hostname),
      fetch: (input, init) => window.fetch(input, init),
      isOnline: () => navigator.onLine,
      onEvent: (event, reg) => {
        if (reg) registration = reg;
        status.dispatch({ type: 'worker', event });
      },
      logger: console,
      settings,
    });
  markUpdating = () => {
    updating = true;
  };
  // The later routes' chunks are fetched ahead of use only when the device is idle on an
  // unmetered, fast connection (issue 20.2); otherwise each is cached when first used.
  const warmWhenIdle = () => {
    const connection = (navigator as Navigator & { connection?: ConnectionFacts }).connection;
    if (!mayWarmLaterAssets(connection)) return;
    const idle = (callback: () => void) => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback);
      else globalThis.setTimeout(callback, 2000);
    };
    void container.ready.then((ready) =>
      idle(() => ready.active?.postMessage({ type: 'KAUPPA_WARM_ASSETS' })),
    );
  };
  const begin = () => {
    start();
    warmWhenIdle();
  };
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

let markUpdating = () => {};

/** Activates the waiting version; the page reloads once the new worker controls it. */
export function updateNow(): boolean {
  if (!registration) return false;
  markUpdating();
  return applyUpdate(registration);
}

/** The Background Sync tag of held orders (see `sw/strategy.ts`). */
const orderSyncTag = 'kauppa-orders';

/**
 * Asks the service worker to send the held orders when the connection returns, also after the
 * tab is closed (Background Sync, where supported).
 */
export async function requestOrderSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  const ready = (await Promise.race([
    navigator.serviceWorker.ready,
    new Promise((resolve) => window.setTimeout(() => resolve(undefined), 1000)),
  ])) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
  if (!ready?.sync) return false;
  try {
    await ready.sync.register(orderSyncTag);
    return true;
  } catch {
    return false;
  }
}
