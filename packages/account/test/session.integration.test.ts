/**
 * The session and password-reset flows against the reference shop API (`apps/shop-api`) on
 * loopback, through the real ky transport (accounts-content §4 session and password reset).
 */
import { createKyHttp } from '@kauppa/api-client';
import type { SimulatedClock } from '@kauppa/ports';
import {
  createFakeConnectivity,
  createMemoryCollections,
  createRecordingNotifier,
  createSimulatedClock,
} from '@kauppa/ports';
import type { RunningShopApi } from '@kauppa/shop-api';
import { startShopApi } from '@kauppa/shop-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, parseCreatePasswordPath } from '../src/index.ts';

let server: RunningShopApi;
let clock: SimulatedClock;
const resetTokenTtlMs = 3_600_000;

beforeAll(async () => {
  clock = createSimulatedClock({ now: Date.UTC(2026, 0, 10) });
  server = await startShopApi({
    host: '127.0.0.1',
    port: 0,
    dataDir: ':memory:',
    clock,
    batteryProducts: 20,
    scryptCost: 1024,
    resetTokenTtlMs,
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const newShopper = () => {
  const collections = createMemoryCollections();
  const notifier = createRecordingNotifier();
  const http = createKyHttp({ baseUrl: `${server.url}/api` });
  const account = createAccount({
    http,
    collections,
    clock,
    connectivity: createFakeConnectivity(true),
    notifier,
  });
  return { account, collections, notifier, http };
};

let emailCounter = 0;
const register = async () => {
  const email = `shopper${++emailCounter}@example.fi`;
  const shopper = newShopper();
  const result = await shopper.account.register({
    customer: { email, firstname: 'Anna', lastname: 'Virtanen' },
    password: 'first-secret',
  });
  expect(result.ok).toBe(true);
  return { ...shopper, email };
};

/** The reset link the server "e-mailed" last to `email`. */
const lastResetLink = async (email: string) => {
  const answer = (await (await fetch(`${server.url}/__admin/mails`)).json()) as {
    result: Array<{ data: string | { targetAddress: string; link: string } }>;
  };
  const mails = answer.result
    .map(
      (row) =>
        (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as {
          targetAddress: string;
          link: string;
        },
    )
    .filter((mail) => mail.targetAddress === email);
  const link = mails.at(-1)?.link;
  if (!link) throw new Error(`no reset mail for ${email}`);
  return parseCreatePasswordPath(new URL(link).pathname)!;
};

describe('session against the reference shop API', () => {
  it('registers, logs in (token, refresh token, profile, order history) and survives a reload', async () => {
    const { account, collections, email } = await register();
    const state = account.getSnapshot();
    expect(state.authorized).toBe(true);
    expect(state.refreshToken).toEqual(expect.any(String));
    expect(state.current?.email).toBe(email);
    expect(state.orders_history?.items).toEqual([]);

    const reloaded = createAccount({
      http: createKyHttp({ baseUrl: `${server.url}/api` }),
      collections,
      clock,
      connectivity: createFakeConnectivity(true),
    });
    expect(await reloaded.restore()).toBe(true);
    expect(reloaded.getSnapshot().current?.email).toBe(email);
    expect((await reloaded.refreshProfile()).ok).toBe(true);
  });

  it('refuses a wrong password with "The account sign-in was incorrect or your account is disabled temporarily"', async () => {
    const { email } = await register();
    const { account } = newShopper();
    const result = await account.login({ username: email, password: 'wrong-secret' });
    expect(result).toMatchObject({
      ok: false,
      message: { id: 'The account sign-in was incorrect or your account is disabled temporarily' },
    });
    expect(account.isAuthorized()).toBe(false);
  });

  it('answers "A customer with the same email already exists." for a registered e-mail', async () => {
    const { email } = await register();
    const { account } = newShopper();
    const result = await account.register({
      customer: { email, firstname: 'Anna', lastname: 'Virtanen' },
      password: 'first-secret',
    });
    expect(result).toMatchObject({
      ok: false,
      message: { id: 'A customer with the same email already exists.' },
    });
  });

  it("a sign-up with a short password carries the server's length message as its cause; the shopper sees the spec's text (issue 30.4)", async () => {
    const { account } = newShopper();
    const result = await account.register({
      customer: { email: 'short-password@example.fi', firstname: 'Anna', lastname: 'Virtanen' },
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

  it("changes the password, and shows the server's errorMessage for a wrong current password", async () => {
    const { account } = await register();
    const wrong = await account.changePassword({
      currentPassword: 'nope-nope',
      newPassword: 'second-secret',
    });
    expect(wrong).toEqual({
      ok: false,
      message: { id: "The password doesn't match this account. Verify the password and try again." },
    });
    const right = await account.changePassword({
      currentPassword: 'first-secret',
      newPassword: 'second-secret',
    });
    expect(right.ok && right.message).toEqual({ id: 'Password has successfully been changed' });
  });

  it('saves and removes an address, refreshing the profile after both', async () => {
    const { account } = await register();
    const saved = await account.saveAddress({
      firstname: 'Anna',
      lastname: 'Virtanen',
      street: ['Hämeenkatu 5', ''],
      city: 'Tampere',
      country_id: 'FI',
      postcode: '33100',
      telephone: '0401234567',
    });
    expect(saved.ok).toBe(true);
    const address = account.getSnapshot().current?.addresses[0];
    expect(address?.city).toBe('Tampere');
    expect((await account.removeAddress(address?.id)).ok).toBe(true);
    expect(account.getSnapshot().current?.addresses).toEqual([]);
  });

  it('logs out: the session ends and the stored user is gone', async () => {
    const { account, collections, notifier } = await register();
    await account.logout();
    expect(account.isAuthorized()).toBe(false);
    expect(await collections.collection('user').keys()).toEqual([]);
    expect(notifier.ids().at(-1)).toBe("You're logged out");
  });
});

describe('password reset against the reference shop API', () => {
  it('sends the reset e-mail, sets the new password from the emailed link and logs in after password creation', async () => {
    const { email } = await register();
    const { account } = newShopper();
    expect((await account.requestPasswordReset({ email })).ok).toBe(true);
    const link = await lastResetLink(email);
    expect(link.email).toBe(email);

    const result = await account.createPassword({
      email,
      newPassword: 'brand-new-secret',
      resetToken: link.token,
    });
    expect(result).toEqual({ ok: true, value: { loggedIn: true } });
    expect(account.getSnapshot().current?.email).toBe(email);
  });

  it('refuses an expired reset token with "The token provided is either invalid or expired"', async () => {
    const { email } = await register();
    const { account, notifier } = newShopper();
    await account.requestPasswordReset({ email });
    const link = await lastResetLink(email);
    clock.increment(resetTokenTtlMs + 1);

    const result = await account.createPassword({
      email,
      newPassword: 'brand-new-secret',
      resetToken: link.token,
    });
    expect(result).toEqual({ ok: false, message: { id: 'The token provided is either invalid or expired' } });
    expect(notifier.ids()).toEqual([
      'We have sent a link to reset your password to {email}.',
      'The token provided is either invalid or expired',
    ]);
    expect((await account.login({ username: email, password: 'first-secret' })).ok).toBe(true);
  });

  it('refuses an invalid reset token', async () => {
    const { email } = await register();
    const { account } = newShopper();
    const result = await account.createPassword({
      email,
      newPassword: 'brand-new-secret',
      resetToken: 'forged',
    });
    expect(result.ok).toBe(false);
  });
});
