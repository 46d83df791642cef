import { associatedSkus, attachAssociatedProducts, type CatalogProduct } from '@kauppa/catalog-pricing';
import type { ProductPart } from './budget.ts';
import type { Product } from './catalog.ts';
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

/** The skus of a grouped or bundle product's associated products (`@kauppa/catalog-pricing`). */
export function linkedSkus(product: Pick<Product, 'product_links' | 'bundle_options'>): string[] {
  return associatedSkus({ product: product as CatalogProduct });
}

/** The product with its links' products filled in from `linked` (by sku; `@kauppa/catalog-pricing`). */
export function withLinkedProducts<P extends Product>(product: P, linked: readonly Product[]): P {
  return attachAssociatedProducts({
    product: product as unknown as CatalogProduct,
    products: linked as unknown as CatalogProduct[],
  }) as unknown as P;
}

/** What {@link joinParts} fills in: a product page's data (`ProductPageData` of `pages.ts`). */
interface PartsOfPage {
  product: Product;
  related?: Product[] | undefined;
  trail?: TrailStep[] | undefined;
  pending?: ProductPart[] | undefined;
}

/** The page's data with the parts the client loaded joined in; they are no longer pending. */
export function joinParts<D extends PartsOfPage>(data: D, parts: ProductParts | undefined): D {
  if (!parts || (parts.sku !== undefined && parts.sku !== data.product.sku)) return data;
  const joined: D = { ...data };
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
