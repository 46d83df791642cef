import { calculateProductTax } from 'vsf-utilities';
import {
  docValuesProblem,
  explicitMapping,
  groupProductExtension,
  type Mapping,
  mapDynamically,
} from './es-mapping.ts';
import type { Violation } from './rules.ts';

/**
 * The catalogue search of vue-storefront-api 1.12.5 (`/api/catalog/{index}/{type}/_search`,
 * src/api/catalog.ts) over Elasticsearch 5 or 7, as strict as they are: the platform checks the
 * index against its `elasticsearch.indices`, passes every URL parameter but `request`,
 * `request_format` and `response_format` on to Elasticsearch (src/lib/elastic.js
 * `adjustBackendProxyUrl`), which refuses the ones it does not know; Elasticsearch refuses sorts
 * on unmapped fields and sorts or aggregations on `text` fields (fielddata); on Elasticsearch 7
 * each entity type is an index of its own (`{index}_{type}`, src/lib/elastic.js
 * `adjustIndexName`) and only the platform's `indexTypes` are indexed; the product processor runs
 * the tax calculation on every product hit (src/processor/product.js → src/platform/magento2/tax.js
 * → `vsf-utilities` `calculateProductTax`, run here for real). Any Elasticsearch error is answered
 * as the platform's `apiError`: 500 with the error as the result.
 */

/** The platform's tax settings (its config `tax` section) the tax processor reads. */
export interface PlatformTaxConfig {
  defaultCountry: string;
  defaultRegion?: string;
  sourcePriceIncludesTax: boolean;
  finalPriceIncludesTax: boolean;
}

/** Options of the Elasticsearch side of the stand-in. */
export interface ElasticsearchOptions {
  /** The Elasticsearch major version the platform's `elasticsearch.apiVersion` names. @default 5 */
  esVersion?: 5 | 7;
  /**
   * The retail group's mapping extension (docs/platform/elastic.schema.product.extension.json) is
   * installed; without it the index has the shipped mapping only. @default true
   */
  groupExtension?: boolean;
  /**
   * The platform's `elasticsearch.indices`: a search on any other index answers 500 "Invalid /
   * inaccessible index name". With multistore each store view's index is listed (the client picks
   * it per store view; the platform reads no store code). @default every index is accessible
   */
  indices?: readonly string[] | undefined;
  /**
   * The platform's `storeViews.multistore`. The platform reads no store code with a catalogue
   * search: the client names the store view's index in the path. With multistore on, each store
   * view's index (`storeViews`) is accessible besides `indices`, and the tax processor takes the
   * tax settings of the store view whose `elasticsearch.index` is the searched one
   * (src/platform/magento2/tax.js constructor). @default false
   */
  multistore?: boolean;
  /** The platform's `storeViews.{code}`: its index and tax settings. */
  storeViews?: Record<string, { index: string; tax?: PlatformTaxConfig | undefined }>;
  /**
   * Sorts and aggregations are checked against the index's mapping. Off only where a test compares
   * this search with a path that does not pass through it (the GraphQL stand-in answers the
   * reference server's data as it is). @default true
   */
  mappingChecks?: boolean;
  /**
   * The platform's `tax` config (`calculateServerSide: true`); `false` turns the tax processor
   * off. @default FI, source and final prices without tax (the reference catalogue's basis)
   */
  tax?: PlatformTaxConfig | false;
}

/** config/default.json `elasticsearch.indexTypes` (v1.12.5): the only indexes of Elasticsearch 7. */
export const platformIndexTypes = [
  'product',
  'category',
  'cms_block',
  'cms_page',
  'attribute',
  'taxrule',
  'review',
] as const;

/** URL parameters Elasticsearch's search (RestSearchAction and the REST layer) recognizes. */
const commonParams = [
  'q',
  'df',
  'analyzer',
  'analyze_wildcard',
  'batched_reduce_size',
  'default_operator',
  'lenient',
  'explain',
  'stored_fields',
  'docvalue_fields',
  'from',
  'size',
  'sort',
  '_source',
  'terminate_after',
  'stats',
  'suggest_field',
  'suggest_mode',
  'suggest_size',
  'suggest_text',
  'timeout',
  'track_scores',
  'version',
  'request_cache',
  'search_type',
  'scroll',
  'routing',
  'preference',
  'typed_keys',
  'ignore_unavailable',
  'allow_no_indices',
  'expand_wildcards',
  'pretty',
  'human',
  'error_trace',
  'filter_path',
  'format',
  'source',
  'source_content_type',
];
const es5Params = new Set([...commonParams, '_source_include', '_source_exclude', 'fielddata_fields']);
const es7Params = new Set([
  ...commonParams,
  '_source_includes',
  '_source_excludes',
  'track_total_hits',
  'rest_total_hits_as_int',
  'allow_partial_search_results',
  'pre_filter_shard_size',
  'max_concurrent_shard_requests',
  'seq_no_primary_term',
  'ccs_minimize_roundtrips',
  'ignore_throttled',
]);

