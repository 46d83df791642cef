import type { Connectivity } from '@kauppa/ports';
import {
  applyUpdate,
  type ContainerLike,
  type RegisterOptions,
  type RegistrationLike,
  registerServiceWorker,
} from './registration.ts';
import type { OfflineStatusStore } from './status.ts';

/** The service worker side of {@link createOfflineRuntime}: the browser's, in production builds. */
export interface OfflineWorkerPorts
  extends Pick<RegisterOptions, 'path' | 'isLocalhost' | 'fetch' | 'logger' | 'settings'> {
  /** `navigator.serviceWorker`. */
  container: ContainerLike;
  /** Subscribes to a new worker taking control of the page (`controllerchange`). */
  onControllerChange(listener: () => void): void;
  /** Runs `task` once the page has loaded. */
  whenLoaded(task: () => void): void;
  /** Runs `task` when the device is idle. */
  whenIdle(task: () => void): void;
  /** May the later routes' chunks be fetched ahead (issue 20.2: an unmetered, fast connection)? */
  mayWarmLaterAssets(): boolean;
  /** Reloads the page. */
  reload(): void;
}

/** The ports of {@link createOfflineRuntime}. */
export interface OfflineRuntimePorts {
  /** The page's offline status store. */
  status: OfflineStatusStore;
  /** The browser's connection (`createGlobalConnectivity` of `@kauppa/ports`). */
  connectivity: Pick<Connectivity, 'isOnline' | 'subscribe'>;
  /** Absent where no worker is registered (development builds, no service worker support). */
  worker?: OfflineWorkerPorts | undefined;
}

/** The running offline layer of a page. */
export interface OfflineRuntime {
  /**
   * Activates the waiting version (the update prompt's "Update"): the page reloads once the new
   * worker controls it. False when no version waits.
   */
  updateNow(): boolean;
}

/**
 * Starts the offline layer of a page (accounts-content §4 service worker): the status follows the
 * connection; once the page has loaded the service worker is registered and its events reach the
 * status; when the device is idle on a connection that allows it, the worker fetches the later
 * routes' chunks ahead (issue 20.2). A new worker taking control reloads the page only after the
 * shopper chose the update.
 */
export function createOfflineRuntime({ status, connectivity, worker }: OfflineRuntimePorts): OfflineRuntime {
  status.dispatch({ type: 'connection', online: connectivity.isOnline() });
  connectivity.subscribe((online) => status.dispatch({ type: 'connection', online }));
  let registration: RegistrationLike | undefined;
  let updating = false;
  if (worker) {
    worker.onControllerChange(() => {
      if (updating) worker.reload();
    });
    worker.whenLoaded(() => {
      void registerServiceWorker({
        path: worker.path,
        container: worker.container,
        isLocalhost: worker.isLocalhost,
        fetch: worker.fetch,
        isOnline: connectivity.isOnline,
        onEvent: (event, registered) => {
          if (registered) registration = registered;
          status.dispatch({ type: 'worker', event });
        },
        logger: worker.logger,
        settings: worker.settings,
      });
      if (!worker.mayWarmLaterAssets()) return;
      void worker.container.ready.then((ready) =>
        worker.whenIdle(() => ready.active?.postMessage({ type: 'KAUPPA_WARM_ASSETS' })),
      );
    });
  }
  return {
    updateNow() {
      if (!registration) return false;
      updating = true;
      return applyUpdate(registration);
    },
  };
}
