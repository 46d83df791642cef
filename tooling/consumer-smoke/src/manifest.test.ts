/**
 * Issue 30.9: what a consumer installs from a tarball — a manifest without the workspace's
 * `devDependencies` and `scripts` — and READMEs that tell a consumer to run with plain `node`,
 * not with the repository's `--conditions=@kauppa/source`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corePackages, pack } from './workspace.ts';

const packages = corePackages();
const work = mkdtempSync(join(tmpdir(), 'kauppa-manifest-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a packed manifest (issue 30.9)', () => {
  it('defect: the packed package.json shipped devDependencies and scripts — it ships neither', () => {
    // One package stands for all: the packing hook is the workspace's, not a package's.
    const pkg = packages.find((p) => p.name === '@kauppa/ports');
    if (!pkg) throw new Error('@kauppa/ports is not a core package');
    const tarball = pack(pkg, work);
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
    ) as Record<string, unknown>;
    expect(manifest.devDependencies).toBeUndefined();
    expect(manifest.scripts).toBeUndefined();
    expect(manifest.name).toBe('@kauppa/ports');
    expect(manifest.exports).toBeDefined();
  });
});

describe('the READMEs speak to a consumer (issue 30.9)', () => {
  it.each(packages.map((pkg) => [pkg.name, pkg] as const))(
    'defect: %s told consumers to run with --conditions=@kauppa/source — it does not',
    (_name, pkg) => {
      expect(readFileSync(join(pkg.dir, 'README.md'), 'utf8')).not.toContain('--conditions=@kauppa/source');
    },
  );
});
