/**
 * The type names an entry point exports and where each is declared (issue 30.8: one name, one
 * meaning across every entry point, types too), read from the sources without a compiler. A name
 * is followed through `export type { A } from '…'`, `export { type A } from '…'`, `import type`
 * then `export type { A }`, `export * from '…'` and `export type A = A` of an imported `A` (under
 * any local name), across packages too. A type declared again under the same name
 * (`export interface A`, `export type A = { … }`, an alias of another type) is a declaration of its
 * own: two of them under one name are two types.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The file a module specifier of `from` names: a relative path, or an entry point's source. */
export type ResolveSpecifier = (from: string, specifier: string) => string | undefined;

/** Resolves relative specifiers next to the importing file and bare ones through `sources`. */
export const resolveWith =
  (sources: ReadonlyMap<string, string>): ResolveSpecifier =>
  (from, specifier) =>
    specifier.startsWith('.') ? join(dirname(from), specifier) : sources.get(specifier);

/** `export type { A, B as C } from '…'`, `export { type A, b } from '…'`, and the same without `from`. */
const exportLists = /export\s+(type\s+)?\{([^}]*)\}(?:\s*from\s*'([^']+)')?/g;
/** `export * from '…'` (not `export * as ns`, a value the value check compares). */
const starExports = /export\s+(?:type\s+)?\*\s+from\s*'([^']+)'/g;
/** `export interface A` / `export type A =` / `export type A<…> =`: a type declared here. */
const declarations = /export\s+(?:declare\s+)?(?:interface|type)\s+([A-Za-z_$][\w$]*)\s*[<={]/g;
/** `import type { A, B as C } from '…'` and `import { type A } from '…'`. */
const imports = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;

/** The source without its comments (TSDoc inside an export list, say). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const read = (file: string) => withoutComments(readFileSync(file, 'utf8'));

interface ListItem {
  /** the name inside the module (`A` of `A as C`) */
  local: string;
  /** the name outside (`C` of `A as C`) */
  outer: string;
  /** marked `type`, or in an `export type { … }` / `import type { … }` list */
  typed: boolean;
}

function items(list: string, allTypes: boolean): ListItem[] {
  return list
    .split(',')
    .filter((item) => item.trim())
    .map((item) => {
      const typed = allTypes || /^\s*type\s/.test(item);
      const [local = '', outer = local] = item
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((part) => part.trim());
      return { local, outer, typed };
    });
}

/** The type names `file` exports: declared there, listed in an export with `type`, or by `export *`. */
export function typeNames(file: string, resolve: ResolveSpecifier, seen = new Set<string>()): string[] {
  if (seen.has(file) || !existsSync(file)) return [];
  seen.add(file);
  const text = read(file);
  const names = [...text.matchAll(declarations)].map((match) => match[1] ?? '');
  for (const [, allTypes, list = ''] of text.matchAll(exportLists)) {
    for (const item of items(list, Boolean(allTypes))) if (item.typed) names.push(item.outer);
  }
  for (const [, specifier = ''] of text.matchAll(starExports)) {
    const target = resolve(file, specifier);
    if (target) names.push(...typeNames(target, resolve, seen));
  }
  return [...new Set(names.filter(Boolean))];
}

/**
 * Where the type `name` exported by `file` is declared, as `<file>#<name>`; a name from outside
 * the core (`xstate`, `zod`) as `<specifier>#<name>`.
 */
export function typeOrigin(
  file: string,
  name: string,
  resolve: ResolveSpecifier,
  seen = new Set<string>(),
): string {
  const key = `${file}#${name}`;
  if (seen.has(key) || !existsSync(file)) return key;
  seen.add(key);
  const text = read(file);
  const imported = (local: string) => {
    for (const [, list = '', specifier = ''] of text.matchAll(imports)) {
      const item = items(list, true).find((candidate) => candidate.outer === local);
      if (item) return { name: item.local, specifier };
    }
    return undefined;
  };
  const follow = (specifier: string, inner: string) => {
    const target = resolve(file, specifier);
    return target ? typeOrigin(target, inner, resolve, seen) : `${specifier}#${inner}`;
  };
  // `export type A = B;` with `B` the import of a type named `A`: the same type, followed.
  const alias = new RegExp(`export\\s+type\\s+${name}\\s*=\\s*([A-Za-z_$][\\w$]*)\\s*;`).exec(text)?.[1];
  const aliased = alias ? imported(alias) : undefined;
  if (aliased?.name === name) return follow(aliased.specifier, name);
  for (const match of text.matchAll(declarations)) if (match[1] === name) return key;
  for (const [, allTypes, list = '', specifier] of text.matchAll(exportLists)) {
    const item = items(list, Boolean(allTypes)).find(
      (candidate) => candidate.typed && candidate.outer === name,
    );
    if (!item) continue;
    if (specifier) return follow(specifier, item.local);
    // `export type { A };`: `A` imported (followed) or declared here without `export`.
    const from = imported(item.local);
    return from ? follow(from.specifier, from.name) : `${file}#${item.local}`;
  }
  for (const [, specifier = ''] of text.matchAll(starExports)) {
    const target = resolve(file, specifier);
    if (target && typeNames(target, resolve).includes(name)) return typeOrigin(target, name, resolve, seen);
  }
  return key;
}

/** Owners of one name, per entry point. */
export type Owners = Map<string, { entry: string; thing: unknown }[]>;

/** The names owned by two entries as different things: `Name: @kauppa/a, @kauppa/b`. */
export const clashesOf = (owners: Owners): string[] =>
  [...owners]
    .filter(([, list]) => list.length > 1 && list.some((owner) => owner.thing !== list[0]?.thing))
    .map(([name, list]) => `${name}: ${[...new Set(list.map((owner) => owner.entry))].join(', ')}`)
    .sort();
