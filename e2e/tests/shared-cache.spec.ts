import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, type RedisProcess, startRedis } from '../../apps/storefront/server/redis-process.ts';
import { type Answer, rawGet, waitFor } from './cache-nodes.ts';
import { simpleProduct } from './shop-support.ts';

/**
 * Issue 17, "Done when": two storefront nodes on one Redis behind a (pretend) CDN host, and the
 * reference shop API — all real processes this suite starts and stops itself (redis-server on a
 * free loopback port, no persistence).
 */

const root = new URL('../../', import.meta.url).pathname;
const host = '127.0.0.1';
/** The CDN's host name: the canonical origin of the default brand on both nodes. */
const publicHost = 'shop.test';
const forgedHost = 'evil-cdn-poison.example';
const key = 'issue-17-invalidation-key';
const categoryPath = '/paristot/aa-paristot/aa-alkaliparistot';

const children: ChildProcess[] = [];
let redis: RedisProcess | undefined;
let dataDir = '';
const ports = { api: 0, a: 0, b: 0 };

/** A GET with an exact Host header (node:http, as a CDN or an attacker sends it). */
function get(port: number, path: string, hostHeader = publicHost): Promise<Answer> {
  // A forged Host comes with a forged X-Forwarded-Host too.
  const headers = {
    Host: hostHeader,
    ...(hostHeader === forgedHost ? { 'X-Forwarded-Host': forgedHost } : {}),
  };
  return rawGet(port, path, headers);
}

function start(name: string, args: string[], env: Record<string, string>): void {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (/error/i.test(text) && !/does not match any route/.test(text))
      process.stderr.write(`[${name}] ${text}`);
  });
  children.push(child);
}

/** The page count (a SCAN of Redis): only with the invalidation key (issue 29.8). */
const cachedPages = async (port: number) =>
  (
    (await (
      await fetch(`http://${host}:${port}/health?pages=1`, { headers: { 'X-Invalidate-Key': key } })
    ).json()) as { cachedPages: number }
  ).cachedPages;

async function productOf(sku: string): Promise<{ id: number; category_ids: number[] }> {
  const answer = await fetch(
    `http://${host}:${ports.api}/api/catalog/kauppa_battery_fi/product/_search?q=sku:${encodeURIComponent(sku)}`,
  );
  const json = (await answer.json()) as {
    hits: { hits: Array<{ _source: { id: number; category_ids: number[] } }> };
  };
  return json.hits.hits[0]!._source;
}

