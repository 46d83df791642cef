/**
 * Issue 19 ("core packages other teams can adopt without friction"): the core packages as another
 * team meets them. Each package is packed with `pnpm pack`; publint (--strict) and
 * Are-The-Types-Wrong (ESM-only profile) check the tarball; the tarballs are installed into a fresh
 * npm project in a temp directory outside the workspace, next to xstate and zod one minor version
 * lower than ours; every README quick start (README.md is the single source) runs with plain `node`
 * and type-checks with the workspace's `tsc` under `module: nodenext` and `moduleResolution: bundler`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CorePackage,
  catalogVersion,
  corePackages,
  pack,
  peerFloor,
  type QuickStart,
  quickStarts,
} from './workspace.ts';

const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const publint = bin('publint');
const attw = bin('attw');
const tsc = bin('tsc');

const packages = corePackages();
const starts = packages.flatMap(quickStarts);
/** The declared floor of each peer (issue 30.7: the floor you declare is the floor you test). */
const floor = { xstate: peerFloor('xstate'), zod: peerFloor('zod'), dexie: peerFloor('dexie') };

let work: string;
let consumer: string;
const tarballs = new Map<string, string>();

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'kauppa-consumer-'));
  const packs = join(work, 'tarballs');
  mkdirSync(packs);
  for (const pkg of packages) tarballs.set(pkg.name, pack(pkg, packs));

  consumer = join(work, 'app');
  mkdirSync(consumer);
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'another-team', private: true, type: 'module' }, null, 2),
  );
  for (const start of starts) writeFileSync(join(consumer, start.file), start.code);
  // Every entry point's declarations, for the type check at the peer floor (issue 30.7).
  const specifiers = packages.flatMap((pkg) =>
    pkg.entryPoints.map((sub) => (sub === '.' ? pkg.name : `${pkg.name}${sub.slice(1)}`)),
  );
  mkdirSync(join(consumer, 'floor'));
  writeFileSync(
    join(consumer, 'floor', 'declarations.ts'),
    `${specifiers.map((spec, i) => `import type * as entry${i} from '${spec}';`).join('\n')}\nexport type Entries = [${specifiers.map((_, i) => `typeof entry${i}`).join(', ')}];\n`,
  );
  // An `any` actor would accept anything: a snapshot's context is not `any` (issue 30.7).
  writeFileSync(
    join(consumer, 'floor', 'actors.ts'),
    [
      "import type { Cart } from '@kauppa/cart-sync';",
      "import type { Checkout } from '@kauppa/checkout';",
      'type IsAny<T> = 0 extends 1 & T ? true : false;',
      "export const cartActor: IsAny<Cart['actor']> = false;",
      "export const checkoutActor: IsAny<Checkout['actor']> = false;",
      "export const checkoutContext: IsAny<ReturnType<Checkout['actor']['getSnapshot']>['context']> = false;",
      '',
    ].join('\n'),
  );
  // A browser app's settings (DOM types: @kauppa/storage hands out Dexie, typed on IndexedDB),
  // skipLibCheck as every framework template sets it: the checked code is the README's.
  const compilerOptions = {
    strict: true,
    noEmit: true,
    target: 'es2023',
    lib: ['es2023', 'dom'],
    types: ['node'],
    skipLibCheck: true,
  };
  writeFileSync(
    join(consumer, 'tsconfig.nodenext.json'),
    JSON.stringify({ compilerOptions: { ...compilerOptions, module: 'nodenext' }, include: ['*.ts'] }),
  );
  writeFileSync(
    join(consumer, 'tsconfig.bundler.json'),
    JSON.stringify({
      compilerOptions: { ...compilerOptions, module: 'preserve', moduleResolution: 'bundler' },
      include: ['*.ts'],
    }),
  );
  const bundler = { ...compilerOptions, module: 'preserve', moduleResolution: 'bundler' };
  writeFileSync(
    join(consumer, 'tsconfig.libcheck.json'),
    JSON.stringify({
      compilerOptions: { ...bundler, skipLibCheck: false },
      include: ['floor/declarations.ts'],
    }),
  );
  writeFileSync(
    join(consumer, 'tsconfig.actors.json'),
    JSON.stringify({ compilerOptions: bundler, include: ['floor/actors.ts'] }),
  );
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...tarballs.values(),
      `xstate@${floor.xstate}`,
      `zod@${floor.zod}`,
      `dexie@${floor.dexie}`,
      `fake-indexeddb@${catalogVersion('fake-indexeddb')}`,
      '@types/node@24',
    ],
    // The registry's certificates come from the environment (turbo passes NODE_EXTRA_CA_CERTS through).
    { cwd: consumer, stdio: ['ignore', 'ignore', 'pipe'], timeout: 300_000 },
  );
}, 600_000);

