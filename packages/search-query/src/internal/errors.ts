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

/** A search field the index lacks for what the query asked of it (see {@link unmappedSearchField}). */
export interface UnmappedSearchField {
  /** The index field, as the search engine names it (`sort_qty`, `valmistaja`). */
  field: string;
  /**
   * `unmapped`: the index has no such field ("No mapping found for [x] in order to sort on");
   * `text`: the field is analysed text, which sorts and aggregations cannot read ("Fielddata is
   * disabled on text fields").
   */
  reason: 'unmapped' | 'text';
}

const unmappedPattern = /No mapping found for \[([^\]]+)\] in order to sort on/;
const textPattern = /fielddata=true on \[([^\]]+)\]/i;

function findReason(value: unknown, depth: number): UnmappedSearchField | undefined {
  if (typeof value === 'string') {
    const unmapped = unmappedPattern.exec(value);
    if (unmapped) return { field: unmapped[1]!, reason: 'unmapped' };
    const text = textPattern.exec(value);
    return text ? { field: text[1]!, reason: 'text' } : undefined;
  }
  if (depth > 6 || typeof value !== 'object' || value === null) return undefined;
  for (const inner of Array.isArray(value) ? value : Object.values(value)) {
    const found = findReason(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The index field a failed search needed but the index does not map for it, read from the
 * platform's error answer (the `cause` of the {@link SearchQueryError}): vue-storefront-api 1.12
 * answers an Elasticsearch error as `{ code: 500, result: <the error object> }` (src/api/catalog.ts,
 * src/lib/util.js `apiError`), whose `root_cause[].reason` names the field — "No mapping found for
 * [sort_qty] in order to sort on", or "Fielddata is disabled on text fields by default. Set
 * fielddata=true on [valmistaja] …" (ES 7: "… Alternatively, set fielddata=true on [valmistaja] …").
 * The `graphql` adapter's failure names it in its message (the resolver's search error,
 * `[query_shard_exception] No mapping found for [sort_qty] …`). `undefined` for any other failure.
 *
 * @example
 * try { await search(...) } catch (error) { const missing = unmappedSearchField(error); }
 */
export function unmappedSearchField(error: unknown): UnmappedSearchField | undefined {
  if (!(error instanceof SearchQueryError)) return undefined;
  // The api adapter's cause is the platform's answer; the graphql adapter's message the resolver's.
  return findReason(error.cause, 0) ?? findReason(error.params, 0);
}
