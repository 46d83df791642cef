/**
 * Mutual exclusion across the tabs and workers of an origin: the Web Locks API in a browser
 * (`createWebLocks` of `@kauppa/ports/browser`). A lock is held until its work settles and is let
 * go by the browser when the holder's page or worker goes away, so no timing is involved.
 *
 * @example
 * const report = await locks.ifAvailable('kauppa-order-sender', async (held) =>
 *   held ? sendOrders() : { leaseHeldElsewhere: true },
 * );
 */
export interface Locks {
  /**
   * Runs `work(true)` holding the lock `name` when no one holds it, and lets it go when `work`
   * settles; runs `work(false)` at once, without the lock, when another holds it.
   */
  ifAvailable<T>(name: string, work: (held: boolean) => Promise<T>): Promise<T>;
}

/** Locks of one process (tests, Node): the senders sharing it exclude each other. */
export function createMemoryLocks(): Locks {
  const held = new Set<string>();
  return {
    async ifAvailable(name, work) {
      if (held.has(name)) return work(false);
      held.add(name);
      try {
        return await work(true);
      } finally {
        held.delete(name);
      }
    },
  };
}
