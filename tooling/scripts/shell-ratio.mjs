#!/usr/bin/env node
/**
 * How big the shell is next to the core (issue 16: "the shell is under 15 % of the core by lines
 * of non-JSX code"). Counts the lines of code of the non-test `.ts` and `.tsx` files under
 * `apps/storefront/app` (the shell) and `packages/*\/src` (the core): a line counts when some
 * character of it lies outside comments and outside JSX (each outermost JSX element or fragment,
 * its parentheses included, is left out whole). Sources are parsed with rolldown's oxc parser.
 * Prints the figures; never fails on the ratio.
 *
 * Usage: node tooling/scripts/shell-ratio.mjs [--files]   (--files lists the shell's files by size)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'rolldown/utils';

const root = fileURLToPath(new URL('../..', import.meta.url));
const isSource = (name) =>
  /\.tsx?$/.test(name) && !/\.(test|test-d|bench)\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (isSource(entry.name)) yield path;
  }
}

const isJsx = (node) =>
  node.type === 'JSXElement' ||
  node.type === 'JSXFragment' ||
  (node.type === 'ParenthesizedExpression' && isJsx(node.expression));

/** The [start, end) ranges of the outermost JSX of a program. */
function jsxRanges(node, ranges = []) {
  if (Array.isArray(node)) {
    for (const child of node) jsxRanges(child, ranges);
  } else if (node && typeof node === 'object') {
    if (typeof node.type === 'string' && isJsx(node)) {
      ranges.push([node.start, node.end]);
      return ranges;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'parent' && value && typeof value === 'object') jsxRanges(value, ranges);
    }
  }
  return ranges;
}

/** Lines of code and lines of JSX of one file. */
function count(path) {
  const code = readFileSync(path, 'utf8');
  const result = parseSync(path, code, { lang: path.endsWith('.tsx') ? 'tsx' : 'ts', preserveParens: true });
  if (result.errors.length > 0) throw new Error(`${path}: ${result.errors[0].message}`);
  // Indexed by UTF-16 code unit, as the parser's offsets are.
  const masked = code.split('');
  const jsx = jsxRanges(result.program);
  const blank = (start, end) => {
    for (let i = start; i < end; i++) if (masked[i] !== '\n') masked[i] = ' ';
  };
  for (const comment of result.comments) blank(comment.start, comment.end);
  const beforeJsx = masked.join('').split('\n');
  for (const [start, end] of jsx) blank(start, end);
  const lines = masked.join('').split('\n');
  const codeLines = lines.filter((line) => line.trim() !== '').length;
  const jsxLines = beforeJsx.filter((line, i) => line.trim() !== '' && lines[i].trim() === '').length;
  return { codeLines, jsxLines };
}

function measure(dirs) {
  const files = dirs.flatMap((dir) => [...sources(dir)]).map((path) => ({ path, ...count(path) }));
  return {
    files,
    code: files.reduce((sum, f) => sum + f.codeLines, 0),
    jsx: files.reduce((sum, f) => sum + f.jsxLines, 0),
  };
}

const packages = readdirSync(join(root, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join(root, 'packages', entry.name, 'src'));
const shell = measure([join(root, 'apps/storefront/app')]);
const core = measure(packages.filter((dir) => readdirSync(join(dir, '..')).includes('src')));

const pct = (a, b) => `${((100 * a) / b).toFixed(1)} %`;
console.log(
  `shell (apps/storefront/app): ${shell.files.length} files, ${shell.code} lines of non-JSX code (${shell.jsx} lines of JSX left out)`,
);
console.log(`core (packages/*/src): ${core.files.length} files, ${core.code} lines of code`);
console.log(`shell / core: ${pct(shell.code, core.code)} (issue 16 asks under 15 %)`);
if (process.argv.includes('--files')) {
  for (const f of [...shell.files].sort((a, b) => b.codeLines - a.codeLines)) {
    console.log(`${String(f.codeLines).padStart(5)}  ${relative(root, f.path)}`);
  }
}
