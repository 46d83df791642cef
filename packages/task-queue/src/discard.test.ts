import { describe, expect, it } from 'vitest';
import { taskQueueEvents } from './index.ts';
import { cartUpdate, flush, harness } from './testing/harness.ts';

const ok = () => ({ result: { ok: true } });
const skusSent = (calls: ReadonlyArray<{ body?: unknown }>) =>
  calls.map((c) => (c.body as { cartItem: { sku: string } }).cartItem.sku);

describe('discarding a waiting task (issue 10 sync status, commerce-core §4 network tasks)', () => {
  it('removes the untransmitted task from storage and never sends it', async () => {
    const h = harness({ 'POST cart/update': ok });
    h.connectivity.setOnline(false);
    await h.queue.start();
    const a = await h.queue.queue(cartUpdate('A'));
    await h.queue.queue(cartUpdate('B'));
    await expect(h.queue.discard(a.task_id)).resolves.toBe(true);
    await expect(h.storage.collection('syncTasks').get(a.task_id)).resolves.toBeUndefined();
    h.connectivity.setOnline(true);
    await flush();
    expect(skusSent(h.http.calls)).toEqual(['B']);
  });

  it('stays discarded after a reload', async () => {
    const h = harness({ 'POST cart/update': ok });
    h.connectivity.setOnline(false);
    const a = await h.queue.queue(cartUpdate('A'));
    await h.queue.discard(a.task_id);
    h.connectivity.setOnline(true);
    const reloaded = h.make();
    await reloaded.start();
    expect(h.http.calls).toHaveLength(0);
    await expect(reloaded.untransmitted()).resolves.toEqual([]);
  });

  it('emits taskDiscarded with the task and notifies storage subscribers', async () => {
    const h = harness({ 'POST cart/update': ok });
    h.connectivity.setOnline(false);
    const a = await h.queue.queue(cartUpdate('A'));
    const changes: Array<string | null> = [];
    h.storage.collection('syncTasks').subscribe((change) => changes.push(change.key));
    await h.queue.discard(a.task_id);
    expect(h.bus.emitted).toEqual([
      {
        name: taskQueueEvents.taskDiscarded,
        payload: { task: expect.objectContaining({ task_id: a.task_id }) },
      },
    ]);
    expect(changes).toContain(a.task_id);
  });

  it('refuses an unknown task, a transmitted one and one being sent', async () => {
    let release = () => {};
    const h = harness({
      'POST cart/update': () => new Promise((resolve) => (release = () => resolve(ok()))),
      'GET stock/check': ok,
    });
    await expect(h.queue.discard('no-such-task')).resolves.toBe(false);
    const cached = await h.queue.execute({
      url: 'stock/check',
      payload: { method: 'GET' },
      is_result_cacheable: true,
    });
    await expect(h.queue.discard(cached.task_id)).resolves.toBe(false);
    const sending = h.queue.execute(cartUpdate('A'));
    await flush();
    const [inFlight] = await h.queue.untransmitted();
    await expect(h.queue.discard(inFlight?.task_id ?? '')).resolves.toBe(false);
    release();
    await expect(sending).resolves.toMatchObject({ transmited: true });
    expect(h.bus.emitted.map((e) => e.name)).not.toContain(taskQueueEvents.taskDiscarded);
  });
});
