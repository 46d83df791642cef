/**
 * Minimal structural types of the product fields these rules read (commerce-core §3 Product):
 * the catalogue rules' view of a product, named `Catalog…` apart from the wire shapes of
 * `@kauppa/contract` (issue 30.8). The contract's zod-inferred types are assignable to these, so
 * contract products can be passed as they are. `Id` and `Money` are the contract's.
 */
import type { Id, Money } from '@kauppa/contract';

export type { Id, Money };

/** The price fields of a product or variant, with their tax variants (commerce-core §3). */
export interface ProductPrices {
  price?: Money;
  price_incl_tax?: Money;
  original_price?: Money;
  original_price_incl_tax?: Money;
  special_price?: Money;
  special_price_incl_tax?: Money;
  /** The special price as first read, kept by `@kauppa/tax` when it zeroes one that does not apply. */
  original_special_price?: Money;
  final_price?: Money;
  final_price_incl_tax?: Money;
  special_from_date?: string | null | undefined;
  special_to_date?: string | null | undefined;
}

/** Stock of a product (commerce-core §3 product.stock). */
export interface StockInfo {
  is_in_stock: boolean;
  qty?: number | undefined;
}

/** A configurable child (variant). Option values are read from the field named after the attribute code. */
export interface ProductVariant extends ProductPrices {
  sku: string;
  status?: number | undefined;
  stock?: StockInfo | undefined;
  custom_attributes?: ReadonlyArray<{ attribute_code: string; value: unknown }> | null | undefined;
  /** Attribute values by attribute code (`color`, `size` …). */
  [attributeCode: string]: unknown;
}

/** One value of a configurable option. */
export interface ConfigurableOptionValue {
  value_index: Id;
  label?: string | undefined;
}

/** A configurable option as the variant rules read it (commerce-core §3: attribute_code, attribute_id, label, values). */
export interface CatalogConfigurableOption {
  attribute_code: string;
  attribute_id: Id;
  label?: string | undefined;
  values: readonly ConfigurableOptionValue[];
}

/** A product link of a grouped product as the price rules read it; `product` is filled in when the product is loaded. */
export interface CatalogProductLink {
  link_type: string;
  linked_product_sku: string;
  linked_product_type?: string | undefined;
  qty?: number | undefined;
  product?: CatalogProduct | undefined;
}

/** A selectable product of a bundle option as the price rules read it; `product` is filled in when the product is loaded. */
export interface CatalogBundleProductLink {
  id: Id;
  sku: string;
  qty: number;
  is_default?: boolean | undefined;
  price?: Money;
  product?: CatalogProduct | undefined;
}

/** A bundle option as the price rules read it. */
export interface CatalogBundleOption {
  option_id: Id;
  title?: string | undefined;
  product_links: readonly CatalogBundleProductLink[];
}

/** A price of a custom option or of one of its values: fixed, or a percent of the product price. */
export interface CustomOptionPrice {
  price?: Money;
  price_type?: 'fixed' | 'percent' | undefined;
}

/** A custom option of a product as the price rules read it (commerce-core §5: fixed or percent prices). */
export interface CatalogCustomOption extends CustomOptionPrice {
  option_id: Id;
  title?: string | undefined;
  values?: ReadonlyArray<CustomOptionPrice & { option_type_id: Id; title?: string | undefined }> | undefined;
}

/** The chosen configurable option of a configured product (commerce-core §3 product_option). */
export interface ConfigurableItemOption {
  option_id: Id;
  option_value: Id;
  label?: string | undefined;
  value?: string | undefined;
}

/** A product as the catalogue rules see it (commerce-core §3 Product). */
export interface CatalogProduct extends ProductPrices {
  sku: string;
  type_id?: string | undefined;
  status?: number | undefined;
  visibility?: number | undefined;
  stock?: StockInfo | undefined;
  configurable_options?: readonly CatalogConfigurableOption[] | undefined;
  configurable_children?: readonly ProductVariant[] | undefined;
  product_links?: readonly CatalogProductLink[] | undefined;
  bundle_options?: readonly CatalogBundleOption[] | undefined;
  custom_options?: readonly CatalogCustomOption[] | undefined;
  errors?: Record<string, unknown> | undefined;
}
