import { type KauppaTranslator, type Locale, loadTranslatedCatalogue, pluralText } from '@kauppa/i18n';
import { interpolate } from '@kauppa/ports/page';

/**
 * The page translator over a `@kauppa/i18n` catalogue: the text of the id in the language, or
 * the id itself (the English text, the en-US catalogue being the identity), with its `{param}`
 * placeholders filled. It answers as `createTranslator` of `@kauppa/i18n` does, without shipping
 * i18next to the browser.
 */
export function catalogueTranslator(
  locale: Locale,
  catalogue: Readonly<Record<string, string>> = {},
): KauppaTranslator {
  return {
    locale,
    has: (id) => Object.hasOwn(catalogue, id) && catalogue[id] !== '',
    t: (id, params) =>
      interpolate(
        pluralText({
          locale,
          id,
          text: (Object.hasOwn(catalogue, id) && catalogue[id]) || id,
          count: params?.count,
        }),
        params,
      ),
  };
}

/** Translators by locale; catalogues are static data, so one per locale serves every shopper. */
const translators = new Map<string, KauppaTranslator>([['en-US', catalogueTranslator('en-US')]]);

/** Loads the catalogue of `locale` before rendering (server: per request; browser: before hydration). */
export async function prepareTranslator(locale: Locale): Promise<KauppaTranslator> {
  let translator = translators.get(locale);
  if (!translator) {
    translator = catalogueTranslator(locale, await loadTranslatedCatalogue(locale));
    translators.set(locale, translator);
  }
  return translator;
}

/** The prepared translator of `language`, else the English one. */
export function preparedTranslator(language: string): KauppaTranslator {
  return translators.get(language) ?? translators.get('en-US')!;
}
