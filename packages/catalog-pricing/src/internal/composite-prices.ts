import type { Clock } from '@kauppa/ports';
import { BundleOptionQtyError, GroupedProductWithoutLinksError, ProductLinkNotFoundError } from './errors.ts';
import { getProductPrice } from './prices.ts';
import type {
  CatalogBundleProductLink,
  CatalogCustomOption,
  CatalogProduct,
  CustomOptionPrice,
  Id,
} from './types.ts';

/** A price without and with tax. */
export interface PriceAmount {
  price: number;
  priceInclTax: number;
}

/** Options of {@link getGroupedProductPrice}. */
export interface GetGroupedProductPriceOptions {
  /** A grouped product whose `product_links` carry their loaded `product`. */
  product: CatalogProduct;
  /** The clock port, for the linked products' special prices. */
  clock: Pick<Clock, 'now'>;
}

/** Whether a product link is one of a grouped product's associated simple products. */
export const isAssociatedSimpleLink = (link: {
  link_type: string;
  linked_product_type?: string | undefined;
}) => link.link_type === 'associated' && (link.linked_product_type ?? 'simple') === 'simple';

/**
 * The price of a grouped product: the sum of its simple linked products, qty 1 each
 * (commerce-core §4 Grouped price). Throws {@link GroupedProductWithoutLinksError} without
 * `product_links` and {@link ProductLinkNotFoundError} for a link whose product was not loaded.
 *
 * @example
 * getGroupedProductPrice({ product: grouped, clock }); // { price: 30, priceInclTax: 37.65 }
 */
export function getGroupedProductPrice({ product, clock }: GetGroupedProductPriceOptions): PriceAmount {
  if (!product.product_links?.length) throw new GroupedProductWithoutLinksError(product.sku);
  let price = 0;
  let priceInclTax = 0;
  for (const link of product.product_links) {
    if (!isAssociatedSimpleLink(link)) continue;
    if (!link.product) throw new ProductLinkNotFoundError(link.linked_product_sku);
    const linked = getProductPrice({ product: link.product, clock });
    price += linked.finalPrice;
    priceInclTax += linked.finalPriceInclTax;
  }
  return { price, priceInclTax };
}

/** The chosen selections of one bundle option (commerce-core §3 bundle options by id). */
export interface BundleOptionSelection {
  option_id: Id;
  option_qty: number;
  option_selections: readonly Id[];
}

/** Options of {@link getBundleProductPrice}. */
export interface GetBundleProductPriceOptions {
  /** A bundle product; option links carry their loaded `product` or a `price`. */
  product: CatalogProduct;
  /** The clock port, for the selected products' special prices. */
  clock: Pick<Clock, 'now'>;
  /**
   * The shopper's choices per option. An option without a choice counts its default link, else
   * its first link, times that link's qty.
   * @default []
   */
  selections?: readonly BundleOptionSelection[] | undefined;
}

/**
 * Checks a bundle option quantity: it must be 0 or more (commerce-core §5), else
 * {@link BundleOptionQtyError}. Text is read as an integer. Returns the quantity.
 *
 * @example
 * validateBundleOptionQty({ qty: '2' }); // 2
 */
export function validateBundleOptionQty({ qty }: { qty: number | string }): number {
  const value = typeof qty === 'string' ? Number.parseInt(qty, 10) : qty;
  if (!Number.isFinite(value) || value < 0) throw new BundleOptionQtyError();
  return value;
}

const linkPrice = (link: CatalogBundleProductLink, clock: Pick<Clock, 'now'>): PriceAmount => {
  if (link.product) {
    const { finalPrice, finalPriceInclTax } = getProductPrice({ product: link.product, clock });
    return { price: finalPrice, priceInclTax: finalPriceInclTax };
  }
  const price = typeof link.price === 'number' ? link.price : 0;
  return { price, priceInclTax: price };
};

