import type { Catalogue } from './catalogue.ts';
import type { Locale } from './locales.ts';
import { isSupportedLocale } from './locales.ts';
import { messageIds } from './messages.ts';

let identity: Catalogue | undefined;

/** The en-US catalogue: every id translates to itself. */
export function enUSCatalogue(): Catalogue {
  identity ??= Object.freeze(Object.fromEntries(messageIds.map((id) => [id, id]))) as Catalogue;
  return identity;
}

// One dynamic import per language, so a bundler splits each catalogue into a chunk of its own.
const importers: Readonly<Record<Exclude<Locale, 'en-US'>, () => Promise<{ default: Catalogue }>>> = {
  'fi-FI': () => import('./catalogues/fi-FI.ts'),
  'de-DE': () => import('./catalogues/de-DE.ts'),
  'it-IT': () => import('./catalogues/it-IT.ts'),
};

const loaded = new Map<Locale, Promise<Catalogue>>();

/**
 * Loads the catalogue of `locale`; en-US resolves at once (it is the identity and ships with the
 * ids), the others are imported lazily and cached, so the browser fetches only the language it shows.
 */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (!isSupportedLocale(locale))
    return Promise.reject(new RangeError(`Unsupported locale: ${String(locale)}`));
  if (locale === 'en-US') return Promise.resolve(enUSCatalogue());
  let pending = loaded.get(locale);
  if (!pending) {
    pending = importers[locale]().then((module) => module.default);
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}
