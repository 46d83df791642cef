import { defaultCatalogConfig } from '@kauppa/config';
import { ProductPriceUnknownError } from './errors.ts';
import { type CatalogMessage, catalogMessages } from './messages.ts';
import type { CatalogProduct } from './types.ts';

/** Options of {@link isProductPriceKnown} and {@link productCartErrors}. */
export interface ProductCartRuleOptions {
  /** The product to add; its `price_incl_tax`, else `price`, is checked. */
  product: CatalogProduct;
  /**
   * Whether zero-price products may be added.
   * @default defaultShopConfig.catalog.zeroPriceProductsAllowed (true)
   */
  zeroPriceProductsAllowed?: boolean | undefined;
}

/**
 * The add-to-cart price rule (commerce-core §5): the price is unknown when it is missing, below
 * zero, or zero or below while zero-price products are not allowed.
 *
 * @example
 * isProductPriceKnown({ product: { sku: 'a', price: 0 }, zeroPriceProductsAllowed: false }); // false
 */
export function isProductPriceKnown({
  product,
  zeroPriceProductsAllowed = defaultCatalogConfig.zeroPriceProductsAllowed,
}: ProductCartRuleOptions): boolean {
  const price = product.price_incl_tax ?? product.price;
  if (typeof price !== 'number' || Number.isNaN(price)) return false;
  return zeroPriceProductsAllowed ? price >= 0 : price > 0;
}

/**
 * Throws {@link ProductPriceUnknownError} ("Product price is unknown, product cannot be added to
 * the cart!") when {@link isProductPriceKnown} is false.
 *
 * @example
 * assertProductPriceKnown({ product, ...config.catalog });
 */
export function assertProductPriceKnown(options: ProductCartRuleOptions): void {
  if (!isProductPriceKnown(options)) throw new ProductPriceUnknownError();
}

/**
 * The messages that stop a product from being added to the cart (commerce-core §5): the unknown
 * price message, then every entry of the product's `errors`, each shown as an error notification.
 * An empty list means the product may be added.
 *
 * @example
 * const errors = productCartErrors({ product, ...config.catalog });
 * errors.forEach((m) => notifier.notify({ type: 'error', message: m.id }));
 */
export function productCartErrors(options: ProductCartRuleOptions): CatalogMessage[] {
  const messages: CatalogMessage[] = [];
  if (!isProductPriceKnown(options)) messages.push({ id: catalogMessages.productPriceUnknown });
  for (const value of Object.values(options.product.errors ?? {})) {
    if (value) messages.push({ id: String(value) });
  }
  return messages;
}

/**
 * A quantity given as text becomes an integer (commerce-core §5); numbers are kept. Text that is
 * not a number gives `NaN`.
 *
 * @example
 * toQuantity({ qty: '3' }); // 3
 */
export function toQuantity({ qty }: { qty: number | string }): number {
  return typeof qty === 'string' ? Number.parseInt(qty.trim(), 10) : qty;
}
