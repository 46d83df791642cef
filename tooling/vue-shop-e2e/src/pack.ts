/**
 * Packs every core package as a team receives it (`pack` of the consumer smoke test: `pnpm pack`,
 * `workspace:*` and `catalog:` rewritten, `publishConfig` applied) into `examples/vue-shop/.kauppa/`
 * as `<short>.tgz`, the names the example's package.json installs. Answers a hash of the tarballs'
 * contents (the install is kept while it is unchanged).
 *
 *   node tooling/vue-shop-e2e/src/pack.ts
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { corePackages, pack, root } from '@kauppa/consumer-smoke/workspace';

export const example = join(root, 'examples/vue-shop');

export function packForExample(): string {
  const dest = join(example, '.kauppa');
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  const work = mkdtempSync(join(dest, 'pack-'));
  const hash = createHash('sha256');
  for (const pkg of corePackages()) {
    const target = join(dest, `${pkg.short}.tgz`);
    renameSync(pack(pkg, work), target);
    hash.update(pkg.name).update(readFileSync(target));
  }
  rmSync(work, { recursive: true, force: true });
  return hash.digest('hex');
}

if (import.meta.main) console.log(`packed into ${join(example, '.kauppa')}: ${packForExample()}`);
