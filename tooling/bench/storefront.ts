/**
 * The storefront bench (`pnpm bench`): Kauppa beside the framework floor — an empty React Router
 * app of the same versions, built in the same run — measured back to back and printed with the
 * targets of issue 20 (and the budgets of issue 8). Nothing is asserted.
 *
 * 1. Lighthouse (Debian's Chromium, mobile preset, `--throttling-method=devtools`), median of 3 of
 *    home, category and product: performance score, TBT, LCP (CLS beside them) for Kauppa AND the
 *    floor, the runs interleaved (Kauppa, floor, Kauppa, floor…) so that both see the same load;
 * 2. page JS: every script a page load fetches until the network is idle, gzip, Kauppa's product
 *    page vs the floor;
 * 3. first-visit JS, the service worker and what it fetches included (`first-visit.ts`);
 * 4. server render of an uncached product page (p50 / p90) and output-cache hits per second;
 * 5. the search soak of the shop API (`bench:soak`): fuzzy p95 of a fresh process and after
 *    `--soak-seconds` of mixed traffic, and their ratio;
 * and the load average at the start and at the end (figures of a busy machine mean little).
 *
 * Run: `pnpm bench` (= `pnpm --filter @kauppa/bench run storefront`; it builds the storefront
 * first). Flags: `--no-build`, `--skip-lighthouse`, `--lighthouse-runs N` (3), `--pages
 * home,category,product`, `--skip-server` (step 4), `--skip-render-cost`, `--skip-soak`, `--soak-seconds N` (30; the
 * issue's soak is 1800), `--soak-products N` (the soak's default 50 000), `--reports DIR` (keeps
 * every Lighthouse JSON report there). Ports: `BENCH_PORT_BASE` (13280) — storefront with output
 * cache at base, without at base + 1, the floor at base + 2, the shop API at base + 10.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { measureFirstVisit } from './first-visit.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const storefrontDir = join(root, 'apps/storefront');
const argv = process.argv.slice(2);
const args = new Set(argv);
const option = (name: string, fallback: string) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 && argv[at + 1] !== undefined ? argv[at + 1]! : fallback;
};
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const host = '127.0.0.1';
const base = Number(process.env.BENCH_PORT_BASE ?? 13280);
const ports = { cached: base, uncached: base + 1, floor: base + 2, api: base + 10 };
const lighthouseRuns = Math.max(1, Number(option('lighthouse-runs', '3')) || 3);
const pages = option('pages', 'home,category,product').split(',');
const soakSeconds = Math.max(1, Number(option('soak-seconds', '30')) || 30);
const soakProducts = option('soak-products', '');
const reportsDir = option('reports', '');

/** Issue 8 budgets (absolute) and issue 20 targets (against the floor). */
const budgets = { jsKb: 170, ssrP50Ms: 25, hitsPerSecond: 1500 };
const targets = { lighthouse: 98, tbt: 1.5, pageJs: 1.3, firstVisitJs: 1.6, soak: 1.1 };

const children: ChildProcess[] = [];
const servers: Server[] = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const server of servers) server.close();
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

function start(name: string, command: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, command, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (/error/i.test(text) && !/Request does not match any route/.test(text)) {
      process.stderr.write(`[${name}] ${text}`);
    }
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

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
};
const median = (values: number[]) => percentile(values, 0.5);
const kb = (bytes: number) => bytes / 1024;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/**
 * Builds an empty React Router framework app with the storefront's toolchain: one page ("Empty"),
 * answered at every path so that Lighthouse loads it at Kauppa's paths.
 */
function buildFloorApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kauppa-empty-rr-'));
  mkdirSync(join(dir, 'app/routes'), { recursive: true });
  symlinkSync(join(storefrontDir, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const deps = [
    'react',
    'react-dom',
    'react-router',
    '@react-router/dev',
    '@react-router/node',
    'isbot',
    'vite',
  ];
  const versions = JSON.parse(readFileSync(join(storefrontDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const pinned = Object.fromEntries(
    deps.map((name) => [name, versions.dependencies[name] ?? versions.devDependencies[name] ?? '*']),
  );
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'empty-rr-app', private: true, type: 'module', dependencies: pinned })}\n`,
  );
  writeFileSync(
    join(dir, 'react-router.config.ts'),
    "export default { appDirectory: 'app', buildDirectory: 'build', ssr: true };\n",
  );
  writeFileSync(
    join(dir, 'vite.config.ts'),
    "import { reactRouter } from '@react-router/dev/vite';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [reactRouter()], build: { target: 'es2022' } });\n",
  );
  writeFileSync(
    join(dir, 'app/routes.ts'),
    "import { index, route } from '@react-router/dev/routes';\nexport default [index('routes/home.tsx'), route('*', 'routes/any.tsx')];\n",
  );
  writeFileSync(
    join(dir, 'app/root.tsx'),
    `import { Links, Meta, Outlet, Scripts } from 'react-router';
export function Layout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><head><meta charSet="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Empty</title><Meta /><Links /></head><body>{children}<Scripts /><script dangerouslySetInnerHTML={{ __html: "addEventListener('load', () => navigator.serviceWorker?.register('/service-worker.js'))" }} /></body></html>);
}
export default function App() { return <Outlet />; }
`,
  );
  for (const file of ['home', 'any']) {
    writeFileSync(
      join(dir, `app/routes/${file}.tsx`),
      'export default function Page() { return <h1>Empty</h1>; }\n',
    );
  }
  execFileSync(process.execPath, [join(storefrontDir, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeFloorServiceWorker(dir);
  return dir;
}

/**
 * The floor's service worker (issue 31.6: a first visit is compared with a floor that has one
 * too): it precaches every script of the floor's build and answers from that cache, the least a
 * service worker that keeps a shop usable offline does. The page registers it after load, as the
 * storefront does.
 */
function writeFloorServiceWorker(dir: string): void {
  const client = join(dir, 'build/client');
  const scripts = readdirSync(join(client, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/assets/${file}`);
  writeFileSync(
    join(client, 'service-worker.js'),
    `const files = ${JSON.stringify(scripts)};
self.addEventListener('install', (event) => event.waitUntil(caches.open('floor').then((cache) => cache.addAll(files)).then(() => self.skipWaiting())));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => event.respondWith(caches.match(event.request).then((hit) => hit ?? fetch(event.request))));
`,
  );
}

const mime: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serves a React Router build: files from build/client, everything else rendered. */
async function serveBuild(dir: string, port: number): Promise<void> {
  const requireRR = createRequire(join(storefrontDir, 'package.json'));
  const { createRequestHandler } = (await import(
    pathToFileURL(requireRR.resolve('react-router')).href
  )) as typeof import('react-router');
  const build = await import(pathToFileURL(join(dir, 'build/server/index.js')).href);
  const handler = createRequestHandler(build, 'production');
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}:${port}`);
    if (extname(url.pathname)) {
      try {
        const body = readFileSync(join(dir, 'build/client', url.pathname));
        // Hashed assets with the storefront's expiry (commerce-core §9: 30 days), so that the
        // floor's service worker precaches from the HTTP cache as the storefront's does.
        res.writeHead(200, {
          'Content-Type': mime[extname(url.pathname)] ?? 'application/octet-stream',
          ...(url.pathname.startsWith('/assets/') ? { 'Cache-Control': 'public, max-age=2592000' } : {}),
        });
        res.end(body);
      } catch {
        res.writeHead(404).end();
      }
      return;
    }
    const response = await handler(new Request(url, { method: req.method, headers: req.headers as never }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
}

/** Sums the gzip size of every script a page load fetches until the network is idle. */
async function pageJs(url: string): Promise<{ bytes: number; files: number; largest: string[] }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) {
        scripts.set(response.url(), response.body());
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes: [string, number][] = [];
    for (const [file, body] of scripts) sizes.push([file, gzipSync(await body).byteLength]);
    const bytes = sizes.reduce((sum, [, size]) => sum + size, 0);
    const largest = sizes
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([file, size]) => `      ${kb(size).toFixed(1).padStart(6)} KB  ${new URL(file).pathname}`);
    return { bytes, files: scripts.size, largest };
  } finally {
    await browser.close();
  }
}

/**
 * First-visit JS (issue 20.2): every JavaScript byte a first visit transfers, gzip — the page's
 * scripts, the service-worker script and what the worker fetches (`first-visit.ts`).
 */
async function firstVisitJs(url: string): Promise<{ bytes: number; line: string }> {
  const visit = await measureFirstVisit(url, { chromiumPath });
  const { page, swScript, swFetched } = visit.totals;
  return {
    bytes: visit.totals.all,
    line: `page ${kb(page).toFixed(1)} KB + SW script ${kb(swScript).toFixed(1)} KB + SW fetched ${kb(swFetched).toFixed(1)} KB`,
  };
}

/** One Lighthouse run's figures. */
interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbt: number;
  lcp: number;
  cls: number;
}

const runFile = promisify(execFile);
let reportCount = 0;

/** One Lighthouse run (asynchronous: the floor is served by this process). */
async function lighthouse(url: string, label: string): Promise<LighthouseRun> {
  const bin = join(root, 'tooling/bench/node_modules/lighthouse/cli/index.js');
  const out = mkdtempSync(join(tmpdir(), 'kauppa-lh-'));
  const file = join(out, 'report.json');
  try {
    await runFile(
      process.execPath,
      [
        bin,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${file}`,
        '--throttling-method=devtools',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
    );
    const text = readFileSync(file, 'utf8');
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      reportCount += 1;
      writeFileSync(join(reportsDir, `${String(reportCount).padStart(2, '0')}-${label}.json`), text);
    }
    const report = JSON.parse(text) as {
      categories: Record<string, { score: number | null }>;
      audits: Record<string, { numericValue?: number }>;
    };
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      tbt: audit('total-blocking-time'),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The medians of each figure over the runs. */
function medians(runs: LighthouseRun[]): LighthouseRun & { all: LighthouseRun[] } {
  const of = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    tbt: of('tbt'),
    lcp: of('lcp'),
    cls: of('cls'),
    all: runs,
  };
}

