import {
  type BundleOptionSelection,
  type CatalogProduct,
  type CustomOptionSelection,
  configureProduct,
  getBundleProductPrice,
  getCustomOptionsPrice,
  getGroupedProductPrice,
  getProductPrice,
  type ProductVariant,
  productCartErrors,
} from '@kauppa/catalog-pricing';
import { messages } from '@kauppa/i18n';
import type { Clock } from '@kauppa/ports';
import { checkQuantity, type ShownMessage } from './quantity.ts';
import { selectionOf } from './variants.ts';

/**
 * The purchase rules of the product page: the price of the current choices (commerce-core §4
 * grouped and bundle prices, §5 custom options) and the add-to-cart request, without any cart
 * logic: the page hands the request to the shop's cart (`useAddToCart` of `app/shop/react.tsx`).
 */

/** The shopper's choices on a product page. */
export interface PurchaseChoices {
  qty: string;
  /** Bundle: the chosen link id and qty by option id. */
  bundle: Record<string, { link: string; qty: string }>;
  /** Custom options: the entered text or chosen value ids by option id. */
  custom: Record<string, string | string[]>;
}

/** The initial choices: qty 1, each bundle option's default (else first) link and its qty. */
export function initialChoices(product: CatalogProduct): PurchaseChoices {
  const bundle: PurchaseChoices['bundle'] = {};
  for (const option of product.bundle_options ?? []) {
    const link = option.product_links.find((l) => l.is_default) ?? option.product_links[0];
    if (link) bundle[String(option.option_id)] = { link: String(link.id), qty: String(link.qty) };
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

/**
 * The unit price incl. tax of the current choices: a bundle sums its chosen links times their
 * qty, a grouped product its simple products, others the variant's (or product's) final price;
 * chosen custom options are added (fixed or percent of that price).
 */
export function unitPrice(
  product: CatalogProduct,
  variant: ProductVariant | undefined,
  choices: PurchaseChoices,
  clock: Pick<Clock, 'now'>,
): number {
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
  product_option?: AddToCartDetail['product_option'];
};

/**
 * An add-to-cart request (the shape of the shop's `AddToCartInput` and of the
 * `kauppa:add-to-cart` event): the sku, qty and options, and the product itself, so the shop
 * does not look it up again (it works offline and keeps the page's taxed prices).
 */
export interface AddToCartDetail {
  sku: string;
  qty: number;
  product_option?: { extension_attributes: Record<string, unknown> } | undefined;
  product: PurchasedProduct;
}

/**
 * The add-to-cart request of the current choices, or the messages that stop it: options to
 * choose first ('Please choose the product options first.'), the quantity rule, the price rule
 * and the product's errors (`productCartErrors`).
 */
export function addToCartRequest(
  product: CatalogProduct,
  variant: ProductVariant | undefined,
  choices: PurchaseChoices,
  {
    available,
    listOutOfStockProducts,
  }: { available?: number | undefined; listOutOfStockProducts?: boolean | undefined } = {},
): { detail: AddToCartDetail; errors?: undefined } | { detail?: undefined; errors: ShownMessage[] } {
  const errors: ShownMessage[] = [];
  if (product.type_id === 'configurable' && !variant) errors.push({ id: messages.chooseOptionFirst });
  const quantity = checkQuantity(choices.qty, available);
  if (quantity.error) errors.push(quantity.error);
  let configured: PurchasedProduct = product;
  if (product.type_id === 'configurable' && variant) {
    configured = configureProduct({
      product,
      selection: selectionOf(product, variant),
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
