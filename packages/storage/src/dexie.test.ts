import { createMemoryLogger, StorageQuotaError } from '@kauppa/ports';
import { IDBFactory, IDBKeyRange, IDBObjectStore } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createDexieCollections, storageSchema } from './index.ts';

let n = 0;
const fresh = () => ({ name: `kauppa-test-${++n}`, indexedDB: new IDBFactory(), IDBKeyRange });

describe('Dexie database (issue 5 storage)', () => {
  it('keeps what was written across a reopen, as after a reload', async () => {
    const options = fresh();
    const first = await createDexieCollections(options);
    expect(first.kind).toBe('indexeddb');
    await first
      .collection('cart')
      .set('current', { cartItems: [{ sku: 'AA-4', qty: 2 }], cartServerToken: 'c-1' });
    first.close();
    const second = await createDexieCollections(options);
    await expect(second.collection('cart').get('current')).resolves.toEqual({
      cartItems: [{ sku: 'AA-4', qty: 2 }],
      cartServerToken: 'c-1',
    });
    second.close();
  });

  it('reports an IndexedDB quota error as StorageQuotaError naming the collection (commerce-core §8)', async () => {
    const storage = await createDexieCollections(fresh());
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      const error = await storage
        .collection('cart')
        .set('current', { cartItems: [] })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StorageQuotaError);
      expect(String((error as Error).message)).toContain('cart');
    } finally {
      IDBObjectStore.prototype.put = put;
      storage.close();
    }
  });

  it('holds the collections keyed as the spec names them (accounts-content §9: klaviyo, claims, wishlist, compare)', async () => {
    const options = fresh();
    const storage = await createDexieCollections(options);
    for (const name of ['klaviyo', 'claims', 'wishlist', 'compare']) {
      await storage.collection(name).set('k', { name });
    }
    storage.close();
    const reopened = await createDexieCollections(options);
    for (const name of ['klaviyo', 'claims', 'wishlist', 'compare']) {
      await expect(reopened.collection(name).get('k')).resolves.toEqual({ name });
      expect(reopened.collection(name).name).toBe(name);
    }
    reopened.close();
  });

  it("keeps a package's own collection apart from the others in the extra table", async () => {
    const storage = await createDexieCollections(fresh());
    await storage.collection('engagement-a').set('x', 1);
    await storage.collection('engagement-ab').set('y', 2);
    await expect(storage.collection('engagement-a').entries()).resolves.toEqual([['x', 1]]);
    await storage.collection('engagement-a').clear();
    await expect(storage.collection('engagement-a').keys()).resolves.toEqual([]);
    await expect(storage.collection('engagement-ab').keys()).resolves.toEqual(['y']);
    storage.close();
  });

  it('migrates a version-1 database: data stays, offline orders get transmitted false (accounts-content §3)', async () => {
    const options = fresh();
    const v1 = await createDexieCollections({ ...options, versions: storageSchema.slice(0, 1) });
    await v1.collection('orders').set('o-1', { order_id: 'o-1' });
    await v1.collection('cart').set('current', { cartItems: [] });
    v1.close();
    const v2 = await createDexieCollections(options);
    await expect(v2.collection('orders').get('o-1')).resolves.toEqual({
      order_id: 'o-1',
      transmitted: false,
    });
    await expect(v2.collection('cart').get('current')).resolves.toEqual({ cartItems: [] });
    await v2.collection('recentlyViewed').set('AA-4', { sku: 'AA-4' });
    v2.close();
  });

  it('tells another tab about a change, which then reads the new value, so two tabs never hold two carts', async () => {
    const options = fresh();
    const tabA = await createDexieCollections(options);
    const tabB = await createDexieCollections(options);
    await tabA.collection('cart').set('current', { cartServerToken: 'old' });
    await expect(tabB.collection('cart').get('current')).resolves.toEqual({ cartServerToken: 'old' });
    const seen = new Promise((resolve) => tabB.collection('cart').subscribe(resolve));
    await tabA.collection('cart').set('current', { cartServerToken: 'new' });
    await expect(seen).resolves.toMatchObject({ collection: 'cart', key: 'current' });
    await expect(tabB.collection('cart').get('current')).resolves.toEqual({ cartServerToken: 'new' });
    tabA.close();
    tabB.close();
  });
});

describe('memory fallback (issue 5: IndexedDB unavailable)', () => {
  it('keeps working on memory storage and says so once when there is no IndexedDB', async () => {
    const logger = createMemoryLogger();
    const reasons: unknown[] = [];
    const storage = await createDexieCollections({
      name: 'kauppa-none',
      logger,
      onUnavailable: (r) => reasons.push(r),
    });
    expect(storage.kind).toBe('memory');
    await storage.collection('cart').set('current', { cartItems: [] });
    await expect(storage.collection('cart').get('current')).resolves.toEqual({ cartItems: [] });
    expect(reasons).toHaveLength(1);
    expect(logger.at('warn').map((e) => e.message)).toEqual([
      'IndexedDB is unavailable; the shop keeps working on memory storage',
    ]);
    storage.close();
  });

  it('falls back to memory when opening the database fails (blocked, private browsing)', async () => {
    const reasons: unknown[] = [];
    const broken = {
      open() {
        throw new DOMException('The user denied permission', 'SecurityError');
      },
    };
    const storage = await createDexieCollections({
      name: 'kauppa-blocked',
      indexedDB: broken,
      IDBKeyRange,
      onUnavailable: (r) => reasons.push(r),
    });
    expect(storage.kind).toBe('memory');
    expect(reasons).toHaveLength(1);
    storage.close();
  });
});

describe('atomic update (issue 30.11: mutual exclusion from IndexedDB, not from timing)', () => {
  const bump = (n: number | undefined) => (n ?? 0) + 1;

  it('two tabs updating one key at once lose no update (one readwrite transaction each)', async () => {
    const options = fresh();
    const [tabA, tabB] = await Promise.all([
      createDexieCollections(options),
      createDexieCollections(options),
    ]);
    const a = tabA.collection<number>('orders');
    const b = tabB.collection<number>('orders');
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ((i % 2 === 0 ? a : b).update as NonNullable<typeof a.update>)('n', bump),
      ),
    );
    tabA.close();
    tabB.close();
    const reopened = await createDexieCollections(options);
    expect(await reopened.collection<number>('orders').get('n')).toBe(10);
    reopened.close();
  });

  it('answers the value stored, deletes on undefined, and works for a collection of the extra table', async () => {
    const storage = await createDexieCollections(fresh());
    const own = storage.collection<{ v: number }>('my-own-collection');
    expect(await own.update?.('k', () => ({ v: 1 }))).toEqual({ v: 1 });
    expect(await own.get('k')).toEqual({ v: 1 });
    expect(await own.update?.('k', () => undefined)).toBeUndefined();
    expect(await own.keys()).toEqual([]);
    storage.close();
  });
});
