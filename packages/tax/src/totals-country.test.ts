import { describe, expect, it } from 'vitest';
import { resolveTotalsCountry, TaxCountryMissingError } from './index.ts';

describe('totals country (commerce-core §5)', () => {
  it('uses the given country for the totals (commerce-core §5)', () => {
    expect(resolveTotalsCountry({ country: 'SE' })).toBe('SE');
  });

  it('falls back to the configured default country (commerce-core §5)', () => {
    expect(resolveTotalsCountry({ country: undefined })).toBe('FI');
    expect(resolveTotalsCountry({ country: '', defaultCountry: 'DE' })).toBe('DE');
  });

  it('asks to set the default tax country when there is neither (commerce-core §5)', () => {
    const attempt = () => resolveTotalsCountry({ country: null, defaultCountry: null });
    expect(attempt).toThrow(TaxCountryMissingError);
    expect(attempt).toThrow('No country given for the totals. Please set the default tax country.');
    try {
      attempt();
    } catch (error) {
      expect((error as TaxCountryMissingError).messageId).toBe(
        'No country given for the totals. Please set the default tax country.',
      );
    }
  });
});
