import { defaultShopConfig } from '@kauppa/config';
import { findTaxRate, resolveTaxCountry, resolveTaxUserGroupId, toRateFactor } from './rates.ts';
import { withinSpecialWindow } from './special.ts';
import type { Id, PriceWithTax, TaxablePrices, TaxableProduct, TaxRuleFields, TaxUser } from './types.ts';

/** Options of {@link computePriceWithTax}. */
export interface ComputePriceWithTaxOptions {
  /** The price as the catalogue holds it. */
  price: number;
  /** The rate as a factor (percent / 100, see `toRateFactor`). */
  rateFactor: number;
  /**
   * Whether `price` already includes the tax.
   * @default defaultShopConfig.tax.sourcePriceIncludesTax (true)
   */
  priceIncludesTax?: boolean | undefined;
}

/**
 * Splits a price into net, tax and gross (commerce-core §4 Tax). With `priceIncludesTax` the
 * given price is the gross price and the net price is derived from it; otherwise the tax is added.
 *
 * @example
 * computePriceWithTax({ price: 12.55, rateFactor: 0.255 }); // { price: 10, tax: 2.55, priceInclTax: 12.55 }
 * computePriceWithTax({ price: 10, rateFactor: 0.255, priceIncludesTax: false }); // { price: 10, tax: 2.55, priceInclTax: 12.55 }
 */
export function computePriceWithTax({
  price,
  rateFactor,
  priceIncludesTax = defaultShopConfig.tax.sourcePriceIncludesTax,
}: ComputePriceWithTaxOptions): PriceWithTax {
  if (priceIncludesTax) {
    const net = price / (1 + rateFactor);
    return { price: net, tax: price - net, priceInclTax: price };
  }
  const tax = price * rateFactor;
  return { price, tax, priceInclTax: price + tax };
}

/** The options shared by {@link applyProductTax} and {@link applyProductsTax}. */
export interface ProductTaxOptions {
  /** The tax rules of the catalogue. */
  rules: readonly TaxRuleFields[];
  /**
   * The tax country; see `resolveTaxCountry` for the FI default and the PL fallback.
   * @default defaultCountry, else fallbackCountry
   */
  country?: string | null | undefined;
  /** The tax region name, if any. */
  region?: string | null | undefined;
  /** The signed-in user (for the grouped tax), `null` for a guest. */
  user?: TaxUser | null | undefined;
  /**
   * The customer tax class. When omitted it is resolved from `user`, `userGroupId` and
   * `useOnlyDefaultUserGroupId` (see `resolveTaxUserGroupId`).
   */
  customerTaxClassId?: Id | null | undefined;
  /**
   * Taxes are calculated by the platform: prices are returned as they are.
   * @default defaultShopConfig.tax.calculateServerSide (true)
   */
  calculateServerSide?: boolean | undefined;
  /**
   * The catalogue's `price` and `special_price` include tax.
   * @default defaultShopConfig.tax.sourcePriceIncludesTax (true)
   */
  sourcePriceIncludesTax?: boolean | undefined;
  /**
   * The catalogue's `final_price` includes tax.
   * @default defaultShopConfig.tax.finalPriceIncludesTax (true)
   */
  finalPriceIncludesTax?: boolean | undefined;
  /** @default defaultShopConfig.tax.defaultCountry ('FI') */
  defaultCountry?: string | null | undefined;
  /** @default defaultShopConfig.tax.fallbackCountry ('PL') */
  fallbackCountry?: string | undefined;
  /** @default defaultShopConfig.tax.userGroupId */
  userGroupId?: number | null | undefined;
  /** @default defaultShopConfig.tax.useOnlyDefaultUserGroupId (false) */
  useOnlyDefaultUserGroupId?: boolean | undefined;
  /**
   * Now (the clock port's `now()`), for the special price window (commerce-core §4 Special price).
   * Without it only a special price whose window is open on both sides can apply.
   */
  now?: number | undefined;
}

/**
 * A product with its tax variants: the input type plus every price field of
 * {@link TaxablePrices} (`*_tax`, `*_incl_tax`, `original_*`).
 */