afterAll(() => {
  if (work && !process.env.KAUPPA_KEEP_CONSUMER) rmSync(work, { recursive: true, force: true });
});

describe.each(packages.map((pkg) => [pkg.name, pkg] as const))('%s', (_name, pkg: CorePackage) => {
  it('passes publint --strict on its tarball (issue 19, done when)', () => {
    const result = run(publint, ['run', tarball(pkg), '--strict'], work);
    expect(result.output).toContain('All good!');
    expect(result.status).toBe(0);
  });

  it('has no type resolution problem for an ESM consumer, Are-The-Types-Wrong (issue 19, done when)', () => {
    // ESM-only packages: the esm-only profile ignores node10 and require() from CommonJS.
    const result = run(
      attw,
      [tarball(pkg), '--profile', 'esm-only', '--no-definitely-typed', '--format', 'ascii'],
      work,
    );
    expect(result.status, result.output).toBe(0);
  });

  it('ships the sources its source maps point at (issue 19.7)', () => {
    const installed = join(consumer, 'node_modules', pkg.name);
    const missing: string[] = [];
    for (const map of listFiles(join(installed, 'dist')).filter((f) => f.endsWith('.map'))) {
      const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
      for (const source of sources) {
        const path = resolve(dirname(map), source);
        if (!existsSync(path)) missing.push(`${map.slice(installed.length + 1)} → ${source}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('says it is ESM-only and needs Node 22.12 or newer (issue 19.7)', () => {
    const manifest = JSON.parse(
      readFileSync(join(consumer, 'node_modules', pkg.name, 'package.json'), 'utf8'),
    );
    expect(manifest.type).toBe('module');
    expect(manifest.engines).toEqual({ node: '>=22.12' });
    expect(readFileSync(join(pkg.dir, 'README.md'), 'utf8')).toMatch(/ESM-only.*Node(\.js)? 22\.12/s);
  });
});

it('every core package README has a quick start (issue 19.3)', () => {
  const without = packages.filter((pkg) => !starts.some((s) => s.pkg === pkg)).map((pkg) => pkg.name);
  expect(without).toEqual([]);
});

describe.each(starts.map((start) => [start.file, start] as const))(
  'README quick start %s',
  (_file, start: QuickStart) => {
    it('runs with plain node in a fresh npm project (issue 19.3)', () => {
      const result = run(process.execPath, [start.file], consumer);
      expect(result.output).not.toMatch(/Error|ExperimentalWarning/);
      expect(result.status).toBe(0);
    });
  },
);

it('the README quick starts type-check with tsc under module nodenext (issue 19.3)', () => {
  const result = run(tsc, ['-p', 'tsconfig.nodenext.json'], consumer);
  expect(result.output).toBe('');
  expect(result.status).toBe(0);
});

it('the README quick starts type-check with tsc under moduleResolution bundler (issue 19.3)', () => {
  const result = run(tsc, ['-p', 'tsconfig.bundler.json'], consumer);
  expect(result.output).toBe('');
  expect(result.status).toBe(0);
});

it('a consumer on xstate and zod at the declared floor gets exactly one copy of each (issue 19.1, 30.7)', () => {
  const result = run('npm', ['ls', 'xstate', 'zod', '--all', '--parseable'], consumer);
  const copies = (name: string) =>
    new Set(result.output.split('\n').filter((line) => line.endsWith(`/node_modules/${name}`))).size;
  expect({ xstate: copies('xstate'), zod: copies('zod') }).toEqual({ xstate: 1, zod: 1 });
  const version = (name: string) =>
    JSON.parse(readFileSync(join(consumer, 'node_modules', name, 'package.json'), 'utf8')).version as string;
  expect(version('xstate')).toBe(floor.xstate);
  expect(version('zod')).toBe(floor.zod);
});

it('the declarations of every entry point type-check at the declared peer floor with skipLibCheck false (issue 30.7)', () => {
  const result = run(tsc, ['-p', 'tsconfig.libcheck.json'], consumer);
  expect(result.output).toBe('');
  expect(result.status).toBe(0);
});

it('cart.actor and checkout.actor keep their machine types at the floor, skipLibCheck true as apps set it (issue 30.7)', () => {
  const result = run(tsc, ['-p', 'tsconfig.actors.json'], consumer);
  expect(result.output).toBe('');
  expect(result.status).toBe(0);
});

function tarball(pkg: CorePackage): string {
  const file = tarballs.get(pkg.name);
  if (!file) throw new Error(`${pkg.name} was not packed`);
  return file;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
