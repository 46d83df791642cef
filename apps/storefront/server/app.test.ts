import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createSimulatedClock } from '@kauppa/ports';
import { describe, expect, it, vi } from 'vitest';
import {
  budgetCookie,
  createStorefrontServer,
  delayedHeader,
  invalidatePath,
  invalidateTagPath,
  type RequestScope,
  readsHeader,
  tagsHeader,
} from './app.ts';
import { inlineScriptHashes } from './headers.ts';
import { createMemoryStore, type OutputCacheStore, outputCacheKey } from './output-cache.ts';
import { createRouteClassifier, privateRouteIds } from './routes.ts';
import { privateSamples, spellings, storefrontManifest } from './test-routes.ts';

const DAY = 86_400;
const expires = { defaultSeconds: 30 * DAY, jsonSeconds: DAY, pngSeconds: 7 * DAY };

const hostScope = (host: string | null): RequestScope | undefined => {
  if (host === 'unknown.test') return undefined;
  if (host?.startsWith('mac.')) return { brand: 'mac', store: '', origin: 'https://mac.test' };
  return { brand: 'battery', store: '', origin: 'https://battery.test' };
};

/** The storefront's real route table, with two store views (`/de`, `/it`). */
const classify = createRouteClassifier({
  routes: storefrontManifest(),
  storeCodes: ['de', 'it'],
  privateRouteIds,
});

function setup({
  invalidationKey,
  html,
  store,
  gate,
  delay,
  onInvalidateTags,
}: {
  /** The page's entity missed the render's budget (issue 31.1): the render answers 503 delayed. */
  delay?: (url: URL, budget: 'server' | 'client') => boolean;
  invalidationKey?: string;
  /** Receives the tags of `/invalidate?tag=` (the shared data of `@kauppa/pages`). */
  onInvalidateTags?: (tags: readonly string[]) => void;
  html?: (url: URL) => string;
  store?: OutputCacheStore;
  /** Holds a render until the promise settles. */
  gate?: (url: URL) => Promise<void> | undefined;
} = {}) {
  const clientDir = mkdtempSync(join(tmpdir(), 'storefront-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'entry.js'), 'console.log(1)');
  writeFileSync(join(clientDir, 'banners.json'), '{}');
  writeFileSync(join(clientDir, 'logo.png'), 'png');
  const clock = createSimulatedClock();
  const renders: string[] = [];
  const budgets: string[] = [];
  const renderedUrls: string[] = [];
  const errors: unknown[] = [];
  const transitions: string[] = [];
  const classified: string[] = [];
  const invalidated: unknown[] = [];
  const server = createStorefrontServer({
    onInvalidated: (what) => invalidated.push(what),
    clientDir,
    expires,
    outputCacheTtlSeconds: DAY,
    invalidationKey,
    onInvalidateTags,
    store,
    clock,
    classify: (path) => {
      classified.push(path);
      return classify(path);
    },
    onError: (error) => errors.push(error),
    onCacheTransition: (state, reason) => transitions.push(reason ? `${state}: ${reason}` : state),
    apiOrigins: ['http://127.0.0.1:8080'],
    cdn: { sMaxAgeSeconds: 120, staleWhileRevalidateSeconds: 30 },
    resolveScope: hostScope,
    render: async (request, scope, options) => {
      const url = new URL(request.url);
      renders.push(`${scope.brand} ${url.pathname}`);
      budgets.push(options?.budget ?? 'none');
      if (delay?.(url, options?.budget ?? 'server')) {
        return new Response('<html><body>Internal Server Error 500</body></html>', {
          status: 503,
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-store',
            [delayedHeader]: '5',
            [tagsHeader]: '',
          },
        });
      }
      renderedUrls.push(request.url);
      await gate?.(url);
      const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8' };
      if (url.pathname === '/incomplete') headers['Cache-Control'] = 'no-store';
      // The fake pages: categories read `page` and `sort` and show products 1 and 2.
      if (url.pathname.startsWith('/c/')) {
        headers[readsHeader] = 'page,sort';
        // The second page also shows product 9.
        headers[tagsHeader] =
          `C${url.pathname.slice(3)} P1 P2${url.searchParams.get('page') === '2' ? ' P9' : ''}`;
      }
      if (url.pathname.startsWith('/p/')) headers[tagsHeader] = `P${url.pathname.slice(3)}`;
      if (url.pathname === '/') headers[readsHeader] = 'page';
      const status = url.pathname === '/missing' ? 404 : 200;
      return new Response(html?.(url) ?? `<html><body>${scope.brand} ${url.pathname}</body></html>`, {
        status,
        headers,
      });
    },
  });
  return { ...server, clock, renders, budgets, classified, invalidated, renderedUrls, errors, transitions };
}

describe('static files (commerce-core §9 expiry headers)', () => {
  it('serves JSON files for 24 hours', async () => {
    const { app } = setup();
    const response = await app.request('/banners.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
  });

  it('serves png files for 7 days', async () => {
    const { app } = setup();
    const response = await app.request('/logo.png');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=604800');
  });

  it('serves every other file for 30 days', async () => {
    const { app } = setup();
    const response = await app.request('/assets/entry.js');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=2592000');
  });
});

describe('output cache (commerce-core §9 output cache TTL 86400 s)', () => {
  it('renders a page once and answers the next request from the cache', async () => {
    const { app, renders } = setup();
    const first = await app.request('/c/batteries');
    const second = await app.request('/c/batteries');
    expect(first.headers.get('X-Cache')).toBe('MISS');
    expect(second.headers.get('X-Cache')).toBe('HIT');
    expect(await second.text()).toBe('<html><body>battery /c/batteries</body></html>');
    expect(renders).toEqual(['battery /c/batteries']);
  });

  it('keys pages by brand, store and URL', async () => {
    const { app, renders } = setup();
    await app.request('/');
    await app.request('/', { headers: { host: 'mac.test' } });
    await app.request('/?page=2');
    expect(renders).toEqual(['battery /', 'mac /', 'battery /']);
  });

  it('renders again once 86400 s have passed', async () => {
    const { app, clock, renders } = setup();
    await app.request('/');
    clock.increment(DAY * 1000 - 1);
    expect((await app.request('/')).headers.get('X-Cache')).toBe('HIT');
    clock.increment(1);
    expect((await app.request('/')).headers.get('X-Cache')).toBe('MISS');
    expect(renders).toHaveLength(2);
  });

  it('keeps neither error pages nor pages marked no-store', async () => {
    const { app, renders } = setup();
    await app.request('/missing');
    await app.request('/missing');
    await app.request('/incomplete');
    await app.request('/incomplete');
    expect(renders).toEqual([
      'battery /missing',
      'battery /missing',
      'battery /incomplete',
      'battery /incomplete',
    ]);
  });

  it('answers a cache hit gzip-compressed when the browser accepts it', async () => {
    const { app } = setup();
    await app.request('/');
    const hit = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(hit.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await hit.arrayBuffer())).toString()).toBe(
      '<html><body>battery /</body></html>',
    );
  });
});

