import type { MessageParams } from '@kauppa/ports';
import { interpolate } from '@kauppa/ports';

/** The spec's texts this package raises (message ids, commerce-core §8). */
export const searchQueryMessages = {
  noEntityTypeRegistered: 'No entity type registered for {type}',
  searchFailed: 'Search request failed with code {code}',
} as const;

/**
 * An error of this package. `messageId` is the spec text (the i18n id) and `params` its
 * placeholders; `message` is the English text with the params filled in.
 */
export class SearchQueryError extends Error {
  override readonly name = 'SearchQueryError';
  readonly messageId: string;
  readonly params: MessageParams;
  constructor(messageId: string, params: MessageParams = {}, options?: { cause?: unknown }) {
    super(interpolate(messageId, params), options);
    this.messageId = messageId;
    this.params = params;
  }
}
