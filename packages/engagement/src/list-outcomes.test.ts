import { createMemoryCollections } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createCompareList, createRecentlyViewed, createWishlist } from './index.ts';

// Issue 30.2: every action a front end calls answers what happened. The lists are kept on this
// device (accounts-content §4 wishlist and compare: "every change is saved to local storage"), so
// a change is done once it is saved.

const battery = { sku: 'AA-4', name: 'AA battery 4-pack', price: 5.9 };

describe('wishlist and compare answer what happened (issue 30.2; accounts-content §4 wishlist and compare)', () => {
  it('wishlist.add: "added" with the text shown', async () => {
    const wishlist = createWishlist({ collections: createMemoryCollections() });
    expect(await wishlist.add(battery)).toEqual({
      status: 'added',
      message: {
        id: 'Product {productName} has been added to the wishlist!',
        params: { productName: 'AA battery 4-pack' },
      },
    });
  });

  it('wishlist.add of a listed sku: "unchanged" (already-listed) — add ignores duplicates by sku', async () => {
    const wishlist = createWishlist({ collections: createMemoryCollections() });
    await wishlist.add(battery);
    expect(await wishlist.add(battery)).toEqual({ status: 'unchanged', reason: 'already-listed' });
  });

  it('wishlist.remove: "removed" with the text shown; a sku not listed: "unchanged" (not-listed)', async () => {
    const wishlist = createWishlist({ collections: createMemoryCollections() });
    await wishlist.add(battery);
    expect(await wishlist.remove('AA-4')).toEqual({
      status: 'removed',
      message: {
        id: 'Product {productName} has been removed from the wishlist!',
        params: { productName: 'AA battery 4-pack' },
      },
    });
    expect(await wishlist.remove('AA-4')).toEqual({ status: 'unchanged', reason: 'not-listed' });
  });

  it('wishlist.clear: "cleared"', async () => {
    const wishlist = createWishlist({ collections: createMemoryCollections() });
    await wishlist.add(battery);
    expect(await wishlist.clear()).toEqual({ status: 'cleared' });
  });

  it('compare.add and compare.remove: "added" / "removed" with the compare texts', async () => {
    const compare = createCompareList({ collections: createMemoryCollections() });
    expect((await compare.add(battery)).message?.id).toBe(
      'Product {productName} has been added to the compare!',
    );
    expect(await compare.add(battery)).toEqual({ status: 'unchanged', reason: 'already-listed' });
    expect((await compare.remove('AA-4')).status).toBe('removed');
  });

  it('recently viewed: a product viewed again is moved to the front, "unchanged" (already-listed)', async () => {
    const recent = createRecentlyViewed({ collections: createMemoryCollections() });
    expect((await recent.add(battery)).status).toBe('added');
    expect(await recent.add(battery)).toEqual({ status: 'unchanged', reason: 'already-listed' });
  });
});