/** The search soak of the shop API, run as its own process; its p95 lines are read back. */
async function soak(): Promise<{ fresh: number; aged: number; output: string } | { error: string }> {
  const command = ['--filter', '@kauppa/shop-api', 'bench:soak', '--seconds', String(soakSeconds)];
  if (soakProducts) command.push('--products', soakProducts);
  try {
    const { stdout } = await runFile('pnpm', command, { cwd: root, maxBuffer: 16 * 1024 * 1024 });
    const p95 = (label: string) => Number(new RegExp(`^${label}:.*?p95 ([\\d.]+) ms`, 'm').exec(stdout)?.[1]);
    const fresh = p95('fresh');
    const aged = p95('aged');
    if (!Number.isFinite(fresh) || !Number.isFinite(aged)) return { error: `unreadable output:\n${stdout}` };
    return { fresh, aged, output: stdout };
  } catch (error) {
    return { error: String(error) };
  }
}

async function main() {
  const loadAtStart = load();
  console.log(`Load average at the start: ${loadAtStart} (1 / 5 / 15 min)`);
  if (!args.has('--no-build')) {
    console.log('Building the storefront…');
    execFileSync(
      'pnpm',
      ['turbo', 'run', 'build', '--filter', '@kauppa/storefront...', '--output-logs=errors-only'],
      { cwd: root, stdio: 'ignore' },
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'kauppa-bench-api-'));
  start('shop-api', ['--conditions=@kauppa/source', join(root, 'apps/shop-api/src/main.ts'), '--reset'], {
    HOST: host,
    PORT: String(ports.api),
    KAUPPA_DATA_DIR: dataDir,
  });
  const apiUrl = `http://${host}:${ports.api}/api`;
  const storefront = (port: number, env: Record<string, string> = {}) =>
    start(`storefront:${port}`, [join(storefrontDir, 'server/main.ts')], {
      HOST: host,
      PORT: String(port),
      KAUPPA_API_URL: apiUrl,
      KAUPPA_BRAND: 'battery',
      ...env,
    });
  await waitFor(`http://${host}:${ports.api}/health`);
  storefront(ports.cached);
  storefront(ports.uncached, { KAUPPA_OUTPUT_CACHE: 'off' });
  await waitFor(`http://${host}:${ports.cached}/health`);
  await waitFor(`http://${host}:${ports.uncached}/health`);

  // A configurable product of the battery shop and a category, as the shop links them.
  const search = async (entity: string, body: unknown) =>
    (await (
      await fetch(`${apiUrl}/catalog/kauppa_battery/${entity}/_search`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { hits: { hits: { _source: Record<string, string> }[] } };
  const product = (
    await search('product', {
      query: { bool: { filter: [{ term: { type_id: 'configurable' } }] } },
      size: 1,
      _source: { includes: ['url_path', 'sku'] },
    })
  ).hits.hits[0]?._source;
  const productPath = `/${product?.url_path ?? ''}`;
  const paths: Record<string, string> = { home: '/', category: '/c/akut', product: productPath };
  const cachedBase = `http://${host}:${ports.cached}`;
  const uncachedBase = `http://${host}:${ports.uncached}`;
  const floorBase = `http://${host}:${ports.floor}`;

  console.log('Building the floor (an empty React Router app)…');
  const floorDir = buildFloorApp();
  await serveBuild(floorDir, ports.floor);

  const lines: string[] = [];
  const mark = (ok: boolean | undefined) => (ok === undefined ? ' ' : ok ? '✓' : '✗');
  const table = (label: string, kauppa: string, floor: string, ratio: string, target: string, ok?: boolean) =>
    lines.push(
      `${mark(ok)} ${label.padEnd(34)} ${kauppa.padStart(12)} ${floor.padStart(10)} ${ratio.padStart(7)}   ${target}`,
    );
  const times = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '—');
  lines.push(
    `  ${'measure'.padEnd(34)} ${'Kauppa'.padStart(12)} ${'floor'.padStart(10)} ${'ratio'.padStart(7)}   target`,
  );

  // 1. Lighthouse, Kauppa (cached server: what a shopper gets) and the floor, runs interleaved.
  if (!args.has('--skip-lighthouse')) {
    for (const name of pages) {
      const path = paths[name];
      if (!path) throw new Error(`Unknown page ${name} (home, category, product)`);
      const kauppaRuns: LighthouseRun[] = [];
      const floorRuns: LighthouseRun[] = [];
      for (let run = 0; run < lighthouseRuns; run++) {
        console.log(`Lighthouse ${name}, run ${run + 1} of ${lighthouseRuns}: Kauppa, then the floor…`);
        kauppaRuns.push(await lighthouse(`${cachedBase}${path}`, `kauppa-${name}`));
        floorRuns.push(await lighthouse(`${floorBase}${path}`, `floor-${name}`));
      }
      const k = medians(kauppaRuns);
      const f = medians(floorRuns);
      const each = (runs: LighthouseRun[], key: keyof LighthouseRun, digits = 0) =>
        runs.map((r) => r[key].toFixed(digits)).join(', ');
      table(
        `Lighthouse ${name}, performance`,
        String(k.performance),
        String(f.performance),
        '',
        `≥ ${targets.lighthouse} (runs ${each(k.all, 'performance')}; floor ${each(f.all, 'performance')})`,
        k.performance >= targets.lighthouse,
      );
      table(
        `  TBT`,
        `${Math.round(k.tbt)} ms`,
        `${Math.round(f.tbt)} ms`,
        times(k.tbt, f.tbt),
        `≤ ${targets.tbt}× floor (runs ${each(k.all, 'tbt')}; floor ${each(f.all, 'tbt')})`,
        k.tbt <= targets.tbt * f.tbt,
      );
      table(
        `  LCP`,
        `${(k.lcp / 1000).toFixed(2)} s`,
        `${(f.lcp / 1000).toFixed(2)} s`,
        times(k.lcp, f.lcp),
        '',
      );
      table(`  CLS`, k.cls.toFixed(3), f.cls.toFixed(3), '', '');
      table(
        `  a11y / best practices / SEO`,
        `${k.accessibility} / ${k.bestPractices} / ${k.seo}`,
        '',
        '',
        `(issue 8: ≥ 95)`,
        Math.min(k.accessibility, k.bestPractices, k.seo) >= 95,
      );
    }
  }

  // 2. Page JS: a product page vs the floor.
  const floorJs = await pageJs(`${floorBase}/`);
  const productJs = await pageJs(`${uncachedBase}${productPath}`);
  table(
    `page JS, product page, gzip`,
    `${kb(productJs.bytes).toFixed(1)} KB`,
    `${kb(floorJs.bytes).toFixed(1)} KB`,
    times(productJs.bytes, floorJs.bytes),
    `≤ ${targets.pageJs}× floor; issue 8: ≤ ${budgets.jsKb} KB (${productJs.files} files; floor ${floorJs.files})`,
    productJs.bytes <= targets.pageJs * floorJs.bytes && kb(productJs.bytes) <= budgets.jsKb,
  );
  lines.push('    largest scripts of the product page:', ...productJs.largest);

  // 3. First-visit JS, service worker included (issue 20.2).
  const firstVisit = await firstVisitJs(`${cachedBase}${productPath}`);
  const firstVisitFloor = await firstVisitJs(`${floorBase}/`);
  table(
    'first-visit JS, service worker incl.',
    `${kb(firstVisit.bytes).toFixed(1)} KB`,
    `${kb(firstVisitFloor.bytes).toFixed(1)} KB`,
    times(firstVisit.bytes, firstVisitFloor.bytes),
    `≤ ${targets.firstVisitJs}× floor`,
    firstVisit.bytes <= targets.firstVisitJs * firstVisitFloor.bytes,
  );
  lines.push(`    ${firstVisit.line}`);
  servers.splice(0).forEach((server) => {
    server.close();
  });
  rmSync(floorDir, { recursive: true, force: true });

  // 4. SSR of an uncached product page (output cache off): 200 warm-up renders (a running server's
  // steady state: V8 has compiled the render path by then; their p50 is printed too), then 200
  // timed; then output-cache hits of the product page, 10 connections for 10 s.
  if (!args.has('--skip-server')) {
    console.log('Server render and output-cache hits…');
    const render = async () => {
      const started = performance.now();
      const response = await fetch(`${uncachedBase}${productPath}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${productPath} answered ${response.status}`);
      return performance.now() - started;
    };
    const warmUp: number[] = [];
    for (let i = 0; i < 200; i++) warmUp.push(await render());
    const renders: number[] = [];
    for (let i = 0; i < 200; i++) renders.push(await render());
    await fetch(`${cachedBase}${productPath}`).then((r) => r.arrayBuffer());
    const hit = await fetch(`${cachedBase}${productPath}`);
    await hit.arrayBuffer();
    if (hit.headers.get('X-Cache') !== 'HIT') throw new Error('The product page was not cached');
    const cannon = await autocannon({
      url: `${cachedBase}${productPath}`,
      connections: 10,
      duration: 10,
      headers: { 'Accept-Encoding': 'gzip' },
    });
    const p50 = median(renders);
    table(
      'SSR, uncached product page, p50',
      `${p50.toFixed(1)} ms`,
      '',
      '',
      `issue 8: ≤ ${budgets.ssrP50Ms} ms (p90 ${percentile(renders, 0.9).toFixed(1)} ms; first 200 p50 ${median(warmUp).toFixed(1)} ms)`,
      p50 <= budgets.ssrP50Ms,
    );
    table(
      'output-cache hits, 10 connections',
      `${Math.round(cannon.requests.average)}/s`,
      '',
      '',
      `issue 8: ≥ ${budgets.hitsPerSecond}/s (${cannon.errors} errors, ${cannon.non2xx} non-2xx)`,
      cannon.requests.average >= budgets.hitsPerSecond,
    );
  }
  stopAll();
  rmSync(dataDir, { recursive: true, force: true });

  // Calls per render and render p50 per page type beside the floor's, and RSS after 10k requests
  // beside the floor's (issue 31.2, 31.4): render-cost.ts, on its own ports.
  if (!args.has('--skip-render-cost')) {
    console.log('Calls per render, render p50 and memory (render-cost.ts)…');
    const { renderCost } = await import('./render-cost.ts');
    lines.push('', ...(await renderCost()));
  }

  // 5. The search soak (its own process, after the servers stopped).
  if (!args.has('--skip-soak')) {
    console.log(`Search soak of the shop API (${soakSeconds} s of mixed traffic)…`);
    const result = await soak();
    if ('error' in result) {
      table('search soak, aged / fresh fuzzy p95', 'failed', '', '', result.error);
    } else {
      table(
        'search soak, fuzzy p95 fresh → aged',
        `${result.fresh.toFixed(1)} → ${result.aged.toFixed(1)} ms`,
        '',
        times(result.aged, result.fresh),
        `aged within 10 % of fresh (${soakSeconds} s of traffic; the issue's soak: 1800 s)`,
        result.aged <= targets.soak * result.fresh,
      );
    }
  }

  console.log(
    `\nStorefront bench: Kauppa vs the floor (pages: home /, category /c/akut, product ${productPath})`,
  );
  console.log(`Lighthouse: mobile, devtools throttling, median of ${lighthouseRuns}, runs interleaved`);
  console.log(lines.join('\n'));
  console.log(`Load average (1 / 5 / 15 min): at the start ${loadAtStart}; at the end ${load()}`);
}

await main().catch((error: unknown) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
