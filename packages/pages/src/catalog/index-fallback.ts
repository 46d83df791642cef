import type { ShopConfig } from '@kauppa/config';
import type { Logger } from '@kauppa/ports';
import {
  buildProductQuery,
  type QueryDocument,
  type SearchAdapter,
  type SearchAdapterRequest,
  type SearchResult,
  type UnmappedSearchField,
  unmappedSearchField,
} from '@kauppa/search-query';

/** Where the documented mapping of the retail group's fields is (issue 27.6). */
export const indexMappingDoc =
  'docs/platform/elastic.schema.product.extension.json (docs/platform/README.md)';

// Reported index fields, by index and field: one error per process, not one per request.
const reportedFields = new Set<string>();

const sortFields = (sort: unknown): string[] =>
  Array.isArray(sort)
    ? sort.flatMap((clause) => (clause && typeof clause === 'object' ? Object.keys(clause) : []))
    : [];

const aggregationField = (aggregation: unknown): string | undefined => {
  if (!aggregation || typeof aggregation !== 'object') return undefined;
  const body = Object.values(aggregation)[0] as { field?: unknown } | undefined;
  return typeof body?.field === 'string' ? body.field : undefined;
};

/**
 * The query again without what needs the field the index lacks (issue 27.6): a sort on it becomes
 * `catalog.fallbackSort` (or no sort when that is the one refused — Elasticsearch's own order),
 * an aggregation on it is dropped (with its `_options` twin). `undefined` when the query does not
 * use the field so.
 */
function withoutField(
  body: QueryDocument,
  field: string,
  fallbackSort: string,
): { body: QueryDocument; dropped: 'sort' | 'aggregation' } | undefined {
  if (sortFields(body.sort).includes(field)) {
    const next: QueryDocument = { ...body };
    const fallback = buildProductQuery({ sort: fallbackSort }).sort;
    if (
      fallback &&
      !sortFields(fallback).includes(field) &&
      JSON.stringify(fallback) !== JSON.stringify(body.sort)
    )
      next.sort = fallback;
    else delete next.sort;
    return { body: next, dropped: 'sort' };
  }
  const attribute = field.replace(/_options$/, '');
  const aggs = Object.entries(body.aggs ?? {});
  const kept = aggs.filter(([, aggregation]) => {
    const aggregated = aggregationField(aggregation);
    return aggregated !== attribute && aggregated !== `${attribute}_options`;
  });
  if (kept.length === aggs.length) return undefined;
  return { body: { ...body, aggs: Object.fromEntries(kept) }, dropped: 'aggregation' };
}

/** Options of {@link withIndexFallback}. */
export interface IndexFallbackOptions {
  /** `catalog.fallbackSort`. */
  config: ShopConfig;
  /** The catalogue index, named in the log. */
  index: string;
  /** Where a missing mapping is reported, once per index and field for the process. */
  logger?: Logger | undefined;
}

/**
 * A search adapter whose product searches survive an index without the retail group's own fields
 * (issue 27.6): when Elasticsearch refuses a sort or an aggregation on a field it does not map, or
 * maps as text ("No mapping found for [sort_qty] in order to sort on", "Fielddata is disabled on
 * text fields", read by `unmappedSearchField`), the search is made again with
 * `catalog.fallbackSort` instead of that sort, or without that aggregation, and ONE error per index
 * and field is logged for the process, naming the mapping to add (docs/platform/README.md). Any
 * other failure is the caller's. Other entity types pass through.
 *
 * @example
 * const search = withIndexFallback(await loadSearchAdapter({ kind: 'api', http, index, config }), { config, index, logger });
 */
export function withIndexFallback(
  adapter: SearchAdapter,
  { config, index, logger }: IndexFallbackOptions,
): SearchAdapter {
  const report = (missing: UnmappedSearchField, dropped: 'sort' | 'aggregation'): void => {
    const key = `${index}\u0000${missing.field.replace(/_options$/, '')}`;
    if (reportedFields.has(key)) return;
    reportedFields.add(key);
    const why =
      missing.reason === 'unmapped'
        ? `has no mapping for the field "${missing.field}"`
        : `maps the field "${missing.field}" as analysed text, which cannot be sorted or aggregated`;
    const shown =
      dropped === 'sort'
        ? `searches sorted by it are sorted by ${config.catalog.fallbackSort} instead`
        : `its filter is left out of the listings`;
    logger?.error(
      `The catalogue index ${index} ${why}: ${shown}. Map it as the platform's index extension does: ${indexMappingDoc}.`,
      { index, field: missing.field, reason: missing.reason },
    );
  };
  return {
    kind: adapter.kind,
    async search<T>(request: SearchAdapterRequest<T>): Promise<SearchResult<T>> {
      if (request.entityType !== 'product') return adapter.search(request);
      let query = request.query;
      for (let attempt = 0; ; attempt++) {
        try {
          return await adapter.search({ ...request, query });
        } catch (error) {
          const missing = unmappedSearchField(error);
          const next =
            missing && attempt < 8
              ? withoutField(query, missing.field, config.catalog.fallbackSort)
              : undefined;
          if (!missing || !next) throw error;
          report(missing, next.dropped);
          query = next.body;
        }
      }
    },
  };
}
