import { brotliCompress, gunzip, gzip as gzipAsync, constants as zlib } from 'node:zlib';

/**
 * The output cache of rendered pages (commerce-core §9 output cache TTL; issue 17): a port,
 * {@link OutputCacheStore}, with two adapters — in memory (the embedded default, bounded by bytes
 * and entries) and Redis (`redis-store.ts`, shared by every node that uses the same Redis) — and
 * the policy over it, {@link OutputCache}: keys, time to live, cache tags and the query
 * parameters each path reads.
 */

/**
 * One record of a store: a JSON text of metadata and the page compressed, once, when it is stored
 * (issue 31.3: a hit never compresses). The page is kept compressed only (issue 31.4: the identity
 * body was four times the gzip one); the rare client that accepts no compression gets the gzip
 * body decompressed.
 */
export interface StoredRecord {
  /** JSON metadata (status, headers, tags, times). */
  meta: string;
  /**
   * The identity body: empty for a page kept by {@link OutputCache.set} (an identity read
   * decompresses the gzip body); a record of an older node may still carry it.
   */
  body: Uint8Array;
  /** The gzip body. */
  gzip: Uint8Array;
  /**
   * The brotli body: empty until a client asks for brotli (issue 31.4: made once, at the first
   * request that accepts it, then kept), or in a record of an older node.
   */
  br?: Uint8Array | undefined;
}

/** Which body a read needs: the others are not transferred. */
export type BodyVariant = 'body' | 'gzip' | 'br';

/** A content coding of a page ({@link pickEncoding}). */
export type PageEncoding = 'identity' | 'gzip' | 'br';

/** What a read answers: the metadata and the body asked for. */
export interface StoredPage {
  meta: string;
  body: Uint8Array;
  /**
   * A slot a store keeps as long as the record (the memory store): the output cache keeps the
   * parsed metadata there, so a hit does not parse it again (issue 31.3). Absent for a shared store.
   */
  memo?: Record<string, unknown> | undefined;
}

/**
 * The encoding of a hit by `Accept-Encoding`: brotli, else gzip, else identity (`q=0` refuses).
 */
export function pickEncoding(accept: string | null | undefined): PageEncoding {
  if (!accept) return 'identity';
  const br = /\bbr\b(?!\s*;\s*q=0(?:\.0*)?\b)/.test(accept);
  if (br) return 'br';
  return /\bgzip\b(?!\s*;\s*q=0(?:\.0*)?\b)/.test(accept) ? 'gzip' : 'identity';
}

/**
 * The port of the output cache: a key-value store of rendered pages with tags. Keys are opaque
 * strings; a record carries tags, and {@link invalidateTags} drops every record carrying one of
 * them. Adapters: {@link createMemoryStore}, `createRedisStore`.
 */
export interface OutputCacheStore {
  /** `memory` or `redis`, for `/health` and the benchmark. */
  readonly kind: string;
  get(key: string, variant: BodyVariant): Promise<StoredPage | undefined>;
  /**
   * Keeps a record. With `generation` (read by {@link generation} before the page was rendered)
   * the record is kept only if no invalidation happened since: a render that raced an
   * invalidation never brings the old page back.
   */
  set(key: string, record: StoredRecord, options: SetOptions): Promise<void>;
  /** The invalidation generation: it changes with every invalidation. */
  generation(): Promise<string>;
  /**
   * Drops every record carrying one of the tags; answers how many of the dropped records have
   * keys starting with `countPrefix` (all when empty).
   */
  invalidateTags(tags: readonly string[], countPrefix?: string): Promise<number>;
  /** Drops every record whose key passes the test (a scan: for operators, not the hot path). */
  invalidateWhere(test: (key: string) => boolean): Promise<number>;
  /** How many records with keys starting with `keyPrefix` the store holds (a scan in Redis). */
  count(keyPrefix?: string): Promise<number>;
  /**
   * Is a page with these tags, stored at that time, known to be stale although the store still
   * holds it (an invalidation of one of its tags failed after it was stored, issue 29.3)?
   */
  isStale?(tags: readonly string[], storedAt: number): boolean;
  close(): Promise<void>;
}

/** Options of {@link OutputCacheStore.set}. */
export interface SetOptions {
  tags: readonly string[];
  ttlMs: number;
  /** Keep the record only if the generation is still this one. */
  generation?: string | undefined;
}

