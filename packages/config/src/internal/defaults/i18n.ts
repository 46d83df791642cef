import type { ShopConfig } from '../schema.ts';

/**
 * The default `i18n` section: locale, country, currency and price format (commerce-core §1,
 * accounts-content §9). `defaultShopConfig` holds this very object; it has its own module so a
 * browser bundle that reads only this section carries only it (issue 20.1).
 */
export const defaultI18nConfig: ShopConfig['i18n'] = {
  // commerce-core §1: locale Finnish, country FI, currency EUR shown with €, default language English.
  defaultLocale: 'fi-FI',
  defaultCountry: 'FI',
  defaultLanguage: 'en-US',
  currencyCode: 'EUR',
  currencySign: '€',
  languages: ['en-US', 'de-DE', 'it-IT', 'fi-FI'],
  // accounts-content §9: price shown with 2 decimals.
  priceFormat: {
    decimals: 2,
    pattern: '#,##0.00 ¤',
    dateFormat: 'DD.MM.YYYY HH:mm',
    timeZone: 'Europe/Helsinki',
  },
};
