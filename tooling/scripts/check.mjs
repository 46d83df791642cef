#!/usr/bin/env node
// The test command behind `npm test`: lint, typecheck, every package's tests and the end-to-end
// suites through turbo (cached), then one summary line of all test reports. Exits non-zero when
// any task or any test failed.
import { spawnSync } from 'node:child_process';

const root = new URL('../..', import.meta.url).pathname;
const turbo = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    '//#lint',
    'typecheck',
    'test',
    'e2e',
    '--continue',
    '--concurrency=2',
    '--output-logs=new-only',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
const summary = spawnSync(process.execPath, ['tooling/scripts/test-summary.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(turbo.status !== 0 ? (turbo.status ?? 1) : (summary.status ?? 1));
