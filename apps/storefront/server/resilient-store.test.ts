import { createSimulatedClock } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createMemoryStore, type OutputCacheStore } from './output-cache.ts';
import { createResilientStore } from './resilient-store.ts';

/** A store whose every call fails while `down` is set. */
function switchable() {
  const inner = createMemoryStore();
  const state = { down: false };
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      state.down ? Promise.reject(new Error('ECONNREFUSED')) : call(...args);
  const store: OutputCacheStore = {
    kind: 'redis',
    get: guard(inner.get),
    set: guard(inner.set),
    generation: guard(inner.generation),
    invalidateTags: guard(inner.invalidateTags),
    invalidateWhere: guard(inner.invalidateWhere),
    count: guard(inner.count),
    close: inner.close,
  };
  return { store, state, inner };
}

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('the circuit of a shared output cache (issue 29.2, 29.3)', () => {
  it('reports a failed probe nowhere: one line when it opens, one when it closes', async () => {
    const clock = createSimulatedClock();
    const { store, state } = switchable();
    const transitions: string[] = [];
    const resilient = createResilientStore(store, { clock, onTransition: (s) => transitions.push(s) });
    state.down = true;
    for (let i = 0; i < 3; i += 1) await resilient.get('k', 'body');
    for (let i = 0; i < 5; i += 1) {
      clock.increment(5000);
      await settle();
    }
    expect(resilient.health().state).toBe('open');
    state.down = false;
    clock.increment(5000);
    await settle();
    expect(transitions).toEqual(['open', 'closed']);
  });

  it('skips a write whose render read no generation (it could bring back a dropped page)', async () => {
    const { store, inner } = switchable();
    const resilient = createResilientStore(store, { clock: createSimulatedClock() });
    const record = { meta: '{}', body: new Uint8Array(1), gzip: new Uint8Array(1) };
    await resilient.set('page a', record, { tags: [], ttlMs: 1000 });
    expect(await inner.count()).toBe(0);
  });

  it('counts every page stored before a failed invalidation of too many tags as stale', async () => {
    const clock = createSimulatedClock();
    const { store, state } = switchable();
    const resilient = createResilientStore(store, { clock, maxPendingTags: 2, onTransition: () => {} });
    const storedAt = clock.now();
    clock.increment(1);
    state.down = true;
    await expect(resilient.invalidateTags(['P1', 'P2', 'P3'])).rejects.toThrow('ECONNREFUSED');
    expect(resilient.isStale?.(['C9'], storedAt)).toBe(true);
    expect(resilient.isStale?.(['C9'], clock.now() + 1)).toBe(false);
  });
});
