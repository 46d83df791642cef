/**
 * Issue 19.2 (weight): each core entry point bundled as a consumer's bundler would (rolldown,
 * minified, ESM, browser platform, from the built `dist`), gzip-compressed, printed as a table:
 *
 * - `peers external`: xstate, zod and dexie left to the app (they are peer dependencies: the app
 *   ships one copy, shared with its own code);
 * - `budget`: what the budget counts (`budget.ts`): peers external, and for the composition root
 *   `@kauppa/shop` its `@kauppa/*` dependencies external too; ≤ 30 KB gzip, kept by `weight.test.ts`;
 * - `all included`: everything the entry point loads at start-up, peers too;
 * - `w/o xstate`: all included except XState (the issue's first reading of the budget, "except what
 *   XState itself weighs": over it only where a peer (zod, Dexie) or the shop's wiring weighs);
 * - `w/o xstate, esbuild`: the same with esbuild's code splitting (issue 30.6: the weight does not
 *   depend on the bundler; `weight.test.ts` keeps checkout and shop within 5 KB of rolldown);
 * - `lazy`: chunks loaded later through `import()` (search adapter, catalogues), not in the others.
 *
 * Every export of the entry point is kept (a consumer who imports less gets less). Run:
 * `pnpm --filter @kauppa/consumer-smoke bench` (after `pnpm turbo run build --filter './packages/*'`),
 * `-- --json` for machine-readable output.
 */
import { existsSync } from 'node:fs';
import { budgetBytes, budgetExternal, budgetKb, entryFile, entryName, peers } from './budget.ts';
import { bundle, bundleWithEsbuild } from './bundle.ts';
import { corePackages } from './workspace.ts';

interface Row {
  entry: string;
  /** what the budget counts (`budget.ts`) */
  budget: number;
  peersExternal: number;
  allIncluded: number;
  withoutXstate: number;
  withoutXstateEsbuild: number;
  lazy: number;
}

const rows: Row[] = [];
for (const pkg of corePackages()) {
  for (const entryPoint of pkg.entryPoints) {
    const input = entryFile(pkg, entryPoint);
    if (!existsSync(input)) throw new Error(`${input} is missing: build the packages first`);
    const budget = await bundle(input, budgetExternal(pkg, entryPoint));
    const external = await bundle(input, peers);
    const included = await bundle(input, []);
    const withoutXstate = await bundle(input, ['xstate']);
    const withoutXstateEsbuild = await bundleWithEsbuild(input, ['xstate']);
    rows.push({
      entry: entryName(pkg, entryPoint),
      budget: budget.initial,
      peersExternal: external.initial,
      allIncluded: included.initial,
      withoutXstate: withoutXstate.initial,
      withoutXstateEsbuild: withoutXstateEsbuild.initial,
      lazy: included.lazy,
    });
  }
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const header = [
    'entry point',
    `budget (≤ ${budgetKb} KB, peers external)`,
    'peers external',
    'all included',
    'w/o xstate',
    'w/o xstate, esbuild',
    'lazy chunks',
  ];
  const lines = rows.map((row) => [
    row.entry,
    `${kb(row.budget)} ${row.budget <= budgetBytes ? '✓' : '✗'}`,
    kb(row.peersExternal),
    kb(row.allIncluded),
    kb(row.withoutXstate),
    kb(row.withoutXstateEsbuild),
    row.lazy ? kb(row.lazy) : '—',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log('Bundled size per entry point (rolldown, minified, gzip -9)\n');
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  console.log(
    '\nbudget: peers (xstate, zod, dexie) external; @kauppa/shop also with its @kauppa/* dependencies external; server-only entry points (@kauppa/pages/server) with all their dependencies external.',
  );
  const over = rows.filter((row) => row.budget > budgetBytes).map((row) => row.entry);
  console.log(over.length ? `\nOver budget: ${over.join(', ')}` : '\nEvery entry point within budget.');
}
