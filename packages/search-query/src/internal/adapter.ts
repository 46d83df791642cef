import type { ShopConfig } from '@kauppa/config';
import type { ShopHttp } from '@kauppa/ports';
import type { SearchResult } from './results.ts';
import type { QueryDocument } from './types.ts';

/** One search: a query document for an entity type of a catalogue index. */
export interface SearchRequest<T = unknown> {
  /** The entity type (`product`, `category`, …); unknown types are refused. */
  entityType: string;
  /** The query document, sent as it is. */
  query: QueryDocument;
  /** The catalogue index; defaults to the adapter's. */
  index?: string | undefined;
  /** The user group token, sent only when price tiers are on (commerce-core §6). */
  groupToken?: string | undefined;
  /** The user group id, sent only when price tiers are on (commerce-core §6). */
  groupId?: number | undefined;
  /** Overrides the client timeout (5000 ms browser, 1000 ms SSR; commerce-core §9). */
  timeoutMs?: number | undefined;
  signal?: AbortSignal | undefined;
  /** Validates and types one `_source`. @default identity */
  parse?: ((source: unknown) => T) | undefined;
}

/**
 * A search backend (accounts-content §7). The `api` adapter sends query documents to the
 * catalogue search endpoint; the `graphql` adapter translates them into the platform's GraphQL
 * queries. Both answer the same {@link SearchResult} for the same search.
 */
export interface SearchAdapter {
  readonly kind: SearchAdapterKind;
  search<T = unknown>(request: SearchRequest<T>): Promise<SearchResult<T>>;
}

/** The search adapter variants of the spec (accounts-content §7). */
export type SearchAdapterKind = 'api' | 'graphql';

/** Options of the `api` search adapter. */
export interface ApiSearchAdapterOptions {
  /** The HTTP port (the api-client instance, or a fake in tests). */
  http: ShopHttp;
  /** The default catalogue index (the brand's store code, e.g. `kauppa_battery`). */
  index: string;
  /** The shop configuration (`catalog.usePriceTiers`, `api.searchMethod`). @default defaultShopConfig */
  config?: ShopConfig | undefined;
  /**
   * Not sent: the platform passes every query parameter of a catalogue search on to Elasticsearch,
   * which refuses unknown ones (`storeCode` → 500, issue 27.5); the store view's catalogue is
   * chosen by `index`. Kept so one options object serves both adapters.
   */
  storeCode?: string | undefined;
}

/** Options of the `graphql` search adapter. */
export interface GraphqlSearchAdapterOptions {
  /** The HTTP port; the GraphQL endpoint is `api.graphqlPath` relative to its API base. */
  http: ShopHttp;
  /**
   * Not sent with GraphQL (the platform takes the index from the store code in the URL,
   * `/graphql/{storeCode}/`, else its default index): the index of the catalogue search that
   * serves the types the GraphQL schema has no query for (`url_rewrite`, the FAQ types). Without
   * it those types raise "The GraphQL search has no query for {type}".
   */
  index?: string | undefined;
  /** The shop configuration (`api.graphqlPath`, the aggregation sizes and price ranges). @default defaultShopConfig */
  config?: ShopConfig | undefined;
  /** The store view's code, sent in the URL (`/graphql/{storeCode}/`) when multistore is on. */
  storeCode?: string | undefined;
}

/** Options of {@link loadSearchAdapter}: the kind (`api.searchAdapter`) and its options. */
export type LoadSearchAdapterOptions =
  | ({ kind: 'api' } & ApiSearchAdapterOptions)
  | ({ kind: 'graphql' } & GraphqlSearchAdapterOptions);

/**
 * Loads a search adapter on demand (dynamic import, so bundles carry only the one used): `api`
 * or `graphql` (accounts-content §7), chosen by `api.searchAdapter`.
 *
 * @example
 * const search = await loadSearchAdapter({ kind: config.api.searchAdapter, http, index: 'kauppa_battery', config });
 * const result = await search.search({ entityType: 'product', query: buildProductQuery({ text: 'akku' }) });
 */
export async function loadSearchAdapter(options: LoadSearchAdapterOptions): Promise<SearchAdapter> {
  switch (options.kind) {
    case 'api': {
      const { createApiSearchAdapter } = await import('./api-adapter.ts');
      return createApiSearchAdapter(options);
    }
    case 'graphql': {
      const { createGraphqlSearchAdapter } = await import('./graphql-adapter.ts');
      return createGraphqlSearchAdapter(options);
    }
    default:
      throw new Error(`Search adapter "${String((options as { kind: unknown }).kind)}" is not available`);
  }
}
