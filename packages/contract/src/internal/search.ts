import * as z from 'zod/mini';
import { entityTypes } from './helpers.ts';

export { entityTypes };

/** `hits.total` as a number (older engines) or `{ value, relation }`. */
export const hitsTotalSchema = z.union([
  z.number(),
  z.looseObject({ value: z.number(), relation: z.optional(z.string()) }),
]);
export type HitsTotal = z.infer<typeof hitsTotalSchema>;

/** A terms or range aggregation bucket. */
export const aggregationBucketSchema = z.looseObject({
  key: z.union([z.string(), z.number()]),
  doc_count: z.number(),
  from: z.nullish(z.number()),
  to: z.nullish(z.number()),
});
export type AggregationBucket = z.infer<typeof aggregationBucketSchema>;

/** An aggregation answer. */
export const aggregationSchema = z.looseObject({ buckets: z.array(aggregationBucketSchema) });
export type Aggregation = z.infer<typeof aggregationSchema>;

/** One hit of a search answer. */
export interface SearchHit<T = unknown> {
  _index?: string | undefined;
  _type?: string | undefined;
  _id: string;
  _score: number | null;
  _source: T;
  sort?: unknown[] | undefined;
  [key: string]: unknown;
}

/** A search answer in the search-engine shape. */
export interface SearchResponse<T = unknown> {
  took?: number | undefined;
  timed_out?: boolean | undefined;
  hits: { total: HitsTotal; max_score?: number | null | undefined; hits: SearchHit<T>[] };
  aggregations?: Record<string, Aggregation> | undefined;
  [key: string]: unknown;
}

const searchResponseSchemas = new WeakMap<z.ZodMiniType, z.ZodMiniType>();

/**
 * The schema of a search answer whose `_source` documents follow `source`.
 *
 * @example
 * searchResponseSchema(productSchema).parse(answer).hits.hits[0]?._source.sku
 */
export function searchResponseSchema<S extends z.ZodMiniType>(
  source: S,
): z.ZodMiniType<SearchResponse<z.output<S>>> {
  // One schema per document schema: zod compiles a schema's fast parser on first use, so a schema
  // built per search would be compiled again on every answer.
  let schema = searchResponseSchemas.get(source);
  if (!schema) {
    schema = buildSearchResponseSchema(source);
    searchResponseSchemas.set(source, schema);
  }
  return schema as z.ZodMiniType<SearchResponse<z.output<S>>>;
}

function buildSearchResponseSchema(source: z.ZodMiniType): z.ZodMiniType {
  return z.looseObject({
    took: z.optional(z.number()),
    timed_out: z.optional(z.boolean()),
    hits: z.looseObject({
      total: hitsTotalSchema,
      max_score: z.nullish(z.number()),
      hits: z.array(
        z.looseObject({
          _index: z.optional(z.string()),
          _type: z.optional(z.string()),
          _id: z.string(),
          _score: z.nullable(z.number()),
          _source: source,
          sort: z.optional(z.array(z.unknown())),
        }),
      ),
    }),
    aggregations: z.optional(z.record(z.string(), aggregationSchema)),
  });
}

/**
 * A search-engine query document (`query`, `sort`, `from`/`size`, `_source`, `aggs`, `min_score`).
 * The clauses themselves are left to the server, which answers 400 naming an unsupported clause.
 */
export const searchRequestSchema = z.looseObject({
  query: z.optional(z.record(z.string(), z.unknown())),
  sort: z.optional(z.unknown()),
  from: z.optional(z.number()),
  size: z.optional(z.number()),
  _source: z.optional(z.unknown()),
  aggs: z.optional(z.record(z.string(), z.unknown())),
  aggregations: z.optional(z.record(z.string(), z.unknown())),
  min_score: z.optional(z.number()),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export type EntityType = (typeof entityTypes)[number];
