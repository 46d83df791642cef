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

type ApiAdapterModule = typeof import('./api-adapter.ts');
type GraphqlAdapterModule = typeof import('./graphql-adapter.ts');

/** How the adapters' modules are imported (the dynamic `import()`s, or counting fakes in tests). */
export interface AdapterModuleImporters {
  api: () => Promise<Pick<ApiAdapterModule, 'createApiSearchAdapter'>>;
  graphql: () => Promise<Pick<GraphqlAdapterModule, 'createGraphqlSearchAdapter'>>;
}

/**
 * A {@link loadSearchAdapter} over `importers`: each kind's module is imported at its first load
 * and the same module serves every later one (issue 31.2: the server builds an adapter per request;
 * an `import()` per request was half the cost of the request context). A failed import is asked
 * again at the next load.
 */
export function createAdapterLoader(
  importers: AdapterModuleImporters,
): (options: LoadSearchAdapterOptions) => Promise<SearchAdapter> {
  let api: ReturnType<AdapterModuleImporters['api']> | undefined;
  let graphql: ReturnType<AdapterModuleImporters['graphql']> | undefined;
  const once = <M>(pending: Promise<M>, forget: () => void): Promise<M> => {
    pending.catch(forget);
    return pending;
  };
  return async (options) => {
    switch (options.kind) {
      case 'api': {
        api ??= once(importers.api(), () => {
          api = undefined;
        });
        return (await api).createApiSearchAdapter(options);
      }
      case 'graphql': {
        graphql ??= once(importers.graphql(), () => {
          graphql = undefined;
        });
        return (await graphql).createGraphqlSearchAdapter(options);
      }
      default:
        throw new Error(`Search adapter "${String((options as { kind: unknown }).kind)}" is not available`);
    }
  };
}

/**
 * Loads a search adapter on demand (dynamic import, so bundles carry only the one used): `api`
 * or `graphql` (accounts-content §7), chosen by `api.searchAdapter`. Each adapter's module is
 * imported once per process.
 *
 * @example
 * const search = await loadSearchAdapter({ kind: config.api.searchAdapter, http, index: 'kauppa_battery', config });
 * const result = await search.search({ entityType: 'product', query: buildProductQuery({ text: 'akku' }) });
 */
export const loadSearchAdapter: (options: LoadSearchAdapterOptions) => Promise<SearchAdapter> =
  createAdapterLoader({
    api: () => import('./api-adapter.ts'),
    graphql: () => import('./graphql-adapter.ts'),
  });
