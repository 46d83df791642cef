import { ApiError } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { anna, happyRoutes, setupAccount } from '../test/support.ts';
import { accountEvents, createTokenStore, userStorageKeys } from './index.ts';

describe('session restore (accounts-content §4 session)', () => {
  it('loads the local user and token from storage; with a token the session is authorised', async () => {
    const { account, collections } = setupAccount();
    const user = collections.collection('user');
    await user.set(userStorageKeys.token, 'stored-token');
    await user.set(userStorageKeys.refreshToken, 'stored-refresh');
    await user.set(userStorageKeys.current, anna);

    expect(await account.restore()).toBe(true);
    const state = account.getSnapshot();
    expect(state).toMatchObject({ token: 'stored-token', refreshToken: 'stored-refresh', authorized: true });
    expect(state.current?.email).toBe(anna.email);
    expect(state.local_data_loaded).toBe(true);
  });

  it('is not authorised without a stored token', async () => {
    const { account } = setupAccount();
    expect(await account.restore()).toBe(false);
    expect(account.getSnapshot()).toMatchObject({ authorized: false, token: null, local_data_loaded: true });
  });
});

describe('login (accounts-content §4 session, §7 user)', () => {
  it('on code 200 stores the token and refresh token, then loads profile and order history', async () => {
    const { account, http, collections } = setupAccount();
    const result = await account.login({ username: anna.email, password: 'secret-pass' });

    expect(result.ok).toBe(true);
    const state = account.getSnapshot();
    expect(state).toMatchObject({ token: 'user-token', refreshToken: 'refresh-token', authorized: true });
    expect(state.current?.firstname).toBe('Anna');
    expect(state.orders_history?.items).toHaveLength(1);
    expect(await collections.collection('user').get(userStorageKeys.token)).toBe('user-token');
    expect(await collections.collection('user').get(userStorageKeys.refreshToken)).toBe('refresh-token');
    expect(http.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST user/login',
      'GET user/me',
      'GET user/order-history',
    ]);
    expect(http.callsTo('POST user/login')[0]?.body).toEqual({
      username: anna.email,
      password: 'secret-pass',
    });
  });

  it('sends the token in the query of user/me and user/order-history (accounts-content §7)', async () => {
    const { account, http } = setupAccount();
    await account.login({ username: anna.email, password: 'secret-pass' });
    expect(http.callsTo('GET user/me')[0]?.query).toEqual({ token: 'user-token' });
    expect(http.callsTo('GET user/order-history')[0]?.query?.token).toBe('user-token');
  });

  it('loads the order history with page size 20, page 1 (accounts-content §7, §9)', async () => {
    const { account, http } = setupAccount();
    await account.login({ username: anna.email, password: 'secret-pass' });
    expect(http.callsTo('GET user/order-history')[0]?.query).toMatchObject({ pageSize: 20, currentPage: 1 });
  });

  it('shows "The account sign-in was incorrect or your account is disabled temporarily" and stays signed out on a rejected login', async () => {
    const { account, notifier } = setupAccount();
    const result = await account.login({ username: anna.email, password: 'wrong' });
    expect(result).toMatchObject({
      ok: false,
      message: { id: 'The account sign-in was incorrect or your account is disabled temporarily' },
    });
    expect(notifier.ids()).toEqual([
      'The account sign-in was incorrect or your account is disabled temporarily',
    ]);
    expect(account.getSnapshot()).toMatchObject({ authorized: false, current: null, token: null });
  });

  it('clears the user when loading the profile after login fails', async () => {
    const { account, collections } = setupAccount({
      ...happyRoutes(),
      'GET user/me': () => ({ status: 500, result: 'boom' }),
    });
    const result = await account.login({ username: anna.email, password: 'secret-pass' });
    expect(result.ok).toBe(false);
    expect(account.getSnapshot()).toMatchObject({
      authorized: false,
      token: null,
      refreshToken: null,
      current: null,
    });
    expect(await collections.collection('user').get(userStorageKeys.token)).toBeUndefined();
  });

  it('clears the user when loading the order history after login fails', async () => {
    const { account } = setupAccount({
      ...happyRoutes(),
      'GET user/order-history': () => ({ status: 500, result: 'boom' }),
    });
    expect((await account.login({ username: anna.email, password: 'secret-pass' })).ok).toBe(false);
    expect(account.getSnapshot().authorized).toBe(false);
  });

  it('announces the login on the event bus for the marketing identification (accounts-content §4 tracking)', async () => {
    const { account, bus } = setupAccount();
    await account.login({ username: anna.email, password: 'secret-pass' });
    expect(bus.emitted.filter((e) => e.name === accountEvents.loggedIn)).toHaveLength(1);
  });

  it('starts the session at the clock time of the login', async () => {
    const { account, clock } = setupAccount();
    await account.login({ username: anna.email, password: 'secret-pass' });
    expect(account.getSnapshot().session_started).toBe(clock.now());
  });
});