describe('cache invalidation endpoint', () => {
  it('refuses a request without the right key', async () => {
    const { app, cache } = setup({ invalidationKey: 'secret' });
    await app.request('/');
    const response = await app.request(invalidatePath, {
      method: 'POST',
      headers: { Authorization: 'Bearer guess' },
    });
    expect(response.status).toBe(403);
    expect(await cache.size()).toBe(1);
  });

  it('is off when no key is configured', async () => {
    const { app } = setup();
    const response = await app.request(`${invalidatePath}?key=`, { method: 'POST' });
    expect(response.status).toBe(404);
  });

  it('removes the pages of one brand with the right key', async () => {
    const { app } = setup({ invalidationKey: 'secret' });
    await app.request('/');
    await app.request('/', { headers: { host: 'mac.test' } });
    const response = await app.request(`${invalidatePath}?brand=mac`, {
      method: 'POST',
      headers: { Authorization: 'Bearer secret' },
    });
    expect(await response.json()).toEqual({ invalidated: 1 });
    expect((await app.request('/', { headers: { host: 'mac.test' } })).headers.get('X-Cache')).toBe('MISS');
    expect((await app.request('/')).headers.get('X-Cache')).toBe('HIT');
  });

  it('removes every page under a URL prefix', async () => {
    const { app, cache } = setup({ invalidationKey: 'secret' });
    await app.request('/c/a');
    await app.request('/c/b');
    await app.request('/p/x/y');
    await app.request(`${invalidatePath}?prefix=/c/`, {
      method: 'POST',
      headers: { 'X-Invalidate-Key': 'secret' },
    });
    expect(await cache.size()).toBe(1);
  });
});

