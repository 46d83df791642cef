import { createListeners } from './store.ts';

/**
 * The online/offline flag and its changes (commerce-core §4 connectivity).
 *
 * @example
 * const off = connectivity.subscribe((online) => console.log(online ? 'online' : 'offline'));
 */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** A connectivity a test switches by hand. */
export interface FakeConnectivity extends Connectivity {
  setOnline(online: boolean): void;
}

/**
 * A connectivity port for tests.
 * @param online the initial state; @default true
 */
export function createFakeConnectivity(online = true): FakeConnectivity {
  let state = online;
  const listeners = createListeners<[online: boolean]>();
  return {
    isOnline: () => state,
    subscribe: listeners.subscribe,
    setOnline(next) {
      if (next === state) return;
      state = next;
      listeners.emit(state);
    },
  };
}

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/**
 * The browser's connectivity: `navigator.onLine` and the `online`/`offline` events, read lazily.
 * Where there is no browser (SSR, Node), it reports online and never changes.
 */
export function createGlobalConnectivity(): Connectivity {
  const g = globalThis as { navigator?: { onLine?: boolean } } & Partial<EventTargetLike>;
  return {
    isOnline: () => g.navigator?.onLine ?? true,
    subscribe(listener) {
      if (typeof g.addEventListener !== 'function' || typeof g.removeEventListener !== 'function')
        return () => {};
      const on = () => listener(true);
      const off = () => listener(false);
      g.addEventListener('online', on);
      g.addEventListener('offline', off);
      return () => {
        g.removeEventListener?.('online', on);
        g.removeEventListener?.('offline', off);
      };
    },
  };
}
