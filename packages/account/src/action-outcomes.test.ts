import { describe, expect, it } from 'vitest';
import { anna, happyRoutes, setupAccount } from '../test/support.ts';
import type { ProfileUpdateTask } from './index.ts';

// Issue 30.2: every account action a front end calls answers what happened; one kept on this
// device for later says so (never "saved" before the server confirmed it).

const loggedIn = async (options = {}) => {
  const setup = setupAccount(happyRoutes(), options);
  await setup.account.login({ username: anna.email, password: 'secret-pass' });
  return setup;
};

describe('account actions answer what happened (issue 30.2; accounts-content §4 session, §7 POST user/me queued)', () => {
  it('a profile update kept for later answers queued: true with "Your account changes are queued…", not a plain success', async () => {
    const queue = {
      queue: async (task: ProfileUpdateTask) => ({ transmited: false, url: task.url }),
    };
    const { account } = await loggedIn({ queue });
    expect(await account.updateProfile({ ...anna, lastname: 'Korhonen' })).toEqual({
      ok: true,
      queued: true,
      value: { ...anna, lastname: 'Korhonen' },
      message: { id: 'Your account changes are queued and will be saved when you are back online' },
    });
  });

  it('a profile update the server saved is not queued', async () => {
    const queue = {
      queue: async (task: ProfileUpdateTask) => ({ resultCode: 200, result: task.payload.body.customer }),
    };
    const { account } = await loggedIn({ queue });
    const result = await account.updateProfile({ ...anna, firstname: 'Anni' });
    expect(result.ok && result.queued).toBeFalsy();
  });

  it('logout answers ok with "You\'re logged out" (accounts-content §4 session)', async () => {
    const { account } = await loggedIn();
    expect(await account.logout()).toEqual({
      ok: true,
      value: undefined,
      message: { id: "You're logged out" },
    });
  });

  it('a silent logout answers ok without a message', async () => {
    const { account } = await loggedIn();
    expect(await account.logout({ silent: true })).toEqual({ ok: true, value: undefined });
  });
});
