import { type Clock, createSystemClock, type TimerHandle } from '@kauppa/ports';
import type { BodyVariant, OutputCacheStore, SetOptions, StoredPage, StoredRecord } from './output-cache.ts';

/**
 * A circuit breaker around a shared output-cache store (issue 29.2, 29.3): a cache never makes
 * the shop slower than having no cache, and an invalidation is never forgotten.
 *
 * - closed: every call goes to the store, each bounded by `callTimeoutMs`; `failureThreshold`
 *   failures in a row (an error or a call past the timeout) open the circuit.
 * - open: no call reaches the store — reads are misses, writes are skipped, invalidations fail at
 *   once — so pages render and are served as without a cache. `openMs` after it opened, a timer
 *   starts one probe (half-open); requests meanwhile still bypass the store.
 * - half-open: the probe reads the generation and delivers every invalidation that failed; only
 *   when both succeed does the circuit close. Else it opens again for `openMs`.
 *
 * An invalidation that fails keeps its tags here (pending) and is delivered by the probe. Until
 * then this node never serves a page carrying one of the tags that was stored before the failed
 * invalidation ({@link isStale}); every other node sharing the store has its circuit open as
 * long as the store fails, and serves such a page again only after its own probe closed it —
 * which is why the caller (the shop API) also retries until it gets a 2xx.
 *
 * Each transition is reported once through `onTransition` (the log), never once per request.
 */

/** The state of a {@link createResilientStore} circuit. */
export type CircuitState = 'closed' | 'open' | 'half-open';

/** What `/health` shows of the shared cache. */
export interface CacheHealth {
  state: CircuitState;
  /** Why the circuit opened (the last failure), when it is not closed. */
  reason?: string | undefined;
  /** When the circuit last changed state (ms since the epoch). */
  since: number;
  /** Tags of invalidations not yet delivered to the store. */
  pendingInvalidations: number;
}

/** Options of {@link createResilientStore}. */
export interface ResilientStoreOptions {
  /** Failures in a row that open the circuit. @default 3 */
  failureThreshold?: number;
  /** A store call that takes longer counts as a failure (a hanging Redis). @default 300 */
  callTimeoutMs?: number;
  /** How long the circuit stays open before a probe. @default 5000 */
  openMs?: number;
  /** The most tags of failed invalidations kept; beyond it the whole store is invalidated. @default 10_000 */
  maxPendingTags?: number;
  /** Time and timers. @default the system clock */
  clock?: Clock;
  /** Receives each transition once. @default console.warn / console.info */
  onTransition?: (state: CircuitState, reason: string | undefined) => void;
}

