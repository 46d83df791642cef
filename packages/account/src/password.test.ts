import { describe, expect, it } from 'vitest';
import { anna, happyRoutes, setupAccount } from '../test/support.ts';
import { createPasswordPath, parseCreatePasswordPath } from './index.ts';

describe('password reset request (accounts-content §4 password reset, §8)', () => {
  it('sends POST user/reset-password {email}', async () => {
    const { account, http, notifier } = setupAccount({
      'POST user/reset-password': () => ({ result: true }),
    });
    const result = await account.requestPasswordReset({ email: anna.email });
    expect(result.ok).toBe(true);
    expect(http.callsTo('POST user/reset-password')[0]?.body).toEqual({ email: anna.email });
    expect(notifier.notifications[0]?.message).toEqual({
      id: 'We have sent a link to reset your password to {email}.',
      params: { email: anna.email },
    });
  });

  it('shows "Error while sending reset password e-mail" on failure', async () => {
    const { account, notifier } = setupAccount({
      'POST user/reset-password': () => ({ status: 500, result: 'x' }),
    });
    const result = await account.requestPasswordReset({ email: anna.email });
    expect(result).toEqual({ ok: false, message: { id: 'Error while sending reset password e-mail' } });
    expect(notifier.ids()).toEqual(['Error while sending reset password e-mail']);
  });

  it('refuses with "Reset password feature does not work while offline!" and sends nothing', async () => {
    const { account, http, connectivity } = setupAccount();
    connectivity.setOnline(false);
    const result = await account.requestPasswordReset({ email: anna.email });
    expect(result).toEqual({
      ok: false,
      message: { id: 'Reset password feature does not work while offline!' },
    });
    expect(http.calls).toEqual([]);
  });
});

describe('emailed link route (accounts-content §2)', () => {
  it('builds and reads /create-password/token/{token}/email/{email}', () => {
    const path = createPasswordPath({ token: 'abc123', email: 'anna+1@example.fi' });
    expect(path).toBe('/create-password/token/abc123/email/anna%2B1%40example.fi');
    expect(parseCreatePasswordPath(path)).toEqual({ token: 'abc123', email: 'anna+1@example.fi' });
  });

  it('reads nothing from another path', () => {
    expect(parseCreatePasswordPath('/recover-password')).toBeNull();
  });
});

describe('new password (accounts-content §4 password reset)', () => {
  const routes = () => ({
    ...happyRoutes(),
    'POST user/create-password': (r: { body?: unknown }) =>
      (r.body as { resetToken: string }).resetToken === 'good-token'
        ? { result: true }
        : { status: 400, result: 'The token provided is either invalid or expired' },
  });

  it('sends POST user/create-password {email, newPassword, resetToken}', async () => {
    const { account, http } = setupAccount(routes());
    await account.createPassword({ email: anna.email, newPassword: 'secret-pass', resetToken: 'good-token' });
    expect(http.callsTo('POST user/create-password')[0]?.body).toEqual({
      email: anna.email,
      newPassword: 'secret-pass',
      resetToken: 'good-token',
    });
  });

  it('shows "The token provided is either invalid or expired" for a bad or expired token', async () => {
    const { account, notifier } = setupAccount(routes());
    const result = await account.createPassword({
      email: anna.email,
      newPassword: 'secret-pass',
      resetToken: 'old',
    });
    expect(result).toEqual({ ok: false, message: { id: 'The token provided is either invalid or expired' } });
    expect(notifier.ids()).toEqual(['The token provided is either invalid or expired']);
  });

  it('logs in automatically after the password is set (login after password creation is on)', async () => {
    const { account } = setupAccount(routes());
    const result = await account.createPassword({
      email: anna.email,
      newPassword: 'secret-pass',
      resetToken: 'good-token',
    });
    expect(result).toEqual({ ok: true, value: { loggedIn: true } });
    expect(account.isAuthorized()).toBe(true);
  });

  it('falls back to manual login when the automatic login fails', async () => {
    const { account } = setupAccount({
      ...routes(),
      'POST user/login': () => ({ status: 500, result: 'x' }),
    });
    const result = await account.createPassword({
      email: anna.email,
      newPassword: 'secret-pass',
      resetToken: 'good-token',
    });
    expect(result).toEqual({ ok: true, value: { loggedIn: false } });
    expect(account.isAuthorized()).toBe(false);
  });

  it('does not log in when login after password creation is off', async () => {
    const { account, http } = setupAccount(routes(), {
      users: { autoRefreshTokens: true, loginAfterCreatePassword: false, orderHistoryPageSize: 20 },
    });
    const result = await account.createPassword({
      email: anna.email,
      newPassword: 'secret-pass',
      resetToken: 'good-token',
    });
    expect(result).toEqual({ ok: true, value: { loggedIn: false } });
    expect(http.callsTo('POST user/login')).toEqual([]);
  });

  it('is refused offline like the reset request (accounts-content §2 offline mode)', async () => {
    const { account, connectivity } = setupAccount(routes());
    connectivity.setOnline(false);
    const result = await account.createPassword({
      email: anna.email,
      newPassword: 'secret-pass',
      resetToken: 'good-token',
    });
    expect(result.ok).toBe(false);
  });
});

