import type { FindProducts } from './product-load.ts';
import type { CatalogProduct } from './types.ts';

/**
 * The associated products of grouped and bundle products (commerce-core §4 grouped and bundle
 * prices, §5 "grouped products are added as their associated children"; the platform's
 * `setupAssociated`): the skus a product links to, and the product with each link's `product`
 * attached, so prices and the add-to-cart request work without reloading the page.
 */

/** Options of {@link associatedSkus}. */
export interface AssociatedSkusOptions {
  product: CatalogProduct;
}

/**
 * The skus of the products a grouped product (`product_links`) or a bundle (`bundle_options[].
 * product_links`) links to, each once, in order.
 *
 * @example
 * associatedSkus({ product: grouped }); // ['AA-4', 'AAA-4']
 */
export function associatedSkus({ product }: AssociatedSkusOptions): string[] {
  const skus = [
    ...(product.product_links ?? []).map((link) => link.linked_product_sku),
    ...(product.bundle_options ?? []).flatMap((option) => option.product_links.map((link) => link.sku)),
  ];
  return [...new Set(skus.filter((sku) => typeof sku === 'string' && sku !== ''))];
}

/** Options of {@link attachAssociatedProducts}. */
export interface AttachAssociatedProductsOptions<P extends CatalogProduct> {
  product: P;
  /** The loaded linked products (any order; unknown skus are ignored). */
  products: readonly CatalogProduct[];
}

/**
 * The product with each link's `product` set from `products` (a link without a loaded product
 * keeps none: the grouped price then raises 'Product link not found'). A new object; the given
 * product is not changed.
 *
 * @example
 * const ready = attachAssociatedProducts({ product, products: await loadBySkus(associatedSkus({ product })) });
 */
export function attachAssociatedProducts<P extends CatalogProduct>({
  product,
  products,
}: AttachAssociatedProductsOptions<P>): P {
  const bySku = new Map(products.map((linked) => [linked.sku, linked]));
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

/** Options of {@link setupAssociatedProducts}. */
export interface SetupAssociatedProductsOptions<P extends CatalogProduct> {
  product: P;
  /** The catalogue search (`{ key: 'sku', values }`), as for `createProductLoader`. */
  findProducts: FindProducts<CatalogProduct>;
}

/**
 * Sets up the associated products of a grouped or bundle product without a reload: loads the
 * linked products in one search by sku and answers the product with them attached (see
 * {@link attachAssociatedProducts}). A product without links is answered as it is, with no search.
 *
 * @example
 * const grouped = await setupAssociatedProducts({ product, findProducts });
 * getGroupedProductPrice({ product: grouped, clock });
 */
export async function setupAssociatedProducts<P extends CatalogProduct>({
  product,
  findProducts,
}: SetupAssociatedProductsOptions<P>): Promise<P> {
  const skus = associatedSkus({ product });
  if (skus.length === 0) return product;
  const products = await findProducts({ key: 'sku', values: skus });
  return attachAssociatedProducts({ product, products });
}
