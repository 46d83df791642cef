/**
 * The shared output cache of issue 17, measured on this machine and printed (nothing asserted):
 *
 * 1. cache-hit throughput of a product page at 1, 10 and 50 connections (issue 31.3, 31.6), gzip,
 *    from one storefront process and from two (`KAUPPA_WORKERS=2`), beside a node:http hello in
 *    its own process (and two, a cluster: the same machine split the same way) — never in the
 *    bench's process, which runs the load generator; then identity, gzip and brotli hits at 10
 *    connections, and hits from Redis (autocannon, `--duration` (5) s each);
 * 2. the uncached server render of a product page, p50 / p90 over 100 renders (cache off);
 * 3. memory under mixed load: RSS of the memory node and the Redis node before and after
 *    `--soak-seconds` (60) of home / category / product / search requests with random query
 *    strings (junk parameters and real ones: page, sort), and the cached page count.
 *
 * Run: `pnpm --filter @kauppa/bench run output-cache` after building the storefront
 * (`pnpm turbo run build --filter @kauppa/storefront...`). It starts its own redis-server (free
 * loopback port, no persistence), shop API and three storefront nodes, and stops them at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startRedis } from '../../apps/storefront/server/redis-process.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const host = '127.0.0.1';
const argv = process.argv.slice(2);
const soakSeconds = Number(argv[argv.indexOf('--soak-seconds') + 1] || 60) || 60;
const duration = argv.includes('--duration') ? Number(argv[argv.indexOf('--duration') + 1]) || 5 : 5;
const skipSoak = argv.includes('--skip-soak');
const productPath = '/paristot/aa-paristot/aa-alkaliparistot/panasonic-power-one-aa-alkaliparisto-mignon';
const categoryPath = '/paristot/aa-paristot/aa-alkaliparistot';

const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});
process.on('SIGINT', () => process.exit(130));

function start(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (/error/i.test(text) && !/does not match any route/.test(text))
      process.stderr.write(`[${name}] ${text}`);
  });
  children.push(child);
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

const rssMb = (pid: number | undefined) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
};
/** The page count (a Redis scan): asked with the invalidation key (issue 29.8). */
const invalidateKey = 'bench-output-cache-key';
const cachedPages = async (base: string) =>
  (
    (await (
      await fetch(`${base}/health?pages=1`, { headers: { 'X-Invalidate-Key': invalidateKey } })
    ).json()) as {
      cachedPages: number;
    }
  ).cachedPages;

async function hits(
  url: string,
  connections = 10,
  encoding = 'gzip',
): Promise<{ rps: number; p50: number; non2xx: number }> {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: encoding === 'identity' ? {} : { 'Accept-Encoding': encoding },
  });
  return { rps: result.requests.average, p50: result.latency.p50, non2xx: result.non2xx + result.errors };
}

/** A node:http hello in its own process(es): `workers` > 1 is a cluster sharing the port. */
function startHello(name: string, port: number, workers: number): ChildProcess {
  const code = `
const cluster = require('node:cluster');
const http = require('node:http');
if (cluster.isPrimary && ${workers} > 1) { for (let i = 0; i < ${workers}; i++) cluster.fork(); }
else http.createServer((_, res) => { res.writeHead(200, { 'Content-Type': 'text/plain' }); res.end('hello'); }).listen(${port}, '${host}');
`;
  // A file, not `-e`: a cluster's primary forks its own script.
  const file = join(dataDir, `hello-${workers}.cjs`);
  writeFileSync(file, code);
  return start(name, [file], {});
}

