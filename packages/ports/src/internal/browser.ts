/**
 * Browser adapters of the shell's ports. Each reads the globals lazily, at call time, and does
 * nothing where they are missing (SSR, Node, an old browser), so importing them has no effect.
 */

import type { Locks } from './locks.ts';

type Listener = (event: unknown) => void;

interface EventTargetLike {
  addEventListener(type: string, listener: Listener, options?: { once?: boolean }): void;
  removeEventListener(type: string, listener: Listener): void;
  dispatchEvent?(event: unknown): boolean;
}

interface BrowserGlobals extends Partial<EventTargetLike> {
  document?: Partial<EventTargetLike> & { readyState?: string; visibilityState?: string };
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  localStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  indexedDB?: { databases?(): Promise<Array<{ name?: string }>> };
  navigator?: {
    serviceWorker?: { ready: Promise<unknown>; getRegistration?(clientUrl?: string): Promise<unknown> };
    locks?: {
      request<T>(
        name: string,
        options: { ifAvailable: boolean },
        callback: (lock: unknown) => Promise<T>,
      ): Promise<T>;
    };
  };
  BroadcastChannel?: new (
    name: string,
  ) => EventTargetLike & { postMessage(message: unknown): void; close(): void };
  Event?: new (type: string) => unknown;
}

const browser = () => globalThis as unknown as BrowserGlobals;

/**
 * The origin's locks over the Web Locks API (`navigator.locks`, in pages and workers), or
 * `undefined` where the browser has none: a held lock is let go when its page or worker goes away.
 * `scope` prefixes every name (`<scope>:<name>`): one shop database's senders, say.
 */
export function createWebLocks(scope?: string): Locks | undefined {
  const locks = browser().navigator?.locks;
  if (typeof locks?.request !== 'function') return undefined;
  const scoped = (name: string) => (scope ? `${scope}:${name}` : name);
  return {
    ifAvailable: (name, work) =>
      locks.request(scoped(name), { ifAvailable: true }, (lock) => work(lock !== null)),
  };
}

/** A channel to the other tabs of the same origin. */
export interface BroadcastPort<T> {
  post(message: T): void;
  subscribe(listener: (message: T) => void): () => void;
  close(): void;
}

/**
 * The other tabs through a `BroadcastChannel` named `name` (it does not echo to its sender), or
 * `undefined` where there is none.
 */
