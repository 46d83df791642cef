/**
 * Before the Vue shop's e2e (issue 30): packs the core packages (`pack.ts`), installs them into
 * examples/vue-shop with npm from their tarballs — kept while the tarballs and the example's
 * package.json are unchanged (a hash in node_modules) — builds it with Vite, and prints its size in
 * lines beside the React shell's, counted the same way (`lines.ts`).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '@kauppa/consumer-smoke/workspace';
import { linesOfCode } from './lines.ts';
import { example, packForExample } from './pack.ts';

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const key = createHash('sha256')
  .update(packForExample())
  .update(readFileSync(join(example, 'package.json')))
  .digest('hex');
const stamp = join(example, 'node_modules/.kauppa-install');
if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key) {
  console.log(`vue-shop: the tarballs are unchanged, the install is kept (${seconds()})`);
} else {
  rmSync(join(example, 'node_modules'), { recursive: true, force: true });
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'], {
    cwd: example,
    stdio: 'inherit',
    timeout: 300_000,
  });
  writeFileSync(stamp, key);
  console.log(`vue-shop: installed from the tarballs (${seconds()})`);
}
execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
  cwd: example,
  stdio: 'inherit',
});
console.log(`vue-shop: built with Vite (${seconds()})`);

const vue = linesOfCode(join(example, 'src'));
const shell = linesOfCode(join(root, 'apps/storefront/app'));
console.log(
  `vue-shop size: ${vue.lines} lines of code in ${vue.files} files (examples/vue-shop/src); ` +
    `the React shell: ${shell.lines} lines in ${shell.files} files (apps/storefront/app), counted alike`,
);
