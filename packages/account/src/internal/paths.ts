/** The shop API paths of accounts-content §7, relative to the API base (as in `@kauppa/contract`). */
export const accountPaths = {
  login: 'user/login',
  create: 'user/create',
  resetPassword: 'user/reset-password',
  createPassword: 'user/create-password',
  me: 'user/me',
  changePassword: 'user/change-password',
  orderHistory: 'user/order-history',
  addressCreate: (customerId: string | number) =>
    `addresses/create/${encodeURIComponent(String(customerId))}`,
  addressRemove: (addressId: string | number) => `addresses/${encodeURIComponent(String(addressId))}`,
} as const;

const createPasswordRoute = /^\/create-password\/token\/([^/]+)\/email\/([^/]+)\/?$/;

/**
 * The link of the password-reset e-mail: `/create-password/token/{token}/email/{email}`
 * (accounts-content §2).
 *
 * @example
 * createPasswordPath({ token: 'abc', email: 'a@b.fi' }); // '/create-password/token/abc/email/a%40b.fi'
 */
export function createPasswordPath({ token, email }: { token: string; email: string }): string {
  return `/create-password/token/${encodeURIComponent(token)}/email/${encodeURIComponent(email)}`;
}

/**
 * Reads the token and e-mail from a `/create-password/token/{token}/email/{email}` path, or
 * `null` when the path is not that route.
 */
export function parseCreatePasswordPath(path: string): { token: string; email: string } | null {
  const match = createPasswordRoute.exec(path);
  if (!match) return null;
  try {
    return { token: decodeURIComponent(match[1]!), email: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}
