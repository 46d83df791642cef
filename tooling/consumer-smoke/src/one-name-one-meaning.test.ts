/**
 * Issue 19.4 ("same name, different thing"), issue 30.8 (every entry point, types too): a name
 * exported by two core entry points — a package's main entry or a subpath such as
 * `@kauppa/contract/stock-check` — is the same thing in both (a re-export), never two different
 * values or types a consumer could mix up.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { clashesOf, type Owners, resolveWith, typeNames, typeOrigin } from './type-names.ts';
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
const resolve = resolveWith(new Map(all.map((entry) => [entry.specifier, entry.source])));

it('every subpath entry of the exports maps is checked, not only the main entries (issue 30.8)', () => {
  expect(all.map((entry) => entry.specifier)).toContain('@kauppa/contract/stock-check');
  // An entry point without a source file would be left out silently.
  expect(all).toHaveLength(corePackages().reduce((count, pkg) => count + pkg.entryPoints.length, 0));
});

it("an entry point that re-exports with `export *` has its type names read: @kauppa/pages/views' (issue 30.8)", () => {
  const views = all.find((entry) => entry.specifier === '@kauppa/pages/views');
  expect(views && typeNames(views.source, resolve)).toContain('CartLineView');
});

it('no two core entry points export the same name with different values (issue 19.4, 30.8)', async () => {
  const owners: Owners = new Map();
  for (const entry of all) {
    const module = (await import(entry.specifier)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      owners.set(name, [...(owners.get(name) ?? []), { entry: entry.specifier, thing: value }]);
    }
  }
  expect(clashesOf(owners)).toEqual([]);
});

it('no two core entry points export the same type name for different types (issue 30.8: SearchRequest, CartItem)', () => {
  const owners: Owners = new Map();
  for (const entry of all) {
    for (const name of typeNames(entry.source, resolve)) {
      owners.set(name, [
        ...(owners.get(name) ?? []),
        { entry: entry.specifier, thing: typeOrigin(entry.source, name, resolve) },
      ]);
    }
  }
  expect(clashesOf(owners)).toEqual([]);
});
