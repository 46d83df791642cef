import { createMemoryCollections } from '@kauppa/ports';
import { expect, test } from 'vitest';
import { createUrlDispatcher } from './index.ts';

// Budget (issue 4): dispatcher lookup on a cache hit ≤ 5 µs. Run with `pnpm bench`.
test('dispatcher lookup on a cache hit ≤ 5 µs', async ({ bench }) => {
  const resolver = {
    findProduct: async (p: string) => ({ sku: p, type_id: 'simple', slug: p, url_path: p }),
    findCategory: async () => null,
    findCmsPage: async () => null,
  };
  const dispatcher = createUrlDispatcher({ resolver, collections: createMemoryCollections() });
  const paths = Array.from({ length: 1000 }, (_, i) => `/akut/akku-${i}.html`);
  for (const p of paths) await dispatcher.dispatch(p);
  let i = 0;
  const result = await bench('dispatch() of a cached path', async () => {
    await dispatcher.dispatch(paths[i++ % 1000]!);
  }).run();
  const p50Us = (result.latency.p50 ?? result.latency.mean) * 1000;
  console.log(
    `dispatch cache hit: mean ${(result.latency.mean * 1000).toFixed(2)} µs, p50 ${p50Us.toFixed(2)} µs, ` +
      `p99 ${((result.latency.p99 ?? 0) * 1000).toFixed(2)} µs`,
  );
  // The median: on a shared 2-core machine a few millisecond-long pauses of other processes skew the mean.
  expect(p50Us).toBeLessThanOrEqual(5);
});
