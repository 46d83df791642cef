import { describe, expect, it } from 'vitest';
import { createOfflineStatusStore, initialOfflineState, nextOfflineState } from './offline.ts';

describe('offline status (accounts-content §4 service worker events)', () => {
  it('follows the connection and the worker events', () => {
    let state = nextOfflineState(initialOfflineState, { type: 'worker', event: 'registered' });
    expect(state.worker).toBe('registered');
    state = nextOfflineState(state, { type: 'worker', event: 'cached' });
    expect(state.worker).toBe('cached');
    state = nextOfflineState(state, { type: 'worker', event: 'updated' });
    expect(state.updateAvailable).toBe(true);
    state = nextOfflineState(state, { type: 'worker', event: 'offline' });
    expect(state.online).toBe(false);
    state = nextOfflineState(state, { type: 'connection', online: true });
    expect(state.online).toBe(true);
    expect(nextOfflineState(state, { type: 'worker', event: 'error' }).worker).toBe('error');
  });

  it('tells subscribers only about changes', () => {
    const store = createOfflineStatusStore();
    let calls = 0;
    store.subscribe(() => calls++);
    store.dispatch({ type: 'connection', online: true });
    store.dispatch({ type: 'connection', online: false });
    expect(calls).toBe(1);
    expect(store.getState().online).toBe(false);
  });
});
