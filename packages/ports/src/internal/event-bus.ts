/** A handler of a global event. */
export type EventHandler<T = unknown> = (payload: T) => void;

/**
 * The global event bus: task callbacks (`prices-after-sync`, …), tracking and UI requests such as
 * the sign-up modal travel on it (commerce-core §4 network tasks).
 *
 * @example
 * const bus = createEventBus();
 * bus.on('prices-after-sync', (payload) => console.log(payload));
 * bus.emit('prices-after-sync', { skus: ['AA-4'] });
 */
export interface EventBus {
  emit<T = unknown>(name: string, payload?: T): void;
  /** Subscribes; returns the unsubscribe function. */
  on<T = unknown>(name: string, handler: EventHandler<T>): () => void;
  /** Subscribes to every event; used by recorders and devtools. */
  onAny(handler: (name: string, payload: unknown) => void): () => void;
}

/** An in-memory event bus. A throwing handler does not stop the others. */
export function createEventBus({
  onError,
}: {
  onError?: (error: unknown, name: string) => void;
} = {}): EventBus {
  const handlers = new Map<string, Set<EventHandler>>();
  const any = new Set<(name: string, payload: unknown) => void>();
  const call = (fn: () => void, name: string) => {
    try {
      fn();
    } catch (error) {
      onError?.(error, name);
    }
  };
  return {
    emit(name, payload) {
      for (const handler of [...(handlers.get(name) ?? [])]) call(() => handler(payload), name);
      for (const handler of [...any]) call(() => handler(name, payload), name);
    },
    on(name, handler) {
      const set = handlers.get(name) ?? new Set<EventHandler>();
      handlers.set(name, set);
      set.add(handler as EventHandler);
      return () => set.delete(handler as EventHandler);
    },
    onAny(handler) {
      any.add(handler);
      return () => any.delete(handler);
    },
  };
}

/** An event bus that remembers what was emitted, for assertions. */
export interface RecordingEventBus extends EventBus {
  readonly emitted: ReadonlyArray<{ name: string; payload: unknown }>;
}

/** An event bus for tests that records every emitted event. */
export function createRecordingEventBus(): RecordingEventBus {
  const bus = createEventBus();
  const emitted: Array<{ name: string; payload: unknown }> = [];
  bus.onAny((name, payload) => emitted.push({ name, payload }));
  return Object.assign(bus, { emitted });
}
