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