/** Options of {@link createMemoryStore}. */
export interface MemoryStoreOptions {
  /**
   * The most bytes the records may take (bodies, gzip bodies, metadata and keys); the least
   * recently used records are dropped beyond it.
   * @default 67_108_864 (64 MiB)
   */
  maxBytes?: number;
  /** @default 10_000 */
  maxEntries?: number;
  /** @default () => Date.now() */
  now?: () => number;
}

interface MemoryRecord {
  record: StoredRecord;
  memo: Record<string, unknown>;
  tags: readonly string[];
  expiresAt: number;
  bytes: number;
}

/**
 * The bytes of a view in an ArrayBuffer of their own (issue 31.4): the view itself when it spans
 * its whole buffer, else a copy. A kept view into a larger buffer keeps all of it alive — node:zlib's
 * callback functions answer a view into their 16 KiB output chunk, itself a slice of Buffer's
 * shared 64 KiB pool (`Buffer.poolSize` of Node 24): a kept 12 KB gzip page held a whole 64 KiB
 * slab (after 10k requests, 1,106 slabs: 69 MB live for 25 MB of pages), so a cache that counts
 * the views holds several times its cap. `new Uint8Array(view)` copies (a Buffer's `slice` would not).
 */
function ownBytes(view: Uint8Array): Uint8Array {
  return view.byteOffset === 0 && view.byteLength === view.buffer.byteLength ? view : new Uint8Array(view);
}

/** A record whose bodies each own their ArrayBuffer ({@link ownBytes}), so its count is what it holds. */
function ownRecord(record: StoredRecord): StoredRecord {
  return {
    meta: record.meta,
    body: ownBytes(record.body),
    gzip: ownBytes(record.gzip),
    br: record.br && ownBytes(record.br),
  };
}

/** Bytes of a record as the memory store counts them (UTF-16 strings count twice). */
function recordBytes(key: string, record: StoredRecord, tags: readonly string[]): number {
  let bytes =
    2 * (key.length + record.meta.length) +
    record.body.byteLength +
    record.gzip.byteLength +
    (record.br?.byteLength ?? 0) +
    64;
  for (const tag of tags) bytes += 2 * tag.length + 16;
  return bytes;
}

/**
 * The in-memory adapter: least recently used records are dropped beyond `maxBytes` or
 * `maxEntries`; a tag index finds the records of a tag. One process only.
 *
 * @example
 * const store = createMemoryStore({ maxBytes: 32 * 1024 * 1024 });
 */
