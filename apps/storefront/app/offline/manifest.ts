import { type BrandView, brandAsset } from '../lib/brand.ts';

/** A web app manifest icon. */
export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The web app manifest of a brand (the fields browsers read to install it). */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/** The path the manifest is served at and linked from every page. */
export const manifestPath = '/manifest.webmanifest';

/** `short_name` is shown under the home-screen icon: the brand name up to its first 12 characters. */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  const word = name.split(/\s+/)[0] ?? name;
  return word.length <= 12 ? word : name.slice(0, 12);
}

/**
 * The web app manifest of a brand (issue 10: each brand installs as its own app): name, short
 * name, icons from `brands/<id>/assets` (the SVG icon at any size and the 180 px PNG), the theme
 * colour and background from `brand.json`, start URL '/', standalone display.
 */
export function brandManifest(brand: BrandView): WebAppManifest {
  return {
    id: `/?brand=${brand.id}`,
    name: brand.name,
    short_name: shortName(brand.name),
    description: brand.hero.title,
    lang: brand.locale,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.theme.primary,
    background_color: brand.theme.background,
    icons: [
      { src: brandAsset(brand, brand.favicons.icon), sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      {
        src: brandAsset(brand, brand.favicons.appleTouchIcon),
        sizes: '180x180',
        type: 'image/png',
        purpose: 'any',
      },
    ],
  };
}
