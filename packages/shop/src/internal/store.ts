import { createValueStore, type ValueStore } from '@kauppa/ports';

export type { ValueStore };

/** A small external store (`subscribe` + `getSnapshot`), the shape `useSyncExternalStore` binds. */
export interface ExternalStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
}

/** Creates a {@link ValueStore} holding `initial`: `createValueStore` of `@kauppa/ports` (issue 30.11). */
export const valueStore = <T>(initial: T): ValueStore<T> => createValueStore(initial);
