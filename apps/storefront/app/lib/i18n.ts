import { createEchoTranslator, type MessageParams } from '@kauppa/ports';

const english = createEchoTranslator('en-US');

/**
 * The shell's text function: message ids are the spec's English texts (accounts-content §8).
 * It shows them as they are until `@kauppa/i18n`'s catalogues are wired in.
 */
export function useT(): (id: string, params?: MessageParams) => string {
  return english.t;
}
