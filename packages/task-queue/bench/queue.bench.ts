import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createKyHttp } from '@kauppa/api-client';
import { createFakeConnectivity, createSystemClock } from '@kauppa/ports';
import { createDexieCollections } from '@kauppa/storage';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import { createTaskQueue, type QueueTokens, type SyncTaskInput } from '../src/index.ts';

// Budgets (issue 5): enqueue + persist 1,000 tasks ≤ 250 ms (Dexie on fake-indexeddb);
// drain 1,000 tasks against the loopback shop-api ≤ 3 s. Run with `pnpm bench`.

const guest: QueueTokens = { getToken: () => null, getRefreshToken: () => null, setTokens: () => {} };

async function setup(name: string, baseUrl: string, cartId = 'none') {
  const storage = await createDexieCollections({ name, indexedDB: new IDBFactory(), IDBKeyRange });
  const connectivity = createFakeConnectivity(false);
  const queue = createTaskQueue({
    http: createKyHttp({ baseUrl }),
    storage,
    tokens: guest,
    connectivity,
    clock: createSystemClock(),
    getCartId: () => cartId,
  });
  return { storage, connectivity, queue };
}

const update = (sku: string, qty: number): SyncTaskInput => ({
  url: 'cart/update',
  payload: {
    method: 'POST',
    query: { token: '{{token}}', cartId: '{{cartId}}' },
    body: { cartItem: { sku, qty } },
  },
});

test('enqueue + persist 1,000 tasks ≤ 250 ms', async () => {
  // Five rounds, each on a fresh database; the median is held to the budget (one round alone
  // swings with the garbage collector on this 2-core machine).
  const rounds: number[] = [];
  for (let round = 0; round < 5; round++) {
    const { queue, storage } = await setup(`bench-enqueue-${round}`, 'http://127.0.0.1:9/api');
    await queue.queue(update('WARM-UP', 1)); // opens and warms the database
    const started = performance.now();
    for (let i = 0; i < 1000; i++) await queue.queue(update(`SKU-${i}`, 1));
    rounds.push(performance.now() - started);
    expect(await queue.untransmitted()).toHaveLength(1001);
    storage.close();
  }
  const median = [...rounds].sort((a, b) => a - b)[2]!;
  console.log(
    `enqueue + persist 1,000 tasks (Dexie on fake-indexeddb, sequential awaits): median ${median.toFixed(0)} ms ` +
      `(rounds: ${rounds.map((r) => r.toFixed(0)).join(', ')} ms)`,
  );
  expect(median).toBeLessThanOrEqual(250);
});

/** Starts apps/shop-api in its own process on a free loopback port, as in production. */
async function startShopApiProcess() {
  const main = fileURLToPath(new URL('../../../apps/shop-api/src/main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--conditions=@kauppa/source', main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', KAUPPA_DATA_DIR: ':memory:' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /on (http:\/\/[^\s]+?)\/api\//.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`shop-api exited with ${code}: ${out}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

async function drainBench(name: string, task: (i: number, cartId: string) => SyncTaskInput) {
  const server = await startShopApiProcess();
  const baseUrl = `${server.url}/api`;
  try {
    const cartId = String(
      ((await (await fetch(`${baseUrl}/cart/create`, { method: 'POST' })).json()) as { result: string })
        .result,
    );
    // The server alone: the same 1,000 calls with plain fetch, 6 at a time (the queue's concurrency).
    const rawStarted = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < 1000) {
          const t = task(next++, cartId);
          const url = new URL(`${baseUrl}/${t.url}`);
          for (const [k, v] of Object.entries(t.payload.query ?? {}))
            url.searchParams.set(k, v === '{{cartId}}' ? cartId : String(v ?? ''));
          await fetch(url, {
            method: t.payload.method,
            ...(t.payload.body
              ? { body: JSON.stringify(t.payload.body), headers: { 'content-type': 'application/json' } }
              : {}),
          }).then((r) => r.text());
        }
      }),
    );
    const raw = performance.now() - rawStarted;
    const { queue, storage, connectivity } = await setup(`bench-drain-${name}`, baseUrl, cartId);
    for (let i = 0; i < 1000; i++) await queue.queue(task(i, cartId));
    connectivity.setOnline(true);
    const started = performance.now();
    const sent = await queue.drain();
    const elapsed = performance.now() - started;
    console.log(
      `drain 1,000 ${name} tasks against the loopback shop-api: ${elapsed.toFixed(0)} ms ` +
        `(${sent} transmitted; the same calls with plain fetch: ${raw.toFixed(0)} ms)`,
    );
    storage.close();
    return { sent, elapsed };
  } finally {
    server.stop();
  }
}

test('drain 1,000 tasks against the loopback shop-api ≤ 3 s (stock checks)', async () => {
  const { sent, elapsed } = await drainBench('stock/check', (i) => ({
    url: 'stock/check',
    payload: { method: 'GET', query: { sku: `BAT-${String(1 + (i % 50)).padStart(6, '0')}` } },
  }));
  expect(sent).toBe(1000);
  expect(elapsed).toBeLessThanOrEqual(3000);
});

test('drain 1,000 cart/update tasks against the loopback shop-api (figure only)', async () => {
  const { sent } = await drainBench('cart/update', (i) =>
    update(['BAT-000001', 'BAT-000002', 'BAT-000003'][i % 3]!, 1 + (i % 3)),
  );
  expect(sent).toBe(1000);
});
