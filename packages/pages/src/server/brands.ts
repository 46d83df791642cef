import { type BannerFile, type Brand, parseBannerFile, parseBrand } from '@kauppa/config';
import type { Logger } from '@kauppa/ports';

/**
 * The brand files of a deployment, `brands/<id>/brand.json` and `brands/<id>/banners/<store>.json`,
 * as the front end bundles or reads them: JSON by file path (the storefront: Vite's
 * `import.meta.glob`). Paths end in `<id>/brand.json` and `<id>/banners/<store>.json`; leading `../`
 * are left out of the file names errors show.
 */

const sourceOf = (file: string) => file.replace(/^(\.\.\/)+/, '');

/** The brands of a deployment, by id. */
export interface BrandRegistry {
  /** The brand with id `id`, or undefined. */
  findBrand(id: string): Brand | undefined;
  /** The ids of the brands. */
  brandIds(): string[];
}

/**
 * The brands of `brands/<id>/brand.json` files, validated by `@kauppa/config` (a broken file throws
 * here, naming the file).
 *
 * @example
 * const brands = createBrandRegistry({ 'brands/battery/brand.json': json });
 * brands.findBrand('battery')?.name;
 */
export function createBrandRegistry(files: Readonly<Record<string, unknown>>): BrandRegistry {
  const brands = new Map<string, Brand>();
  for (const [file, json] of Object.entries(files)) {
    brands.set(file.split('/').at(-2) ?? '', parseBrand(json, { source: sourceOf(file) }));
  }
  return { findBrand: (id) => brands.get(id), brandIds: () => [...brands.keys()] };
}

/**
 * The banners of the brands' store views (accounts-content §7: banners from local JSON files per
 * store code): `banners(brand, store, logger)` reads `<store>.json`, `default.json` for the default
 * store or when the store view has none. A missing or broken file is logged at debug level and
 * gives no banners (accounts-content §8).
 *
 * @example
 * const banners = createBannerRegistry(files);
 * banners('battery', '', logger)?.mainBanners;
 */
export function createBannerRegistry(
  files: Readonly<Record<string, unknown>>,
): (brand: string, store: string, logger: Logger) => BannerFile | undefined {
  const byBrand = new Map<string, [unknown, string]>();
  for (const [file, json] of Object.entries(files)) {
    const [brand, , name] = file.split('/').slice(-3);
    byBrand.set(`${brand}/${name?.replace(/\.json$/, '')}`, [json, sourceOf(file)]);
  }
  const parsed = new Map<[unknown, string], BannerFile>();
  return (brand, store, logger) => {
    const entry = byBrand.get(`${brand}/${store || 'default'}`) ?? byBrand.get(`${brand}/default`);
    if (!entry) {
      logger.debug('No banner file', { brand, store });
      return undefined;
    }
    // A file is checked once per process (issue 31.2): the bundled files do not change.
    const known = parsed.get(entry);
    if (known) return known;
    try {
      const banners = parseBannerFile(entry[0], { source: entry[1] });
      parsed.set(entry, banners);
      return banners;
    } catch (error) {
      logger.debug('The banner file could not be loaded', { file: entry[1], error: String(error) });
      return undefined;
    }
  };
}
