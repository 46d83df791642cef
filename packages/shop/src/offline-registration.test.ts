import { createFakeConnectivity, createMemoryLogger } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import {
  applyUpdate,
  type ContainerLike,
  createOfflineRuntime,
  createOfflineStatusStore,
  isLocalhost,
  type RegistrationLike,
  registerOrderSender,
  registerServiceWorker,
  type ServiceWorkerEvent,
  type WorkerLike,
  workerSettings,
} from './offline.ts';

function fakeWorker(state = 'installing'): WorkerLike & { messages: unknown[]; setState(s: string): void } {
  const worker = {
    state,
    onstatechange: null as WorkerLike['onstatechange'],
    messages: [] as unknown[],
    postMessage(message: unknown) {
      worker.messages.push(message);
    },
    setState(next: string) {
      worker.state = next;
      worker.onstatechange?.call(undefined as never, new Event('statechange'));
    },
  };
  return worker;
}

function fakeRegistration(): RegistrationLike & { unregistered: boolean; install(w: WorkerLike): void } {
  const registration = {
    installing: null as WorkerLike | null,
    waiting: null as WorkerLike | null,
    active: fakeWorker('activated') as WorkerLike | null,
    onupdatefound: null as RegistrationLike['onupdatefound'],
    unregistered: false,
    async unregister() {
      registration.unregistered = true;
      return true;
    },
    install(worker: WorkerLike) {
      registration.installing = worker;
      registration.onupdatefound?.call(undefined as never, new Event('updatefound'));
    },
  };
  return registration;
}

function setup({ controller = null as WorkerLike | null, fail = false } = {}) {
  const registration = fakeRegistration();
  const registered: string[] = [];
  const container: ContainerLike = {
    controller,
    ready: Promise.resolve(registration),
    async register(path) {
      if (fail) throw new Error('SecurityError');
      registered.push(path);
      return registration;
    },
  };
  const events: ServiceWorkerEvent[] = [];
  const logger = createMemoryLogger();
  return {
    registration,
    registered,
    container,
    events,
    logger,
    onEvent: (e: ServiceWorkerEvent) => events.push(e),
  };
}

const js = () => new Response('self.x=1', { status: 200, headers: { 'Content-Type': 'text/javascript' } });

