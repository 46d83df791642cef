import { ApiError, createFakeConnectivity, createFakeShopHttp, createMemoryCollections } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createTaskQueue, SyncTaskError, taskQueueEvents } from './index.ts';
import { cartUpdate, flush, harness } from './testing/harness.ts';

const ok = () => ({ result: { ok: true } });

describe('network tasks (commerce-core §4)', () => {
  it('persists a task before it is sent', async () => {
    let seenInStorage: unknown;
    const h = harness({
      'POST cart/update': async () => {
        seenInStorage = await h.storage.collection('syncTasks').get('task-1');
        return ok();
      },
    });
    await h.queue.execute(cartUpdate());
    expect(seenInStorage).toMatchObject({ task_id: 'task-1', transmited: false, url: 'cart/update' });
  });

  it('marks the result transmitted with code, result and meta stored and acknowledged false (commerce-core §3 sync task)', async () => {
    const h = harness({ 'GET stock/check': () => ({ result: { qty: 3 }, meta: { source: 'erp' } }) });
    const task = await h.queue.execute({
      url: 'stock/check',
      payload: { method: 'GET', query: { sku: 'AA-4' } },
      is_result_cacheable: true,
    });
    const stored = await h.storage.collection('syncTasks').get(task.task_id);
    expect(stored).toMatchObject({
      transmited: true,
      transmited_at: h.clock.now(),
      code: 200,
      resultCode: 200,
      result: { qty: 3 },
      meta: { source: 'erp' },
      acknowledged: false,
    });
  });

  it('keeps cacheable results and removes the others', async () => {
    const h = harness({ 'GET stock/check': ok, 'POST cart/update': ok });
    const cached = await h.queue.execute({
      url: 'stock/check',
      payload: { method: 'GET' },
      is_result_cacheable: true,
    });
    const plain = await h.queue.execute(cartUpdate());
    const store = h.storage.collection('syncTasks');
    await expect(store.get(cached.task_id)).resolves.toBeDefined();
    await expect(store.get(plain.task_id)).resolves.toBeUndefined();
  });

  it("dispatches a store action for a callback starting with 'store:'", async () => {
    const h = harness({ 'POST cart/update': ok });
    await h.queue.execute({ ...cartUpdate(), callback_event: 'store:cart/servercartAfterItemUpdated' });
    expect(h.dispatched).toHaveLength(1);
    expect(h.dispatched[0]).toMatchObject({
      action: 'cart/servercartAfterItemUpdated',
      payload: { transmited: true, result: { ok: true } },
    });
    expect(h.bus.emitted).toHaveLength(0);
  });

  it('emits a global event for any other callback name', async () => {
    const h = harness({ 'GET products/render-list': () => ({ result: { items: [] } }) });
    await h.queue.execute({
      url: 'products/render-list',
      payload: { method: 'GET' },
      callback_event: 'prices-after-sync',
    });
    expect(h.bus.emitted.map((e) => e.name)).toEqual(['prices-after-sync']);
    expect(h.bus.emitted[0]?.payload).toMatchObject({ result: { items: [] }, transmited: true });
  });

  it('puts the user token and the cart id in the query of cart calls (commerce-core §7)', async () => {
    const h = harness({ 'POST cart/update': ok });
    await h.queue.execute(cartUpdate());
    expect(h.http.calls[0]?.query).toEqual({ token: 'user-1', cartId: 'cart-1' });
  });

  it('sends writes with an idempotency key and reads without', async () => {
    const h = harness({ 'POST cart/update': ok, 'GET stock/check': ok });
    await h.queue.execute(cartUpdate());
    await h.queue.execute({ url: 'stock/check', payload: { method: 'GET' } });
    expect(h.http.calls.map((c) => c.idempotencyKey)).toEqual(['task-1', undefined]);
  });

  it('queues tasks while offline and sends them in order when the connection returns (commerce-core §4 connectivity)', async () => {
    const h = harness({ 'POST cart/update': ok });
    h.connectivity.setOnline(false);
    await h.queue.start();
    await h.queue.queue(cartUpdate('A'));
    await h.queue.queue(cartUpdate('B'));
    await flush();
    expect(h.http.calls).toHaveLength(0);
    h.connectivity.setOnline(true);
    await flush();
    expect(h.http.calls.map((c) => (c.body as { cartItem: { sku: string } }).cartItem.sku)).toEqual([
      'A',
      'B',
    ]);
    await expect(h.queue.untransmitted()).resolves.toEqual([]);
  });

  it('sends the tasks of one lane one after another, in order, while other tasks overlap', async () => {
    const open: string[] = [];
    const log: string[] = [];
    const releases: Array<() => void> = [];
    const h = harness({
      'POST cart/update': (request) => {
        const sku = (request.body as { cartItem: { sku: string } }).cartItem.sku;
        open.push(sku);
        log.push(`start ${sku} (${open.length} open)`);
        return new Promise((resolve) =>
          releases.push(() => {
            open.splice(open.indexOf(sku), 1);
            resolve(ok());
          }),
        );
      },
    });
    h.connectivity.setOnline(false);
    await h.queue.queue({ ...cartUpdate('A1'), lane: 'cart:A' });
    await h.queue.queue({ ...cartUpdate('A2'), lane: 'cart:A' });
    await h.queue.queue(cartUpdate('B'));
    h.connectivity.setOnline(true);
    const drained = h.queue.drain();
    await flush();
    expect(log).toEqual(['start A1 (1 open)', 'start B (2 open)']);
    releases.shift()?.();
    await flush();
    expect(log).toEqual(['start A1 (1 open)', 'start B (2 open)', 'start A2 (2 open)']);
    while (releases.length > 0) {
      releases.shift()?.();
      await flush();
    }
    await expect(drained).resolves.toBe(3);
  });

  it('resends the untransmitted tasks after a reload, each once', async () => {
    const h = harness({ 'POST cart/update': ok });
    h.connectivity.setOnline(false);
    await h.queue.queue(cartUpdate('A'));
    await h.queue.queue(cartUpdate('B'));
    h.queue.stop();
    h.connectivity.setOnline(true);
    const reloaded = h.make();
    await expect(reloaded.start()).resolves.toBe(2);
    expect(h.http.calls.map((c) => c.idempotencyKey)).toEqual(['task-1', 'task-2']);
    await expect(reloaded.drain()).resolves.toBe(0);
  });

  it('keeps a task queued when the transport fails, and sends it on the next drain', async () => {
    let fail = true;
    const h = harness({
      'POST cart/update': () => {
        if (fail) throw new ApiError('network', 'fetch failed');
        return ok();
      },
    });
    await h.queue.queue(cartUpdate());
    await flush();
    await expect(h.queue.untransmitted()).resolves.toHaveLength(1);
    fail = false;
    await expect(h.queue.drain()).resolves.toBe(1);
    expect(h.http.calls.map((c) => c.idempotencyKey)).toEqual(['task-1', 'task-1']);
  });
});

