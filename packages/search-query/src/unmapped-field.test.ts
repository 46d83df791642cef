import { defaultShopConfig, mergeConfig } from '@kauppa/config';
import { createFakeShopHttp } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { buildProductQuery, loadSearchAdapter, SearchQueryError, unmappedSearchField } from './index.ts';

/*
 * The platform's answer to an Elasticsearch refusal (issue 27.6): src/api/catalog.ts hands the
 * engine's `error` object to src/lib/util.js `apiError`, which has no code for it and answers HTTP
 * 500 with `{ code: 500, result: <the error object> }`.
 */
const esRefusal = (reason: string, type: string) => ({
  root_cause: [{ type, reason, index_uuid: 'x1', index: 'vue_storefront_catalog' }],
  type: 'search_phase_execution_exception',
  reason: 'all shards failed',
  phase: 'query',
  grouped: true,
  failed_shards: [{ shard: 0, index: 'vue_storefront_catalog', node: 'n1', reason: { type, reason } }],
});
const noMapping = esRefusal('No mapping found for [sort_qty] in order to sort on', 'query_shard_exception');
const textField = esRefusal(
  'Fielddata is disabled on text fields by default. Set fielddata=true on [valmistaja] in order to load fielddata in memory by uninverting the inverted index. Note that this can however use significant memory. Alternatively use a keyword field instead.',
  'illegal_argument_exception',
);
const textFieldEs7 = esRefusal(
  'Text fields are not optimised for operations that require per-document field data like aggregations and sorting, so these operations are disabled by default. Please use a keyword field instead. Alternatively, set fielddata=true on [saatavuus] in order to load field data by uninverting the inverted index. Note that this can use significant memory.',
  'illegal_argument_exception',
);

async function failedSearch(result: unknown): Promise<unknown> {
  const http = createFakeShopHttp({
    'GET catalog/i/product/_search': () => ({ status: 500, code: 500, result }),
  });
  const adapter = await loadSearchAdapter({ kind: 'api', http, index: 'i', config: defaultShopConfig });
  return adapter.search({ entityType: 'product', query: buildProductQuery() }).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('issue 27.6: the field an index lacks, read from the platform error answer (vue-storefront-api src/lib/util.js apiError)', () => {
  it('a sort on a field the index does not map names it: "No mapping found for [sort_qty] in order to sort on"', async () => {
    const error = await failedSearch(noMapping);
    expect(error).toBeInstanceOf(SearchQueryError);
    expect(unmappedSearchField(error)).toEqual({ field: 'sort_qty', reason: 'unmapped' });
  });

  it('a sort or aggregation on a text field names it: "Fielddata is disabled on text fields" (ES 5)', async () => {
    expect(unmappedSearchField(await failedSearch(textField))).toEqual({
      field: 'valmistaja',
      reason: 'text',
    });
  });

  it('the ES 7 wording of the text field refusal names it too', async () => {
    expect(unmappedSearchField(await failedSearch(textFieldEs7))).toEqual({
      field: 'saatavuus',
      reason: 'text',
    });
  });

  it("the graphql adapter's failure names it from the resolver's search error ([query_shard_exception] No mapping found …)", async () => {
    const http = createFakeShopHttp({
      'POST ../graphql': () => ({
        status: 200,
        result: {
          errors: [
            { message: '[query_shard_exception] No mapping found for [final_price] in order to sort on' },
          ],
        },
      }),
    });
    // What the shipped GraphQL cannot serve on Elasticsearch 5 goes to the catalogue search (issue 27.9).
    const config = mergeConfig(defaultShopConfig, {
      api: {
        searchAdapter: 'graphql',
        graphqlFallback: ['filters', 'sorts', 'cms', 'urlDispatch', 'categoryBySlug'],
      },
    });
    const adapter = await loadSearchAdapter({ kind: 'graphql', http, config });
    const error = await adapter
      .search({ entityType: 'product', query: buildProductQuery({ sort: 'final_price:desc' }) })
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(unmappedSearchField(error)).toEqual({ field: 'final_price', reason: 'unmapped' });
  });

  it('any other failure names no field', async () => {
    expect(unmappedSearchField(await failedSearch('Elasticsearch is down'))).toBeUndefined();
    expect(unmappedSearchField(new Error('No mapping found for [x] in order to sort on'))).toBeUndefined();
  });
});
