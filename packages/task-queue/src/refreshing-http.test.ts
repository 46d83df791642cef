import { createFakeShopHttp } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createRefreshingHttp, type TokenRefreshPort } from './index.ts';

function fakeRefresh(outcome: { token: string | null }, tokens: { current: string | null }) {
  let lock = 0;
  const listeners = new Set<(lock: number) => void>();
  const set = (next: number) => {
    lock = next;
    for (const l of [...listeners]) l(lock);
  };
  const calls: string[] = [];
  const port: TokenRefreshPort = {
    lock: () => lock,
    invalid() {
      calls.push('invalid');
      set(1);
      queueMicrotask(() => {
        if (outcome.token) tokens.current = outcome.token;
        set(outcome.token ? 0 : -1);
      });
    },
    accepted: () => calls.push('accepted'),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { port, calls };
}

describe('direct user-token calls and the token refresh (commerce-core §4 token refresh)', () => {
  const routes = {
    'GET user/me': (request: { query?: Record<string, unknown> }) =>
      request.query?.token === 'fresh'
        ? { result: { id: 1 } }
        : { status: 401, code: 401, result: 'Invalid token - need to be revalidated' },
  };

  it('refreshes an expired access token and sends the call again with the new one', async () => {
    const tokens = { current: 'old' as string | null };
    const { port, calls } = fakeRefresh({ token: 'fresh' }, tokens);
    const http = createRefreshingHttp({
      http: createFakeShopHttp(routes as never),
      getToken: () => tokens.current,
      refresh: port,
    });
    const answer = await http.request({ method: 'GET', path: 'user/me', query: { token: 'old' } });
    expect(answer.code).toBe(200);
    expect(calls).toEqual(['invalid', 'accepted']);
  });

  it('hands back the 401 when the refresh fails (the machine logs out and shows the sign-up modal)', async () => {
    const tokens = { current: 'old' as string | null };
    const { port } = fakeRefresh({ token: null }, tokens);
    const http = createRefreshingHttp({
      http: createFakeShopHttp(routes as never),
      getToken: () => tokens.current,
      refresh: port,
    });
    const answer = await http.request({ method: 'GET', path: 'user/me', query: { token: 'old' } });
    expect(answer.code).toBe(401);
  });

  it('leaves calls without the user token alone', async () => {
    const tokens = { current: 'old' as string | null };
    const { port, calls } = fakeRefresh({ token: 'fresh' }, tokens);
    const http = createRefreshingHttp({
      http: createFakeShopHttp(routes as never),
      getToken: () => tokens.current,
      refresh: port,
    });
    const answer = await http.request({ method: 'GET', path: 'user/me' });
    expect(answer.code).toBe(401);
    expect(calls).toEqual([]);
  });

  it('issue 14.2: a call answered 401 after another call already refreshed the token is sent again with the new token', async () => {
    const tokens = { current: 'old' as string | null };
    const { port, calls } = fakeRefresh({ token: 'fresh' }, tokens);
    const http = createRefreshingHttp({
      http: createFakeShopHttp(routes as never),
      getToken: () => tokens.current,
      refresh: port,
    });
    // The first call's refresh has finished (the token is new, the lock free) when the 401 of the
    // second call, sent with the old token, arrives.
    tokens.current = 'fresh';
    const answer = await http.request({ method: 'GET', path: 'user/me', query: { token: 'old' } });
    expect(answer.code).toBe(200);
    expect(calls).toEqual(['accepted']);
  });

  it('issue 14.2: every call waiting behind one refresh is sent again with the new token, with one refresh', async () => {
    const tokens = { current: 'old' as string | null };
    const { port, calls } = fakeRefresh({ token: 'fresh' }, tokens);
    const http = createRefreshingHttp({
      http: createFakeShopHttp(routes as never),
      getToken: () => tokens.current,
      refresh: port,
    });
    const answers = await Promise.all(
      [1, 2, 3].map(() => http.request({ method: 'GET', path: 'user/me', query: { token: 'old' } })),
    );
    expect(answers.map((a) => a.code)).toEqual([200, 200, 200]);
    expect(calls.filter((c) => c === 'invalid')).toHaveLength(1);
  });
});