async function setStock(qty: number): Promise<void> {
  const answer = await fetch(`http://${host}:${ports.api}/__admin/stock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sku: simpleProduct.sku, qty, is_in_stock: qty > 0 }),
  });
  expect(answer.status).toBe(200);
}

test.describe('issue 17: many storefront nodes on one Redis share a safe output cache', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test.beforeAll(async () => {
    redis = await startRedis({ port: 26379 });
    ports.api = await freePort(23180);
    ports.a = await freePort(23100);
    ports.b = await freePort(ports.a + 1);
    dataDir = mkdtempSync(join(tmpdir(), 'kauppa-issue17-'));
    start('shop-api', ['--conditions=@kauppa/source', 'apps/shop-api/src/main.ts', '--reset'], {
      HOST: host,
      PORT: String(ports.api),
      KAUPPA_DATA_DIR: dataDir,
      KAUPPA_ADMIN: '1',
      // One call suffices: the nodes share the Redis.
      KAUPPA_STOREFRONT_URL: `http://${host}:${ports.a}`,
      KAUPPA_INVALIDATE_KEY: key,
    });
    const node = (port: number, extra: Record<string, string> = {}) =>
      start(`node ${port}`, ['apps/storefront/server/main.ts'], {
        HOST: host,
        PORT: String(port),
        KAUPPA_BRAND: 'battery',
        KAUPPA_API_URL: `http://${host}:${ports.api}/api`,
        KAUPPA_REDIS_URL: redis!.url,
        KAUPPA_PUBLIC_URL: `https://${publicHost}`,
        KAUPPA_INVALIDATE_KEY: key,
        ...extra,
      });
    node(ports.a);
    // Node B answers 421 to a host it does not serve; node A gives it the canonical origin.
    node(ports.b, { KAUPPA_UNKNOWN_HOST: 'reject' });
    await waitFor(`http://${host}:${ports.api}/health`);
    await Promise.all([
      waitFor(`http://${host}:${ports.a}/health`),
      waitFor(`http://${host}:${ports.b}/health`),
    ]);
  });

  test.afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) =>
        child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined,
      ),
    );
    await redis?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a page rendered on node A is a cache hit on node B', async () => {
    const onA = await get(ports.a, categoryPath);
    expect(onA.status).toBe(200);
    expect(onA.headers['x-cache']).toBe('MISS');
    const onB = await get(ports.b, categoryPath);
    expect(onB.headers['x-cache']).toBe('HIT');
    expect(onB.body).toBe(onA.body);
    expect(onB.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
  });

  test('a stock change in the shop API drops the product page and its category page on both nodes', async () => {
    // The seeded stock (changing it here first would race its own invalidation).
    const check = await fetch(`http://${host}:${ports.api}/api/stock/check?sku=${simpleProduct.sku}`);
    const { result: stock } = (await check.json()) as { result: { qty: number; is_in_stock: boolean } };
    expect(stock.is_in_stock && stock.qty > 0).toBe(true);
    const { id, category_ids } = await productOf(simpleProduct.sku);
    // Both pages are cached on the other node, the product page tagged with the product, the
    // category page with its category (one of the product's).
    const tagged = { [simpleProduct.path]: `P${id}`, [categoryPath]: category_ids.map((c) => `C${c}`) };
    for (const [path, tags] of Object.entries(tagged)) {
      await get(ports.a, path);
      const hit = await get(ports.b, path);
      expect(hit.headers['x-cache']).toBe('HIT');
      const cacheTag = String(hit.headers['cache-tag']).split(',');
      expect(cacheTag.filter((tag) => [tags].flat().includes(tag))).not.toEqual([]);
      expect(String(hit.headers['surrogate-key']).split(' ')).toEqual(cacheTag);
    }
    expect((await get(ports.a, simpleProduct.path)).body).toContain(`(${stock.qty})`);

    await setStock(0);
    // The API calls the invalidation endpoint right after the change; wait for it to land.
    await expect.poll(async () => (await get(ports.b, simpleProduct.path)).headers['x-cache']).toBe('MISS');
    const product = await get(ports.a, simpleProduct.path);
    expect(product.headers['x-cache']).toBe('HIT');
    expect(product.body).toContain('This product is out of stock');
    expect(product.body).not.toContain(`(${stock.qty})`);
    expect((await get(ports.a, categoryPath)).headers['x-cache']).toBe('MISS');
    expect((await get(ports.b, categoryPath)).headers['x-cache']).toBe('HIT');
  });

  test('a forged Host never appears in any response', async () => {
    const paths = [
      '/',
      categoryPath,
      `${categoryPath}?page=2`,
      simpleProduct.path,
      '/search/paristo',
      '/robots.txt',
      '/sitemap.xml',
      '/no-such-page',
      '/checkout',
      `${categoryPath}.data?_routes=routes%2Fdispatcher`,
    ];
    for (const path of paths) {
      // Node A: the default brand's canonical origin; first and cached answers alike.
      for (let round = 0; round < 2; round += 1) {
        const answer = await get(ports.a, path, forgedHost);
        expect(answer.status, path).toBeLessThan(500);
        expect(answer.body, path).not.toContain(forgedHost);
        expect(JSON.stringify(answer.headers), path).not.toContain(forgedHost);
      }
      // Node B: 421, without the host either.
      const refused = await get(ports.b, path, forgedHost);
      expect(refused.status, path).toBe(421);
      expect(refused.body + JSON.stringify(refused.headers), path).not.toContain(forgedHost);
    }
    const page = await get(ports.a, simpleProduct.path, forgedHost);
    expect(page.body).toContain(`<link rel="canonical" href="https://${publicHost}/`);
  });

  test('1,000 requests with random junk query parameters create no new entries', async () => {
    await get(ports.a, categoryPath);
    await get(ports.a, simpleProduct.path);
    const before = await cachedPages(ports.a);
    const random = () =>
      Math.random()
        .toString(36)
        .slice(2, 2 + 1 + Math.floor(Math.random() * 10));
    const statuses: Record<string, number> = {};
    const jobs = Array.from({ length: 1000 }, (_, i) => async () => {
      const params = new URLSearchParams();
      for (let n = 0; n < 1 + (i % 4); n += 1) params.append(`${random()}_${n}`, random());
      if (i % 5 === 0) params.append('utm_source', random());
      const path = i % 2 === 0 ? categoryPath : simpleProduct.path;
      const answer = await get(i % 3 === 0 ? ports.b : ports.a, `${path}?${params}`);
      const status = `${answer.status} ${answer.headers['x-cache']}`;
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
    for (let i = 0; i < jobs.length; i += 10) await Promise.all(jobs.slice(i, i + 10).map((job) => job()));
    expect(statuses).toEqual({ '200 HIT': 1000 });
    expect(await cachedPages(ports.a)).toBe(before);
    expect(await cachedPages(ports.b)).toBe(before);
  });
});