describe('security headers', () => {
  it('allows exactly the inline scripts of the page in its Content-Security-Policy', async () => {
    const page =
      '<html><body><script>window.__ctx = 1;</script><script src="/assets/entry.js"></script></body></html>';
    const { app } = setup({ html: () => page });
    const response = await app.request('/');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    const [hash] = inlineScriptHashes(page);
    expect(inlineScriptHashes(page)).toHaveLength(1);
    expect(csp).toContain(`script-src 'self' ${hash}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8080");
  });

  it('keeps the page policy on cache hits', async () => {
    const page = '<html><body><script>window.__ctx = 2;</script></body></html>';
    const { app } = setup({ html: () => page });
    const miss = await app.request('/');
    const hit = await app.request('/');
    expect(hit.headers.get('Content-Security-Policy')).toBe(miss.headers.get('Content-Security-Policy'));
  });

  it('sends nosniff and frame protection on every response', async () => {
    const { app } = setup();
    const response = await app.request('/health');
    expect(await response.json()).toEqual({ status: 'ok', cache: 'memory', cachedPages: 0 });
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });
});

describe('node listener', () => {
  it('answers a cached page before Hono, with the page policy and the security headers', async () => {
    const page = '<html><body><script>window.__ctx = 3;</script></body></html>';
    const { listener, renders } = setup({ html: () => page });
    const server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const miss = await fetch(`${base}/c/akut?page=2`);
      await miss.text();
      const hit = await fetch(`${base}/c/akut?page=2`);
      expect(hit.headers.get('X-Cache')).toBe('HIT');
      expect(await hit.text()).toBe(page);
      expect(hit.headers.get('Content-Security-Policy')).toBe(miss.headers.get('Content-Security-Policy'));
      expect(hit.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(renders).toEqual(['battery /c/akut']);
    } finally {
      server.close();
    }
  });

  it('tells each hit its own Age in seconds, though hits of a page share one prebuilt header set (issue 31.3)', async () => {
    const { listener, clock } = setup();
    const server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ask = async () => {
      const response = await fetch(`${base}/c/akut?page=2`, { headers: { 'Accept-Encoding': 'gzip' } });
      await response.arrayBuffer();
      return [response.headers.get('X-Cache'), response.headers.get('Age')];
    };
    try {
      expect(await ask()).toEqual(['MISS', null]);
      clock.increment(7_000);
      expect(await ask()).toEqual(['HIT', '7']);
      clock.increment(5_000);
      expect(await ask()).toEqual(['HIT', '12']);
    } finally {
      server.close();
    }
  });
});

describe('cache tags and the invalidation endpoint (issue 17)', () => {
  it('sends the tags of a cached page as Cache-Tag and Surrogate-Key', async () => {
    const { app } = setup();
    const response = await app.request('/c/7');
    expect(response.headers.get('Cache-Tag')).toBe('C7,P1,P2');
    expect(response.headers.get('Surrogate-Key')).toBe('C7 P1 P2');
    expect(response.headers.has(tagsHeader)).toBe(false);
    expect(response.headers.has(readsHeader)).toBe(false);
  });

  it('drops every page carrying the tag and keeps the others', async () => {
    const { app } = setup({ invalidationKey: 'secret' });
    await app.request('/c/7');
    await app.request('/c/7?page=2');
    await app.request('/p/1');
    await app.request('/p/3');
    const response = await app.request(`${invalidateTagPath}?tag=P1`, {
      headers: { 'X-Invalidate-Key': 'secret' },
    });
    expect(await response.json()).toEqual({ invalidated: 3, tags: ['P1'] });
    expect((await app.request('/c/7?page=2')).headers.get('X-Cache')).toBe('MISS');
    expect((await app.request('/p/1')).headers.get('X-Cache')).toBe('MISS');
    expect((await app.request('/p/3')).headers.get('X-Cache')).toBe('HIT');
  });

  it('does not keep a page whose render raced an invalidation of its product (the old stock would come back)', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { app, renders } = setup({
      invalidationKey: 'secret',
      gate: (url) => (url.searchParams.get('page') === '2' ? gate : undefined),
    });
    await app.request('/c/7');
    const raced = app.request('/c/7?page=2');
    await vi.waitFor(() => expect(renders).toHaveLength(2));
    // Product 9's stock changes while its listing renders with the old stock.
    await app.request(`${invalidateTagPath}?tag=P9`, { headers: { 'X-Invalidate-Key': 'secret' } });
    release();
    expect((await raced).headers.get('X-Cache')).toBe('MISS');
    expect((await app.request('/c/7?page=2')).headers.get('X-Cache')).toBe('MISS');
    expect(renders).toHaveLength(3);
  });

  it('takes several tags separated by commas', async () => {
    const { app } = setup({ invalidationKey: 'secret' });
    await app.request('/p/3');
    await app.request('/p/4');
    const response = await app.request(`${invalidateTagPath}?tag=P3,P4`, {
      method: 'POST',
      headers: { 'X-Invalidate-Key': 'secret' },
    });
    expect(await response.json()).toEqual({ invalidated: 2, tags: ['P3', 'P4'] });
  });

  it('refuses a wrong key with 403 and drops nothing', async () => {
    const { app, cache } = setup({ invalidationKey: 'secret' });
    await app.request('/p/1');
    const response = await app.request(`${invalidateTagPath}?tag=P1`, {
      headers: { 'X-Invalidate-Key': 'secreT' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Invalid key' });
    expect(await cache.size()).toBe(1);
  });

  it('hands the tags to the shared data of the pages too (issue 31.2: categories, attributes, tax rules, CMS blocks)', async () => {
    const handed: string[][] = [];
    const { app } = setup({ invalidationKey: 'secret', onInvalidateTags: (tags) => handed.push([...tags]) });
    await app.request(`${invalidateTagPath}?tag=C3,taxrule`, { headers: { 'X-Invalidate-Key': 'secret' } });
    await app.request(`${invalidateTagPath}?tag=C4`, { headers: { 'X-Invalidate-Key': 'secreT' } });
    expect(handed).toEqual([['C3', 'taxrule']]);
  });

  it('answers 400 without a tag, and for a malformed tag', async () => {
    const { app } = setup({ invalidationKey: 'secret' });
    const none = await app.request(invalidateTagPath, { headers: { 'X-Invalidate-Key': 'secret' } });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ error: 'Name at least one tag: ?tag=P12,C3' });
    const bad = await app.request(`${invalidateTagPath}?tag=${encodeURIComponent('P1<x>')}`, {
      headers: { 'X-Invalidate-Key': 'secret' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Invalid tag: P1<x>' });
  });
});

describe('nodes sharing a store (issue 17)', () => {
  /** One store two nodes share, as a Redis is (node-local memos of parameter lists on). */
  const sharedStore = (): OutputCacheStore => ({ ...createMemoryStore(), kind: 'shared' });

  it('a page rendered on node A is a hit on node B', async () => {
    const store = sharedStore();
    const [a, b] = [setup({ store }), setup({ store })];
    await a.app.request('/c/7?page=2');
    expect((await b.app.request('/c/7?page=2&utm=x')).headers.get('X-Cache')).toBe('HIT');
    expect(b.renders).toEqual([]);
  });

  it('a page invalidated through node A and rendered again on node B is a hit on node A', async () => {
    const store = sharedStore();
    const [a, b] = [setup({ store, invalidationKey: 'k' }), setup({ store })];
    await a.app.request('/p/1');
    await b.app.request('/p/1');
    await a.app.request(`${invalidateTagPath}?tag=P1`, { headers: { 'X-Invalidate-Key': 'k' } });
    expect((await b.app.request('/p/1')).headers.get('X-Cache')).toBe('MISS');
    expect((await a.app.request('/p/1')).headers.get('X-Cache')).toBe('HIT');
  });
});

describe('health (issue 17)', () => {
  it('counts the pages of a shared store only when asked (a scan in Redis)', async () => {
    const { app } = setup({ store: { ...createMemoryStore(), kind: 'shared' }, invalidationKey: 'k' });
    await app.request('/p/1');
    expect(await (await app.request('/health')).json()).toEqual({ status: 'ok', cache: 'shared' });
    expect(
      await (await app.request('/health?pages=1', { headers: { 'X-Invalidate-Key': 'k' } })).json(),
    ).toEqual({
      status: 'ok',
      cache: 'shared',
      cachedPages: 1,
    });
  });
});

describe('cache key: only the query parameters a page reads (issue 17)', () => {
  it('answers junk parameters from the entry without them', async () => {
    const { app, renders, cache } = setup();
    await app.request('/c/7?page=2');
    const junk = await app.request('/c/7?utm_source=x&page=2&zzz=1');
    expect(junk.headers.get('X-Cache')).toBe('HIT');
    expect(renders).toEqual(['battery /c/7']);
    expect(await cache.size()).toBe(1);
  });

  it('keys the parameters in a canonical order', async () => {
    const { app, renders } = setup();
    await app.request('/c/7?sort=name&page=2');
    expect((await app.request('/c/7?page=2&sort=name')).headers.get('X-Cache')).toBe('HIT');
    expect(renders).toHaveLength(1);
  });

  it('keeps a page that read junk out of the cache: the page is rendered again without it', async () => {
    const { app, renderedUrls } = setup({ html: (url) => `<html><body>${url.search}</body></html>` });
    const first = await app.request('/c/7?page=2&evil=%3Cscript%3E');
    expect(await first.text()).toBe('<html><body>?page=2</body></html>');
    expect(renderedUrls).toEqual([
      'https://battery.test/c/7?evil=%3Cscript%3E&page=2',
      'https://battery.test/c/7?page=2',
    ]);
  });

  it('keeps React Router parameters of data requests', async () => {
    const { app, renders } = setup();
    await app.request('/c/7.data?_routes=category');
    await app.request('/c/7.data?_routes=root%2Ccategory');
    expect(renders).toHaveLength(2);
  });
});

describe('Host safety (issue 17)', () => {
  it('renders with the canonical origin, never the Host of the request', async () => {
    const { app, renderedUrls } = setup({ html: (url) => `<link rel="canonical" href="${url.href}">` });
    const response = await app.request('http://evil.example/p/1', { headers: { host: 'evil.example' } });
    expect(renderedUrls).toEqual(['https://battery.test/p/1']);
    expect(await response.text()).not.toContain('evil.example');
  });

  it('answers 421 to a host the server does not serve', async () => {
    const { app, renders } = setup();
    const response = await app.request('/p/1', { headers: { host: 'unknown.test' } });
    expect(response.status).toBe(421);
    expect(await response.text()).toBe('Misdirected Request: this server does not serve that host name');
    expect(renders).toEqual([]);
  });
});

describe('CDN headers (issue 17)', () => {
  it('marks anonymous catalogue pages public with s-maxage and stale-while-revalidate', async () => {
    const { app } = setup();
    const response = await app.request('/c/7');
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=120, stale-while-revalidate=30',
    );
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
  });

  it('sends pages of a session or cart private, no-store and never caches them', async () => {
    const { app, renders, cache } = setup();
    for (const path of ['/checkout', '/my-account/orders', '/wishlist', '/checkout.data']) {
      const response = await app.request(path);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    }
    await app.request('/checkout');
    expect(renders).toHaveLength(5);
    expect(await cache.size()).toBe(0);
  });

  it('never caches a request that carries credentials', async () => {
    const { app, cache } = setup();
    const response = await app.request('/c/7', { headers: { Authorization: 'Bearer t' } });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await cache.size()).toBe(0);
  });
});

/** Runs an HTTP server on the listener for one test. */
async function listening<T>(listener: Parameters<typeof createServer>[1], run: (port: number) => Promise<T>) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await run((server.address() as AddressInfo).port);
  } finally {
    server.close();
  }
}

/** A raw request with any method (fetch refuses TRACE). */
function rawRequest(port: number, method: string, path: string) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/**
 * A shared store (a Redis, as the server sees it) whose calls can be made to fail or to hang;
 * `calls` counts what reached it.
 */
function flakyStore() {
  const inner = createMemoryStore();
  const state = { mode: 'ok' as 'ok' | 'fail' | 'hang', calls: 0, failInvalidations: false };
  const through =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>, invalidation = false) =>
    (...args: A): Promise<R> => {
      state.calls += 1;
      if (state.mode === 'hang') return new Promise<R>(() => {});
      if (state.mode === 'fail' || (invalidation && state.failInvalidations))
        return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
      return call(...args);
    };
  const store: OutputCacheStore = {
    kind: 'redis',
    get: through(inner.get),
    set: through(inner.set),
    generation: through(inner.generation),
    invalidateTags: through(inner.invalidateTags, true),
    invalidateWhere: through(inner.invalidateWhere, true),
    count: through(inner.count),
    close: inner.close,
  };
  return { store, state };
}

describe('issue 29.2: a failing or hanging Redis never makes the shop slower than no cache', () => {
  it('stops asking a failing store after the first failures and serves every page rendered', async () => {
    const { store, state } = flakyStore();
    const { app, renders } = setup({ store });
    state.mode = 'fail';
    for (let i = 0; i < 20; i += 1) expect((await app.request('/c/7')).status).toBe(200);
    expect(renders).toHaveLength(20);
    expect(state.calls).toBeLessThanOrEqual(4);
  });

  it('gives a hanging store one call timeout, then stops asking it', async () => {
    const { store, state } = flakyStore();
    const { app, clock } = setup({ store });
    state.mode = 'hang';
    // A request waits on the store only until the call timeout, and only until the circuit opens:
    // counted as the requests that asked the (hanging) store at all — not by event-loop turns, which
    // a render's compression on the thread pool makes depend on the machine's load.
    let waited = 0;
    for (let i = 0; i < 3; i += 1) {
      const before = state.calls;
      let settled = false;
      const answer = Promise.resolve(app.request(`/c/${i}`)).finally(() => {
        settled = true;
      });
      // Until the request has asked the store (its call timeout then runs on the clock) or answered.
      for (let turn = 0; turn < 1000 && state.calls === before && !settled; turn += 1)
        await new Promise((resolve) => setImmediate(resolve));
      clock.increment(1000);
      expect((await answer).status).toBe(200);
      if (state.calls > before) waited += 1;
    }
    expect(waited).toBeLessThanOrEqual(2);
    const asked = state.calls;
    for (let i = 0; i < 10; i += 1) expect((await app.request('/c/7')).status).toBe(200);
    expect(state.calls).toBe(asked);
  });

  it('looks a request up in the store once, not once in the node listener and again in the app', async () => {
    const inner = createMemoryStore();
    const gets: string[] = [];
    const store: OutputCacheStore = {
      ...inner,
      kind: 'redis',
      get: (key, variant) => {
        gets.push(key);
        return inner.get(key, variant);
      },
    };
    const { listener } = setup({ store });
    await listening(listener, async (port) => {
      await (await fetch(`http://127.0.0.1:${port}/c/7?page=2`)).text();
    });
    expect(gets).toEqual(['reads battery - https://battery.test/c/7']);
  });

  it('says degraded with the reason in /health, and logs the transition once, not per request', async () => {
    const { store, state } = flakyStore();
    const { app, transitions } = setup({ store });
    state.mode = 'fail';
    for (let i = 0; i < 20; i += 1) await app.request('/c/7');
    expect(transitions).toEqual(['open: connect ECONNREFUSED 127.0.0.1:6379']);
    const health = await (await app.request('/health')).json();
    expect(health).toMatchObject({
      status: 'ok',
      cache: 'degraded',
      store: 'redis',
      reason: 'connect ECONNREFUSED 127.0.0.1:6379',
    });
  });

  it('probes the store again after a while (half-open) and uses it again once it answers', async () => {
    const { store, state } = flakyStore();
    const { app, clock, transitions } = setup({ store });
    state.mode = 'fail';
    for (let i = 0; i < 5; i += 1) await app.request('/c/7');
    state.mode = 'ok';
    clock.increment(4999);
    await app.request('/c/7');
    expect(transitions).toHaveLength(1);
    clock.increment(1);
    await app.request('/c/7');
    await vi.waitFor(() => expect(transitions).toHaveLength(2));
    expect(transitions[1]).toBe('closed');
    await app.request('/c/7');
    expect((await app.request('/c/7')).headers.get('X-Cache')).toBe('HIT');
    expect((await (await app.request('/health')).json()).cache).toBe('redis');
  });
});

