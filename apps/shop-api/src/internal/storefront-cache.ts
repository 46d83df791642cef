import type { DatabaseSync } from 'node:sqlite';
import { type Clock, createSystemClock, type TimerHandle } from '@kauppa/ports';

/**
 * Tells the storefront's output cache that products changed (issue 17): a stock (or price)
 * change of a product calls `GET <storefront>/invalidate?tag=P<id>,…` with the shared key in the
 * `X-Invalidate-Key` header, which drops every cached page showing the product on every
 * storefront node that shares the cache. Tags of one tick are sent together; a failing call never
 * fails the change.
 *
 * An invalidation is work that must not be lost (issue 29.3): a call that fails (no answer, a
 * timeout, a 5xx, 429) is tried again with a growing pause (`retry.firstMs`, doubled each time,
 * at most `retry.maxMs`) until the storefront answers 2xx. With a database the undelivered calls
 * are rows of `storefront_invalidations`, so a restart sends them too. A refusal a retry cannot
 * change (another 4xx: a wrong key, a malformed tag) is logged and dropped; so is a call older
 * than `retry.giveUpMs` (the output cache's TTL: its pages have expired by then).
 */

/** Options of {@link createStorefrontInvalidator}. */
export interface StorefrontInvalidatorOptions {
  /** Storefront bases to call (one is enough when the nodes share a Redis). */
  urls: readonly string[];
  /** The storefront's `KAUPPA_INVALIDATE_KEY`; without one nothing is sent. */
  key: string | undefined;
  /** @default 2000 */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default console.warn */
  onError?: (message: string) => void;
  /** Where undelivered invalidations are kept across restarts; in memory without it. */
  db?: DatabaseSync | undefined;
  /** Time and the retry timers. @default the system clock */
  clock?: Clock | undefined;
  /** @default { firstMs: 1000, maxMs: 30_000, giveUpMs: 86_400_000 } */
  retry?: { firstMs?: number; maxMs?: number; giveUpMs?: number } | undefined;
}

/** Sends cache invalidations to the storefront. */
export interface StorefrontInvalidator {
  /** Queues the tags; they are sent after the current tick. */
  invalidate(tags: Iterable<string>): void;
  /** Resolves when every call sent so far has settled (for tests and shutdown). */
  settled(): Promise<void>;
  /** How many calls are not delivered yet (waiting for a retry or in flight). */
  pending(): number;
  /** Stops the retry timers (the undelivered calls stay in the database). */
  close(): void;
}

interface Job {
  id: number;
  url: string;
  tags: string;
  attempts: number;
  createdAt: number;
}

const table = `CREATE TABLE IF NOT EXISTS storefront_invalidations (
  id INTEGER PRIMARY KEY AUTOINCREMENT, url TEXT NOT NULL, tags TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
)`;

/** Is a failed call worth trying again? Network failures, timeouts, 5xx and 429 are. */
const retryable = (status: number | undefined) => status === undefined || status >= 500 || status === 429;

/**
 * @example
 * const invalidator = createStorefrontInvalidator({ urls: ['http://127.0.0.1:3000'], key: 'secret' });
 * invalidator.invalidate(['P12']);
 */
