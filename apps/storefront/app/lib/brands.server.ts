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

/** The largest brand artwork inlined into the HTML (issue 31.5): a larger file keeps its URL. */
export const maxInlineArtworkBytes = 8 * 1024;

/** The SVG artwork of every brand, as text, bundled into the server build. */
const artwork = import.meta.glob<string>('../../../../brands/*/assets/**/*.svg', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The data URIs of the artwork encoded so far, by bundled file ({@link brandArtwork}). */
const artworkUris = new Map<string, string>();

/** The characters a data URI must escape (RFC 2397 over RFC 3986); single spaces stay as they are. */
const unsafe = /[%#<>"{}|\\^`[\]]/g;

/**
 * A brand's small SVG artwork (`assets/hero.svg`, `assets/banners/main-1.svg`) as a `data:` URI,
 * for an `<img>` that paints with the HTML, without a second round trip on a first visit (issue
 * 31.5: the home page's largest elements, the hero and the first main banner); undefined for an unknown brand or asset, or one over {@link maxInlineArtworkBytes}.
 */
export function brandArtwork(brandId: string, asset: string): string | undefined {
  const file = `../../../../brands/${brandId}/${asset.replace(/^\.?\//, '')}`;
  const svg = artwork[file];
  if (svg === undefined || svg.length > maxInlineArtworkBytes) return undefined;
  // Encoded once per process (issue 31.2): the files are the build's, one entry per bundled file.
  let uri = artworkUris.get(file);
  if (uri === undefined) {
    const compact = svg.trim().replace(/>\s+</g, '><').replace(/\s+/g, ' ');
    uri = `data:image/svg+xml,${compact.replace(unsafe, encodeURIComponent)}`;
    artworkUris.set(file, uri);
  }
  return uri;
}
