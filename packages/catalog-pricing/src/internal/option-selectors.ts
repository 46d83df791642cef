import type { CatalogProduct, ProductVariant } from './types.ts';
import { findConfigurableVariant, type VariantRuleOptions, type VariantSelection } from './variants.ts';

/**
 * The configurable options list of a product page (commerce-core §4 Configuring a product): every
 * offered value leads to the variant that matches the selection with that value exactly; values
 * without an available variant are not offered.
 */

/** Options of {@link variantValue}. */
export interface VariantValueOptions {
  variant: ProductVariant;
  /** The attribute code (`color`). */
  code: string;
}

/**
 * The value of an attribute on a variant as text: its own field, else its `custom_attributes`
 * entry; `undefined` when it has none.
 *
 * @example
 * variantValue({ variant: { sku: 'TEE-49', color: 49 }, code: 'color' }); // '49'
 */
export function variantValue({ variant, code }: VariantValueOptions): string | undefined {
  const own = variant[code];
  if (own !== undefined && own !== null && own !== '') return String(own);
  const attribute = variant.custom_attributes?.find((a) => a.attribute_code === code);
  return attribute && attribute.value != null ? String(attribute.value) : undefined;
}

/** Options of {@link selectionOf}. */
export interface SelectionOfOptions {
  product: CatalogProduct;
  /** The chosen variant; none gives the empty selection. */
  variant?: ProductVariant | undefined;
}

/**
 * The selection a variant stands for: its value of every configurable option of the product.
 *
 * @example
 * selectionOf({ product, variant }); // { color: '49', size: '1' }
 */
export function selectionOf({ product, variant }: SelectionOfOptions): VariantSelection {
  const selection: Record<string, string> = {};
  if (!variant) return selection;
  for (const option of product.configurable_options ?? []) {
    const value = variantValue({ variant, code: option.attribute_code });
    if (value !== undefined) selection[option.attribute_code] = value;
  }
  return selection;
}

/** One value of an option selector. */
export interface OptionChoice {
  value: string;
  label: string;
  /** The value of the current selection. */
  selected: boolean;
  /** The variant this value leads to (its childSku). */
  sku: string;
  /** The variant is in stock. */
  inStock: boolean;
}

/** One option selector (color, size …) with the values a shopper can choose. */
export interface OptionSelector {
  code: string;
  label: string;
  choices: OptionChoice[];
}

/** Options of {@link configurableOptionsList}. */
export interface ConfigurableOptionsListOptions extends VariantRuleOptions {
  product: CatalogProduct;
  /** The current selection by attribute code. */
  selection: VariantSelection;
}

/**
 * The configurable options list (commerce-core §4 Configuring a product): for each option of the
 * product and each of its values, the variant matching `selection` with that value exactly; when
 * none matches exactly (another option would have to change too), the first variant having that
 * value. Values no available variant has are left out (status 2 or higher, and out of stock when
 * out-of-stock listing is off).
 *
 * @example
 * const [color] = configurableOptionsList({ product, selection: { color: '49', size: '1' } });
 * color.choices.map((c) => c.sku); // ['TEE-49-1', 'TEE-50-1']
 */
export function configurableOptionsList({
  product,
  selection,
  listOutOfStockProducts,
}: ConfigurableOptionsListOptions): OptionSelector[] {
  return (product.configurable_options ?? []).map((option) => {
    const choices: OptionChoice[] = [];
    for (const value of option.values) {
      const id = String(value.value_index);
      const variant =
        findConfigurableVariant({
          product,
          selection: { ...selection, [option.attribute_code]: id },
          listOutOfStockProducts,
        }) ??
        findConfigurableVariant({
          product,
          selection: { [option.attribute_code]: id },
          listOutOfStockProducts,
        });
      if (!variant) continue;
      const chosen = selection[option.attribute_code];
      choices.push({
        value: id,
        label: value.label ?? id,
        selected: chosen !== undefined && String(chosen) === id,
        sku: variant.sku,
        inStock: variant.stock?.is_in_stock !== false,
      });
    }
    return { code: option.attribute_code, label: option.label ?? option.attribute_code, choices };
  });
}
