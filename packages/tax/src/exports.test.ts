import { expect, it } from 'vitest';
import * as tax from './index.ts';

it('pins the public surface of @kauppa/tax', () => {
  expect(Object.keys(tax).sort()).toEqual(
    [
      'TaxCountryMissingError',
      'TaxError',
      'applyProductTax',
      'applyProductsTax',
      'computePriceWithTax',
      'findTaxRate',
      'findTaxRule',
      'isGroupedTaxActive',
      'resolveTaxCountry',
      'resolveTaxUserGroupId',
      'resolveTotalsCountry',
      'taxMessages',
      'toRateFactor',
    ].sort(),
  );
});
