import type { Locale } from './locales.ts';
import { ordersSent } from './messages/plural-ids.ts';

/**
 * The singular ("one" in CLDR's plural rules) forms of the texts whose `{count}` changes the
 * grammar, per language (issue 14: "1 waiting orders were sent."). Label texts such as
 * 'Products: {count}' read the same for every number and have none.
 */
export const singularForms: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  'en-US': { [ordersSent]: '{count} waiting order was sent.' },
  'fi-FI': { [ordersSent]: '{count} odottava tilaus lähetettiin.' },
  'de-DE': { [ordersSent]: '{count} wartende Bestellung wurde gesendet.' },
  'it-IT': { [ordersSent]: '{count} ordine in attesa è stato inviato.' },
};

const rules = new Map<string, Intl.PluralRules>();

/**
 * The text of `id` for `count` in `locale`: its singular form when the language's plural rules
 * call the number "one" and the text has such a form; otherwise `text` (the catalogue's, plural).
 *
 * @example
 * pluralText({ locale: 'en-US', id: '{count} waiting orders were sent.', text: '{count} waiting orders were sent.', count: 1 });
 * // '{count} waiting order was sent.'
 */
export function pluralText({
  locale,
  id,
  text,
  count,
}: {
  locale: Locale;
  id: string;
  text: string;
  count: unknown;
}): string {
  if (typeof count !== 'number') return text;
  const singular = singularForms[locale]?.[id];
  if (!singular) return text;
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count) === 'one' ? singular : text;
}
