import type { Clock } from '@kauppa/ports';
import { productCartErrors, toQuantity } from './cart-rules.ts';
import {
  type BundleOptionSelection,
  type CustomOptionSelection,
  getBundleProductPrice,
  getCustomOptionsPrice,
  getGroupedProductPrice,
} from './composite-prices.ts';
import { type CatalogMessage, catalogMessages } from './messages.ts';
import { selectionOf } from './option-selectors.ts';
import { getProductPrice } from './prices.ts';
import type { CatalogProduct, ProductVariant } from './types.ts';
import { configureProduct } from './variants.ts';

/**
 * The purchase rules of a product page: the quantity rule (accounts-content §5), the price of the
 * current choices (commerce-core §4 grouped and bundle prices, §5 custom options) and the
 * add-to-cart request, without any cart logic: a shell hands the request to the shop's cart.
 */

/** Options of {@link checkQuantity}. */
export interface CheckQuantityOptions {
  /** The entered quantity (text from a field, or a number). */
  qty: string | number;
  /** The quantity the shopper may order ({@link availableQuantity}); none means no limit. */
  available?: number | undefined;
}

/**
 * The add-to-cart quantity rule (accounts-content §5): a positive integer ('Quantity must be a
 * positive integer.'), above 0 ('Quantity must be above 0.') and not above the available quantity
 * ('Quantity must be below {quantity}.', where `quantity` is the first quantity refused: the
 * available quantity itself may be ordered, as "Only {maxQuantity} products of this type are
 * available" says, commerce-core §8). Returns the quantity, or the message to show.
 *
 * @example
 * checkQuantity({ qty: ' 2 ', available: 5 }); // { qty: 2 }
 * checkQuantity({ qty: '0' }).error?.id; // 'Quantity must be above 0.'
 */
export function checkQuantity({
  qty: input,
  available,
}: CheckQuantityOptions): { qty: number; error?: undefined } | { qty?: undefined; error: CatalogMessage } {
  const text = typeof input === 'string' ? input.trim() : String(input);
  const qty = toQuantity({ qty: input });
  if (!/^-?\d+$/.test(text) || !Number.isInteger(qty) || qty < 0) {
    return { error: { id: catalogMessages.quantityPositiveInteger } };
  }
  if (qty === 0) return { error: { id: catalogMessages.quantityAboveZero } };
  if (available !== undefined && qty > available) {
    // 'below' names the first quantity refused: with 111 available, 111 is taken (issue 28.10).
    return { error: { id: catalogMessages.quantityBelowAvailable, params: { quantity: available + 1 } } };
  }
  return { qty };
}

/** Options of {@link availableQuantity}. */
export interface AvailableQuantityOptions {
  /** The product's stock item (`stock` of the product, or a stock check's answer). */
  stock?:
    | {
        is_in_stock?: boolean | undefined;
        qty?: number | undefined;
        manage_stock?: boolean | undefined;
      }
    | null
    | undefined;
}

/**
 * The quantity a shopper can order of a product: its stock qty when stock is managed and known
 * and the product is in stock; otherwise no limit (out-of-stock products may still be added:
 * commerce-core §1).
 *
 * @example
 * availableQuantity({ stock: { is_in_stock: true, qty: 7 } }); // 7
 */
export function availableQuantity({ stock }: AvailableQuantityOptions): number | undefined {
  if (!stock || stock.manage_stock === false || stock.is_in_stock === false) return undefined;
  return typeof stock.qty === 'number' && stock.qty > 0 ? stock.qty : undefined;
}

/** The shopper's choices on a product page. */
export interface PurchaseChoices {
  /** The entered quantity. */
  qty: string;
  /** Bundle: the chosen link id and qty by option id. */
  bundle: Record<string, { link: string; qty: string }>;
  /** Custom options: the entered text or chosen value ids by option id. */
  custom: Record<string, string | string[]>;
}

/**
 * The initial choices of a product page: qty 1, and each bundle option's default (else first)
 * link with its qty (commerce-core §4 bundle price).
 *
 * @example
 * initialChoices({ product }).qty; // '1'
 */
export function initialChoices({ product }: { product: CatalogProduct }): PurchaseChoices {
  const bundle: PurchaseChoices['bundle'] = {};
  for (const option of product.bundle_options ?? []) {
    const link = option.product_links.find((l) => l.is_default) ?? option.product_links[0];
    if (link) bundle[String(option.option_id)] = { link: String(link.id), qty: String(link.qty ?? 1) };
  }
  return { qty: '1', bundle, custom: {} };
}

function bundleSelections(choices: PurchaseChoices): BundleOptionSelection[] {
  return Object.entries(choices.bundle).map(([optionId, choice]) => ({
    option_id: optionId,
    option_qty: Math.max(0, Number.parseInt(choice.qty, 10) || 0),
    option_selections: [choice.link],
  }));
}

