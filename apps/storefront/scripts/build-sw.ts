/**
 * Builds `build/client/service-worker.js` after `react-router build` (issue 10):
 * 1. bundles `sw/service-worker.ts` (workbox modules) with Vite into one classic script, and
 *    `sw/order-sender.ts` (Dexie, ky, the order outbox) into `order-sender.js`, the second worker
 *    that sends held orders (issue 20.2);
 * 2. workbox-build's injectManifest writes the precache list into it: the app shell and the route
 *    chunks a first visit loads (`splitAssets` of `scripts/precache.ts`; fonts too, big images
 *    excluded); the rest — the later routes' chunks and the shop runtime loaded by `import()` —
 *    is listed apart, for runtime caching and the idle warm-up (issue 20.2);
 * 3. checks the precache budget (≤ 1.5 MB) and writes `reports/precache.json`.
 *
 * Run: `node scripts/build-sw.ts [--client <dir>]` (Node 24 strips the types; `--client` points
 * at another copy of `build/client`).
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { getManifest, injectManifest, type ManifestTransform } from 'workbox-build';
import {
  type ClientManifest,
  checkPrecacheBudget,
  hashedAsset,
  localeCatalogues,
  parseClientManifest,
  precacheBudgetBytes,
  precacheGlobs,
  splitAssets,
} from './precache.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientFlag = process.argv.indexOf('--client');
const clientDir = clientFlag > 0 ? (process.argv[clientFlag + 1] as string) : `${root}build/client`;
const outDir = `${root}build/sw-tmp`;
const swDest = `${clientDir}/service-worker.js`;

rmSync(outDir, { recursive: true, force: true });
/** One classic script of `sw/<name>.ts` in `outDir`. */
const bundle = (name: string) =>
  build({
    configFile: false,
    logLevel: 'warn',
    root,
    resolve: { conditions: ['@kauppa/source', 'browser', 'module', 'import', 'default'] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      emptyOutDir: false,
      lib: {
        entry: `${root}sw/${name}.ts`,
        formats: ['iife'],
        name: name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
        fileName: () => `${name}.js`,
      },
    },
  });
await bundle('service-worker');
await bundle('order-sender');
copyFileSync(`${outDir}/order-sender.js`, `${clientDir}/order-sender.js`);

/** React Router's client manifest of this build (the newest non-empty `assets/manifest-*.js`). */
const clientManifest: ClientManifest | undefined = readdirSync(`${clientDir}/assets`)
  .filter((name) => /^manifest-.*\.js$/.test(name))
  .map((name) => parseClientManifest(readFileSync(`${clientDir}/assets/${name}`, 'utf8')))
  .find((manifest) => manifest !== undefined);
if (!clientManifest) {
  console.error(`No React Router client manifest in ${clientDir}/assets: run \`react-router build\` first`);
  process.exit(1);
}
const builtFiles = readdirSync(`${clientDir}/assets`).map((name) => `assets/${name}`);
const { precache: firstVisitFiles, later } = splitAssets(clientManifest, builtFiles);
const catalogues = localeCatalogues(builtFiles);
const precacheSet = new Set(firstVisitFiles);
const firstVisitOnly = {
  globDirectory: clientDir,
  globPatterns: precacheGlobs,
  // React Router's manifest module is imported only with eager route discovery; this build
  // discovers routes lazily (`/__manifest`, kept by the worker), so no page loads it (issue 20.2).
  globIgnores: ['service-worker.js', 'order-sender.js', '**/*.map', 'assets/manifest-*.js'],
  maximumFileSizeToCacheInBytes: precacheBudgetBytes,
  // Hashed file names carry their version: no revision, so the precache asks with the default
  // cache mode and the files the page has already loaded come from the HTTP cache instead of
  // being downloaded again (issue 20.2; they were: ~200 KB gzip more on a first visit).
  dontCacheBustURLsMatching: hashedAsset,
  manifestTransforms: [
    ((entries) => ({ manifest: entries.filter((entry) => precacheSet.has(entry.url)) })) as ManifestTransform,
  ],
};

const { count, size, warnings } = await injectManifest({
  swSrc: `${outDir}/service-worker.js`,
  swDest,
  ...firstVisitOnly,
});
rmSync(outDir, { recursive: true, force: true });
for (const warning of warnings) console.warn(`workbox: ${warning}`);
// The chunks left out of the precache, for the worker's idle warm-up (issue 20.2).
const placeholder = /(["'`])__KAUPPA_LATER_ASSETS__\1/;
const script = readFileSync(swDest, 'utf8');
if (!placeholder.test(script)) {
  console.error('service-worker.js has no __KAUPPA_LATER_ASSETS__ placeholder');
  process.exit(1);
}
// The language catalogues, for the worker to keep the page's own (issue 20.2).
const cataloguePlaceholder = /(["'`])__KAUPPA_CATALOGUES__\1/;
if (!cataloguePlaceholder.test(script)) {
  console.error('service-worker.js has no __KAUPPA_CATALOGUES__ placeholder');
  process.exit(1);
}
writeFileSync(
  swDest,
  script
    .replace(placeholder, () => JSON.stringify(JSON.stringify(later.map((file) => `/${file}`))))
    .replace(cataloguePlaceholder, () => JSON.stringify(JSON.stringify(catalogues))),
);

const manifest = await getManifest(firstVisitOnly);
const report = checkPrecacheBudget({
  count,
  size,
  entries: manifest.manifestEntries.map((e) => e.url),
  later,
});
mkdirSync(`${root}reports`, { recursive: true });
writeFileSync(`${root}reports/precache.json`, `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `service-worker.js: ${count} files precached, ${(size / 1024).toFixed(1)} KiB (budget ${(precacheBudgetBytes / 1024).toFixed(0)} KiB); ${later.length} files (later routes, the shop runtime) cached when first used; order-sender.js ${(readFileSync(`${clientDir}/order-sender.js`).byteLength / 1024).toFixed(1)} KiB`,
);
if (count === 0) {
  console.error(`Nothing to precache in ${clientDir}: run \`react-router build\` first`);
  process.exit(1);
}
if (!report.withinBudget) {
  console.error('The precache is over its budget of 1.5 MB');
  process.exit(1);
}
