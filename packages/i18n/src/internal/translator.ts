import type { MessageParams, Translator } from '@kauppa/ports/page';
import { interpolate } from '@kauppa/ports/page';
import { createInstance, type i18n } from 'i18next';
import type { Catalogue } from './catalogue.ts';
import { enUSCatalogue } from './identity.ts';
import { loadCatalogue } from './load.ts';
import type { Locale } from './locales.ts';
import { defaultLocale, isSupportedLocale } from './locales.ts';
import { pluralText } from './plurals.ts';

/** Options of {@link createTranslator}. */
export interface TranslatorOptions {
  /**
   * The language to show.
   * @default 'en-US'
   */
  locale?: Locale;
  /**
   * The catalogue of `locale`, as {@link loadCatalogue} resolves it. Without it (or for an id it
   * lacks) texts fall back to en-US. Not needed for en-US.
   */
  catalogue?: Readonly<Record<string, string>>;
}

/** The `Translator` port of `@kauppa/ports`, in one of the shipped locales. */
export interface KauppaTranslator extends Translator {
  readonly locale: Locale;
  /** Does the translator's own locale (not the en-US fallback) translate `id`? */
  has(id: string): boolean;
}

/**
 * Creates a translator (the `Translator` port) on i18next. Ids are the en-US texts; `t(id, params)`
 * returns the translation with `{param}` placeholders filled, falls back to en-US for an id the
 * catalogue lacks, and shows an unknown id itself (interpolated). Missing params stay as `{param}`.
 * Values are not HTML-escaped: the shell's renderer escapes. Synchronous; one instance per
 * shopper/request (no module singleton).
 *
 * @example
 * const fi = createTranslator({ locale: 'fi-FI', catalogue: await loadCatalogue('fi-FI') });
 * fi.t(messages.orderNumber, { id: '000123' }); // 'Tilausnumerosi on: 000123'
 */
export function createTranslator({
  locale = defaultLocale,
  catalogue,
}: TranslatorOptions = {}): KauppaTranslator {
  if (!isSupportedLocale(locale)) throw new RangeError(`Unsupported locale: ${String(locale)}`);
  const own: Readonly<Record<string, string>> =
    locale === defaultLocale ? enUSCatalogue() : (catalogue ?? {});
  const instance: i18n = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: defaultLocale,
    load: 'currentOnly',
    initAsync: false,
    resources: { [defaultLocale]: { translation: enUSCatalogue() }, [locale]: { translation: own } },
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: {
      prefix: '{',
      suffix: '}',
      escapeValue: false,
      skipOnVariables: true,
    },
    // A param the caller did not give stays visible as `{param}`, like `interpolate` of @kauppa/ports.
    missingInterpolationHandler: (_text: string, match: RegExpExecArray | string[]) => match[0],
  });
  return {
    locale,
    has: (id) => Object.hasOwn(own, id) && own[id] !== '',
    t(id: string, params?: MessageParams): string {
      const singular = pluralText({ locale, id, text: '', count: params?.count });
      if (singular) return interpolate(singular, params);
      if (!instance.exists(id)) return interpolate(id, params);
      return instance.t(id, { replace: params ?? {} }) as string;
    },
  };
}

/** Options of {@link loadTranslator}. */
export interface LoadTranslatorOptions {
  /**
   * The language to show; its catalogue is loaded lazily.
   * @default 'en-US'
   */
  locale?: Locale;
}

/**
 * Loads the catalogue of `locale` ({@link loadCatalogue}) and creates its translator.
 *
 * @example
 * const t = await loadTranslator({ locale: localeForStoreView(storeView) });
 */
export async function loadTranslator({
  locale = defaultLocale,
}: LoadTranslatorOptions = {}): Promise<KauppaTranslator> {
  const catalogue: Catalogue = await loadCatalogue(locale);
  return createTranslator({ locale, catalogue });
}
