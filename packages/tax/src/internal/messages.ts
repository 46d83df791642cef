/** Parameters of a message, substituted for `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

/**
 * The message ids this package emits. The id is the English text; it matches the catalogue of
 * `@kauppa/i18n` (`queryMessages.setDefaultTaxCountry`).
 */
export const taxMessages = {
  /** commerce-core §5: "without one a message asks to set the default tax country". */
  setDefaultTaxCountry: 'No country given for the totals. Please set the default tax country.',
} as const;
