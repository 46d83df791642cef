import { createBannerRegistry, createBrandRegistry } from '@kauppa/pages/server';

/**
 * The brand files bundled into the server build (`@kauppa/pages/server` validates and looks them
 * up; a broken brand file fails the first request that needs it, naming the file).
 */
const brands = createBrandRegistry(
  import.meta.glob<unknown>('../../../../brands/*/brand.json', { eager: true, import: 'default' }),
);

/** The brand with id `id`, or undefined. */
export const findBrand = brands.findBrand;

/** The banners of a brand and store view (`brands/<id>/banners/<store>.json`, accounts-content §7). */
export const brandBanners = createBannerRegistry(
  import.meta.glob<unknown>('../../../../brands/*/banners/*.json', { eager: true, import: 'default' }),
);
