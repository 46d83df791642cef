import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import {
  contentSecurityPolicy,
  type ExpirySeconds,
  inlineScriptHashes,
  keyMatches,
  securityHeaders,
  staticCacheControl,
} from './headers.ts';
import { type CachedPage, createOutputCache, type OutputCache } from './output-cache.ts';

/** The brand and store a request is rendered for. */
export interface RequestScope {
  brand: string;
  store: string;
}

/** Options of {@link createStorefrontServer}. */
export interface StorefrontServerOptions {
  /** Directory of the built browser assets (`build/client`). */
  clientDir: string;
  /** Renders everything that is not a file: React Router's request handler. */
  render: (request: Request, scope: RequestScope) => Promise<Response>;
  /** Picks the brand and store of a request from its headers (host mapping or environment). */
  resolveScope: (headers: HeaderReader) => RequestScope;
  /** The repository's `brands/` folder: `/brands/<id>/assets/*` are served from it. */
  brandsDir?: string | undefined;
  /** Static file expiry (commerce-core §9). */
  expires: ExpirySeconds;
  /** Output cache TTL in seconds (commerce-core §9: 86400); 0 turns the cache off. */
  outputCacheTtlSeconds: number;
  /** The key the invalidation endpoint requires; without one the endpoint is off. */
  invalidationKey?: string | undefined;
  /** Origins of the shop API the browser may reach (added to the CSP). */
  apiOrigins?: readonly string[];
  /**
   * The time source of the output cache.
   * @default () => Date.now()
   */
  now?: () => number;
  /** Receives render failures. @default console.error */
  onError?: (error: unknown) => void;
}

/** Reads a request header by name (a `Headers`, or a node request's headers wrapped). */
export interface HeaderReader {
  get(name: string): string | null;
}

/** The storefront HTTP server: a Hono app, its output cache, and a node request listener. */
export interface StorefrontServer {
  app: Hono;
  cache: OutputCache;
  /**
   * Answers a cached page straight from node's request, before Hono builds a `Request`; false when
   * the request is not a cache hit.
   */
  serveCached(req: IncomingMessage, res: ServerResponse): boolean;
  /** The node request listener: cache hits first, everything else through the Hono app. */
  listener(req: IncomingMessage, res: ServerResponse): void;
}

/** The path of the key-protected output-cache invalidation endpoint. */
export const invalidatePath = '/_cache/invalidate';

const cacheableTypes = /^(text\/html|text\/x-script)/;

/** A path naming a file (an extension), except React Router's `.data` requests. */
const isFilePath = (path: string) => /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.data');

const acceptsGzip = (value: string | null | undefined) => /\bgzip\b/.test(value ?? '');

function pageResponse(
  page: CachedPage,
  request: Request,
  cache: OutputCache,
  hit: boolean,
  now: number,
): Response {
  const headers = new Headers(page.headers as [string, string][]);
  headers.set('X-Cache', hit ? 'HIT' : 'MISS');
  if (hit) headers.set('Age', String(Math.max(0, Math.floor((now - page.storedAt) / 1000))));
  if (request.method === 'HEAD') return new Response(null, { status: page.status, headers });
  if (acceptsGzip(request.headers.get('Accept-Encoding'))) {
    headers.set('Content-Encoding', 'gzip');
    headers.append('Vary', 'Accept-Encoding');
    return new Response(cache.gzipOf(page), { status: page.status, headers });
  }
  return new Response(page.body, { status: page.status, headers });
}

/**
 * Builds the production server of the storefront: static assets with the spec's expiry headers,
 * compression, security headers with a CSP the pages pass, `/health`, an output cache of rendered
 * pages keyed by brand + store + URL, its key-protected invalidation endpoint, and the app renderer
 * for everything else.
 *
 * @example
 * const { app } = createStorefrontServer({ clientDir: 'build/client', render, resolveScope, expires, outputCacheTtlSeconds: 86_400 });
 * serve({ fetch: app.fetch, port: 3000, hostname: '127.0.0.1' });
 */