describe('cart id null (commerce-core §4, §8)', () => {
  it('logs "Error executing sync task ... the required cartId argument is null. Re-creating shopping cart synchro." and triggers cart recreation', async () => {
    const h = harness({ 'POST cart/update': ok });
    h.session.cartId = null;
    await expect(h.queue.execute(cartUpdate())).rejects.toBeInstanceOf(SyncTaskError);
    expect(h.logger.at('error').map((e) => e.message)).toEqual([
      'Error executing sync task cart/update the required cartId argument is null. Re-creating shopping cart synchro.',
    ]);
    expect(h.bus.emitted.map((e) => e.name)).toEqual([taskQueueEvents.cartRecreate]);
    expect(h.http.calls).toHaveLength(0);
    await expect(h.queue.untransmitted()).resolves.toEqual([]);
  });
});

describe('error results (commerce-core §8)', () => {
  it('shows an error notification with an OK action for a non-silent task whose result is an error', async () => {
    const h = harness({
      'POST cart/update': () => ({
        status: 500,
        code: 500,
        result: { message: 'Some of the ordered products are not available' },
      }),
    });
    await h.queue.execute(cartUpdate());
    expect(h.notifier.notifications).toEqual([
      {
        type: 'error',
        message: { id: 'Some of the ordered products are not available' },
        action1: { label: { id: 'OK' }, action: 'close' },
      },
    ]);
  });

  it('shows nothing for a silent task', async () => {
    const h = harness({
      'POST cart/update': () => ({ code: 500, status: 500, result: { message: 'boom' } }),
    });
    await h.queue.execute({ ...cartUpdate(), silent: true });
    expect(h.notifier.notifications).toEqual([]);
  });

  it('shows nothing for an ENOTFOUND result', async () => {
    const h = harness({
      'GET stock/check': () => ({
        code: 500,
        status: 500,
        result: { code: 'ENOTFOUND', message: 'No such sku' },
      }),
    });
    await h.queue.execute({ url: 'stock/check', payload: { method: 'GET' } });
    expect(h.notifier.notifications).toEqual([]);
  });

  it('records an answer that is not JSON as a transmitted error result instead of resending it forever (commerce-core §5)', async () => {
    const h = harness({
      'POST cart/update': () => new ApiError('bad-content-type', 'Error with response - bad content-type!'),
    });
    const task = await h.queue.execute(cartUpdate());
    expect(task).toMatchObject({ transmited: true, code: 'bad-content-type' });
    expect(h.notifier.ids()).toEqual(['Error with response - bad content-type!']);
  });
});

describe('createTaskQueue options (issue 30.8: one name for the storage port)', () => {
  it('takes the storage port as `collections`, as the other factories do', async () => {
    const collections = createMemoryCollections();
    const queue = createTaskQueue({
      http: createFakeShopHttp({ 'POST cart/update': () => ({ result: { ok: true } }) }),
      collections,
      tokens: { getToken: () => null, getRefreshToken: () => null, setTokens: async () => {} },
      connectivity: createFakeConnectivity(false),
    });
    const task = await queue.queue(cartUpdate());
    expect(await collections.collection('syncTasks').get(task.task_id)).toMatchObject({ url: 'cart/update' });
    queue.stop();
  });

  it('still takes the deprecated `storage`', async () => {
    const storage = createMemoryCollections();
    const queue = createTaskQueue({
      http: createFakeShopHttp(),
      storage,
      tokens: { getToken: () => null, getRefreshToken: () => null, setTokens: async () => {} },
      connectivity: createFakeConnectivity(false),
    });
    const task = await queue.queue(cartUpdate());
    expect(await storage.collection('syncTasks').get(task.task_id)).toBeDefined();
    queue.stop();
  });

  it('without either, throws a TypeError naming `collections`', () => {
    expect(() =>
      createTaskQueue({
        http: createFakeShopHttp(),
        tokens: { getToken: () => null, getRefreshToken: () => null, setTokens: async () => {} },
      } as never),
    ).toThrow(/collections/);
  });
});
