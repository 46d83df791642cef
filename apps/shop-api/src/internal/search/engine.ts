import type { FieldUse } from './mapping.ts';
import { allowedEdits, boundedDistance, requiredMatches, tokenize } from './text.ts';

/** A query the engine does not support or cannot read: answered with 400 naming the clause. */
export class QueryError extends Error {
  override readonly name = 'QueryError';
}

/**
 * A query the index's mapping refuses, as Elasticsearch refuses it (issue 27.6): `error` is the
 * engine's error object, which the platform answers as `{ code: 500, result: error }`
 * (vue-storefront-api src/api/catalog.ts → src/lib/util.js `apiError`).
 */
export class SearchRefusal extends Error {
  override readonly name = 'SearchRefusal';
  readonly error: Record<string, unknown>;
  constructor(index: string, type: string, reason: string) {
    super(reason);
    const cause = { type, reason, index_uuid: 'kauppa-reference', index };
    this.error = {
      root_cause: [cause],
      type: 'search_phase_execution_exception',
      reason: 'all shards failed',
      phase: 'query',
      grouped: true,
      failed_shards: [{ shard: 0, index, node: 'kauppa-reference', reason: cause }],
    };
  }
}

/** Elasticsearch's refusal of a sort on a field its index does not map (ES 5 and 7). */
const noMappingReason = (field: string) => `No mapping found for [${field}] in order to sort on`;
/** Elasticsearch 5's refusal of a sort or terms aggregation on a `text` field. */
const fielddataReason = (field: string) =>
  `Fielddata is disabled on text fields by default. Set fielddata=true on [${field}] in order to load fielddata in memory by uninverting the inverted index. Note that this can however use significant memory. Alternatively use a keyword field instead.`;

type Doc = Record<string, unknown>;

/** Matching docs (mask) and their scores. */
interface Res {
  mask: Uint8Array;
  score: Float64Array;
}

interface Posting {
  docs: number[];
  tfs: number[];
}

interface TextIndex {
  /** The field, for caches keyed per index. */
  id: string;
  terms: Map<string, Posting>;
  /** Terms grouped by their first character, for fuzzy expansion with a prefix. */
  byFirst: Map<string, string[]>;
  allTerms: string[];
  lengths: Uint16Array;
  /** BM25 length normalisation per doc: k1 * (1 - b + b * length / average). */
  norms: Float64Array;
  tokens: string[][];
  avg: number;
}

/** The answer of {@link SearchCollection.search}. */
export interface SearchAnswer {
  took: number;
  timed_out: boolean;
  hits: {
    total: { value: number; relation: 'eq' };
    max_score: number | null;
    hits: Array<{
      _index: string;
      _type: string;
      _id: string;
      _score: number | null;
      _source: unknown;
      sort?: unknown[];
    }>;
  };
  aggregations?: Record<string, { buckets: Array<Record<string, unknown>> }>;
}

/** Parameters given beside the query document (query string of the search endpoint). */
export interface SearchParams {
  from?: number | undefined;
  size?: number | undefined;
  sort?: string | undefined;
  sourceInclude?: string[] | undefined;
  sourceExclude?: string[] | undefined;
}

/** An in-memory, searchable collection of documents of one entity type of one index. */
export interface SearchCollection {
  readonly name: string;
  readonly docs: readonly Doc[];
  search(body: Record<string, unknown>, params?: SearchParams): SearchAnswer;
  /** Drops cached field values of fields for which `predicate` holds (after a live change, e.g. stock). */
  invalidate(predicate: (field: string) => boolean): void;
  /** Builds the text index of `fields` ahead of the first query. */
  warm(fields: readonly string[]): void;
  /** Re-reads the cached values of one document after it changed in place (live stock). */
  refresh(doc: Doc): void;
}

const K1 = 1.2;
const B = 0.75;
const MATCH_OPTIONS = new Set([
  'query',
  'operator',
  'fuzziness',
  'prefix_length',
  'max_expansions',
  'minimum_should_match',
  'boost',
  'cutoff_frequency',
  'analyzer',
  'fuzzy_transpositions',
  'lenient',
  'zero_terms_query',
  'auto_generate_synonyms_phrase_query',
]);
const MULTI_MATCH_OPTIONS = new Set([...MATCH_OPTIONS, 'fields', 'type', 'tie_breaker']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldName(field: string): string {
  return field.endsWith('.keyword') ? field.slice(0, -8) : field;
}

function collect(value: unknown, parts: string[], at: number, out: unknown[]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, parts, at, out);
    return;
  }
  if (at === parts.length) {
    out.push(value);
    return;
  }
  if (typeof value === 'object') collect((value as Doc)[parts[at]!], parts, at + 1, out);
}

/** The values at a dotted path, arrays flattened. */
export function valuesAt(doc: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  collect(doc, path.split('.'), 0, out);
  return out;
}

