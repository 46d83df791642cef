import { defaultCatalogConfig } from '@kauppa/config';
import { NoAvailableProductVariantsError, NoSuchConfigurationError } from './errors.ts';
import { catalogMessages } from './messages.ts';
import type {
  CatalogConfigurableOption,
  CatalogProduct,
  ConfigurableItemOption,
  Id,
  ProductPrices,
  ProductVariant,
} from './types.ts';

/** The chosen options of a configurable product by attribute code: `{ color: 52, size: '167' }`. */
export type VariantSelection = Readonly<Record<string, Id>>;

/** Options shared by the variant rules. */
export interface VariantRuleOptions {
  /**
   * Whether out-of-stock products are listed; when off, out-of-stock variants are ignored.
   * @default defaultShopConfig.catalog.listOutOfStockProducts (true)
   */
  listOutOfStockProducts?: boolean | undefined;
}

/**
 * Whether a variant can be chosen (commerce-core §4 Configuring a product): status below 2, and
 * in stock unless out-of-stock listing is on.
 *
 * @example
 * isVariantAvailable({ variant, listOutOfStockProducts: false });
 */
export function isVariantAvailable({
  variant,
  listOutOfStockProducts = defaultCatalogConfig.listOutOfStockProducts,
}: VariantRuleOptions & { variant: ProductVariant }): boolean {
  if ((variant.status ?? 1) >= 2) return false;
  return listOutOfStockProducts || variant.stock?.is_in_stock !== false;
}

/** The value of an attribute on a variant: its own field, else its `custom_attributes` entry. */
const attributeValue = (variant: ProductVariant, code: string): unknown => {
  const own = variant[code];
  if (own !== undefined && own !== null) return own;
  if (!variant.custom_attributes) return undefined;
  for (const attribute of variant.custom_attributes) {
    if (attribute.attribute_code === code) return attribute.value;
  }
  return undefined;
};

/** Options of {@link filterUnavailableVariants}. */
export interface FilterUnavailableVariantsOptions<P extends CatalogProduct> extends VariantRuleOptions {
  product: P;
}

/**
 * The product-loading step "filter unavailable variants" (commerce-core §4, §5): drops variants
 * with status 2 or higher and, when out-of-stock listing is off, out-of-stock ones; keeps the
 * option values some remaining variant has, with labels trimmed and those blank after trimming
 * dropped. A configurable product left without variants gets the error
 * "No available product variants" in `errors.variants`. The product is not modified.
 *
 * @example
 * const product = filterUnavailableVariants({ product: loaded, ...config.catalog });
 */
export function filterUnavailableVariants<P extends CatalogProduct>({
  product,
  listOutOfStockProducts = defaultCatalogConfig.listOutOfStockProducts,
}: FilterUnavailableVariantsOptions<P>): P {
  if (product.type_id !== 'configurable') return product;
  const children = (product.configurable_children ?? []).filter((variant) =>
    isVariantAvailable({ variant, listOutOfStockProducts }),
  );
  const options: CatalogConfigurableOption[] = (product.configurable_options ?? []).map((option) => {
    const present = new Set(children.map((child) => String(attributeValue(child, option.attribute_code))));
    const values = [];
    for (const value of option.values) {
      const label = value.label?.trim();
      if (label === '' || !present.has(String(value.value_index))) continue;
      values.push(label === undefined ? value : { ...value, label });
    }
    return { ...option, values };
  });
  const filtered: P = { ...product, configurable_children: children, configurable_options: options };
  if (children.length === 0) {
    filtered.errors = { ...product.errors, variants: catalogMessages.noAvailableProductVariants };
  }
  return filtered;
}

/** Options of {@link findConfigurableVariant} and {@link configureProduct}. */
export interface FindConfigurableVariantOptions<P extends CatalogProduct> extends VariantRuleOptions {
  /** A configurable product. */
  product: P;
  /** The chosen options by attribute code. */
  selection: VariantSelection;
}

interface VariantScan {
  variant: ProductVariant | undefined;
  anyAvailable: boolean;
}