describe('service worker registration (accounts-content §4, §7, §8)', () => {
  it("reports 'registered', then 'cached' when the first install finishes", async () => {
    const s = setup();
    await registerServiceWorker({
      path: '/service-worker.js',
      container: s.container,
      isLocalhost: false,
      fetch: async () => js(),
      onEvent: s.onEvent,
      logger: s.logger,
    });
    const worker = fakeWorker();
    s.registration.install(worker);
    worker.setState('installed');
    expect(s.registered).toEqual(['/service-worker.js']);
    expect(s.events).toEqual(['registered', 'cached']);
  });

  it("reports 'updated' when a new version installs while an older one controls the page", async () => {
    const s = setup({ controller: fakeWorker('activated') });
    await registerServiceWorker({
      path: '/service-worker.js',
      container: s.container,
      isLocalhost: false,
      fetch: async () => js(),
      onEvent: s.onEvent,
      logger: s.logger,
    });
    const worker = fakeWorker();
    s.registration.install(worker);
    worker.setState('installed');
    expect(s.events).toEqual(['registered', 'updated']);
  });

  it("reports 'offline' when the connection drops", async () => {
    const s = setup();
    let drop = () => {};
    await registerServiceWorker({
      path: '/service-worker.js',
      container: s.container,
      isLocalhost: false,
      fetch: async () => js(),
      onEvent: s.onEvent,
      logger: s.logger,
      onOffline: (listener) => {
        drop = listener;
        return () => {};
      },
    });
    drop();
    expect(s.events).toEqual(['registered', 'offline']);
  });

  it("logs a registration error and reports 'error'", async () => {
    const s = setup({ fail: true });
    await registerServiceWorker({
      path: '/service-worker.js',
      container: s.container,
      isLocalhost: false,
      fetch: async () => js(),
      onEvent: s.onEvent,
      logger: s.logger,
    });
    expect(s.events).toEqual(['error']);
    expect(s.logger.entries.some((e) => e.level === 'error')).toBe(true);
  });

  it('on localhost registers only after finding the script with a JavaScript content type', async () => {
    const s = setup();
    await registerServiceWorker({
      path: '/service-worker.js',
      container: s.container,
      isLocalhost: true,
      fetch: async () => js(),
      onEvent: s.onEvent,
      logger: s.logger,
    });
    expect(s.registered).toEqual(['/service-worker.js']);
    expect(s.registration.unregistered).toBe(false);
  });

  it('on localhost unregisters when the script is missing', async () => {
    const s = setup();
    await registerServiceWorker({
      path: '/service-worker.js',
      container: s.container,
      isLocalhost: true,
      fetch: async () => new Response('nope', { status: 404 }),
      onEvent: s.onEvent,
      logger: s.logger,
    });
    expect(s.registered).toEqual([]);
    expect(s.registration.unregistered).toBe(true);
  });

  it('on localhost unregisters when the script is not JavaScript', async () => {
    const s = setup();
    const html = new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    await registerServiceWorker({
      path: '/service-worker.js',
      container: s.container,
      isLocalhost: true,
      fetch: async () => html,
      onEvent: s.onEvent,
      logger: s.logger,
    });
    expect(s.registered).toEqual([]);
    expect(s.registration.unregistered).toBe(true);
  });

  it('tells the active worker the API base and the translated offline texts', async () => {
    const s = setup();
    const settings = {
      apiUrl: 'http://127.0.0.1:8080/api',
      texts: { lang: 'fi', notice: 'Ei saatavilla', ok: 'OK' },
    };
    await registerServiceWorker({
      path: '/service-worker.js',
      container: s.container,
      isLocalhost: false,
      fetch: async () => js(),
      onEvent: s.onEvent,
      logger: s.logger,
      settings,
    });
    await Promise.resolve();
    expect((s.registration.active as ReturnType<typeof fakeWorker>).messages).toEqual([
      { type: 'KAUPPA_SETTINGS', settings },
    ]);
  });

  it('applies a waiting update with SKIP_WAITING', () => {
    const waiting = fakeWorker('installed');
    expect(applyUpdate({ waiting })).toBe(true);
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(applyUpdate({ waiting: null })).toBe(false);
  });

  it('recognises localhost names', () => {
    expect(isLocalhost('localhost')).toBe(true);
    expect(isLocalhost('127.0.0.1')).toBe(true);
    expect(isLocalhost('[::1]')).toBe(true);
    expect(isLocalhost('akkukauppa.fi')).toBe(false);
  });
});

describe('service worker registration offline', () => {
  it('does not request the script while offline (the registered worker keeps serving)', async () => {
    const s = setup();
    let fetched = false;
    const result = await registerServiceWorker({
      path: '/service-worker.js',
      container: s.container,
      isLocalhost: true,
      isOnline: () => false,
      fetch: async () => {
        fetched = true;
        return js();
      },
      onEvent: s.onEvent,
      logger: s.logger,
    });
    expect(result).toBeUndefined();
    expect(fetched).toBe(false);
    expect(s.events).toEqual([]);
  });
});

describe('the offline runtime of a page (accounts-content §4 service worker)', () => {
  function page({ controller = null as WorkerLike | null, warm = true } = {}) {
    const base = setup({ controller });
    const connectivity = createFakeConnectivity(true);
    const status = createOfflineStatusStore();
    const loaded: Array<() => void> = [];
    const idle: Array<() => void> = [];
    const controllerChanges: Array<() => void> = [];
    let reloads = 0;
    const runtime = createOfflineRuntime({
      status,
      connectivity,
      worker: {
        path: '/service-worker.js',
        container: base.container,
        isLocalhost: false,
        fetch: async () => js(),
        logger: base.logger,
        onControllerChange: (listener) => controllerChanges.push(listener),
        whenLoaded: (task) => loaded.push(task),
        whenIdle: (task) => idle.push(task),
        mayWarmLaterAssets: () => warm,
        reload: () => reloads++,
      },
    });
    return {
      ...base,
      connectivity,
      status,
      runtime,
      load: async () => {
        for (const task of loaded) task();
        await new Promise((resolve) => setImmediate(resolve));
      },
      idle,
      controllerChange: () => {
        for (const listener of controllerChanges) listener();
      },
      reloads: () => reloads,
    };
  }

  it('follows the connection in the status', () => {
    const p = page();
    p.connectivity.setOnline(false);
    expect(p.status.getState().online).toBe(false);
  });

  it('registers only once the page has loaded, and reports the events in the status', async () => {
    const p = page();
    expect(p.registered).toEqual([]);
    await p.load();
    expect(p.registered).toEqual(['/service-worker.js']);
    expect(p.status.getState()).toMatchObject({ worker: 'registered', lastEvent: 'registered' });
  });

  it('asks the worker to fetch the later chunks when idle, only where the connection allows it (issue 20.2)', async () => {
    const allowed = page();
    await allowed.load();
    for (const task of allowed.idle) task();
    expect((allowed.registration.active as ReturnType<typeof fakeWorker>).messages).toContainEqual({
      type: 'KAUPPA_WARM_ASSETS',
    });
    const metered = page({ warm: false });
    await metered.load();
    expect(metered.idle).toEqual([]);
  });

  it('reloads on a new controller only after the shopper chose the update', async () => {
    const waiting = fakeWorker('installed');
    const p = page({ controller: fakeWorker('activated') });
    (p.registration as { waiting: WorkerLike | null }).waiting = waiting;
    expect(p.runtime.updateNow()).toBe(false);
    await p.load();
    expect(p.status.getState().updateAvailable).toBe(true);
    p.controllerChange();
    expect(p.reloads()).toBe(0);
    expect(p.runtime.updateNow()).toBe(true);
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    p.controllerChange();
    expect(p.reloads()).toBe(1);
  });
});

