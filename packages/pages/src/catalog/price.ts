import { getProductPrice, type ProductPrices } from '@kauppa/catalog-pricing';
import type { Clock } from '@kauppa/ports';

/** What a price block shows: the price to pay and, when discounted, the regular price. */
export interface PriceView {
  /** The price to pay, incl. tax. */
  final: number;
  /** The regular price, incl. tax. */
  original: number;
  /** The final price is below the regular one (special price or catalogue rule). */
  discounted: boolean;
  /** The special price applies now (commerce-core §4 Special price). */
  special: boolean;
}

/**
 * The shown prices of a product or variant (commerce-core §3, §4) by `@kauppa/catalog-pricing`:
 * the special price only inside its window and below the original price. Prices include tax
 * (run `@kauppa/tax` first when the shop computes tax itself).
 */
export function priceView(product: ProductPrices, clock: Pick<Clock, 'now'>): PriceView {
  const price = getProductPrice({ product, clock });
  return {
    final: price.finalPriceInclTax,
    original: price.originalPriceInclTax,
    discounted: price.isDiscounted,
    special: price.isSpecialPrice,
  };
}