const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
const loadAtStart = loadNow();
const redis = await startRedis({ port: 26479 });
const ports = {
  api: await freePort(23480),
  memory: await freePort(23400),
  redis: await freePort(23410),
  uncached: await freePort(23420),
  hello: await freePort(23430),
  hello2: await freePort(23440),
  twoWorkers: await freePort(23450),
};
const dataDir = mkdtempSync(join(tmpdir(), 'kauppa-bench-cache-'));
try {
  start('shop-api', ['--conditions=@kauppa/source', 'apps/shop-api/src/main.ts', '--reset'], {
    HOST: host,
    PORT: String(ports.api),
    KAUPPA_DATA_DIR: dataDir,
  });
  const node = (name: string, port: number, env: Record<string, string>) =>
    start(name, ['apps/storefront/server/main.ts'], {
      HOST: host,
      PORT: String(port),
      KAUPPA_BRAND: 'battery',
      KAUPPA_API_URL: `http://${host}:${ports.api}/api`,
      KAUPPA_INVALIDATE_KEY: invalidateKey,
      ...env,
    });
  const memoryNode = node('memory', ports.memory, {});
  const redisNode = node('redis', ports.redis, { KAUPPA_REDIS_URL: redis.url });
  node('uncached', ports.uncached, { KAUPPA_OUTPUT_CACHE: 'off' });
  // Two storefront processes (node:cluster), each with its own in-memory cache (issue 31.3).
  node('two workers', ports.twoWorkers, { KAUPPA_WORKERS: '2' });
  const helloOne = startHello('hello', ports.hello, 1);
  const helloTwo = startHello('hello x2', ports.hello2, 2);
  const base = (port: number) => `http://${host}:${port}`;
  await waitFor(`${base(ports.api)}/health`);
  await Promise.all(
    [ports.memory, ports.redis, ports.uncached, ports.twoWorkers, ports.hello, ports.hello2].map((port) =>
      waitFor(`${base(port)}/health`),
    ),
  );

  // 1. Hit throughput beside the hello ceiling, each in its own processes.
  for (const port of [ports.memory, ports.redis, ports.twoWorkers]) {
    // Each worker of the cluster keeps its own pages: ask until both answer HIT.
    let cached = 0;
    for (let i = 0; i < 20 && cached < 4; i += 1) {
      const hit = await fetch(`${base(port)}${productPath}`, { headers: { 'Accept-Encoding': 'gzip' } });
      await hit.arrayBuffer();
      cached = hit.headers.get('X-Cache') === 'HIT' ? cached + 1 : 0;
    }
    if (cached < 4) throw new Error(`The product page was not cached on ${port}`);
  }
  const connections = [1, 10, 50] as const;
  const rows: Array<{ label: string; figures: Array<{ rps: number; p50: number; non2xx: number }> }> = [];
  for (const [label, url] of [
    ['node:http hello, 1 process', `${base(ports.hello)}/`],
    ['cache hit, 1 storefront process', `${base(ports.memory)}${productPath}`],
    ['node:http hello, 2 processes', `${base(ports.hello2)}/`],
    ['cache hit, 2 storefront processes', `${base(ports.twoWorkers)}${productPath}`],
  ] as const) {
    const figures = [];
    for (const count of connections) figures.push(await hits(url, count));
    rows.push({ label, figures });
  }
  const encodings = [];
  for (const encoding of ['identity', 'gzip', 'br'])
    encodings.push({ encoding, ...(await hits(`${base(ports.memory)}${productPath}`, 10, encoding)) });
  const fromRedis = await hits(`${base(ports.redis)}${productPath}`);
  helloOne.kill('SIGTERM');
  helloTwo.kill('SIGTERM');

  // 2. Uncached SSR.
  // A render whose product missed the server budget on a loaded machine answers the 503 loading
  // page (issue 31.1): counted and named beside the figures.
  let delayed = 0;
  const render = async () => {
    const started = performance.now();
    const response = await fetch(`${base(ports.uncached)}${productPath}`);
    await response.arrayBuffer();
    if (response.status !== 200) delayed += 1;
    return performance.now() - started;
  };
  for (let i = 0; i < 30; i += 1) await render();
  const renders: number[] = [];
  for (let i = 0; i < 100; i += 1) renders.push(await render());

  // 3. Mixed load with random query strings.
  const random = () =>
    Math.random()
      .toString(36)
      .slice(2, 3 + Math.floor(Math.random() * 8));
  const paths = ['/', categoryPath, productPath, '/search/paristo', '/paristot'];
  const randomPath = () => {
    const params = new URLSearchParams();
    // Junk names of 4+ characters (a one-letter name could be `q`, a parameter search reads).
    for (let n = Math.floor(Math.random() * 4); n > 0; n -= 1)
      params.append(`${random()}${random()}`, random());
    if (Math.random() < 0.3) params.append('page', String(1 + Math.floor(Math.random() * 5)));
    if (Math.random() < 0.2) params.append('sort', Math.random() < 0.5 ? 'final_price:asc' : 'name:asc');
    const path = paths[Math.floor(Math.random() * paths.length)]!;
    return `${path}?${params}`;
  };
  const soak = (port: number, seconds: number) =>
    autocannon({
      url: base(port),
      connections: 4,
      duration: seconds,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: randomPath() }) }],
    });
  // A warm-up first (JIT, heap growth, the pages of the legitimate parameters), then the minute.
  if (!skipSoak) await Promise.all([soak(ports.memory, 10), soak(ports.redis, 10)]);
  const samples: string[] = [];
  const sampler = setInterval(() => {
    samples.push(`${rssMb(memoryNode.pid).toFixed(0)}/${rssMb(redisNode.pid).toFixed(0)}`);
  }, 10_000);
  const before = {
    memory: rssMb(memoryNode.pid),
    redis: rssMb(redisNode.pid),
    memoryPages: await cachedPages(base(ports.memory)),
    redisPages: await cachedPages(base(ports.redis)),
  };
  const [memorySoak, redisSoak] = skipSoak
    ? [undefined, undefined]
    : await Promise.all([soak(ports.memory, soakSeconds), soak(ports.redis, soakSeconds)]);
  clearInterval(sampler);
  const after = {
    memory: rssMb(memoryNode.pid),
    redis: rssMb(redisNode.pid),
    memoryPages: await cachedPages(base(ports.memory)),
    redisPages: await cachedPages(base(ports.redis)),
  };

  const fmt = (n: number) => n.toFixed(0).padStart(7);
  console.log(
    `\nOutput cache hits (issue 17, 31.3) — product page, gzip, req/s at ${connections.join(' / ')} connections, ${duration} s each; ${availableParallelism()} cores`,
  );
  const [helloRow, oneRow, hello2Row, twoRow] = rows;
  for (const row of rows) {
    const ceiling = row.label.includes('2') ? hello2Row : helloRow;
    const ratios =
      row === helloRow || row === hello2Row
        ? ''
        : `  (${row.figures.map((f, i) => (f.rps / (ceiling?.figures[i]?.rps ?? Number.NaN)).toFixed(2)).join(' / ')} × the hello of as many processes)`;
    const failed = row.figures.reduce((sum, f) => sum + f.non2xx, 0);
    console.log(
      `  ${row.label.padEnd(34)} ${row.figures.map((f) => fmt(f.rps)).join(' ')}${ratios}${failed ? `  ${failed} non-2xx/errors` : ''}`,
    );
  }
  if (oneRow && twoRow)
    console.log(
      `  2 processes / 1 process: ${twoRow.figures.map((f, i) => (f.rps / (oneRow.figures[i]?.rps ?? Number.NaN)).toFixed(2)).join(' / ')}`,
    );
  console.log('\nHits by encoding, 1 storefront process, 10 connections');
  for (const row of encodings)
    console.log(`  ${row.encoding.padEnd(10)} ${fmt(row.rps)} req/s  p50 ${row.p50} ms`);
  console.log(`  from Redis (gzip) ${fmt(fromRedis.rps)} req/s  p50 ${fromRedis.p50} ms`);
  console.log(
    `  uncached SSR (100 renders)      p50 ${percentile(renders, 0.5).toFixed(1)} ms  p90 ${percentile(renders, 0.9).toFixed(1)} ms${delayed ? `  (${delayed} of 130 answered the loading page: the product missed the 1 s budget)` : ''}`,
  );
  if (memorySoak && redisSoak) {
    console.log(
      `\nMixed load, random query strings (unread parameters, which the cache drops from its key, and page / sort), ${soakSeconds} s after a 10 s warm-up, 4 connections per node`,
    );
    for (const [name, soakResult, rssBefore, rssAfter, pagesBefore, pagesAfter] of [
      ['memory node', memorySoak, before.memory, after.memory, before.memoryPages, after.memoryPages],
      ['Redis node ', redisSoak, before.redis, after.redis, before.redisPages, after.redisPages],
    ] as const) {
      console.log(
        `  ${name}  ${soakResult.requests.total} requests (${soakResult.non2xx} non-2xx)  RSS ${rssBefore.toFixed(1)} → ${rssAfter.toFixed(1)} MB  cached pages ${pagesBefore} → ${pagesAfter}`,
      );
    }
    console.log(`  RSS every 10 s (memory node / Redis node, MB): ${samples.join('  ')}`);
  }
  console.log(`\nLoad average (1 / 5 / 15 min): at the start ${loadAtStart}; at the end ${loadNow()}`);
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await redis.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
