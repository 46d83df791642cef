import { createApiClient, createKyHttp, type ShopApi } from '@kauppa/api-client';
import type { ApiRequest, ShopHttp } from '@kauppa/ports';
import {
  ApiError,
  createFakeConnectivity,
  createRecordingNotifier,
  createSequentialIds,
  createSystemClock,
  isApiError,
} from '@kauppa/ports';
import { type RunningShopApi, startShopApi } from '@kauppa/shop-api';
import { createDexieCollections } from '@kauppa/storage';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTaskQueue, type QueueTokens, type SyncTaskInput } from '../src/index.ts';

// Integration against the reference shop API (apps/shop-api) on loopback (issue 5 "Done when").

let server: RunningShopApi;
let api: ShopApi;
let baseUrl: string;
let skus: string[];
let users = 0;

beforeAll(async () => {
  server = await startShopApi({ port: 0, dataDir: ':memory:', scryptCost: 1024 });
  baseUrl = `${server.url}/api`;
  api = createApiClient({ baseUrl });
  const answer = await api.catalog.search<{ sku: string }>({
    index: 'kauppa_battery_fi',
    entityType: 'product',
    body: {
      query: {
        bool: {
          filter: [
            { term: { type_id: 'simple' } },
            { term: { 'stock.is_in_stock': true } },
            { range: { 'stock.qty': { gte: 5 } } },
            { term: { status: 1 } },
          ],
        },
      },
      sort: [{ id: 'asc' }],
      from: 0,
      size: 8,
    },
  });
  skus = answer.result.hits.hits.map((hit) => hit._source.sku);
});
afterAll(() => server.close());
afterEach(() => {
  Object.assign(server.app.faults, {
    latencyMs: {},
    errorRate: {},
    nonJson: [],
    emptyBody: [],
    tokenExpiry: false,
  });
});

/** A signed-in shopper with a customer cart. */
async function shopper() {
  const email = `queue-${++users}@example.fi`;
  await api.user.create({
    customer: { email, firstname: 'Aino', lastname: 'Virtanen' },
    password: 'salasana1',
  });
  const login = await api.user.login({ username: email, password: 'salasana1' });
  const s = { token: login.result, refreshToken: (login.meta as { refreshToken: string }).refreshToken };
  const cartId = (await api.cart.create({ token: s.token })).result;
  const tokens: QueueTokens = {
    getToken: () => s.token,
    getRefreshToken: () => s.refreshToken,
    setTokens: ({ token, refreshToken }) => {
      s.token = token;
      if (refreshToken) s.refreshToken = refreshToken;
    },
  };
  return { s, tokens, cartId: String(cartId) };
}

const cartUpdate = (sku: string): SyncTaskInput => ({
  url: 'cart/update',
  lane: 'cart',
  payload: {
    method: 'POST',
    query: { token: '{{token}}', cartId: '{{cartId}}' },
    body: { cartItem: { sku, qty: 1 } },
  },
});

/** Counts the requests per Idempotency-Key that reach the server. */
function counting(http: ShopHttp) {
  const received = new Map<string, number>();
  const wrapped: ShopHttp = {
    request<T>(request: ApiRequest) {
      if (request.idempotencyKey)
        received.set(request.idempotencyKey, (received.get(request.idempotencyKey) ?? 0) + 1);
      return http.request<T>(request);
    },
  };
  return { http: wrapped, received };
}

async function boot(
  indexedDB: InstanceType<typeof IDBFactory>,
  http: ShopHttp,
  tokens: QueueTokens,
  cartId: string,
  online: boolean,
) {
  const storage = await createDexieCollections({ name: 'kauppa-shop-api-it', indexedDB, IDBKeyRange });
  const queue = createTaskQueue({
    http,
    storage,
    tokens,
    connectivity: createFakeConnectivity(online),
    clock: createSystemClock(),
    ids: createSequentialIds(),
    getCartId: () => cartId,
    lockWaitMs: 10,
  });
  return { storage, queue };
}

async function cartSkus(token: string, cartId: string) {
  const pulled = await api.cart.pull({ token, cartId });
  return pulled.result
    .map((item) => ({ sku: item.sku, qty: item.qty }))
    .sort((a, b) => a.sku.localeCompare(b.sku));
}

