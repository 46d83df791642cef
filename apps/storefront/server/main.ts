/**
 * The storefront's production server: `pnpm start`, which is `node --max-semi-space-size=8
 * server/main.ts` (Node 24 strips the types; the flag sizes V8's young generation for request
 * garbage, README "Memory", issue 31.4). With
 * `KAUPPA_WORKERS=auto|N` it runs one process per core (or N) sharing the port (`workers.ts`,
 * issue 31.3); each runs `serve.ts`, which documents the rest of the environment.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { runPrimary, workerCount } from './workers.ts';

let workers: number;
try {
  workers = workerCount(process.env.KAUPPA_WORKERS, availableParallelism());
} catch (error) {
  console.error(`The storefront cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

if (workers > 1 && cluster.isPrimary) runPrimary(workers);
else await import('./serve.ts');
