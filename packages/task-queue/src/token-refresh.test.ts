import type { ApiRequest } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { taskQueueEvents } from './index.ts';
import { tokenRefreshMachine } from './internal/token-refresh.ts';
import { cartUpdate, flush, harness } from './testing/harness.ts';

const refreshMessage =
  'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.';

/** A shop where only `valid` is an accepted user token; user/refresh answers `next` (or refuses). */
function shop(
  options: { refreshAnswers?: 'ok' | 'refuse' | 'still-invalid'; autoRefreshTokens?: boolean } = {},
) {
  const state = { valid: 'user-2' };
  const h = harness(
    {
      'POST cart/update': (request: ApiRequest) =>
        request.query?.token === state.valid
          ? { result: { ok: true } }
          : { status: 401, code: 401, result: 'Invalid token' },
      'POST user/refresh': () => {
        if (options.refreshAnswers === 'refuse')
          return { status: 401, code: 401, result: 'Invalid refresh token' };
        if (options.refreshAnswers === 'still-invalid')
          return { result: 'user-stale', meta: { refreshToken: 'refresh-2' } };
        return { result: 'user-2', meta: { refreshToken: 'refresh-2' } };
      },
    },
    options.autoRefreshTokens === undefined ? {} : { autoRefreshTokens: options.autoRefreshTokens },
  );
  return { ...h, state };
}

/** Advances the simulated clock second by second until `promise` settles. */
async function settle<T>(
  clock: { increment(ms: number): void },
  promise: Promise<T>,
  maxSeconds = 30,
): Promise<T> {
  let done = false;
  void promise.finally(() => {
    done = true;
  });
  for (let i = 0; i < maxSeconds && !done; i++) {
    await flush();
    if (!done) clock.increment(1000);
  }
  await flush();
  return promise;
}

describe('token refresh machine as pure transitions (commerce-core §4 token refresh)', () => {
  const input = { maxAttempts: 1, autoRefresh: true };

  it('starts a refresh on a 401, holding the lock above 0', () => {
    const [start] = initialTransition(tokenRefreshMachine, input);
    expect(start.context.lock).toBe(0);
    const [next] = transition(tokenRefreshMachine, start, { type: 'token.invalid' });
    expect(next.value).toBe('refreshing');
    expect(next.context).toMatchObject({ lock: 1, attempts: 1 });
  });

  it('fails at once with the lock at -1 when the attempts are used up', () => {
    const [start] = initialTransition(tokenRefreshMachine, { maxAttempts: 0, autoRefresh: true });
    const [next, actions] = transition(tokenRefreshMachine, start, { type: 'token.invalid' });
    expect(next.value).toBe('failed');
    expect(next.context.lock).toBe(-1);
    expect(actions.map((a) => a.type)).toEqual(
      expect.arrayContaining([
        'notifyRefreshFailure',
        'logoutSilently',
        'clearUntransmittedTasks',
        'showSignUpModal',
      ]),
    );
  });

  it('with automatic refresh off, logs out silently and shows the sign-up modal without refreshing', () => {
    const [start] = initialTransition(tokenRefreshMachine, { maxAttempts: 1, autoRefresh: false });
    const [next, actions] = transition(tokenRefreshMachine, start, { type: 'token.invalid' });
    expect(next.value).toBe('idle');
    expect(actions.map((a) => a.type)).toEqual(['logoutSilently', 'showSignUpModal']);
  });

  it('releases a failed lock when the user signs in again', () => {
    const [start] = initialTransition(tokenRefreshMachine, { maxAttempts: 0, autoRefresh: true });
    const [failed] = transition(tokenRefreshMachine, start, { type: 'token.invalid' });
    const [next] = transition(tokenRefreshMachine, failed, { type: 'user.loggedIn' });
    expect(next.context.lock).toBe(0);
  });
});

