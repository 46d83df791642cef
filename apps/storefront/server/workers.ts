import cluster, { type Worker } from 'node:cluster';

/**
 * One storefront process per core (issue 31.3): `KAUPPA_WORKERS=auto|N` runs N node processes
 * (`node:cluster`) that share the port. With the in-memory output cache each worker keeps its own
 * pages, so an invalidation one worker takes is relayed to the others through the primary; with
 * Redis they share the pages (and invalidations) already.
 */

/** How many worker processes `KAUPPA_WORKERS` asks for: 1 (no cluster) when unset. */
export function workerCount(value: string | undefined, cores: number): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === '1') return 1;
  if (text === 'auto') return Math.max(1, cores);
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > 1024) {
    throw new RangeError(`KAUPPA_WORKERS must be auto or a whole number from 1 to 1024, not "${value}"`);
  }
  return count;
}

/** An invalidation a worker took, relayed to its siblings (their in-memory caches). */
export interface InvalidationMessage {
  kind: 'kauppa-invalidate';
  tags?: string[] | undefined;
  filter?: { brand?: string; store?: string; url?: string; prefix?: string } | undefined;
}

export const isInvalidationMessage = (message: unknown): message is InvalidationMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as { kind?: unknown }).kind === 'kauppa-invalidate';

/**
 * The primary: forks `count` workers, forks again one that dies, relays invalidations between
 * them, and stops them all on SIGINT/SIGTERM.
 */
export function runPrimary(count: number, log: (line: string) => void = console.log): void {
  let stopping = false;
  const relay = (from: Worker, message: unknown) => {
    if (!isInvalidationMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {}))
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
  };
  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message) => relay(worker, message));
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`storefront worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, 1000).unref();
  });
  for (let i = 0; i < count; i += 1) fork();
  log(`Kauppa storefront: ${count} worker processes (KAUPPA_WORKERS)`);
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
