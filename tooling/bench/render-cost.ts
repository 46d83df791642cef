/**
 * Render cost and memory (issue 31.2, 31.4): Kauppa's uncached server render per page type beside
 * the framework floor (an empty React Router app of the same versions, `floor-server.ts`, in its
 * own process), measured in one run. Nothing is asserted.
 *
 * 1. calls per render: the storefront (output cache off) talks to the shop API through a counting
 *    proxy in this process; every render's shop-API requests are counted, per page type, for the
 *    first render and for the renders after it (other products, categories, searches: the shared
 *    data of `@kauppa/pages` is then warm);
 * 2. render p50 per page type (`--renders N`, 100, after as many warm-up renders), the floor's
 *    render p50 beside it; the product page three ways (issue 31): the same URL again and again,
 *    a different product each render (`product`), and a cache miss (a storefront with its output
 *    cache on, each product's first request);
 * 3. RSS after `--requests N` (10 000) requests over every product of the shop (and its
 *    categories, searches, home), output cache on (memory, 64 MB), beside the floor's RSS after
 *    the same number of requests; the storefront runs with the node flags of its production start
 *    (`apps/storefront/package.json`: its node flags and any `NAME=value` before `node`), and each resident set is printed with its heap used,
 *    external and array-buffer parts as found (and where the resident set lies: malloc's main heap,
 *    anonymous mappings, files) and live after a full GC (`memory-probe.ts`), and
 *    what the output cache holds: its pages (`/health`) and the gzip bytes of the pages asked (what
 *    it keeps of each). `--memory-env 'NAME=value …'` sets environment variables of that run's
 *    storefront (e.g. allocator settings). `--heap-snapshots DIR` writes two heap
 *    snapshots of the storefront (after 1 000 and after all requests, `SIGUSR2`:
 *    `--heapsnapshot-signal`) to compare in DevTools.
 *
 * Run: `pnpm turbo run build --filter @kauppa/storefront...` then `pnpm --filter @kauppa/bench run
 * render-cost`. Ports: `BENCH_PORT_BASE` (13380): storefront at base, its memory run at base + 1,
 * the floor at base + 2, the output-cached storefront of the cache misses at base + 3, the counting proxy at base + 9, the shop API at base + 10.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const storefrontDir = join(root, 'apps/storefront');
const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 && argv[at + 1] !== undefined ? argv[at + 1]! : fallback;
};
const host = '127.0.0.1';
const base = Number(process.env.BENCH_PORT_BASE ?? 13380);
const ports = {
  storefront: base,
  memory: base + 1,
  floor: base + 2,
  caching: base + 3,
  proxy: base + 9,
  api: base + 10,
};
const renders = Math.max(10, Number(option('renders', '100')) || 100);
const requests = Math.max(100, Number(option('requests', '10000')) || 10_000);
const snapshots = option('heap-snapshots', '');
const skipMemory = argv.includes('--skip-memory');
/** Extra node flags of the memory run's storefront (e.g. `--import ./probe.mjs`), space-separated. */
const memoryFlags = option('memory-node-flags', '').split(' ').filter(Boolean);
/** Extra environment of the memory run's storefront (`NAME=value`, space-separated). */
const memoryEnv = Object.fromEntries(
  option('memory-env', '')
    .split(' ')
    .filter((pair) => pair.includes('='))
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

function start(
  name: string,
  command: string[],
  env: Record<string, string>,
  cwd = root,
  probed = false,
): ChildProcess {
  const probe = probed ? ['--import', join(root, 'tooling/bench/memory-probe.ts')] : [];
  const child = spawn(process.execPath, [...probe, ...command], {
    cwd,
    env: { ...process.env, ...env },
    stdio: probed ? ['ignore', 'ignore', 'pipe', 'ipc'] : ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (/error/i.test(text) && !/Request does not match any route/.test(text))
      process.stderr.write(`[${name}] ${text}`);
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const sumOf = (values: Iterable<number>) => {
  let sum = 0;
  for (const value of values) sum += value;
  return sum;
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
/** The resident set size of a process (Linux `/proc`), in MB. */
const rssMb = (pid: number | undefined) => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

/**
 * Where a probed process's memory goes (`memory-probe.ts`), in MB: heap used, external, array
 * buffers as found, and what is live after a full garbage collection (asked after the RSS is read).
 */
async function memoryOf(child: ChildProcess): Promise<string> {
  type Usage = NodeJS.MemoryUsage;
  type Resident = { heap: number; anonymous: number; files: number };
  type Answer = { usage: Usage; live?: Usage; resident?: Resident };
  const answer = await new Promise<Answer | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), 5000);
    child.on('message', (message: { kind?: string } & Partial<Answer>) => {
      if (message?.kind !== 'kauppa-bench:memory' || !message.usage) return;
      clearTimeout(timer);
      resolve({ usage: message.usage, live: message.live, resident: message.resident });
    });
    child.send('kauppa-bench:memory');
  });
  if (!answer) return 'no breakdown';
  const mb = (bytes: number) => (bytes / 1048576).toFixed(0);
  const { usage, live, resident } = answer;
  return (
    `heap used ${mb(usage.heapUsed)} of ${mb(usage.heapTotal)}, external ${mb(usage.external)}, array buffers ${mb(usage.arrayBuffers)} MB` +
    (resident
      ? ` (resident: malloc heap ${mb(resident.heap)}, anonymous ${mb(resident.anonymous)}, files ${mb(resident.files)} MB)`
      : '') +
    (live
      ? `; live after a full GC: heap used ${mb(live.heapUsed)}, external ${mb(live.external)}, array buffers ${mb(live.arrayBuffers)} MB`
      : '')
  );
}

/** The words of the storefront's production start (`scripts.start` of its package.json). */
function productionStart(): string[] {
  const pkg = JSON.parse(readFileSync(join(storefrontDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return (pkg.scripts.start ?? '').split(/\s+/);
}

/** The node flags of the storefront's production start. */
function productionFlags(): string[] {
  return productionStart().filter((word) => word.startsWith('--'));
}

/** The environment the production start sets before `node` (`NAME=value node …`, e.g. allocator settings). */
function productionEnv(): Record<string, string> {
  const words = productionStart();
  return Object.fromEntries(
    words
      .slice(0, Math.max(0, words.indexOf('node')))
      .filter((word) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(word))
      .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
  );
}

/** The empty React Router app of the storefront's versions (the floor), built in a temp dir. */
export function buildFloorApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kauppa-floor-'));
  mkdirSync(join(dir, 'app/routes'), { recursive: true });
  symlinkSync(join(storefrontDir, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const pkg = JSON.parse(readFileSync(join(storefrontDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const pinned = Object.fromEntries(
    ['react', 'react-dom', 'react-router', '@react-router/dev', '@react-router/node', 'isbot', 'vite'].map(
      (name) => [name, pkg.dependencies[name] ?? pkg.devDependencies[name] ?? '*'],
    ),
  );
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify({ name: 'empty-rr-app', private: true, type: 'module', dependencies: pinned })}\n`,
    'react-router.config.ts': "export default { appDirectory: 'app', buildDirectory: 'build', ssr: true };\n",
    'vite.config.ts':
      "import { reactRouter } from '@react-router/dev/vite';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [reactRouter()], build: { target: 'es2022' } });\n",
    'app/routes.ts':
      "import { index, route } from '@react-router/dev/routes';\nexport default [index('routes/home.tsx'), route('*', 'routes/any.tsx')];\n",
    'app/root.tsx': `import { Links, Meta, Outlet, Scripts } from 'react-router';
export function Layout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><head><meta charSet="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Empty</title><Meta /><Links /></head><body>{children}<Scripts /></body></html>);
}
export default function App() { return <Outlet />; }
`,
    'app/routes/home.tsx': 'export default function Page() { return <h1>Empty</h1>; }\n',
    'app/routes/any.tsx': 'export default function Page() { return <h1>Empty</h1>; }\n',
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  execFileSync(process.execPath, [join(storefrontDir, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return dir;
}

/** A proxy in front of the shop API that counts the requests it forwards. */
function countingProxy(target: number) {
  const counter = { calls: 0, paths: [] as string[] };
  const server = createServer((req, res) => {
    counter.calls += 1;
    const url = req.url ?? '/';
    counter.paths.push(`${req.method} ${url.replace(/\?.*/, '')}`);
    const forward = httpRequest(
      { host, port: target, path: url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  return { counter, server };
}

async function get(url: string): Promise<number> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}

/**
 * Measures and answers the printed rows (for `pnpm bench` to print beside its own:
 * `const { renderCost } = await import('./render-cost.ts')`); the ports of `BENCH_PORT_BASE`.
 */
export async function renderCost(): Promise<string[]> {
  const loadAtStart = load();
  console.log(`Load average at the start: ${loadAtStart} (1 / 5 / 15 min)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'kauppa-bench-api-'));
  start('shop-api', ['--conditions=@kauppa/source', join(root, 'apps/shop-api/src/main.ts'), '--reset'], {
    HOST: host,
    PORT: String(ports.api),
    KAUPPA_DATA_DIR: dataDir,
  });
  await waitFor(`http://${host}:${ports.api}/health`);
  const apiUrl = `http://${host}:${ports.api}/api`;
  const { counter, server: proxy } = countingProxy(ports.api);
  await new Promise<void>((resolve) => proxy.listen(ports.proxy, host, resolve));

  // Every visible product of the battery shop and its categories, as the shop links them.
  const search = async (entity: string, body: unknown) =>
    (await (
      await fetch(`${apiUrl}/catalog/kauppa_battery/${entity}/_search`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { hits: { hits: { _source: Record<string, string> }[] } };
  const products = (
    await search('product', {
      query: { bool: { filter: [{ terms: { visibility: [2, 4] } }, { term: { status: 1 } }] } },
      size: 5000,
      _source: { includes: ['url_path', 'sku', 'name'] },
    })
  ).hits.hits.map((hit) => hit._source);
  const categories = (
    await search('category', { size: 500, _source: { includes: ['slug', 'level'] } })
  ).hits.hits
    .map((hit) => hit._source)
    .filter((category) => Number(category.level) >= 2 && category.slug);
  const cmsPages = (
    await search('cms_page', { size: 50, _source: { includes: ['identifier'] } })
  ).hits.hits.map((hit) => hit._source.identifier);
  const words = [
    ...new Set(
      products.flatMap((p) =>
        String(p.name ?? '')
          .toLowerCase()
          .split(/\s+/),
      ),
    ),
  ].filter((word) => /^[a-zäö]{4,}$/.test(word));
  const pick = <T>(list: T[], i: number) => list[i % list.length] as T;
  const pathOf: Record<string, (i: number) => string> = {
    home: () => '/',
    category: (i) => `/c/${pick(categories, i).slug}`,
    product: (i) => `/${pick(products, i).url_path}`,
    search: (i) => `/search/${encodeURIComponent(pick(words, i))}`,
    cms: (i) => `/i/${pick(cmsPages, i)}`,
  };

  // The storefront without the output cache, through the counting proxy.
  start('storefront', [join(storefrontDir, 'server/main.ts')], {
    HOST: host,
    PORT: String(ports.storefront),
    KAUPPA_API_URL: `http://${host}:${ports.proxy}/api`,
    KAUPPA_BRAND: 'battery',
    KAUPPA_OUTPUT_CACHE: 'off',
  });
  console.log('Building the floor (an empty React Router app)…');
  const floorDir = buildFloorApp();
  const floor = start(
    'floor',
    [join(root, 'tooling/bench/floor-server.ts'), floorDir, String(ports.floor)],
    {},
    root,
    !skipMemory,
  );
  // The same storefront with its output cache on (memory), for the product page's cache misses.
  const caching = start('storefront:caching', [join(storefrontDir, 'server/main.ts')], {
    HOST: host,
    PORT: String(ports.caching),
    KAUPPA_API_URL: `http://${host}:${ports.proxy}/api`,
    KAUPPA_BRAND: 'battery',
  });
  const storefrontBase = `http://${host}:${ports.storefront}`;
  const cachingBase = `http://${host}:${ports.caching}`;
  const floorBase = `http://${host}:${ports.floor}`;
  await waitFor(`${storefrontBase}/health`);
  await waitFor(`${cachingBase}/health`);
  await waitFor(`${floorBase}/health`);

  const lines: string[] = [];
  const row = (label: string, ...cells: string[]) =>
    lines.push(
      `${label.padEnd(20)} ${cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padStart(14))).join(' ')}`,
    );
  row('page', 'calls, first', 'calls, next', 'render p50', 'floor p50', 'ratio   (load)');

  // The floor's render p50, measured beside each page type's.
  const time = async (url: string) => {
    const started = performance.now();
    const status = await get(url);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    return performance.now() - started;
  };
  // The product page three ways (issue 31's row "same URL / different URLs / cache miss"): one
  // product again and again; a different product each render (the `product` row); and, on a
  // storefront with its output cache on, products it has not cached yet (each URL's first request).
  const variants: Record<string, { path: (i: number) => string; base: string; fresh?: boolean }> = {
    ...Object.fromEntries(
      Object.entries(pathOf).map(([name, path]) => [name, { path, base: storefrontBase }]),
    ),
    'product, same URL': { path: () => pathOf.product!(0), base: storefrontBase },
    'product, cache miss': {
      // Never the same product twice: the first call, the next ones, the warm-up and the measured.
      path: (i) => pathOf.product!(i + 1),
      base: cachingBase,
      fresh: true,
    },
  };
  for (const [name, { path: pathAt, base: target, fresh }] of Object.entries(
    argv.includes('--skip-render') ? {} : variants,
  )) {
    // A fresh variant moves on to products its storefront has not seen (each renders once).
    let offset = 0;
    const path = (i: number) => pathAt(fresh ? offset + i : i);
    counter.calls = 0;
    counter.paths = [];
    await time(`${target}${path(0)}`);
    const first = counter.calls;
    const firstPaths = counter.paths.splice(0);
    // The next renders (other entities of the same type): the shared data is warm.
    counter.calls = 0;
    const next = 20;
    for (let i = 1; i <= next; i++) await time(`${target}${path(i)}`);
    const nextCalls = counter.calls / next;
    const kauppa: number[] = [];
    const floorTimes: number[] = [];
    if (fresh) offset += next + 1;
    for (let i = 0; i < renders; i++) await time(`${target}${path(i)}`);
    if (fresh) offset += renders;
    for (let i = 0; i < renders; i++) {
      kauppa.push(await time(`${target}${path(i)}`));
      floorTimes.push(await time(`${floorBase}${path(i)}`));
    }
    const k = median(kauppa);
    const f = median(floorTimes);
    row(
      name,
      String(first),
      nextCalls.toFixed(1),
      `${k.toFixed(2)} ms`,
      `${f.toFixed(2)} ms`,
      `${(k / f).toFixed(2)}×   (${load()})`,
    );
    if (argv.includes('--calls')) lines.push(`    first render asked: ${firstPaths.join(', ')}`);
  }

  caching.kill('SIGTERM');

  // Memory: a storefront with the output cache (memory, default cap) after N requests over every
  // product, category, search and the home page, beside the floor after as many requests.
  if (!skipMemory) {
    if (snapshots) mkdirSync(snapshots, { recursive: true });
    const node = start(
      'storefront:memory',
      [
        ...productionFlags(),
        ...memoryFlags,
        ...(snapshots ? ['--heapsnapshot-signal=SIGUSR2'] : []),
        join(storefrontDir, 'server/main.ts'),
      ],
      {
        HOST: host,
        PORT: String(ports.memory),
        KAUPPA_API_URL: apiUrl,
        KAUPPA_BRAND: 'battery',
        ...productionEnv(),
        ...memoryEnv,
      },
      snapshots || root,
      true,
    );
    const memoryBase = `http://${host}:${ports.memory}`;
    await waitFor(`${memoryBase}/health`);
    const kinds = ['product', 'product', 'product', 'product', 'product', 'category', 'search', 'home'];
    const urlOf = (i: number) => pathOf[pick(kinds, i)]!(Math.floor(i / kinds.length) * 7 + i);
    const concurrency = 8;
    const rssAt: string[] = [];
    /** The gzip bytes of each page the storefront answered (what its output cache keeps of it). */
    const gzipBytes = new Map<string, number>();
    const run = async (target: string, total: number, onHalf?: () => void, sizes?: Map<string, number>) => {
      let next = 0;
      const worker = async () => {
        while (next < total) {
          const i = next++;
          if (i === 1000) onHalf?.();
          const path = urlOf(i);
          const response = await fetch(`${target}${path}`);
          await response.arrayBuffer();
          const length = Number(response.headers.get('Content-Length'));
          if (sizes && response.headers.get('Content-Encoding') === 'gzip' && length > 0)
            sizes.set(path, length);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
    };
    const rssStart = rssMb(node.pid);
    await run(
      memoryBase,
      requests,
      () => {
        rssAt.push(`${rssMb(node.pid).toFixed(0)} MB after 1 000`);
        if (snapshots) node.kill('SIGUSR2');
      },
      gzipBytes,
    );
    const { cachedPages } = (await (await fetch(`${memoryBase}/health`)).json()) as { cachedPages?: number };
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const kauppaRss = rssMb(node.pid);
    const kauppaMemory = await memoryOf(node);
    if (snapshots) node.kill('SIGUSR2');
    const floorStart = rssMb(floor.pid);
    await run(floorBase, requests);
    const floorRss = rssMb(floor.pid);
    const floorMemory = await memoryOf(floor);
    const runEnv = Object.entries({ ...productionEnv(), ...memoryEnv }).map(([k, v]) => `${k}=${v}`);
    lines.push(
      '',
      `RSS after ${requests} requests (${products.length} products; output cache on): Kauppa ${kauppaRss.toFixed(0)} MB ` +
        `(at start ${rssStart.toFixed(0)} MB, ${rssAt.join(', ')}), floor ${floorRss.toFixed(0)} MB ` +
        `(at start ${floorStart.toFixed(0)} MB), ratio ${(kauppaRss / floorRss).toFixed(2)}× (goal ≤ 1.2×) (load ${load()})`,
      `    Kauppa: ${kauppaMemory} (node flags: ${[...productionFlags(), ...memoryFlags].join(' ') || 'none'}` +
        `${runEnv.length ? `; env ${runEnv.join(' ')}` : ''})`,
      `    floor:  ${floorMemory}`,
      `    output cache: ${cachedPages ?? '?'} pages held (cap 64 MB); the ${gzipBytes.size} pages asked weigh ` +
        `${(sumOf(gzipBytes.values()) / 1048576).toFixed(1)} MB gzipped, ` +
        `${(sumOf(gzipBytes.values()) / Math.max(1, gzipBytes.size) / 1024).toFixed(1)} KB each`,
    );
    if (snapshots) {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      lines.push(
        `heap snapshots: ${readdirSync(snapshots)
          .filter((f) => f.endsWith('.heapsnapshot'))
          .join(', ')} in ${snapshots}`,
      );
    }
  }
  stopAll();
  proxy.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(floorDir, { recursive: true, force: true });
  return [
    `Render cost per page type (uncached, ${renders} renders each, interleaved with the floor's)`,
    ...lines,
    `Load average (1 / 5 / 15 min): at the start ${loadAtStart}; at the end ${load()}`,
  ];
}

if (import.meta.main) {
  await renderCost().then(
    (rows) => console.log(`\n${rows.join('\n')}`),
    (error: unknown) => {
      console.error(error);
      stopAll();
      process.exit(1);
    },
  );
}
