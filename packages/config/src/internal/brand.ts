import * as z from 'zod/mini';
import { ConfigError, inEnglish, toIssues } from './errors.ts';

const hex = z.string().check(z.regex(/^#[0-9A-Fa-f]{6}$/, 'expected a #RRGGBB colour'));
const asset = z
  .string()
  .check(
    z.regex(
      /^[\w./-]+\.(svg|png|webp|jpg|ico)$/,
      'expected a relative asset path (svg, png, webp, jpg, ico)',
    ),
  );

/** A banner of the home page (accounts-content §3 banners). */
export const bannerSchema = z.object({
  title: z.string().check(z.minLength(1)),
  subtitle: z.optional(z.string()),
  image: asset,
  link: z.string().check(z.startsWith('/')),
});

/** The banner file of one store code: main, small and product banners and a head image. */
export const bannerFileSchema = z.object({
  mainBanners: z.array(bannerSchema),
  smallBanners: z.array(bannerSchema),
  productBanners: z.array(bannerSchema),
  headImage: z.object({
    title: z.string().check(z.minLength(1)),
    image: asset,
    link: z.string().check(z.startsWith('/')),
  }),
});

/** A physical store of the brand, for the store locator. */
export const brandStoreSchema = z.object({
  name: z.string().check(z.minLength(1)),
  street: z.string().check(z.minLength(1)),
  postcode: z.string().check(z.minLength(3)),
  city: z.string().check(z.minLength(1)),
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lon: z.number().check(z.gte(-180), z.lte(180)),
  openingHours: z.string(),
});

/** `brands/<id>/brand.json` (commerce-core §1: each brand's own look and names). */
export const brandSchema = z.object({
  id: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, 'expected a lowercase id')),
  name: z.string().check(z.minLength(1)),
  /** The catalogue (store code) of the reference shop API this brand reads. */
  storeCode: z.string().check(z.minLength(1)),
  kind: z.enum(['battery', 'hair-supply', 'clothing', 'mac-reseller', 'digital-wholesale']),
  locale: z.string().check(z.minLength(2)),
  logo: asset,
  hero: z.object({
    image: asset,
    title: z.string().check(z.minLength(1)),
    text: z.string().check(z.minLength(1)),
  }),
  favicons: z.object({ icon: asset, appleTouchIcon: asset, maskIcon: z.optional(asset) }),
  placeholder: asset,
  mapStyle: z.object({ land: hex, water: hex, roads: hex, marker: hex, label: hex }),
  social: z.object({
    facebook: z.optional(z.string().check(z.minLength(1))),
    instagram: z.optional(z.string().check(z.minLength(1))),
    x: z.optional(z.string().check(z.minLength(1))),
    tiktok: z.optional(z.string().check(z.minLength(1))),
  }),
  warehouseName: z.string().check(z.minLength(1)),
  availabilityHeading: z.string().check(z.minLength(1)),
  theme: z.object({
    primary: hex,
    primaryContrast: hex,
    accent: hex,
    background: hex,
    surface: hex,
    text: hex,
    muted: hex,
    fontFamily: z.string().check(z.minLength(1)),
    radius: z.string().check(z.regex(/^\d+(px|rem)$/, 'expected a CSS length such as 8px')),
  }),
  banners: z.record(
    z.string(),
    z.string().check(z.regex(/^[\w./-]+\.json$/, 'expected a relative .json path')),
  ),
  stores: z._default(z.array(brandStoreSchema), []),
});

/** A brand, as validated from its `brand.json`. */
export type Brand = z.infer<typeof brandSchema>;
/** A banner file. */
export type BannerFile = z.infer<typeof bannerFileSchema>;

/** Where a parsed configuration file came from (see {@link parseBrand}, {@link parseBannerFile}). */
export interface ParseConfigFileOptions {
  /** The file name, as the {@link ConfigError} message names it. */
  source: string;
}

/**
 * Validates a parsed `brand.json`. A broken file throws a {@link ConfigError} naming the file and
 * the field.
 *
 * @example
 * const brand = parseBrand(JSON.parse(text), { source: 'brands/battery/brand.json' });
 */
export function parseBrand(json: unknown, { source }: ParseConfigFileOptions): Brand {
  const parsed = brandSchema.safeParse(json, inEnglish);
  if (!parsed.success) throw new ConfigError('brand configuration', source, toIssues(parsed.error));
  return parsed.data;
}

/** Validates a parsed banner file; a broken file throws a {@link ConfigError} naming `source`. */
export function parseBannerFile(json: unknown, { source }: ParseConfigFileOptions): BannerFile {
  const parsed = bannerFileSchema.safeParse(json, inEnglish);
  if (!parsed.success) throw new ConfigError('banner file', source, toIssues(parsed.error));
  return parsed.data;
}

/** The six brands, in the order of commerce-core §1; the battery shop is the active default. */
export const brandIds = ['battery', 'hair', 'clothing-fi', 'clothing-en', 'mac', 'wholesale'] as const;
/** A brand id. */
export type BrandId = (typeof brandIds)[number];

/** Picks the brand of a request: the host mapping first, then the fallback (an environment value), then the default. */
export function resolveBrandId(
  { host, fallback }: { host?: string | null; fallback?: string | undefined },
  { hosts, defaultBrand }: { hosts: Record<string, string>; defaultBrand: string },
): string {
  const bare = host?.toLowerCase().replace(/:\d+$/, '');
  const mapped = bare ? (hosts[bare] ?? hosts[host ?? '']) : undefined;
  return mapped ?? fallback ?? defaultBrand;
}
