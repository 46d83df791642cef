import type { Collection, Collections } from '@kauppa/ports';
import {
  createMemoryCollections,
  createMemoryLogger,
  createSimulatedClock,
  StorageQuotaError,
} from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createLocalCache } from './index.ts';

type Fault = 'hang' | 'fail' | 'quota' | undefined;

/** A memory backend whose operations a test can make hang or fail, counting its reads. */
function faultyBackend(kind: 'indexeddb' | 'memory' = 'indexeddb') {
  const memory = createMemoryCollections();
  const faults = { get: undefined as Fault, set: undefined as Fault, keys: undefined as Fault };
  /** Collections whose writes fail with a quota error while `full` holds them and caches hold data. */
  const full = new Set<string>();
  let quotaUntilCachesCleared = false;
  let reads = 0;
  const act = async <V>(fault: Fault, name: string, run: () => Promise<V>): Promise<V> => {
    if (fault === 'hang') return new Promise<V>(() => {});
    if (fault === 'fail') throw new Error('IndexedDB broke');
    if (fault === 'quota') throw new StorageQuotaError(name);
    return run();
  };
  const cachesHoldData = async () => (await memory.collection('urlMappings').keys()).length > 0;
  const backend: Collections = {
    kind,
    collection<T>(name: string): Collection<T> {
      const inner = memory.collection<T>(name);
      return {
        ...inner,
        get: (key) => {
          reads += 1;
          return act(faults.get, name, () => inner.get(key));
        },
        set: async (key, value) => {
          if (full.has(name)) throw new StorageQuotaError(name);
          if (quotaUntilCachesCleared && name !== 'urlMappings' && (await cachesHoldData())) {
            throw new StorageQuotaError(name);
          }
          return act(faults.set, name, () => inner.set(key, value));
        },
        keys: () => act(faults.keys, name, () => inner.keys()),
        entries: () => act(faults.keys, name, () => inner.entries()),
      };
    },
  };
  return {
    backend,
    faults,
    full,
    reads: () => reads,
    fillUntilCachesCleared: () => {
      quotaUntilCachesCleared = true;
    },
  };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('local cache read and iterate timeouts (commerce-core §9)', () => {
  it('answers a read from memory when IndexedDB does not answer within 800 ms', async () => {
    const clock = createSimulatedClock();
    const { backend, faults } = faultyBackend();
    const storage = createLocalCache({ backend, clock, settings: { twoStageCaching: false } });
    await storage.collection('cart').set('current', { items: 1 });
    faults.get = 'hang';
    let answer: unknown = 'pending';
    void storage
      .collection('cart')
      .get('current')
      .then((value) => {
        answer = value;
      });
    clock.increment(799);
    await flush();
    expect(answer).toBe('pending');
    clock.increment(1);
    await flush();
    expect(answer).toEqual({ items: 1 });
  });

  it('answers keys from memory when iterating does not finish within 2000 ms', async () => {
    const clock = createSimulatedClock();
    const { backend, faults } = faultyBackend();
    const storage = createLocalCache({ backend, clock });
    await storage.collection('wishlist').set('AA-4', { sku: 'AA-4' });
    faults.keys = 'hang';
    let answer: unknown = 'pending';
    void storage
      .collection('wishlist')
      .keys()
      .then((keys) => {
        answer = keys;
      });
    clock.increment(1999);
    await flush();
    expect(answer).toBe('pending');
    clock.increment(1);
    await flush();
    expect(answer).toEqual(['AA-4']);
  });
});

describe('local cache error limits (commerce-core §8 storage)', () => {
  it('stops the persistent stage after 1 read error and goes on in memory', async () => {
    const logger = createMemoryLogger();
    const { backend, faults, reads } = faultyBackend();
    const storage = createLocalCache({ backend, logger, settings: { twoStageCaching: false } });
    faults.get = 'fail';
    await expect(storage.collection('cart').get('current')).resolves.toBeUndefined();
    expect(storage.stats()).toMatchObject({ readErrors: 1, persistent: false });
    expect(storage.kind).toBe('memory');
    const before = reads();
    await storage.collection('cart').set('current', { items: 2 });
    await expect(storage.collection('cart').get('current')).resolves.toEqual({ items: 2 });
    expect(reads()).toBe(before);
  });

  it('stops the persistent stage after 30 write errors, not before', async () => {
    const { backend, faults } = faultyBackend();
    const storage = createLocalCache({ backend });
    faults.set = 'fail';
    const cart = storage.collection('cart');
    for (let i = 0; i < 29; i++) await cart.set('current', { i });
    expect(storage.stats()).toMatchObject({ writeErrors: 29, persistent: true });
    await cart.set('current', { i: 29 });
    expect(storage.stats()).toMatchObject({ writeErrors: 30, persistent: false });
    await expect(cart.get('current')).resolves.toEqual({ i: 29 });
  });
});

describe('local cache quota (commerce-core §8 storage, §9 quota check every 30 s)', () => {
  it('clears the url cache and the other caches on a quota error instead of failing the write that matters', async () => {
    const { backend, fillUntilCachesCleared } = faultyBackend();
    const storage = createLocalCache({ backend });
    await storage.collection('urlMappings').set('/battery-aa', { name: 'simple-product' });
    await storage.collection('searchResults').set('hash-1', { items: [] });
    fillUntilCachesCleared();
    await storage.collection('syncTasks').set('task-1', { url: 'cart/update' });
    await expect(backend.collection('syncTasks').get('task-1')).resolves.toEqual({ url: 'cart/update' });
    await expect(storage.collection('urlMappings').keys()).resolves.toEqual([]);
    await expect(storage.collection('searchResults').keys()).resolves.toEqual([]);
    expect(storage.stats().quotaClears).toBe(1);
  });

  it('drops a cache write silently when the quota is used up', async () => {
    const { backend, full } = faultyBackend();
    const storage = createLocalCache({ backend });
    full.add('searchResults');
    await expect(storage.collection('searchResults').set('hash-1', { items: [] })).resolves.toBeUndefined();
  });

  it('rejects with StorageQuotaError when clearing the caches did not free room', async () => {
    const { backend, full } = faultyBackend();
    const storage = createLocalCache({ backend });
    full.add('orders');
    await expect(storage.collection('orders').set('o-1', { transmitted: false })).rejects.toBeInstanceOf(
      StorageQuotaError,
    );
  });

  it('checks the quota every 30 s through the clock and clears the caches near the limit', async () => {
    const clock = createSimulatedClock();
    const { backend } = faultyBackend();
    let usage = 10;
    const storage = createLocalCache({ backend, clock, estimate: async () => ({ usage, quota: 100 }) });
    await storage.collection('urlMappings').set('/a', { name: 'category' });
    clock.increment(30_000);
    await flush();
    await expect(storage.collection('urlMappings').keys()).resolves.toEqual(['/a']);
    usage = 95;
    clock.increment(29_999);
    await flush();
    expect(storage.stats().quotaClears).toBe(0);
    clock.increment(1);
    await flush();
    expect(storage.stats().quotaClears).toBe(1);
    await expect(storage.collection('urlMappings').keys()).resolves.toEqual([]);
    storage.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe('two-stage caching (commerce-core §9)', () => {
  it('serves repeated reads from memory in front of IndexedDB', async () => {
    const { backend, reads } = faultyBackend('indexeddb');
    const storage = createLocalCache({ backend });
    await storage.collection('urlMappings').set('/a', { name: 'category' });
    await storage.collection('urlMappings').get('/a');
    await storage.collection('urlMappings').get('/a');
    expect(storage.stats().twoStage).toBe(true);
    expect(reads()).toBe(0);
  });

  it('is switched off when the second stage is memory too, so not faster than the first', async () => {
    const { backend, reads } = faultyBackend('memory');
    const storage = createLocalCache({ backend });
    await storage.collection('urlMappings').set('/a', { name: 'category' });
    await storage.collection('urlMappings').get('/a');
    expect(storage.stats().twoStage).toBe(false);
    expect(reads()).toBe(1);
  });

  it('returns copies, so a caller never shares state with storage', async () => {
    const { backend } = faultyBackend('indexeddb');
    const storage = createLocalCache({ backend });
    const value = { items: [1] };
    await storage.collection('cart').set('current', value);
    value.items.push(2);
    const read = await storage.collection<{ items: number[] }>('cart').get('current');
    read?.items.push(3);
    await expect(storage.collection('cart').get('current')).resolves.toEqual({ items: [1] });
  });
});
