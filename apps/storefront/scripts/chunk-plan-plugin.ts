import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  type ChunkPlan,
  chunkGroups,
  chunkPlanFile,
  type PlannedChunk,
  type PlanRoots,
  planChunks,
} from './chunk-plan.ts';

/**
 * The two builds of `scripts/chunk-plan.ts`, chosen by `KAUPPA_CHUNK_PLAN`: `write` reads the
 * client build's chunks and writes the plan; `apply` groups the modules as planned. Unset, the
 * bundler's own chunking is used (a plain `react-router build`).
 */
export function chunkPlan(root: string): Plugin {
  const mode = process.env.KAUPPA_CHUNK_PLAN;
  const app = (file: string) => resolve(root, 'app', file);
  const roots: PlanRoots = {
    entry: app('entry.client.tsx'),
    shell: [app('root.tsx'), app('layouts/default.tsx')],
    pages: {
      home: app('routes/home.tsx'),
      category: app('routes/category.tsx'),
      product: app('routes/product.tsx'),
      dispatcher: app('routes/dispatcher.tsx'),
    },
  };
  const planPath = resolve(root, chunkPlanFile);
  return {
    name: 'kauppa-chunk-plan',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client' || mode !== 'apply') return;
      if (!existsSync(planPath)) {
        throw new Error(`No chunk plan at ${planPath}: run the build with KAUPPA_CHUNK_PLAN=write first`);
      }
      const plan = JSON.parse(readFileSync(planPath, 'utf8')) as ChunkPlan;
      return {
        build: {
          rolldownOptions: {
            // Route modules keep their exports; shared chunks may add exports to them.
            preserveEntrySignatures: 'allow-extension',
            output: {
              codeSplitting: {
                // Each module goes to its planned group only; its imports stay where planned.
                includeDependenciesRecursively: false,
                groups: chunkGroups.map((group, index) => ({
                  name: group,
                  test: (id: string) => plan[id] === group,
                  priority: chunkGroups.length - index,
                })),
              },
            },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client' || mode !== 'write') return;
      const chunks: PlannedChunk[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.push({
          fileName: item.fileName,
          facadeModuleId: item.facadeModuleId,
          imports: item.imports,
          moduleIds: Object.entries(item.modules)
            .filter(([, info]) => info.renderedLength > 0)
            .map(([id]) => id),
        });
      }
      mkdirSync(dirname(planPath), { recursive: true });
      writeFileSync(planPath, `${JSON.stringify(planChunks(chunks, roots), null, 1)}\n`);
    },
  };
}
