/**
 * Issue 19.2 (weight): the entry points that need no validation do not load zod. Before issue 19,
 * cart-sync bundled the catalogue schemas (and zod) for one helper, and `@kauppa/contract` and
 * `@kauppa/api-client` bundled every schema. The sizes themselves are printed by the bench
 * (`pnpm --filter @kauppa/consumer-smoke bench`), not asserted here.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundle } from './bundle.ts';
import { root } from './workspace.ts';

const zodModules = (modules: string[]) => modules.filter((id) => /node_modules\/(\.pnpm\/)?zod[@/]/.test(id));

describe.each([
  ['@kauppa/contract', 'packages/contract/dist/index.js'],
  ['@kauppa/api-client', 'packages/api-client/dist/index.js'],
  ['@kauppa/cart-sync', 'packages/cart-sync/dist/index.js'],
  ['@kauppa/task-queue', 'packages/task-queue/dist/index.js'],
  ['@kauppa/catalog-pricing', 'packages/catalog-pricing/dist/index.js'],
])('%s', (_name, entry) => {
  it('bundles without zod at start-up (issue 19.2)', async () => {
    const { initialModules } = await bundle(join(root, entry), ['xstate']);
    expect(initialModules.length).toBeGreaterThan(0);
    expect(zodModules(initialModules)).toEqual([]);
  });
});

it('createShopApi loads the schemas (and zod) in a lazy chunk, on its first call (issue 19.2)', async () => {
  const { lazy } = await bundle(join(root, 'packages/contract/dist/index.js'), []);
  expect(lazy).toBeGreaterThan(0);
});

it('the schemas entry point does bundle zod (the check above can fail)', async () => {
  const { initialModules } = await bundle(join(root, 'packages/contract/dist/schemas.js'), []);
  expect(zodModules(initialModules).length).toBeGreaterThan(0);
});
