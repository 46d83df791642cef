#!/usr/bin/env node
// Enforces STYLE.md 3-4 beyond what Biome's import/global bans cover: domain packages reach for
// no I/O directly — not Date.now(), timers, fetch, window, localStorage, indexedDB, navigator.onLine,
// nor React, Dexie or ky. Tests and benchmarks are exempt.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

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
if (problems.length) {
  console.error(`Domain packages must take I/O through ports (STYLE.md 3-4):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('boundaries: domain packages take I/O through ports');
