import { createKyHttp } from '@kauppa/api-client';
import { createFakeConnectivity, createSystemClock } from '@kauppa/ports';
import { createDexieCollections } from '@kauppa/storage';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import { createTaskQueue, type SyncTaskInput, type TokenStore } from '../src/index.ts';
import { startLoopbackShop } from '../test/support/loopback-shop.ts';

// Budgets (issue 5): enqueue + persist 1,000 tasks ≤ 250 ms (Dexie on fake-indexeddb);
// drain 1,000 tasks against a loopback server ≤ 3 s. Run with `pnpm bench`.

const tokens: TokenStore = {
  getToken: () => 'user-1',
  getRefreshToken: () => 'refresh-1',
  setTokens: () => {},
};
const task = (i: number): SyncTaskInput => ({
  url: 'cart/update',
  payload: {
    method: 'POST',
    query: { token: '{{token}}', cartId: '{{cartId}}' },
    body: { cartItem: { sku: `SKU-${i}`, qty: 1 } },
  },
});

async function setup(name: string, baseUrl = 'http://127.0.0.1:9/api') {
  const storage = await createDexieCollections({ name, indexedDB: new IDBFactory(), IDBKeyRange });
  const connectivity = createFakeConnectivity(false);
  const queue = createTaskQueue({
    http: createKyHttp({ baseUrl }),
    storage,
    tokens,
    connectivity,
    clock: createSystemClock(),
    getCartId: () => 'cart-1',
  });
  return { storage, connectivity, queue };
}

test('drain 1,000 tasks against a loopback server ≤ 3 s', async () => {
  const shop = await startLoopbackShop();
  const { queue, storage, connectivity } = await setup('bench-drain', shop.baseUrl);
  for (let i = 0; i < 1000; i++) await queue.queue(task(i));
  connectivity.setOnline(true);
  const started = performance.now();
  const sent = await queue.drain();
  const elapsed = performance.now() - started;
  console.log(`drain 1,000 tasks against the loopback shop: ${elapsed.toFixed(0)} ms`);
  expect(sent).toBe(1000);
  expect(shop.state.effects).toHaveLength(1000);
  expect(elapsed).toBeLessThanOrEqual(3000);
  storage.close();
  await shop.close();
});

test('enqueue + persist 1,000 tasks ≤ 250 ms', async () => {
  const { queue, storage } = await setup('bench-enqueue-alone');
  await queue.queue(task(-1)); // opens and warms the database
  const started = performance.now();
  for (let i = 0; i < 1000; i++) await queue.queue(task(i));
  const elapsed = performance.now() - started;
  console.log(`enqueue + persist 1,000 tasks (sequential awaits): ${elapsed.toFixed(0)} ms`);
  expect(elapsed).toBeLessThanOrEqual(250);
  storage.close();
});
