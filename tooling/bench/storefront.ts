/**
 * Storefront budgets of issue 8, measured on this machine and printed:
 *
 * 1. all JavaScript a product-page load fetches until the network is idle (gzip), and the same for
 *    an empty React Router app built in the same run (the ratio is printed);
 * 2. server render of an uncached product page, p50 (output cache off);
 * 3. output-cache hits per second, 10 connections (autocannon);
 * 4. Lighthouse (Debian's Chromium, mobile preset, --throttling-method=devtools, median of 3):
 *    performance, accessibility, best practices and SEO of home, category and product.
 *
 * Run: `pnpm --filter @kauppa/bench run storefront` (builds the storefront first; `--no-build` skips
 * that, `--skip-lighthouse` skips step 4). It starts its own shop API and storefront servers on
 * loopback and stops them at the end.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../../', import.meta.url));
const storefrontDir = join(root, 'apps/storefront');
const args = new Set(process.argv.slice(2));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const host = '127.0.0.1';
const ports = { api: 18280, cached: 13280, uncached: 13281, empty: 13282 };
const budgets = { jsKb: 170, ssrP50Ms: 25, hitsPerSecond: 1500, lighthouse: 95 };

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

/** Builds an empty React Router framework app (one route) with the storefront's toolchain. */
function buildEmptyApp(): string {
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
    "import { index } from '@react-router/dev/routes';\nexport default [index('routes/home.tsx')];\n",
  );
  writeFileSync(
    join(dir, 'app/root.tsx'),
    `import { Links, Meta, Outlet, Scripts } from 'react-router';
export function Layout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><head><meta charSet="utf-8" /><Meta /><Links /></head><body>{children}<Scripts /></body></html>);
}
export default function App() { return <Outlet />; }
`,
  );
  writeFileSync(
    join(dir, 'app/routes/home.tsx'),
    'export default function Home() { return <h1>Empty</h1>; }\n',
  );
  execFileSync(process.execPath, [join(storefrontDir, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return dir;
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
        res.writeHead(200, { 'Content-Type': mime[extname(url.pathname)] ?? 'application/octet-stream' });
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
      .map(([file, size]) => `    ${kb(size).toFixed(1).padStart(6)} KB  ${new URL(file).pathname}`);
    return { bytes, files: scripts.size, largest };
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(url: string, runs = 3): Promise<Record<string, number>> {
  const bin = join(root, 'tooling/bench/node_modules/lighthouse/cli/index.js');
  const out = mkdtempSync(join(tmpdir(), 'kauppa-lh-'));
  const scores: Record<string, number[]> = {};
  for (let run = 0; run < runs; run++) {
    const file = join(out, `run-${run}.json`);
    execFileSync(
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
      { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: 'ignore' },
    );
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      categories: Record<string, { score: number | null }>;
    };
    for (const [id, category] of Object.entries(report.categories)) {
      scores[id] = [...(scores[id] ?? []), Math.round((category.score ?? 0) * 100)];
    }
  }
  rmSync(out, { recursive: true, force: true });
  return Object.fromEntries(Object.entries(scores).map(([id, values]) => [id, median(values)]));
}

async function main() {
  if (!args.has('--no-build')) {
    console.log('Building the storefront…');
    execFileSync('pnpm', ['--filter', '@kauppa/storefront', 'run', 'build'], { cwd: root, stdio: 'ignore' });
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
  const categoryPath = '/c/akut';
  const cachedBase = `http://${host}:${ports.cached}`;
  const uncachedBase = `http://${host}:${ports.uncached}`;

  // 1. JavaScript of a product-page load, and of an empty React Router app.
  console.log('Building an empty React Router app…');
  const emptyDir = buildEmptyApp();
  await serveBuild(emptyDir, ports.empty);
  const emptyJs = await pageJs(`http://${host}:${ports.empty}/`);
  const productJs = await pageJs(`${uncachedBase}${productPath}`);
  rmSync(emptyDir, { recursive: true, force: true });

  // 2. SSR of an uncached product page (output cache off): 200 warm-up renders (a running server's
  // steady state: V8 has compiled the render path by then; their p50 is printed too), then 200 timed.
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

  // 3. Output-cache hits: the product page, cached, 10 connections for 10 s.
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

  const lines: string[] = [];
  const row = (label: string, value: string, ok: boolean | undefined) =>
    lines.push(`${ok === undefined ? ' ' : ok ? '✓' : '✗'} ${label.padEnd(58)} ${value}`);
  row(
    `JS of a product-page load, gzip (${productJs.files} files; budget ${budgets.jsKb} KB)`,
    `${kb(productJs.bytes).toFixed(1)} KB`,
    kb(productJs.bytes) <= budgets.jsKb,
  );
  lines.push('  largest scripts of the product page:', ...productJs.largest);
  row(
    `JS of an empty React Router app, gzip (${emptyJs.files} files)`,
    `${kb(emptyJs.bytes).toFixed(1)} KB`,
    undefined,
  );
  row('ratio product page / empty app', `${(productJs.bytes / emptyJs.bytes).toFixed(2)}×`, undefined);
  const p50 = median(renders);
  row(
    `SSR of an uncached product page, p50 (p90; budget ${budgets.ssrP50Ms} ms)`,
    `${p50.toFixed(1)} ms (${percentile(renders, 0.9).toFixed(1)} ms)`,
    p50 <= budgets.ssrP50Ms,
  );
  row(
    '  the same, first 200 renders after start (warm-up), p50',
    `${median(warmUp).toFixed(1)} ms`,
    undefined,
  );
  row(
    `output-cache hits, 10 connections (budget ${budgets.hitsPerSecond}/s)`,
    `${Math.round(cannon.requests.average)} req/s (${cannon.errors} errors, ${cannon.non2xx} non-2xx)`,
    cannon.requests.average >= budgets.hitsPerSecond,
  );

  // 4. Lighthouse, median of 3, on the cached server (what a shopper gets).
  if (!args.has('--skip-lighthouse')) {
    for (const [name, path] of [
      ['home', '/'],
      ['category', categoryPath],
      ['product', productPath],
    ] as const) {
      console.log(`Lighthouse ${name} (3 runs)…`);
      const scores = await lighthouseScores(`${cachedBase}${path}`);
      const ok = Object.values(scores).every((score) => score >= budgets.lighthouse);
      row(
        `Lighthouse ${name} perf/a11y/best-practices/SEO (budget ${budgets.lighthouse})`,
        ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => scores[id] ?? '-').join(' / '),
        ok,
      );
    }
  }
  console.log(`\nStorefront budgets (product page ${productPath})\n${lines.join('\n')}`);
  stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}

await main().catch((error: unknown) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