export function createMemoryStore({
  maxBytes = 64 * 1024 * 1024,
  maxEntries = 10_000,
  now = () => Date.now(),
}: MemoryStoreOptions = {}): OutputCacheStore & { readonly bytes: number } {
  const records = new Map<string, MemoryRecord>();
  const byTag = new Map<string, Set<string>>();
  let bytes = 0;
  let generation = 0;

  const remove = (key: string): boolean => {
    const found = records.get(key);
    if (!found) return false;
    records.delete(key);
    bytes -= found.bytes;
    for (const tag of found.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
    return true;
  };

  return {
    kind: 'memory',
    get bytes() {
      return bytes;
    },
    async get(key, variant) {
      const found = records.get(key);
      if (!found) return undefined;
      if (now() >= found.expiresAt) {
        remove(key);
        return undefined;
      }
      // Most recently used last: eviction takes the first.
      records.delete(key);
      records.set(key, found);
      return { meta: found.record.meta, body: found.record[variant] ?? empty, memo: found.memo };
    },
    async generation() {
      return String(generation);
    },
    async set(key, record, { tags, ttlMs, generation: seen }) {
      if (seen !== undefined && seen !== String(generation)) return;
      remove(key);
      const size = recordBytes(key, record, tags);
      if (size > maxBytes) return;
      records.set(key, { record: ownRecord(record), memo: {}, tags, expiresAt: now() + ttlMs, bytes: size });
      bytes += size;
      for (const tag of tags) {
        let keys = byTag.get(tag);
        if (!keys) {
          keys = new Set();
          byTag.set(tag, keys);
        }
        keys.add(key);
      }
      for (const oldest of records.keys()) {
        if (bytes <= maxBytes && records.size <= maxEntries) break;
        remove(oldest);
      }
    },
    async invalidateTags(tags, countPrefix = '') {
      generation += 1;
      let removed = 0;
      for (const tag of tags) {
        for (const key of [...(byTag.get(tag) ?? [])])
          if (remove(key) && key.startsWith(countPrefix)) removed += 1;
      }
      return removed;
    },
    async invalidateWhere(test) {
      generation += 1;
      let removed = 0;
      for (const key of [...records.keys()]) if (test(key) && remove(key)) removed += 1;
      return removed;
    },
    async count(keyPrefix = '') {
      if (keyPrefix === '') return records.size;
      let count = 0;
      for (const key of records.keys()) if (key.startsWith(keyPrefix)) count += 1;
      return count;
    },
    async close() {
      records.clear();
      byTag.clear();
      bytes = 0;
    },
  };
}

/** What a request is cached for: the brand, store view and canonical origin it is rendered with. */
export interface CacheScope {
  brand: string;
  store: string;
  /** The canonical origin (`https://host`), never a request's own Host. */
  origin: string;
}

/** One rendered page kept by the {@link OutputCache}. */
export interface CachedPage {
  readonly status: number;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  /** The body in the encoding asked for ({@link encoding}). */
  readonly body: Uint8Array;
  /** The encoding of {@link body}. */
  readonly encoding: PageEncoding;
  /** Cache tags (`P<id>`, `C<id>`, `cms<id>`). */
  readonly tags: readonly string[];
  readonly storedAt: number;
  readonly expiresAt: number;
}

/** What {@link OutputCache.invalidate} removes; every given field must match. Empty removes all. */
export interface InvalidateFilter {
  brand?: string | undefined;
  store?: string | undefined;
  /** An exact URL (path and canonical query). */
  url?: string | undefined;
  /** A URL prefix, e.g. `/c/` for every category page. */
  prefix?: string | undefined;
}

/** Options of {@link createOutputCache}. */
export interface OutputCacheOptions {
  /** Time to live of a page (commerce-core §9: output cache TTL 86400 s). */
  ttlSeconds: number;
  /** @default an in-memory store */
  store?: OutputCacheStore | undefined;
  /** @default () => Date.now() */
  now?: () => number;
  /**
   * How long after its time to live a page is still kept as the stand-in for a render the API is
   * too slow for (stale-if-error, issue 31.1); never served as a hit.
   * @default ttlSeconds
   */
  staleIfErrorSeconds?: number | undefined;
  /**
   * How long a node keeps the query-parameter list of a path it read from a shared store, so a
   * hit is one round trip; 0 reads the store every time. Local invalidations clear it.
   * @default 5000 for a shared store, 0 for the memory store
   */
  readsMemoMs?: number | undefined;
}

/** The output cache: pages by scope and canonical URL, and the query parameters of each path. */
export interface OutputCache {
  readonly store: OutputCacheStore;
  /**
   * The page kept for a URL, in the encoding asked for. With `stale`, also a page past its time
   * to live (within `staleIfErrorSeconds`) or known stale: the copy that stands in when the
   * API is too slow to render the page now (stale-if-error, issue 31.1).
   */
  get(
    scope: CacheScope,
    url: string,
    encoding: PageEncoding | boolean,
    options?: { stale?: boolean },
  ): Promise<CachedPage | undefined>;
  /** The invalidation generation to read before a render and hand to {@link set}. */
  generation(): Promise<string | undefined>;
  /**
   * Keeps a page, unless an invalidation happened since `generation` was read: compressed with
   * gzip, and with brotli too when `brotli` (the client that rendered it accepts brotli);
   * otherwise brotli is made at the first hit that asks for it (issue 31.4). Answers the bodies
   * made (`br` empty when not made).
   */
  set(
    scope: CacheScope,
    url: string,
    page: {
      status: number;
      headers: ReadonlyArray<readonly [string, string]>;
      body: Uint8Array;
      tags: readonly string[];
    },
    generation?: string | undefined,
    options?: { brotli?: boolean },
  ): Promise<{ storedAt: number; gzip: Uint8Array; br: Uint8Array }>;
  /**
   * The query parameters the page at a path reads (learned from its last render; sorted), or
   * undefined when the path was not rendered yet.
   */
  readsOf(scope: CacheScope, path: string): Promise<readonly string[] | undefined>;
  setReads(
    scope: CacheScope,
    path: string,
    reads: readonly string[],
    tags: readonly string[],
    generation?: string | undefined,
  ): Promise<void>;
  /** Drops every page (and read list) carrying one of the tags. */
  invalidateTags(tags: readonly string[]): Promise<number>;
  /** Drops the pages matching the filter. */
  invalidate(filter?: InvalidateFilter): Promise<number>;
  /** How many pages the store holds. */
  size(): Promise<number>;
}

const sep = ' ';
const empty = new Uint8Array(0);

/** The key of a page: kind, brand, store code, canonical origin and URL (spaces never occur in these). */
export function outputCacheKey(kind: 'page' | 'reads', scope: CacheScope, url: string): string {
  return [kind, scope.brand, scope.store || '-', `${scope.origin}${url}`].join(sep);
}

function parseKey(key: string): { kind: string; brand: string; store: string; url: string } | undefined {
  const [kind, brand, store, full] = key.split(sep);
  if (!kind || !brand || !store || !full) return undefined;
  const path = full.indexOf('/', full.indexOf('//') + 2);
  return { kind, brand, store: store === '-' ? '' : store, url: path < 0 ? '/' : full.slice(path) };
}

const variantOf: Record<PageEncoding, BodyVariant> = { identity: 'body', gzip: 'gzip', br: 'br' };

/**
 * A page's brotli body (quality 5: smaller than gzip, about as fast as gzip's default level),
 * made on libuv's thread pool so the event loop serves other requests meanwhile (issue 31.2).
 */
const brotli = (body: Uint8Array): Promise<Uint8Array> =>
  new Promise((resolve, reject) =>
    brotliCompress(
      body,
      {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      },
      // Its own bytes: `out` is a view into zlib's output chunk, which it would keep alive (issue 31.4).
      (error, out) => (error ? reject(error) : resolve(ownBytes(out))),
    ),
  );

/**
 * A stored page's gzip body (issue 31.2): the default level 6 — a page is stored once and sent
 * many times, and level 9 saves under 1 % more for a quarter more CPU, level 4 costs about 5 %
 * more bytes on every hit — made on the thread pool, never blocking the event loop.
 */
const gzipStored = (body: Uint8Array): Promise<Uint8Array> =>
  new Promise((resolve, reject) =>
    // Its own bytes: `out` is a view into zlib's output chunk, which it would keep alive (issue 31.4).
    gzipAsync(body, { level: 6 }, (error, out) => (error ? reject(error) : resolve(ownBytes(out)))),
  );

const gunzipAsync = (body: Uint8Array): Promise<Uint8Array> =>
  new Promise((resolve, reject) =>
    gunzip(body, (error, out) =>
      error ? reject(error) : resolve(new Uint8Array(out.buffer, out.byteOffset, out.byteLength)),
    ),
  );

interface PageMeta {
  s: number;
  h: Array<readonly [string, string]>;
  t: readonly string[];
  at: number;
  exp: number;
}

/**
 * Creates the output cache over a store (commerce-core §9 output cache TTL).
 *
 * @example
 * const cache = createOutputCache({ ttlSeconds: 86_400, store: createMemoryStore() });
 */
export function createOutputCache({
  ttlSeconds,
  store = createMemoryStore(),
  now = () => Date.now(),
  readsMemoMs = store.kind === 'memory' ? 0 : 5000,
  staleIfErrorSeconds = ttlSeconds,
}: OutputCacheOptions): OutputCache {
  const ttlMs = ttlSeconds * 1000;
  // The store keeps a record past its time to live for stale-if-error; a hit checks `exp`.
  const keepMs = ttlMs + staleIfErrorSeconds * 1000;
  const memo = new Map<string, { reads: readonly string[]; until: number }>();
  /** The metadata of a read, parsed once per record where the store keeps a memo (issue 31.3). */
  const metaOf = (found: StoredPage): PageMeta => {
    let meta = found.memo?.page as PageMeta | undefined;
    if (!meta) {
      meta = JSON.parse(found.meta) as PageMeta;
      if (found.memo) found.memo.page = meta;
    }
    return meta;
  };
  const pageOf = (meta: PageMeta, body: Uint8Array, encoding: PageEncoding): CachedPage => ({
    status: meta.s,
    headers: meta.h,
    body,
    encoding,
    tags: meta.t,
    storedAt: meta.at,
    expiresAt: meta.exp,
  });
  return {
    store,
    async get(scope, url, asked, { stale = false } = {}) {
      const encoding: PageEncoding = asked === true ? 'gzip' : asked === false ? 'identity' : asked;
      const key = outputCacheKey('page', scope, url);
      const found = await store.get(key, variantOf[encoding]);
      if (!found) return undefined;
      const meta = metaOf(found);
      const fresh = now() < meta.exp && !store.isStale?.(meta.t, meta.at);
      if (!stale && !fresh) return undefined;
      if (found.body.byteLength > 0 || encoding === 'gzip') return pageOf(meta, found.body, encoding);
      // The page is kept compressed only (issue 31.4). Identity: its gzip body, decompressed.
      // Brotli: made from it at the first hit that asks, and kept, in the memory store; a stale
      // copy, or a shared store's page (a write there would cut its tag sets' lifetimes to this
      // page's), is sent as gzip.
      const upgrade = encoding === 'br' && fresh && store.kind === 'memory';
      const generation = upgrade ? await store.generation() : undefined;
      const gzip = await store.get(key, 'gzip');
      if (!gzip) return undefined;
      if (encoding === 'identity') return pageOf(meta, await gunzipAsync(gzip.body), 'identity');
      if (generation === undefined || gzip.body.byteLength === 0) return pageOf(meta, gzip.body, 'gzip');
      const br = await brotli(await gunzipAsync(gzip.body));
      const ttlMs = meta.at + keepMs - now();
      if (ttlMs > 0)
        await store.set(
          key,
          { meta: gzip.meta, body: empty, gzip: gzip.body, br },
          { tags: meta.t, ttlMs, generation },
        );
      return pageOf(meta, br, 'br');
    },
    async generation() {
      try {
        return await store.generation();
      } catch {
        return undefined;
      }
    },
    async set(scope, url, page, generation, { brotli: withBrotli = false } = {}) {
      const storedAt = now();
      // Compressed once, here; every hit sends these bytes as they are (issue 31.3). Off the event
      // loop, gzip and brotli side by side on the thread pool (issue 31.2).
      const [gzip, br] = await Promise.all([gzipStored(page.body), withBrotli ? brotli(page.body) : empty]);
      const meta: PageMeta = {
        s: page.status,
        h: [...page.headers],
        t: page.tags,
        at: storedAt,
        exp: storedAt + ttlMs,
      };
      // Compressed only (issue 31.4): an identity read decompresses the gzip body; brotli is made
      // when a client first asks for it.
      await store.set(
        outputCacheKey('page', scope, url),
        { meta: JSON.stringify(meta), body: empty, gzip, br },
        { tags: page.tags, ttlMs: keepMs, generation },
      );
      return { storedAt, gzip, br };
    },
    async readsOf(scope, path) {
      const key = outputCacheKey('reads', scope, path);
      const memoed = readsMemoMs > 0 ? memo.get(key) : undefined;
      if (memoed && memoed.until > now()) return memoed.reads;
      const found = await store.get(key, 'body');
      if (!found) return undefined;
      let reads = found.memo?.reads as string[] | undefined;
      if (!reads) {
        reads = JSON.parse(found.meta) as string[];
        if (found.memo) found.memo.reads = reads;
      }
      if (readsMemoMs > 0) {
        if (memo.size >= 10_000) memo.clear();
        memo.set(key, { reads, until: now() + readsMemoMs });
      }
      return reads;
    },
    async setReads(scope, path, reads, tags, generation) {
      await store.set(
        outputCacheKey('reads', scope, path),
        { meta: JSON.stringify([...reads].sort()), body: empty, gzip: empty, br: empty },
        { tags, ttlMs: keepMs, generation },
      );
    },
    invalidateTags(tags) {
      memo.clear();
      return store.invalidateTags(tags, `page${sep}`);
    },
    invalidate(filter = {}) {
      memo.clear();
      return store.invalidateWhere((key) => {
        const parsed = parseKey(key);
        if (parsed?.kind !== 'page') return false;
        if (filter.brand !== undefined && parsed.brand !== filter.brand) return false;
        if (filter.store !== undefined && parsed.store !== filter.store) return false;
        if (filter.url !== undefined && parsed.url !== filter.url) return false;
        if (filter.prefix !== undefined && !parsed.url.startsWith(filter.prefix)) return false;
        return true;
      });
    },
    size: () => store.count(`page${sep}`),
  };
}

/** Query parameters React Router itself reads on `.data` requests; always part of the key. */
export const routerQueryParams: readonly string[] = ['_routes', 'index'];

/**
 * The canonical search of a URL (issue 17): only the parameters in `reads` (and React Router's
 * own), names sorted, values of one name in their given order — so junk parameters and another
 * order hit the same entry.
 */
export function canonicalSearch(search: URLSearchParams, reads: readonly string[] | 'all'): string {
  const names = [...new Set(search.keys())]
    .filter((name) => reads === 'all' || reads.includes(name) || routerQueryParams.includes(name))
    .sort();
  const out = new URLSearchParams();
  for (const name of names) for (const value of search.getAll(name)) out.append(name, value);
  const text = out.toString();
  return text ? `?${text}` : '';
}
