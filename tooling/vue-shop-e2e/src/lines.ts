/**
 * Lines of code of a front end, counted one way for the Vue shop and the React shell (issue 30):
 * every non-test `.ts`, `.tsx` and `.vue` file under a directory; a line counts when some character
 * of it lies outside comments (`//` and `/* *\/` comments found by rolldown's oxc parser; `<!-- -->`
 * in `.vue` templates). Templates, JSX and styles count like any other code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'rolldown/utils';

const isSource = (name: string) =>
  /\.(tsx?|vue)$/.test(name) && !/\.(test|test-d|bench)\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (isSource(entry.name)) yield path;
  }
}

/** The code with its comments blanked (newlines kept). */
function withoutComments(path: string, code: string): string {
  const masked = code.split('');
  const blank = (start: number, end: number) => {
    for (let i = start; i < end; i++) if (masked[i] !== '\n') masked[i] = ' ';
  };
  const scripts: Array<[number, string, 'ts' | 'tsx']> = path.endsWith('.vue')
    ? [...code.matchAll(/(<script[^>]*>)([\s\S]*?)<\/script>/g)].map((m) => [
        (m.index ?? 0) + (m[1]?.length ?? 0),
        m[2] ?? '',
        'ts',
      ])
    : [[0, code, path.endsWith('.tsx') ? 'tsx' : 'ts']];
  for (const [offset, text, lang] of scripts) {
    const result = parseSync(`${path}.${lang}`, text, { lang });
    for (const comment of result.comments) blank(offset + comment.start, offset + comment.end);
  }
  if (path.endsWith('.vue'))
    for (const m of code.matchAll(/<!--[\s\S]*?-->/g)) blank(m.index, m.index + m[0].length);
  return masked.join('');
}

/** Lines of code of the sources under `dir`. */
export function linesOfCode(dir: string): { files: number; lines: number } {
  let files = 0;
  let lines = 0;
  for (const path of sources(dir)) {
    files += 1;
    lines += withoutComments(path, readFileSync(path, 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '').length;
  }
  return { files, lines };
}