/**
 * The price of a bundle product: the sum over its options of the default link (else the first
 * link) price times its qty (commerce-core §4 Bundle price; a link without a qty, or 0, counts
 * once); with `selections`, the chosen links times the chosen qty, where 0 leaves the option out.
 * Quantities must be 0 or more ({@link BundleOptionQtyError}).
 *
 * @example
 * getBundleProductPrice({ product: bundle, clock }); // { price: 20, priceInclTax: 25.1 }
 */
export function getBundleProductPrice({
  product,
  clock,
  selections = [],
}: GetBundleProductPriceOptions): PriceAmount {
  let price = 0;
  let priceInclTax = 0;
  for (const option of product.bundle_options ?? []) {
    const chosen = selections.find((s) => String(s.option_id) === String(option.option_id));
    if (chosen) {
      const qty = validateBundleOptionQty({ qty: chosen.option_qty });
      const ids = new Set(chosen.option_selections.map(String));
      for (const link of option.product_links) {
        if (!ids.has(String(link.id))) continue;
        const unit = linkPrice(link, clock);
        price += unit.price * qty;
        priceInclTax += unit.priceInclTax * qty;
      }
      continue;
    }
    const link = option.product_links.find((l) => l.is_default) ?? option.product_links[0];
    if (!link) continue;
    // The catalogue's default qty of a link: missing or 0 counts once, as the platform's
    // storefront reads it (`getSelectedBundleOptions`); only the shopper's choice may be 0.
    const given = link.qty as number | string | null | undefined;
    const qty =
      given === undefined || given === null || given === '' || Number(given) === 0
        ? 1
        : validateBundleOptionQty({ qty: given });
    const unit = linkPrice(link, clock);
    price += unit.price * qty;
    priceInclTax += unit.priceInclTax * qty;
  }
  return { price, priceInclTax };
}

/** Options of {@link getCustomOptionPrice}. */
export interface GetCustomOptionPriceOptions {
  /** The option, or the chosen value of a select-type option. */
  option: CustomOptionPrice;
  /** The product price a percent price is taken of. */
  basePrice: number;
}

/**
 * The price of a custom option: fixed, or a percent of the product price (commerce-core §5).
 *
 * @example
 * getCustomOptionPrice({ option: { price: 10, price_type: 'percent' }, basePrice: 50 }); // 5
 */
export function getCustomOptionPrice({ option, basePrice }: GetCustomOptionPriceOptions): number {
  const price = typeof option.price === 'number' ? option.price : 0;
  return option.price_type === 'percent' ? (basePrice * price) / 100 : price;
}

/** A chosen custom option (commerce-core §3 custom options by option id). */
export interface CustomOptionSelection {
  option_id: Id;
  /** The entered text, or the chosen `option_type_id` (several as an array or a comma list). */
  option_value: unknown;
}

/** Options of {@link getCustomOptionsPrice}. */
export interface GetCustomOptionsPriceOptions {
  /** The product's custom options. */
  options: readonly CatalogCustomOption[];
  /** The shopper's choices. */
  selections: readonly CustomOptionSelection[];
  /** The product price percent prices are taken of. */
  basePrice: number;
}

/**
 * The sum of the chosen custom options' prices (commerce-core §5): a select-type option adds
 * each chosen value's price, any other option adds its own price once a value is entered.
 *
 * @example
 * getCustomOptionsPrice({ options: product.custom_options, selections, basePrice: 50 });
 */
export function getCustomOptionsPrice({
  options,
  selections,
  basePrice,
}: GetCustomOptionsPriceOptions): number {
  let total = 0;
  for (const selection of selections) {
    const option = options.find((o) => String(o.option_id) === String(selection.option_id));
    const value = selection.option_value;
    if (!option || value === undefined || value === null || value === '') continue;
    if (option.values?.length) {
      const chosen = new Set(
        (Array.isArray(value) ? value : String(value).split(',')).map((v) => String(v).trim()),
      );
      for (const optionValue of option.values) {
        if (chosen.has(String(optionValue.option_type_id))) {
          total += getCustomOptionPrice({ option: optionValue, basePrice });
        }
      }
    } else {
      total += getCustomOptionPrice({ option, basePrice });
    }
  }
  return total;
}
