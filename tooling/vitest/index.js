// @ts-check
import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * The Vitest preset every Kauppa package uses.
 *
 * - resolves workspace packages to their TypeScript sources (`@kauppa/source` condition), so tests
 *   never need a build;
 * - collects `src/**\/*.test.ts` (Playwright specs live in `e2e/` and are never collected);
 * - writes `reports/test.json`, which `tooling/scripts/test-summary.mjs` adds up for CI.
 *
 * @param {import('vitest/config').ViteUserConfig} [overrides]
 */
export function defineKauppaConfig(overrides = {}) {
  const base = defineConfig({
    resolve: { conditions: ['@kauppa/source'] },
    ssr: { resolve: { conditions: ['@kauppa/source'] } },
    test: {
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
      exclude: ['**/node_modules/**', '**/dist/**', '**/*.spec.ts'],
      reporters: process.env.CI ? ['default', 'json'] : ['default', 'json'],
      outputFile: { json: 'reports/test.json' },
      benchmark: { include: ['src/**/*.bench.ts', 'bench/**/*.bench.ts'] },
      typecheck: { include: ['src/**/*.test-d.ts'] },
      passWithNoTests: false,
      // Generous limits: CI shares two cores between packages; budgets live in benchmarks, not here.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
  return mergeConfig(base, overrides);
}
