import { createValueStore } from '@kauppa/ports';

/** A small external store (`subscribe` + `getSnapshot`), the shape `useSyncExternalStore` binds. */
export interface ExternalStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
}

/** A store of one value: `set` replaces it and tells the subscribers when it changed. */
export interface ValueStore<T> extends ExternalStore<T> {
  set(next: T | ((current: T) => T)): void;
}

/** Creates a {@link ValueStore} holding `initial`: `createValueStore` of `@kauppa/ports` (issue 30.11). */
export const valueStore = <T>(initial: T): ValueStore<T> => createValueStore(initial);
