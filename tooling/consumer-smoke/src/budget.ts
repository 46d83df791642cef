/**
 * The weight budget of issue 19.2, shared by the bench (`bundle-size.ts`) and the test that keeps
 * it (`weight.test.ts`): every core entry point bundles to at most 30 KB gzip **with its peer
 * dependencies external**. xstate, zod and dexie are peers: the app installs one copy and shares
 * it with its own code, so they are the app's weight, not ours (Dexie is 30.2 KB and zod about
 * 24 KB of an entry point that bundles them; XState was already outside the budget).
 *
 * `@kauppa/shop` is the composition root: it wires every other core package, which it depends on
 * and which an app that runs the shop loads anyway. It is measured with those dependencies
 * external too, i.e. its own code.
 *
 * Server-only entry points (`@kauppa/pages/server`: CMS HTML through `sanitize-html`, the form
 * actions) never reach a browser, so the browser-weight budget counts their own code only: every
 * dependency of the package is external. The bench still prints what they bundle.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorePackage } from './workspace.ts';

export const budgetKb = 30;
export const budgetBytes = budgetKb * 1024;

/** The peer dependencies of the core packages: the app's own copy is used. */
export const peers = ['xstate', 'zod', 'dexie'] as const;

/** The composition roots, measured with their workspace dependencies external. */
export const compositionRoots = ['@kauppa/shop'] as const;

/** The entry points that only a server imports, measured with all their dependencies external. */
export const serverOnlyEntryPoints = ['@kauppa/pages/server'] as const;

/**
 * What the budget leaves out of a package's entry points: its peers, for a root its workspace
 * deps, and for a server-only entry point (`entryPoint`, e.g. `'./server'`) all its deps.
 */
export function budgetExternal(pkg: CorePackage, entryPoint = '.'): string[] {
  const serverOnly = (serverOnlyEntryPoints as readonly string[]).includes(entryName(pkg, entryPoint));
  if (!serverOnly && !(compositionRoots as readonly string[]).includes(pkg.name)) return [...peers];
  const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const deps = Object.keys(manifest.dependencies ?? {});
  return [...peers, ...(serverOnly ? deps : deps.filter((name) => name.startsWith('@kauppa/')))];
}

/** `@kauppa/contract/schemas` for the `./schemas` entry point of `@kauppa/contract`. */
export function entryName(pkg: CorePackage, entryPoint: string): string {
  return entryPoint === '.' ? pkg.name : `${pkg.name}/${entryPoint.slice(2)}`;
}

/** The built file of an entry point. */
export function entryFile(pkg: CorePackage, entryPoint: string): string {
  const sub = entryPoint === '.' ? 'index' : entryPoint.slice(2);
  return join(pkg.dir, 'dist', `${sub}.js`);
}
