import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createShopApiApp } from '../src/index.ts';
import { createStorefrontInvalidator } from '../src/internal/storefront-cache.ts';

/** A stand-in storefront that records the invalidation calls it gets. */
async function fakeStorefront(status = 200) {
  const calls: Array<{ url: string; key: string | undefined }> = [];
  const server = createServer((req: IncomingMessage, res) => {
    calls.push({ url: req.url ?? '', key: req.headers['x-invalidate-key'] as string | undefined });
    res.writeHead(status, { 'Content-Type': 'application/json' }).end('{"invalidated":1}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { calls, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('storefront cache invalidation (issue 17)', () => {
  it("drops the storefront's pages of a product whose stock changes and its categories' listings, with the key", async () => {
    const storefront = await fakeStorefront();
    closers.push(storefront.close);
    const app = createShopApiApp({ storefrontCache: { key: 'secret', urls: [storefront.url] } });
    closers.push(() => app.close());
    const stock = await app.fetch(
      new Request('http://shop/__admin/stock', {
        method: 'POST',
        body: JSON.stringify({ sku: 'BAT-000001', qty: 0 }),
      }),
    );
    const search = await app.fetch(
      new Request('http://shop/api/catalog/kauppa_battery_fi/product/_search?q=sku:BAT-000001'),
    );
    const product = (await search.json()) as {
      hits: { hits: Array<{ _source: { id: number; category_ids: number[] } }> };
    };
    const { id, category_ids } = product.hits.hits[0]!._source;
    expect(stock.status).toBe(200);
    await expect.poll(() => storefront.calls.length).toBe(1);
    expect(storefront.calls[0]).toEqual({
      url: `/invalidate?tag=${encodeURIComponent([`P${id}`, ...category_ids.map((c) => `C${c}`)].join(','))}`,
      key: 'secret',
    });
  });

  it('sends the tags of one tick in one call to every storefront base', async () => {
    const [a, b] = [await fakeStorefront(), await fakeStorefront()];
    closers.push(a.close, b.close);
    const invalidator = createStorefrontInvalidator({ urls: [a.url, b.url], key: 'k' });
    invalidator.invalidate(['P1']);
    invalidator.invalidate(['P2', 'P1']);
    await invalidator.settled();
    expect(a.calls.map((c) => c.url)).toEqual(['/invalidate?tag=P1%2CP2']);
    expect(b.calls.map((c) => c.url)).toEqual(['/invalidate?tag=P1%2CP2']);
  });

  it('sends nothing without a key', async () => {
    const storefront = await fakeStorefront();
    closers.push(storefront.close);
    const invalidator = createStorefrontInvalidator({ urls: [storefront.url], key: undefined });
    invalidator.invalidate(['P1']);
    await invalidator.settled();
    expect(storefront.calls).toEqual([]);
  });

  it('reports a refused call and does not throw', async () => {
    const storefront = await fakeStorefront(403);
    closers.push(storefront.close);
    const errors: string[] = [];
    const invalidator = createStorefrontInvalidator({
      urls: [storefront.url],
      key: 'wrong',
      onError: (message) => errors.push(message),
    });
    invalidator.invalidate(['P1']);
    await invalidator.settled();
    expect(errors).toEqual([`Storefront cache invalidation 403 from ${storefront.url}: {"invalidated":1}`]);
  });
});

describe('catalog GET answers: ETag and 304 (issue 17)', () => {
  const url = `http://shop/api/catalog/kauppa_battery_fi/category/_search?request=${encodeURIComponent('{}')}&size=3`;

  it('answers 304 without a body to the ETag of the same answer', async () => {
    const app = createShopApiApp();
    closers.push(() => app.close());
    const first = await app.fetch(new Request(url));
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await app.fetch(new Request(url, { headers: { 'If-None-Match': etag ?? '' } }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers the full body to another ETag', async () => {
    const app = createShopApiApp();
    closers.push(() => app.close());
    const answer = await app.fetch(new Request(url, { headers: { 'If-None-Match': 'W/"other"' } }));
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { hits: { hits: unknown[] } }).hits.hits).toHaveLength(3);
  });
});
