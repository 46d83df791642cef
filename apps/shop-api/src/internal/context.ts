import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { EndpointName } from '@kauppa/contract';
import { endpoints } from '@kauppa/contract/schemas';
import type { Clock } from '@kauppa/ports';
import type { Context } from 'hono';
import type { CatalogState } from './catalog-state.ts';
import type { Faults } from './faults.ts';

/** Resolved options of the app. */
export interface ShopSettings {
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  resetTokenTtlMs: number;
  scryptCost: number;
  storefrontUrl: string;
}

/** Everything a route needs. */
export interface ShopContext {
  db: DatabaseSync;
  /** The prepared statement of a constant SQL text, prepared once and cached (see `statementCache`). */
  sql(text: string): StatementSync;
  catalog: CatalogState;
  clock: Clock;
  settings: ShopSettings;
  faults: Faults;
  random: () => number;
}

/**
 * A cache of prepared statements by SQL text: preparing costs more than running most of this
 * server's statements, so each constant text is prepared once. Only for constant texts (the cache
 * is never pruned).
 */
export function statementCache(db: DatabaseSync): (text: string) => StatementSync {
  const statements = new Map<string, StatementSync>();
  return (text) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
}

/** The spec's texts the server answers with. */
export const messages = {
  wrongSignIn: 'The account sign-in was incorrect or your account is disabled temporarily',
  invalidToken: 'The token provided is either invalid or expired',
  duplicateEmail: 'A customer with the same email already exists in an associated website.',
  couponInvalid: "The coupon code isn't valid",
  couponIncorrect: "You've entered an incorrect coupon code",
  notAvailable: 'Some of the ordered products are not available',
  shippingMissing: 'The shipping method is missing',
  invalidAddress: 'The address in checkout contains invalid data, so the order is cancelled',
  foreignCart: "The consumer isn't authorized to access the cart",
  noSuchConfiguration: 'No such configuration for the product',
  wrongPassword: "The password doesn't match this account. Verify the password and try again.",
} as const;

/** Answers the envelope `{ code, result }` with `code` as the HTTP status. */
export function reply(
  c: Context,
  code: number,
  result: unknown,
  extra: Record<string, unknown> = {},
): Response {
  return c.json({ code, result, ...extra }, code as 200);
}

/** A request error: answered as a 4xx envelope. */
export class HttpError extends Error {
  readonly code: number;
  readonly result: unknown;
  constructor(code: number, result: unknown) {
    super(typeof result === 'string' ? result : JSON.stringify(result));
    this.code = code;
    this.result = result;
  }
}

/** Reads and validates the JSON body of a call against its contract schema. */
export async function readBody<T>(c: Context, name: EndpointName): Promise<T> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
  const schema = endpoints[name] as {
    body?: {
      safeParse(v: unknown): {
        success: boolean;
        data?: unknown;
        error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
      };
    };
  };
  if (!schema.body) return body as T;
  const parsed = schema.body.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error?.issues[0];
    const field = (issue?.path ?? []).map(String).join('.') || '(body)';
    throw new HttpError(400, `Invalid request: ${field}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data as T;
}

/** A random opaque token. */
export function newToken(): string {
  return randomBytes(24).toString('hex');
}

/** Hashes a password with scrypt: `scrypt$N$salt$hash`. */
export function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(password, salt, 32, { N: cost }, (error, key) => {
      if (error) reject(error);
      else resolve(`scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`);
    });
  });
}

/** Checks a password against a stored scrypt hash. */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return Promise.resolve(false);
  const expected = Buffer.from(hash, 'base64');
  return new Promise((resolve) => {
    scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(cost) }, (error, key) => {
      resolve(!error && timingSafeEqual(key, expected));
    });
  });
}

/** Issues a token of a kind for a user. */
export function issueToken(
  ctx: ShopContext,
  kind: 'access' | 'refresh' | 'reset',
  userId: number,
  ttlMs: number,
): string {
  const token = newToken();
  ctx
    .sql('INSERT INTO tokens (token, kind, user_id, expires_at) VALUES (?, ?, ?, ?)')
    .run(token, kind, userId, ctx.clock.now() + ttlMs);
  return token;
}

/** The user id of a valid token of a kind, or undefined (unknown, expired, or forced expiry for access tokens). */
export function tokenUser(
  ctx: ShopContext,
  token: string | undefined,
  kind: 'access' | 'refresh' | 'reset',
): number | undefined {
  if (!token) return undefined;
  if (kind === 'access' && ctx.faults.tokenExpiry) return undefined;
  const row = ctx
    .sql('SELECT user_id, expires_at FROM tokens WHERE token = ? AND kind = ?')
    .get(token, kind) as { user_id: number; expires_at: number } | undefined;
  if (!row || row.expires_at <= ctx.clock.now()) return undefined;
  return row.user_id;
}

/** The user of the `token` query parameter, or a 401 naming the invalid token. */
export function requireUser(ctx: ShopContext, c: Context): number {
  const userId = tokenUser(ctx, c.req.query('token'), 'access');
  if (userId === undefined) throw new HttpError(401, messages.invalidToken);
  return userId;
}
