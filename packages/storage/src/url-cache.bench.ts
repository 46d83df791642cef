import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import { createDexieCollections } from './index.ts';

// Budget (issue 5): a url-cache read ≤ 1 ms. Run with `pnpm bench`.
test('url cache read ≤ 1 ms', async ({ bench }) => {
  const options = { name: 'bench-url-cache', indexedDB: new IDBFactory(), IDBKeyRange };
  const storage = await createDexieCollections(options);
  const urls = storage.collection<{ name: string; params: Record<string, string> }>('urlMappings');
  for (let i = 0; i < 1000; i++)
    await urls.set(`/product-${i}`, { name: 'simple-product', params: { slug: `p-${i}` } });
  const cold = await createDexieCollections({ ...options, settings: { twoStageCaching: false } });
  const coldUrls = cold.collection('urlMappings');
  let i = 0;
  const twoStage = await bench('two-stage (memory in front of Dexie)', async () => {
    await urls.get(`/product-${i++ % 1000}`);
  }).run();
  const dexie = await bench('Dexie on fake-indexeddb, memory stage off', async () => {
    await coldUrls.get(`/product-${i++ % 1000}`);
  }).run();
  console.log(
    `url cache read: two-stage mean ${twoStage.latency.mean.toFixed(4)} ms, p99 ${twoStage.latency.p99?.toFixed(4)} ms; ` +
      `Dexie only mean ${dexie.latency.mean.toFixed(4)} ms, p99 ${dexie.latency.p99?.toFixed(4)} ms`,
  );
  expect(twoStage.latency.mean).toBeLessThanOrEqual(1);
  expect(dexie.latency.mean).toBeLessThanOrEqual(1);
  storage.close();
  cold.close();
});
