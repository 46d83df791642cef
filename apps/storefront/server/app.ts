import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzip } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Clock, createSystemClock } from '@kauppa/ports';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import {
  contentSecurityPolicy,
  type ExpirySeconds,
  inlineScriptHashes,
  keyMatches,
  securityHeaders,
  staticCacheControl,
} from './headers.ts';
import {
  type CachedPage,
  type CacheScope,
  canonicalSearch,
  createOutputCache,
  type InvalidateFilter,
  type OutputCache,
  type OutputCacheStore,
  type PageEncoding,
  pickEncoding,
} from './output-cache.ts';
import {
  type CacheHealth,
  type CircuitState,
  createResilientStore,
  type ResilientStoreOptions,
} from './resilient-store.ts';
import type { RouteMatch } from './routes.ts';

/** The brand, store view and canonical origin a request is rendered for. */
export type RequestScope = CacheScope;

/** CDN caching of anonymous catalogue pages (issue 17). */
export interface CdnOptions {
  /** `s-maxage`: how long a CDN keeps a page. */
  sMaxAgeSeconds: number;
  /** `stale-while-revalidate`: how long a CDN may answer a stale page while it fetches a new one. */
  staleWhileRevalidateSeconds: number;
}

/** How a page is rendered. */
export interface RenderOptions {
  /**
   * Whose search budget the render's API calls get (commerce-core §9): `server` (1000 ms) for a
   * page render, `client` (5000 ms) when the browser waits for the answer itself (issue 31.1).
   */
  budget: 'server' | 'client';
}

/** Options of {@link createStorefrontServer}. */
export interface StorefrontServerOptions {
  /** Directory of the built browser assets (`build/client`). */
  clientDir: string;
  /**
   * Renders everything that is not a file: React Router's request handler. The request it gets
   * has the canonical origin of the scope and the canonical query, never the client's Host.
   */
  render: (request: Request, scope: RequestScope, options?: RenderOptions) => Promise<Response>;
  /**
   * The brand, store and canonical origin of a request's `Host` (the brand host map); undefined
   * for a host this server does not serve (answered 421 Misdirected Request).
   */
  resolveScope: (host: string | null) => RequestScope | undefined;
  /** The repository's `brands/` folder: `/brands/<id>/assets/*` are served from it. */
  brandsDir?: string | undefined;
  /** Static file expiry (commerce-core §9). */
  expires: ExpirySeconds;
  /** Output cache TTL in seconds (commerce-core §9: 86400); 0 turns the cache off. */
  outputCacheTtlSeconds: number;
  /**
   * Where pages are kept. A shared store (any kind but `memory`, e.g. Redis) is put behind a
   * circuit breaker (`resilient-store.ts`): when it fails or hangs, pages are served as without
   * a cache. @default an in-memory store (64 MiB)
   */
  store?: OutputCacheStore | undefined;
  /** The circuit breaker of a shared store (thresholds and times). */
  circuit?: Omit<ResilientStoreOptions, 'clock' | 'onTransition'> | undefined;
  /** Receives each change of the shared store's circuit, once. @default console.warn / console.info */
  onCacheTransition?: ((state: CircuitState, reason: string | undefined) => void) | undefined;
  /** @default { sMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 60 } */
  cdn?: CdnOptions | undefined;
  /**
   * The page a request path is (issue 29.4, 29.5; `routes.ts`, over the server build's route
   * table): its canonical spelling (any other is answered 301 to it), the ids of its matched
   * routes (the only ones `_routes` may name) and whether it is private (`private, no-store`,
   * never cached). A path it does not know is rendered and never cached.
   */
  classify: (path: string) => RouteMatch | undefined;
  /** The key the invalidation endpoints require; without one they are off. */
  invalidationKey?: string | undefined;
  /**
   * Receives the tags of an accepted `/invalidate?tag=`, beside the output cache: the shared data of
   * `@kauppa/pages` (issue 31.2), dropped even when the output cache's store cannot take them.
   */
  onInvalidateTags?: ((tags: readonly string[]) => void) | undefined;
  /** Origins of the shop API the browser may reach (added to the CSP). */
  apiOrigins?: readonly string[];
  /** Time and timers of the output cache and its circuit. @default the system clock */
  clock?: Clock;
  /**
   * The time source of the output cache.
   * @default clock.now
   */
  now?: () => number;
  /** Receives render failures. @default console.error */
  onError?: (error: unknown) => void;
  /**
   * Receives each invalidation this server took (tags, or a filter), after its store took it: the
   * cluster relays it to the other workers' in-memory caches (`workers.ts`, issue 31.3).
   */
  onInvalidated?: ((what: { tags: string[] } | { filter: InvalidateFilter }) => void) | undefined;
}

