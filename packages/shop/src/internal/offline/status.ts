import { createListeners } from '@kauppa/ports';
import type { ServiceWorkerEvent } from './registration.ts';

/** What the offline UI shows: the connection and the service worker's state. */
export interface OfflineState {
  online: boolean;
  /** The worker: not registered (development, unsupported), registered, caching done, or failed. */
  worker: 'none' | 'registered' | 'cached' | 'error';
  /** A new version waits for the shopper (the update prompt). */
  updateAvailable: boolean;
  /** The last service worker event (accounts-content §4). */
  lastEvent: ServiceWorkerEvent | null;
}

/** The state before anything is known (server render: online). */
export const initialOfflineState: OfflineState = {
  online: true,
  worker: 'none',
  updateAvailable: false,
  lastEvent: null,
};

/** What changes the state. */
export type OfflineInput =
  | { type: 'connection'; online: boolean }
  | { type: 'worker'; event: ServiceWorkerEvent };

/** The state after `input`. */
export function nextOfflineState(state: OfflineState, input: OfflineInput): OfflineState {
  if (input.type === 'connection')
    return state.online === input.online ? state : { ...state, online: input.online };
  const { event } = input;
  switch (event) {
    case 'registered':
      return { ...state, worker: state.worker === 'cached' ? 'cached' : 'registered', lastEvent: event };
    case 'cached':
      return { ...state, worker: 'cached', lastEvent: event };
    case 'updated':
      return { ...state, updateAvailable: true, lastEvent: event };
    case 'offline':
      return { ...state, online: false, lastEvent: event };
    case 'error':
      return { ...state, worker: 'error', lastEvent: event };
  }
}

/** A small external store for `useSyncExternalStore`. */
export interface OfflineStatusStore {
  getState(): OfflineState;
  subscribe(listener: () => void): () => void;
  dispatch(input: OfflineInput): void;
}

/** Creates the store of the offline UI. */
export function createOfflineStatusStore(initial: OfflineState = initialOfflineState): OfflineStatusStore {
  let state = initial;
  const listeners = createListeners();
  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    dispatch(input) {
      const next = nextOfflineState(state, input);
      if (next === state) return;
      state = next;
      listeners.emit();
    },
  };
}