export type WithTax<P> = P & TaxablePrices;

/** Options of {@link applyProductTax}. */
export interface ApplyProductTaxOptions<P extends TaxableProduct> extends ProductTaxOptions {
  /** The product to price. It is not modified. */
  product: P;
}

/** Options of {@link applyProductsTax}. */
export interface ApplyProductsTaxOptions<P extends TaxableProduct> extends ProductTaxOptions {
  /** The products to price. They are not modified. */
  products: readonly P[];
}

type RateOf = (taxClassId: Id | null | undefined) => number;

interface Pricer {
  product<P extends TaxableProduct>(product: P, parentClass?: Id | null): P;
}

const money = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value !== 0 ? value : undefined;

const taxClassOf = (target: TaxablePrices, parentClass: Id | null | undefined): Id | null | undefined => {
  if (target.tax_class_id !== null && target.tax_class_id !== undefined && target.tax_class_id !== '') {
    return target.tax_class_id;
  }
  const attribute = target.custom_attributes?.find((a) => a.attribute_code === 'tax_class_id');
  if (attribute && (typeof attribute.value === 'number' || typeof attribute.value === 'string')) {
    return attribute.value;
  }
  return parentClass;
};

function createPricer(options: ProductTaxOptions): Pricer {
  const {
    rules,
    region,
    customerTaxClassId,
    sourcePriceIncludesTax = defaultShopConfig.tax.sourcePriceIncludesTax,
    finalPriceIncludesTax = defaultShopConfig.tax.finalPriceIncludesTax,
    now,
  } = options;
  const country = resolveTaxCountry(options);
  const customerClass = customerTaxClassId ?? resolveTaxUserGroupId(options);
  const cache = new Map<string, number>();
  const rateOf: RateOf = (taxClassId) => {
    const key = String(taxClassId ?? '');
    let factor = cache.get(key);
    if (factor === undefined) {
      const rate = findTaxRate({
        rules,
        productTaxClassId: taxClassId,
        customerTaxClassId: customerClass,
        country,
        region,
      });
      factor = rate ? toRateFactor(rate) : 0;
      cache.set(key, factor);
    }
    return factor;
  };

  // The first calculation reads `price`, `special_price`, `final_price` and saves the net prices in
  // `original_*`; later ones start from `original_*`, so applying tax twice changes nothing.
  // Net and tax of one price; `includes` says whether `gross` already includes the tax.
  const net = (value: number, factor: number, includes: boolean): number =>
    includes ? value / (1 + factor) : value;

  const prices = <T extends TaxablePrices>(target: T, factor: number): T => {
    const convert = !(
      Object.hasOwn(target, 'original_price') &&
      Object.hasOwn(target, 'original_final_price') &&
      Object.hasOwn(target, 'original_special_price')
    );
    const source = money(target.original_price) ?? money(target.price);
    const special = money(target.original_special_price) ?? money(target.special_price);
    const final = money(target.original_final_price) ?? money(target.final_price);
    const sourceIncludes = sourcePriceIncludesTax && convert;
    const finalIncludes = finalPriceIncludesTax && convert;
    const price = source === undefined ? undefined : net(source, factor, sourceIncludes);
    const specialPrice = special === undefined ? undefined : net(special, factor, sourceIncludes);
    const finalPrice = final === undefined ? undefined : net(final, factor, finalIncludes);
    // Gross is the source itself when it included tax (no rounding drift), else net + tax.
    const gross = (value: number | undefined, from: number | undefined, includes: boolean) =>
      value === undefined ? undefined : includes ? from : value + value * factor;
    const priceInclTax = gross(price, source, sourceIncludes);
    // A special price applies only below the original price and within its dates (commerce-core
    // §4 Special price); one that does not is 0 with its tax fields, as the platform's tax
    // calculation writes it. `original_special_price` keeps it for a later calculation.
    const specialApplies =
      specialPrice !== undefined &&
      (price === undefined || specialPrice < price) &&
      withinSpecialWindow(target.special_from_date, target.special_to_date, now);
    const specialInclTax = specialApplies ? gross(specialPrice, special, sourceIncludes) : undefined;
    // One literal, the same keys for every product: fast and a stable object shape.
    return {
      ...target,
      price: price ?? target.price,
      price_tax: price === undefined ? target.price_tax : (priceInclTax as number) - price,
      price_incl_tax: price === undefined ? target.price_incl_tax : priceInclTax,
      special_price: specialPrice === undefined ? target.special_price : specialApplies ? specialPrice : 0,
      special_price_tax:
        specialPrice === undefined
          ? target.special_price_tax
          : specialApplies
            ? (specialInclTax as number) - specialPrice
            : 0,
      special_price_incl_tax:
        specialPrice === undefined ? target.special_price_incl_tax : specialApplies ? specialInclTax : 0,
      final_price: finalPrice ?? target.final_price,
      final_price_tax:
        finalPrice === undefined
          ? target.final_price_tax
          : (gross(finalPrice, final, finalIncludes) as number) - finalPrice,
      final_price_incl_tax:
        finalPrice === undefined ? target.final_price_incl_tax : gross(finalPrice, final, finalIncludes),
      original_price: convert ? (price ?? null) : target.original_price,
      original_price_tax: convert
        ? price === undefined
          ? null
          : (priceInclTax as number) - price
        : target.original_price_tax,
      original_price_incl_tax: convert ? (priceInclTax ?? null) : target.original_price_incl_tax,
      original_special_price: convert ? (specialPrice ?? null) : target.original_special_price,
      original_final_price: convert ? (finalPrice ?? null) : target.original_final_price,
    };
  };

  const pricer: Pricer = {
    product(product, parentClass) {
      const taxClass = taxClassOf(product, parentClass);
      const out = prices(product, rateOf(taxClass)) as TaxableProduct;
      if (product.configurable_children) {
        out.configurable_children = product.configurable_children.map((child) =>
          prices(child, rateOf(taxClassOf(child, taxClass))),
        );
      }
      if (product.product_links) {
        out.product_links = product.product_links.map((link) =>
          link.product ? { ...link, product: pricer.product(link.product, taxClass) } : link,
        );
      }
      if (product.bundle_options) {
        out.bundle_options = product.bundle_options.map((option) => ({
          ...option,
          product_links: option.product_links.map((link) =>
            link.product ? { ...link, product: pricer.product(link.product, taxClass) } : link,
          ),
        }));
      }
      return out as typeof product;
    },
  };
  return pricer;
}

