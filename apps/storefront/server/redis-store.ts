import { Redis } from 'ioredis';
import type { OutputCacheStore } from './output-cache.ts';

/** Options of {@link createRedisStore}. */
export interface RedisStoreOptions {
  /** `redis://host:port/db` (`KAUPPA_REDIS_URL`). */
  url: string;
  /**
   * Prefix of every key, so several shops (or test runs) can share one Redis.
   * @default 'kauppa:oc:'
   */
  prefix?: string;
  /**
   * A command that takes longer fails (a backstop: the circuit of `resilient-store.ts` bounds
   * each call more tightly and turns failures into misses).
   * @default 1000
   */
  commandTimeoutMs?: number;
}

/**
 * The Redis adapter of the output cache (issue 17): every node that uses the same Redis shares
 * the pages. A page is a hash `<prefix>e:<key>` (fields `m` metadata, `b` body, `g` gzip, `r` brotli) with the
 * page's time to live; each tag is a set `<prefix>t:<tag>` of the keys carrying it, so an
 * invalidation drops a tag's pages on every node at once. Every failure rejects: wrap the store
 * in `createResilientStore` (a circuit breaker) so that failures read as misses, are logged once
 * per transition, and failed invalidations are kept and delivered again.
 *
 * @example
 * const store = createRedisStore({ url: 'redis://127.0.0.1:6379' });
 */
export function createRedisStore({
  url,
  prefix = 'kauppa:oc:',
  commandTimeoutMs = 1000,
}: RedisStoreOptions): OutputCacheStore & { readonly client: Redis } {
  const client = new Redis(url, {
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
  });
  // Connection errors are reported by the circuit, once per transition; without a listener
  // ioredis would print each reconnection attempt.
  client.on('error', () => undefined);
  const entry = (key: string) => `${prefix}e:${key}`;
  const tagSet = (tag: string) => `${prefix}t:${tag}`;
  const generationKey = `${prefix}generation`;
  // Keeps a page and adds it to its tag sets in one step, unless the invalidation generation
  // moved since the render began (ARGV[1]; '' keeps it regardless).
  client.defineCommand('kauppaKeepPage', {
    lua: `
      if ARGV[1] ~= '' and (redis.call('GET', KEYS[1]) or '0') ~= ARGV[1] then return 0 end
      redis.call('UNLINK', KEYS[2])
      redis.call('HSET', KEYS[2], 'm', ARGV[2], 'b', ARGV[3], 'g', ARGV[4], 'r', ARGV[6])
      redis.call('PEXPIRE', KEYS[2], ARGV[5])
      for i = 3, #KEYS do
        redis.call('SADD', KEYS[i], KEYS[2])
        redis.call('PEXPIRE', KEYS[i], ARGV[5])
      end
      return 1`,
  });
  const keepPage = (
    client as unknown as { kauppaKeepPage: (...args: Array<string | number | Buffer>) => Promise<number> }
  ).kauppaKeepPage;

  const dropKeys = async (keys: string[]): Promise<number> => {
    let removed = 0;
    for (let i = 0; i < keys.length; i += 500) removed += await client.unlink(...keys.slice(i, i + 500));
    return removed;
  };

  const scan = async (each: (keys: string[]) => Promise<void>, keyPrefix = '') => {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}e:${keyPrefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await each(keys);
    } while (cursor !== '0');
  };

  return {
    kind: 'redis',
    client,
    async get(key, variant) {
      const field = variant === 'gzip' ? 'g' : variant === 'br' ? 'r' : 'b';
      const [meta, found] = await client.hmgetBuffer(entry(key), 'm', field);
      // A record without brotli (an older node's) answers an empty body: the cache asks its gzip.
      const body = found ?? (variant === 'br' ? Buffer.alloc(0) : null);
      if (!meta || !body) return undefined;
      return {
        meta: meta.toString('utf8'),
        body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
      };
    },
    async generation() {
      return (await client.get(generationKey)) ?? '0';
    },
    async set(key, record, { tags, ttlMs, generation }) {
      // A tag set lives as long as its newest page (stale members point at expired keys).
      await keepPage.call(
        client,
        2 + tags.length,
        generationKey,
        entry(key),
        ...tags.map(tagSet),
        generation ?? '',
        record.meta,
        Buffer.from(record.body.buffer, record.body.byteOffset, record.body.byteLength),
        Buffer.from(record.gzip.buffer, record.gzip.byteOffset, record.gzip.byteLength),
        ttlMs,
        record.br ? Buffer.from(record.br.buffer, record.br.byteOffset, record.br.byteLength) : '',
      );
    },
    async invalidateTags(tags, countPrefix = '') {
      await client.incr(generationKey);
      let removed = 0;
      for (const tag of tags) {
        const name = tagSet(tag);
        const keys = await client.smembers(name);
        await client.unlink(name);
        const counted = entry(countPrefix);
        removed += await dropKeys(keys.filter((key) => key.startsWith(counted)));
        await dropKeys(keys.filter((key) => !key.startsWith(counted)));
      }
      return removed;
    },
    async invalidateWhere(test) {
      await client.incr(generationKey);
      let removed = 0;
      await scan(async (keys) => {
        removed += await dropKeys(keys.filter((name) => test(name.slice(prefix.length + 2))));
      });
      return removed;
    },
    async count(keyPrefix = '') {
      let count = 0;
      await scan(async (keys) => {
        count += keys.length;
      }, keyPrefix);
      return count;
    },
    async close() {
      client.disconnect();
    },
  };
}
