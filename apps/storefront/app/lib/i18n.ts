import { serverText } from '@kauppa/i18n';
import { preparedTranslator } from '@kauppa/pages';
import type { MessageParams } from '@kauppa/ports';
import { useShell } from './shell.ts';

/**
 * The shell's text function: message ids are the spec's English texts, translated by
 * `@kauppa/i18n` in the store view's language (English by default).
 */
export function useT(): (id: string, params?: MessageParams) => string {
  const { language } = useShell();
  return preparedTranslator(language).t;
}

/**
 * The text function for titles the server sends (totals segments, payment and shipping methods):
 * the platform's English titles in the store view's language (`serverText` of `@kauppa/i18n`,
 * issue 28.7), any other title as it came.
 */
export function useServerText(): (title: string | null | undefined) => string {
  const t = useT();
  return (title) => {
    if (!title) return '';
    const { id, params } = serverText(title);
    return t(id, params);
  };
}
