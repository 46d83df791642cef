import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig } from '@kauppa/config';
import { apiErrorMessages } from '@kauppa/ports';
import { mergeOptionAggregations } from './aggregations.ts';
import { SearchQueryError } from './errors.ts';
import type { AggregationBucket, SearchResponse } from './types.ts';

/** A parsed search answer. */
export interface SearchResult<T = unknown> {
  /** The `_source` documents, typed by the parser given. */
  items: T[];
  /** `hits.total`. */
  total: number;
  /** The start the query asked for. */
  start: number;
  /** The size the query asked for. */
  perPage: number;
  /** The aggregations of the answer, by name (`agg_terms_color`, `agg_range_price`). */
  aggregations: Record<string, { buckets: AggregationBucket[] }>;
  /** True for the empty answer given offline (commerce-core §4 Connectivity). */
  offline: boolean;
}

/** Options of {@link parseSearchResponse}. */
export interface ParseSearchResponseOptions<T> {
  /** The query's start. @default 0 */
  start?: number | undefined;
  /** The query's size. @default 50 */
  perPage?: number | undefined;
  /** Validates and types one `_source` (e.g. a contract schema's `parse`). @default identity */
  parse?: ((source: unknown) => T) | undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Parses a search-engine answer into typed items, the total and the aggregations. An answer
 * without `hits.hits` is "Unhandled error, wrong response format!".
 */
export function parseSearchResponse<T = unknown>(
  answer: unknown,
  {
    start = 0,
    perPage = defaultShopConfig.catalog.searchDefaultSize,
    parse,
  }: ParseSearchResponseOptions<T> = {},
): SearchResult<T> {
  const hits = isObject(answer) && isObject(answer.hits) ? answer.hits : undefined;
  if (!hits || !Array.isArray(hits.hits)) throw new SearchQueryError(apiErrorMessages['wrong-format']);
  const response = answer as SearchResponse;
  const total =
    typeof hits.total === 'number' ? hits.total : isObject(hits.total) ? Number(hits.total.value) : 0;
  const items = response.hits.hits.map((hit) => (parse ? parse(hit._source) : (hit._source as T)));
  const aggregations: SearchResult['aggregations'] = {};
  for (const [name, agg] of Object.entries(response.aggregations ?? {})) {
    if (isObject(agg) && Array.isArray(agg.buckets)) aggregations[name] = { buckets: agg.buckets };
  }
  return {
    items,
    total,
    start,
    perPage,
    aggregations: mergeOptionAggregations(aggregations),
    offline: false,
  };
}

/** The empty result; `offline: true` marks the one given while offline (commerce-core §4). */
export function emptySearchResult<T = unknown>({
  offline = false,
  start = 0,
  perPage = defaultShopConfig.catalog.searchDefaultSize,
}: {
  offline?: boolean;
  start?: number;
  perPage?: number;
} = {}): SearchResult<T> {
  return { items: [], total: 0, start, perPage, aggregations: {}, offline };
}

/** Options of {@link dedupeBy}. */
export interface DedupeOptions<T> {
  /** The identity of an entry. @default the entry itself */
  key?: ((item: T) => unknown) | undefined;
  /** The shop configuration (`catalog.dedupThreshold`, 200). @default defaultShopConfig */
  config?: ShopConfig | undefined;
}

/**
 * Removes duplicates, keeping the first of each and the order (commerce-core §5): lists of
 * `catalog.dedupThreshold` (200) entries or more go through a Set; shorter ones are scanned.
 */
export function dedupeBy<T>(
  list: ReadonlyArray<T>,
  { key, config = defaultShopConfig }: DedupeOptions<T> = {},
): T[] {
  const id = key ?? ((item: T) => item);
  if (list.length >= config.catalog.dedupThreshold) {
    const seen = new Set<unknown>();
    const out: T[] = [];
    for (const item of list) {
      const k = id(item);
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(item);
    }
    return out;
  }
  const keys: unknown[] = [];
  const out: T[] = [];
  for (const item of list) {
    const k = id(item);
    if (keys.includes(k)) continue;
    keys.push(k);
    out.push(item);
  }
  return out;
}

/** JSON with object keys sorted, so equal documents give equal text. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/**
 * A stable hash of a query (commerce-core §7: search results are cached locally under a hash):
 * equal documents, whatever their key order, give the same 16-hex-digit hash.
 *
 * @example
 * queryHash({ entityType: 'product', query: buildProductQuery({ text: 'akku' }) })
 */
export function queryHash(value: unknown): string {
  const text = stableStringify(value);
  // cyrb53-style: two 32-bit FNV-like lanes mixed with Math.imul.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}
