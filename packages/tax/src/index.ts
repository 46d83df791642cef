/**
 * @kauppa/tax — tax rules and rates, the grouped-tax user group, prices including or excluding
 * tax (commerce-core §3, §4 Tax, §5).
 * @packageDocumentation
 */
export { TaxCountryMissingError, TaxError } from './internal/errors.ts';
export { taxMessages } from './internal/messages.ts';
export type {
  ApplyProductsTaxOptions,
  ApplyProductTaxOptions,
  ComputePriceWithTaxOptions,
  ProductTaxOptions,
  WithTax,
} from './internal/product-tax.ts';
export { applyProductsTax, applyProductTax, computePriceWithTax } from './internal/product-tax.ts';
export type {
  FindTaxRateOptions,
  FindTaxRuleOptions,
  ResolveTaxCountryOptions,
  ResolveTaxUserGroupIdOptions,
  ResolveTotalsCountryOptions,
} from './internal/rates.ts';
export {
  findTaxRate,
  findTaxRule,
  isGroupedTaxActive,
  resolveTaxCountry,
  resolveTaxUserGroupId,
  resolveTotalsCountry,
  toRateFactor,
} from './internal/rates.ts';
export type {
  Id,
  Money,
  PriceWithTax,
  TaxablePrices,
  TaxableProduct,
  TaxRate,
  TaxRuleFields,
  TaxUser,
} from './internal/types.ts';
