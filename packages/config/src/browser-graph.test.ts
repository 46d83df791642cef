import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const source = (name: string) => readFileSync(new URL(`./internal/${name}`, import.meta.url), 'utf8');
/** Value imports (not `import type`) of a module's source. */
const valueImports = (text: string): string[] =>
  [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1] ?? '');

// The browser imports `defaultShopConfig`, its sections (`defaultI18nConfig`, …), `mergeConfig`,
// `storeCodeFromPath` and `configForStore`; their modules must not reach the zod schemas, so
// bundlers leave zod out of the first load.
it('keeps the defaults and the merge helpers free of zod and of the schema modules', () => {
  expect(valueImports(source('merge.ts')), 'merge.ts').toEqual([]);
  // defaults.ts composes the section modules of ./defaults/ (issue 20.1), which import no values.
  const sections = valueImports(source('defaults.ts'));
  for (const path of sections) expect(path, 'defaults.ts').toMatch(/^\.\/defaults\/[a-z0-9-]+\.ts$/);
  for (const path of sections) expect(valueImports(source(path.slice(2))), path).toEqual([]);
});
