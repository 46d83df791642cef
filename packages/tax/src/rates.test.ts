import { defaultShopConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import {
  findTaxRate,
  findTaxRule,
  isGroupedTaxActive,
  resolveTaxCountry,
  resolveTaxUserGroupId,
  type TaxRuleFields,
  toRateFactor,
} from './index.ts';

const rules: TaxRuleFields[] = [
  {
    id: 1,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { rate: 25.5, tax_country_id: 'FI' },
      { rate: 19, tax_country_id: 'DE' },
    ],
  },
  {
    id: 2,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [4],
    rates: [{ rate: 0, tax_country_id: 'FI' }],
  },
  {
    id: 3,
    product_tax_class_ids: ['5'],
    customer_tax_class_ids: ['3'],
    rates: [
      { rate: 7, tax_country_id: 'US', region_name: 'Texas', tax_region_id: 57 },
      { rate: 5, tax_country_id: 'US', tax_region_id: 0, region_name: 'Any' },
    ],
  },
];

describe('tax rates (commerce-core §4 Tax)', () => {
  it('turns a rate percentage into a factor by dividing by 100 (commerce-core §4 Tax)', () => {
    expect(toRateFactor({ rate: 25.5 })).toBe(0.255);
    expect(toRateFactor({ rate: 0 })).toBe(0);
  });

  it('matches a rule only when both product and customer tax class match (commerce-core §4 Tax)', () => {
    expect(findTaxRule({ rules, productTaxClassId: 2, customerTaxClassId: 3 })?.id).toBe(1);
    expect(findTaxRule({ rules, productTaxClassId: 2, customerTaxClassId: 4 })?.id).toBe(2);
    expect(findTaxRule({ rules, productTaxClassId: 2, customerTaxClassId: 9 })).toBeUndefined();
    expect(findTaxRule({ rules, productTaxClassId: 9, customerTaxClassId: 3 })).toBeUndefined();
  });

  it('compares tax class ids sent as numbers or numeric strings alike (commerce-core §3 Tax rule)', () => {
    expect(findTaxRule({ rules, productTaxClassId: '2', customerTaxClassId: '3' })?.id).toBe(1);
    expect(findTaxRule({ rules, productTaxClassId: 5, customerTaxClassId: 3 })?.id).toBe(3);
  });

  it('matches on the product tax class alone when no customer class is known (grouped tax off) (commerce-core §4 Tax)', () => {
    expect(findTaxRule({ rules, productTaxClassId: 2 })?.id).toBe(1);
  });

  it('never matches a product without a tax class (commerce-core §4 Tax)', () => {
    expect(findTaxRule({ rules, productTaxClassId: undefined })).toBeUndefined();
    expect(findTaxRule({ rules, productTaxClassId: '' })).toBeUndefined();
  });

  it('picks the rate of the tax country (commerce-core §3 Tax rule rates)', () => {
    expect(findTaxRate({ rules, productTaxClassId: 2, country: 'DE' })?.rate).toBe(19);
    expect(findTaxRate({ rules, productTaxClassId: 2, country: 'SE' })).toBeUndefined();
  });

  it('matches a region-specific rate only for its region, region id 0 for any (commerce-core §3 Tax rule rates)', () => {
    expect(findTaxRate({ rules, productTaxClassId: 5, country: 'US', region: 'Texas' })?.rate).toBe(7);
    expect(findTaxRate({ rules, productTaxClassId: 5, country: 'US' })?.rate).toBe(5);
  });
});

describe('tax country (commerce-core §4 Tax)', () => {
  it('defaults to the configured tax country FI (commerce-core §4 Tax)', () => {
    expect(defaultShopConfig.tax.defaultCountry).toBe('FI');
    expect(resolveTaxCountry({})).toBe('FI');
    expect(resolveTaxCountry({ country: undefined, ...defaultShopConfig.tax })).toBe('FI');
  });

  it('uses the given country over the default (commerce-core §4 Tax)', () => {
    expect(resolveTaxCountry({ country: 'DE' })).toBe('DE');
  });

  it('falls back to the configured fallback PL only without a default country (commerce-core §4 Tax "both readings")', () => {
    expect(defaultShopConfig.tax.fallbackCountry).toBe('PL');
    expect(resolveTaxCountry({ defaultCountry: '' })).toBe('PL');
    expect(resolveTaxCountry({ defaultCountry: null, fallbackCountry: 'SE' })).toBe('SE');
  });
});

describe('grouped tax user group (commerce-core §4 Tax)', () => {
  it('is active only when a numeric tax user group id is configured (commerce-core §4 Tax)', () => {
    expect(isGroupedTaxActive({})).toBe(false);
    expect(isGroupedTaxActive({ userGroupId: 0 })).toBe(true);
    expect(resolveTaxUserGroupId({ user: { group_id: 4 } })).toBeUndefined();
  });

  it("uses the user's group_id when a user is signed in (commerce-core §4 Tax)", () => {
    expect(resolveTaxUserGroupId({ userGroupId: 1, user: { group_id: 4 } })).toBe(4);
  });

  it('uses the configured group when there is no user (commerce-core §4 Tax)', () => {
    expect(resolveTaxUserGroupId({ userGroupId: 1, user: null })).toBe(1);
    expect(resolveTaxUserGroupId({ userGroupId: 1 })).toBe(1);
  });

  it('uses the configured group when the store uses only the default group (commerce-core §4 Tax)', () => {
    expect(
      resolveTaxUserGroupId({ userGroupId: 1, useOnlyDefaultUserGroupId: true, user: { group_id: 4 } }),
    ).toBe(1);
  });

  it('uses the configured group when the user has no group_id (commerce-core §4 Tax)', () => {
    expect(resolveTaxUserGroupId({ userGroupId: 1, user: {} })).toBe(1);
  });
});
