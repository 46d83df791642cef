import type { Product } from '../lib/catalog.ts';
import type { ProductPart } from './budget.ts';
import type { ProductPageData } from './pages.ts';
import type { TrailStep } from './seo.ts';

/**
 * The optional parts of a product page (issue 20.4) and how they join the page's data, on the
 * server and in the browser once the client has loaded the parts the server render left out.
 */

/** The optional parts of a product page, as the server render or the parts call loaded them. */
export interface ProductParts {
  /** The product they belong to (the parts call's answer names it). */
  sku?: string;
  /** Other products of the product's category. */
  related?: Product[];
  /** The products of the product's links (grouped and bundle products). */
  linked?: Product[];
  /** The product's category trail (deepest category and its ancestors). */
  trail?: TrailStep[];
}

/** The values of the optional parts, by name. */
export type PartValues = { [K in ProductPart]?: NonNullable<ProductParts[K]> };

/** The skus of a product's linked products (grouped product links, bundle option links). */
export function linkedSkus(product: Pick<Product, 'product_links' | 'bundle_options'>): string[] {
  return [
    ...(product.product_links ?? []).map((l) => l.linked_product_sku),
    ...(product.bundle_options ?? []).flatMap((o) => o.product_links.map((l) => l.sku)),
  ];
}

/** The product with its links' products filled in from `linked` (by sku). */
export function withLinkedProducts<P extends Product>(product: P, linked: readonly Product[]): P {
  const bySku = new Map(linked.map((p) => [p.sku, p]));
  return {
    ...product,
    ...(product.product_links
      ? {
          product_links: product.product_links.map((link) => ({
            ...link,
            product: bySku.get(link.linked_product_sku),
          })),
        }
      : {}),
    ...(product.bundle_options
      ? {
          bundle_options: product.bundle_options.map((option) => ({
            ...option,
            product_links: option.product_links.map((link) => ({ ...link, product: bySku.get(link.sku) })),
          })),
        }
      : {}),
  };
}

/** The page's data with the parts the client loaded joined in; they are no longer pending. */
export function joinParts(data: ProductPageData, parts: ProductParts | undefined): ProductPageData {
  if (!parts || (parts.sku !== undefined && parts.sku !== data.product.sku)) return data;
  const joined: ProductPageData = { ...data };
  if (parts.related) joined.related = parts.related;
  if (parts.trail) joined.trail = parts.trail;
  if (parts.linked) joined.product = withLinkedProducts(data.product, parts.linked);
  const arrived = (name: ProductPart) => parts[name] !== undefined;
  joined.pending = (data.pending ?? []).filter((name) => !arrived(name));
  return joined;
}

/** The path of the parts call of a product (a resource route of the storefront). */
export function productPartsPath(sku: string, parts: readonly ProductPart[]): string {
  return `/product-parts/${encodeURIComponent(sku)}?parts=${parts.join(',')}`;
}
