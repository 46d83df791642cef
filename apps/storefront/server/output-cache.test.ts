import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createSimulatedClock } from '@kauppa/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalSearch,
  createMemoryStore,
  createOutputCache,
  type OutputCacheStore,
  type StoredRecord,
} from './output-cache.ts';
import { hasRedisServer, type RedisProcess, startRedis } from './redis-process.ts';
import { createRedisStore } from './redis-store.ts';
import { createResilientStore } from './resilient-store.ts';

const record = (text: string, size = text.length): StoredRecord => ({
  meta: JSON.stringify({ text }),
  body: new Uint8Array(size).fill(1),
  gzip: new Uint8Array(8).fill(2),
});
const day = 86_400_000;

/** The rules every adapter of the output-cache port keeps (issue 17). */
function storeContract(name: string, make: () => OutputCacheStore | Promise<OutputCacheStore>) {
  describe(`${name} store: the output-cache port`, () => {
    it('answers the body or the gzip body, as asked', async () => {
      const store = await make();
      await store.set('page a', record('a', 4), { tags: [], ttlMs: day });
      expect((await store.get('page a', 'body'))?.body).toEqual(new Uint8Array(4).fill(1));
      expect((await store.get('page a', 'gzip'))?.body).toEqual(new Uint8Array(8).fill(2));
      expect((await store.get('page a', 'body'))?.meta).toBe('{"text":"a"}');
      expect(await store.get('page b', 'body')).toBeUndefined();
    });

    it('drops every record carrying a tag, and only those', async () => {
      const store = await make();
      await store.set('page 1', record('1'), { tags: ['P1', 'C1'], ttlMs: day });
      await store.set('page 2', record('2'), { tags: ['P2', 'C1'], ttlMs: day });
      await store.set('page 3', record('3'), { tags: ['P3'], ttlMs: day });
      expect(await store.invalidateTags(['C1'])).toBe(2);
      expect(await store.get('page 1', 'body')).toBeUndefined();
      expect(await store.get('page 2', 'body')).toBeUndefined();
      expect(await store.get('page 3', 'body')).toBeDefined();
      expect(await store.invalidateTags(['C1'])).toBe(0);
    });

    it('replaces a record and its tags when a key is set again', async () => {
      const store = await make();
      await store.set('page 1', record('old'), { tags: ['P1'], ttlMs: day });
      await store.set('page 1', record('new'), { tags: ['P9'], ttlMs: day });
      expect(await store.count()).toBe(1);
      expect((await store.get('page 1', 'body'))?.meta).toBe('{"text":"new"}');
    });

    it('keeps no record whose render raced an invalidation (the generation moved)', async () => {
      const store = await make();
      const before = await store.generation();
      await store.invalidateTags(['P1']);
      await store.set('page raced', record('old'), { tags: ['P1'], ttlMs: day, generation: before });
      expect(await store.get('page raced', 'body')).toBeUndefined();
      const now = await store.generation();
      await store.set('page fresh', record('new'), { tags: ['P1'], ttlMs: day, generation: now });
      expect(await store.get('page fresh', 'body')).toBeDefined();
    });

    it('drops the records whose keys pass a test', async () => {
      const store = await make();
      await store.set('page battery /c/a', record('1'), { tags: [], ttlMs: day });
      await store.set('page mac /c/a', record('2'), { tags: [], ttlMs: day });
      expect(await store.invalidateWhere((key) => key.includes(' mac '))).toBe(1);
      expect(await store.count('page ')).toBe(1);
    });
  });
}

storeContract('memory', () => createMemoryStore());

describe.skipIf(!hasRedisServer())('Redis store (redis-server on a free loopback port)', () => {
  let redis: RedisProcess;
  const stores: OutputCacheStore[] = [];
  let run = 0;
  const make = () => {
    run += 1;
    const store = createRedisStore({ url: redis.url, prefix: `test${run}:` });
    stores.push(store);
    return store;
  };
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await redis?.stop();
  });

  storeContract('redis', make);

  it('shares pages between nodes: what node A keeps, node B reads, and B invalidates for A', async () => {
    const a = createRedisStore({ url: redis.url, prefix: 'shared:' });
    const b = createRedisStore({ url: redis.url, prefix: 'shared:' });
    stores.push(a, b);
    await a.set('page /p/1', record('from A'), { tags: ['P1'], ttlMs: day });
    expect((await b.get('page /p/1', 'body'))?.meta).toBe('{"text":"from A"}');
    expect(await b.invalidateTags(['P1'])).toBe(1);
    expect(await a.get('page /p/1', 'body')).toBeUndefined();
  });

  it('gives each page the time to live of the output cache', async () => {
    const store = make();
    await store.set('page /ttl', record('t'), { tags: ['P5'], ttlMs: 5000 });
    const ttl = await (store as ReturnType<typeof createRedisStore>).client.pttl(`test${run}:e:page /ttl`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5000);
  });

  it('behind its circuit, reads as a miss, never an error, when Redis is gone (issue 29.2)', async () => {
    const raw = createRedisStore({ url: 'redis://127.0.0.1:1', commandTimeoutMs: 100 });
    stores.push(raw);
    const gone = createResilientStore(raw, { onTransition: () => {} });
    expect(await gone.get('page /', 'body')).toBeUndefined();
    await expect(
      gone.set('page /', record('x'), { tags: ['P1'], ttlMs: day, generation: '0' }),
    ).resolves.toBeUndefined();
  });
});

