import type { Category, Product } from './catalog.ts';

/**
 * What a page's loader hands its view, and nothing more (issue 31.2: the HTML carries only what
 * hydration needs). A loader's answer is serialised into the page for hydration: every field of
 * it is bytes of HTML and work for the server, so the catalogue's documents are cut down to what
 * the page's components and the browser's rules read.
 */

/**
 * The fields of a product tile (a list of the category, search, home and related products): its
 * name, image (`thumbnail`, else `small_image`, else `image`), link (`url_path`, `slug`, `url_key`,
 * `sku`, `parentSku`, and `configurable_children` and `options`, whose presence puts a variant in
 * the link) and the prices `priceView` reads (commerce-core §4: special price and its window, the
 * final price, the regular price, each with tax; see {@link productTile} for what it leaves out). Status, visibility, stock, the tax class and the
 * tax amounts were read by the server (the query, the tax) and are not sent on.
 */
export const productTileFields: readonly string[] = [
  'id',
  'sku',
  'parentSku',
  'name',
  'type_id',
  'price',
  'price_incl_tax',
  'original_price',
  'original_price_incl_tax',
  'final_price',
  'final_price_incl_tax',
  'special_price',
  'special_price_incl_tax',
  'original_special_price',
  'special_from_date',
  'special_to_date',
  'image',
  'thumbnail',
  'small_image',
  'url_path',
  'url_key',
  'slug',
  'configurable_children',
  'options',
];

/**
 * The price fields a tile leaves out when empty (`null`): `getProductPrice` of
 * `@kauppa/catalog-pricing` prices an empty special price, window or tax variant as an absent one.
 */
const emptyPriceFields = new Set([
  'special_price',
  'special_price_incl_tax',
  'original_special_price',
  'special_from_date',
  'special_to_date',
]);

/** The image fields of a tile in the order the tile reads them (`thumbnail ?? small_image ?? image`). */
const tileImageFields = ['thumbnail', 'small_image', 'image'];

/**
 * A product as a tile shows it: the {@link productTileFields} it has, without an empty special
 * price or window, and with only the image the tile shows (the first of `thumbnail`,
 * `small_image`, `image` it has): each field of each tile is bytes of the page's HTML.
 */
export function productTile<P extends Product>(product: P): P {
  const tile: Record<string, unknown> = {};
  const source = product as unknown as Record<string, unknown>;
  const shownImage = tileImageFields.find((field) => source[field] !== undefined && source[field] !== null);
  for (const field of productTileFields) {
    const value = source[field];
    if (value === undefined) continue;
    if (value === null && emptyPriceFields.has(field)) continue;
    if (tileImageFields.includes(field) && field !== shownImage) continue;
    tile[field] = value;
  }
  return tile as P;
}

/**
 * The fields of a product page's product its view never reads, dropped from its loader data: the
 * category assignments (`category`, `category_ids`: the server built the breadcrumbs and related
 * products from them), the index's sort key and dates, the ERP id. Every other field stays: the
 * product goes on to the cart (commerce-core §3: the cart carries the product's fields), the
 * wishlist and compare lists and the rules of `@kauppa/catalog-pricing`.
 */
export const productPageDataOmits: readonly string[] = [
  'category',
  'category_ids',
  'sort_qty',
  'created_at',
  'updated_at',
  'erp',
];

/** A product page's product without {@link productPageDataOmits}. */
export function pageProduct<P extends Product>(product: P): P {
  const out = { ...(product as unknown as Record<string, unknown>) };
  for (const field of productPageDataOmits) delete out[field];
  return out as P;
}

/**
 * The fields of a category page's category: its name, description and meta description (the
 * heading and head) and its link fields. The subcategory tree (`children_data`), the filters'
 * attribute list and the counts served the server's queries and are not sent on.
 */
export const categoryPageFields: readonly string[] = [
  'id',
  'name',
  'slug',
  'url_key',
  'url_path',
  'description',
  'meta_description',
];

/** A category page's category: the {@link categoryPageFields} it has. */
export function pageCategory<C extends Category>(category: C): C {
  const out: Record<string, unknown> = {};
  const source = category as unknown as Record<string, unknown>;
  for (const field of categoryPageFields) if (source[field] !== undefined) out[field] = source[field];
  return out as C;
}
