import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { defaultShopConfig } from '@kauppa/config';
import type { EndpointName } from '@kauppa/contract';
import { endpoints } from '@kauppa/contract/schemas';
import type { Clock } from '@kauppa/ports';
import type { Context } from 'hono';
import english from 'zod/v4/locales/en.js';
import type { CatalogState } from './catalog-state.ts';
import type { AddressResolver } from './client-address.ts';
import type { Faults } from './faults.ts';
import type { Mailbox } from './mailbox.ts';

/** Resolved options of the app. */
export interface ShopSettings {
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  resetTokenTtlMs: number;
  scryptCost: number;
  storefrontUrl: string;
  /** How long a rotated refresh token still answers the pair it was rotated into (two tabs refreshing at once). */
  refreshGraceMs: number;
  /** The bounds of an order and a cart (issue 18.3). */
  limits: { maxQty: number; maxLines: number };
  /**
   * Failed sign-ins within `windowMs` (issues 18.6, 29.6): `perAccount` per (client address,
   * account) before that pair is refused; `perAddress` per address and `accountSlowdown` per
   * account before sign-ins wait `delayMs` per failure over the bound (at most `maxDelayMs`).
   */
  loginThrottle: {
    perAccount: number;
    perAddress: number;
    accountSlowdown: number;
    delayMs: number;
    maxDelayMs: number;
    windowMs: number;
  };
  /** Password-reset requests allowed per e-mail and per client address within `windowMs` (issue 29.8). */
  resetThrottle: { perEmail: number; perAddress: number; windowMs: number };
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
  /** The client's address of a request: the socket's peer, or what trusted proxies say (issue 29.6). */
  clientAddress: AddressResolver;
  /** The mails as sent (with their links), in memory; the `mails` table keeps no usable token. */
  mailbox: Mailbox;
  /** A scrypt hash of a random password: checked for an unknown account, so it costs what a known one does. */
  dummyPasswordHash: Promise<string>;
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
  /**
   * A sign-up (or e-mail change) the server refuses for the e-mail address. It does not say
   * whether an account exists (issue 18.6); the client shows its own text for it.
   */
  duplicateEmail:
    'The account could not be created with this e-mail address. If it is yours, sign in or reset the password.',
  couponInvalid: "The coupon code isn't valid",
  couponIncorrect: "You've entered an incorrect coupon code",
  notAvailable: 'Some of the ordered products are not available',
  shippingMissing: 'The shipping method is missing',
  invalidAddress: 'The address in checkout contains invalid data, so the order is cancelled',
  foreignCart: "The consumer isn't authorized to access the cart",
  noSuchConfiguration: 'No such configuration for the product',
  wrongPassword: "The password doesn't match this account. Verify the password and try again.",
  foreignCustomer: "The consumer isn't authorized to access this customer",
  invalidEmail: 'Invalid request: email: must be an e-mail address',
  passwordTooShort: 'Minimum length of this field must be equal or greater than 8 symbols.',
  tooLarge: 'The request body is too large',
  /** The same client order id sent with another order (issue 29.8). */
  orderIdReused: 'The order_id was already used for a different order',
  /**
   * Magento's answer when its password reset protection refuses a request (issue 29.8), `%1` the
   * shop's contact address (`mailer.contactAddress` of `@kauppa/config`).
   */
  tooManyResets: `We received too many requests for password resets. Please wait and try again later or contact ${defaultShopConfig.mailer.contactAddress}.`,
} as const;

/** Length bounds of the text fields (issue 18.4, 18.5). */
export const textLimits = {
  /** Any string in a JSON body, unless the route allows more. */
  text: 2000,
  /** Free text: review details, FAQ questions, e-mail bodies. */
  longText: 10_000,
  /** Names and other one-line fields of an account. */
  name: 255,
  /** RFC 5321: at most 254 characters. */
  email: 254,
  /** scrypt reads all of it: a long password is a cheap way to burn the server's CPU. */
  password: 256,
  /** Nesting depth of a JSON body. */
  depth: 32,
} as const;

