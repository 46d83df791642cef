import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './index.ts';

const NBSP = '\u00a0';

describe('price formatting (accounts-content §9)', () => {
  it('shows 2 decimals with the locale separators and the euro sign, fi-FI by default (accounts-content §9)', () => {
    expect(formatPrice({ value: 12.5 })).toBe('12,50 €');
    expect(formatPrice({ value: 1234.567 })).toBe(`1${NBSP}234,57 €`);
    expect(formatPrice({ value: 0 })).toBe('0,00 €');
  });

  it('shows a negative amount as a minus sign and the absolute value (accounts-content §9)', () => {
    expect(formatPrice({ value: -5 })).toBe('-5,00 €');
    expect(formatPrice({ value: -1234.5 })).toBe(`-1${NBSP}234,50 €`);
    expect(formatPrice({ value: -0.001 })).toBe('0,00 €');
  });

  it('follows the configured locale, sign and pattern (accounts-content §9 price format)', () => {
    expect(
      formatPrice({ value: 1234.5, defaultLocale: 'en-US', currencySign: '$', pattern: '¤#,##0.00' }),
    ).toBe('$1,234.50');
    expect(formatPrice({ value: -3, defaultLocale: 'de-DE', pattern: '#0.00 ¤' })).toBe('-3,00 €');
    expect(formatPrice({ value: 3, decimals: 0 })).toBe('3 €');
  });
});

describe('date format (accounts-content §9 price format)', () => {
  it('formats dates with the configured date format, DD.MM.YYYY HH:mm (accounts-content §9)', () => {
    expect(formatDate({ value: Date.UTC(2026, 2, 5, 10, 7), timeZone: 'UTC' })).toBe('05.03.2026 10:07');
  });

  it('shows Helsinki time by default (accounts-content §9)', () => {
    expect(formatDate({ value: '2026-03-05 10:07:00' })).toBe('05.03.2026 12:07');
    expect(formatDate({ value: '2026-07-05 10:07:00' })).toBe('05.07.2026 13:07');
  });

  it('accepts another date format and gives an empty text for an unreadable date (accounts-content §9)', () => {
    expect(formatDate({ value: Date.UTC(2026, 0, 2), dateFormat: 'YYYY-MM-DD', timeZone: 'UTC' })).toBe(
      '2026-01-02',
    );
    expect(formatDate({ value: 'soon' })).toBe('');
  });
});
