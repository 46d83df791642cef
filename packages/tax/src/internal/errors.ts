import type { MessageParams } from './messages.ts';
import { taxMessages } from './messages.ts';

/**
 * The base of the errors of `@kauppa/tax`: `message` is the English text, `messageId` the
 * i18n id (the same English text with `{param}` placeholders), `params` its parameters.
 */
export class TaxError extends Error {
  override readonly name: string = 'TaxError';
  readonly messageId: string;
  readonly params: MessageParams;
  constructor(messageId: string, params: MessageParams = {}) {
    super(messageId.replace(/\{(\w+)\}/g, (whole, key: string) => String(params[key] ?? whole)));
    this.messageId = messageId;
    this.params = params;
  }
}

/**
 * Totals were asked for with no country and no configured default tax country (commerce-core §5).
 */
export class TaxCountryMissingError extends TaxError {
  override readonly name = 'TaxCountryMissingError';
  constructor() {
    super(taxMessages.setDefaultTaxCountry);
  }
}