describe('change password (accounts-content §5, §8)', () => {
  const login = async (extra = {}) => {
    const setup = setupAccount({ ...happyRoutes(), ...extra });
    await setup.account.login({ username: anna.email, password: 'secret-pass' });
    (setup.notifier.notifications as unknown[]).length = 0;
    return setup;
  };

  it('sends POST user/change-password with the token in the query and shows "Password has successfully been changed"', async () => {
    const { account, http, notifier } = await login({
      'POST user/change-password': () => ({ result: true }),
    });
    const result = await account.changePassword({
      currentPassword: 'secret-pass',
      newPassword: 'new-secret',
    });
    expect(result.ok).toBe(true);
    expect(http.callsTo('POST user/change-password')[0]).toMatchObject({
      query: { token: 'user-token' },
      body: { currentPassword: 'secret-pass', newPassword: 'new-secret' },
    });
    expect(notifier.ids()).toEqual(['Password has successfully been changed']);
  });

  it('signs in again with the new password: the server ended every session with the old one (issue 18.6)', async () => {
    let password = 'secret-pass';
    const { account, http } = await login({
      'POST user/change-password': () => {
        password = 'new-secret';
        return { result: 'OK' };
      },
      'POST user/login': (r: { body?: unknown }) =>
        (r.body as { password: string }).password === password
          ? { result: 'user-token', meta: { refreshToken: 'refresh-token' } }
          : {
              status: 401,
              result: 'The account sign-in was incorrect or your account is disabled temporarily',
            },
    });
    const before = http.callsTo('POST user/login').length;
    const result = await account.changePassword({
      currentPassword: 'secret-pass',
      newPassword: 'new-secret',
    });
    expect(result.ok).toBe(true);
    const logins = http.callsTo('POST user/login');
    expect(logins).toHaveLength(before + 1);
    expect(logins.at(-1)?.body).toEqual({ username: anna.email, password: 'new-secret' });
    expect(account.isAuthorized()).toBe(true);
  });

  it("shows the server's errorMessage on failure", async () => {
    const { account, notifier } = await login({
      'POST user/change-password': () => ({
        status: 400,
        result: { errorMessage: "The password doesn't match this account." },
      }),
    });
    const result = await account.changePassword({ currentPassword: 'wrong', newPassword: 'new-secret' });
    expect(result).toEqual({ ok: false, message: { id: "The password doesn't match this account." } });
    expect(notifier.ids()).toEqual(["The password doesn't match this account."]);
  });

  it('is refused offline', async () => {
    const { account, connectivity, http } = await login();
    connectivity.setOnline(false);
    const before = http.calls.length;
    const result = await account.changePassword({
      currentPassword: 'secret-pass',
      newPassword: 'new-secret',
    });
    expect(result).toEqual({
      ok: false,
      message: { id: 'Changing the password does not work while offline!' },
    });
    expect(http.calls.length).toBe(before);
  });

  it('needs a user token', async () => {
    const { account } = setupAccount();
    const result = await account.changePassword({ currentPassword: 'a', newPassword: 'b' });
    expect(result).toEqual({ ok: false, message: { id: 'You must have to login' } });
  });
});
