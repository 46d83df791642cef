import { createKyHttp } from '@kauppa/api-client';
import type { ApiRequest, Collections, ShopHttp } from '@kauppa/ports';
import {
  createFakeConnectivity,
  createMemoryCollections,
  createSequentialIds,
  createSimulatedClock,
  type SimulatedClock,
} from '@kauppa/ports';
import { type RunningShopApi, startShopApi } from '@kauppa/shop-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRefreshingHttp, createTaskQueue, type QueueTokens, tokenRefreshPort } from '../src/index.ts';

// Issue 18.6: the reference server rotates refresh tokens (a spent one presented again after a
// short grace window ends the session of every tab). Two tabs share the tokens through storage, as
// the browser's tabs share IndexedDB; each holds its own copy in memory, as `@kauppa/account`'s
// token store does. A tab whose copy is stale must take the pair another tab stored, not send the
// spent refresh token.

const ACCESS_TTL_MS = 60_000;
const GRACE_MS = 30_000;

let server: RunningShopApi;
let clock: SimulatedClock;
let baseUrl: string;
let users = 0;

beforeAll(async () => {
  clock = createSimulatedClock();
  server = await startShopApi({
    port: 0,
    dataDir: ':memory:',
    clock,
    scryptCost: 1024,
    accessTokenTtlMs: ACCESS_TTL_MS,
    refreshGraceMs: GRACE_MS,
  });
  baseUrl = `${server.url}/api`;
});
afterAll(() => server.close());

/** A token store like `@kauppa/account`'s: in memory per tab, persisted to the shared `user` collection. */
interface TabTokens extends QueueTokens {
  getToken(): string | null;
  getRefreshToken(): string | null;
  load(): Promise<void>;
}

function tabTokens(collections: Collections): TabTokens {
  const user = collections.collection<string>('user');
  let token: string | null = null;
  let refreshToken: string | null = null;
  return {
    getToken: () => token,
    getRefreshToken: () => refreshToken,
    async setTokens(next) {
      token = next.token;
      if (next.refreshToken !== undefined) refreshToken = next.refreshToken;
      await user.set('current-token', token);
      if (refreshToken) await user.set('current-refresh-token', refreshToken);
    },
    async load() {
      token = (await user.get('current-token')) ?? null;
      refreshToken = (await user.get('current-refresh-token')) ?? null;
    },
  };
}

/** Counts the refresh calls that reach the server. */
function countingHttp(counter: { refreshes: number }): ShopHttp {
  const base = createKyHttp({ baseUrl });
  return {
    request<T>(request: ApiRequest) {
      if (request.path === 'user/refresh') counter.refreshes += 1;
      return base.request<T>(request);
    },
  };
}

/** One browser tab: its own queue and token copy over the shared storage. */
async function openTab(shared: Collections, counter: { refreshes: number }) {
  const tokens = tabTokens(shared);
  await tokens.load();
  const http = countingHttp(counter);
  const queue = createTaskQueue({
    http,
    storage: createMemoryCollections(),
    tokens,
    connectivity: createFakeConnectivity(true),
    clock,
    ids: createSequentialIds(),
  });
  const direct = createRefreshingHttp({
    http,
    getToken: () => tokens.getToken(),
    refresh: tokenRefreshPort(queue.tokenRefresh),
  });
  const me = async () =>
    (await direct.request({ method: 'GET', path: 'user/me', query: { token: tokens.getToken() ?? '' } }))
      .code;
  return { tokens, me };
}

/** Signs a new customer in and stores the pair in the shared storage (the sign-in tab). */
async function signIn(shared: Collections) {
  const email = `tabs-${++users}@example.fi`;
  const http = createKyHttp({ baseUrl });
  await http.request({
    method: 'POST',
    path: 'user/create',
    body: { customer: { email, firstname: 'Tiina', lastname: 'Tabi' }, password: 'salasana1' },
  });
  const login = await http.request<string>({
    method: 'POST',
    path: 'user/login',
    body: { username: email, password: 'salasana1' },
  });
  await tabTokens(shared).setTokens({
    token: login.result,
    refreshToken: (login.meta as { refreshToken: string }).refreshToken,
  });
}

describe('two tabs and rotating refresh tokens (issue 18.6)', () => {
  it('two tabs whose token expired at once refresh together and both hold the same new pair', async () => {
    const shared = createMemoryCollections();
    await signIn(shared);
    const counter = { refreshes: 0 };
    const [a, b] = [await openTab(shared, counter), await openTab(shared, counter)];
    clock.increment(ACCESS_TTL_MS + 1);
    expect(await Promise.all([a.me(), b.me()])).toEqual([200, 200]);
    expect(a.tokens.getToken()).toBe(b.tokens.getToken());
    expect(a.tokens.getRefreshToken()).toBe(b.tokens.getRefreshToken());
    // The family lives on: the next expiry refreshes again for both.
    clock.increment(ACCESS_TTL_MS + 1);
    expect(await a.me()).toBe(200);
    expect(await b.me()).toBe(200);
    expect(counter.refreshes).toBeLessThanOrEqual(4);
  });

  it('a tab that wakes after another tab refreshed takes the stored pair and sends no spent refresh token', async () => {
    const shared = createMemoryCollections();
    await signIn(shared);
    const counter = { refreshes: 0 };
    const [a, b] = [await openTab(shared, counter), await openTab(shared, counter)];
    clock.increment(ACCESS_TTL_MS + 1);
    expect(await a.me()).toBe(200); // tab A refreshes and stores the new pair
    clock.increment(GRACE_MS + 10_000); // past the grace window, the new access token still valid
    expect(await b.me()).toBe(200); // tab B's copy is stale: it takes A's pair
    expect(counter.refreshes).toBe(1);
    expect(b.tokens.getRefreshToken()).toBe(a.tokens.getRefreshToken());
    expect(await a.me()).toBe(200); // and tab A's session was not revoked
  });
});
