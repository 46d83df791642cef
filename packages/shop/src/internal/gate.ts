import type { Collection, Collections, ShopHttp } from '@kauppa/ports';

/**
 * Holds back storage and HTTP until the shop is started: a module created by `createShop` may
 * ask (the cart restores itself at once), but nothing is read, written or sent before
 * `shop.start()` opens the gate — after the given state has been written.
 */
export interface Gate {
  /** Resolves once the gate is open. */
  readonly opened: Promise<void>;
  open(): void;
  isOpen(): boolean;
}

export function createGate(): Gate {
  let open!: () => void;
  let isOpen = false;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    opened,
    open() {
      isOpen = true;
      open();
    },
    isOpen: () => isOpen,
  };
}

const after =
  <A extends unknown[], R>(gate: Gate, fn: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    if (!gate.isOpen()) await gate.opened;
    return fn(...args);
  };

/** The collections, each call waiting for the gate (subscriptions are taken at once). */
export function gatedCollections(collections: Collections, gate: Gate): Collections {
  const cache = new Map<string, Collection<unknown>>();
  return {
    kind: collections.kind,
    collection<T>(name: string): Collection<T> {
      let gated = cache.get(name);
      if (!gated) {
        const inner = collections.collection<unknown>(name);
        gated = {
          name: inner.name,
          get: after(gate, (key: string) => inner.get(key)),
          set: after(gate, (key: string, value: unknown) => inner.set(key, value)),
          delete: after(gate, (key: string) => inner.delete(key)),
          keys: after(gate, () => inner.keys()),
          entries: after(gate, () => inner.entries()),
          clear: after(gate, () => inner.clear()),
          subscribe: (listener) => inner.subscribe(listener),
          ...(inner.update
            ? {
                update: after(gate, (key: string, change: (current: unknown) => unknown) =>
                  (inner.update as NonNullable<typeof inner.update>)(key, change),
                ),
              }
            : {}),
        };
        cache.set(name, gated);
      }
      return gated as Collection<T>;
    },
  };
}

/** The HTTP port, each request waiting for the gate. */
export function gatedHttp(http: ShopHttp, gate: Gate): ShopHttp {
  return { request: after(gate, (request) => http.request(request)) as ShopHttp['request'] };
}