function termKey(value: unknown): string {
  return typeof value === 'string' ? value.toLowerCase() : String(value);
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const na = Number(a);
  const nb = Number(b);
  if (
    typeof a !== 'boolean' &&
    typeof b !== 'boolean' &&
    a !== '' &&
    b !== '' &&
    Number.isFinite(na) &&
    Number.isFinite(nb)
  )
    return na - nb;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

function numberOption(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new QueryError(`Invalid number in ${name}`);
  return n;
}

/** Picks (includes) or drops (excludes) dotted paths of a document; `*` matches any key. */
function projectSource(doc: Doc, includes: string[] | undefined, excludes: string[] | undefined): unknown {
  let out: unknown = doc;
  if (includes && includes.length > 0)
    out = pick(
      doc,
      includes.map((p) => p.replace(/\.\*$/, '').split('.')),
    );
  if (excludes && excludes.length > 0)
    out = drop(
      out,
      excludes.map((p) => p.replace(/\.\*$/, '').split('.')),
    );
  return out;
}

function pick(value: unknown, paths: string[][]): unknown {
  if (Array.isArray(value)) return value.map((v) => pick(v, paths));
  if (!isObject(value)) return value;
  const out: Doc = {};
  for (const [key, child] of Object.entries(value)) {
    const matching = paths.filter((p) => p[0] === '*' || p[0] === key);
    if (matching.length === 0) continue;
    if (matching.some((p) => p.length === 1)) out[key] = child;
    else {
      const picked = pick(
        child,
        matching.map((p) => p.slice(1)),
      );
      if (!isObject(picked) || Object.keys(picked).length > 0) out[key] = picked;
    }
  }
  return out;
}

function drop(value: unknown, paths: string[][]): unknown {
  if (Array.isArray(value)) return value.map((v) => drop(v, paths));
  if (!isObject(value)) return value;
  const out: Doc = {};
  for (const [key, child] of Object.entries(value)) {
    const matching = paths.filter((p) => p[0] === '*' || p[0] === key);
    if (matching.some((p) => p.length === 1)) continue;
    out[key] =
      matching.length > 0
        ? drop(
            child,
            matching.map((p) => p.slice(1)),
          )
        : child;
  }
  return out;
}

function sourceFilter(
  value: unknown,
  params: SearchParams,
): { includes?: string[]; excludes?: string[]; none?: true } {
  let includes = params.sourceInclude;
  let excludes = params.sourceExclude;
  if (value === false) return { none: true };
  if (typeof value === 'string') includes = [value];
  else if (Array.isArray(value)) includes = value.map(String);
  else if (isObject(value)) {
    const inc = value.includes ?? value.include;
    const exc = value.excludes ?? value.exclude;
    if (inc !== undefined) includes = (Array.isArray(inc) ? inc : [inc]).map(String);
    if (exc !== undefined) excludes = (Array.isArray(exc) ? exc : [exc]).map(String);
  } else if (value !== undefined && value !== true) throw new QueryError('Unsupported _source value');
  return { ...(includes ? { includes } : {}), ...(excludes ? { excludes } : {}) };
}

interface SortKey {
  field: string;
  desc: boolean;
  missingFirst: boolean;
}

function parseSort(
  sort: unknown,
  params: SearchParams,
  check: (field: string, unmappedType: boolean) => void = () => {},
): SortKey[] {
  const keys: SortKey[] = [];
  const add = (field: string, order: unknown, missing?: unknown, unmappedType = false) => {
    const o = order === undefined ? (field === '_score' ? 'desc' : 'asc') : String(order).toLowerCase();
    if (o !== 'asc' && o !== 'desc')
      throw new QueryError(`Unsupported sort order ${String(order)} of ${field}`);
    if (field !== '_score') check(field, unmappedType);
    keys.push({ field: fieldName(field), desc: o === 'desc', missingFirst: missing === '_first' });
  };
  const read = (entry: unknown) => {
    if (typeof entry === 'string') {
      for (const part of entry.split(',')) {
        const [field, order] = part.trim().split(':');
        if (field) add(field, order);
      }
    } else if (isObject(entry)) {
      for (const [field, spec] of Object.entries(entry)) {
        if (isObject(spec)) {
          for (const key of Object.keys(spec))
            if (!['order', 'missing', 'mode', 'unmapped_type'].includes(key))
              throw new QueryError(`Unsupported sort option ${key} of ${field}`);
          add(field, spec.order, spec.missing, spec.unmapped_type !== undefined);
        } else add(field, spec);
      }
    } else throw new QueryError('Unsupported sort clause');
  };
  if (Array.isArray(sort)) sort.forEach(read);
  else if (sort !== undefined && sort !== null) read(sort);
  if (params.sort) read(params.sort);
  return keys;
}

/**
 * The filters worth caching: those that scan or merge many postings. A `term` (one posting list)
 * and `ids` are cheap and never cached, as in the search engine's own policy (Lucene's
 * UsageTrackingQueryCachingPolicy): caching the single-sku lookups of every product render filled
 * the cache with one document-sized result per product seen (issue 20.3).
 */
const CACHEABLE = new Set(['terms', 'range', 'exists', 'prefix', 'wildcard']);

/** The bytes the filter cache of one collection may hold (each entry is a mask and a score per document). */
export const filterCacheBytes = 32 * 1024 * 1024;

/** How many cached filters a collection of `docCount` documents keeps: {@link filterCacheBytes} over 9 bytes per document, 8 to 256. */
export function filterCacheEntries(docCount: number): number {
  return Math.max(8, Math.min(256, Math.floor(filterCacheBytes / Math.max(1, 9 * docCount))));
}

/** A filter cache: least recently used out, bounded in entries; a filter is kept once seen twice among the recent ones. */
export interface FilterCache<T> {
  /** The cached result of `key`, else `compute()` (kept when `key` was seen before among the recent filters). */
  get(key: string, compute: () => T): T;
  /** How many results it holds. */
  readonly size: number;
}

/**
 * Creates a filter cache of at most `entries` results. Like the search engine's usage tracking, a
 * filter is cached only on its second use among the last `history` filters seen, so one-off
 * filters (a product's own sku, a shopper's price range) never push out the shared ones.
 */
export function createFilterCache<T>(entries: number, history = 256): FilterCache<T> {
  const cache = new Map<string, T>();
  const recent = new Map<string, number>();
  const ring: string[] = [];
  const seen = (key: string): boolean => {
    const before = recent.get(key) ?? 0;
    recent.set(key, before + 1);
    ring.push(key);
    if (ring.length > history) {
      const old = ring.shift()!;
      const count = recent.get(old)! - 1;
      if (count === 0) recent.delete(old);
      else recent.set(old, count);
    }
    return before > 0;
  };
  return {
    get(key, compute) {
      const cached = cache.get(key);
      if (cached !== undefined) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      const result = compute();
      if (seen(key)) {
        cache.set(key, result);
        if (cache.size > entries) cache.delete(cache.keys().next().value!);
      }
      return result;
    },
    get size() {
      return cache.size;
    },
  };
}

/**
 * Builds a searchable collection. Field values and text indexes are built lazily per field and
 * cached; `volatile` fields (live stock) get no term index and are re-read by `refresh(doc)`.
 */
export function createSearchCollection(
  name: string,
  docs: Doc[],
  idOf: (doc: Doc) => string,
  options: {
    volatile?: (field: string) => boolean;
    now?: () => number;
    /**
     * The index's mapping (search/mapping.ts): sorts and aggregations on a field it does not map,
     * or maps as text, are refused as Elasticsearch refuses them ({@link SearchRefusal}). Without
     * it every field sorts and aggregates.
     */
    mapping?: (field: string) => FieldUse;
    /** Fields the documents hold for the answers but the index does not (prices with tax). */
    answerOnly?: (field: string) => boolean;
  } = {},
): SearchCollection {
  const n = docs.length;
  const ids = docs.map(idOf);
  const positions = new Map<Doc, number>(docs.map((doc, i) => [doc, i]));
  const valueCache = new Map<string, unknown[][]>();
  const termCache = new Map<string, Map<string, number[]>>();
  const textCache = new Map<string, TextIndex>();
  const volatile = options.volatile ?? (() => false);
  const now = options.now ?? (() => Date.now());

  const mapping = options.mapping;
  const answerOnly = options.answerOnly ?? (() => false);
  /** Refuses a sort or aggregation on a field without doc values, as Elasticsearch does. */
  function checkDocValues(field: string, what: 'sort' | 'terms' | 'range', unmappedType = false): void {
    if (!mapping) return;
    const use = mapping(field);
    if (use === 'doc-values') return;
    if (use === 'text') throw new SearchRefusal(name, 'illegal_argument_exception', fielddataReason(field));
    // An unmapped field: a sort fails (unless it names an unmapped_type), an aggregation has no buckets.
    if (what === 'sort' && !unmappedType)
      throw new SearchRefusal(name, 'query_shard_exception', noMappingReason(field));
  }

  function fieldValues(field: string): unknown[][] {
    const cached = valueCache.get(field);
    if (cached) return cached;
    const values = answerOnly(field) ? docs.map(() => []) : docs.map((doc) => valuesAt(doc, field));
    valueCache.set(field, values);
    return values;
  }

  /** Marks the docs whose field holds one of `keys` (term keys): the term index, or a scan for live fields. */
  function termsRes(field: string, keys: string[], boost: number): Res {
    const res = empty();
    if (!volatile(field)) {
      const index = termIndex(field);
      for (const key of keys) {
        const list = index.get(key);
        if (!list) continue;
        for (let k = 0; k < list.length; k++) {
          const i = list[k]!;
          res.mask[i] = 1;
          res.score[i] = boost;
        }
      }
      return res;
    }
    const wanted = new Set(keys);
    const values = fieldValues(field);
    for (let i = 0; i < n; i++)
      if (values[i]!.some((v) => wanted.has(termKey(v)))) {
        res.mask[i] = 1;
        res.score[i] = boost;
      }
    return res;
  }

  function termIndex(field: string): Map<string, number[]> {
    const cached = termCache.get(field);
    if (cached) return cached;
    const index = new Map<string, number[]>();
    const values = fieldValues(field);
    for (let i = 0; i < n; i++) {
      const seen = new Set<string>();
      for (const v of values[i]!) {
        const key = termKey(v);
        if (seen.has(key)) continue;
        seen.add(key);
        let list = index.get(key);
        if (!list) {
          list = [];
          index.set(key, list);
        }
        list.push(i);
      }
    }
    termCache.set(field, index);
    return index;
  }

  function textIndex(field: string): TextIndex {
    const cached = textCache.get(field);
    if (cached) return cached;
    const values = fieldValues(field);
    const terms = new Map<string, Posting>();
    const lengths = new Uint16Array(n);
    const tokens: string[][] = new Array(n);
    let total = 0;
    for (let i = 0; i < n; i++) {
      const docTokens: string[] = [];
      for (const v of values[i]!)
        if (typeof v === 'string' || typeof v === 'number') docTokens.push(...tokenize(String(v)));
      tokens[i] = docTokens;
      lengths[i] = Math.min(docTokens.length, 65535);
      total += docTokens.length;
      const counts = new Map<string, number>();
      for (const t of docTokens) counts.set(t, (counts.get(t) ?? 0) + 1);
      for (const [t, c] of counts) {
        let posting = terms.get(t);
        if (!posting) {
          posting = { docs: [], tfs: [] };
          terms.set(t, posting);
        }
        posting.docs.push(i);
        posting.tfs.push(c);
      }
    }
    const allTerms = [...terms.keys()];
    const byFirst = new Map<string, string[]>();
    for (const t of allTerms) {
      const first = t[0]!;
      let list = byFirst.get(first);
      if (!list) {
        list = [];
        byFirst.set(first, list);
      }
      list.push(t);
    }
    const avg = n > 0 ? total / n || 1 : 1;
    const norms = new Float64Array(n);
    for (let i = 0; i < n; i++) norms[i] = K1 * (1 - B + (B * lengths[i]!) / avg);
    const index = { id: field, terms, byFirst, allTerms, lengths, norms, tokens, avg };
    if (!volatile(field)) textCache.set(field, index);
    return index;
  }

  const empty = (): Res => ({ mask: new Uint8Array(n), score: new Float64Array(n) });
  const all = (score = 1): Res => ({
    mask: new Uint8Array(n).fill(1),
    score: new Float64Array(n).fill(score),
  });

  function fromDocs(list: Iterable<number>, boost: number): Res {
    const res = empty();
    for (const i of list) {
      res.mask[i] = 1;
      res.score[i] = boost;
    }
    return res;
  }

  function single(clause: unknown, name: string): [string, unknown] {
    if (!isObject(clause)) throw new QueryError(`Malformed ${name} clause`);
    const entries = Object.entries(clause).filter(([k]) => k !== 'boost' && k !== '_name');
    if (entries.length !== 1) throw new QueryError(`A ${name} clause takes exactly one field`);
    return entries[0]!;
  }

  const expansionCache = new Map<string, Array<[string, number]>>();

  /** Exact and fuzzy expansions of a term in a text index (cached per field and settings). */
  function expansions(
    index: TextIndex,
    term: string,
    edits: number,
    prefixLength: number,
    maxExpansions: number,
  ) {
    const cacheKey = `${index.id}\u0000${term}\u0000${edits}\u0000${prefixLength}\u0000${maxExpansions}`;
    const cached = expansionCache.get(cacheKey);
    if (cached) return cached;
    const result = expand(index, term, edits, prefixLength, maxExpansions);
    expansionCache.set(cacheKey, result);
    if (expansionCache.size > 2000) expansionCache.delete(expansionCache.keys().next().value!);
    return result;
  }

  function expand(
    index: TextIndex,
    term: string,
    edits: number,
    prefixLength: number,
    maxExpansions: number,
  ) {
    const out: Array<[string, number]> = [];
    if (index.terms.has(term)) out.push([term, 0]);
    if (edits === 0) return out;
    const prefix = term.slice(0, prefixLength);
    const pool = prefixLength > 0 ? (index.byFirst.get(term[0]!) ?? []) : index.allTerms;
    const fuzzy: Array<[string, number]> = [];
    for (const candidate of pool) {
      if (candidate === term || !candidate.startsWith(prefix)) continue;
      const d = boundedDistance(term, candidate, edits);
      if (d <= edits) fuzzy.push([candidate, d]);
    }
    fuzzy.sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1));
    return out.concat(fuzzy.slice(0, Math.max(0, maxExpansions - out.length)));
  }

  let bestScratch: Float64Array | null = null;
  let scratchArrays: { counts: Uint16Array; scores: Float64Array } | null = null;

  /** Per-doc token counts and scores reused across text queries (left zeroed after each use). */
  function textScratch() {
    if (scratchArrays === null) scratchArrays = { counts: new Uint16Array(n), scores: new Float64Array(n) };
    return scratchArrays;
  }

  /** Visits each doc matching one query term in one field with the score of its best expansion. */
  function forEachTermScore(
    field: string,
    term: string,
    opts: Record<string, unknown>,
    visit: (doc: number, score: number) => void,
    prefixMode = false,
  ): void {
    const index = textIndex(field);
    const edits = allowedEdits(opts.fuzziness, term);
    const prefixLength = numberOption(opts.prefix_length, 'prefix_length', 0);
    const maxExpansions = numberOption(opts.max_expansions, 'max_expansions', 50);
    const list = prefixMode
      ? index.allTerms.filter((t) => t.startsWith(term)).map((t): [string, number] => [t, 0])
      : expansions(index, term, edits, prefixLength, maxExpansions);
    if (list.length === 0) return;
    if (bestScratch === null) bestScratch = new Float64Array(n);
    const best = bestScratch;
    const touched: number[] = [];
    for (const [expanded, distance] of list) {
      const posting = index.terms.get(expanded)!;
      const df = posting.docs.length;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      const weight = (distance === 0 ? 1 : Math.max(0.1, 1 - distance / (term.length + 1))) * idf * (K1 + 1);
      const docsOf = posting.docs;
      const tfs = posting.tfs;
      for (let k = 0; k < df; k++) {
        const i = docsOf[k]!;
        const tf = tfs[k]!;
        const score = (weight * tf) / (tf + index.norms[i]!);
        if (best[i] === 0) touched.push(i);
        if (score > best[i]!) best[i] = score;
      }
    }
    for (const i of touched) {
      visit(i, best[i]!);
      best[i] = 0;
    }
  }

  function matchField(field: string, opts: Record<string, unknown>, operatorAll: boolean): Res {
    const query = opts.query;
    if (query === undefined || query === null) throw new QueryError(`match on ${field} needs a query`);
    const tokens = tokenize(String(query));
    if (tokens.length === 0) return opts.zero_terms_query === 'all' ? all() : empty();
    const required = operatorAll ? tokens.length : requiredMatches(opts.minimum_should_match, tokens.length);
    const counts = new Uint16Array(n);
    const res = empty();
    const touched: number[] = [];
    for (const token of tokens) {
      forEachTermScore(field, token, opts, (i, s) => {
        if (counts[i] === 0) touched.push(i);
        counts[i]!++;
        res.score[i]! += s;
      });
    }
    const boost = numberOption(opts.boost, 'boost', 1);
    for (const i of touched) {
      if (counts[i]! >= required) {
        res.mask[i] = 1;
        res.score[i]! *= boost;
      } else res.score[i] = 0;
    }
    return res;
  }

  function phraseField(field: string, text: string, boost: number, slop: number, prefixLast: boolean): Res {
    const tokens = tokenize(text);
    const res = empty();
    if (tokens.length === 0) return res;
    const index = textIndex(field);
    const lastCandidates = prefixLast
      ? new Set(index.allTerms.filter((t) => t.startsWith(tokens.at(-1)!)))
      : null;
    const firstPosting = lastCandidates && tokens.length === 1 ? null : index.terms.get(tokens[0]!);
    const candidates = firstPosting
      ? firstPosting.docs
      : lastCandidates && tokens.length === 1
        ? [...new Set([...lastCandidates].flatMap((t) => index.terms.get(t)!.docs))]
        : [];
    for (const i of candidates) {
      const docTokens = index.tokens[i]!;
      for (let start = 0; start < docTokens.length; start++) {
        let pos = start;
        let gaps = 0;
        let ok = true;
        for (let k = 0; k < tokens.length; k++) {
          const isLast = k === tokens.length - 1;
          const matches = (t: string | undefined) =>
            t !== undefined && (isLast && lastCandidates ? lastCandidates.has(t) : t === tokens[k]);
          if (k === 0) {
            if (!matches(docTokens[pos])) {
              ok = false;
              break;
            }
            continue;
          }
          pos++;
          while (pos < docTokens.length && !matches(docTokens[pos]) && gaps < slop) {
            pos++;
            gaps++;
          }
          if (!matches(docTokens[pos])) {
            ok = false;
            break;
          }
        }
        if (ok) {
          res.mask[i] = 1;
          res.score[i] = boost * tokens.length;
          break;
        }
      }
    }
    return res;
  }

  function matchOptions(
    clause: string,
    field: string,
    spec: unknown,
    allowed: Set<string>,
  ): Record<string, unknown> {
    const opts = isObject(spec) ? spec : { query: spec };
    for (const key of Object.keys(opts))
      if (!allowed.has(key)) throw new QueryError(`Unsupported option ${key} in ${clause} on ${field}`);
    return opts;
  }

  function parseFields(fields: unknown): Array<[string, number]> {
    if (!Array.isArray(fields) || fields.length === 0) throw new QueryError('multi_match needs fields');
    return fields.map((f) => {
      const [field, boost] = String(f).split('^');
      return [fieldName(field!), boost === undefined ? 1 : numberOption(boost, 'multi_match field boost', 1)];
    });
  }

  function multiMatch(spec: unknown): Res {
    if (!isObject(spec)) throw new QueryError('Malformed multi_match clause');
    for (const key of Object.keys(spec))
      if (!MULTI_MATCH_OPTIONS.has(key)) throw new QueryError(`Unsupported option ${key} in multi_match`);
    const fields = parseFields(spec.fields);
    const type = String(spec.type ?? 'best_fields');
    const tie = numberOption(spec.tie_breaker, 'tie_breaker', 0);
    const boost = numberOption(spec.boost, 'boost', 1);
    const operatorAll = String(spec.operator ?? 'or').toLowerCase() === 'and';
    const res = empty();
    if (type === 'best_fields' || type === 'most_fields') {
      const tokens = tokenize(String(spec.query ?? ''));
      if (tokens.length === 0) return res;
      const required = operatorAll
        ? tokens.length
        : requiredMatches(spec.minimum_should_match, tokens.length);
      const scratch = textScratch();
      const sums = new Float64Array(n);
      const hits: number[] = [];
      for (const [field, fieldBoost] of fields) {
        const touched: number[] = [];
        for (const token of tokens)
          forEachTermScore(field, token, spec, (i, s) => {
            if (scratch.counts[i] === 0) touched.push(i);
            scratch.counts[i]!++;
            scratch.scores[i]! += s;
          });
        for (const i of touched) {
          if (scratch.counts[i]! >= required) {
            const fieldScore = scratch.scores[i]! * fieldBoost;
            if (!res.mask[i]) {
              res.mask[i] = 1;
              hits.push(i);
            }
            sums[i]! += fieldScore;
            if (fieldScore > res.score[i]!) res.score[i] = fieldScore;
          }
          scratch.counts[i] = 0;
          scratch.scores[i] = 0;
        }
      }
      for (const i of hits) {
        const max = res.score[i]!;
        res.score[i] = boost * (type === 'most_fields' ? sums[i]! : max + tie * (sums[i]! - max));
      }
      return res;
    }
    if (type === 'cross_fields') {
      const tokens = tokenize(String(spec.query ?? ''));
      const required = operatorAll
        ? tokens.length
        : requiredMatches(spec.minimum_should_match, tokens.length);
      const counts = new Uint16Array(n);
      const best = new Float64Array(n);
      const touched: number[] = [];
      for (const token of tokens) {
        const tokenTouched: number[] = [];
        for (const [field, fieldBoost] of fields)
          forEachTermScore(field, token, spec, (i, s) => {
            if (best[i] === 0) tokenTouched.push(i);
            if (s * fieldBoost > best[i]!) best[i] = s * fieldBoost;
          });
        for (const i of tokenTouched) {
          if (counts[i] === 0) touched.push(i);
          counts[i]!++;
          res.score[i]! += best[i]!;
          best[i] = 0;
        }
      }
      for (const i of touched)
        if (counts[i]! >= required) {
          res.mask[i] = 1;
          res.score[i]! *= boost;
        } else res.score[i] = 0;
      return res;
    }
    if (type === 'phrase' || type === 'phrase_prefix') {
      for (const [field, fieldBoost] of fields) {
        const r = phraseField(field, String(spec.query ?? ''), fieldBoost, 0, type === 'phrase_prefix');
        for (let i = 0; i < n; i++)
          if (r.mask[i] && r.score[i]! * boost > res.score[i]!) {
            res.mask[i] = 1;
            res.score[i] = r.score[i]! * boost;
          }
      }
      return res;
    }
    throw new QueryError(`Unsupported multi_match type ${type}`);
  }

  function rangeMatch(field: string, spec: unknown): Res {
    if (!isObject(spec)) throw new QueryError(`Malformed range on ${field}`);
    const bounds: Array<[string, unknown]> = [];
    for (const [key, value] of Object.entries(spec)) {
      if (key === 'boost' || key === 'format' || key === 'time_zone') continue;
      if (!['gt', 'gte', 'lt', 'lte', 'from', 'to'].includes(key))
        throw new QueryError(`Unsupported option ${key} in range on ${field}`);
      if (value === null || value === undefined) continue;
      const resolved =
        typeof value === 'string' && value.startsWith('now')
          ? new Date(now()).toISOString().replace('T', ' ').slice(0, 19)
          : value;
      bounds.push([key === 'from' ? 'gte' : key === 'to' ? 'lte' : key, resolved]);
    }
    const values = fieldValues(field);
    const res = empty();
    const boost = numberOption(spec.boost, 'boost', 1);
    const numeric = bounds.every(
      ([, b]) => typeof b === 'number' || (typeof b === 'string' && b !== '' && Number.isFinite(Number(b))),
    );
    if (numeric) {
      let lo = -Infinity;
      let hi = Infinity;
      let loInclusive = true;
      let hiInclusive = true;
      for (const [op, bound] of bounds) {
        const b = Number(bound);
        if (op === 'gt' || op === 'gte') {
          if (b > lo || (b === lo && op === 'gt')) {
            lo = b;
            loInclusive = op === 'gte';
          }
        } else if (b < hi || (b === hi && op === 'lt')) {
          hi = b;
          hiInclusive = op === 'lte';
        }
      }
      for (let i = 0; i < n; i++) {
        const list = values[i]!;
        for (let k = 0; k < list.length; k++) {
          const raw = list[k];
          const v =
            typeof raw === 'number' ? raw : typeof raw === 'string' && raw !== '' ? Number(raw) : Number.NaN;
          if (Number.isNaN(v)) continue;
          if ((loInclusive ? v >= lo : v > lo) && (hiInclusive ? v <= hi : v < hi)) {
            res.mask[i] = 1;
            res.score[i] = boost;
            break;
          }
        }
      }
      return res;
    }
    for (let i = 0; i < n; i++) {
      for (const v of values[i]!) {
        let ok = true;
        for (const [op, bound] of bounds) {
          const c = compareValues(v, bound);
          if (
            (op === 'gt' && !(c > 0)) ||
            (op === 'gte' && !(c >= 0)) ||
            (op === 'lt' && !(c < 0)) ||
            (op === 'lte' && !(c <= 0))
          ) {
            ok = false;
            break;
          }
        }
        if (ok) {
          res.mask[i] = 1;
          res.score[i] = boost;
          break;
        }
      }
    }
    return res;
  }

  function boolQuery(spec: unknown): Res {
    if (!isObject(spec)) throw new QueryError('Malformed bool clause');
    const list = (key: string): unknown[] => {
      const v = spec[key];
      return v === undefined ? [] : Array.isArray(v) ? v : [v];
    };
    for (const key of Object.keys(spec))
      if (
        ![
          'must',
          'filter',
          'should',
          'must_not',
          'minimum_should_match',
          'boost',
          '_name',
          'adjust_pure_negative',
        ].includes(key)
      )
        throw new QueryError(`Unsupported option ${key} in bool`);
    const must = list('must').map(evaluate);
    const filter = list('filter').map(evaluate);
    const should = list('should').map(evaluate);
    const mustNot = list('must_not').map(evaluate);
    const boost = numberOption(spec.boost, 'boost', 1);
    const minShould =
      spec.minimum_should_match !== undefined
        ? should.length === 0
          ? 0
          : requiredMatches(spec.minimum_should_match, should.length)
        : must.length + filter.length > 0
          ? 0
          : should.length > 0
            ? 1
            : 0;
    const res = empty();
    const onlyFilters = must.length === 0 && should.length === 0;
    for (let i = 0; i < n; i++) {
      let ok = true;
      let score = 0;
      for (const r of must) {
        if (!r.mask[i]) {
          ok = false;
          break;
        }
        score += r.score[i]!;
      }
      if (!ok) continue;
      for (const r of filter)
        if (!r.mask[i]) {
          ok = false;
          break;
        }
      if (!ok) continue;
      for (const r of mustNot)
        if (r.mask[i]) {
          ok = false;
          break;
        }
      if (!ok) continue;
      let matched = 0;
      for (const r of should)
        if (r.mask[i]) {
          matched++;
          score += r.score[i]!;
        }
      if (matched < minShould) continue;
      res.mask[i] = 1;
      res.score[i] = onlyFilters && filter.length === 0 && mustNot.length > 0 ? boost : score * boost;
    }
    return res;
  }

  function functionScore(spec: unknown): Res {
    if (!isObject(spec)) throw new QueryError('Malformed function_score clause');
    const allowed = [
      'query',
      'functions',
      'score_mode',
      'boost_mode',
      'max_boost',
      'min_score',
      'boost',
      'weight',
      'field_value_factor',
      'filter',
    ];
    for (const key of Object.keys(spec))
      if (!allowed.includes(key)) throw new QueryError(`Unsupported option ${key} in function_score`);
    const base = spec.query === undefined ? all() : evaluate(spec.query);
    const functions: Array<Record<string, unknown>> = Array.isArray(spec.functions)
      ? (spec.functions as Array<Record<string, unknown>>)
      : spec.weight !== undefined || spec.field_value_factor !== undefined
        ? [{ weight: spec.weight, field_value_factor: spec.field_value_factor }]
        : [];
    const compiled = functions.map((f) => {
      if (!isObject(f)) throw new QueryError('Malformed function in function_score');
      for (const key of Object.keys(f))
        if (!['filter', 'weight', 'field_value_factor'].includes(key))
          throw new QueryError(`Unsupported function ${key} in function_score`);
      const filter = f.filter === undefined ? null : evaluate(f.filter);
      const weight = f.weight === undefined ? undefined : numberOption(f.weight, 'weight', 1);
      let factor: ((i: number) => number) | null = null;
      if (f.field_value_factor !== undefined) {
        const fvf = f.field_value_factor;
        if (!isObject(fvf) || typeof fvf.field !== 'string')
          throw new QueryError('field_value_factor needs a field');
        const values = fieldValues(fieldName(fvf.field));
        const mult = numberOption(fvf.factor, 'factor', 1);
        const missing = fvf.missing === undefined ? undefined : numberOption(fvf.missing, 'missing', 1);
        const modifier = String(fvf.modifier ?? 'none');
        const mods: Record<string, (x: number) => number> = {
          none: (x) => x,
          log: (x) => Math.log10(x),
          log1p: (x) => Math.log10(1 + x),
          log2p: (x) => Math.log10(2 + x),
          ln: (x) => Math.log(x),
          ln1p: (x) => Math.log1p(x),
          ln2p: (x) => Math.log(2 + x),
          square: (x) => x * x,
          sqrt: (x) => Math.sqrt(x),
          reciprocal: (x) => 1 / x,
        };
        const mod = mods[modifier];
        if (!mod) throw new QueryError(`Unsupported field_value_factor modifier ${modifier}`);
        factor = (i) => {
          const raw = values[i]![0];
          const x = raw === undefined ? missing : Number(raw);
          if (x === undefined || !Number.isFinite(x)) return 1;
          return mod(x * mult);
        };
      }
      return { filter, weight, factor };
    });
    const scoreMode = String(spec.score_mode ?? 'multiply');
    const boostMode = String(spec.boost_mode ?? 'multiply');
    if (!['multiply', 'sum', 'avg', 'first', 'max', 'min'].includes(scoreMode))
      throw new QueryError(`Unsupported score_mode ${scoreMode}`);
    if (!['multiply', 'replace', 'sum', 'avg', 'max', 'min'].includes(boostMode))
      throw new QueryError(`Unsupported boost_mode ${boostMode}`);
    const maxBoost = numberOption(spec.max_boost, 'max_boost', Number.MAX_VALUE);
    const minScore = spec.min_score === undefined ? undefined : numberOption(spec.min_score, 'min_score', 0);
    const boost = numberOption(spec.boost, 'boost', 1);
    const res = empty();
    for (let i = 0; i < n; i++) {
      if (!base.mask[i]) continue;
      // The functions' scores folded as they come (no list per document: issue 20.3, garbage).
      let count = 0;
      let fn = 1;
      for (const f of compiled) {
        if (f.filter && !f.filter.mask[i]) continue;
        const s = (f.factor ? f.factor(i) : 1) * (f.weight ?? 1);
        if (count === 0) fn = s;
        else if (scoreMode === 'multiply') fn *= s;
        else if (scoreMode === 'sum' || scoreMode === 'avg') fn += s;
        else if (scoreMode === 'max') fn = Math.max(fn, s);
        else if (scoreMode === 'min') fn = Math.min(fn, s);
        count++;
        if (scoreMode === 'first') break;
      }
      if (count > 1 && scoreMode === 'avg') fn /= count;
      fn = Math.min(fn, maxBoost);
      const q = base.score[i]!;
      let score: number;
      switch (boostMode) {
        case 'multiply':
          score = q * fn;
          break;
        case 'replace':
          score = fn;
          break;
        case 'sum':
          score = q + fn;
          break;
        case 'avg':
          score = (q + fn) / 2;
          break;
        case 'max':
          score = Math.max(q, fn);
          break;
        default:
          score = Math.min(q, fn);
      }
      score *= boost;
      if (minScore !== undefined && score < minScore) continue;
      res.mask[i] = 1;
      res.score[i] = score;
    }
    return res;
  }

  const columnCache = new Map<string, { numbers: Float64Array | null; values: unknown[] | null }>();

  function sortValue(list: unknown[], desc: boolean): unknown {
    if (list.length === 0) return undefined;
    if (list.length === 1) return list[0];
    return [...list].sort(compareValues)[desc ? list.length - 1 : 0];
  }

  /** The sort key of every doc for a field and direction: numbers (NaN when missing) or raw values. */
  function sortColumn(field: string, desc: boolean) {
    const cacheKey = `${field}:${desc}`;
    const cached = columnCache.get(cacheKey);
    if (cached) return cached;
    const values = fieldValues(field);
    const raw = values.map((list) => sortValue(list, desc));
    const numeric = raw.every((v) => v === undefined || typeof v === 'number');
    const column = numeric
      ? {
          numbers: Float64Array.from(raw, (v) => (v === undefined ? Number.NaN : (v as number))),
          values: null,
        }
      : { numbers: null, values: raw };
    columnCache.set(cacheKey, column);
    return column;
  }

  const filterCache = createFilterCache<Res>(filterCacheEntries(n));

  /**
   * Evaluates a clause; costly leaf filters on catalogue (non-live) fields are cached, as the search
   * engine's filter cache does (see {@link createFilterCache}: used twice first, bounded in bytes).
   */
  function evaluate(clause: unknown): Res {
    if (isObject(clause)) {
      const keys = Object.keys(clause);
      const type = keys[0];
      if (keys.length === 1 && type !== undefined && CACHEABLE.has(type)) {
        const spec = clause[type];
        const fields = isObject(spec)
          ? typeof spec.field === 'string'
            ? [spec.field]
            : Object.keys(spec)
          : [];
        const key = JSON.stringify(clause);
        if (!fields.some((f) => volatile(fieldName(f))) && !key.includes('"now')) {
          return filterCache.get(key, () => evaluateClause(clause));
        }
      }
    }
    return evaluateClause(clause);
  }

  function evaluateClause(clause: unknown): Res {
    if (!isObject(clause)) throw new QueryError('A query clause must be an object');
    const keys = Object.keys(clause);
    if (keys.length !== 1)
      throw new QueryError(`A query clause must have exactly one key, got ${keys.join(', ') || 'none'}`);
    const type = keys[0]!;
    const spec = clause[type];
    switch (type) {
      case 'match_all':
        return all(isObject(spec) ? numberOption(spec.boost, 'boost', 1) : 1);
      case 'match_none':
        return empty();
      case 'bool':
        return boolQuery(spec);
      case 'term': {
        const [field, value] = single(spec, 'term');
        const v = isObject(value) ? value.value : value;
        const boost = isObject(value) ? numberOption(value.boost, 'boost', 1) : 1;
        if (field === '_id')
          return fromDocs(
            ids.flatMap((id, i) => (id === String(v) ? [i] : [])),
            boost,
          );
        return termsRes(fieldName(field), [termKey(v)], boost);
      }
      case 'terms': {
        const [field, values] = single(spec, 'terms');
        if (!Array.isArray(values)) throw new QueryError(`terms on ${field} needs an array`);
        const boost = isObject(spec) ? numberOption(spec.boost, 'boost', 1) : 1;
        if (field === '_id') {
          const wanted = new Set(values.map(String));
          return fromDocs(
            ids.flatMap((id, i) => (wanted.has(id) ? [i] : [])),
            boost,
          );
        }
        return termsRes(fieldName(field), values.map(termKey), boost);
      }
      case 'ids': {
        if (!isObject(spec) || !Array.isArray(spec.values)) throw new QueryError('ids needs values');
        const wanted = new Set(spec.values.map(String));
        return fromDocs(
          ids.flatMap((id, i) => (wanted.has(id) ? [i] : [])),
          1,
        );
      }
      case 'range': {
        const [field, range] = single(spec, 'range');
        return rangeMatch(fieldName(field), range);
      }
      case 'exists': {
        if (!isObject(spec) || typeof spec.field !== 'string') throw new QueryError('exists needs a field');
        const values = fieldValues(fieldName(spec.field));
        const res = empty();
        for (let i = 0; i < n; i++)
          if (values[i]!.length > 0) {
            res.mask[i] = 1;
            res.score[i] = 1;
          }
        return res;
      }
      case 'prefix':
      case 'wildcard': {
        const [field, raw] = single(spec, type);
        const value = String(isObject(raw) ? (raw.value ?? raw.wildcard) : raw).toLowerCase();
        const test =
          type === 'prefix'
            ? (s: string) => s.startsWith(value)
            : (
                (re: RegExp) => (s: string) =>
                  re.test(s)
              )(
                new RegExp(
                  `^${value
                    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                    .replace(/\*/g, '.*')
                    .replace(/\?/g, '.')}$`,
                ),
              );
        const values = fieldValues(fieldName(field));
        const res = empty();
        for (let i = 0; i < n; i++)
          if (values[i]!.some((v) => test(String(v).toLowerCase()))) {
            res.mask[i] = 1;
            res.score[i] = 1;
          }
        return res;
      }
      case 'match': {
        const [field, raw] = single(spec, 'match');
        const opts = matchOptions('match', field, raw, MATCH_OPTIONS);
        return matchField(fieldName(field), opts, String(opts.operator ?? 'or').toLowerCase() === 'and');
      }
      case 'match_phrase':
      case 'match_phrase_prefix': {
        const [field, raw] = single(spec, type);
        const opts = matchOptions(
          type,
          field,
          raw,
          new Set(['query', 'slop', 'boost', 'analyzer', 'max_expansions']),
        );
        return phraseField(
          fieldName(field),
          String(opts.query ?? ''),
          numberOption(opts.boost, 'boost', 1),
          numberOption(opts.slop, 'slop', 0),
          type === 'match_phrase_prefix',
        );
      }
      case 'multi_match':
        return multiMatch(spec);
      case 'constant_score': {
        if (!isObject(spec) || spec.filter === undefined)
          throw new QueryError('constant_score needs a filter');
        const inner = evaluate(spec.filter);
        const boost = numberOption(spec.boost, 'boost', 1);
        const score = new Float64Array(n);
        for (let i = 0; i < n; i++) if (inner.mask[i]) score[i] = boost;
        return { mask: inner.mask, score };
      }
      case 'dis_max': {
        if (!isObject(spec) || !Array.isArray(spec.queries)) throw new QueryError('dis_max needs queries');
        const parts = spec.queries.map(evaluate);
        const tie = numberOption(spec.tie_breaker, 'tie_breaker', 0);
        const res = empty();
        for (let i = 0; i < n; i++) {
          let max = 0;
          let sum = 0;
          let hit = false;
          for (const r of parts)
            if (r.mask[i]) {
              hit = true;
              sum += r.score[i]!;
              max = Math.max(max, r.score[i]!);
            }
          if (hit) {
            res.mask[i] = 1;
            res.score[i] = max + tie * (sum - max);
          }
        }
        return res;
      }
      case 'function_score':
        return functionScore(spec);
      default:
        throw new QueryError(`Unsupported query clause: ${type}`);
    }
  }

  function aggregate(aggs: Record<string, unknown>, matched: number[]) {
    const out: Record<string, { buckets: Array<Record<string, unknown>> }> = {};
    for (const [name, spec] of Object.entries(aggs)) {
      if (!isObject(spec)) throw new QueryError(`Malformed aggregation ${name}`);
      const types = Object.keys(spec).filter((k) => k !== 'meta');
      if (types.length !== 1) throw new QueryError(`Unsupported aggregation ${name}: ${types.join(', ')}`);
      const type = types[0]!;
      const body = spec[type];
      if (!isObject(body) || typeof body.field !== 'string')
        throw new QueryError(`Unsupported aggregation ${type} in ${name}`);
      if (type === 'terms' || type === 'range') checkDocValues(body.field, type);
      const values = fieldValues(fieldName(body.field));
      if (type === 'terms') {
        const size = numberOption(body.size, `${name}.size`, 10);
        const counts = new Map<unknown, { key: unknown; count: number }>();
        for (let m = 0; m < matched.length; m++) {
          const list = values[matched[m]!]!;
          for (let k = 0; k < list.length; k++) {
            const v = list[k];
            if (k > 0 && list.indexOf(v) < k) continue;
            const entry = counts.get(v);
            if (entry) entry.count++;
            else counts.set(v, { key: v, count: 1 });
          }
        }
        const buckets = [...counts.values()]
          .sort((a, b) => b.count - a.count || compareValues(a.key, b.key))
          .slice(0, size)
          .map((e) => ({ key: typeof e.key === 'boolean' ? Number(e.key) : e.key, doc_count: e.count }));
        out[name] = { buckets };
      } else if (type === 'range') {
        if (!Array.isArray(body.ranges)) throw new QueryError(`range aggregation ${name} needs ranges`);
        const buckets = body.ranges.map((r: unknown) => {
          if (!isObject(r)) throw new QueryError(`Malformed range in ${name}`);
          const from = r.from === undefined || r.from === null ? null : Number(r.from);
          const to = r.to === undefined || r.to === null ? null : Number(r.to);
          let count = 0;
          const lo = from ?? -Infinity;
          const hi = to ?? Infinity;
          for (let m = 0; m < matched.length; m++) {
            const list = values[matched[m]!]!;
            for (let k = 0; k < list.length; k++) {
              const raw = list[k];
              const v = typeof raw === 'number' ? raw : Number(raw);
              if (v >= lo && v < hi) {
                count++;
                break;
              }
            }
          }
          const key = typeof r.key === 'string' ? r.key : `${from ?? '*'}-${to ?? '*'}`;
          return {
            key,
            ...(from === null ? {} : { from }),
            ...(to === null ? {} : { to }),
            doc_count: count,
          };
        });
        out[name] = { buckets };
      } else throw new QueryError(`Unsupported aggregation ${type} in ${name}`);
    }
    return out;
  }

  function search(body: Record<string, unknown>, params: SearchParams = {}): SearchAnswer {
    const started = performance.now();
    for (const key of Object.keys(body))
      if (
        ![
          'query',
          'sort',
          'from',
          'size',
          '_source',
          'aggs',
          'aggregations',
          'min_score',
          'track_total_hits',
          'track_scores',
        ].includes(key)
      )
        throw new QueryError(`Unsupported search option: ${key}`);
    const result = body.query === undefined ? all() : evaluate(body.query);
    const minScore = body.min_score === undefined ? undefined : numberOption(body.min_score, 'min_score', 0);
    const matched: number[] = [];
    for (let i = 0; i < n; i++)
      if (result.mask[i] && (minScore === undefined || result.score[i]! >= minScore)) matched.push(i);
    const sortKeys = parseSort(body.sort, params, (field, unmappedType) =>
      checkDocValues(field, 'sort', unmappedType),
    );
    const from = Math.max(0, params.from ?? numberOption(body.from, 'from', 0));
    const size = Math.max(0, Math.min(10_000, params.size ?? numberOption(body.size, 'size', 10)));
    const columns = sortKeys.map((k) =>
      k.field === '_score' ? { numbers: result.score, values: null } : sortColumn(k.field, k.desc),
    );
    const keyOf = (i: number, k: number): unknown => {
      const column = columns[k]!;
      if (column.numbers) {
        const v = column.numbers[i]!;
        return Number.isNaN(v) ? undefined : v;
      }
      return column.values![i];
    };
    const compare = (a: number, b: number): number => {
      if (sortKeys.length === 0) return result.score[b]! - result.score[a]! || a - b;
      for (let k = 0; k < sortKeys.length; k++) {
        const key = sortKeys[k]!;
        const column = columns[k]!;
        let c: number;
        if (column.numbers) {
          const va = column.numbers[a]!;
          const vb = column.numbers[b]!;
          const ma = Number.isNaN(va);
          const mb = Number.isNaN(vb);
          if (ma || mb) {
            if (ma && mb) continue;
            return ma === key.missingFirst ? -1 : 1;
          }
          c = va - vb;
        } else {
          const va = column.values![a];
          const vb = column.values![b];
          if (va === undefined || vb === undefined) {
            if (va === vb) continue;
            return (va === undefined) === key.missingFirst ? -1 : 1;
          }
          c = compareValues(va, vb);
        }
        if (c !== 0) return key.desc ? -c : c;
      }
      return a - b;
    };
    const wanted = from + size;
    let ordered: number[];
    if (matched.length <= 2048 || wanted * 8 >= matched.length) ordered = matched.sort(compare);
    else {
      ordered = [];
      for (let m = 0; m < matched.length; m++) {
        const i = matched[m]!;
        if (ordered.length === wanted && compare(i, ordered[wanted - 1]!) >= 0) continue;
        let lo = 0;
        let hi = ordered.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (compare(ordered[mid]!, i) <= 0) lo = mid + 1;
          else hi = mid;
        }
        ordered.splice(lo, 0, i);
        if (ordered.length > wanted) ordered.pop();
      }
    }
    const source = sourceFilter(body._source, params);
    let maxScore: number | null = null;
    for (let m = 0; m < matched.length; m++) {
      const score = result.score[matched[m]!]!;
      if (maxScore === null || score > maxScore) maxScore = score;
    }
    const hits = ordered.slice(from, from + size).map((i) => ({
      _index: name,
      _type: '_doc',
      _id: ids[i]!,
      _score: result.score[i]!,
      _source: source.none ? {} : projectSource(docs[i]!, source.includes, source.excludes),
      ...(sortKeys.length > 0 ? { sort: sortKeys.map((_, k) => keyOf(i, k) ?? null) } : {}),
    }));
    const aggsSpec = body.aggs ?? body.aggregations;
    const answer: SearchAnswer = {
      took: 0,
      timed_out: false,
      hits: { total: { value: matched.length, relation: 'eq' }, max_score: maxScore, hits },
    };
    if (aggsSpec !== undefined) {
      if (!isObject(aggsSpec)) throw new QueryError('Malformed aggs');
      answer.aggregations = aggregate(aggsSpec, matched);
    }
    answer.took = Math.round(performance.now() - started);
    return answer;
  }

  return {
    name,
    docs,
    search,
    invalidate(predicate) {
      for (const key of [...valueCache.keys()]) if (predicate(key)) valueCache.delete(key);
      for (const key of [...termCache.keys()]) if (predicate(key)) termCache.delete(key);
      for (const key of [...textCache.keys()]) if (predicate(key)) textCache.delete(key);
    },
    warm(fields) {
      for (const field of fields) textIndex(field);
    },
    refresh(doc) {
      const i = positions.get(doc);
      if (i === undefined) return;
      for (const [field, values] of valueCache) values[i] = valuesAt(doc, field);
      for (const key of [...columnCache.keys()]) {
        const split = key.lastIndexOf(':');
        const field = key.slice(0, split);
        const column = columnCache.get(key)!;
        const value = sortValue(fieldValues(field)[i]!, key.slice(split + 1) === 'true');
        if (column.numbers && (value === undefined || typeof value === 'number'))
          column.numbers[i] = value === undefined ? Number.NaN : value;
        else if (column.values) column.values[i] = value;
        else columnCache.delete(key);
      }
      for (const field of [...termCache.keys()]) if (volatile(field)) termCache.delete(field);
    },
  };
}