/** Elasticsearch's default `index.max_result_window`. */
const maxResultWindow = 10_000;

/** The price fields the tax processor computes (vsf-utilities updateProductPrices); never indexed. */
const computedPrice = /(_incl_tax|_tax)$|^original_(price|final_price|special_price)/;

/** An answer of the catalogue search. */
export interface CatalogAnswer {
  status: number;
  body: unknown;
  violations: Violation[];
}

/** An Elasticsearch error as the platform answers it (src/lib/util.js `apiError`: 500, the error as result). */
function esError(type: string, reason: string, extra: Record<string, unknown> = {}) {
  const cause = { type, reason, ...extra };
  return { code: 500, result: { root_cause: [cause], ...cause } };
}

type Json = Record<string, unknown>;

/** The sort fields of a query document (`sort`) and of the `sort` URL parameter, without `unmapped_type`. */
function sortFields(document: Json, param: string | null): string[] {
  const out: string[] = [];
  const clauses =
    document.sort === undefined ? [] : Array.isArray(document.sort) ? document.sort : [document.sort];
  for (const clause of clauses) {
    if (typeof clause === 'string') out.push(clause);
    else if (typeof clause === 'object' && clause !== null)
      for (const [field, spec] of Object.entries(clause)) {
        if (typeof spec === 'object' && spec !== null && 'unmapped_type' in spec) continue;
        out.push(field);
      }
  }
  for (const part of (param ?? '').split(',')) if (part) out.push(part.split(':')[0] as string);
  return out.filter((field) => field !== '_score' && field !== '_doc');
}

interface AggregationField {
  name: string;
  kind: string;
  field: string;
}

/** The field aggregations of a query document (`aggs` / `aggregations`, nested ones too). */
function aggregationFields(aggs: unknown, out: AggregationField[] = []): AggregationField[] {
  if (typeof aggs !== 'object' || aggs === null) return out;
  for (const [name, spec] of Object.entries(aggs as Json)) {
    if (typeof spec !== 'object' || spec === null) continue;
    for (const [kind, body] of Object.entries(spec as Json)) {
      if (kind === 'aggs' || kind === 'aggregations') aggregationFields(body, out);
      else if (typeof body === 'object' && body !== null && typeof (body as Json).field === 'string')
        out.push({ name, kind, field: (body as Json).field as string });
    }
  }
  return out;
}

function stripComputedPrices(source: Json): void {
  for (const key of Object.keys(source)) if (computedPrice.test(key)) delete source[key];
  if (Array.isArray(source.configurable_children))
    for (const child of source.configurable_children)
      if (typeof child === 'object' && child !== null) stripComputedPrices(child as Json);
}

/**
 * Creates the catalogue search of the platform over `upstream` (the reference shop API, whose
 * data is the index's documents).
 */
