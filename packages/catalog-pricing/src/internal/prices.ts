import type { Clock } from '@kauppa/ports';
import { parseCatalogDate } from './dates.ts';
import type { ProductPrices } from './types.ts';

/** Options of {@link isSpecialPriceActive}. */
export interface IsSpecialPriceActiveOptions {
  /** `special_from_date`; empty means open. */
  specialFromDate?: string | number | Date | null | undefined;
  /** `special_to_date`; empty means open. */
  specialToDate?: string | number | Date | null | undefined;
  /** The clock port giving "now". */
  clock: Pick<Clock, 'now'>;
}

/**
 * Whether now lies within `special_from_date`..`special_to_date` (commerce-core §4 Special
 * price); either bound may be open, both bounds are inclusive. Dates without a zone are UTC.
 *
 * @example
 * isSpecialPriceActive({ specialFromDate: '2026-01-01 00:00:00', specialToDate: null, clock });
 */
export function isSpecialPriceActive({
  specialFromDate,
  specialToDate,
  clock,
}: IsSpecialPriceActiveOptions): boolean {
  const now = clock.now();
  const from = parseCatalogDate(specialFromDate);
  const to = parseCatalogDate(specialToDate);
  return (from === undefined || from <= now) && (to === undefined || now <= to);
}

/** The prices a shopper sees for a product (commerce-core §3, §4). */
export interface ProductPrice {
  /** The price to pay, without tax. */
  finalPrice: number;
  /** The price to pay, including tax. */
  finalPriceInclTax: number;
  /** The regular price, without tax. */
  originalPrice: number;
  /** The regular price, including tax. */
  originalPriceInclTax: number;
  /** Whether the special price applies now. */
  isSpecialPrice: boolean;
  /** Whether the final price is below the regular price (special price or catalogue rule). */
  isDiscounted: boolean;
}

/** Options of {@link getProductPrice}. */
export interface GetProductPriceOptions {
  /** The product or variant, with its tax variants (`*_incl_tax`) when known. */
  product: ProductPrices;
  /** The clock port, for the special price window. */
  clock: Pick<Clock, 'now'>;
}

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/**
 * The final and original prices of a product and their `*_incl_tax` variants
 * (commerce-core §3, §4 Special price). The original price is `original_price`, else `price`. The
 * special price applies only if it is below the original price and now lies within
 * `special_from_date`..`special_to_date`; otherwise a `final_price` below the original price
 * (a catalogue rule; not one equal to the inactive special price) applies; otherwise the
 * original price. A missing `*_incl_tax` falls back to
 * the price without tax (the tax-free reading); run `@kauppa/tax` first to fill them in.
 *
 * @example
 * const { finalPriceInclTax } = getProductPrice({ product, clock });
 */
export function getProductPrice({ product, clock }: GetProductPriceOptions): ProductPrice {
  const originalPrice = positive(product.original_price) ?? positive(product.price) ?? 0;
  const originalPriceInclTax =
    positive(product.original_price_incl_tax) ?? positive(product.price_incl_tax) ?? originalPrice;
  const special = positive(product.special_price);
  if (
    special !== undefined &&
    special < originalPrice &&
    isSpecialPriceActive({
      specialFromDate: product.special_from_date,
      specialToDate: product.special_to_date,
      clock,
    })
  ) {
    return {
      finalPrice: special,
      finalPriceInclTax: positive(product.special_price_incl_tax) ?? special,
      originalPrice,
      originalPriceInclTax,
      isSpecialPrice: true,
      isDiscounted: true,
    };
  }
  const final = positive(product.final_price);
  // A final price equal to a special price outside its window is that special price, not a rule
  // (also once `@kauppa/tax` has zeroed it and kept it as `original_special_price`).
  if (
    final !== undefined &&
    final < originalPrice &&
    final !== special &&
    final !== positive(product.original_special_price)
  ) {
    return {
      finalPrice: final,
      finalPriceInclTax: positive(product.final_price_incl_tax) ?? final,
      originalPrice,
      originalPriceInclTax,
      isSpecialPrice: false,
      isDiscounted: true,
    };
  }
  return {
    finalPrice: originalPrice,
    finalPriceInclTax: originalPriceInclTax,
    originalPrice,
    originalPriceInclTax,
    isSpecialPrice: false,
    isDiscounted: false,
  };
}
