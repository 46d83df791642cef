/**
 * Builds `build/client/service-worker.js` after `react-router build` (issue 10):
 * 1. bundles `sw/service-worker.ts` (workbox modules, the order outbox) with Vite into one
 *    classic script;
 * 2. workbox-build's injectManifest writes the precache list into it: the app shell and the route
 *    chunks a first visit needs (JS, CSS, fonts of `build/client/assets`; big images excluded);
 *    the chunks only later routes use (issue 20.2) are listed apart, for runtime caching and the
 *    idle warm-up;
 * 3. checks the precache budget (≤ 1.5 MB) and writes `reports/precache.json`.
 *
 * Run: `node scripts/build-sw.ts [--client <dir>]` (Node 24 strips the types; `--client` points
 * at another copy of `build/client`).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { getManifest, injectManifest, type ManifestTransform } from 'workbox-build';
import {
  type ClientManifest,
  checkPrecacheBudget,
  hashedAsset,
  laterAssets,
  localeCatalogues,
  parseClientManifest,
  precacheBudgetBytes,
  precacheGlobs,
} from './precache.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientFlag = process.argv.indexOf('--client');
const clientDir = clientFlag > 0 ? (process.argv[clientFlag + 1] as string) : `${root}build/client`;
const outDir = `${root}build/sw-tmp`;
const swDest = `${clientDir}/service-worker.js`;

rmSync(outDir, { recursive: true, force: true });
await build({
  configFile: false,
  logLevel: 'warn',
  root,
  resolve: { conditions: ['@kauppa/source', 'browser', 'module', 'import', 'default'] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: `${root}sw/service-worker.ts`,
      formats: ['iife'],
      name: 'kauppaServiceWorker',
      fileName: () => 'service-worker.js',
    },
  },
});

/** React Router's client manifest of this build (the newest non-empty `assets/manifest-*.js`). */
const clientManifest: ClientManifest | undefined = readdirSync(`${clientDir}/assets`)
  .filter((name) => /^manifest-.*\.js$/.test(name))
  .map((name) => parseClientManifest(readFileSync(`${clientDir}/assets/${name}`, 'utf8')))
  .find((manifest) => manifest !== undefined);
if (!clientManifest) {
  console.error(`No React Router client manifest in ${clientDir}/assets: run \`react-router build\` first`);
  process.exit(1);
}
const later = laterAssets(clientManifest);
const catalogues = localeCatalogues(readdirSync(`${clientDir}/assets`).map((name) => `assets/${name}`));
const laterSet = new Set([...later, ...Object.values(catalogues).map((path) => path.slice(1))]);
const firstVisitOnly = {
  globDirectory: clientDir,
  globPatterns: precacheGlobs,
  // React Router's manifest module is imported only with eager route discovery; this build
  // discovers routes lazily (`/__manifest`, kept by the worker), so no page loads it (issue 20.2).
  globIgnores: ['service-worker.js', '**/*.map', 'assets/manifest-*.js'],
  maximumFileSizeToCacheInBytes: precacheBudgetBytes,
  // Hashed file names carry their version: no revision, so the precache asks with the default
  // cache mode and the files the page has already loaded come from the HTTP cache instead of
  // being downloaded again (issue 20.2; they were: ~200 KB gzip more on a first visit).
  dontCacheBustURLsMatching: hashedAsset,
  manifestTransforms: [
    ((entries) => ({ manifest: entries.filter((entry) => !laterSet.has(entry.url)) })) as ManifestTransform,
  ],
};

const { count, size, warnings } = await injectManifest({
  swSrc: `${outDir}/service-worker.js`,
  swDest,
  ...firstVisitOnly,
});
rmSync(outDir, { recursive: true, force: true });
for (const warning of warnings) console.warn(`workbox: ${warning}`);
// The later routes' chunks, for the worker's idle warm-up (issue 20.2).
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
  `service-worker.js: ${count} files precached, ${(size / 1024).toFixed(1)} KiB (budget ${(precacheBudgetBytes / 1024).toFixed(0)} KiB); ${later.length} files of later routes cached when first used`,
);
if (count === 0) {
  console.error(`Nothing to precache in ${clientDir}: run \`react-router build\` first`);
  process.exit(1);
}
if (!report.withinBudget) {
  console.error('The precache is over its budget of 1.5 MB');
  process.exit(1);
}