describe('memory store bounds (issue 17: bounded by bytes, not only entries)', () => {
  it('never holds more bytes than maxBytes, dropping the least recently used first', async () => {
    const store = createMemoryStore({ maxBytes: 10_000 });
    await store.set('page 1', record('1', 3000), { tags: ['P1'], ttlMs: day });
    await store.set('page 2', record('2', 3000), { tags: [], ttlMs: day });
    await store.get('page 1', 'body');
    await store.set('page 3', record('3', 3000), { tags: [], ttlMs: day });
    await store.set('page 4', record('4', 3000), { tags: [], ttlMs: day });
    expect(store.bytes).toBeLessThanOrEqual(10_000);
    expect(await store.get('page 2', 'body')).toBeUndefined();
    expect(await store.get('page 1', 'body')).toBeDefined();
    expect(await store.get('page 4', 'body')).toBeDefined();
  });

  it('keeps no record larger than the whole cache', async () => {
    const store = createMemoryStore({ maxBytes: 1000 });
    await store.set('page big', record('big', 5000), { tags: [], ttlMs: day });
    expect(await store.count()).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it('drops entries beyond maxEntries', async () => {
    const store = createMemoryStore({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await store.set(`page ${key}`, record(key), { tags: [], ttlMs: day });
    expect(await store.count()).toBe(2);
  });

  it('forgets the tags of dropped records', async () => {
    const store = createMemoryStore({ maxEntries: 1 });
    await store.set('page a', record('a'), { tags: ['P1'], ttlMs: day });
    await store.set('page b', record('b'), { tags: ['P2'], ttlMs: day });
    expect(await store.invalidateTags(['P1'])).toBe(0);
  });
});

describe('output cache over a store', () => {
  const scope = { brand: 'battery', store: '', origin: 'https://akku.example.fi' };

  it('expires a page after the time to live (commerce-core §9)', async () => {
    const clock = createSimulatedClock();
    const cache = createOutputCache({
      ttlSeconds: 10,
      now: clock.now,
      store: createMemoryStore({ now: clock.now }),
    });
    await cache.set(scope, '/', { status: 200, headers: [], body: new Uint8Array([1]), tags: [] });
    clock.increment(9_999);
    expect(await cache.get(scope, '/', false)).toBeDefined();
    clock.increment(1);
    expect(await cache.get(scope, '/', false)).toBeUndefined();
  });

  it('keys pages by origin: one brand on two host names keeps two pages', async () => {
    const cache = createOutputCache({ ttlSeconds: 10 });
    await cache.set(scope, '/', { status: 200, headers: [], body: new Uint8Array([1]), tags: [] });
    expect(await cache.get({ ...scope, origin: 'https://akku.example.com' }, '/', false)).toBeUndefined();
  });

  it('remembers the query parameters a path reads', async () => {
    const cache = createOutputCache({ ttlSeconds: 10 });
    expect(await cache.readsOf(scope, '/c/a')).toBeUndefined();
    await cache.setReads(scope, '/c/a', ['sort', 'page'], ['C1']);
    expect(await cache.readsOf(scope, '/c/a')).toEqual(['page', 'sort']);
    await cache.invalidateTags(['C1']);
    expect(await cache.readsOf(scope, '/c/a')).toBeUndefined();
  });
});

/** A product page's size and repetition (about 50 KB of markup, a fifth of it once gzipped). */
const listPage = (() => {
  const scope = { brand: 'battery', store: '', origin: 'https://akku.example.fi' };
  const html = Array.from(
    { length: 600 },
    (_, i) => `<li class="card"><a href="/p/${i}">Paristo ${i} – AA ${(i * 7919) % 1000}</a></li>`,
  ).join('');
  const page = { status: 200, headers: [], body: new TextEncoder().encode(html), tags: ['C1'] };
  return { scope, html, page };
})();

describe('issue 31.4: a page is kept compressed only', () => {
  const { scope, html, page } = listPage;

  it('compresses a page it stores off the event loop: other callbacks run while gzip and brotli are made (issue 31.2)', async () => {
    const cache = createOutputCache({ ttlSeconds: 10 });
    let ranMeanwhile = false;
    setImmediate(() => {
      ranMeanwhile = true;
    });
    const { gzip, br } = await cache.set(scope, '/c/a', page, undefined, { brotli: true });
    expect(ranMeanwhile).toBe(true);
    expect(gunzipSync(gzip).toString()).toBe(html);
    expect(brotliDecompressSync(br).toString()).toBe(html);
  });

  it('keeps no identity body beside the gzip one: the store counts about the gzip bytes', async () => {
    const store = createMemoryStore();
    const cache = createOutputCache({ ttlSeconds: 10, store });
    const { gzip } = await cache.set(scope, '/c/a', page);
    expect(store.bytes).toBeLessThan(gzip.byteLength + 2048);
  });

  it('makes brotli at the first hit that asks for it and keeps it: the next brotli hit sends those bytes', async () => {
    const store = createMemoryStore();
    const cache = createOutputCache({ ttlSeconds: 10, store });
    await cache.set(scope, '/c/a', page);
    const first = await cache.get(scope, '/c/a', 'br');
    expect(first?.encoding).toBe('br');
    expect(brotliDecompressSync(first?.body ?? new Uint8Array()).toString()).toBe(html);
    const second = await cache.get(scope, '/c/a', 'br');
    expect(second?.body).toBe(first?.body);
  });

  it("sends a shared store's page kept without brotli as gzip, writing nothing (its tag sets keep their lifetimes)", async () => {
    const inner = createMemoryStore();
    let writes = 0;
    const store: OutputCacheStore = {
      ...inner,
      kind: 'redis',
      get: (key, variant) => inner.get(key, variant),
      set: (key, record, options) => {
        writes += 1;
        return inner.set(key, record, options);
      },
    };
    const cache = createOutputCache({ ttlSeconds: 10, store });
    await cache.set(scope, '/c/a', page);
    expect((await cache.get(scope, '/c/a', 'br'))?.encoding).toBe('gzip');
    expect(writes).toBe(1);
  });

  it('makes brotli when the page is stored for a client that accepts it', async () => {
    const cache = createOutputCache({ ttlSeconds: 10 });
    const { br } = await cache.set(scope, '/c/a', page, undefined, { brotli: true });
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect((await cache.get(scope, '/c/a', 'br'))?.body).toEqual(br);
  });

  it('keeps no brotli body of a page invalidated while it was made', async () => {
    const store = createMemoryStore();
    const cache = createOutputCache({ ttlSeconds: 10, store });
    await cache.set(scope, '/c/a', page);
    // The invalidation lands between the read of the gzip body and the write of the brotli one.
    const get = store.get.bind(store);
    store.get = async (key, variant) => {
      const found = await get(key, variant);
      if (variant === 'gzip') await cache.invalidateTags(['C1']);
      return found;
    };
    expect((await cache.get(scope, '/c/a', 'br'))?.encoding).toBe('br');
    store.get = get;
    expect(await cache.get(scope, '/c/a', 'gzip')).toBeUndefined();
  });

  it('answers a client that accepts no compression the page itself, decompressed from the gzip body', async () => {
    const cache = createOutputCache({ ttlSeconds: 10 });
    await cache.set(scope, '/c/a', page);
    const identity = await cache.get(scope, '/c/a', 'identity');
    expect(identity?.encoding).toBe('identity');
    expect(new TextDecoder().decode(identity?.body)).toBe(html);
  });

  it('still answers the identity body of a record that carries one (kept by an older node)', async () => {
    const store = createMemoryStore();
    const cache = createOutputCache({ ttlSeconds: 10, store });
    const meta = JSON.stringify({ s: 200, h: [], t: [], at: 0, exp: Number.MAX_SAFE_INTEGER });
    await store.set(
      'page battery - https://akku.example.fi/old',
      { meta, body: new TextEncoder().encode('old'), gzip: new Uint8Array(0) },
      { tags: [], ttlMs: day },
    );
    expect(new TextDecoder().decode((await cache.get(scope, '/old', 'identity'))?.body)).toBe('old');
  });
});

describe('issue 31.4: the memory store holds no more bytes than it counts', () => {
  const { scope, page } = listPage;
  /** The bytes a kept body really holds in memory: its whole ArrayBuffer, not the view. */
  const held = (body: Uint8Array | undefined) => body?.buffer.byteLength;

  // node:zlib's callback functions answer a view into their output chunk, a slice of Buffer's
  // shared 64 KiB pool: keeping the view keeps the whole slab alive.
  it("defect: a stored gzip body's ArrayBuffer is no larger than the body (node:zlib answers a slice of its output chunk)", async () => {
    const store = createMemoryStore();
    const cache = createOutputCache({ ttlSeconds: 10, store });
    await cache.set(scope, '/c/a', page);
    const kept = await store.get('page battery - https://akku.example.fi/c/a', 'gzip');
    expect(kept?.body.byteLength).toBeGreaterThan(0);
    expect(held(kept?.body)).toBe(kept?.body.byteLength);
  });

  it("defect: a stored brotli body's ArrayBuffer is no larger than the body, made at storing or at the first brotli hit", async () => {
    const store = createMemoryStore();
    const cache = createOutputCache({ ttlSeconds: 10, store });
    await cache.set(scope, '/c/a', page, undefined, { brotli: true });
    await cache.set(scope, '/c/b', page);
    await cache.get(scope, '/c/b', 'br');
    for (const url of ['/c/a', '/c/b']) {
      const kept = await store.get(`page battery - https://akku.example.fi${url}`, 'br');
      expect(kept?.body.byteLength).toBeGreaterThan(0);
      expect(held(kept?.body)).toBe(kept?.body.byteLength);
    }
  });

  it('defect: the memory store counts the bytes it holds: a body that is a view into a larger buffer is kept in its own', async () => {
    const store = createMemoryStore();
    const chunk = new ArrayBuffer(65_536);
    const gzip = new Uint8Array(chunk, 1024, 100).fill(2);
    await store.set('page a', { meta: '{}', body: new Uint8Array(0), gzip }, { tags: [], ttlMs: day });
    const kept = await store.get('page a', 'gzip');
    expect(kept?.body).toEqual(new Uint8Array(100).fill(2));
    expect(held(kept?.body)).toBe(100);
    expect(store.bytes).toBeLessThan(1024);
  });
});

describe('query-parameter lists of a shared store', () => {
  const scope = { brand: 'battery', store: '', origin: 'https://akku.example.fi' };
  /** A memory store that says it is shared, counting its reads. */
  const sharedStore = () => {
    const inner = createMemoryStore();
    let reads = 0;
    const store: OutputCacheStore = {
      ...inner,
      kind: 'shared',
      get: (key, variant) => {
        reads += 1;
        return inner.get(key, variant);
      },
    };
    return { store, reads: () => reads };
  };

  it('keeps the list of a path for readsMemoMs, so a hit is one round trip', async () => {
    const clock = createSimulatedClock();
    const { store, reads } = sharedStore();
    const cache = createOutputCache({ ttlSeconds: 60, store, now: clock.now, readsMemoMs: 5000 });
    await cache.setReads(scope, '/c/a', ['page'], ['C1']);
    await cache.readsOf(scope, '/c/a');
    await cache.readsOf(scope, '/c/a');
    expect(reads()).toBe(1);
    clock.increment(5000);
    await cache.readsOf(scope, '/c/a');
    expect(reads()).toBe(2);
  });

  it('forgets the kept lists on an invalidation', async () => {
    const { store } = sharedStore();
    const cache = createOutputCache({ ttlSeconds: 60, store });
    await cache.setReads(scope, '/c/a', ['page'], ['C1']);
    expect(await cache.readsOf(scope, '/c/a')).toEqual(['page']);
    await cache.invalidateTags(['C1']);
    expect(await cache.readsOf(scope, '/c/a')).toBeUndefined();
  });
});

describe('canonicalSearch (issue 17: junk parameters hit the same entry)', () => {
  it('keeps only the parameters read, names sorted, values in order', () => {
    const search = new URLSearchParams('utm=1&sort=name&color=2&color=1&page=3');
    expect(canonicalSearch(search, ['page', 'sort', 'color'])).toBe('?color=2&color=1&page=3&sort=name');
  });

  it('keeps React Router parameters of data requests', () => {
    expect(canonicalSearch(new URLSearchParams('x=1&_routes=a'), [])).toBe('?_routes=a');
  });

  it('answers no search when nothing is read', () => {
    expect(canonicalSearch(new URLSearchParams('x=1'), [])).toBe('');
  });
});