/** The storefront HTTP server: a Hono app, its output cache, and a node request listener. */
export interface StorefrontServer {
  app: Hono;
  cache: OutputCache;
  /**
   * Answers a cached page straight from node's request, before Hono builds a `Request`; false when
   * the request is not a cache hit.
   */
  serveCached(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** The node request listener: cache hits first, everything else through the Hono app. */
  listener(req: IncomingMessage, res: ServerResponse): void;
}

/** The path of the key-protected output-cache invalidation by brand, store, URL or prefix. */
export const invalidatePath = '/_cache/invalidate';
/** The path of the key-protected invalidation by cache tag (`/invalidate?tag=P1,C2`, key in a header). */
export const invalidateTagPath = '/invalidate';

/** The methods the storefront answers; any other (TRACE, OPTIONS, CONNECT …) gets a quiet 405. */
export const allowedMethods: readonly string[] = ['GET', 'HEAD', 'POST'];

/** Response headers the app sets for the server only; never sent. */
export const tagsHeader = 'X-Kauppa-Cache-Tags';
export const readsHeader = 'X-Kauppa-Query-Reads';
/**
 * Set by a render whose page's own entity missed the server budget (`PageDelayed` of
 * `@kauppa/pages`, issue 31.1): the seconds of its `Retry-After`. Never sent.
 */
export const delayedHeader = 'X-Kauppa-Delayed';
/**
 * The cookie the loading page of a delayed page sets before it asks the page again: that render
 * gets the client budget (commerce-core §9: 5000 ms), because the browser itself waits (issue 31.1).
 */
export const budgetCookie = 'kauppa-budget';

/** Does the request carry the {@link budgetCookie} (the loading page's second ask)? */
const asksClientBudget = (cookie: string | null | undefined) =>
  new RegExp(`(?:^|;\\s*)${budgetCookie}=client(?:;|$)`).test(cookie ?? '');

/**
 * The answer to a document whose entity missed the server budget and that has no cached copy
 * (issue 31.1): a page that completes itself in the browser. Its script sets the
 * {@link budgetCookie} for a few seconds and asks the same URL again; that render waits the client
 * budget. Without JavaScript the shopper gets a link to try again.
 */
export function loadingPage(retryAfterSeconds: number): { html: string; script: string } {
  const script = `document.cookie='${budgetCookie}=client; Max-Age=${retryAfterSeconds + 5}; Path=/; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'');location.replace(location.href);`;
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>…</title></head><body><main id="main"><p role="status" aria-busy="true">…</p><noscript><p><a href="">↻</a></p></noscript></main><script>${script}</script></body></html>`;
  return { html, script };
}

const cacheableTypes = /^(text\/html|text\/x-script)/;

/** Does `Accept-Encoding` take gzip (`q=0` refuses)? */
const acceptsGzip = (accept: string | null) =>
  accept !== null && /\bgzip\b(?!\s*;\s*q=0(?:\.0*)?\b)/.test(accept);

/**
 * A rendered page that is sent once and not stored (private, uncacheable, output cache off),
 * gzip-compressed whole (issue 31.2): level 4 — about 5 % more bytes than the default level for
 * 40 % less CPU on the render path — on the thread pool, in one call instead of a compression
 * stream; its length is known, so it is sent with `Content-Length`, not chunked.
 */
const gzipSentOnce = (body: Uint8Array): Promise<Uint8Array> =>
  new Promise((resolve, reject) =>
    gzip(body, { level: 4 }, (error, out) =>
      error ? reject(error) : resolve(new Uint8Array(out.buffer, out.byteOffset, out.byteLength)),
    ),
  );
/** Smaller bodies go as they are (hono's `compress` threshold). */
const compressFrom = 1024;
const tagPattern = /^[A-Za-z0-9_.:-]{1,100}$/;

/** A path naming a file (an extension), except React Router's `.data` requests. */
const isFilePath = (path: string) => /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.data');

/** Do the `_routes` of a data request name only routes the path matched? */
const routesAccepted = (search: URLSearchParams, match: RouteMatch) =>
  search
    .getAll('_routes')
    .flatMap((value) => splitList(value, /,/))
    .every((id) => match.routeIds.includes(id));
const serverPaths = new Set(['/health', invalidatePath, invalidateTagPath]);

function splitList(value: string | null | undefined, separator: RegExp): string[] {
  return (value ?? '')
    .split(separator)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The Cache-Tag / Surrogate-Key headers of a page. */
function tagHeaders(tags: readonly string[]): Array<[string, string]> {
  return tags.length > 0
    ? [
        ['Cache-Tag', tags.join(',')],
        ['Surrogate-Key', tags.join(' ')],
      ]
    : [];
}

/**
 * Builds the production server of the storefront (issue 17): static assets with the spec's expiry
 * headers, compression, security headers with a CSP the pages pass, `/health`, the output cache
 * of rendered pages (a port: memory or Redis) keyed by brand + store + canonical origin + path +
 * the query parameters the page reads, its tag invalidation endpoint, CDN headers, and the app
 * renderer for everything else. A request's Host only picks a configured scope; it never reaches
 * a page.
 *
 * @example
 * const { listener } = createStorefrontServer({ clientDir: 'build/client', render, resolveScope, expires, outputCacheTtlSeconds: 86_400 });
 * createServer(listener).listen(3000);
 */
export function createStorefrontServer({
  clientDir,
  render,
  resolveScope,
  brandsDir,
  expires,
  outputCacheTtlSeconds,
  store,
  circuit,
  onCacheTransition,
  cdn = { sMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 60 },
  classify,
  invalidationKey,
  onInvalidateTags,
  apiOrigins = [],
  clock = createSystemClock(),
  now = clock.now,
  onError = (error) => console.error(error),
  onInvalidated,
}: StorefrontServerOptions): StorefrontServer {
  const resilient =
    store && store.kind !== 'memory'
      ? createResilientStore(store, {
          ...circuit,
          clock,
          ...(onCacheTransition ? { onTransition: onCacheTransition } : {}),
        })
      : undefined;
  const cache = createOutputCache({ ttlSeconds: outputCacheTtlSeconds, store: resilient ?? store, now });
  const cacheOn = outputCacheTtlSeconds > 0;
  const publicCacheControl = `public, max-age=0, s-maxage=${cdn.sMaxAgeSeconds}, stale-while-revalidate=${cdn.staleWhileRevalidateSeconds}`;
  const app = new Hono();
  const baseCsp = contentSecurityPolicy({ apiOrigins });

  const age = (page: CachedPage) => String(Math.max(0, Math.floor((now() - page.storedAt) / 1000)));

  /**
   * Requests the node listener already looked up in the cache (a miss): the Hono handler does not
   * ask the store again (issue 29.2: one round trip on the hot path, not one per layer).
   */
  const lookedUp = new WeakMap<IncomingMessage, { path: string; reads: readonly string[] | undefined }>();

  app.use('*', compress());
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of securityHeaders) c.res.headers.set(name, value);
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', baseCsp);
  });

  /** The invalidation key, from a header only: a key in a URL ends up in proxies' logs (issue 29.8). */
  const givenKey = (c: Context) =>
    c.req.header('Authorization')?.replace(/^Bearer\s+/i, '') ?? c.req.header('X-Invalidate-Key');

  const authorize = (c: Context): Response | undefined => {
    if (!invalidationKey) return c.json({ error: 'Cache invalidation is not configured' }, 404);
    if (c.req.query('key') !== undefined && givenKey(c) === undefined)
      return c.json({ error: 'Send the key in the X-Invalidate-Key header, never in the URL' }, 403);
    if (!keyMatches(givenKey(c), invalidationKey)) return c.json({ error: 'Invalid key' }, 403);
    return undefined;
  };

  /** What `/health` says of a shared store whose circuit is not closed. */
  const degraded = (health: CacheHealth) => ({
    cache: 'degraded',
    store: cache.store.kind,
    circuit: health.state,
    reason: health.reason,
    since: new Date(health.since).toISOString(),
    pendingInvalidations: health.pendingInvalidations,
  });

  // Load balancers poll this. A shared store's pages are counted (a scan of Redis) only when
  // asked with the invalidation key (issue 29.8); a failing store shows as degraded (issue 29.2).
  app.get('/health', async (c) => {
    const health = resilient?.health();
    const state = health && health.state !== 'closed' ? degraded(health) : { cache: cache.store.kind };
    const asked = c.req.query('pages') === '1';
    if (asked && cache.store.kind !== 'memory') {
      const refused = authorize(c);
      if (refused) return refused;
    }
    let cachedPages: number | undefined;
    if (cache.store.kind === 'memory' || asked) cachedPages = await cache.size().catch(() => undefined);
    return c.json({ status: 'ok', ...state, ...(cachedPages === undefined ? {} : { cachedPages }) }, 200, {
      'Cache-Control': 'no-store',
    });
  });

  /** An invalidation the store could not take: the caller must try again (issue 29.3). */
  const unavailable = (c: Context, error: unknown) =>
    c.json(
      {
        error: `Output cache unavailable, nothing invalidated yet: ${error instanceof Error ? error.message : String(error)}`,
      },
      503,
      { 'Cache-Control': 'no-store', 'Retry-After': '5' },
    );

  app.post(invalidatePath, async (c) => {
    const refused = authorize(c);
    if (refused) return refused;
    try {
      const filter: InvalidateFilter = {};
      for (const name of ['brand', 'store', 'url', 'prefix'] as const) {
        const value = c.req.query(name);
        if (value !== undefined) filter[name] = value;
      }
      const invalidated = await cache.invalidate(filter);
      onInvalidated?.({ filter });
      return c.json({ invalidated }, 200, { 'Cache-Control': 'no-store' });
    } catch (error) {
      return unavailable(c, error);
    }
  });

  // The platform storefront's endpoint: `/invalidate?tag=P12,C3` (key in `X-Invalidate-Key`)
  // drops every page carrying one of the tags, on every node sharing the store. When the store
  // cannot take it: 503, and this node keeps the tags and delivers them itself (issue 29.3).
  app.on(['GET', 'POST'], invalidateTagPath, async (c) => {
    const refused = authorize(c);
    if (refused) return refused;
    const tags = [...new Set(c.req.queries('tag')?.flatMap((v) => splitList(v, /[,\s]+/)) ?? [])];
    if (tags.length === 0) return c.json({ error: 'Name at least one tag: ?tag=P12,C3' }, 400);
    const bad = tags.find((tag) => !tagPattern.test(tag));
    if (bad !== undefined) return c.json({ error: `Invalid tag: ${bad.slice(0, 100)}` }, 400);
    onInvalidateTags?.(tags);
    try {
      const invalidated = await cache.invalidateTags(tags);
      onInvalidated?.({ tags });
      return c.json({ invalidated, tags }, 200, { 'Cache-Control': 'no-store' });
    } catch (error) {
      return unavailable(c, error);
    }
  });

  const assets = serveStatic({ root: clientDir });
  const brandAssets = brandsDir
    ? serveStatic({ root: brandsDir, rewriteRequestPath: (path) => path.replace(/^\/brands/, '') })
    : undefined;
  app.use('*', async (c, next) => {
    const path = c.req.path;
    if (!isFilePath(path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const brandAsset = brandAssets && /^\/brands\/[a-z0-9-]+\/assets\//.test(path);
    const found = await (brandAsset ? brandAssets : assets)(c, next);
    if (found instanceof Response) found.headers.set('Cache-Control', staticCacheControl(path, expires));
    return found;
  });

  /** The request the app renders: the canonical origin and the given path and query. */
  const canonicalRequest = (request: Request, scope: RequestScope, target: string): Request => {
    const headers = new Headers(request.headers);
    headers.set('Host', new URL(scope.origin).host);
    headers.delete('X-Forwarded-Host');
    const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      init.body = request.body;
      init.duplex = 'half';
    }
    return new Request(`${scope.origin}${target}`, init);
  };

  const renderSafely = async (
    request: Request,
    scope: RequestScope,
    budget: RenderOptions['budget'],
  ): Promise<Response | undefined> => {
    try {
      return await render(request, scope, { budget });
    } catch (error) {
      onError(error);
      return undefined;
    }
  };

  const pageResponse = (page: CachedPage, request: Request, hit: boolean | 'stale'): Response => {
    const headers = new Headers(page.headers as [string, string][]);
    headers.set('X-Cache', hit === 'stale' ? 'STALE' : hit ? 'HIT' : 'MISS');
    if (hit) headers.set('Age', age(page));
    // A stale copy stands in for a page the API is too slow to render now: no CDN keeps it.
    if (hit === 'stale') headers.set('Cache-Control', 'no-store');
    if (request.method === 'HEAD') return new Response(null, { status: page.status, headers });
    if (page.encoding !== 'identity') headers.set('Content-Encoding', page.encoding);
    return new Response(page.body as Uint8Array<ArrayBuffer>, { status: page.status, headers });
  };

  app.all('*', async (c) => {
    const request = c.req.raw;
    const scope = resolveScope(request.headers.get('host'));
    if (!scope) return c.text('Misdirected Request: this server does not serve that host name', 421);
    const url = new URL(request.url);
    const path = url.pathname;
    const read = request.method === 'GET' || request.method === 'HEAD';
    // The page is the route matched once the path is canonical, never the raw spelling (29.4).
    const match = classify(path);
    if (match && read && match.canonicalPath !== path) {
      // One spelling per page (29.5): any other is a redirect, before render and cache.
      return new Response(null, {
        status: 301,
        headers: {
          Location: match.canonicalPath + url.search,
          'Cache-Control': match.private ? 'private, no-store' : publicCacheControl,
        },
      });
    }
    if (match && read && path.endsWith('.data') && !routesAccepted(url.searchParams, match)) {
      return c.text('Bad Request: _routes names a route this path does not match', 400, {
        'Cache-Control': 'no-store',
      });
    }
    const encoding = pickEncoding(request.headers.get('Accept-Encoding'));
    const isPrivate = !match || match.private || request.headers.has('Authorization');
    const cacheable = cacheOn && !isPrivate && read;

    let reads: readonly string[] | undefined;
    let generation: string | undefined;
    if (cacheable) {
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
      const seen = incoming ? lookedUp.get(incoming) : undefined;
      // The node listener looked up the raw path: only when it is this (normalized) one.
      const known = seen?.path === path ? seen : undefined;
      // The parameter list and the generation (read before rendering: a page whose render raced
      // an invalidation is not kept) in one round trip (auto-pipelined).
      [reads, generation] = await Promise.all([
        known ? known.reads : cache.readsOf(scope, path),
        cache.generation(),
      ]);
      if (reads && !known) {
        const hit = await cache.get(scope, path + canonicalSearch(url.searchParams, reads), encoding);
        if (hit) return pageResponse(hit, request, true);
      }
    }

    // Pages render with the query parameters they read: known ones, else all (then learned).
    let target = path + (isPrivate ? url.search : canonicalSearch(url.searchParams, reads ?? 'all'));
    // The loading page's second ask waits the client budget (issue 31.1).
    const budget = asksClientBudget(request.headers.get('cookie')) ? 'client' : 'server';
    let response = await renderSafely(canonicalRequest(request, scope, target), scope, budget);
    if (!response) return c.text('Internal Server Error 500', 500);
    const canStore = (r: Response) =>
      cacheable &&
      r.status === 200 &&
      cacheableTypes.test(r.headers.get('Content-Type') ?? '') &&
      !r.headers.has('Set-Cookie') &&
      !/no-store|private/.test(r.headers.get('Cache-Control') ?? '');
    if (cacheable && !reads && canStore(response)) {
      const learned = splitList(response.headers.get(readsHeader), /,/);
      reads = learned;
      const canonical = path + canonicalSearch(url.searchParams, learned);
      if (canonical !== target) {
        // The first render saw parameters the page does not read: render the canonical URL, so
        // the kept page never carries them.
        await response.body?.cancel();
        target = canonical;
        response = await renderSafely(canonicalRequest(request, scope, target), scope, budget);
        if (!response) return c.text('Internal Server Error 500', 500);
      }
    }

    // The page's own entity missed the server budget while the API lives (issue 31.1): the cached
    // copy if there is one (stale-if-error), else — a data request, whose browser waits anyway —
    // the render again with the client budget, else the loading page completing itself.
    const delayed = response.headers.get(delayedHeader);
    if (delayed !== null && budget === 'server') {
      if (cacheable && reads) {
        const stale = await cache
          .get(scope, path + canonicalSearch(url.searchParams, reads), encoding, { stale: true })
          .catch(() => undefined);
        if (stale) {
          await response.body?.cancel();
          return pageResponse(stale, request, 'stale');
        }
      }
      if (path.endsWith('.data')) {
        await response.body?.cancel();
        response = await renderSafely(canonicalRequest(request, scope, target), scope, 'client');
        if (!response) return c.text('Internal Server Error 500', 500);
      } else {
        await response.body?.cancel();
        const seconds = Math.max(1, Math.min(60, Number(delayed) || 5));
        const { html, script } = loadingPage(seconds);
        return c.html(request.method === 'HEAD' ? '' : html, 503, {
          'Cache-Control': 'no-store',
          'Retry-After': String(seconds),
          'Content-Security-Policy': contentSecurityPolicy({
            apiOrigins,
            scriptHashes: inlineScriptHashes(`<script>${script}</script>`),
          }),
        });
      }
    }

    const type = response.headers.get('Content-Type') ?? '';
    const headers = new Headers(response.headers);
    const tags = splitList(headers.get(tagsHeader), /\s+/);
    headers.delete(tagsHeader);
    headers.delete(readsHeader);
    const stillDelayed = headers.get(delayedHeader);
    headers.delete(delayedHeader);
    if (stillDelayed !== null) {
      // The client budget was missed too: the error page, asked again after the client budget.
      headers.set('Cache-Control', 'no-store');
      headers.set('Retry-After', stillDelayed);
    }
    if (match?.private || request.headers.has('Authorization'))
      headers.set('Cache-Control', 'private, no-store');
    if (!cacheableTypes.test(type) || !response.body) {
      return new Response(response.body, { status: response.status, headers });
    }

    const body = new Uint8Array(await response.arrayBuffer());
    if (type.startsWith('text/html')) {
      headers.set(
        'Content-Security-Policy',
        contentSecurityPolicy({ apiOrigins, scriptHashes: inlineScriptHashes(body) }),
      );
    }
    if (canStore(response)) {
      headers.set('Cache-Control', publicCacheControl);
      if (!/accept-encoding/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
      for (const [name, value] of tagHeaders(tags)) headers.set(name, value);
      const kept = { status: 200, headers: [...headers], body, tags };
      // The path's parameter list is kept again with each page: an invalidation drops both.
      const [{ storedAt, gzip, br }] = await Promise.all([
        cache.set(scope, target, kept, generation, { brotli: encoding === 'br' }),
        cache.setReads(scope, path, reads ?? [], tags, generation),
      ]);
      return pageResponse(
        {
          ...kept,
          body: encoding === 'br' ? br : encoding === 'gzip' ? gzip : body,
          encoding,
          storedAt,
          expiresAt: storedAt,
        },
        request,
        false,
      );
    }
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache');
    if (request.method === 'HEAD') return new Response(null, { status: response.status, headers });
    if (
      body.byteLength >= compressFrom &&
      !headers.has('Content-Encoding') &&
      acceptsGzip(request.headers.get('Accept-Encoding'))
    ) {
      const compressed = await gzipSentOnce(body);
      headers.set('Content-Encoding', 'gzip');
      headers.set('Content-Length', String(compressed.byteLength));
      if (!/accept-encoding/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
      return new Response(compressed as Uint8Array<ArrayBuffer>, { status: response.status, headers });
    }
    return new Response(body, { status: response.status, headers });
  });

  /**
   * The response headers of a hit, built once per kept page and encoding (issue 31.3): the page's
   * own, the security headers, `X-Cache`, the encoding and the length. A shared store's pages are
   * parsed per read, so theirs are built per hit.
   */
  const hitHeaders = new WeakMap<object, Partial<Record<PageEncoding, OutgoingHttpHeaders>>>();
  const headersOfHit = (page: CachedPage): OutgoingHttpHeaders => {
    let byEncoding = hitHeaders.get(page.headers);
    if (!byEncoding) {
      byEncoding = {};
      hitHeaders.set(page.headers, byEncoding);
    }
    let headers = byEncoding[page.encoding];
    if (!headers) {
      headers = {};
      for (const [name, value] of page.headers)
        if (name.toLowerCase() !== 'content-length') headers[name] = value;
      for (const [name, value] of securityHeaders) headers[name] = value;
      headers['X-Cache'] = 'HIT';
      if (page.encoding !== 'identity') headers['Content-Encoding'] = page.encoding;
      headers['Content-Length'] = String(page.body.byteLength);
      byEncoding[page.encoding] = headers;
    }
    return headers;
  };

  /**
   * A cache hit straight from node's request (issue 31.3: a hit does only what a hit needs): no
   * Hono, no router, no route classification, no URL object, no compression. Only canonical
   * spellings of public pages are ever stored (their `_routes` checked and privacy decided by the
   * route when they were rendered), so a raw path that finds a page is that page; anything else
   * misses and goes through the app (redirects, refusals, renders).
   */
  const serveCached = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (!cacheOn || (req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization)
      return false;
    const target = req.url ?? '/';
    if (target.charCodeAt(0) !== 47 /* / */) return false;
    const query = target.indexOf('?');
    const path = query < 0 ? target : target.slice(0, query);
    if (isFilePath(path) || serverPaths.has(path)) return false;
    const scope = resolveScope(req.headers.host ?? null);
    if (!scope) return false;
    let page: CachedPage | undefined;
    try {
      const reads = await cache.readsOf(scope, path);
      if (reads) {
        const search = query < 0 ? '' : canonicalSearch(new URLSearchParams(target.slice(query + 1)), reads);
        page = await cache.get(scope, path + search, pickEncoding(req.headers['accept-encoding']));
      }
      if (!page) lookedUp.set(req, { path, reads });
    } catch {
      return false;
    }
    if (!page) return false;
    // Age goes into the hit's prebuilt header object, which writeHead reads at once: a setHeader
    // before writeHead would send every header of the object through Node's setHeader one by one
    // (issue 31.3: about 5 % of a hit's CPU).
    const headers = headersOfHit(page);
    headers.Age = age(page);
    res.writeHead(page.status, headers);
    res.end(req.method === 'HEAD' ? undefined : page.body);
    return true;
  };
  const honoListener = getRequestListener(app.fetch);
  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    // Before anything builds a `Request` (which throws on TRACE): other methods get a quiet 405.
    if (!allowedMethods.includes(req.method ?? '')) {
      req.resume();
      res.writeHead(405, {
        ...Object.fromEntries(securityHeaders),
        Allow: allowedMethods.join(', '),
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end('Method Not Allowed');
      return;
    }
    serveCached(req, res).then(
      (served) => {
        if (!served) void honoListener(req, res);
      },
      () => void honoListener(req, res),
    );
  };

  return { app, cache, serveCached, listener };
}
