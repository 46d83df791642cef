/**
 * The slice of the shop configuration the shell reads. It mirrors the names of
 * `@kauppa/config`'s `defaultShopConfig` (commerce-core §9); once that package is on `main` this
 * module reads it from there instead of holding the values.
 */
export interface ShellSettings {
  api: { url: string; timeouts: { clientMs: number; serverMs: number } };
  server: {
    outputCacheTtlSeconds: number;
    expires: { defaultSeconds: number; jsonSeconds: number; pngSeconds: number };
  };
  storeViews: { multistore: boolean; defaultStoreCode: string };
  brands: { defaultBrand: string; hosts: Record<string, string> };
  i18n: { defaultLocale: string; defaultLanguage: string; currencyCode: string };
}

const DAY_SECONDS = 86_400;

/** The shell's settings (placeholder values of commerce-core §9 until `@kauppa/config` lands). */
export const shellSettings: ShellSettings = {
  api: { url: 'http://127.0.0.1:8080/api', timeouts: { clientMs: 5000, serverMs: 1000 } },
  server: {
    outputCacheTtlSeconds: DAY_SECONDS,
    expires: { defaultSeconds: 30 * DAY_SECONDS, jsonSeconds: DAY_SECONDS, pngSeconds: 7 * DAY_SECONDS },
  },
  storeViews: { multistore: false, defaultStoreCode: '' },
  brands: { defaultBrand: 'battery', hosts: {} },
  i18n: { defaultLocale: 'fi-FI', defaultLanguage: 'en-US', currencyCode: 'EUR' },
};
