import { type Brand, parseBrand } from '@kauppa/config';

/**
 * The brands of `brands/<id>/brand.json`, validated by `@kauppa/config` and bundled into the
 * server build (a broken brand file fails the first request that needs it, naming the file).
 */
const files = import.meta.glob<unknown>('../../../../brands/*/brand.json', {
  eager: true,
  import: 'default',
});

const brands = new Map<string, Brand>();
for (const [file, json] of Object.entries(files)) {
  const id = file.split('/').at(-2) ?? '';
  brands.set(id, parseBrand(json, { source: file.replace(/^(\.\.\/)+/, '') }));
}

/** The brand with id `id`, or undefined. */
export function findBrand(id: string): Brand | undefined {
  return brands.get(id);
}

/** The ids of the bundled brands. */
export function bundledBrandIds(): string[] {
  return [...brands.keys()];
}
