import type { ApiRequest, ShopHttp } from '@kauppa/ports';

/** A document of the fake catalogue. */
export type Doc = Record<string, unknown>;

/**
 * The shop API's search as the `api` adapter of `@kauppa/search-query` calls it
 * (`catalog/{index}/{entityType}/_search?request=…`): each entity type answers the documents
 * `answer` picks for the query text (the JSON of the request's query).
 */
export function fakeSearchApi(answer: (entityType: string, query: string) => Doc[]): ShopHttp {
  return {
    async request<T>({ path, query }: ApiRequest) {
      const entityType = path.split('/')[2] ?? '';
      const body = JSON.parse(decodeURIComponent(String(query?.request ?? '{}'))) as { query?: unknown };
      const hits = answer(entityType, JSON.stringify(body.query ?? {}));
      return {
        status: 200,
        code: 200,
        result: { hits: { total: { value: hits.length }, hits: hits.map((doc) => ({ _source: doc })) } } as T,
      };
    },
  };
}
