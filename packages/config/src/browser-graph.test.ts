import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const source = (name: string) => readFileSync(new URL(`./internal/${name}`, import.meta.url), 'utf8');
/** Value imports (not `import type`) of a module's source. */
const valueImports = (text: string) =>
  [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]);

// The browser imports `defaultShopConfig`, `mergeConfig`, `storeCodeFromPath` and `configForStore`;
// their modules must not reach the zod schemas, so bundlers leave zod out of the first load.
it('keeps the defaults and the merge helpers free of zod and of the schema modules', () => {
  for (const name of ['defaults.ts', 'merge.ts']) {
    expect(valueImports(source(name)), name).toEqual([]);
  }
});
