import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterLoadWhenIdle,
  createBroadcastPort,
  createStoredValue,
  createWebLocks,
  indexedDbExists,
  onPageHidden,
  requestBackgroundSync,
  whenIdle,
  whenLoaded,
} from './browser.ts';
import { createMemoryLocks } from './index.ts';

/** A window of event listeners and a `localStorage`, stubbed onto `globalThis`. */
function stubWindow({ readyState = 'loading' } = {}) {
  const target = new EventTarget();
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
  };
  vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
  vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
  vi.stubGlobal('dispatchEvent', target.dispatchEvent.bind(target));
  vi.stubGlobal('document', { readyState });
  vi.stubGlobal('localStorage', localStorage);
  const storageEvent = (key: string | null) => {
    const event = new Event('storage') as Event & { key: string | null };
    event.key = key;
    target.dispatchEvent(event);
  };
  return { target, items, localStorage, storageEvent };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('browser adapters of the shell ports (issue 16)', () => {
  it('does nothing where there is no browser (SSR, Node)', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    expect(createBroadcastPort('kauppa')).toBeUndefined();
    expect(createStoredValue('k', (raw) => raw).read()).toBeNull();
    expect(await indexedDbExists('kauppa-battery-default')).toBe(false);
    expect(await requestBackgroundSync('kauppa-orders')).toBe(false);
  });

  it('runs a task once the page has loaded, at once when it has', () => {
    const page = stubWindow();
    const task = vi.fn();
    whenLoaded(task);
    expect(task).not.toHaveBeenCalled();
    page.target.dispatchEvent(new Event('load'));
    page.target.dispatchEvent(new Event('load'));
    expect(task).toHaveBeenCalledTimes(1);
    stubWindow({ readyState: 'complete' });
    whenLoaded(task);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('runs an idle task with requestIdleCallback, and after the fallback time without it', () => {
    vi.useFakeTimers();
    const idle = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    const task = vi.fn();
    whenIdle(task, { timeoutMs: 3000 });
    expect(idle).toHaveBeenCalledWith(task, { timeout: 3000 });
    vi.stubGlobal('requestIdleCallback', undefined);
    const later = vi.fn();
    whenIdle(later);
    vi.advanceTimersByTime(1999);
    expect(later).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('takes its options as whenIdle does: afterLoadWhenIdle(task, { timeoutMs }) (issue 30.8)', () => {
    vi.useFakeTimers();
    const page = stubWindow();
    const task = vi.fn();
    afterLoadWhenIdle(task, { timeoutMs: 500 });
    page.target.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a cancelled after-load idle task never runs', () => {
    vi.useFakeTimers();
    const page = stubWindow();
    const task = vi.fn();
    const cancel = afterLoadWhenIdle(task);
    page.target.dispatchEvent(new Event('load'));
    cancel();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });

  it('keeps a value for the tabs: read back, written once when unchanged, changes announced', () => {
    const page = stubWindow();
    const value = createStoredValue<{ count: number }>('summary', (raw) => (raw ? JSON.parse(raw) : null));
    const heard = vi.fn();
    const otherTab = vi.fn();
    value.subscribe(heard);
    value.onOtherTab(otherTab);
    value.write({ count: 2 });
    value.write({ count: 2 });
    expect(value.read()).toEqual({ count: 2 });
    expect(page.localStorage.setItem).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledTimes(1);
    page.storageEvent('another-key');
    page.storageEvent('summary');
    expect(otherTab).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('reads an unreadable value as none and ignores a full storage', () => {
    const page = stubWindow();
    page.items.set('summary', '{oops');
    const value = createStoredValue('summary', (raw) => (raw ? JSON.parse(raw) : null));
    expect(value.read()).toBeNull();
    page.localStorage.setItem.mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => value.write({ count: 1 })).not.toThrow();
  });

  it('posts to the other tabs through a BroadcastChannel', async () => {
    const a = createBroadcastPort<{ type: string }>('kauppa-test');
    const b = createBroadcastPort<{ type: string }>('kauppa-test');
    if (!a || !b) throw new Error('Node has BroadcastChannel');
    const heard = new Promise((resolve) => b.subscribe(resolve));
    a.post({ type: 'logout' });
    expect(await heard).toEqual({ type: 'logout' });
    a.close();
    b.close();
  });

  it('tells when the page is hidden or left, not when it shows again', () => {
    const page = stubWindow();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('document', doc);
    const hidden = vi.fn();
    const stop = onPageHidden(hidden);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(hidden).not.toHaveBeenCalled();
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    page.target.dispatchEvent(new Event('pagehide'));
    expect(hidden).toHaveBeenCalledTimes(2);
    stop();
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(hidden).toHaveBeenCalledTimes(2);
  });

  it('finds an IndexedDB database by name', async () => {
    vi.stubGlobal('indexedDB', { databases: async () => [{ name: 'kauppa-battery-default' }] });
    expect(await indexedDbExists('kauppa-battery-default')).toBe(true);
    expect(await indexedDbExists('kauppa-hair-default')).toBe(false);
  });

  it('registers Background Sync with the ready worker, and answers false without Background Sync', async () => {
    const register = vi.fn(async () => {});
    vi.stubGlobal('navigator', {
      serviceWorker: { ready: Promise.resolve({ active: {}, sync: { register } }) },
    });
    expect(await requestBackgroundSync('kauppa-orders')).toBe(true);
    expect(register).toHaveBeenCalledWith('kauppa-orders');
    vi.stubGlobal('navigator', { serviceWorker: { ready: Promise.resolve({}) } });
    expect(await requestBackgroundSync('kauppa-orders')).toBe(false);
  });

  it("registers Background Sync with the worker of the given scope, not the page's (issue 20.2: the order sender)", async () => {
    const pageRegister = vi.fn(async () => {});
    const senderRegister = vi.fn(async () => {});
    const getRegistration = vi.fn(async (scope?: string) =>
      scope === '/__kauppa/order-sender/'
        ? {
            scope: 'https://shop.example/__kauppa/order-sender/',
            active: {},
            sync: { register: senderRegister },
          }
        : undefined,
    );
    vi.stubGlobal('navigator', {
      serviceWorker: {
        ready: Promise.resolve({ active: {}, sync: { register: pageRegister } }),
        getRegistration,
      },
    });
    expect(await requestBackgroundSync('kauppa-orders', { scope: '/__kauppa/order-sender/' })).toBe(true);
    expect(senderRegister).toHaveBeenCalledWith('kauppa-orders');
    expect(pageRegister).not.toHaveBeenCalled();
  });

  it("answers false when no worker of the scope is registered or active yet, not the page's own worker (issue 20.2)", async () => {
    const register = vi.fn(async () => {});
    // getRegistration answers the longest scope holding the URL: the page's own, when the order
    // sender is not registered.
    vi.stubGlobal('navigator', {
      serviceWorker: {
        ready: Promise.resolve({}),
        getRegistration: async () => ({ scope: 'https://shop.example/', active: {}, sync: { register } }),
      },
    });
    expect(await requestBackgroundSync('kauppa-orders', { scope: '/__kauppa/order-sender/' })).toBe(false);
    vi.stubGlobal('navigator', {
      serviceWorker: { ready: Promise.resolve({}), getRegistration: async () => undefined },
    });
    expect(await requestBackgroundSync('kauppa-orders', { scope: '/__kauppa/order-sender/' })).toBe(false);
    vi.stubGlobal('navigator', {
      serviceWorker: {
        ready: Promise.resolve({}),
        getRegistration: async () => ({
          scope: 'https://shop.example/__kauppa/order-sender/',
          active: null,
          sync: { register },
        }),
      },
    });
    expect(await requestBackgroundSync('kauppa-orders', { scope: '/__kauppa/order-sender/' })).toBe(false);
    expect(register).not.toHaveBeenCalled();
  });
});

describe("the origin's locks (issue 20: the order sender's mutual exclusion needs no timing)", () => {
  it('without navigator.locks there are none', () => {
    vi.stubGlobal('navigator', {});
    expect(createWebLocks()).toBeUndefined();
  });

  it('asks the Web Locks API for the lock if available, and says whether it was granted', async () => {
    const request = vi.fn(
      (_name: string, _options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<unknown>) =>
        callback(request.mock.calls.length === 1 ? { name: 'kauppa-order-sender' } : null),
    );
    vi.stubGlobal('navigator', { locks: { request } });
    const locks = createWebLocks();
    expect(await locks?.ifAvailable('kauppa-order-sender', async (held) => held)).toBe(true);
    expect(await locks?.ifAvailable('kauppa-order-sender', async (held) => held)).toBe(false);
    expect(request.mock.calls[0]?.slice(0, 2)).toEqual(['kauppa-order-sender', { ifAvailable: true }]);
    await createWebLocks('kauppa-battery-default')?.ifAvailable('kauppa-order-sender', async (held) => held);
    expect(request.mock.calls[2]?.[0]).toBe('kauppa-battery-default:kauppa-order-sender');
  });

  it('memory locks: a held name is refused to the others until its work settles, also when it fails', async () => {
    const locks = createMemoryLocks();
    let release = () => {};
    const first = locks.ifAvailable(
      'a',
      (held) => new Promise<boolean>((resolve) => (release = () => resolve(held))),
    );
    expect(await locks.ifAvailable('a', async (held) => held)).toBe(false);
    expect(await locks.ifAvailable('b', async (held) => held)).toBe(true);
    release();
    expect(await first).toBe(true);
    await expect(
      locks.ifAvailable('a', async () => Promise.reject(new Error('send failed'))),
    ).rejects.toThrow('send failed');
    expect(await locks.ifAvailable('a', async (held) => held)).toBe(true);
  });
});
