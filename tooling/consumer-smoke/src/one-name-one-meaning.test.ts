/**
 * Issue 19.4 ("same name, different thing"), issue 30.8 (every entry point, types too): a name
 * exported by two core entry points — a package's main entry or a subpath such as
 * `@kauppa/contract/stock-check` — is the same thing in both (a re-export), never two different
 * values or types a consumer could mix up.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import { type CorePackage, corePackages } from './workspace.ts';

interface Entry {
  /** `@kauppa/contract/stock-check` */
  specifier: string;
  /** its source file (the `@kauppa/source` condition of the exports map) */
  source: string;
}

function entries(pkg: CorePackage): Entry[] {
  const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8')) as {
    exports: Record<string, { '@kauppa/source'?: string } | string>;
  };
  return pkg.entryPoints.flatMap((sub) => {
    const target = manifest.exports[sub];
    const source = typeof target === 'object' ? target['@kauppa/source'] : undefined;
    if (!source) return [];
    return [
      { specifier: sub === '.' ? pkg.name : `${pkg.name}${sub.slice(1)}`, source: join(pkg.dir, source) },
    ];
  });
}

const all = corePackages().flatMap(entries);

const clashesOf = (owners: Map<string, { entry: string; thing: unknown }[]>) =>
  [...owners]
    .filter(([, list]) => list.length > 1 && list.some((owner) => owner.thing !== list[0]?.thing))
    .map(([name, list]) => `${name}: ${[...new Set(list.map((owner) => owner.entry))].join(', ')}`)
    .sort();

it('every subpath entry of the exports maps is checked, not only the main entries (issue 30.8)', () => {
  expect(all.map((entry) => entry.specifier)).toContain('@kauppa/contract/stock-check');
  expect(all.length).toBeGreaterThan(corePackages().length);
});

it('no two core entry points export the same name with different values (issue 19.4, 30.8)', async () => {
  const owners = new Map<string, { entry: string; thing: unknown }[]>();
  for (const entry of all) {
    const module = (await import(entry.specifier)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      owners.set(name, [...(owners.get(name) ?? []), { entry: entry.specifier, thing: value }]);
    }
  }
  expect(clashesOf(owners)).toEqual([]);
});

/** `export type { A, B as C } from '…'` and `export { type A, … } from '…'`: the type names re-exported. */
const reExports = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;
/** `export interface A` / `export type A =` / `export type A<…> =`: a type declared here. */
const declarations = /export\s+(?:declare\s+)?(?:interface|type)\s+([A-Za-z_$][\w$]*)\s*[<={]/g;

/** `import type { A, B as C } from '…'` and `import { type A } from '…'`. */
const imports = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;

/** The source without its comments (TSDoc inside an export list, say). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const sources = new Map(all.map((entry) => [entry.specifier, entry.source]));
const fileOf = (from: string, spec: string): string | undefined =>
  spec.startsWith('.') ? join(dirname(from), spec) : sources.get(spec);

/**
 * Where a type name exported by `file` is declared: followed through re-exports, across packages
 * too; a type declared again under the same name (`export type CartItem = ContractCartItem`) is a
 * declaration of its own.
 */
function origin(file: string, name: string, seen = new Set<string>()): string {
  const key = `${file}#${name}`;
  if (seen.has(key) || !existsSync(file)) return key;
  seen.add(key);
  const text = withoutComments(readFileSync(file, 'utf8'));
  // `export type A = B;` with `B` imported: the same type under the same name, followed.
  const alias = new RegExp(`export\\s+type\\s+${name}\\s*=\\s*([A-Za-z_$][\\w$]*)\\s*;`).exec(text)?.[1];
  if (alias) {
    for (const [, list = '', spec = ''] of text.matchAll(imports)) {
      for (const item of list.split(',')) {
        const [imported, local = imported] = item
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)
          .map((s) => s.trim());
        const target = fileOf(file, spec);
        if (local === alias && imported === name && target) return origin(target, imported, seen);
      }
    }
  }
  for (const match of text.matchAll(declarations)) if (match[1] === name) return key;
  for (const [, allTypes, list = '', spec = ''] of text.matchAll(reExports)) {
    for (const item of list.split(',')) {
      const typed = Boolean(allTypes) || /^\s*type\s/.test(item);
      const [local, exported = local] = item
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      if (!typed || exported !== name || !local) continue;
      const target = fileOf(file, spec);
      return target ? origin(target, local, seen) : `${spec}#${local}`;
    }
  }
  // `import type { A } from '…'` then `export type { A };`: followed to where it is declared.
  for (const [, list = '', spec = ''] of text.matchAll(imports)) {
    for (const item of list.split(',')) {
      const [imported, local = imported] = item
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      const target = fileOf(file, spec);
      if (local === name && imported && target) return origin(target, imported, seen);
    }
  }
  return key;
}

/** The type names an entry exports (declared there or re-exported with `type`). */
function typeNames(file: string): string[] {
  const text = withoutComments(readFileSync(file, 'utf8'));
  const names = [...text.matchAll(declarations)].map((match) => match[1] ?? '');
  for (const [, allTypes, list = ''] of text.matchAll(reExports)) {
    for (const item of list.split(',')) {
      if (!item.trim() || !(allTypes || /^\s*type\s/.test(item))) continue;
      const parts = item
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      names.push(parts[1] ?? parts[0] ?? '');
    }
  }
  return names.filter(Boolean);
}

/**
 * Type names two entry points still declare apart (issue 30.8 found them once types were
 * compared): each should become one owner's type re-exported by the others, or get a name of its
 * own. Listed so that no new one appears; a name fixed leaves the list.
 */
const knownTypeClashes = new Set([
  'AggregationBucket',
  'BundleOption',
  'BundleProductLink',
  'ConfigurableOption',
  'CustomOption',
  'EmailPayload',
  'EntityType',
  'FaqQuestion',
  'Id',
  'MarketingCustomer',
  'MessageParams',
  'Money',
  'Newsletter',
  'OrderHistory',
  'OrderHistoryItem',
  'PlacedOrder',
  'ProductLink',
  'SearchHit',
  'SearchResponse',
  'SyncTask',
  'TaxRule',
  'TokenStore',
  'UrlRewrite',
  'UserProfile',
]);

it('no two core entry points export the same type name for different types (issue 30.8: SearchRequest, CartItem)', () => {
  const owners = new Map<string, { entry: string; thing: unknown }[]>();
  for (const entry of all) {
    for (const name of typeNames(entry.source)) {
      if (knownTypeClashes.has(name)) continue;
      owners.set(name, [
        ...(owners.get(name) ?? []),
        { entry: entry.specifier, thing: origin(entry.source, name) },
      ]);
    }
  }
  expect(clashesOf(owners)).toEqual([]);
});
