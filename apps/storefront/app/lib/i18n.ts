import { createTranslator, type KauppaTranslator, type Locale, loadCatalogue } from '@kauppa/i18n';
import type { MessageParams } from '@kauppa/ports';
import { useShell } from './shell.ts';

/** Translators by locale; catalogues are static data, so one per locale serves every shopper. */
const translators = new Map<string, KauppaTranslator>([['en-US', createTranslator({ locale: 'en-US' })]]);

/** Loads the catalogue of `locale` before rendering (server: per request; browser: before hydration). */
export async function prepareTranslator(locale: Locale): Promise<KauppaTranslator> {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator({ locale, catalogue: await loadCatalogue(locale) });
    translators.set(locale, translator);
  }
  return translator;
}

/**
 * The shell's text function: message ids are the spec's English texts, translated by
 * `@kauppa/i18n` in the store view's language (English by default).
 */
export function useT(): (id: string, params?: MessageParams) => string {
  const { language } = useShell();
  const translator = translators.get(language) ?? translators.get('en-US')!;
  return translator.t;
}
