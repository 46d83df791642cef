/**
 * @kauppa/i18n — every text Kauppa shows, as message ids (the en-US texts with `{param}`
 * placeholders), their catalogues in en-US, fi-FI, de-DE and it-IT, and a translator on i18next
 * that implements the `Translator` port of `@kauppa/ports`.
 * @packageDocumentation
 */
export type { Catalogue } from './internal/catalogue.ts';
export type { CatalogueProblem } from './internal/check.ts';
export { checkCatalogue } from './internal/check.ts';
export { enUSCatalogue } from './internal/identity.ts';
export { loadCatalogue, loadTranslatedCatalogue } from './internal/load.ts';
export type { Locale, StoreViewLike } from './internal/locales.ts';
export {
  defaultLocale,
  interfaceLocale,
  isSupportedLocale,
  localeForStoreView,
  supportedLocales,
} from './internal/locales.ts';
export type { MessageId, MessageName } from './internal/messages.ts';
export {
  accountPasswordMessages,
  cartMessages,
  generalMessages,
  interfaceTexts,
  messageGroups,
  messageIds,
  messages,
  notificationMessages,
  orderMessages,
  progressMessages,
  queryMessages,
  screenTitles,
  shellTexts,
  transportMessages,
  validationRuleMessages,
} from './internal/messages.ts';
export { pluralText, singularForms } from './internal/plurals.ts';
export type { ServerTextMessage } from './internal/server-texts.ts';
export { serverText } from './internal/server-texts.ts';
export type { KauppaTranslator, LoadTranslatorOptions, TranslatorOptions } from './internal/translator.ts';
export { createTranslator, loadTranslator } from './internal/translator.ts';
