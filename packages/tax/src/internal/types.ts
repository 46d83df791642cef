/**
 * Minimal structural types of the fields the tax rules read. `@kauppa/contract`'s zod-inferred
 * types are assignable to these, so callers can pass contract objects as they are. `Id` and
 * `Money` are the contract's (issue 30.8: one name, one meaning).
 */
import type { Id, Money } from '@kauppa/contract';

export type { Id, Money };

/** One rate of a tax rule (commerce-core §3 Tax rule): `rate` is a percentage. */
export interface TaxRate {
  rate: number;
  tax_country_id: string;
  tax_region_id?: Id | null | undefined;
  region_name?: string | null | undefined;
}

/**
 * The fields of a tax rule the tax computation reads (commerce-core §3): it matches a product tax
 * class and a customer tax class. The contract's `TaxRule`, the rule as the index sends it, is
 * assignable to it; a rule written by hand needs no `id`.
 */
export interface TaxRuleFields {
  id?: Id | undefined;
  product_tax_class_ids: readonly Id[];
  customer_tax_class_ids: readonly Id[];
  rates: readonly TaxRate[];
}

/** The price fields the tax computation reads and writes (commerce-core §3 Product). */
export interface TaxablePrices {
  tax_class_id?: Id | null | undefined;
  price?: Money;
  price_tax?: Money;
  price_incl_tax?: Money;
  original_price?: Money;
  original_price_tax?: Money;
  original_price_incl_tax?: Money;
  special_price?: Money;
  special_price_tax?: Money;
  special_price_incl_tax?: Money;
  original_special_price?: Money;
  final_price?: Money;
  final_price_tax?: Money;
  final_price_incl_tax?: Money;
  original_final_price?: Money;
  /** The special price applies from this date (commerce-core §3); empty means open. */
  special_from_date?: string | number | null | undefined;
  /** The special price applies until this date; empty means open. */
  special_to_date?: string | number | null | undefined;
  custom_attributes?: ReadonlyArray<{ attribute_code: string; value: unknown }> | null | undefined;
}

/** A product as the tax computation sees it: its prices plus the children it prices too. */
export interface TaxableProduct extends TaxablePrices {
  configurable_children?: readonly TaxablePrices[] | undefined;
  product_links?: ReadonlyArray<{ product?: TaxableProduct | undefined }> | undefined;
  bundle_options?:
    | ReadonlyArray<{ product_links: ReadonlyArray<{ product?: TaxableProduct | undefined }> }>
    | undefined;
}

/** The signed-in user, as far as tax cares: the customer group (commerce-core §4 Tax). */
export interface TaxUser {
  group_id?: number | null | undefined;
}

/** A price split into its net part, its tax and their sum. */
export interface PriceWithTax {
  /** The price without tax. */
  price: number;
  /** The tax on it. */
  tax: number;
  /** `price + tax`. */
  priceInclTax: number;
}
