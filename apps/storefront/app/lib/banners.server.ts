import { type BannerFile, parseBannerFile } from '@kauppa/config';
import type { Logger } from '@kauppa/ports';

/**
 * The banner files of the brands, `brands/<id>/banners/<store>.json` (accounts-content §7: banners
 * from local JSON files per store code), bundled into the server build.
 */
const files = import.meta.glob<unknown>('../../../../brands/*/banners/*.json', {
  eager: true,
  import: 'default',
});

const byBrand = new Map<string, unknown>();
for (const [file, json] of Object.entries(files)) {
  const [brand, , name] = file.split('/').slice(-3);
  byBrand.set(`${brand}/${name?.replace(/\.json$/, '')}`, [json, file.replace(/^(\.\.\/)+/, '')]);
}

/**
 * The banners of a brand and store view (`default.json` for the default store). A missing or broken
 * file is logged at debug level and gives no banners (accounts-content §8).
 */
export function brandBanners(brand: string, store: string, logger: Logger): BannerFile | undefined {
  const entry = (byBrand.get(`${brand}/${store || 'default'}`) ?? byBrand.get(`${brand}/default`)) as
    | [unknown, string]
    | undefined;
  if (!entry) {
    logger.debug('No banner file', { brand, store });
    return undefined;
  }
  try {
    return parseBannerFile(entry[0], { source: entry[1] });
  } catch (error) {
    logger.debug('The banner file could not be loaded', { file: entry[1], error: String(error) });
    return undefined;
  }
}
