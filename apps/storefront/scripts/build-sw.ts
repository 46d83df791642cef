/**
 * Builds `build/client/service-worker.js` after `react-router build` (issue 10):
 * 1. bundles `sw/service-worker.ts` (workbox modules, the order outbox) with Vite into one
 *    classic script;
 * 2. workbox-build's injectManifest writes the precache list into it: the app shell and route
 *    chunks of `build/client/assets` (JS, CSS, fonts; big images excluded);
 * 3. checks the precache budget (≤ 1.5 MB) and writes `reports/precache.json`.
 *
 * Run: `node scripts/build-sw.ts [--client <dir>]` (Node 24 strips the types; `--client` points
 * at another copy of `build/client`).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { getManifest, injectManifest } from 'workbox-build';
import { checkPrecacheBudget, precacheBudgetBytes, precacheGlobs } from './precache.ts';

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

const { count, size, warnings } = await injectManifest({
  swSrc: `${outDir}/service-worker.js`,
  swDest,
  globDirectory: clientDir,
  globPatterns: precacheGlobs,
  globIgnores: ['service-worker.js', '**/*.map'],
  maximumFileSizeToCacheInBytes: precacheBudgetBytes,
});
rmSync(outDir, { recursive: true, force: true });
for (const warning of warnings) console.warn(`workbox: ${warning}`);

const manifest = await getManifest({
  globDirectory: clientDir,
  globPatterns: precacheGlobs,
  globIgnores: ['service-worker.js', '**/*.map'],
  maximumFileSizeToCacheInBytes: precacheBudgetBytes,
});
const report = checkPrecacheBudget({ count, size, entries: manifest.manifestEntries.map((e) => e.url) });
mkdirSync(`${root}reports`, { recursive: true });
writeFileSync(`${root}reports/precache.json`, `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `service-worker.js: ${count} files precached, ${(size / 1024).toFixed(1)} KiB (budget ${(precacheBudgetBytes / 1024).toFixed(0)} KiB)`,
);
if (count === 0) {
  console.error(`Nothing to precache in ${clientDir}: run \`react-router build\` first`);
  process.exit(1);
}
if (!report.withinBudget) {
  console.error('The precache is over its budget of 1.5 MB');
  process.exit(1);
}