describe('register (accounts-content §7 user/create)', () => {
  it('creates the customer with POST user/create {customer, password}, then logs in', async () => {
    const { account, http, notifier } = setupAccount({
      ...happyRoutes(),
      'POST user/create': () => ({ result: anna }),
    });
    const customer = { email: anna.email, firstname: 'Anna', lastname: 'Virtanen' };
    const result = await account.register({ customer, password: 'secret-pass' });
    expect(result.ok).toBe(true);
    expect(http.callsTo('POST user/create')[0]?.body).toEqual({ customer, password: 'secret-pass' });
    expect(notifier.ids()).toEqual(['Your account has been created!', 'You are logged in!']);
    expect(account.isAuthorized()).toBe(true);
  });

  it('shows "A customer with the same email already exists." for a duplicate e-mail', async () => {
    const { account, notifier } = setupAccount({
      'POST user/create': () => ({
        status: 400,
        result: 'A customer with the same email address already exists in an associated website.',
      }),
    });
    const result = await account.register({
      customer: { email: anna.email, firstname: 'Anna', lastname: 'Virtanen' },
      password: 'secret-pass',
    });
    expect(result).toMatchObject({
      ok: false,
      message: { id: 'A customer with the same email already exists.' },
    });
    expect(notifier.ids()).toEqual(['A customer with the same email already exists.']);
  });
});

describe('logout (accounts-content §4 session)', () => {
  const collaborators = () => {
    const calls: string[] = [];
    return {
      calls,
      cart: {
        disconnect: () => void calls.push('cart.disconnect'),
        clear: () => void calls.push('cart.clear'),
      },
      wishlist: { clear: () => void calls.push('wishlist.clear') },
      compare: { clear: () => void calls.push('compare.clear') },
      checkout: { clearDetails: () => void calls.push('checkout.clearDetails') },
    };
  };

  it('ends the session, disconnects and clears the cart, clears wishlist, compare and checkout details', async () => {
    const c = collaborators();
    const { account, collections } = setupAccount(happyRoutes(), c);
    await account.login({ username: anna.email, password: 'secret-pass' });
    await account.logout();
    expect(c.calls).toEqual([
      'cart.disconnect',
      'cart.clear',
      'wishlist.clear',
      'compare.clear',
      'checkout.clearDetails',
    ]);
    expect(account.getSnapshot()).toMatchObject({
      authorized: false,
      token: null,
      current: null,
      orders_history: null,
    });
    expect(await collections.collection('user').keys()).toEqual([]);
  });

  it('shows "You\'re logged out"', async () => {
    const { account, notifier } = setupAccount();
    await account.logout();
    expect(notifier.ids()).toEqual(["You're logged out"]);
  });

  it('shows nothing when the logout is silent', async () => {
    const { account, notifier } = setupAccount();
    await account.logout({ silent: true });
    expect(notifier.ids()).toEqual([]);
  });

  it('announces the logout on the event bus, so the marketing identification resets', async () => {
    const { account, bus } = setupAccount();
    await account.logout({ silent: true });
    expect(bus.emitted).toContainEqual({ name: accountEvents.loggedOut, payload: { silent: true } });
  });

  it('still clears the other lists when one collaborator fails', async () => {
    const c = collaborators();
    const { account } = setupAccount(happyRoutes(), {
      ...c,
      cart: {
        disconnect: () => {
          throw new Error('offline');
        },
        clear: c.cart.clear,
      },
    });
    await account.logout({ silent: true });
    expect(c.calls).toEqual(['cart.clear', 'wishlist.clear', 'compare.clear', 'checkout.clearDetails']);
  });
});

