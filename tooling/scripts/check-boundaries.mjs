#!/usr/bin/env node
// Enforces STYLE.md 3-4 beyond what Biome's import/global bans cover: domain packages reach for
// no I/O directly — not Date.now(), timers, fetch, window, localStorage, indexedDB, navigator.onLine,
// nor React, Dexie or ky. Tests and benchmarks are exempt.
// And STYLE.md 22 for the storefront (issue 16): no import cycles under apps/storefront/app, and
// pure modules (every .ts file, and everything under lib/ and catalog/) never import app/components.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const adapters = new Set(['storage', 'api-client', 'ports']);
const banned = [
  [/\bDate\.now\(/, 'Date.now() (use the Clock port)'],
  [/(^|[^.\w])setTimeout\(/, 'setTimeout (use the Clock port)'],
  [/(^|[^.\w])setInterval\(/, 'setInterval (use the Clock port)'],
  [/(^|[^.\w])fetch\((?!\.\.\.args: unknown\[\]\)|\)\s*\{)/, 'fetch (use the ShopHttp port)'],
  [/\bwindow\./, 'window (use a port)'],
  [/\blocalStorage\b/, 'localStorage (use the storage port)'],
  [/\bindexedDB\b/, 'indexedDB (use the storage port)'],
  [/\bnavigator\.onLine\b/, 'navigator.onLine (use the Connectivity port)'],
  [/from ['"](react|react-dom|react-router|dexie|ky)['"]/, 'a framework, storage or HTTP library'],
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(name) && !/\.(test|test-d|bench)\.tsx?$/.test(name)) yield path;
  }
}

const problems = [];
for (const pkg of readdirSync(join(root, 'packages'))) {
  if (adapters.has(pkg)) continue;
  const src = join(root, 'packages', pkg, 'src');
  try {
    statSync(src);
  } catch {
    continue;
  }
  for (const file of files(src)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
      for (const [re, what] of banned) {
        if (re.test(line)) problems.push(`${relative(root, file)}:${i + 1}: ${what}`);
      }
    });
  }
}
// STYLE.md 22: the storefront's import graph (static, type-only and dynamic relative imports).
const app = join(root, 'apps', 'storefront', 'app');
const specifier =
  /(?:(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?|\bimport\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const resolveImport = (from, spec) => {
  const target = resolve(dirname(from), spec);
  if (existsSync(target) && statSync(target).isFile()) return target;
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => target + ext).find((p) => existsSync(p));
};
const graph = new Map();
for (const file of files(app)) {
  const deps = [];
  for (const match of readFileSync(file, 'utf8').matchAll(specifier)) {
    const target = resolveImport(file, match[1]);
    if (target) deps.push(target);
  }
  graph.set(file, deps);
}
const components = join(app, 'components') + sep;
const isPure = (file) =>
  file.endsWith('.ts') ||
  file.startsWith(join(app, 'lib') + sep) ||
  file.startsWith(join(app, 'catalog') + sep);
for (const [file, deps] of graph) {
  if (file.startsWith(components) || !isPure(file)) continue;
  for (const dep of deps.filter((d) => d.startsWith(components))) {
    problems.push(
      `${relative(root, file)}: a pure module imports ${relative(root, dep)} (STYLE.md 22: pure below visual)`,
    );
  }
}
// Tarjan's strongly connected components: every component of more than one file is a cycle.
{
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const cycle = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      cycle.push(relative(app, w));
    } while (w !== v);
    if (cycle.length > 1 || (graph.get(v) ?? []).includes(v)) {
      problems.push(
        `apps/storefront/app: an import cycle of ${cycle.length} files: ${cycle.sort().join(', ')} (STYLE.md 22)`,
      );
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
}

if (problems.length) {
  console.error(`Boundaries (STYLE.md 3-4, 22):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `boundaries: domain packages take I/O through ports; the storefront's ${graph.size} modules import no cycle and pure modules no component`,
);
