#!/usr/bin/env node
// Adds up the Vitest and Playwright JSON reports that `pnpm test` left under */*/reports/ and prints
// one closing line CI can read: "Tests: N passed, N failed, N skipped".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
const rows = [];
for (const group of ['packages', 'apps', 'tooling', '.']) {
  const dir = join(root, group);
  if (!existsSync(dir)) continue;
  const names = group === '.' ? ['e2e'] : readdirSync(dir);
  for (const name of names) {
    for (const file of ['reports/test.json', 'reports/e2e.json']) {
      const path = join(dir, name, file);
      if (!existsSync(path)) continue;
      const report = JSON.parse(readFileSync(path, 'utf8'));
      let p = 0;
      let f = 0;
      let s = 0;
      if (typeof report.numPassedTests === 'number') {
        p = report.numPassedTests;
        f = report.numFailedTests;
        s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      } else if (report.stats) {
        // Playwright: a test that failed once and passed on its retry is "flaky" — it passed, and the
        // row says so; only "unexpected" results fail the run, as they do Playwright's own exit code.
        p = (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
        f = report.stats.unexpected ?? 0;
        s = report.stats.skipped ?? 0;
        flaky += report.stats.flaky ?? 0;
      }
      passed += p;
      failed += f;
      skipped += s;
      rows.push(
        `${`${group}/${name}`.padEnd(32)} ${String(p).padStart(5)} passed ${String(f).padStart(3)} failed`,
      );
    }
  }
}
console.log(rows.join('\n'));
if (flaky > 0) console.log(`(${flaky} end-to-end test(s) passed only on their retry: see the e2e report)`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
