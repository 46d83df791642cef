import { createHash } from 'node:crypto';
import type { CatalogState } from '../catalog-state.ts';
import { imageColours } from './colours.ts';
import { type Paint, productArt } from './products.ts';
import { frame, shade, text } from './svg.ts';

/** The accent colour of each brand (labels, ribbons, backdrops). */
const brandAccent: Readonly<Record<string, string>> = {
  battery: '#ffc828',
  hair: '#c2185b',
  'clothing-fi': '#2f4a6b',
  'clothing-en': '#6b4f2f',
  mac: '#2f5fb3',
  wholesale: '#00897b',
};

/** The product's own colour when the path names none. */
const kindTint: Readonly<Record<string, string>> = {
  aa: '#d99a1e',
  aaa: '#2f5fb3',
  cd: '#c8312f',
  '9v': '#1f3b63',
  powerbank: '#2b2b2e',
  gift: '#f2f2ee',
  shampoo: '#f2c6d6',
  conditioner: '#d8c7f0',
  styling: '#3a3a40',
  tool: '#2b2b2e',
  top: '#c8312f',
  shirt: '#f2f2ee',
  trousers: '#2f4a6b',
  dress: '#3f8a4f',
  jacket: '#5d6066',
  accessory: '#8a8f96',
  laptop: '#d5d8dc',
  desktop: '#d5d8dc',
  tablet: '#5d6066',
};

/** An image ready to serve. */
export interface RenderedImage {
  svg: string;
  /** A strong ETag of the SVG text (quoted). */
  etag: string;
}

const titleCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The SVG of a product kind of a brand, tinted with a colour slug (undefined for an unknown kind or colour). */
export function productSvg(brand: string, kind: string, colour?: string): string | undefined {
  const draw = productArt[kind];
  const accent = brandAccent[brand];
  if (!draw || !accent) return undefined;
  let tint = kindTint[kind] ?? accent;
  if (colour !== undefined) {
    const hex = imageColours[colour];
    if (!hex) return undefined;
    tint = hex;
  }
  const paint: Paint = { tint, accent };
  const title = `${titleCase(kind)}${colour ? ` (${colour.replace('-', ' ')})` : ''}`;
  return frame(draw(paint), { title, backdrop: colour ? shade(tint, 0.4) : accent });
}

/** The SVG of a category: the drawing of its most common product kind under a caption with its name. */
export function categorySvg(brand: string, name: string, kind: string): string | undefined {
  const draw = productArt[kind] ?? productArt.box!;
  const accent = brandAccent[brand];
  if (!accent) return undefined;
  const art = draw({ tint: kindTint[kind] ?? accent, accent });
  const size = name.length > 18 ? 24 : 30;
  return frame(
    {
      defs: art.defs,
      body: `<g transform="translate(40 10) scale(0.8)">${art.body}</g><rect x="0" y="330" width="400" height="70" fill="${shade(accent, -0.35)}" opacity="0.92"/>${text(200, 375, name, { size, fill: '#ffffff' })}`,
    },
    { title: name, backdrop: accent },
  );
}

function rendered(svg: string): RenderedImage {
  return { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
}

/**
 * Serves the catalogue's image paths: `products/{brand}/{kind}.svg`,
 * `products/{brand}/{kind}-{colour}.svg` and `categories/{brand}/{url_key}.svg` (relative to
 * `/assets/`). Known images are drawn once and cached; unknown names answer undefined.
 */
export function createImageStore(catalog: CatalogState): (path: string) => RenderedImage | undefined {
  const cache = new Map<string, RenderedImage>();
  const categoryIndex = new Map<string, Map<string, { name: string; kind: string }>>();

  const categoriesOf = (brand: string) => {
    let index = categoryIndex.get(brand);
    if (index) return index;
    index = new Map();
    const kindsByCategory = new Map<number, Map<string, number>>();
    for (const product of catalog.collection(brand, 'product')?.docs ?? []) {
      const kind = /\/([^/]+)\.svg$/.exec(String(product.image ?? ''))?.[1];
      if (!kind) continue;
      for (const id of (product.category_ids as number[] | undefined) ?? []) {
        const counts = kindsByCategory.get(id) ?? new Map<string, number>();
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
        kindsByCategory.set(id, counts);
      }
    }
    for (const category of catalog.collection(brand, 'category')?.docs ?? []) {
      const key = category.url_key as string | undefined;
      if (!key || index.has(key) || !category.image) continue;
      const counts = [...(kindsByCategory.get(category.id as number) ?? new Map<string, number>())];
      counts.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      index.set(key, { name: String(category.name ?? key), kind: counts[0]?.[0] ?? 'box' });
    }
    categoryIndex.set(brand, index);
    return index;
  };

  const draw = (path: string): string | undefined => {
    const match = /^(products|categories)\/([a-z0-9-]+)\/([a-z0-9-]+)\.svg$/.exec(path);
    if (!match) return undefined;
    const [, area, brand, name] = match as unknown as [string, string, string, string];
    if (area === 'categories') {
      const category = categoriesOf(brand).get(name);
      return category ? categorySvg(brand, category.name, category.kind) : undefined;
    }
    if (productArt[name]) return productSvg(brand, name);
    const dash = name.indexOf('-');
    if (dash < 0) return undefined;
    return productSvg(brand, name.slice(0, dash), name.slice(dash + 1));
  };

  return (path) => {
    const hit = cache.get(path);
    if (hit) return hit;
    const svg = draw(path);
    if (svg === undefined) return undefined;
    const image = rendered(svg);
    cache.set(path, image);
    return image;
  };
}
