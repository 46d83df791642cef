import type { ShopConfig } from '../schema.ts';

/**
 * The default `storeViews` section: the German and Italian store views, multistore off (commerce-
 * core §1). `defaultShopConfig` holds this very object; it has its own module so a browser bundle
 * that reads only this section carries only it (issue 20.1).
 */
export const defaultStoreViewsConfig: ShopConfig['storeViews'] = {
  // commerce-core §1: German and Italian store views exist, but multistore is off.
  multistore: false,
  defaultStoreCode: '',
  stores: {
    de: {
      storeCode: 'de',
      storeId: 3,
      name: 'German Store',
      url: '/de',
      i18n: {
        defaultLocale: 'de-DE',
        defaultCountry: 'DE',
        defaultLanguage: 'de-DE',
        currencyCode: 'EUR',
        currencySign: '€',
      },
      tax: { defaultCountry: 'DE' },
    },
    it: {
      storeCode: 'it',
      storeId: 4,
      name: 'Italian Store',
      url: '/it',
      i18n: {
        defaultLocale: 'it-IT',
        defaultCountry: 'IT',
        defaultLanguage: 'it-IT',
        currencyCode: 'EUR',
        currencySign: '€',
      },
      tax: { defaultCountry: 'IT' },
    },
  },
};