export function createStorefrontInvalidator({
  urls,
  key,
  timeoutMs = 2000,
  fetch: send = globalThis.fetch,
  onError = (message) => console.warn(message),
  db,
  clock = createSystemClock(),
  retry: { firstMs = 1000, maxMs = 30_000, giveUpMs = 86_400_000 } = {},
}: StorefrontInvalidatorOptions): StorefrontInvalidator {
  let pendingTags: Set<string> | undefined;
  const inFlight = new Set<Promise<void>>();
  const timers = new Map<number, TimerHandle>();
  const memory = new Map<number, Job>();
  let nextId = 1;
  let closed = false;

  db?.exec(table);
  const store = {
    add(url: string, tags: string): Job {
      const createdAt = clock.now();
      if (!db) {
        const job = { id: nextId++, url, tags, attempts: 0, createdAt };
        memory.set(job.id, job);
        return job;
      }
      const { lastInsertRowid } = db
        .prepare('INSERT INTO storefront_invalidations (url, tags, created_at) VALUES (?, ?, ?)')
        .run(url, tags, createdAt);
      return { id: Number(lastInsertRowid), url, tags, attempts: 0, createdAt };
    },
    failed(job: Job) {
      job.attempts += 1;
      db?.prepare('UPDATE storefront_invalidations SET attempts = ? WHERE id = ?').run(job.attempts, job.id);
    },
    done(job: Job) {
      memory.delete(job.id);
      db?.prepare('DELETE FROM storefront_invalidations WHERE id = ?').run(job.id);
    },
    all(): Job[] {
      if (!db) return [...memory.values()];
      return (
        db
          .prepare('SELECT id, url, tags, attempts, created_at FROM storefront_invalidations ORDER BY id')
          .all() as Array<{ id: number; url: string; tags: string; attempts: number; created_at: number }>
      ).map((row) => ({ ...row, createdAt: row.created_at }));
    },
  };

  const schedule = (job: Job) => {
    if (closed) return;
    const pause = Math.min(maxMs, firstMs * 2 ** Math.max(0, job.attempts - 1));
    timers.set(
      job.id,
      clock.setTimeout(() => {
        timers.delete(job.id);
        deliver(job);
      }, pause),
    );
  };

  const deliver = (job: Job) => {
    if (closed) return;
    const url = `${job.url.replace(/\/$/, '')}/invalidate?tag=${encodeURIComponent(job.tags)}`;
    const call = send(url, {
      headers: { 'X-Invalidate-Key': key ?? '' },
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(
        async (response) => {
          if (response.ok) {
            await response.body?.cancel();
            return { ok: true as const };
          }
          return { ok: false as const, status: response.status, text: await response.text() };
        },
        (error: unknown) => ({
          ok: false as const,
          status: undefined,
          text: error instanceof Error ? error.message : String(error),
        }),
      )
      .then((outcome) => {
        // After close the database may be gone: the row stays for the next start.
        if (closed) return;
        if (outcome.ok) return store.done(job);
        const stale = clock.now() - job.createdAt >= giveUpMs;
        if (!retryable(outcome.status) || stale) {
          onError(
            outcome.status === undefined
              ? `Storefront cache invalidation failed at ${job.url}: ${outcome.text} (given up)`
              : `Storefront cache invalidation ${outcome.status} from ${job.url}: ${outcome.text}`,
          );
          return store.done(job);
        }
        store.failed(job);
        // The first failure of a call is logged; its retries are not, until it is given up.
        if (job.attempts === 1)
          onError(
            `Storefront cache invalidation ${outcome.status ?? 'failed'} at ${job.url}: ${outcome.text} (retrying)`,
          );
        schedule(job);
      })
      .finally(() => inFlight.delete(call));
    inFlight.add(call);
  };

  // Calls a previous process did not deliver.
  if (key && urls.length > 0) for (const job of store.all()) deliver(job);

  const flush = (tags: string[]) => {
    for (const base of urls) deliver(store.add(base, tags.join(',')));
  };
  return {
    invalidate(tags) {
      if (!key || urls.length === 0) return;
      if (!pendingTags) {
        pendingTags = new Set();
        const batch = pendingTags;
        queueMicrotask(() => {
          pendingTags = undefined;
          flush([...batch]);
        });
      }
      for (const tag of tags) pendingTags.add(tag);
    },
    async settled() {
      await Promise.resolve();
      await Promise.all([...inFlight]);
    },
    pending: () => (db ? store.all().length : memory.size),
    close() {
      closed = true;
      for (const timer of timers.values()) clock.clearTimeout(timer);
      timers.clear();
    },
  };
}