export function createCatalogSearch(upstream: string, options: ElasticsearchOptions = {}) {
  const esVersion = options.esVersion ?? 5;
  const groupExtension = options.groupExtension ?? true;
  const mappingChecks = options.mappingChecks ?? true;
  const tax: PlatformTaxConfig | false = options.tax ?? {
    defaultCountry: 'FI',
    sourcePriceIncludesTax: false,
    finalPriceIncludesTax: false,
  };
  // Without the extension the index is a stock mage2vuestorefront one: the group's own fields
  // (sort_qty, valmistaja, saatavuus, …) are not in its documents, so neither mapped nor answered.
  const absent = groupExtension
    ? new Set<string>()
    : new Set(
        Object.keys(groupProductExtension()).filter(
          (field) => !(field in explicitMapping('product', { groupExtension: false })),
        ),
      );
  const withoutAbsent = (source: unknown) => {
    if (typeof source !== 'object' || source === null) return source;
    const kept = structuredClone(source as Json);
    for (const field of absent) delete kept[field];
    return kept;
  };
  const mappings = new Map<string, Promise<Mapping>>();
  const taxRules = new Map<string, Promise<unknown[]>>();

  async function upstreamSearch(index: string, type: string, body: Json): Promise<Json> {
    const answer = await fetch(`${upstream}/api/catalog/${index}/${type}/_search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return answer.status === 200 ? ((await answer.json()) as Json) : {};
  }

  /** The index's mapping of a type: the explicit mapping, then the dynamic mapping of its documents. */
  function mappingOf(index: string, type: string): Promise<Mapping> {
    const key = `${index}\u0000${type}`;
    let found = mappings.get(key);
    if (!found) {
      found = upstreamSearch(index, type, { size: 10_000 }).then((answer) => {
        const mapping = explicitMapping(type, { groupExtension });
        const hits = ((answer.hits as Json | undefined)?.hits ?? []) as Array<{ _source?: unknown }>;
        for (const hit of hits) {
          if (type !== 'product') mapDynamically(mapping, hit._source);
          else {
            // A mage2vuestorefront product document has no computed prices (only answers have them).
            const source = withoutAbsent(hit._source) as Json;
            stripComputedPrices(source);
            mapDynamically(mapping, source);
          }
        }
        return mapping;
      });
      mappings.set(key, found);
    }
    return found;
  }

  /** src/platform/magento2/tax.js: the tax rules of the index (`bodybuilder()`: the first 10). */
  function taxRulesOf(index: string): Promise<unknown[]> {
    let found = taxRules.get(index);
    if (!found) {
      found = upstreamSearch(index, 'taxrule', {}).then((answer) =>
        (((answer.hits as Json | undefined)?.hits ?? []) as Array<{ _source: unknown }>).map(
          (h) => h._source,
        ),
      );
      taxRules.set(index, found);
    }
    return found;
  }

  return {
    esVersion,
    /**
     * Answers one catalogue search whose request passed the platform's request rules: `document`
     * is the query document (the GET `request` after the platform's double decode, or the body).
     */
    async answer(method: string, url: URL, document: Json, bodyText: string): Promise<CatalogAnswer> {
      const path = url.pathname.slice('/api/'.length);
      const violations: Violation[] = [];
      const refuse = (rule: string, detail: string, body: unknown): CatalogAnswer => {
        violations.push({ method, path, rule, detail });
        return { status: 500, body, violations };
      };
      const [, index = '', type = ''] = path.split('/');
      // src/api/catalog.ts: the index must be one of config.elasticsearch.indices.
      const storeView = options.multistore
        ? Object.values(options.storeViews ?? {}).find((view) => view.index === index)
        : undefined;
      if (options.indices && !options.indices.includes(index) && !storeView)
        return refuse('platform-index', `index ${index} is not in the platform's elasticsearch.indices`, {
          code: 500,
          result:
            'Invalid / inaccessible index name given in the URL. Please do use following URL format: /api/catalog/<index_name>/_search',
        });
      const physical = esVersion === 7 ? `${index}_${type}` : index;
      const esPath = esVersion === 7 ? `/${physical}/_search` : `/${index}/${type}/_search`;
      // src/lib/elastic.js adjustBackendProxyUrl: only request, request_format and response_format
      // are removed; Elasticsearch refuses what it does not know (400 → the platform's 500).
      const known = esVersion === 7 ? es7Params : es5Params;
      for (const name of url.searchParams.keys()) {
        if (['request', 'request_format', 'response_format'].includes(name) || known.has(name)) continue;
        // On 7 the platform renames _source_include/_source_exclude to _source_includes/_source_excludes.
        if (esVersion === 7 && (name === '_source_include' || name === '_source_exclude')) continue;
        return refuse(
          'es-parameter',
          `the platform passes "${name}" on to Elasticsearch, which refuses it (src/lib/elastic.js adjustBackendProxyUrl)`,
          esError(
            'illegal_argument_exception',
            `request [${esPath}] contains unrecognized parameter: [${name}]`,
          ),
        );
      }
      // Elasticsearch 7: one index per type of config.elasticsearch.indexTypes (src/lib/elastic.js adjustIndexName).
      if (esVersion === 7 && !(platformIndexTypes as readonly string[]).includes(type))
        return refuse(
          'es-index',
          `no index ${physical} on Elasticsearch 7: ${type} is not one of the platform's indexTypes`,
          esError('index_not_found_exception', `no such index [${physical}]`, {
            'resource.type': 'index_or_alias',
            'resource.id': physical,
            index: physical,
          }),
        );
      // index.max_result_window (10000 by default, Elasticsearch 5 and 7): deeper pages are refused.
      const from = Number(url.searchParams.get('from') ?? document.from ?? 0);
      const size = Number(url.searchParams.get('size') ?? document.size ?? 10);
      if (from + size > maxResultWindow)
        return refuse(
          'es-window',
          `from + size = ${from + size} is past Elasticsearch's index.max_result_window (${maxResultWindow})`,
          esError('search_phase_execution_exception', 'all shards failed', {
            caused_by: {
              type: 'query_phase_execution_exception',
              reason: `Result window is too large, from + size must be less than or equal to: [${maxResultWindow}] but was [${from + size}]. See the scroll api for a more efficient way to request large data sets. This limit can be set by changing the [index.max_result_window] index level setting.`,
            },
          }),
        );
      const mapping = await mappingOf(index, type);
      for (const field of mappingChecks ? sortFields(document, url.searchParams.get('sort')) : []) {
        const problem = docValuesProblem(mapping, field);
        if (problem === 'unmapped' || problem === 'object')
          return refuse(
            'es-mapping',
            `sort on ${type}.${field}, which the index does not map`,
            esError('search_phase_execution_exception', 'all shards failed', {
              caused_by: {
                type: 'query_shard_exception',
                reason: `No mapping found for [${field}] in order to sort on`,
              },
            }),
          );
        if (problem === 'text')
          return refuse(
            'es-mapping',
            `sort on ${type}.${field}, a text field (fielddata is off)`,
            esError('illegal_argument_exception', fielddata(field)),
          );
      }
      const emptied: AggregationField[] = [];
      if (mappingChecks)
        for (const agg of aggregationFields(document.aggs ?? document.aggregations)) {
          const problem = docValuesProblem(mapping, agg.field);
          if (problem === 'text')
            return refuse(
              'es-mapping',
              `${agg.kind} aggregation ${agg.name} on ${type}.${agg.field}, a text field (fielddata is off)`,
              esError('illegal_argument_exception', fielddata(agg.field)),
            );
          // Elasticsearch answers an aggregation on an unmapped field (no document has it, as the
          // platform client's own `{attribute}_options` of simple products) with no buckets, no error.
          if (problem) emptied.push(agg);
        }
      const forwarded = await fetch(`${upstream}${url.pathname}${url.search}`, {
        method,
        ...(method === 'POST' ? { body: bodyText, headers: { 'content-type': 'application/json' } } : {}),
      });
      const text = await forwarded.text();
      let body: Json;
      try {
        body = JSON.parse(text) as Json;
      } catch {
        return { status: forwarded.status, body: text, violations };
      }
      if (forwarded.status !== 200) return { status: forwarded.status, body, violations };
      const hits = body.hits as { total?: unknown; hits?: Array<{ _source?: Json }> } | undefined;
      if (hits) {
        const total =
          typeof hits.total === 'object' && hits.total !== null
            ? Number((hits.total as { value: unknown }).value)
            : Number(hits.total ?? 0);
        // Elasticsearch 7 answers hits.total as { value, relation } (the platform passes it on).
        // (counted up to track_total_hits, 10000 by default: beyond, { value: 10000, relation: 'gte' }).
        hits.total =
          esVersion !== 7
            ? total
            : total > maxResultWindow &&
                !url.searchParams.has('track_total_hits') &&
                document.track_total_hits === undefined
              ? { value: maxResultWindow, relation: 'gte' }
              : { value: total, relation: 'eq' };
        if (type === 'product')
          for (const hit of hits.hits ?? []) for (const field of absent) delete hit._source?.[field];
        const taxOf = storeView?.tax ?? tax;
        if (type === 'product' && tax && taxOf && hits.hits) {
          const taxClasses = await taxRulesOf(index);
          for (const hit of hits.hits) {
            if (!hit._source) continue;
            stripComputedPrices(hit._source);
            // src/platform/magento2/tax.js taxFor: no rate without the hit's tax_class_id.
            calculateProductTax({
              product: hit._source,
              taxClasses,
              taxCountry: taxOf.defaultCountry,
              taxRegion: taxOf.defaultRegion ?? '',
              sourcePriceInclTax: taxOf.sourcePriceIncludesTax,
              deprecatedPriceFieldsSupport: false,
              finalPriceInclTax: taxOf.finalPriceIncludesTax,
              userGroupId: null,
              isTaxWithUserGroupIsActive: false,
            });
          }
        }
      }
      const aggregations = body.aggregations as Record<string, Json> | undefined;
      // Unmapped: a terms aggregation has no buckets, a range aggregation its ranges, each 0 documents.
      for (const agg of emptied) {
        const found = aggregations?.[agg.name];
        if (!aggregations || !found) continue;
        const buckets = Array.isArray(found.buckets) ? (found.buckets as Json[]) : undefined;
        aggregations[agg.name] = !buckets
          ? {}
          : agg.kind === 'range'
            ? { ...found, buckets: buckets.map((bucket) => ({ ...bucket, doc_count: 0 })) }
            : { ...found, buckets: [] };
      }
      return { status: 200, body, violations };
    },
  };
}

function fielddata(field: string): string {
  return `Fielddata is disabled on text fields by default. Set fielddata=true on [${field}] in order to load fielddata in memory by uninverting the inverted index. Note that this can however use significant memory. Alternatively use a keyword field instead.`;
}

export type CatalogSearch = ReturnType<typeof createCatalogSearch>;
