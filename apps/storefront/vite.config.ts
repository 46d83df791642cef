import { mkdirSync, writeFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

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
 * The app's shell in one chunk (issue 20.1: fewer, larger files; gzip packs one file better than
 * many). The shell is every module of the app (`app/**`) that the client entry, the root route and
 * the default layout import statically, short of the parts loaded on demand (`import()`): every
 * page loads them, so merging them costs no page anything. Only app modules: the packages never
 * import the app, so the shell chunk is in no import cycle and needs no strict execution order,
 * and the group takes only the modules listed (`includeDependenciesRecursively: false`, which
 * asks that route chunks may carry extra exports: `preserveEntrySignatures: 'allow-extension'`).
 */
const shellModules = new Set<string>();
const shellRoots = [
  /[\\/]app[\\/]entry\.client\.tsx$/,
  /[\\/]app[\\/]root\.tsx$/,
  /[\\/]app[\\/]layouts[\\/]default\.tsx$/,
];
const appModule = /[\\/]apps[\\/]storefront[\\/]app[\\/]/;

function shellChunk(): Plugin {
  return {
    name: 'kauppa-shell-chunk',
    apply: 'build',
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
    buildEnd() {
      if (this.environment.name !== 'client') return;
      shellModules.clear();
      const queue = [...this.getModuleIds()].filter((id) => shellRoots.some((root) => root.test(id)));
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (shellModules.has(id)) continue;
        shellModules.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? [])
          if (appModule.test(next) && !this.getModuleInfo(next)?.dynamicImporters.length) queue.push(next);
      }
    },
  };
}

/**
 * Workspace packages are bundled from their TypeScript sources (the `@kauppa/source` export
 * condition), in the browser and in the SSR bundle, so the app never needs their `dist/`.
 */
export default defineConfig({
  plugins: [reactRouter(), shellChunk(), ...(process.env.KAUPPA_BUNDLE_REPORT ? [bundleReport()] : [])],
  resolve: { conditions: ['@kauppa/source', ...defaultClientConditions] },
  ssr: {
    noExternal: [/^@kauppa\//],
    resolve: {
      conditions: ['@kauppa/source', ...defaultServerConditions],
      externalConditions: ['@kauppa/source', 'node'],
    },
  },
  build: { target: 'es2022' },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'shell',
                  // The entry stays a chunk of its own: its top-level await (the catalogue and the
                  // dispatched view's code before hydrating) would otherwise hold up the chunks
                  // it imports that import the shell back.
                  test: (id) => shellModules.has(id) && !shellRoots[0]?.test(id),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
});