/** One pass over the variants: the first available exact match, and whether any is available. */
const scanVariants = (
  children: readonly ProductVariant[],
  selection: VariantSelection,
  listOutOfStockProducts: boolean,
): VariantScan => {
  const wanted = Object.entries(selection).map(([code, value]) => [code, value, String(value)] as const);
  let anyAvailable = false;
  for (const variant of children) {
    if (!isVariantAvailable({ variant, listOutOfStockProducts })) continue;
    anyAvailable = true;
    let matches = true;
    for (const [code, raw, text] of wanted) {
      const own = attributeValue(variant, code);
      if (own !== raw && (own === undefined || own === null || String(own) !== text)) {
        matches = false;
        break;
      }
    }
    if (matches) return { variant, anyAvailable };
  }
  return { variant: undefined, anyAvailable };
};

/**
 * The first available variant whose values equal every chosen option exactly (numbers and
 * numeric strings alike), or `undefined`.
 *
 * @example
 * findConfigurableVariant({ product, selection: { color: 52, size: 167 } })?.sku;
 */
export function findConfigurableVariant<P extends CatalogProduct>({
  product,
  selection,
  listOutOfStockProducts = defaultCatalogConfig.listOutOfStockProducts,
}: FindConfigurableVariantOptions<P>): ProductVariant | undefined {
  return scanVariants(product.configurable_children ?? [], selection, listOutOfStockProducts).variant;
}

/**
 * A configurable product configured with one of its variants: the variant's prices (and the rest
 * of its fields) replace the parent's, so it can be passed to `getProductPrice` as it is.
 */
export type ConfiguredProduct<P extends CatalogProduct> = P &
  ProductPrices & {
    /** The parent's sku; `sku` is the variant's. */
    parentSku: string;
    /** True when every configurable option has been chosen. */
    is_configured: boolean;
    product_option: { extension_attributes: { configurable_item_options: ConfigurableItemOption[] } };
  };

/** The result of {@link configureProduct}. */
export interface ConfigureProductResult<P extends CatalogProduct> {
  /** The product with the variant's sku, prices, stock and attributes, and its `product_option`. */
  product: ConfiguredProduct<P>;
  /** The chosen variant. */
  variant: ProductVariant;
}

/**
 * Chooses options on a configurable product (commerce-core §4 Configuring a product): finds the
 * variant matching the chosen options and returns the product configured with it. Throws
 * {@link NoAvailableProductVariantsError} when no variant is available at all and
 * {@link NoSuchConfigurationError} when none matches. The parent's name and type are kept.
 *
 * @example
 * const { product: configured } = configureProduct({ product, selection: { color: 52, size: 167 } });
 * configured.sku; // the variant's sku
 */
export function configureProduct<P extends CatalogProduct>({
  product,
  selection,
  listOutOfStockProducts = defaultCatalogConfig.listOutOfStockProducts,
}: FindConfigurableVariantOptions<P>): ConfigureProductResult<P> {
  const { variant, anyAvailable } = scanVariants(
    product.configurable_children ?? [],
    selection,
    listOutOfStockProducts,
  );
  if (!variant) {
    throw anyAvailable ? new NoSuchConfigurationError() : new NoAvailableProductVariantsError();
  }

  const options = product.configurable_options ?? [];
  const itemOptions: ConfigurableItemOption[] = [];
  for (const option of options) {
    const chosen = selection[option.attribute_code];
    if (chosen === undefined) continue;
    const value = option.values.find((v) => String(v.value_index) === String(chosen));
    itemOptions.push({
      option_id: option.attribute_id,
      option_value: chosen,
      label: option.label,
      value: value?.label,
    });
  }
  const {
    name: _name,
    type_id: _type,
    configurable_children: _children,
    configurable_options: _options,
    ...variantFields
  } = variant as ProductVariant & Partial<CatalogProduct> & { name?: unknown };
  const configured = {
    ...product,
    ...variantFields,
    sku: variant.sku,
    parentSku: product.sku,
    is_configured: options.every((option) => selection[option.attribute_code] !== undefined),
    product_option: { extension_attributes: { configurable_item_options: itemOptions } },
  } as ConfiguredProduct<P>;
  return { product: configured, variant };
}
