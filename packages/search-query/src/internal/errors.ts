import type { MessageParams } from '@kauppa/ports';
import { interpolate } from '@kauppa/ports';

/** The spec's texts this package raises (message ids, commerce-core §8). */
export const searchQueryMessages = {
  noEntityTypeRegistered: 'No entity type registered for {type}',
  searchFailed: 'Search request failed with code {code}',
  /** The `graphql` adapter: an entity type the platform's GraphQL schema has no query for. */
  graphqlNoQuery: 'The GraphQL search has no query for {type}',
  /** The `graphql` adapter: a part of a query document the platform's GraphQL arguments cannot carry. */
  graphqlCannotExpress: 'The GraphQL search cannot express {what} of a {type} query',
  /** The `graphql` adapter: the platform answered GraphQL errors. */
  graphqlFailed: 'The GraphQL search failed: {message}',
  /**
   * The `graphql` adapter: the configuration needs a feature the platform's GraphQL cannot serve on
   * its Elasticsearch version, and `api.graphqlFallback` does not name it (issue 27.9).
   */
  graphqlUnsupported:
    'The GraphQL search cannot serve {feature} ({what}) on Elasticsearch {version}: {reason}. Set api.searchAdapter to "api", or name the feature in api.graphqlFallback to serve it through the catalogue search',
  /** `api.graphqlFallback` names a feature the support matrix does not have. */
  graphqlUnknownFeature: 'api.graphqlFallback names an unknown feature {feature}',
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
