import { createMemoryCollections, createRecordingNotifier, createSimulatedClock } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import {
  createClaims,
  createCompareList,
  createRecentlyViewed,
  createWishlist,
  listStorageKey,
} from './index.ts';

const battery = { sku: 'AA-4', name: 'AA battery 4-pack', price: 5.9 };
const charger = { sku: 'CH-1', name: 'Charger', price: 19.9 };

describe('wishlist (accounts-content §3, §4 wishlist and compare, §9)', () => {
  it('adds a product with qty 1 and saves it in the wishlist collection', async () => {
    const collections = createMemoryCollections();
    const wishlist = createWishlist({ collections });
    expect((await wishlist.add(battery)).status).toBe('added');
    expect(wishlist.items()).toEqual([{ ...battery, qty: 1 }]);
    expect(await collections.collection('wishlist').get(listStorageKey)).toEqual([{ ...battery, qty: 1 }]);
  });

  it('ignores a duplicate by sku', async () => {
    const wishlist = createWishlist({ collections: createMemoryCollections() });
    await wishlist.add(battery);
    expect((await wishlist.add({ ...battery, name: 'other name' })).status).toBe('unchanged');
    expect(wishlist.items()).toHaveLength(1);
  });

  it('removes by sku and clears, saving every change', async () => {
    const collections = createMemoryCollections();
    const wishlist = createWishlist({ collections });
    await wishlist.add(battery);
    await wishlist.add(charger);
    await wishlist.remove('AA-4');
    expect(await collections.collection('wishlist').get(listStorageKey)).toEqual([{ ...charger, qty: 1 }]);
    await wishlist.clear();
    expect(await collections.collection('wishlist').get(listStorageKey)).toEqual([]);
    expect(wishlist.items()).toEqual([]);
  });

  it('is loaded from storage once', async () => {
    const collections = createMemoryCollections();
    await createWishlist({ collections }).add(battery);
    const wishlist = createWishlist({ collections });
    expect(wishlist.isLoaded()).toBe(false);
    expect(await wishlist.load()).toEqual([{ ...battery, qty: 1 }]);
    await collections.collection('wishlist').set(listStorageKey, []);
    expect(await wishlist.load()).toEqual([{ ...battery, qty: 1 }]);
    expect(wishlist.isLoaded()).toBe(true);
  });

  it('keeps the stored items when a product is added before the load', async () => {
    const collections = createMemoryCollections();
    await createWishlist({ collections }).add(battery);
    const wishlist = createWishlist({ collections });
    await wishlist.add(charger);
    expect(wishlist.items().map((i) => i.sku)).toEqual(['AA-4', 'CH-1']);
  });

  it('announces "Product {productName} has been added to the wishlist!" and the removal', async () => {
    const notifier = createRecordingNotifier();
    const wishlist = createWishlist({ collections: createMemoryCollections(), notifier });
    await wishlist.add(battery);
    await wishlist.remove('AA-4');
    expect(notifier.notifications.map((n) => n.message)).toEqual([
      {
        id: 'Product {productName} has been added to the wishlist!',
        params: { productName: 'AA battery 4-pack' },
      },
      {
        id: 'Product {productName} has been removed from the wishlist!',
        params: { productName: 'AA battery 4-pack' },
      },
    ]);
  });

  it('tells subscribers about changes', async () => {
    const wishlist = createWishlist({ collections: createMemoryCollections() });
    let changes = 0;
    wishlist.subscribe(() => changes++);
    await wishlist.add(battery);
    expect(changes).toBeGreaterThan(0);
  });
});

describe('compare (accounts-content §3 compare list keyed by sku, §4)', () => {
  it('adds, ignores duplicates by sku, and saves in the compare collection', async () => {
    const collections = createMemoryCollections();
    const compare = createCompareList({ collections });
    await compare.add(battery);
    expect((await compare.add(battery)).status).toBe('unchanged');
    expect(compare.has('AA-4')).toBe(true);
    expect(await collections.collection('compare').get(listStorageKey)).toEqual([battery]);
  });

  it('announces "Product {productName} has been added to the compare!"', async () => {
    const notifier = createRecordingNotifier();
    await createCompareList({ collections: createMemoryCollections(), notifier }).add(battery);
    expect(notifier.ids()).toEqual(['Product {productName} has been added to the compare!']);
  });

  it('clear empties the saved list (logout)', async () => {
    const collections = createMemoryCollections();
    const compare = createCompareList({ collections });
    await compare.add(battery);
    await compare.clear();
    expect(await collections.collection('compare').get(listStorageKey)).toEqual([]);
  });
});

describe('recently viewed (accounts-content §2 /my-account/recently-viewed)', () => {
  it('lists the latest view first and moves a product viewed again to the front', async () => {
    const collections = createMemoryCollections();
    const recent = createRecentlyViewed({ collections });
    await recent.add(battery);
    await recent.add(charger);
    await recent.add(battery);
    expect(recent.items().map((p) => p.sku)).toEqual(['AA-4', 'CH-1']);
    expect(await collections.collection('recentlyViewed').get(listStorageKey)).toHaveLength(2);
  });

  it('keeps at most `limit` products', async () => {
    const recent = createRecentlyViewed({ collections: createMemoryCollections(), limit: 1 });
    await recent.add(battery);
    await recent.add(charger);
    expect(recent.items().map((p) => p.sku)).toEqual(['CH-1']);
  });
});

describe('claims (accounts-content §3 claim: code, created_at, value, description)', () => {
  it('sets a claim with the clock time and reads it back from the claims collection', async () => {
    const collections = createMemoryCollections();
    const clock = createSimulatedClock({ now: Date.UTC(2026, 0, 2) });
    const claims = createClaims({ collections, clock });
    await claims.set({ code: 'newsletterPopupSeen', value: true, description: 'Popup shown' });
    expect(await createClaims({ collections, clock }).get('newsletterPopupSeen')).toEqual({
      code: 'newsletterPopupSeen',
      created_at: '2026-01-02T00:00:00.000Z',
      value: true,
      description: 'Popup shown',
    });
  });

  it('removes a claim', async () => {
    const claims = createClaims({ collections: createMemoryCollections(), clock: createSimulatedClock() });
    await claims.set({ code: 'a', value: 1 });
    await claims.remove('a');
    expect(await claims.list()).toEqual([]);
  });
});
