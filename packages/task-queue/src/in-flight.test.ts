import { describe, expect, it } from 'vitest';
import { cartUpdate, flush, harness } from './testing/harness.ts';

const ok = () => ({ result: { ok: true } });

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('in-flight tasks (commerce-core §4 network tasks; issue 16.8)', () => {
  it('a task that execute() sends is not sent a second time by a concurrent drain that read it while in flight', async () => {
    const slow = gate();
    const executed = gate();
    const h = harness(
      {
        'POST slow': async () => {
          await slow.opened;
          return ok();
        },
        'POST cart/update': async () => {
          await executed.opened;
          return ok();
        },
      },
      { concurrency: 1 },
    );
    h.connectivity.setOnline(false);
    await h.queue.queue({ url: 'slow', payload: { method: 'POST' } });
    const sending = h.queue.execute(cartUpdate());
    await flush();
    h.connectivity.setOnline(true);
    const draining = h.queue.drain();
    await flush();
    executed.open();
    await sending;
    slow.open();
    await draining;
    expect(h.http.callsTo('POST cart/update')).toHaveLength(1);
    expect(h.http.callsTo('POST slow')).toHaveLength(1);
    expect(await h.queue.untransmitted()).toEqual([]);
  });

  it('a task dropped for a null cartId and queued again under its id (cart recreation) is sent once', async () => {
    const h = harness({ 'POST cart/update': ok });
    h.session.cartId = null;
    const dropped = await h.queue.queue(cartUpdate());
    await flush();
    await h.queue.drain();
    expect(h.http.callsTo('POST cart/update')).toEqual([]);
    h.session.cartId = 'cart-2';
    await h.queue.queue({ ...cartUpdate(), task_id: dropped.task_id });
    await flush();
    await h.queue.drain();
    expect(h.http.callsTo('POST cart/update').map((c) => c.query?.cartId)).toEqual(['cart-2']);
  });
});
