import type { WatchedProduct } from './marketing.ts';

/*
 * What a product page records of a view (accounts-content §2 recently viewed, §4 tracking on
 * product view): a small copy of the product — the tracked "Viewed Product" event travels base64
 * in a GET query, and the recently viewed list only links to the page.
 */

/** A catalogue id as the shop's forms take it; anything else is no id. */
export const catalogIdOf = (id: unknown): string | number | undefined =>
  typeof id === 'string' || typeof id === 'number' ? id : undefined;

/** A viewed product as the recently viewed list keeps it and "Viewed Product" sends it. */
export interface ViewedProduct {
  sku: string;
  name: string;
  /** The product page path without its leading slash (the list links to `/{url_path}`). */
  url_path: string;
  id?: string | number;
  type_id?: string;
  image?: string;
  /** The final price incl. tax shown on the page. */
  price?: number;
  [field: string]: unknown;
}

/** The viewed-product record of a product shown at `path` with the final price `price`. */
export function viewedProduct(
  product: {
    sku: string;
    name: string;
    id?: unknown;
    type_id?: unknown;
    image?: unknown;
    thumbnail?: unknown;
  },
  { path, price }: { path: string; price?: number | undefined },
): ViewedProduct {
  const id = catalogIdOf(product.id);
  const image =
    typeof product.thumbnail === 'string' && product.thumbnail ? product.thumbnail : product.image;
  return {
    sku: product.sku,
    name: product.name,
    url_path: path.replace(/^\/+/, ''),
    ...(id === undefined ? {} : { id }),
    ...(typeof product.type_id === 'string' ? { type_id: product.type_id } : {}),
    ...(typeof image === 'string' && image ? { image } : {}),
    ...(price !== undefined && Number.isFinite(price) ? { price } : {}),
  };
}

/**
 * The back-in-stock identity of the shown product (accounts-content §3 watch list keyed by sku,
 * or parentSku-sku for variants; §7 form fields `variant` and `product`): a chosen variant is
 * watched under its parent.
 */
export function watchedProduct(
  product: { sku: string; id?: unknown; parentSku?: unknown },
  child?: { sku: string; id?: unknown } | undefined,
): WatchedProduct {
  const id = catalogIdOf(child ? child.id : product.id);
  const parentId = child ? catalogIdOf(product.id) : undefined;
  const parentSku = child
    ? product.sku
    : typeof product.parentSku === 'string'
      ? product.parentSku
      : undefined;
  return {
    sku: child ? child.sku : product.sku,
    ...(parentSku && parentSku !== (child ? child.sku : product.sku) ? { parentSku } : {}),
    ...(id === undefined ? {} : { id }),
    ...(parentId === undefined ? {} : { parentId }),
  };
}
