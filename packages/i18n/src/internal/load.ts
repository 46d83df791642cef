import type { Catalogue } from './catalogue.ts';
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
 * Loads the catalogue of `locale`; en-US resolves to the identity (built from the ids), the others
 * are imported lazily and cached, so the browser fetches only the language it shows.
 */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (!isSupportedLocale(locale))
    return Promise.reject(new RangeError(`Unsupported locale: ${String(locale)}`));
  // The identity is built from every id: imported only when asked for, so a page that only
  // prepares its translator does not ship the whole message list (issue 20.1).
  if (locale === 'en-US') return import('./identity.ts').then((module) => module.enUSCatalogue());
  let pending = loaded.get(locale);
  if (!pending) {
    pending = importers[locale]().then((module) => module.default);
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}
