import type { Logger } from '@kauppa/ports';

/** The service worker events of accounts-content §4. */
export type ServiceWorkerEvent = 'registered' | 'updated' | 'cached' | 'offline' | 'error';

/** The parts of `ServiceWorkerRegistration` the registration reads. */
export interface RegistrationLike {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
  readonly active: WorkerLike | null;
  onupdatefound: ((this: never, event: unknown) => unknown) | null;
  unregister(): Promise<boolean>;
}

/** The parts of `ServiceWorker` the registration reads. */
export interface WorkerLike {
  readonly state: string;
  onstatechange: ((this: never, event: unknown) => unknown) | null;
  postMessage(message: unknown): void;
}

/** The parts of `navigator.serviceWorker` the registration uses. */
export interface ContainerLike {
  readonly controller: WorkerLike | null;
  readonly ready: Promise<RegistrationLike>;
  register(path: string, options?: { scope: string }): Promise<RegistrationLike>;
}

/** The parts of a `fetch` answer {@link isServiceWorkerScript} reads. */
export interface ScriptAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: { get(name: string): string | null };
}

/** What the worker is told: the shop API base (held orders) and the offline notice texts. */
export interface WorkerSettings {
  apiUrl: string;
  /** The API de-duplicates orders by client order id. */
  orderIdempotency?: boolean | undefined;
  texts: { lang: string; notice: string; ok: string };
  /** The build's route manifest version: the worker learns every route for offline navigation. */
  manifestVersion?: string | undefined;
}

/** The offline notice of an uncached page (accounts-content §8), a message id. */
export const offlineNotice =
  'The product, category or CMS page is not available in Offline mode. Redirecting to Home.';

/** Options of {@link workerSettings}. */
export interface WorkerSettingsOptions {
  apiUrl: string;
  orderIdempotency?: boolean | undefined;
  /** The page's language (`fi-FI`); the worker's notice page takes its two letters. */
  language: string;
  /** Translates a message id into the page's language. */
  translate(id: string): string;
  manifestVersion?: string | undefined;
}

/** What the page tells its worker: the API base, the idempotency flag, the translated notice texts. */
export function workerSettings({
  apiUrl,
  orderIdempotency,
  language,
  translate,
  manifestVersion,
}: WorkerSettingsOptions): WorkerSettings {
  return {
    apiUrl,
    orderIdempotency,
    manifestVersion,
    texts: { lang: language.slice(0, 2), notice: translate(offlineNotice), ok: translate('OK') },
  };
}

/** Options of {@link registerServiceWorker}. */
export interface RegisterOptions {
  /** The script path (`config.server.serviceWorkerPath`, '/service-worker.js'). */
  path: string;
  container: ContainerLike;
  /** Is the page served from localhost (accounts-content §7: check the file first)? */
  isLocalhost: boolean;
  /** The script request (`window.fetch` in the browser). */
  fetch: (
    input: string,
    init: { headers: Record<string, string>; cache: 'no-store' },
  ) => Promise<ScriptAnswer>;
  /** Receives every event (`registered`, `updated`, `cached`, `offline`, `error`). */
  onEvent: (event: ServiceWorkerEvent, registration?: RegistrationLike) => void;
  /** Subscribes to the browser going offline (the `offline` event). */
  onOffline?: ((listener: () => void) => () => void) | undefined;
  /**
   * Is the browser online? Offline the worker already registered keeps serving the page; the
   * script is not requested (it would only fail). @default () => true
   */
  isOnline?: (() => boolean) | undefined;
  logger: Pick<Logger, 'error' | 'info'>;
  /** Posted to the active worker once it is ready. */
  settings?: WorkerSettings | undefined;
}

/** Is `hostname` the local machine (where a stale worker of another app may linger)? */
export function isLocalhost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127(?:\.(?:25[0-5]|2[0-4]\d|[01]?\d?\d)){3}$/.test(hostname)
  );
}

/** Does the answer name a JavaScript file that exists? */
export function isServiceWorkerScript(response: ScriptAnswer): boolean {
  const type = response.headers.get('content-type') ?? '';
  return response.status !== 404 && response.ok && type.includes('javascript');
}

