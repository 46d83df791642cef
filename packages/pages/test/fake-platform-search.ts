import type { ApiRequest, ShopHttp } from '@kauppa/ports';

/** A document of the fake index. */
export type Doc = Record<string, unknown>;

/** The fake platform's index: its documents by entity type and the mapping of its product fields. */
export interface FakePlatformIndex {
  docs: Readonly<Record<string, readonly Doc[]>>;
  /** Product fields mapped as keyword, number, date or boolean: sortable and aggregatable. */
  sortable: readonly string[];
  /** Product fields mapped as analysed text (a string Elasticsearch mapped dynamically). */
  text?: readonly string[];
}

/** The fake platform search and the query documents it received. */
export interface FakePlatformSearch extends ShopHttp {
  readonly queries: Array<{ entityType: string; body: Record<string, unknown> }>;
}

const refusal = (type: string, reason: string) => ({
  root_cause: [{ type, reason, index_uuid: 'u1', index: 'vue_storefront_catalog' }],
  type: 'search_phase_execution_exception',
  reason: 'all shards failed',
  phase: 'query',
  grouped: true,
  failed_shards: [{ shard: 0, index: 'vue_storefront_catalog', node: 'n1', reason: { type, reason } }],
});

const readNumber = (doc: Doc, path: string): number | undefined => {
  let value: unknown = doc;
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return typeof value === 'number' ? value : undefined;
};

/**
 * `catalog/{index}/{entityType}/_search` as vue-storefront-api 1.12 answers it on an
 * Elasticsearch index (src/api/catalog.ts): the engine's body for a search; for a sort on a field
 * the index does not map, "No mapping found for [x] in order to sort on", and for a sort or terms
 * aggregation on a text field, "Fielddata is disabled on text fields" — each answered through
 * src/lib/util.js `apiError` as HTTP 500 `{ code: 500, result: <the error object> }`. A terms
 * aggregation on an unmapped field answers no buckets, as Elasticsearch does. Hits are every
 * document of the type (the query is not evaluated); range buckets count `final_price` etc.
 */
export function fakePlatformSearch(index: FakePlatformIndex): FakePlatformSearch {
  const queries: FakePlatformSearch['queries'] = [];
  const text = new Set(index.text ?? []);
  const sortable = new Set(index.sortable);
  const refuse = (field: string) =>
    text.has(field)
      ? refusal(
          'illegal_argument_exception',
          `Fielddata is disabled on text fields by default. Set fielddata=true on [${field}] in order to load fielddata in memory by uninverting the inverted index. Note that this can however use significant memory. Alternatively use a keyword field instead.`,
        )
      : undefined;
  return {
    queries,
    async request<T>({ path, query, body: posted }: ApiRequest) {
      const entityType = path.split('/')[2] ?? '';
      const raw = posted ?? String(query?.request ?? '{}');
      const body = (
        typeof raw === 'string' ? JSON.parse(raw.startsWith('%') ? decodeURIComponent(raw) : raw) : raw
      ) as Record<string, unknown>;
      queries.push({ entityType, body });
      const docs = index.docs[entityType] ?? [];
      const fail = (result: unknown) => ({ status: 500, code: 500, result: result as T });
      if (entityType === 'product') {
        for (const clause of (body.sort as Array<Record<string, unknown>> | undefined) ?? []) {
          for (const field of Object.keys(clause)) {
            const refused = refuse(field);
            if (refused) return fail(refused);
            if (!sortable.has(field))
              return fail(
                refusal('query_shard_exception', `No mapping found for [${field}] in order to sort on`),
              );
          }
        }
      }
      const aggregations: Record<string, { buckets: unknown[] }> = {};
      for (const [name, aggregation] of Object.entries(
        (body.aggs as Record<string, Record<string, unknown>>) ?? {},
      )) {
        const terms = aggregation.terms as { field: string } | undefined;
        const range = aggregation.range as
          | { field: string; ranges: Array<{ from?: number; to?: number; key?: string }> }
          | undefined;
        if (terms) {
          const refused = refuse(terms.field);
          if (refused) return fail(refused);
          const counts = new Map<unknown, number>();
          if (sortable.has(terms.field))
            for (const doc of docs)
              if (doc[terms.field] != null)
                counts.set(doc[terms.field], (counts.get(doc[terms.field]) ?? 0) + 1);
          aggregations[name] = { buckets: [...counts].map(([key, doc_count]) => ({ key, doc_count })) };
        } else if (range) {
          aggregations[name] = {
            buckets: range.ranges.map((r) => ({
              ...r,
              doc_count: sortable.has(range.field)
                ? docs.filter((doc) => {
                    const v = readNumber(doc, range.field);
                    return v !== undefined && v >= (r.from ?? -Infinity) && v < (r.to ?? Infinity);
                  }).length
                : 0,
            })),
          };
        }
      }
      return {
        status: 200,
        code: 200,
        result: {
          hits: { total: docs.length, hits: docs.map((doc) => ({ _source: doc })) },
          ...(Object.keys(aggregations).length > 0 ? { aggregations } : {}),
        } as T,
      };
    },
  };
}