/**
 * Computes the tax variants of a product's prices (commerce-core §3, §4 Tax): `price`,
 * `special_price` and `final_price` each get their net value, `*_tax` and `*_incl_tax`, for the
 * product, its configurable children, its grouped links' products and its bundle selections'
 * products (each with its own tax class, else the parent's). The rate is the one of the rule
 * matching the product and customer tax classes for the tax country; without one the rate is 0.
 *
 * With `calculateServerSide` (the default configuration) the platform has already priced the
 * product and it is returned unchanged. Spread `config.tax` into the options to honour the
 * shop configuration.
 *
 * @example
 * const priced = applyProductTax({ product, rules, ...config.tax, calculateServerSide: false });
 * priced.final_price_incl_tax;
 */
export function applyProductTax<P extends TaxableProduct>({
  product,
  ...options
}: ApplyProductTaxOptions<P>): WithTax<P> {
  if (options.calculateServerSide ?? defaultShopConfig.tax.calculateServerSide) return product;
  return createPricer(options).product(product);
}

/**
 * {@link applyProductTax} over a list, resolving each tax class's rate once.
 *
 * @example
 * const priced = applyProductsTax({ products, rules, ...config.tax });
 */
export function applyProductsTax<P extends TaxableProduct>({
  products,
  ...options
}: ApplyProductsTaxOptions<P>): WithTax<P>[] {
  if (options.calculateServerSide ?? defaultShopConfig.tax.calculateServerSide) return [...products];
  const pricer = createPricer(options);
  return products.map((product) => pricer.product(product));
}
