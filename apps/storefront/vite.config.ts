import { mkdirSync, writeFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { chunkPlan } from './scripts/chunk-plan-plugin.ts';

/**
 * `KAUPPA_BUNDLE_REPORT=1 react-router build` writes `reports/bundle-client.json`: each client
 * chunk with its imports and its modules by rendered size (issue 20.2, where the bytes go).
 */
function bundleReport(): Plugin {
  return {
    name: 'kauppa-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          bytes: chunk.code.length,
          entry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.entries(chunk.modules)
            .map(([id, info]) => ({
              id: id.replace(/^.*node_modules\//, 'npm:'),
              bytes: info.renderedLength,
            }))
            .filter((module) => module.bytes > 0)
            .sort((a, b) => b.bytes - a.bytes),
        }))
        .sort((a, b) => b.bytes - a.bytes);
      mkdirSync('reports', { recursive: true });
      writeFileSync('reports/bundle-client.json', `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}

/**
 * Workspace packages are bundled from their TypeScript sources (the `@kauppa/source` export
 * condition), in the browser and in the SSR bundle, so the app never needs their `dist/`.
 */
export default defineConfig({
  plugins: [
    reactRouter(),
    chunkPlan(import.meta.dirname),
    ...(process.env.KAUPPA_BUNDLE_REPORT ? [bundleReport()] : []),
  ],
  resolve: { conditions: ['@kauppa/source', ...defaultClientConditions] },
  ssr: {
    noExternal: [/^@kauppa\//],
    resolve: {
      conditions: ['@kauppa/source', ...defaultServerConditions],
      externalConditions: ['@kauppa/source', 'node'],
    },
  },
  // `KAUPPA_SOURCEMAP=1`: source maps beside the scripts, for `tooling/bench/trace.ts --maps`.
  build: { target: 'es2022', sourcemap: process.env.KAUPPA_SOURCEMAP === '1' },
});