export function createBroadcastPort<T>(name: string): BroadcastPort<T> | undefined {
  const Channel = browser().BroadcastChannel;
  if (typeof Channel !== 'function') return undefined;
  const channel = new Channel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (event: unknown) => listener((event as { data: T }).data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

/** Runs `task` once the page has loaded: at once when it has. */
export function whenLoaded(task: () => void): void {
  const g = browser();
  if (g.document?.readyState === 'complete') task();
  else g.addEventListener?.('load', task, { once: true });
}

/** Calls `listener` when the page is hidden or left (`visibilitychange` to hidden, `pagehide`); answers the stop. */
export function onPageHidden(listener: () => void): () => void {
  const g = browser();
  const onHidden = () => {
    if (g.document?.visibilityState === 'hidden') listener();
  };
  g.document?.addEventListener?.('visibilitychange', onHidden);
  g.addEventListener?.('pagehide', onHidden);
  return () => {
    g.document?.removeEventListener?.('visibilitychange', onHidden);
    g.removeEventListener?.('pagehide', onHidden);
  };
}

/** Options of {@link whenIdle}. */
export interface WhenIdleOptions {
  /** The longest wait for idleness (`requestIdleCallback`'s timeout); none by default. */
  timeoutMs?: number | undefined;
  /** Without `requestIdleCallback`, the task runs after this long. @default 2000 */
  fallbackMs?: number | undefined;
}

/** Runs `task` when the browser is idle; answers the cancel. */
export function whenIdle(
  task: () => void,
  { timeoutMs, fallbackMs = 2000 }: WhenIdleOptions = {},
): () => void {
  const g = browser();
  if (typeof g.requestIdleCallback === 'function') {
    const handle =
      timeoutMs === undefined
        ? g.requestIdleCallback(task)
        : g.requestIdleCallback(task, { timeout: timeoutMs });
    return () => g.cancelIdleCallback?.(handle);
  }
  const handle = g.setTimeout(task, fallbackMs);
  return () => g.clearTimeout(handle);
}

/** Options of {@link afterLoadWhenIdle}. */
export interface AfterLoadWhenIdleOptions {
  /** The longest wait for idleness after the load. @default 3000 */
  timeoutMs?: number | undefined;
}

/**
 * Runs `task` when the browser is idle after the page has loaded (at most `timeoutMs` later, at
 * once without `requestIdleCallback`); answers the cancel. Its options are an object, as
 * {@link whenIdle}'s (issue 30.8); a number as the second argument is still taken (deprecated).
 *
 * @example
 * const cancel = afterLoadWhenIdle(() => warmUp(), { timeoutMs: 3000 });
 */
export function afterLoadWhenIdle(
  task: () => void,
  options: AfterLoadWhenIdleOptions | number = {},
): () => void {
  const { timeoutMs = 3000 } = typeof options === 'number' ? { timeoutMs: options } : options;
  const g = browser();
  let cancelled = false;
  let cancelIdle = () => {};
  const schedule = () => {
    if (cancelled) return;
    cancelIdle = whenIdle(() => !cancelled && task(), { timeoutMs, fallbackMs: 1 });
  };
  if (g.document?.readyState === 'complete') schedule();
  else g.addEventListener?.('load', schedule, { once: true });
  return () => {
    cancelled = true;
    g.removeEventListener?.('load', schedule);
    cancelIdle();
  };
}

/** A value kept in `localStorage` under one key, shared by the tabs of the origin. */
export interface StoredValue<T> {
  /** The value, or `null` when missing, unreadable or storage is blocked. */
  read(): T | null;
  /** Writes the value (nothing when unchanged); a full or blocked storage is ignored. */
  write(value: T): void;
  /** Calls `listener` after this tab's writes and other tabs' changes. */
  subscribe(listener: () => void): () => void;
  /** Calls `listener` when another tab changed the value. */
  onOtherTab(listener: () => void): () => void;
}

/** The {@link StoredValue} under `key`; `parse` reads the stored text (`null` when missing). */
export function createStoredValue<T>(key: string, parse: (raw: string | null) => T | null): StoredValue<T> {
  const g = browser();
  const changed = `kauppa:stored:${key}`;
  const onOtherTab = (listener: () => void) => {
    const onStorage = (event: unknown) => {
      const changedKey = (event as { key?: string | null }).key;
      if (changedKey === key || changedKey === null) listener();
    };
    g.addEventListener?.('storage', onStorage);
    return () => g.removeEventListener?.('storage', onStorage);
  };
  return {
    read() {
      try {
        return parse(g.localStorage?.getItem(key) ?? null);
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        const raw = JSON.stringify(value);
        if (!g.localStorage || g.localStorage.getItem(key) === raw) return;
        g.localStorage.setItem(key, raw);
        if (g.Event) g.dispatchEvent?.(new g.Event(changed));
      } catch {
        // Storage full or blocked: the value is not kept.
      }
    },
    subscribe(listener) {
      const offOther = onOtherTab(listener);
      g.addEventListener?.(changed, listener);
      return () => {
        offOther();
        g.removeEventListener?.(changed, listener);
      };
    },
    onOtherTab,
  };
}

/** Does the IndexedDB database `name` exist (false where it cannot be known)? */
export async function indexedDbExists(name: string): Promise<boolean> {
  try {
    const list = (await browser().indexedDB?.databases?.()) ?? [];
    return list.some((db) => db.name === name);
  } catch {
    return false;
  }
}

/** Is the registration's `scope` (an absolute URL) the one of path `scope`? */
function isScope(registered: string | undefined, scope: string): boolean {
  if (!registered) return false;
  try {
    return new URL(registered).pathname === new URL(scope, registered).pathname;
  } catch {
    return false;
  }
}

/** Options of {@link requestBackgroundSync}. */
export interface BackgroundSyncOptions {
  /**
   * The scope of the registration whose worker handles the sync (a worker that controls no page,
   * e.g. the storefront's order sender; issue 20.2). Without it, the worker of the page's own
   * registration (`navigator.serviceWorker.ready`).
   */
  scope?: string | undefined;
  /** How long to wait for the worker, ms. @default 1000 */
  readyTimeoutMs?: number | undefined;
}

type SyncRegistration =
  | { scope?: string; active?: unknown; sync?: { register(tag: string): Promise<void> } }
  | undefined;

/**
 * Asks a service worker to run the Background Sync `tag` (where supported): the worker of the
 * registration of `scope`, or the page's own. Waits at most `readyTimeoutMs` for it. Answers
 * whether the sync was registered (false without such a worker or without Background Sync).
 */
export async function requestBackgroundSync(
  tag: string,
  { scope, readyTimeoutMs = 1000 }: BackgroundSyncOptions = {},
): Promise<boolean> {
  const g = browser();
  const container = g.navigator?.serviceWorker;
  if (!container) return false;
  const found = scope === undefined ? container.ready : container.getRegistration?.(scope);
  if (!found) return false;
  const registration = (await Promise.race([
    found.catch(() => undefined),
    new Promise((resolve) => g.setTimeout(() => resolve(undefined), readyTimeoutMs)),
  ])) as SyncRegistration;
  if (!registration?.sync || !registration.active) return false;
  // `getRegistration(scope)` answers the registration of the longest scope that holds the URL:
  // without one of `scope` itself, the page's own (which does not handle the tag).
  if (scope !== undefined && !isScope(registration.scope, scope)) return false;
  try {
    await registration.sync.register(tag);
    return true;
  } catch {
    return false;
  }
}
