import { createKyHttp } from '@kauppa/api-client';
import type { ShopHttp } from '@kauppa/ports';
import {
  ApiError,
  createFakeConnectivity,
  createRecordingEventBus,
  createRecordingNotifier,
  createSequentialIds,
  createSystemClock,
  isApiError,
} from '@kauppa/ports';
import { createDexieCollections } from '@kauppa/storage';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTaskQueue, type QueueTokens, type SyncTaskInput } from '../src/index.ts';
import { startLoopbackShop } from './support/loopback-shop.ts';

type Shop = Awaited<ReturnType<typeof startLoopbackShop>>;
let shop: Shop;

beforeEach(async () => {
  shop = await startLoopbackShop({ latencyMs: 300 });
});
afterEach(async () => {
  await shop.close();
});

function session() {
  const s = { token: 'user-1', refreshToken: 'refresh-1' };
  const tokens: QueueTokens = {
    getToken: () => s.token,
    getRefreshToken: () => s.refreshToken,
    setTokens: ({ token, refreshToken }) => {
      s.token = token;
      if (refreshToken) s.refreshToken = refreshToken;
    },
  };
  return { s, tokens };
}

const cartUpdate = (sku: string, lane?: string): SyncTaskInput => ({
  url: 'cart/update',
  lane,
  payload: {
    method: 'POST',
    query: { token: '{{token}}', cartId: '{{cartId}}' },
    body: { cartItem: { sku, qty: 1 } },
  },
});

/** One "page load": the Dexie database opened from the same IndexedDB, a queue runner over it. */
async function boot(options: {
  indexedDB: InstanceType<typeof IDBFactory>;
  http: ShopHttp;
  tokens: QueueTokens;
  online: boolean;
  ids?: ReturnType<typeof createSequentialIds>;
}) {
  const storage = await createDexieCollections({
    name: 'kauppa-it',
    indexedDB: options.indexedDB,
    IDBKeyRange,
  });
  const connectivity = createFakeConnectivity(options.online);
  const queue = createTaskQueue({
    http: options.http,
    storage,
    tokens: options.tokens,
    connectivity,
    clock: createSystemClock(),
    ids: options.ids ?? createSequentialIds(),
    getCartId: () => 'cart-1',
    lockWaitMs: 10,
  });
  return { storage, connectivity, queue };
}

describe('integration: queue, Dexie storage and ky transport against a loopback shop (issue 5)', () => {
  it('delivers every task queued while offline exactly once after a crash and a restart', async () => {
    const indexedDB = new IDBFactory();
    const { tokens } = session();
    const http = createKyHttp({ baseUrl: shop.baseUrl });
    const ids = createSequentialIds();
    const skus = ['A', 'B', 'C', 'D', 'E'];

    // Page 1: offline, five tasks queued; then the tab crashes.
    const first = await boot({ indexedDB, http, tokens, online: false, ids });
    await first.queue.start();
    for (const sku of skus) await first.queue.queue(cartUpdate(sku));
    first.queue.stop();
    first.storage.close();
    expect(shop.state.requests).toBe(0);

    // Page 2: online; the first write reaches the server but the answer is lost (crash mid-flight).
    let dropFirstAnswer = true;
    const lossy: ShopHttp = {
      async request<T>(request: Parameters<ShopHttp['request']>[0]) {
        const answer = await http.request<T>(request);
        if (dropFirstAnswer) {
          dropFirstAnswer = false;
          throw new ApiError('network', 'The connection dropped before the answer arrived');
        }
        return answer;
      },
    };
    const second = await boot({ indexedDB, http: lossy, tokens, online: true, ids });
    await second.queue.start();
    second.queue.stop();
    second.storage.close();

    // Page 3: a restart resends what is left.
    const third = await boot({ indexedDB, http, tokens, online: true, ids });
    await third.queue.start();
    await expect(third.queue.untransmitted()).resolves.toEqual([]);
    third.storage.close();

    expect([...shop.state.effects].sort()).toEqual(skus);
    expect(shop.state.received.get('task-1')).toBe(2); // resent once with the same idempotency key
  });

  it('recovers from a forced token expiry in the middle of the queue without losing a task', async () => {
    const indexedDB = new IDBFactory();
    const { s, tokens } = session();
    const base = createKyHttp({ baseUrl: shop.baseUrl });
    let sent = 0;
    const http: ShopHttp = {
      request<T>(request: Parameters<ShopHttp['request']>[0]) {
        if (request.path === 'cart/update' && ++sent === 4) shop.expireTokens();
        return base.request<T>(request);
      },
    };
    const { queue, storage } = await boot({ indexedDB, http, tokens, online: false });
    await queue.start();
    const skus = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    for (const sku of skus) await queue.queue(cartUpdate(sku, 'cart'));
    await expect(queue.drain()).resolves.toBe(0); // offline: nothing sent
    const online = createFakeConnectivity(true);
    const runner = createTaskQueue({
      http,
      storage,
      tokens,
      connectivity: online,
      clock: createSystemClock(),
      getCartId: () => 'cart-1',
      lockWaitMs: 10,
    });
    await expect(runner.drain()).resolves.toBe(skus.length);
    expect(shop.state.effects).toEqual(skus);
    expect(shop.state.refreshCalls).toBe(1);
    expect(s.token).toBe('user-2');
    storage.close();
  });

  describe('fault switches give typed errors (commerce-core §5, §8)', () => {
    const request = { method: 'GET' as const, path: 'stock/check', query: { sku: 'AA-4' } };

    async function failure(promise: Promise<unknown>) {
      try {
        await promise;
      } catch (error) {
        if (isApiError(error)) return error;
        throw error;
      }
      throw new Error('expected a failure');
    }

    it('non-JSON → "Error with response - bad content-type!"', async () => {
      shop.state.fault = 'non-json';
      const error = await failure(createKyHttp({ baseUrl: shop.baseUrl }).request(request));
      expect(error).toMatchObject({
        kind: 'bad-content-type',
        message: 'Error with response - bad content-type!',
      });
    });

    it('empty body → "Unhandled error, wrong response format!"', async () => {
      shop.state.fault = 'empty-body';
      const error = await failure(createKyHttp({ baseUrl: shop.baseUrl }).request(request));
      expect(error).toMatchObject({
        kind: 'wrong-format',
        message: 'Unhandled error, wrong response format!',
      });
    });

    it('500 with an envelope resolves with code 500, and a non-silent task shows its error', async () => {
      shop.state.fault = 'status-500';
      const http = createKyHttp({ baseUrl: shop.baseUrl, retries: 0 });
      await expect(http.request(request)).resolves.toMatchObject({ status: 500, code: 500 });
      const notifier = createRecordingNotifier();
      const storage = await createDexieCollections({
        name: 'kauppa-500',
        indexedDB: new IDBFactory(),
        IDBKeyRange,
      });
      const queue = createTaskQueue({
        http,
        storage,
        tokens: session().tokens,
        notifier,
        bus: createRecordingEventBus(),
        connectivity: createFakeConnectivity(true),
        getCartId: () => 'cart-1',
      });
      const task = await queue.execute(cartUpdate('A'));
      expect(task).toMatchObject({ transmited: true, code: 500 });
      expect(notifier.ids()).toEqual(['Internal Server Error']);
      storage.close();
    });

    it("latency beyond the timeout → kind 'timeout'", async () => {
      shop.state.fault = 'latency';
      const error = await failure(
        createKyHttp({ baseUrl: shop.baseUrl, timeoutMs: 50, retries: 0 }).request(request),
      );
      expect(error.kind).toBe('timeout');
    });
  });
});
