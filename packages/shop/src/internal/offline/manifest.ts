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

/** What a brand's manifest is made of (its `brand.json`, the asset URLs resolved). */
export interface ManifestBrand {
  /** The brand id: each brand installs as its own app. */
  id: string;
  name: string;
  description: string;
  /** The brand's locale (`fi-FI`). */
  lang: string;
  themeColor: string;
  backgroundColor: string;
  /** The URL of the SVG icon (any size). */
  icon: string;
  /** The URL of the 180 px PNG icon. */
  appleTouchIcon: string;
}

/**
 * The web app manifest of a brand (issue 10: each brand installs as its own app): name, short
 * name, the SVG icon at any size and the 180 px PNG, the theme colour and background, start URL
 * '/', standalone display.
 */
export function webAppManifest(brand: ManifestBrand): WebAppManifest {
  return {
    id: `/?brand=${brand.id}`,
    name: brand.name,
    short_name: shortName(brand.name),
    description: brand.description,
    lang: brand.lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.themeColor,
    background_color: brand.backgroundColor,
    icons: [
      { src: brand.icon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: brand.appleTouchIcon, sizes: '180x180', type: 'image/png', purpose: 'any' },
    ],
  };
}
