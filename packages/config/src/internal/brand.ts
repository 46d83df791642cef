import * as z from 'zod';
import { ConfigError, toIssues } from './errors.ts';

const hex = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'expected a #RRGGBB colour');
const asset = z
  .string()
  .regex(/^[\w./-]+\.(svg|png|webp|jpg|ico)$/, 'expected a relative asset path (svg, png, webp, jpg, ico)');

/** A banner of the home page (accounts-content §3 banners). */
export const bannerSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().optional(),
  image: asset,
  link: z.string().startsWith('/'),
});

/** The banner file of one store code: main, small and product banners and a head image. */
export const bannerFileSchema = z.object({
  mainBanners: z.array(bannerSchema),
  smallBanners: z.array(bannerSchema),
  productBanners: z.array(bannerSchema),
  headImage: z.object({ title: z.string().min(1), image: asset, link: z.string().startsWith('/') }),
});

/** A physical store of the brand, for the store locator. */
export const brandStoreSchema = z.object({
  name: z.string().min(1),
  street: z.string().min(1),
  postcode: z.string().min(3),
  city: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  openingHours: z.string(),
});

/** `brands/<id>/brand.json` (commerce-core §1: each brand's own look and names). */
export const brandSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a lowercase id'),
  name: z.string().min(1),
  /** The catalogue (store code) of the reference shop API this brand reads. */
  storeCode: z.string().min(1),
  kind: z.enum(['battery', 'hair-supply', 'clothing', 'mac-reseller', 'digital-wholesale']),
  locale: z.string().min(2),
  logo: asset,
  hero: z.object({ image: asset, title: z.string().min(1), text: z.string().min(1) }),
  favicons: z.object({ icon: asset, appleTouchIcon: asset, maskIcon: asset.optional() }),
  placeholder: asset,
  mapStyle: z.object({ land: hex, water: hex, roads: hex, marker: hex, label: hex }),
  social: z.object({
    facebook: z.string().min(1).optional(),
    instagram: z.string().min(1).optional(),
    x: z.string().min(1).optional(),
    tiktok: z.string().min(1).optional(),
  }),
  warehouseName: z.string().min(1),
  availabilityHeading: z.string().min(1),
  theme: z.object({
    primary: hex,
    primaryContrast: hex,
    accent: hex,
    background: hex,
    surface: hex,
    text: hex,
    muted: hex,
    fontFamily: z.string().min(1),
    radius: z.string().regex(/^\d+(px|rem)$/, 'expected a CSS length such as 8px'),
  }),
  banners: z.record(z.string(), z.string().regex(/^[\w./-]+\.json$/, 'expected a relative .json path')),
  stores: z.array(brandStoreSchema).default([]),
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
  const parsed = brandSchema.safeParse(json);
  if (!parsed.success) throw new ConfigError('brand configuration', source, toIssues(parsed.error));
  return parsed.data;
}

/** Validates a parsed banner file; a broken file throws a {@link ConfigError} naming `source`. */
export function parseBannerFile(json: unknown, { source }: ParseConfigFileOptions): BannerFile {
  const parsed = bannerFileSchema.safeParse(json);
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
