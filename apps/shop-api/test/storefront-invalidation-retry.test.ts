import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createSimulatedClock } from '@kauppa/ports';
import { afterEach, describe, expect, it } from 'vitest';
import { createStorefrontInvalidator } from '../src/internal/storefront-cache.ts';

/** A stand-in `fetch` of the storefront: answers the queued statuses (then 200), or fails. */
function storefrontFetch(answers: Array<number | 'down'>) {
  const calls: Array<{ url: string; key: string | null }> = [];
  const send = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), key: new Headers(init?.headers).get('X-Invalidate-Key') });
    const answer = answers.shift() ?? 200;
    if (answer === 'down') throw new TypeError('fetch failed');
    return new Response(answer === 200 ? '{"invalidated":1}' : '{"error":"Output cache unavailable"}', {
      status: answer,
    });
  }) as typeof fetch;
  return { send, calls };
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Lets the invalidator's promise chains run. */
const turns = async (n = 10) => {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('an invalidation is not lost (issue 29.3)', () => {
  it('retries an invalidation the storefront answered 503 until it is done', async () => {
    const clock = createSimulatedClock();
    const { send, calls } = storefrontFetch([503, 503]);
    const invalidator = createStorefrontInvalidator({
      urls: ['http://sf'],
      key: 'k',
      fetch: send,
      clock,
      onError: () => {},
    });
    invalidator.invalidate(['P1']);
    await invalidator.settled();
    expect(calls).toHaveLength(1);
    for (let i = 0; i < 10 && invalidator.pending() > 0; i += 1) {
      clock.increment(30_000);
      await invalidator.settled();
      await turns();
    }
    expect(calls.map((c) => c.url)).toEqual(Array(3).fill('http://sf/invalidate?tag=P1'));
    expect(invalidator.pending()).toBe(0);
  });

  it('waits longer after each failure, never more than the cap (bounded backoff)', async () => {
    const clock = createSimulatedClock();
    const { send, calls } = storefrontFetch(['down', 'down', 'down', 'down', 'down', 'down', 'down']);
    const invalidator = createStorefrontInvalidator({
      urls: ['http://sf'],
      key: 'k',
      fetch: send,
      clock,
      retry: { firstMs: 1000, maxMs: 8000 },
      onError: () => {},
    });
    invalidator.invalidate(['P1']);
    await invalidator.settled();
    const at: number[] = [];
    const start = clock.now();
    for (let ms = 0; ms < 60_000 && invalidator.pending() > 0; ms += 500) {
      const before = calls.length;
      clock.increment(500);
      await invalidator.settled();
      await turns();
      if (calls.length > before) at.push(clock.now() - start);
    }
    const pauses = at.map((t, i) => t - (at[i - 1] ?? 0));
    expect(pauses).toEqual([1000, 2000, 4000, 8000, 8000, 8000, 8000]);
    expect(invalidator.pending()).toBe(0);
  });

  it('keeps undelivered invalidations in SQLite and sends them after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-api-invalidations-'));
    dirs.push(dir);
    const clock = createSimulatedClock();
    const first = storefrontFetch(['down']);
    const db = new DatabaseSync(join(dir, 'shop.sqlite'));
    const before = createStorefrontInvalidator({
      urls: ['http://sf'],
      key: 'k',
      fetch: first.send,
      clock,
      db,
      onError: () => {},
    });
    before.invalidate(['P7', 'C3']);
    await before.settled();
    before.close();
    db.close();

    // The process restarts before the retry.
    const again = storefrontFetch([]);
    const reopened = new DatabaseSync(join(dir, 'shop.sqlite'));
    const after = createStorefrontInvalidator({
      urls: ['http://sf'],
      key: 'k',
      fetch: again.send,
      clock,
      db: reopened,
      onError: () => {},
    });
    await after.settled();
    await turns();
    expect(again.calls).toEqual([{ url: 'http://sf/invalidate?tag=P7%2CC3', key: 'k' }]);
    expect(after.pending()).toBe(0);
    after.close();
    reopened.close();
  });

  it('does not retry a refusal that a retry cannot change (a wrong key)', async () => {
    const clock = createSimulatedClock();
    const { send, calls } = storefrontFetch([403]);
    const errors: string[] = [];
    const invalidator = createStorefrontInvalidator({
      urls: ['http://sf'],
      key: 'wrong',
      fetch: send,
      clock,
      onError: (message) => errors.push(message),
    });
    invalidator.invalidate(['P1']);
    await invalidator.settled();
    clock.increment(120_000);
    await invalidator.settled();
    expect(calls).toHaveLength(1);
    expect(invalidator.pending()).toBe(0);
    expect(errors).toHaveLength(1);
  });
});