/** A simple e-mail check: one `@`, something before it, a dotted domain after it, no spaces. */
export function isEmail(text: unknown): text is string {
  return (
    typeof text === 'string' && text.length <= textLimits.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)
  );
}

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

/**
 * The first string longer than `maxText` (or nesting deeper than `textLimits.depth`) in a JSON
 * value, as `path: reason`, or undefined.
 */
export function oversizedText(value: unknown, maxText: number, path = '', depth = 0): string | undefined {
  if (typeof value === 'string')
    return value.length > maxText ? `${path || '(body)'}: at most ${maxText} characters` : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= textLimits.depth) return `${path || '(body)'}: nested too deep`;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.length > textLimits.name)
      return `${at.slice(0, 40)}…: a key of at most ${textLimits.name} characters`;
    const found = oversizedText(item, maxText, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Reads and validates the JSON body of a call against its contract schema. Every string is at most
 * `maxText` characters (`textLimits.text` unless the route allows more).
 */
export async function readBody<T>(
  c: Context,
  name: EndpointName,
  maxText: number = textLimits.text,
): Promise<T> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
  const oversized = oversizedText(body, maxText);
  if (oversized) throw new HttpError(400, `Invalid request: ${oversized}`);
  const schema = endpoints[name] as {
    body?: {
      safeParse(
        v: unknown,
        context?: { error: (issue: never) => unknown },
      ): {
        success: boolean;
        data?: unknown;
        error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
      };
    };
  };
  if (!schema.body) return body as T;
  // The contract's schemas are zod/mini, which loads no locale: a rule without a text of its own is
  // explained in English, as zod classic did (issue 30.6).
  const parsed = schema.body.safeParse(body, { error: english().localeError });
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

/** What the database holds of a token: its SHA-256, never the token (issue 18.6). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a token of a kind for a user; only its hash is stored. Access and refresh tokens of one
 * sign-in share a `family` (a reused refresh token revokes its family).
 */
export function issueToken(
  ctx: ShopContext,
  kind: 'access' | 'refresh' | 'reset',
  userId: number,
  ttlMs: number,
  family: string | null = null,
): string {
  const token = newToken();
  ctx
    .sql('INSERT INTO tokens (hash, kind, user_id, family, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(tokenHash(token), kind, userId, family, ctx.clock.now() + ttlMs);
  return token;
}

/** A stored token, by its hash. */
export interface TokenRow {
  hash: string;
  kind: string;
  user_id: number;
  family: string | null;
  expires_at: number;
  used_at: number | null;
}

/** The stored row of a valid token of a kind (unknown or expired: undefined). */
export function tokenRow(ctx: ShopContext, token: string | undefined, kind: string): TokenRow | undefined {
  if (!token || token.length > 200) return undefined;
  const row = ctx.sql('SELECT * FROM tokens WHERE hash = ? AND kind = ?').get(tokenHash(token), kind) as
    | TokenRow
    | undefined;
  if (!row || row.expires_at <= ctx.clock.now()) return undefined;
  return row;
}

/** The user id of a valid token of a kind, or undefined (unknown, expired, or forced expiry for access tokens). */
export function tokenUser(
  ctx: ShopContext,
  token: string | undefined,
  kind: 'access' | 'refresh' | 'reset',
): number | undefined {
  if (kind === 'access' && ctx.faults.tokenExpiry) return undefined;
  return tokenRow(ctx, token, kind)?.user_id;
}

/** The user of the `token` query parameter, or a 401 naming the invalid token. */
export function requireUser(ctx: ShopContext, c: Context): number {
  const userId = tokenUser(ctx, c.req.query('token'), 'access');
  if (userId === undefined) throw new HttpError(401, messages.invalidToken);
  return userId;
}

/**
 * The user of an optional `token` query parameter: `null` without one (a guest), a 401 for one
 * that is unknown or expired.
 */
export function optionalUser(ctx: ShopContext, c: Context): number | null {
  const token = c.req.query('token');
  if (!token) return null;
  return requireUser(ctx, c);
}
