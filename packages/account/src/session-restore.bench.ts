/**
 * Issue 7 budget: restoring a session with a 200-item wishlist, 4 compare items and a 50-line
 * cart from storage takes at most 20 ms.
 */
import { createCompareList, createWishlist, listStorageKey } from '@kauppa/engagement';
import {
  createFakeConnectivity,
  createFakeShopHttp,
  createMemoryCollections,
  createSimulatedClock,
} from '@kauppa/ports';
import { expect, test } from 'vitest';
import { anna } from '../test/support.ts';
import { createAccount, userStorageKeys } from './index.ts';

const product = (i: number) => ({
  id: i,
  sku: `SKU-${i}`,
  parentSku: `P-${Math.floor(i / 4)}`,
  name: `Battery pack ${i}`,
  type_id: 'simple',
  price: 4.9 + i,
  price_incl_tax: 6.08 + i,
  final_price: 4.9 + i,
  final_price_incl_tax: 6.08 + i,
  special_price: null,
  tax_class_id: 2,
  image: `/b/a/battery-${i}.jpg`,
  thumbnail: `/b/a/battery-${i}-thumb.jpg`,
  url_path: `batteries/battery-pack-${i}`,
  url_key: `battery-pack-${i}`,
  slug: `battery-pack-${i}`,
  status: 1,
  visibility: 4,
  stock: { is_in_stock: true, qty: 100 + i, product_id: i },
  category_ids: [2, 3, 4],
  media_gallery: [{ image: `/b/a/battery-${i}.jpg`, typ: 'image' }],
  custom_attributes: [{ attribute_code: 'valmistaja', value: 'Varta' }],
});

const collections = createMemoryCollections();
await collections.collection('user').set(userStorageKeys.token, 'user-token');
await collections.collection('user').set(userStorageKeys.refreshToken, 'refresh-token');
await collections.collection('user').set(userStorageKeys.current, anna);
await collections.collection('wishlist').set(
  listStorageKey,
  Array.from({ length: 200 }, (_, i) => ({ ...product(i), qty: 1 })),
);
await collections.collection('compare').set(
  listStorageKey,
  Array.from({ length: 4 }, (_, i) => product(1000 + i)),
);
await collections.collection('cart').set(
  'current-cart',
  Array.from({ length: 50 }, (_, i) => ({ ...product(2000 + i), qty: 1 + (i % 3), server_item_id: i })),
);

const http = createFakeShopHttp();
const clock = createSimulatedClock();
const connectivity = createFakeConnectivity(true);

test('session restore with a 200-item wishlist, 4 compare items and a 50-line cart ≤ 20 ms', async ({
  bench,
}) => {
  const result = await bench('restore user + token, wishlist, compare and cart', async () => {
    const account = createAccount({ http, collections, clock, connectivity });
    const wishlist = createWishlist({ collections });
    const compare = createCompareList({ collections });
    const [authorized, wished, compared, cart] = await Promise.all([
      account.restore(),
      wishlist.load(),
      compare.load(),
      collections.collection<unknown[]>('cart').get('current-cart'),
    ]);
    if (!authorized || wished.length !== 200 || compared.length !== 4 || cart?.length !== 50) {
      throw new Error('restore incomplete');
    }
  }).run();
  const p50Ms = result.latency.p50 ?? result.latency.mean;
  console.log(
    `session restore: mean ${result.latency.mean.toFixed(3)} ms, p50 ${p50Ms.toFixed(3)} ms, ` +
      `p99 ${(result.latency.p99 ?? 0).toFixed(3)} ms`,
  );
  expect(p50Ms).toBeLessThanOrEqual(20);
});
