import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createSimulatedClock } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createStorefrontServer, invalidatePath, type RequestScope } from './app.ts';
import { inlineScriptHashes } from './headers.ts';

const DAY = 86_400;
const expires = { defaultSeconds: 30 * DAY, jsonSeconds: DAY, pngSeconds: 7 * DAY };

function setup({ invalidationKey, html }: { invalidationKey?: string; html?: (url: string) => string } = {}) {
  const clientDir = mkdtempSync(join(tmpdir(), 'storefront-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'entry.js'), 'console.log(1)');
  writeFileSync(join(clientDir, 'banners.json'), '{}');
  writeFileSync(join(clientDir, 'logo.png'), 'png');
  const clock = createSimulatedClock();
  const renders: string[] = [];
  const server = createStorefrontServer({
    clientDir,
    expires,
    outputCacheTtlSeconds: DAY,
    invalidationKey,
    now: clock.now,
    apiOrigins: ['http://127.0.0.1:8080'],
    resolveScope: (headers): RequestScope => ({
      brand: headers.get('x-brand') ?? 'battery',
      store: '',
    }),
    render: async (request, scope) => {
      const url = new URL(request.url);
      renders.push(`${scope.brand} ${url.pathname}`);
      const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8' };
      if (url.pathname === '/incomplete') headers['Cache-Control'] = 'no-store';
      const status = url.pathname === '/missing' ? 404 : 200;
      return new Response(
        html?.(url.pathname) ?? `<html><body>${scope.brand} ${url.pathname}</body></html>`,
        {
          status,
          headers,
        },
      );
    },
  });
  return { ...server, clock, renders };
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
    await app.request('/', { headers: { 'x-brand': 'mac' } });
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
    const hit = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, br' } });
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
    expect(cache.size).toBe(1);
  });

  it('is off when no key is configured', async () => {
    const { app } = setup();
    const response = await app.request(`${invalidatePath}?key=`, { method: 'POST' });
    expect(response.status).toBe(404);
  });

  it('removes the pages of one brand with the right key', async () => {
    const { app } = setup({ invalidationKey: 'secret' });
    await app.request('/');
    await app.request('/', { headers: { 'x-brand': 'mac' } });
    const response = await app.request(`${invalidatePath}?brand=mac`, {
      method: 'POST',
      headers: { Authorization: 'Bearer secret' },
    });
    expect(await response.json()).toEqual({ invalidated: 1 });
    expect((await app.request('/', { headers: { 'x-brand': 'mac' } })).headers.get('X-Cache')).toBe('MISS');
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
    expect(cache.size).toBe(1);
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
    expect(await response.json()).toEqual({ status: 'ok', cachedPages: 0 });
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
});