describe('token store (commerce-core §4 token refresh)', () => {
  it('gives the task queue the tokens, and a refresh replaces them in the session too', async () => {
    const { account } = setupAccount();
    await account.login({ username: anna.email, password: 'secret-pass' });
    expect(account.tokens.getToken()).toBe('user-token');
    expect(account.tokens.getRefreshToken()).toBe('refresh-token');
    await account.tokens.setTokens({ token: 'new-token', refreshToken: 'new-refresh' });
    expect(account.getSnapshot()).toMatchObject({ token: 'new-token', refreshToken: 'new-refresh' });
  });

  it('persists the tokens and reads them back in a new store', async () => {
    const { collections } = setupAccount();
    await createTokenStore({ collections }).setTokens({ token: 't', refreshToken: 'r' });
    const again = createTokenStore({ collections });
    await again.load();
    expect([again.getToken(), again.getRefreshToken()]).toEqual(['t', 'r']);
  });

  it('keeps the refresh token when only the token is replaced', async () => {
    const { collections } = setupAccount();
    const tokens = createTokenStore({ collections });
    await tokens.setTokens({ token: 't', refreshToken: 'r' });
    await tokens.setTokens({ token: 't2' });
    expect(tokens.getRefreshToken()).toBe('r');
  });

  it('clear forgets both tokens and ends the authorised session', async () => {
    const { account } = setupAccount();
    await account.login({ username: anna.email, password: 'secret-pass' });
    await account.tokens.clear();
    expect(account.getSnapshot()).toMatchObject({ token: null, refreshToken: null, authorized: false });
  });
});

describe('user group (accounts-content §6)', () => {
  it('takes groupId and groupToken from the profile, for tax', async () => {
    const { account } = setupAccount({
      ...happyRoutes(),
      'GET user/me': () => ({ result: { ...anna, group_id: 4, groupToken: 'group-token' } }),
    });
    await account.login({ username: anna.email, password: 'secret-pass' });
    expect(account.userGroup()).toEqual({ groupId: 4, groupToken: 'group-token' });
  });

  it('has no group without a user', () => {
    const { account } = setupAccount();
    expect(account.userGroup()).toEqual({ groupId: null, groupToken: null });
  });
});

describe('sign-up and sign-in answer the cause (issue 30.4; accounts-content §8 texts)', () => {
  it('a sign-in with the API unreachable is not "wrong credentials": the general error, cause no-answer', async () => {
    const { account, notifier } = setupAccount({
      'POST user/login': () => new ApiError('network', 'fetch failed', { notSent: true }),
    });
    const result = await account.login({ username: anna.email, password: 'secret-pass' });
    expect(result).toEqual({
      ok: false,
      message: { id: 'Something went wrong. Try again in a few seconds.' },
      cause: { kind: 'no-answer', error: 'network' },
    });
    expect(notifier.ids()).toEqual(['Something went wrong. Try again in a few seconds.']);
  });

  it("a sign-in the server refuses shows the spec's text and carries the server's status and reason", async () => {
    const { account } = setupAccount();
    const result = await account.login({ username: anna.email, password: 'wrong-pass' });
    expect(result).toEqual({
      ok: false,
      message: { id: 'The account sign-in was incorrect or your account is disabled temporarily' },
      cause: {
        kind: 'refused',
        status: 401,
        reason: 'The account sign-in was incorrect or your account is disabled temporarily',
      },
    });
  });

  it("a sign-up the server refuses for the password's length carries the server's length message as the reason", async () => {
    const { account } = setupAccount({
      'POST user/create': () => ({
        status: 400,
        result: 'Minimum length of this field must be equal or greater than 8 symbols.',
      }),
    });
    const result = await account.register({
      customer: { email: anna.email, firstname: 'Anna', lastname: 'Virtanen' },
      password: 'short',
    });
    expect(result).toEqual({
      ok: false,
      message: { id: 'Something went wrong. Try again in a few seconds.' },
      cause: {
        kind: 'refused',
        status: 400,
        reason: 'Minimum length of this field must be equal or greater than 8 symbols.',
      },
    });
  });

  it('a sign-up checks the password with the given password rule before sending it (accounts-content §5)', async () => {
    const rule = { id: 'Password must have at least {min} characters.', params: { min: 8 } };
    const { account, http, notifier } = setupAccount(happyRoutes(), {
      checkPassword: (password) => (password.length >= 8 ? undefined : rule),
    });
    const result = await account.register({
      customer: { email: anna.email, firstname: 'Anna', lastname: 'Virtanen' },
      password: 'short',
    });
    expect(result).toEqual({ ok: false, message: rule, cause: { kind: 'invalid', field: 'password' } });
    expect(http.callsTo('POST user/create')).toEqual([]);
    expect(notifier.ids()).toEqual(['Password must have at least {min} characters.']);
  });
});
