/**
 * The core packages as the smoke test and the size report see them: every non-private package under
 * `packages/`, its README quick starts, and the versions the workspace catalog pins.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface CorePackage {
  /** `@kauppa/cart-sync` */
  name: string;
  /** `cart-sync` */
  short: string;
  dir: string;
  /** the subpaths of its exports map other than `./package.json`, e.g. `['.', './schemas']` */
  entryPoints: string[];
}

export function corePackages(): CorePackage[] {
  const dir = join(root, 'packages');
  return readdirSync(dir)
    .sort()
    .flatMap((short) => {
      const pkg = JSON.parse(readFileSync(join(dir, short, 'package.json'), 'utf8')) as {
        name: string;
        private?: boolean;
        exports: Record<string, unknown>;
      };
      if (pkg.private) return [];
      const entryPoints = Object.keys(pkg.exports).filter((key) => !key.endsWith('.json'));
      return [{ name: pkg.name, short, dir: join(dir, short), entryPoints }];
    });
}

export interface QuickStart {
  pkg: CorePackage;
  /** file name in the consumer project, e.g. `cart-sync-1.ts` */
  file: string;
  code: string;
}

/**
 * The README quick starts of a package: every ```ts or ```js fence that imports a `@kauppa/`
 * package. Fences without such an import are fragments (wiring sketches) and are not run.
 */
export function quickStarts(pkg: CorePackage): QuickStart[] {
  const readme = readFileSync(join(pkg.dir, 'README.md'), 'utf8');
  const fences = [...readme.matchAll(/^```(ts|js)\s*\n([\s\S]*?)^```\s*$/gm)].map((m) => m[2] ?? '');
  return fences
    .filter((code) => /from '@kauppa\//.test(code))
    .map((code, i) => ({ pkg, file: `${pkg.short}-${i + 1}.ts`, code }));
}

/** A version the workspace catalog pins (`pnpm-workspace.yaml`), without its range operator. */
export function catalogVersion(name: string): string {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const line = yaml.match(new RegExp(`^  "?${name}"?: \\^?([0-9][^\\s]*)$`, 'm'));
  if (!line?.[1]) throw new Error(`${name} is not in the catalog of pnpm-workspace.yaml`);
  return line[1];
}

/**
 * The floor of a peer range of the workspace's `peers` catalog (`pnpm-workspace.yaml`):
 * `xstate: ^5.33.0` → `5.33.0`, the oldest version a consumer may bring (issue 30.7).
 */
export function peerFloor(name: string): string {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const peers = yaml.slice(yaml.indexOf('\n  peers:'));
  const line = peers.match(new RegExp(`^    "?${name}"?: \\^([0-9][^\\s]*)$`, 'm'));
  if (!line?.[1]) throw new Error(`${name} is not in the peers catalog of pnpm-workspace.yaml`);
  return line[1];
}

/** `5.33.3` → `5.32` (npm installs the newest 5.32.x) */
export function oneMinorLower(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  if (major === undefined || minor === undefined || minor === 0) {
    throw new Error(`no lower minor of ${version}`);
  }
  return `${major}.${minor - 1}`;
}

/** `pnpm pack` (workspace:* and catalog: rewritten, publishConfig applied) into `dest`. */
export function pack(pkg: CorePackage, dest: string): string {
  const out = execFileSync('pnpm', ['pack', '--pack-destination', dest, '--json'], {
    cwd: pkg.dir,
    encoding: 'utf8',
  });
  const { filename } = JSON.parse(out) as { filename: string };
  return filename.startsWith('/') ? filename : join(dest, filename);
}