export function createStorefrontServer({
  clientDir,
  render,
  resolveScope,
  brandsDir,
  expires,
  outputCacheTtlSeconds,
  invalidationKey,
  apiOrigins = [],
  now = () => Date.now(),
  onError = (error) => console.error(error),
}: StorefrontServerOptions): StorefrontServer {
  const cache = createOutputCache({ ttlSeconds: outputCacheTtlSeconds, now });
  const app = new Hono();
  const baseCsp = contentSecurityPolicy({ apiOrigins });

  app.use('*', compress());
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of securityHeaders) c.res.headers.set(name, value);
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', baseCsp);
  });

  app.get('/health', (c) =>
    c.json({ status: 'ok', cachedPages: cache.size }, 200, { 'Cache-Control': 'no-store' }),
  );

  app.post(invalidatePath, (c) => {
    const auth = c.req.header('Authorization')?.replace(/^Bearer\s+/i, '');
    const given = auth ?? c.req.header('X-Invalidate-Key') ?? c.req.query('key');
    if (!invalidationKey) return c.json({ error: 'Cache invalidation is not configured' }, 404);
    if (!keyMatches(given, invalidationKey)) return c.json({ error: 'Invalid key' }, 403);
    const invalidated = cache.invalidate({
      brand: c.req.query('brand'),
      store: c.req.query('store'),
      url: c.req.query('url'),
      prefix: c.req.query('prefix'),
    });
    return c.json({ invalidated }, 200, { 'Cache-Control': 'no-store' });
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

  app.all('*', async (c) => {
    const request = c.req.raw;
    const scope = resolveScope(request.headers);
    const url = new URL(request.url);
    const target = url.pathname + url.search;
    const cacheable = outputCacheTtlSeconds > 0 && (request.method === 'GET' || request.method === 'HEAD');
    if (cacheable) {
      const hit = cache.get(scope.brand, scope.store, target);
      if (hit) return pageResponse(hit, request, cache, true, now());
    }

    let response: Response;
    try {
      response = await render(request, scope);
    } catch (error) {
      onError(error);
      return c.text('Internal Server Error 500', 500);
    }
    const type = response.headers.get('Content-Type') ?? '';
    if (!cacheableTypes.test(type) || !response.body) return response;

    const body = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    if (type.startsWith('text/html')) {
      const html = new TextDecoder().decode(body);
      headers.set(
        'Content-Security-Policy',
        contentSecurityPolicy({ apiOrigins, scriptHashes: inlineScriptHashes(html) }),
      );
    }
    const store =
      cacheable &&
      response.status === 200 &&
      !headers.has('Set-Cookie') &&
      !/no-store|private/.test(headers.get('Cache-Control') ?? '');
    if (store) {
      headers.set('Cache-Control', `public, max-age=0, s-maxage=${outputCacheTtlSeconds}`);
      const page = cache.set({
        brand: scope.brand,
        store: scope.store,
        url: target,
        status: 200,
        headers: [...headers],
        body,
      });
      return pageResponse(page, request, cache, false, now());
    }
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache');
    return new Response(request.method === 'HEAD' ? null : body, { status: response.status, headers });
  });

  const serveCached = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (outputCacheTtlSeconds <= 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const target = req.url ?? '/';
    const query = target.indexOf('?');
    if (!target.startsWith('/') || isFilePath(query < 0 ? target : target.slice(0, query))) return false;
    const scope = resolveScope({
      get: (name) => {
        const value = req.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : (value ?? null);
      },
    });
    const page = cache.get(scope.brand, scope.store, target);
    if (!page) return false;
    const headers: Record<string, string> = Object.fromEntries(page.headers);
    for (const [name, value] of securityHeaders) headers[name] = value;
    headers['X-Cache'] = 'HIT';
    headers.Age = String(Math.max(0, Math.floor((now() - page.storedAt) / 1000)));
    let body: Uint8Array = page.body;
    if (acceptsGzip(req.headers['accept-encoding'])) {
      body = cache.gzipOf(page);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
      delete headers.vary;
    }
    headers['Content-Length'] = String(body.byteLength);
    delete headers['content-length'];
    res.writeHead(page.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
  const honoListener = getRequestListener(app.fetch);
  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    if (!serveCached(req, res)) void honoListener(req, res);
  };

  return { app, cache, serveCached, listener };
}