describe('integration with apps/shop-api on loopback (issue 5)', () => {
  it('delivers the tasks queued while offline exactly once after a simulated crash and a restart', async () => {
    const { s, tokens, cartId } = await shopper();
    const indexedDB = new IDBFactory();
    const { http, received } = counting(createKyHttp({ baseUrl }));
    const chosen = skus.slice(0, 5);

    const first = await boot(indexedDB, http, tokens, cartId, false);
    await first.queue.start();
    for (const sku of chosen) await first.queue.queue(cartUpdate(sku));
    first.queue.stop();
    first.storage.close(); // the tab crashes with five tasks persisted

    let drop = true; // the first answer is lost on the way back: the server applied it, the client never knew
    const lossy: ShopHttp = {
      async request<T>(request: ApiRequest) {
        const answer = await http.request<T>(request);
        if (drop) {
          drop = false;
          throw new ApiError('network', 'The connection dropped before the answer arrived');
        }
        return answer;
      },
    };
    const second = await boot(indexedDB, lossy, tokens, cartId, true);
    await second.queue.start();
    second.storage.close();

    const third = await boot(indexedDB, http, tokens, cartId, true);
    await third.queue.start();
    await expect(third.queue.untransmitted()).resolves.toEqual([]);
    third.storage.close();

    expect(await cartSkus(s.token, cartId)).toEqual(
      chosen.map((sku) => ({ sku, qty: 1 })).sort((a, b) => a.sku.localeCompare(b.sku)),
    );
    expect([...received.keys()].sort()).toEqual(['task-1', 'task-2', 'task-3', 'task-4', 'task-5']);
    expect(received.get('task-1')).toBe(2); // resent once, with the same Idempotency-Key
  });

  it('recovers from a forced token expiry in the middle of the queue without losing a task', async () => {
    const { s, tokens, cartId } = await shopper();
    const firstToken = s.token;
    const base = createKyHttp({ baseUrl });
    let updates = 0;
    let refreshes = 0;
    const http: ShopHttp = {
      request<T>(request: ApiRequest) {
        if (request.path === 'cart/update' && ++updates === 4) server.app.faults.tokenExpiry = true;
        if (request.path === 'user/refresh') {
          refreshes += 1;
          server.app.faults.tokenExpiry = false; // the server's expiry switch covers old tokens only from here on
        }
        return base.request<T>(request);
      },
    };
    const { queue, storage } = await boot(new IDBFactory(), http, tokens, cartId, true);
    const chosen = skus.slice(0, 8);
    for (const sku of chosen) await queue.queue(cartUpdate(sku));
    await queue.drain();
    await expect(queue.untransmitted()).resolves.toEqual([]);
    expect(refreshes).toBe(1);
    expect(s.token).not.toBe(firstToken);
    expect((await cartSkus(s.token, cartId)).map((i) => i.sku)).toEqual([...chosen].sort());
    storage.close();
  });

  describe('each fault switch gives the right typed error (commerce-core §5, §8)', () => {
    const stockCheck = () => ({ method: 'GET' as const, path: 'stock/check', query: { sku: skus[0] } });
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
      server.app.faults.nonJson = ['stock/check'];
      const error = await failure(createKyHttp({ baseUrl }).request(stockCheck()));
      expect(error).toMatchObject({
        kind: 'bad-content-type',
        message: 'Error with response - bad content-type!',
      });
    });

    it('empty body → "Unhandled error, wrong response format!"', async () => {
      server.app.faults.emptyBody = ['stock/check'];
      const error = await failure(createKyHttp({ baseUrl }).request(stockCheck()));
      expect(error).toMatchObject({
        kind: 'wrong-format',
        message: 'Unhandled error, wrong response format!',
      });
    });

    it('500 → an envelope with code 500; a non-silent task shows its error with OK', async () => {
      server.app.faults.errorRate = { 'stock/check': 1 };
      const http = createKyHttp({ baseUrl, retries: 0 });
      await expect(http.request(stockCheck())).resolves.toMatchObject({ status: 500, code: 500 });
      const notifier = createRecordingNotifier();
      const storage = await createDexieCollections({
        name: 'kauppa-500',
        indexedDB: new IDBFactory(),
        IDBKeyRange,
      });
      const queue = createTaskQueue({
        http,
        storage,
        notifier,
        tokens: { getToken: () => null, getRefreshToken: () => null, setTokens: () => {} },
        connectivity: createFakeConnectivity(true),
      });
      const task = await queue.execute({
        url: 'stock/check',
        payload: { method: 'GET', query: { sku: skus[0] } },
      });
      expect(task).toMatchObject({ transmited: true, code: 500 });
      expect(notifier.notifications[0]).toMatchObject({ type: 'error', action1: { label: { id: 'OK' } } });
      storage.close();
    });

    it("latency beyond the timeout → kind 'timeout'", async () => {
      server.app.faults.latencyMs = { 'stock/check': 400 };
      const error = await failure(
        createKyHttp({ baseUrl, timeoutMs: 100, retries: 0 }).request(stockCheck()),
      );
      expect(error.kind).toBe('timeout');
    });

    it('token expiry → code 401 from the server, which the queue turns into a refresh', async () => {
      const { s, cartId } = await shopper();
      server.app.faults.tokenExpiry = true;
      const answer = await createKyHttp({ baseUrl }).request({
        method: 'GET',
        path: 'cart/pull',
        query: { token: s.token, cartId },
      });
      expect(answer.code).toBe(401);
    });
  });
});
