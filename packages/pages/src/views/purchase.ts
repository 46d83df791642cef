import {
  type CatalogProduct,
  getCustomOptionPrice,
  type Money,
  type PurchaseChoices,
} from '@kauppa/catalog-pricing';

/** A surcharge of a custom option value: a fixed amount incl. tax, or a percent of the product price. */
export type Surcharge = { amount: number; percent?: undefined } | { percent: number; amount?: undefined };

/** A selectable product of a bundle option as the purchase block shows it. */
export interface BundleLinkView {
  id: string;
  /** The radio button's id. */
  inputId: string;
  /** The product's name, else its sku. */
  name: string;
  /** Its final price incl. tax when loaded, else the link's price. */
  price: Money;
  checked: boolean;
}

/** A bundle option as the purchase block shows it. */
export interface BundleOptionView {
  id: string;
  title: string;
  links: BundleLinkView[];
  /** The entered quantity of the option. */
  qty: string;
}

/** A custom option as the purchase block shows it. */
export interface CustomOptionView {
  id: string;
  /** The field's id. */
  inputId: string;
  title: string;
  /** A text option's price (shown as "(+…)"); `undefined` when it has none or is a choice. */
  surcharge: number | undefined;
  /** A choice of values (a select); without values, a text field. */
  choice: boolean;
  values: Array<{ id: string; title: string; surcharge: Surcharge | undefined }>;
  /** The entered text or chosen value id. */
  value: string;
}

/** What the purchase block of a product page shows. */
export interface PurchaseFormView {
  bundle: BundleOptionView[];
  /** The grouped products with their prices; `undefined` unless the product is grouped with links. */
  grouped: Array<{ sku: string; name: string; price: number | undefined }> | undefined;
  custom: CustomOptionView[];
}

/** Input of {@link purchaseFormView}. */
export interface PurchaseFormViewInput {
  product: CatalogProduct;
  choices: PurchaseChoices;
  /** The unit price incl. tax of the choices (`purchaseUnitPrice`): the base of percent prices. */
  unit: number;
  /** The final price incl. tax of a loaded product (the special price only in its window). */
  finalPriceOf: (product: CatalogProduct) => number;
}

const nameOf = (product: CatalogProduct | undefined, fallback: string) =>
  (product as { name?: string } | undefined)?.name ?? fallback;

/**
 * The purchase block of a product page (commerce-core §4 bundle and grouped prices, §5 custom
 * options): each bundle option's products with their prices incl. tax and the chosen one, the
 * grouped products with theirs, and each custom option with its surcharge — a text option's price
 * (a percent one taken of the unit price), a value's fixed amount or percent.
 *
 * @example
 * const view = purchaseFormView({ product, choices, unit, finalPriceOf: (p) => getProductPrice({ product: p, clock }).finalPriceInclTax });
 */
export function purchaseFormView({
  product,
  choices,
  unit,
  finalPriceOf,
}: PurchaseFormViewInput): PurchaseFormView {
  const bundle =
    product.type_id === 'bundle'
      ? (product.bundle_options ?? []).map((option) => {
          const id = String(option.option_id);
          const chosen = choices.bundle[id];
          return {
            id,
            title: option.title ?? id,
            qty: chosen?.qty ?? '1',
            links: option.product_links.map((link) => ({
              id: String(link.id),
              inputId: `bundle-${id}-${String(link.id)}`,
              name: nameOf(link.product, link.sku),
              price: link.product ? finalPriceOf(link.product) : link.price,
              checked: chosen?.link === String(link.id),
            })),
          };
        })
      : [];
  const grouped =
    product.type_id === 'grouped' && product.product_links
      ? product.product_links.map((link) => ({
          sku: link.linked_product_sku,
          name: nameOf(link.product, link.linked_product_sku),
          price: link.product ? finalPriceOf(link.product) : undefined,
        }))
      : undefined;
  const custom = (product.custom_options ?? []).map((option) => {
    const id = String(option.option_id);
    const value = choices.custom[id];
    const choice = (option.values?.length ?? 0) > 0;
    return {
      id,
      inputId: `custom-option-${id}`,
      title: option.title ?? id,
      surcharge: !choice && option.price ? getCustomOptionPrice({ option, basePrice: unit }) : undefined,
      choice,
      values: (option.values ?? []).map((v) => ({
        id: String(v.option_type_id),
        title: v.title ?? String(v.option_type_id),
        surcharge: v.price
          ? v.price_type === 'percent'
            ? { percent: v.price }
            : { amount: v.price }
          : undefined,
      })),
      value: typeof value === 'string' ? value : '',
    };
  });
  return { bundle, grouped, custom };
}

/** The choices with a bundle option's product chosen (its quantity kept, 1 at first). */
export function chooseBundleLink(
  choices: PurchaseChoices,
  optionId: string,
  linkId: string,
): PurchaseChoices {
  const qty = choices.bundle[optionId]?.qty ?? '1';
  return { ...choices, bundle: { ...choices.bundle, [optionId]: { link: linkId, qty } } };
}

/** The choices with a bundle option's quantity entered (its chosen product kept). */
export function setBundleQuantity(choices: PurchaseChoices, optionId: string, qty: string): PurchaseChoices {
  const link = choices.bundle[optionId]?.link ?? '';
  return { ...choices, bundle: { ...choices.bundle, [optionId]: { link, qty } } };
}

/** The choices with a custom option's text entered or value chosen. */
export function setCustomChoice(
  choices: PurchaseChoices,
  optionId: string,
  value: string | string[],
): PurchaseChoices {
  return { ...choices, custom: { ...choices.custom, [optionId]: value } };
}
