import { defaultShopConfig } from '@kauppa/config';
import { TaxCountryMissingError } from './errors.ts';
import type { Id, TaxRate, TaxRuleFields, TaxUser } from './types.ts';

/**
 * A rate as a factor: tax rule rates are percentages divided by 100 (commerce-core §4 Tax).
 *
 * @example
 * toRateFactor({ rate: 25.5 }); // 0.255
 */
export function toRateFactor({ rate }: { rate: number }): number {
  return rate / 100;
}

/** Options of {@link resolveTaxCountry}. */
export interface ResolveTaxCountryOptions {
  /** The country asked for (the shipping country, a store's country …). */
  country?: string | null | undefined;
  /**
   * The shop's default tax country.
   * @default defaultShopConfig.tax.defaultCountry ('FI')
   */
  defaultCountry?: string | null | undefined;
  /**
   * The catalogue logic's fallback, used only when there is neither a country nor a default.
   * @default defaultShopConfig.tax.fallbackCountry ('PL')
   */
  fallbackCountry?: string | undefined;
}

/**
 * The country whose tax rates price the catalogue (commerce-core §4 Tax). The spec names FI as
 * the default tax country and PL as the fallback of the catalogue logic ("both readings exist").
 * Resolution: the given country, else the configured default (FI), else the configured fallback
 * (PL). With the default configuration PL is therefore never reached; it only applies to a store
 * view configured without a default tax country.
 *
 * @example
 * resolveTaxCountry({}); // 'FI'
 * resolveTaxCountry({ country: 'SE' }); // 'SE'
 * resolveTaxCountry({ defaultCountry: '' }); // 'PL'
 */
export function resolveTaxCountry({
  country,
  defaultCountry = defaultShopConfig.tax.defaultCountry,
  fallbackCountry = defaultShopConfig.tax.fallbackCountry,
}: ResolveTaxCountryOptions = {}): string {
  return country || defaultCountry || fallbackCountry;
}

/** Options of {@link resolveTotalsCountry}. */
export interface ResolveTotalsCountryOptions {
  /** The country of the shipping address, when known. */
  country?: string | null | undefined;
  /**
   * The configured default country.
   * @default defaultShopConfig.tax.defaultCountry ('FI')
   */
  defaultCountry?: string | null | undefined;
}

/**
 * The country totals are computed for (commerce-core §5): the given one, else the configured
 * default; without either it throws {@link TaxCountryMissingError} whose message asks to set the
 * default tax country.
 *
 * @example
 * resolveTotalsCountry({ country: undefined }); // 'FI'
 * resolveTotalsCountry({ defaultCountry: null }); // throws TaxCountryMissingError
 */
export function resolveTotalsCountry({
  country,
  defaultCountry = defaultShopConfig.tax.defaultCountry,
}: ResolveTotalsCountryOptions = {}): string {
  const resolved = country || defaultCountry;
  if (!resolved) throw new TaxCountryMissingError();
  return resolved;
}

/** Options of {@link resolveTaxUserGroupId}. */
export interface ResolveTaxUserGroupIdOptions {
  /** The signed-in user, `null`/`undefined` for a guest. */
  user?: TaxUser | null | undefined;
  /**
   * The tax user group id; a number makes the grouped tax active.
   * @default defaultShopConfig.tax.userGroupId (undefined: grouped tax off)
   */
  userGroupId?: number | null | undefined;
  /**
   * The store uses only the default group.
   * @default defaultShopConfig.tax.useOnlyDefaultUserGroupId (false)
   */
  useOnlyDefaultUserGroupId?: boolean | undefined;
}

/**
 * The customer group that selects tax rules (commerce-core §4 Tax). The grouped tax is active
 * when a numeric tax user group id is configured; then the configured id is used if the store uses
 * only the default group or there is no user, otherwise the user's `group_id`. Returns
 * `undefined` when the grouped tax is not active.
 *
 * @example
 * resolveTaxUserGroupId({ userGroupId: 1, user: { group_id: 4 } }); // 4
 * resolveTaxUserGroupId({ userGroupId: 1, user: null }); // 1
 */
export function resolveTaxUserGroupId({
  user,
  userGroupId = defaultShopConfig.tax.userGroupId,
  useOnlyDefaultUserGroupId = defaultShopConfig.tax.useOnlyDefaultUserGroupId,
}: ResolveTaxUserGroupIdOptions = {}): number | undefined {
  if (!isGroupedTaxActive({ userGroupId })) return undefined;
  if (useOnlyDefaultUserGroupId || !user) return userGroupId as number;
  return typeof user.group_id === 'number' ? user.group_id : (userGroupId as number);
}

/**
 * Whether the grouped tax is active: a numeric tax user group id is configured (commerce-core §4).
 *
 * @example
 * isGroupedTaxActive({ userGroupId: 0 }); // true
 */
export function isGroupedTaxActive({
  userGroupId = defaultShopConfig.tax.userGroupId,
}: {
  /** @default defaultShopConfig.tax.userGroupId */
  userGroupId?: number | null | undefined;
} = {}): boolean {
  return typeof userGroupId === 'number' && Number.isFinite(userGroupId);
}

/** Options of {@link findTaxRule}. */
export interface FindTaxRuleOptions {
  /** The tax rules of the catalogue (entity type `taxrule`). */
  rules: readonly TaxRuleFields[];
  /** The product's `tax_class_id`. */
  productTaxClassId: Id | null | undefined;
  /**
   * The customer tax class (the resolved tax user group). When `undefined` (grouped tax off) the
   * customer class is not checked, as the platform's catalogue logic does.
   */
  customerTaxClassId?: Id | null | undefined;
}

const sameId = (ids: readonly Id[], id: Id): boolean => {
  const key = String(id);
  for (const candidate of ids) if (String(candidate) === key) return true;
  return false;
};

/**
 * The first rule matching both the product tax class and the customer tax class
 * (commerce-core §4 Tax). Ids match whether sent as numbers or numeric strings.
 *
 * @example
 * findTaxRule({ rules, productTaxClassId: 2, customerTaxClassId: 3 });
 */
export function findTaxRule({
  rules,
  productTaxClassId,
  customerTaxClassId,
}: FindTaxRuleOptions): TaxRuleFields | undefined {
  if (productTaxClassId === null || productTaxClassId === undefined || productTaxClassId === '') {
    return undefined;
  }
  const checkCustomer = customerTaxClassId !== null && customerTaxClassId !== undefined;
  return rules.find(
    (rule) =>
      sameId(rule.product_tax_class_ids, productTaxClassId) &&
      (!checkCustomer || sameId(rule.customer_tax_class_ids, customerTaxClassId)),
  );
}

/** Options of {@link findTaxRate}. */
export interface FindTaxRateOptions extends FindTaxRuleOptions {
  /** The tax country (see {@link resolveTaxCountry}). */
  country: string;
  /** The region name; rates without a region name, or with region id 0, match any region. */
  region?: string | null | undefined;
}

/**
 * The rate of the matching rule for a country (and region), or `undefined` when no rule or no
 * rate applies.
 *
 * @example
 * findTaxRate({ rules, productTaxClassId: 2, country: 'FI' }); // { rate: 25.5, tax_country_id: 'FI' }
 */
export function findTaxRate({ country, region, ...ruleOptions }: FindTaxRateOptions): TaxRate | undefined {
  const rule = findTaxRule(ruleOptions);
  if (!rule) return undefined;
  return rule.rates.find(
    (rate) =>
      rate.tax_country_id === country &&
      (!rate.region_name || rate.region_name === (region ?? '') || Number(rate.tax_region_id ?? 0) === 0),
  );
}