function customSelections(choices: PurchaseChoices): CustomOptionSelection[] {
  return Object.entries(choices.custom).map(([optionId, value]) => ({
    option_id: optionId,
    option_value: value,
  }));
}

/** Options of {@link purchaseUnitPrice}. */
export interface PurchaseUnitPriceOptions {
  product: CatalogProduct;
  /** The chosen variant of a configurable product. */
  variant?: ProductVariant | undefined;
  choices: PurchaseChoices;
  /** The clock the special price dates are read against. */
  clock: Pick<Clock, 'now'>;
}

/**
 * The unit price incl. tax of the current choices (commerce-core §4 bundle and grouped prices,
 * §5 custom options): a bundle sums its chosen links times their qty, a grouped product its
 * loaded simple products, others the variant's (or product's) final price; chosen custom options
 * are added (fixed, or percent of that price).
 *
 * @example
 * purchaseUnitPrice({ product, choices: initialChoices({ product }), clock });
 */
export function purchaseUnitPrice({ product, variant, choices, clock }: PurchaseUnitPriceOptions): number {
  let base: number;
  if (product.type_id === 'bundle') {
    base = getBundleProductPrice({ product, clock, selections: bundleSelections(choices) }).priceInclTax;
  } else if (product.type_id === 'grouped' && product.product_links?.some((l) => l.product)) {
    base = getGroupedProductPrice({
      product: { ...product, product_links: product.product_links.filter((l) => l.product) },
      clock,
    }).priceInclTax;
  } else {
    base = getProductPrice({ product: variant ?? product, clock }).finalPriceInclTax;
  }
  const custom = product.custom_options?.length
    ? getCustomOptionsPrice({
        options: product.custom_options,
        selections: customSelections(choices),
        basePrice: base,
      })
    : 0;
  return base + custom;
}

/** The product the cart receives: the page's product, configured to its variant when configurable. */
export type PurchasedProduct = CatalogProduct & {
  parentSku?: string | undefined;
  product_option?: AddToCartRequest['product_option'];
};

/**
 * An add-to-cart request: the sku, qty and options, and the product itself, so the cart does not
 * look it up again (it works offline and keeps the page's taxed prices).
 */
export interface AddToCartRequest {
  sku: string;
  qty: number;
  product_option?: { extension_attributes: Record<string, unknown> } | undefined;
  product: PurchasedProduct;
}

/** Options of {@link addToCartRequest}. */
export interface AddToCartRequestOptions {
  product: CatalogProduct;
  /** The chosen variant of a configurable product. */
  variant?: ProductVariant | undefined;
  choices: PurchaseChoices;
  /** The quantity the shopper may order ({@link availableQuantity}). */
  available?: number | undefined;
  /**
   * Whether out-of-stock products are listed.
   * @default defaultShopConfig.catalog.listOutOfStockProducts (true)
   */
  listOutOfStockProducts?: boolean | undefined;
}

/**
 * The add-to-cart request of the current choices, or the messages that stop it (commerce-core
 * §4, §5): options to choose first ('Please choose the product options first.'), the quantity
 * rule ({@link checkQuantity}), the price rule and the product's errors (`productCartErrors`).
 * A configurable product is configured to its variant (`configureProduct`); bundle and custom
 * option choices go into `product_option.extension_attributes`.
 *
 * @example
 * const { detail, errors } = addToCartRequest({ product, variant, choices });
 */
export function addToCartRequest({
  product,
  variant,
  choices,
  available,
  listOutOfStockProducts,
}: AddToCartRequestOptions):
  | { detail: AddToCartRequest; errors?: undefined }
  | { detail?: undefined; errors: CatalogMessage[] } {
  const errors: CatalogMessage[] = [];
  if (product.type_id === 'configurable' && !variant) errors.push({ id: catalogMessages.chooseOptionFirst });
  const quantity = checkQuantity({ qty: choices.qty, available });
  if (quantity.error) errors.push(quantity.error);
  let configured: PurchasedProduct = product;
  if (product.type_id === 'configurable' && variant) {
    configured = configureProduct({
      product,
      selection: selectionOf({ product, variant }),
      listOutOfStockProducts,
    }).product;
  }
  errors.push(...productCartErrors({ product: configured }));
  if (errors.length > 0 || quantity.qty === undefined) return { errors };
  const extension: Record<string, unknown> = { ...(configured.product_option?.extension_attributes ?? {}) };
  if (product.type_id === 'bundle') extension.bundle_options = bundleSelections(choices);
  const custom = customSelections(choices).filter(
    (s) => s.option_value !== '' && s.option_value !== undefined,
  );
  if (custom.length > 0) extension.custom_options = custom;
  return {
    detail: {
      sku: configured.sku,
      qty: quantity.qty,
      ...(Object.keys(extension).length > 0 ? { product_option: { extension_attributes: extension } } : {}),
      product: configured,
    },
  };
}