describe('token refresh in the queue (commerce-core §4 token refresh)', () => {
  it('refreshes (POST user/refresh) on a 401 and retries the failed task with the new token; success clears the lock', async () => {
    const h = shop();
    const task = await settle(h.clock, h.queue.execute(cartUpdate()));
    expect(task).toMatchObject({ transmited: true, code: 200 });
    expect(h.http.callsTo('POST user/refresh').map((c) => c.body)).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(h.session).toMatchObject({ token: 'user-2', refreshToken: 'refresh-2' });
    expect(h.queue.tokenRefresh.getSnapshot().context.lock).toBe(0);
  });

  it('logs "Invalid token - need to be revalidated" on the 401', async () => {
    const h = shop();
    await settle(h.clock, h.queue.execute(cartUpdate()));
    expect(h.logger.at('error').map((e) => e.message)).toContain('Invalid token - need to be revalidated');
  });

  it('makes a task wait 1 s while the lock is above 0, then retries', async () => {
    const h = shop();
    let release: (value: { result: string }) => void = () => {};
    h.http.route('POST user/refresh', () => new Promise((resolve) => (release = resolve)));
    const pending = h.queue.execute(cartUpdate());
    await flush();
    expect(h.queue.tokenRefresh.getSnapshot().context.lock).toBe(1);
    release({ result: 'user-2' });
    await flush();
    expect(h.http.callsTo('POST cart/update')).toHaveLength(1);
    h.clock.increment(999);
    await flush();
    expect(h.http.callsTo('POST cart/update')).toHaveLength(1);
    h.clock.increment(1);
    await flush();
    expect(h.http.callsTo('POST cart/update')).toHaveLength(2);
    await expect(pending).resolves.toMatchObject({ code: 200 });
  });

  it('aborts a task with code 401 and "Error refreshing user token. User is not authorized to access the resource" while the lock is below 0', async () => {
    const h = shop({ refreshAnswers: 'refuse' });
    await settle(h.clock, h.queue.execute(cartUpdate('A')));
    expect(h.queue.tokenRefresh.getSnapshot().context.lock).toBe(-1);
    const calls = h.http.calls.length;
    const aborted = await h.queue.execute(cartUpdate('B'));
    expect(aborted).toMatchObject({
      transmited: false,
      code: 401,
      result: 'Error refreshing user token. User is not authorized to access the resource',
    });
    expect(h.http.calls.length).toBe(calls);
  });

  it('on a refused refresh sets the lock to -1, logs out silently, asks for the sign-up modal and clears untransmitted tasks', async () => {
    const h = shop({ refreshAnswers: 'refuse' });
    h.connectivity.setOnline(false);
    await h.queue.queue(cartUpdate('queued'));
    h.connectivity.setOnline(true);
    await settle(h.clock, h.queue.execute(cartUpdate('A')));
    await flush();
    expect(h.queue.tokenRefresh.getSnapshot().context.lock).toBe(-1);
    expect(h.bus.emitted).toEqual(
      expect.arrayContaining([
        { name: taskQueueEvents.logout, payload: { silent: true } },
        { name: taskQueueEvents.modalShow, payload: 'modal-signup' },
      ]),
    );
    await expect(h.queue.untransmitted()).resolves.toEqual([]);
  });

  it('after too many attempts shows "Internal Application error while refreshing the tokens. Please clear the storage and refresh page." with OK', async () => {
    const h = shop({ refreshAnswers: 'still-invalid' });
    const task = await settle(h.clock, h.queue.execute(cartUpdate()));
    expect(task.code).toBe(401);
    expect(h.http.callsTo('POST user/refresh')).toHaveLength(1);
    expect(h.queue.tokenRefresh.getSnapshot().context.lock).toBe(-1);
    expect(h.notifier.notifications).toContainEqual({
      type: 'error',
      message: { id: refreshMessage },
      action1: { label: { id: 'OK' }, action: 'close' },
    });
    expect(h.bus.emitted.map((e) => e.name)).toEqual(
      expect.arrayContaining([taskQueueEvents.logout, taskQueueEvents.modalShow]),
    );
  });

  it('with automatic refresh off, logs out silently and shows the sign-up modal without a refresh call', async () => {
    const h = shop({ autoRefreshTokens: false });
    const task = await h.queue.execute(cartUpdate());
    expect(task.code).toBe(401);
    expect(h.http.callsTo('POST user/refresh')).toHaveLength(0);
    expect(h.bus.emitted).toEqual([
      { name: taskQueueEvents.logout, payload: { silent: true } },
      { name: taskQueueEvents.modalShow, payload: 'modal-signup' },
    ]);
  });

  it('makes exactly one refresh call for 10 tasks failing with 401 at once', async () => {
    const h = shop();
    const tasks = Array.from({ length: 10 }, (_, i) => h.queue.execute(cartUpdate(`SKU-${i}`)));
    const done = await settle(h.clock, Promise.all(tasks));
    expect(h.http.callsTo('POST user/refresh')).toHaveLength(1);
    expect(done.map((t) => t.code)).toEqual(Array(10).fill(200));
  });
});
