import { describe, expect, it } from 'vitest';
import { createListeners, createValueStore } from './index.ts';

describe('listeners (issue 30.11: one store primitive)', () => {
  it('calls each listener with the arguments, and not after it unsubscribed', () => {
    const listeners = createListeners<[number]>();
    const seen: number[] = [];
    const stop = listeners.subscribe((n) => seen.push(n));
    listeners.emit(1);
    stop();
    listeners.emit(2);
    expect(seen).toEqual([1]);
    expect(listeners.size()).toBe(0);
  });

  it('a listener that unsubscribes another while called does not skip the rest of this round', () => {
    const listeners = createListeners();
    const seen: string[] = [];
    let stopB = () => {};
    listeners.subscribe(() => {
      seen.push('a');
      stopB();
    });
    stopB = listeners.subscribe(() => seen.push('b'));
    listeners.emit();
    listeners.emit();
    expect(seen).toEqual(['a', 'b', 'a']);
  });
});

describe('value store (issue 30.11)', () => {
  it('tells the subscribers of a change, not of an equal value', () => {
    const store = createValueStore({ qty: 1 });
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    const same = store.getSnapshot();
    store.set(same);
    store.set((current) => ({ qty: current.qty + 1 }));
    expect(calls).toBe(1);
    expect(store.getSnapshot()).toEqual({ qty: 2 });
  });
});
