import type { Catalogue } from './catalogue.ts';
import { enUSCatalogue } from './identity.ts';
import type { Locale } from './locales.ts';
import { isSupportedLocale } from './locales.ts';

// One dynamic import per language, so a bundler splits each catalogue into a chunk of its own.
const importers: Readonly<Record<Exclude<Locale, 'en-US'>, () => Promise<{ default: Catalogue }>>> = {
  'fi-FI': () => import('./catalogues/fi-FI.ts'),
  'de-DE': () => import('./catalogues/de-DE.ts'),
  'it-IT': () => import('./catalogues/it-IT.ts'),
};

const loaded = new Map<Locale, Promise<Catalogue>>();

/**
 * Loads the catalogue of `locale`; en-US resolves to the identity (built from the ids, so a bundle
 * that calls this ships every message id), the others are imported lazily and cached, so the
 * browser fetches only the language it shows.
 */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (!isSupportedLocale(locale))
    return Promise.reject(new RangeError(`Unsupported locale: ${String(locale)}`));
  // The identity is built from every id. It is imported statically: a dynamic import of it made
  // esbuild ship every message id at start-up in any bundle reaching this module through the
  // package's entry point (esbuild splits by module and counts unused imports, issue 30.6). A page
  // that only prepares its translator calls `loadTranslatedCatalogue`, which needs no identity
  // (issue 20.1).
  if (locale === 'en-US') return Promise.resolve(enUSCatalogue());
  return loadTranslatedCatalogue(locale);
}

const noTranslations: Readonly<Record<string, string>> = Object.freeze({});

/**
 * The texts `locale` translates, for a translator that shows an id itself where its catalogue has
 * no text: en-US translates none (every id is its English text), so it resolves to an empty
 * catalogue; the others load as {@link loadCatalogue} loads them (lazily, cached).
 *
 * Unlike `loadCatalogue` it never references the en-US identity, which is built from every message
 * id: a bundler that splits code by module (esbuild) would otherwise ship the whole message list at
 * start-up whenever the page also imports `@kauppa/i18n` itself (issue 30.6).
 */
export function loadTranslatedCatalogue(locale: Locale): Promise<Readonly<Record<string, string>>> {
  if (!isSupportedLocale(locale))
    return Promise.reject(new RangeError(`Unsupported locale: ${String(locale)}`));
  if (locale === 'en-US') return Promise.resolve(noTranslations);
  let pending = loaded.get(locale);
  if (!pending) {
    pending = importers[locale]().then((module) => module.default);
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}
