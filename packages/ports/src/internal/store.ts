/**
 * The one small store primitive of the core (issue 30.11), in place of the listener sets each
 * package wrote by hand: a listener set, and a store of one value in the shape
 * `useSyncExternalStore` (React), `shallowRef` + `onScopeDispose` (Vue) or a Svelte store binds.
 */

/** A set of listeners: `subscribe` answers the unsubscribe function, `emit` calls each once. */
export interface Listeners<A extends unknown[] = []> {
  subscribe(listener: (...args: A) => void): () => void;
  /** Calls every listener subscribed when it is called (one that unsubscribes meanwhile too). */
  emit(...args: A): void;
  /** How many listeners are subscribed. */
  size(): number;
}

/**
 * Creates a {@link Listeners} set.
 *
 * @example
 * const listeners = createListeners<[online: boolean]>();
 * const stop = listeners.subscribe((online) => console.log(online));
 * listeners.emit(true);
 */
export function createListeners<A extends unknown[] = []>(): Listeners<A> {
  const listeners = new Set<(...args: A) => void>();
  return {
    subscribe(listener) {
      // A function subscribed twice is two subscriptions: each unsubscribe removes its own.
      const own = (...args: A) => listener(...args);
      listeners.add(own);
      return () => {
        listeners.delete(own);
      };
    },
    emit(...args) {
      for (const listener of [...listeners]) listener(...args);
    },
    size: () => listeners.size,
  };
}

/** A store of one value (`subscribe` + `getSnapshot`); `set` tells the subscribers when it changed. */
export interface ValueStore<T> {
  getSnapshot(): T;
  subscribe(listener: () => void): () => void;
  /** Replaces the value (or maps it); equal values (`Object.is`) tell nobody. */
  set(next: T | ((current: T) => T)): void;
}

/**
 * Creates a {@link ValueStore} holding `initial`.
 *
 * @example
 * const online = createValueStore(true);
 * online.subscribe(() => console.log(online.getSnapshot()));
 * online.set(false); // logs false
 */
export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = createListeners();
  return {
    getSnapshot: () => value,
    subscribe: listeners.subscribe,
    set(next) {
      const updated = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(updated, value)) return;
      value = updated;
      listeners.emit();
    },
  };
}
