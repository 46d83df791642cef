import { afterLoadWhenIdle, requestBackgroundSync, whenIdle } from '@kauppa/ports/browser';
import { createGlobalConnectivity } from '@kauppa/ports/page';
import {
  type ContainerLike,
  createOfflineRuntime,
  createOfflineStatusStore,
  initialOfflineState,
  isLocalhost,
  type OfflineRuntime,
  type OfflineState,
  type OfflineStatusStore,
  type OrderSenderSettings,
  registerOrderSender,
  type WorkerSettings,
} from '@kauppa/shop/offline';
import {
  type ConnectionFacts,
  isBuildAsset,
  mayWarmLaterAssets,
  orderSenderPath,
  orderSenderScope,
  orderSyncTag,
} from '../../sw/strategy.ts';

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
    pageOfflineState(typeof navigator === 'undefined' ? undefined : navigator.onLine),
  );
  return store;
}

/**
 * The page's first offline state: online, the very state the server rendered with
 * (`initialOfflineState`), so hydration finds no change and re-renders nothing (issue 20.1: a new,
 * equal object forced a synchronous re-render of the offline layer after every hydration).
 */
export const pageOfflineState = (online: boolean | undefined): OfflineState =>
  online === false ? { ...initialOfflineState, online: false } : initialOfflineState;

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
  // The chunks this page loaded before the worker controlled it are kept by the worker (issue 20.2).
  if (container) keepLoadedAssets();
}

/** The build's chunks (`/assets/…`) this page has loaded, from Resource Timing. */
function loadedAssets(): string[] {
  const paths = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, window.location.href);
    if (url.origin === window.location.origin && isBuildAsset(url.pathname)) paths.add(url.pathname);
  }
  return [...paths];
}

/**
 * Tells the worker which build chunks this page loaded (issue 20.2): the ones it does not keep
 * yet (not precached: a lazy part, the shop runtime) it takes from the HTTP cache. So a shopper
 * who used the cart once online has the shop runtime offline, also when the worker was installed
 * after the shop had started.
 */
export function keepLoadedAssets(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((ready) =>
    ready.active?.postMessage({ type: 'KAUPPA_KEEP_ASSETS', paths: loadedAssets() }),
  );
}

let orderSender: Promise<boolean> | undefined;

/**
 * Registers the order sender (issue 20.2: `sw/order-sender.ts`, the small worker that sends held
 * orders by Background Sync) once per page, when the shop starts online (`registerOrderSender` of
 * `@kauppa/shop/offline`): a shopper who only looks at pages never downloads it.
 */
export function startOrderSender(settings: OrderSenderSettings, register = import.meta.env.PROD): void {
  if (orderSender || !register || typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  orderSender = registerOrderSender({
    path: orderSenderPath,
    scope: orderSenderScope,
    container: navigator.serviceWorker as unknown as ContainerLike,
    isOnline: () => navigator.onLine,
    settings,
    logger: console,
  }).then((registered) => {
    // Not registered (offline, a failure): the shop's next start on a page tries again.
    if (!registered) orderSender = undefined;
    return registered;
  });
}

/** Activates the waiting version; the page reloads once the new worker controls it. */
export const updateNow = (): boolean => runtime?.updateNow() ?? false;

/**
 * Asks the order sender to send the held orders when the connection returns, also after the tab
 * is closed (Background Sync, where supported; issue 20.2: the worker of its own scope).
 */
export const requestOrderSync = (): Promise<boolean> =>
  requestBackgroundSync(orderSyncTag, { scope: orderSenderScope });
