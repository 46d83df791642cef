/**
 * A Redis outage under load (issue 29.2), measured on this machine and printed (nothing asserted):
 * one storefront node on a Redis, the reference shop API, and autocannon (10 connections) on a mix
 * of catalogue pages in three phases — Redis up, Redis hanging (`SIGSTOP` of redis-server), Redis
 * gone (killed) — each `--seconds` (8) long, after a reference phase on a node without an output
 * cache (the speed an outage must not fall below). Per phase: requests per second, p50 / p99
 * latency, errors (connection failures and timeouts) and non-2xx answers.
 *
 * Run: `pnpm --filter @kauppa/bench run redis-outage` after building the storefront. `--main
 * <path>` runs another server entry (e.g. a copy of an older `server/` beside the current one)
 * for a before/after comparison.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startRedis } from '../../apps/storefront/server/redis-process.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const host = '127.0.0.1';
const argv = process.argv.slice(2);
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const seconds = Number(option('--seconds') ?? 8) || 8;
const main = option('--main') ?? 'apps/storefront/server/main.ts';
const paths = [
  '/paristot/aa-paristot/aa-alkaliparistot/panasonic-power-one-aa-alkaliparisto-mignon',
  '/paristot/aa-paristot/aa-alkaliparistot',
  '/paristot/aa-paristot',
  '/',
];

const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});
process.on('SIGINT', () => process.exit(130));

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let lines = 0;
  child.stderr?.on('data', (chunk: Buffer) => {
    lines += chunk.toString().split('\n').length - 1;
  });
  children.push(child);
  process.on('exit', () => console.log(`stderr lines of ${args.at(-1)}: ${lines}`));
  return child;
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function phase(name: string, base: string) {
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: seconds,
    timeout: 10,
    requests: paths.map((path) => ({ method: 'GET', path })),
    headers: { 'Accept-Encoding': 'gzip' },
  });
  const row = {
    phase: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts,
    'non-2xx': result.non2xx,
  };
  console.log(JSON.stringify(row));
  return row;
}

const redis = await startRedis({ port: 26579 });
const ports = { api: await freePort(23580), web: await freePort(23500), uncached: await freePort(23520) };
const dataDir = mkdtempSync(join(tmpdir(), 'kauppa-bench-outage-'));
try {
  start(['--conditions=@kauppa/source', 'apps/shop-api/src/main.ts', '--reset'], {
    HOST: host,
    PORT: String(ports.api),
    KAUPPA_DATA_DIR: dataDir,
  });
  start([main], {
    HOST: host,
    PORT: String(ports.web),
    KAUPPA_BRAND: 'battery',
    KAUPPA_API_URL: `http://${host}:${ports.api}/api`,
    KAUPPA_REDIS_URL: redis.url,
  });
  start([main], {
    HOST: host,
    PORT: String(ports.uncached),
    KAUPPA_BRAND: 'battery',
    KAUPPA_API_URL: `http://${host}:${ports.api}/api`,
    KAUPPA_OUTPUT_CACHE: 'off',
  });
  const base = `http://${host}:${ports.web}`;
  const uncached = `http://${host}:${ports.uncached}`;
  await waitFor(`http://${host}:${ports.api}/health`);
  await waitFor(`${base}/health`);
  await waitFor(`${uncached}/health`);
  for (const path of paths) await fetch(`${uncached}${path}`).then((r) => r.arrayBuffer());
  const rows = [await phase('no output cache (reference)', uncached)];
  for (const path of paths) await fetch(`${base}${path}`).then((r) => r.arrayBuffer());
  rows.push(await phase('Redis up', base));
  process.kill(redis.pid, 'SIGSTOP');
  rows.push(await phase('Redis hanging (SIGSTOP)', base));
  process.kill(redis.pid, 'SIGCONT');
  process.kill(redis.pid, 'SIGKILL');
  rows.push(await phase('Redis gone (killed)', base));
  console.table(rows);
} finally {
  await redis.stop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