function watchInstall(
  registration: RegistrationLike,
  container: ContainerLike,
  onEvent: RegisterOptions['onEvent'],
) {
  registration.onupdatefound = () => {
    const installing = registration.installing;
    if (!installing) return;
    installing.onstatechange = () => {
      if (installing.state !== 'installed') return;
      // A controller means an older worker serves the page: a new version waits for the shopper.
      onEvent(container.controller ? 'updated' : 'cached', registration);
    };
  };
}

/**
 * Registers the service worker (production only; the caller checks) and reports the events of
 * accounts-content §4: `registered`; `cached` when the first install finished (the shop works
 * offline); `updated` when a new version waits; `offline` when the connection drops; `error`
 * when registration failed — errors are logged (§8). On localhost the script is requested first:
 * a missing file or one without a JavaScript content type unregisters any worker (§7).
 */
export async function registerServiceWorker({
  path,
  container,
  isLocalhost: local,
  fetch: requestScript,
  onEvent,
  onOffline,
  isOnline = () => true,
  logger,
  settings,
}: RegisterOptions): Promise<RegistrationLike | undefined> {
  onOffline?.(() => onEvent('offline'));
  if (!isOnline()) return undefined;
  try {
    if (local) {
      const answer = await requestScript(path, {
        headers: { 'Service-Worker': 'script' },
        cache: 'no-store',
      });
      if (!isServiceWorkerScript(answer)) {
        const stale = await container.ready;
        await stale.unregister();
        logger.info('No service worker script found; the service worker was unregistered');
        return undefined;
      }
    }
    const registration = await container.register(path);
    onEvent('registered', registration);
    if (registration.waiting && container.controller) onEvent('updated', registration);
    watchInstall(registration, container, onEvent);
    if (settings) {
      void container.ready.then((ready) => ready.active?.postMessage({ type: 'KAUPPA_SETTINGS', settings }));
    }
    return registration;
  } catch (error) {
    logger.error('Error during service worker registration:', error);
    onEvent('error');
    return undefined;
  }
}

/** Activates the waiting version (the "update" of the update prompt); the page reloads after. */
export function applyUpdate(registration: Pick<RegistrationLike, 'waiting'>): boolean {
  if (!registration.waiting) return false;
  registration.waiting.postMessage({ type: 'SKIP_WAITING' });
  return true;
}

/** What the order sender is told: where to send held orders, and whether the API de-duplicates. */
export interface OrderSenderSettings {
  apiUrl: string;
  orderIdempotency?: boolean | undefined;
}

/** Options of {@link registerOrderSender}. */
export interface OrderSenderOptions {
  /** The script (`/order-sender.js`). */
  path: string;
  /** Its scope, holding no page (`/__kauppa/order-sender/`), so it controls none. */
  scope: string;
  container: Pick<ContainerLike, 'register'>;
  /** Offline the script cannot be fetched: nothing is registered (the next page online does it). */
  isOnline(): boolean;
  settings: OrderSenderSettings;
  logger: Pick<Logger, 'error'>;
}

/** The worker of `registration` once it is active; `null` when it became redundant. */
function whenActive(registration: RegistrationLike): Promise<WorkerLike | null> {
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  if (!worker || worker.state === 'activated') return Promise.resolve(worker);
  return new Promise((resolve) => {
    const previous = worker.onstatechange;
    worker.onstatechange = function (this: never, event: unknown) {
      previous?.call(this, event);
      if (worker.state === 'activated') resolve(worker);
      if (worker.state === 'redundant') resolve(null);
    };
  });
}

/**
 * Registers the order sender (issue 20.2): the second, small service worker that sends held
 * orders by Background Sync, under a scope that holds no page. The page calls it when the shop
 * starts, so a shopper who only looks at pages never downloads it. Once its worker is active it is
 * told the settings. Answers whether it was registered; a failure is logged, never thrown.
 */
export async function registerOrderSender({
  path,
  scope,
  container,
  isOnline,
  settings,
  logger,
}: OrderSenderOptions): Promise<boolean> {
  if (!isOnline()) return false;
  try {
    const registration = await container.register(path, { scope });
    const worker = await whenActive(registration);
    worker?.postMessage({
      type: 'KAUPPA_SETTINGS',
      settings: { apiUrl: settings.apiUrl, orderIdempotency: settings.orderIdempotency ?? false },
    });
    return worker !== null;
  } catch (error) {
    logger.error('Error during order sender registration:', error);
    return false;
  }
}
