/**
 * The type-name checker of `one-name-one-meaning.test.ts` (issue 30.8), on small packages written
 * here: it tells one type re-exported apart from two types under one name.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clashesOf, type Owners, resolveWith, typeNames, typeOrigin } from './type-names.ts';

const root = mkdtempSync(join(tmpdir(), 'kauppa-type-names-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let fixtures = 0;
/** Writes `files` (path → source) into a fresh folder; `@fx/<name>` is `<name>/index.ts`. */
function packages(files: Record<string, string>) {
  const dir = join(root, String(fixtures++));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const entries = Object.keys(files)
    .filter((path) => path.endsWith('/index.ts'))
    .map((path) => ({ specifier: `@fx/${path.split('/')[0]}`, source: join(dir, path) }));
  const resolve = resolveWith(new Map(entries.map((entry) => [entry.specifier, entry.source])));
  const clashes = () => {
    const owners: Owners = new Map();
    for (const entry of entries) {
      for (const name of typeNames(entry.source, resolve)) {
        const thing = typeOrigin(entry.source, name, resolve);
        owners.set(name, [...(owners.get(name) ?? []), { entry: entry.specifier, thing }]);
      }
    }
    return clashesOf(owners);
  };
  return { dir, resolve, clashes };
}

const owner = "/** The owner's. */\nexport interface Money { cents: number }\n";

describe('one name, one meaning: the type-name checker (issue 30.8)', () => {
  it('two packages declaring one type name are a clash', () => {
    const { clashes } = packages({
      'a/index.ts': owner,
      'b/index.ts': 'export type Money = number | null;\n',
    });
    expect(clashes()).toEqual(['Money: @fx/a, @fx/b']);
  });

  it("a name re-exported from its owner (`export type { A } from '…'`) is the owner's type", () => {
    const { clashes } = packages({
      'a/index.ts': owner,
      'b/index.ts': "export type { Money } from '@fx/a';\n",
    });
    expect(clashes()).toEqual([]);
  });

  it('a name imported, then exported by a list (`export type { A };`) through an internal file is followed', () => {
    const { clashes, resolve, dir } = packages({
      'a/index.ts': owner,
      'b/index.ts': "export { type Money, other } from './internal/types.ts';\n",
      'b/internal/types.ts':
        "import type { Money } from '@fx/a';\n\nexport type { Money };\nexport const other = 1;\n",
    });
    expect(clashes()).toEqual([]);
    expect(typeOrigin(join(dir, 'b/index.ts'), 'Money', resolve)).toBe(`${join(dir, 'a/index.ts')}#Money`);
  });

  it("`export type A = B` of the owner's `A` imported as `B` is the owner's type", () => {
    const { clashes } = packages({
      'a/index.ts': owner,
      'b/index.ts':
        "import type { Money as OwnersMoney } from '@fx/a';\n\nexport type Money = OwnersMoney;\n",
    });
    expect(clashes()).toEqual([]);
  });

  it('`export type A = B` of another type is a type of its own under the name', () => {
    const { clashes } = packages({
      'a/index.ts': `${owner}export interface Cents { cents: number }\n`,
      'b/index.ts': "import type { Cents } from '@fx/a';\n\nexport type Money = Cents;\n",
    });
    expect(clashes()).toEqual(['Money: @fx/a, @fx/b']);
  });

  it("`export * from '…'` entries have their type names read and followed", () => {
    const { clashes, resolve, dir } = packages({
      'a/index.ts': owner,
      'b/index.ts': "export * from './views.ts';\n",
      'b/views.ts': 'export interface Money { amount: number }\nexport interface LineView { sku: string }\n',
    });
    expect(typeNames(join(dir, 'b/index.ts'), resolve).sort()).toEqual(['LineView', 'Money']);
    expect(clashes()).toEqual(['Money: @fx/a, @fx/b']);
  });

  it('a name renamed on export (`A as B`) is the name a consumer sees', () => {
    const { clashes } = packages({
      'a/index.ts': owner,
      'b/index.ts': "export type { Total as Money } from './total.ts';\n",
      'b/total.ts': 'export interface Total { sum: number }\n',
    });
    expect(clashes()).toEqual(['Money: @fx/a, @fx/b']);
  });

  it('names inside comments are not exports', () => {
    const { clashes } = packages({
      'a/index.ts': owner,
      'b/index.ts':
        '/**\n * export interface Money { cents: number }\n */\n// export type Money = number;\nexport {};\n',
    });
    expect(clashes()).toEqual([]);
  });
});