/** The error of a call the open circuit did not send. */
export class CacheUnavailableError extends Error {
  constructor(reason: string | undefined) {
    super(`Output cache unavailable (circuit open${reason ? `: ${reason}` : ''})`);
    this.name = 'CacheUnavailableError';
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Wraps a store in a circuit breaker (see the module comment).
 *
 * @example
 * const store = createResilientStore(createRedisStore({ url }), { openMs: 5000 });
 */
export function createResilientStore(
  inner: OutputCacheStore,
  {
    failureThreshold = 3,
    callTimeoutMs = 300,
    openMs = 5000,
    maxPendingTags = 10_000,
    clock = createSystemClock(),
    onTransition = (state, reason) =>
      state === 'closed'
        ? console.info(`Output cache (${inner.kind}): available again, circuit closed`)
        : console.warn(
            `Output cache (${inner.kind}): circuit ${state}${reason ? ` (${reason})` : ''}; pages are rendered without the cache`,
          ),
  }: ResilientStoreOptions = {},
): OutputCacheStore & { health(): CacheHealth } {
  let state: CircuitState = 'closed';
  let since = clock.now();
  let reason: string | undefined;
  let failures = 0;
  /** Tags whose invalidation failed → when it failed (the first time). */
  const pending = new Map<string, number>();
  /** A failed invalidation that named no tags (by filter): everything stored before it is stale. */
  let everythingStaleBefore: number | undefined;

  const move = (next: CircuitState, why: string | undefined) => {
    if (next === state) return;
    state = next;
    since = clock.now();
    reason = next === 'closed' ? undefined : why;
    if (next === 'open') scheduleProbe();
    // The half-open probe is not news; its outcome is.
    if (next !== 'half-open') onTransition(next, reason);
  };

  /** A store call bounded by the timeout. */
  const bounded = <T>(call: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = clock.setTimeout(
        () => reject(new Error(`no answer within ${callTimeoutMs} ms`)),
        callTimeoutMs,
      );
      call().then(
        (value) => {
          clock.clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clock.clearTimeout(timer);
          reject(error);
        },
      );
    });

  let probeTimer: TimerHandle | undefined;
  /** The probe comes `openMs` after the circuit opened, asked for by no request. */
  const scheduleProbe = () => {
    if (probeTimer !== undefined) clock.clearTimeout(probeTimer);
    probeTimer = clock.setTimeout(() => {
      probeTimer = undefined;
      void probe();
    }, openMs);
  };

  const failed = (error: unknown) => {
    failures += 1;
    reason = messageOf(error);
    if (state === 'closed' && failures >= failureThreshold) move('open', reason);
  };

  const deliverPending = async () => {
    if (everythingStaleBefore !== undefined) {
      await bounded(() => inner.invalidateWhere(() => true));
      everythingStaleBefore = undefined;
    }
    if (pending.size > 0) {
      const tags = [...pending.keys()];
      await bounded(() => inner.invalidateTags(tags));
      for (const tag of tags) pending.delete(tag);
    }
  };

  const probe = async () => {
    move('half-open', reason);
    try {
      await bounded(() => inner.generation());
      await deliverPending();
      failures = 0;
      move('closed', undefined);
    } catch (error) {
      // Still down: open again, quietly (the opening was reported; only a change is news).
      state = 'open';
      reason = messageOf(error);
      scheduleProbe();
    }
  };

  let delivering = false;
  /** Failed invalidations are delivered again as soon as the store answers. */
  const redeliver = () => {
    if (delivering) return;
    delivering = true;
    deliverPending()
      .then(() => {
        failures = 0;
      }, failed)
      .finally(() => {
        delivering = false;
      });
  };

  /** Is the store to be asked now? Starts the probe when the open time is over. */
  const usable = (): boolean => {
    if (state === 'closed') {
      if (pending.size > 0 || everythingStaleBefore !== undefined) redeliver();
      return true;
    }
    return false;
  };

  /** A call through the circuit: the store's answer, or `fallback` (a miss) when it fails. */
  const guarded = async <T>(call: () => Promise<T>, fallback: () => T): Promise<T> => {
    if (!usable()) return fallback();
    try {
      const value = await bounded(call);
      failures = 0;
      return value;
    } catch (error) {
      failed(error);
      return fallback();
    }
  };

  /** A call that must not be lost silently: it throws when the store cannot take it. */
  const required = async <T>(call: () => Promise<T>): Promise<T> => {
    if (!usable()) throw new CacheUnavailableError(reason);
    try {
      const value = await bounded(call);
      failures = 0;
      return value;
    } catch (error) {
      failed(error);
      throw error;
    }
  };

  const keepPending = (tags: readonly string[]) => {
    const at = clock.now();
    for (const tag of tags) if (!pending.has(tag)) pending.set(tag, at);
    if (pending.size > maxPendingTags) {
      pending.clear();
      everythingStaleBefore ??= at;
    }
  };

  return {
    get kind() {
      return inner.kind;
    },
    get(key: string, variant: BodyVariant): Promise<StoredPage | undefined> {
      return guarded(
        () => inner.get(key, variant),
        () => undefined,
      );
    },
    async set(key: string, record: StoredRecord, options: SetOptions): Promise<void> {
      // A page rendered without a known generation could bring back what an invalidation dropped.
      if (options.generation === undefined) return;
      await guarded(
        () => inner.set(key, record, options),
        () => undefined,
      );
    },
    generation: () => required(() => inner.generation()),
    async invalidateTags(tags, countPrefix) {
      try {
        return await required(() => inner.invalidateTags(tags, countPrefix));
      } catch (error) {
        keepPending(tags);
        throw error;
      }
    },
    async invalidateWhere(test) {
      try {
        return await required(() => inner.invalidateWhere(test));
      } catch (error) {
        everythingStaleBefore ??= clock.now();
        throw error;
      }
    },
    count: (keyPrefix) => required(() => inner.count(keyPrefix)),
    isStale(tags: readonly string[], storedAt: number): boolean {
      if (everythingStaleBefore !== undefined && storedAt <= everythingStaleBefore) return true;
      if (pending.size === 0) return false;
      return tags.some((tag) => {
        const at = pending.get(tag);
        return at !== undefined && storedAt <= at;
      });
    },
    health: () => ({
      state,
      reason: state === 'closed' ? undefined : reason,
      since,
      pendingInvalidations: pending.size + (everythingStaleBefore === undefined ? 0 : 1),
    }),
    close: () => {
      if (probeTimer !== undefined) clock.clearTimeout(probeTimer);
      return inner.close();
    },
  };
}
