/** Parameters of a message, substituted for `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

/**
 * A text the core wants shown. The id is the English text of the spec (the en-US catalogue is the
 * identity), with `{param}` placeholders; the shell translates it.
 *
 * @example
 * const m: Message = { id: 'Only {maxQuantity} products of this type are available', params: { maxQuantity: 3 } };
 */
export interface Message {
  id: string;
  params?: MessageParams;
}

/** The translator port: `t(id, params)` in the current language. */
export interface Translator {
  readonly locale: string;
  t(id: string, params?: MessageParams): string;
}

/** Substitutes `{name}` placeholders; unknown placeholders are kept as they are. */
export function interpolate(text: string, params: MessageParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** A translator that shows the ids themselves (English) with their params filled in. */
export function createEchoTranslator(locale = 'en-US'): Translator {
  return { locale, t: (id, params) => interpolate(id, params) };
}

/** Shorthand to build a {@link Message}. */
export function message(id: string, params?: MessageParams): Message {
  return params ? { id, params } : { id };
}