describe('issue 29.3: an invalidation the store cannot take is not lost', () => {
  it('answers 503 with Retry-After, so the shop API tries again', async () => {
    const { store, state } = flakyStore();
    const { app } = setup({ store, invalidationKey: 'k' });
    state.mode = 'fail';
    const response = await app.request(`${invalidateTagPath}?tag=P1`, {
      headers: { 'X-Invalidate-Key': 'k' },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).not.toBeNull();
  });

  it('never serves a page of a tag whose invalidation failed, stored before the failure', async () => {
    const { store, state } = flakyStore();
    const { app } = setup({ store, invalidationKey: 'k' });
    await app.request('/p/1');
    expect((await app.request('/p/1')).headers.get('X-Cache')).toBe('HIT');
    state.failInvalidations = true;
    await app.request(`${invalidateTagPath}?tag=P1`, { headers: { 'X-Invalidate-Key': 'k' } });
    expect((await app.request('/p/1')).headers.get('X-Cache')).toBe('MISS');
  });

  it('delivers the failed invalidation itself once the store answers again', async () => {
    const { store, state } = flakyStore();
    const other = setup({ store });
    const { app, clock } = setup({ store, invalidationKey: 'k' });
    await app.request('/p/1');
    state.mode = 'fail';
    await app.request(`${invalidateTagPath}?tag=P1`, { headers: { 'X-Invalidate-Key': 'k' } });
    for (let i = 0; i < 3; i += 1) await app.request('/c/7');
    state.mode = 'ok';
    clock.increment(5000);
    await app.request('/c/7');
    // The node sharing the store no longer finds the page.
    await vi.waitFor(async () =>
      expect((await other.app.request('/p/1')).headers.get('X-Cache')).toBe('MISS'),
    );
  });
});

describe('issue 29.4: private pages are never cached as public, under any store prefix or spelling', () => {
  for (const prefix of ['', '/de', '/it']) {
    it(`${prefix || '(default store)'}: every private route, every spelling: private, no-store or a redirect, never stored`, async () => {
      const { app, cache, renderedUrls } = setup();
      for (const sample of privateSamples) {
        for (const spelling of spellings(sample)) {
          const path = `${prefix}${spelling}`;
          const response = await app.request(path);
          expect([200, 301], path).toContain(response.status);
          if (response.status === 200)
            expect(response.headers.get('Cache-Control'), path).toBe('private, no-store');
          else expect(response.headers.get('Cache-Control'), path).toBe('private, no-store');
        }
      }
      expect(await cache.size()).toBe(0);
      // Only canonical spellings were rendered.
      for (const url of renderedUrls) expect(url, url).toBe(url.replace('/CHECKOUT', '/checkout'));
      expect(
        renderedUrls.filter((url) =>
          /%63|%6d|%6f|%77|%72|%63|[A-Z]{3}/.test(new URL(url).pathname.split('/')[prefix ? 2 : 1] ?? ''),
        ),
      ).toEqual([]);
    });
  }
});

describe('issue 29.5: a spelling of a page is a redirect, never a new cache entry', () => {
  it('answers a non-canonical spelling 301 to the canonical path, before any render', async () => {
    const { app, renders } = setup();
    for (const [spelling, canonical] of [
      ['/I/ABOUT', '/i/about'],
      ['/i/%61bout', '/i/about'],
      ['/C/7?page=2', '/c/7?page=2'],
      ['/DE/i/About.data?_routes=cms-page', '/de/i/about.data?_routes=cms-page'],
    ] as const) {
      const response = await app.request(spelling);
      expect(response.status, spelling).toBe(301);
      expect(response.headers.get('Location'), spelling).toBe(canonical);
    }
    expect(renders).toEqual([]);
  });

  it('refuses `_routes` naming a route the path does not match with 400, uncached', async () => {
    const { app, renders, cache } = setup();
    const response = await app.request('/c/7.data?_routes=junk-123');
    expect(response.status).toBe(400);
    expect(renders).toEqual([]);
    expect(await cache.size()).toBe(0);
    expect((await app.request('/c/7.data?_routes=root,category')).status).toBe(200);
  });

  it('a flood of spellings and junk `_routes` keeps the entry count bounded', async () => {
    const { app, cache } = setup();
    await app.request('/i/about');
    await app.request('/i/about.data?_routes=cms-page');
    const word = 'about';
    for (let mask = 0; mask < 32; mask += 1) {
      const cased = [...word].map((c, i) => ((mask >> i) & 1 ? c.toUpperCase() : c)).join('');
      const encoded = [...word]
        .map((c, i) => ((mask >> i) & 1 ? `%${c.charCodeAt(0).toString(16)}` : c))
        .join('');
      await app.request(`/i/${cased}`);
      await app.request(`/I/${encoded}`);
      await app.request(`/i/${cased}.data?_routes=cms-page`);
      await app.request(`/i/about.data?_routes=junk${mask}`);
    }
    expect(await cache.size()).toBe(2);
  });
});

describe('issue 29.8: methods, the invalidation key and the page count', () => {
  it('answers TRACE 405 quietly: no stack trace, no error log', async () => {
    const { listener, errors } = setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await listening(listener, (port) => rawRequest(port, 'TRACE', '/'));
      expect(answer.status).toBe(405);
      expect(answer.body).not.toMatch(/at \w+ \(|Error/);
      expect(logged).not.toHaveBeenCalled();
      expect(errors).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });

  it('answers OPTIONS 405 without an error log', async () => {
    const { listener, errors, renders } = setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await listening(listener, (port) => rawRequest(port, 'OPTIONS', '/c/7'));
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST');
      expect(logged).not.toHaveBeenCalled();
      expect(errors).toEqual([]);
      expect(renders).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });

  it('takes the invalidation key only from a header, never from the query string (proxies log it)', async () => {
    const { app, cache } = setup({ invalidationKey: 'secret' });
    await app.request('/p/1');
    const response = await app.request(`${invalidateTagPath}?tag=P1&key=secret`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'Send the key in the X-Invalidate-Key header, never in the URL',
    });
    expect(await cache.size()).toBe(1);
  });

  it('counts the pages of a shared store (a scan) only for a request with the key', async () => {
    const { store, state } = flakyStore();
    const { app } = setup({ store, invalidationKey: 'secret' });
    await app.request('/p/1');
    const calls = state.calls;
    const refused = await app.request('/health?pages=1');
    expect(refused.status).toBe(403);
    expect(state.calls).toBe(calls);
    const counted = await app.request('/health?pages=1', { headers: { 'X-Invalidate-Key': 'secret' } });
    expect(await counted.json()).toMatchObject({ status: 'ok', cache: 'redis', cachedPages: 1 });
  });
});

describe('issue 31.1: a slow API degrades, never fails (commerce-core §9 search timeouts: server 1000 ms, client 5000 ms)', () => {
  it('a page whose entity missed the server budget, with no cached copy, answers the loading page: 503, no-store, Retry-After, never a 500', async () => {
    const { app, budgets } = setup({ delay: (_url, budget) => budget === 'server' });
    const response = await app.request('/p/SLOW/slow', { headers: { Host: 'battery.test' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(response.headers.has(delayedHeader)).toBe(false);
    const html = await response.text();
    expect(html).toContain(`${budgetCookie}=client`);
    expect(html).not.toContain('Internal Server Error');
    expect(budgets).toEqual(['server']);
  });

  it("the loading page's script is allowed by the answer's CSP (its hash)", async () => {
    const { app } = setup({ delay: () => true });
    const response = await app.request('/p/SLOW/slow', { headers: { Host: 'battery.test' } });
    const html = await response.text();
    expect(inlineScriptHashes(html)).toHaveLength(1);
    for (const hash of inlineScriptHashes(html))
      expect(response.headers.get('Content-Security-Policy')).toContain(hash);
  });

  it("the loading page's second ask (the budget cookie) renders with the client budget and is the page, kept by the cache", async () => {
    const { app, budgets, cache } = setup({ delay: (_url, budget) => budget === 'server' });
    const response = await app.request('/p/SLOW/slow', {
      headers: { Host: 'battery.test', Cookie: `other=1; ${budgetCookie}=client` },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('battery /p/SLOW/slow');
    expect(budgets).toEqual(['client']);
    expect(await cache.size()).toBe(1);
  });

  it('a cached copy past its time to live stands in for a delayed render (stale-if-error), not kept by a CDN', async () => {
    let slow = false;
    const { app, clock } = setup({ delay: (_url, budget) => slow && budget === 'server' });
    await app.request('/p/P1/kept', { headers: { Host: 'battery.test' } });
    clock.increment((DAY + 60) * 1000);
    slow = true;
    const response = await app.request('/p/P1/kept', { headers: { Host: 'battery.test' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Cache')).toBe('STALE');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toContain('battery /p/P1/kept');
  });

  it('a data request whose entity missed the server budget is rendered again with the client budget (the browser waits for it)', async () => {
    const { app, budgets } = setup({ delay: (_url, budget) => budget === 'server' });
    const response = await app.request('/p/SLOW/slow.data?_routes=product', {
      headers: { Host: 'battery.test' },
    });
    expect(response.status).toBe(200);
    expect(budgets).toEqual(['server', 'client']);
  });

  it('a page that misses the client budget too is the error page, no-store, with Retry-After — and no loop of loading pages', async () => {
    const { app } = setup({ delay: () => true });
    const response = await app.request('/p/SLOW/slow', {
      headers: { Host: 'battery.test', Cookie: `${budgetCookie}=client` },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(response.headers.has(delayedHeader)).toBe(false);
    expect(await response.text()).toContain('Internal Server Error 500');
  });
});

/** A GET with the given headers whose body is read as sent (fetch would decode it). */
function rawGet(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: Buffer; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method: 'GET', path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('issue 31.2: a page sent once is compressed once, whole', () => {
  const big = `<html><body>${'<li>Paristo AA</li>'.repeat(200)}</body></html>`;

  it('an uncached page is sent gzip-compressed in one piece, with its Content-Length, and decompresses to the page', async () => {
    const { listener } = setup({ html: () => big });
    await listening(listener, async (port) => {
      const sent = await rawGet(port, '/incomplete', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(sent.headers['content-encoding']).toBe('gzip');
      expect(sent.headers['content-length']).toBe(String(sent.body.byteLength));
      expect(sent.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(sent.body).toString()).toBe(big);
    });
  });

  it('an uncached page goes as it is to a client that takes no gzip', async () => {
    const { listener } = setup({ html: () => big });
    await listening(listener, async (port) => {
      const sent = await rawGet(port, '/incomplete', { 'Accept-Encoding': 'gzip;q=0' });
      expect(sent.headers['content-encoding']).toBeUndefined();
      expect(sent.body.toString()).toBe(big);
    });
  });
});

describe('issue 31.3: cache hits at the speed of the machine', () => {
  const battery = { brand: 'battery', store: '', origin: 'https://battery.test' };
  const page = '<html><body><script>window.__ctx = 3;</script>akut</body></html>';

  it('a hit is answered without the React Router handler and without classifying the route', async () => {
    const { listener, renders, classified } = setup({ html: () => page });
    await listening(listener, async (port) => {
      await rawGet(port, '/c/akut?page=2');
      const seen = classified.length;
      const hit = await rawGet(port, '/c/akut?page=2&utm_source=x');
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.body.toString()).toBe(page);
      expect(renders).toEqual(['battery /c/akut']);
      expect(classified).toHaveLength(seen);
    });
  });

  it('another spelling of a cached page still goes through the app: a 301, never the page (issue 29.5 kept)', async () => {
    const { listener } = setup({ html: () => page });
    await listening(listener, async (port) => {
      await rawGet(port, '/c/akut');
      const other = await rawGet(port, '/C/akut');
      expect(other.status).toBe(301);
      expect(other.headers.location).toBe('/c/akut');
    });
  });

  it('a stored page carries its gzip variant, and brotli when the browser that rendered it accepts brotli', async () => {
    const { app, cache } = setup({ html: () => page });
    await app.request('/c/akut', { headers: { 'Accept-Encoding': 'gzip, br' } });
    const key = outputCacheKey('page', battery, '/c/akut');
    const gzip = await cache.store.get(key, 'gzip');
    const br = await cache.store.get(key, 'br');
    expect(gunzipSync(gzip?.body ?? new Uint8Array()).toString()).toBe(page);
    expect(brotliDecompressSync(br?.body ?? new Uint8Array()).toString()).toBe(page);
  });

  it('issue 31.4: a page rendered for a gzip client keeps no brotli body until a browser asks for brotli', async () => {
    const { app, cache } = setup({ html: () => page });
    await app.request('/c/akut', { headers: { 'Accept-Encoding': 'gzip' } });
    const key = outputCacheKey('page', battery, '/c/akut');
    expect((await cache.store.get(key, 'br'))?.body.byteLength).toBe(0);
    expect((await cache.store.get(key, 'body'))?.body.byteLength).toBe(0);
  });

  it('gzip is not made again per hit: every hit sends the very bytes kept with the page', async () => {
    const { listener, cache } = setup({ html: () => page });
    await listening(listener, async (port) => {
      await rawGet(port, '/c/akut');
      const kept = await cache.store.get(outputCacheKey('page', battery, '/c/akut'), 'gzip');
      const first = await cache.get(battery, '/c/akut', 'gzip');
      const second = await cache.get(battery, '/c/akut', 'gzip');
      expect(second?.body).toBe(first?.body);
      for (let i = 0; i < 2; i += 1) {
        const hit = await rawGet(port, '/c/akut', { 'Accept-Encoding': 'gzip' });
        expect(hit.headers['content-encoding']).toBe('gzip');
        expect(new Uint8Array(hit.body)).toEqual(kept?.body);
      }
    });
  });

  it('a hit is sent in the encoding the browser accepts: brotli, else gzip, else identity', async () => {
    const { listener } = setup({ html: () => page });
    await listening(listener, async (port) => {
      await rawGet(port, '/c/akut');
      const br = await rawGet(port, '/c/akut', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(page);
      const refused = await rawGet(port, '/c/akut', { 'Accept-Encoding': 'br;q=0, gzip' });
      expect(refused.headers['content-encoding']).toBe('gzip');
      const identity = await rawGet(port, '/c/akut');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body.toString()).toBe(page);
      expect(identity.headers['content-length']).toBe(String(Buffer.byteLength(page)));
    });
  });
});

describe('issue 31.3: the workers of one node (KAUPPA_WORKERS) with in-memory caches', () => {
  it('hands each invalidation the server took to onInvalidated, which the cluster relays to the other workers', async () => {
    const { app, invalidated } = setup({ invalidationKey: 'secret' });
    await app.request(`${invalidateTagPath}?tag=P9,C3`, { headers: { 'X-Invalidate-Key': 'secret' } });
    await app.request(`${invalidatePath}?prefix=/c/`, {
      method: 'POST',
      headers: { 'X-Invalidate-Key': 'secret' },
    });
    expect(invalidated).toEqual([{ tags: ['P9', 'C3'] }, { filter: { prefix: '/c/' } }]);
  });

  it('relays nothing that was refused', async () => {
    const { app, invalidated } = setup({ invalidationKey: 'secret' });
    await app.request(`${invalidateTagPath}?tag=P9`, { headers: { 'X-Invalidate-Key': 'guess' } });
    expect(invalidated).toEqual([]);
  });
});