describe('what the page tells its worker (accounts-content §8 offline notice)', () => {
  it('the API base, the idempotency flag, the build version and the notice texts in the page language', () => {
    const upper = (id: string) => id.toUpperCase();
    expect(
      workerSettings({
        apiUrl: 'https://api.example.fi/api',
        orderIdempotency: true,
        language: 'fi-FI',
        translate: upper,
        manifestVersion: 'abc123',
      }),
    ).toEqual({
      apiUrl: 'https://api.example.fi/api',
      orderIdempotency: true,
      manifestVersion: 'abc123',
      texts: {
        lang: 'fi',
        notice: 'THE PRODUCT, CATEGORY OR CMS PAGE IS NOT AVAILABLE IN OFFLINE MODE. REDIRECTING TO HOME.',
        ok: 'OK',
      },
    });
  });
});

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the order sender, a second worker registered when the shop starts (issue 20.2: first-visit bytes)', () => {
  const senderSetup = ({ online = true, fail = false } = {}) => {
    const installing = fakeWorker('installing');
    const registration: RegistrationLike = {
      installing,
      waiting: null,
      active: null,
      onupdatefound: null,
      unregister: async () => true,
    };
    const calls: Array<{ path: string; options?: { scope: string } }> = [];
    const logger = createMemoryLogger();
    const options = {
      path: '/order-sender.js',
      scope: '/__kauppa/order-sender/',
      container: {
        async register(path: string, options?: { scope: string }) {
          if (fail) throw new Error('SecurityError');
          calls.push({ path, options });
          return registration;
        },
      },
      isOnline: () => online,
      settings: { apiUrl: 'https://api.example/api', orderIdempotency: true },
      logger,
    };
    return { installing, calls, logger, options };
  };

  it('registers the script under its own scope and tells it the settings once it is active', async () => {
    const { installing, calls, options } = senderSetup();
    const registered = registerOrderSender(options);
    await flush();
    expect(calls).toEqual([{ path: '/order-sender.js', options: { scope: '/__kauppa/order-sender/' } }]);
    expect(installing.messages).toEqual([]);
    installing.setState('installed');
    installing.setState('activated');
    expect(await registered).toBe(true);
    expect(installing.messages).toEqual([
      { type: 'KAUPPA_SETTINGS', settings: { apiUrl: 'https://api.example/api', orderIdempotency: true } },
    ]);
  });

  it('registers nothing offline (the script cannot be fetched)', async () => {
    const { calls, options } = senderSetup({ online: false });
    expect(await registerOrderSender(options)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('logs a failed registration and answers false, never throws', async () => {
    const { logger, options } = senderSetup({ fail: true });
    expect(await registerOrderSender(options)).toBe(false);
    expect(logger.entries.map((e) => e.message)).toEqual(['Error during order sender registration:']);
  });

  it('a worker that became redundant is told nothing', async () => {
    const { installing, options } = senderSetup();
    const registered = registerOrderSender(options);
    await flush();
    installing.setState('redundant');
    expect(await registered).toBe(false);
    expect(installing.messages).toEqual([]);
  });
});
