import {
  type CatalogProduct,
  findConfigurableVariant,
  type ProductVariant,
  type VariantSelection,
} from '@kauppa/catalog-pricing';

/**
 * The configurable option selectors of the product page (commerce-core §4 Configuring a
 * product). Every offered value is a link to the variant that matches the selection with that
 * value exactly (its childSku URL); values without an available variant are not offered.
 */

/** The value of an attribute on a variant: its own field, else its `custom_attributes` entry. */
export function variantValue(variant: ProductVariant, code: string): string | undefined {
  const own = variant[code];
  if (own !== undefined && own !== null && own !== '') return String(own);
  const attribute = variant.custom_attributes?.find((a) => a.attribute_code === code);
  return attribute && attribute.value != null ? String(attribute.value) : undefined;
}

/** The selection a variant stands for: its value of every configurable option. */
export function selectionOf(product: CatalogProduct, variant: ProductVariant | undefined): VariantSelection {
  const selection: Record<string, string> = {};
  if (!variant) return selection;
  for (const option of product.configurable_options ?? []) {
    const value = variantValue(variant, option.attribute_code);
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
  /** The variant this value leads to. */
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

/**
 * The option selectors of a configurable product with `selection` chosen: for each value, the
 * variant matching the selection with that value exactly; when no variant matches exactly
 * (another option would have to change too), the first variant having that value. Values no
 * available variant has are left out (`filterUnavailableVariants` drops unavailable variants).
 */
export function optionSelectors(
  product: CatalogProduct,
  selection: VariantSelection,
  { listOutOfStockProducts }: { listOutOfStockProducts?: boolean | undefined } = {},
): OptionSelector[] {
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
      choices.push({
        value: id,
        label: value.label ?? id,
        selected:
          selection[option.attribute_code] !== undefined && String(selection[option.attribute_code]) === id,
        sku: variant.sku,
        inStock: variant.stock?.is_in_stock !== false,
      });
    }
    return { code: option.attribute_code, label: option.label ?? option.attribute_code, choices };
  });
}
