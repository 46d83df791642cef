/** The interface languages Kauppa ships (commerce-core §1, accounts-content §1). */
export const supportedLocales = ['en-US', 'fi-FI', 'de-DE', 'it-IT'] as const;

/** One of {@link supportedLocales}. */
export type Locale = (typeof supportedLocales)[number];

/** The default language file, and the fallback of every other one (accounts-content §9). */
export const defaultLocale: Locale = 'en-US';

const byLanguage: Readonly<Record<string, Locale>> = { en: 'en-US', fi: 'fi-FI', de: 'de-DE', it: 'it-IT' };

/** Is `value` one of the {@link supportedLocales}? */
export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/** A store view, or just its code (`'fi'`, `'de'`, `'it'`). */
export type StoreViewLike =
  | string
  | { storeCode?: string | undefined; i18n?: { defaultLocale?: string } }
  | undefined;

/**
 * The locale of a store view: `fi` → fi-FI, `de` → de-DE, `it` → it-IT, anything else en-US. A store
 * view whose `i18n.defaultLocale` names a supported locale uses that; codes such as `fi_FI`, `FI` or
 * `fi-FI` are read by their language part.
 */
export function localeForStoreView(storeView: StoreViewLike): Locale {
  if (storeView === undefined) return defaultLocale;
  if (typeof storeView !== 'string') {
    const configured = storeView.i18n?.defaultLocale;
    if (isSupportedLocale(configured)) return configured;
    return localeForStoreView(storeView.storeCode);
  }
  const language = storeView.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return byLanguage[language] ?? defaultLocale;
}

/**
 * The interface language of a shop configuration (commerce-core §1, accounts-content §1): its
 * `i18n.defaultLanguage` — the store view's when one is active, as `configForStore` merges it — read
 * as a supported locale (`fi-FI`, or just `fi`); English (en-US) when none is configured.
 *
 * @example
 * interfaceLocale({ i18n: { defaultLanguage: 'fi-FI' } }); // 'fi-FI'
 */
export function interfaceLocale(config: {
  i18n?: { defaultLanguage?: string | undefined } | undefined;
}): Locale {
  const configured = config.i18n?.defaultLanguage;
  if (isSupportedLocale(configured)) return configured;
  return typeof configured === 'string' && configured.trim() ? localeForStoreView(configured) : defaultLocale;
}
