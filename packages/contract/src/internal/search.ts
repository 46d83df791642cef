import * as z from 'zod';
import { entityTypes } from './helpers.ts';

export { entityTypes };

/** `hits.total` as a number (older engines) or `{ value, relation }`. */
export const hitsTotalSchema = z.union([
  z.number(),
  z.looseObject({ value: z.number(), relation: z.string().optional() }),
]);
export type HitsTotal = z.infer<typeof hitsTotalSchema>;

/** A terms or range aggregation bucket. */
export const aggregationBucketSchema = z.looseObject({
  key: z.union([z.string(), z.number()]),
  doc_count: z.number(),
  from: z.number().nullish(),
  to: z.number().nullish(),
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

const searchResponseSchemas = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The schema of a search answer whose `_source` documents follow `source`.
 *
 * @example
 * searchResponseSchema(productSchema).parse(answer).hits.hits[0]?._source.sku
 */
export function searchResponseSchema<S extends z.ZodType>(source: S): z.ZodType<SearchResponse<z.output<S>>> {
  // One schema per document schema: zod compiles a schema's fast parser on first use, so a schema
  // built per search would be compiled again on every answer.
  let schema = searchResponseSchemas.get(source);
  if (!schema) {
    schema = buildSearchResponseSchema(source);
    searchResponseSchemas.set(source, schema);
  }
  return schema as z.ZodType<SearchResponse<z.output<S>>>;
}

function buildSearchResponseSchema(source: z.ZodType): z.ZodType {
  return z.looseObject({
    took: z.number().optional(),
    timed_out: z.boolean().optional(),
    hits: z.looseObject({
      total: hitsTotalSchema,
      max_score: z.number().nullish(),
      hits: z.array(
        z.looseObject({
          _index: z.string().optional(),
          _type: z.string().optional(),
          _id: z.string(),
          _score: z.number().nullable(),
          _source: source,
          sort: z.array(z.unknown()).optional(),
        }),
      ),
    }),
    aggregations: z.record(z.string(), aggregationSchema).optional(),
  });
}

/**
 * A search-engine query document (`query`, `sort`, `from`/`size`, `_source`, `aggs`, `min_score`).
 * The clauses themselves are left to the server, which answers 400 naming an unsupported clause.
 */
export const searchRequestSchema = z.looseObject({
  query: z.record(z.string(), z.unknown()).optional(),
  sort: z.unknown().optional(),
  from: z.number().optional(),
  size: z.number().optional(),
  _source: z.unknown().optional(),
  aggs: z.record(z.string(), z.unknown()).optional(),
  aggregations: z.record(z.string(), z.unknown()).optional(),
  min_score: z.number().optional(),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export type EntityType = (typeof entityTypes)[number];
