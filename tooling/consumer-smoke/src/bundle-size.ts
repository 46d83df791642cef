/**
 * Issue 19.2 (weight): each core entry point bundled as a consumer's bundler would (rolldown,
 * minified, ESM, browser platform, from the built `dist`), gzip-compressed, printed as a table:
 *
 * - `peers external`: xstate, zod and dexie left to the app (they are peer dependencies: the app
 *   ships one copy, shared with its own code);
 * - `all included`: everything the entry point loads at start-up, peers too;
 * - `budget figure`: all included except XState (the budget is 30 KB gzip "except what XState
 *   itself weighs");
 * - `lazy`: chunks loaded later through `import()` (search adapter, catalogues), not in the others.
 *
 * Every export of the entry point is kept (a consumer who imports less gets less). Run:
 * `pnpm --filter @kauppa/consumer-smoke bench` (after `pnpm turbo run build --filter './packages/*'`),
 * `-- --json` for machine-readable output.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bundle } from './bundle.ts';
import { corePackages } from './workspace.ts';

const budgetKb = 30;
const peers = ['xstate', 'zod', 'dexie'];

interface Row {
  entry: string;
  peersExternal: number;
  allIncluded: number;
  budgetFigure: number;
  lazy: number;
}

const rows: Row[] = [];
for (const pkg of corePackages()) {
  for (const entryPoint of pkg.entryPoints) {
    const sub = entryPoint === '.' ? 'index' : entryPoint.slice(2);
    const input = join(pkg.dir, 'dist', `${sub}.js`);
    if (!existsSync(input)) throw new Error(`${input} is missing: build the packages first`);
    const external = await bundle(input, peers);
    const included = await bundle(input, []);
    const withoutXstate = await bundle(input, ['xstate']);
    rows.push({
      entry: entryPoint === '.' ? pkg.name : `${pkg.name}/${sub}`,
      peersExternal: external.initial,
      allIncluded: included.initial,
      budgetFigure: withoutXstate.initial,
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
    'peers external',
    'all included',
    `budget (≤ ${budgetKb} KB, w/o xstate)`,
    'lazy chunks',
  ];
  const lines = rows.map((row) => [
    row.entry,
    kb(row.peersExternal),
    kb(row.allIncluded),
    `${kb(row.budgetFigure)} ${row.budgetFigure <= budgetKb * 1024 ? '✓' : '✗'}`,
    row.lazy ? kb(row.lazy) : '—',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log('Bundled size per entry point (rolldown, minified, gzip -9)\n');
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  const over = rows.filter((row) => row.budgetFigure > budgetKb * 1024).map((row) => row.entry);
  console.log(over.length ? `\nOver budget: ${over.join(', ')}` : '\nEvery entry point within budget.');
}
