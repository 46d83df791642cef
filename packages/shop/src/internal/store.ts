/** A small external store (`subscribe` + `getSnapshot`), the shape `useSyncExternalStore` binds. */
export interface ExternalStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
}

/** A store of one value: `set` replaces it and tells the subscribers when it changed. */
export interface ValueStore<T> extends ExternalStore<T> {
  set(next: T | ((current: T) => T)): void;
}

/** Creates a {@link ValueStore} holding `initial`. */
export function valueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      const updated = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(updated, value)) return;
      value = updated;
      for (const listener of [...listeners]) listener();
    },
  };
}
