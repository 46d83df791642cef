import { defaultShopConfig } from '@kauppa/config';
import type { CustomerAddress, CustomerInput } from '@kauppa/contract';
import type { Hono } from 'hono';
import {
  HttpError,
  hashPassword,
  isEmail,
  issueToken,
  messages,
  newToken,
  readBody,
  reply,
  requireUser,
  type ShopContext,
  textLimits,
  tokenHash,
  tokenRow,
  tokenUser,
  verifyPassword,
} from '../context.ts';
import { transaction } from '../db.ts';
import { createFailureCounter } from '../throttle.ts';

/** The most addresses of one address book. */
const MAX_ADDRESSES = 50;

/**
 * Checks the account fields of a customer (issue 18.5): an e-mail address when the e-mail is given
 * (or `required`), names of 1 to 255 characters, at most 50 addresses.
 */
function checkCustomer(customer: CustomerInput, required: boolean): void {
  if ((required || customer.email !== undefined) && !isEmail(customer.email))
    throw new HttpError(400, messages.invalidEmail);
  for (const field of ['firstname', 'lastname'] as const) {
    const value = customer[field];
    if (value === undefined && !required) continue;
    if (typeof value !== 'string' || value.trim() === '' || value.length > textLimits.name)
      throw new HttpError(400, `Invalid request: ${field}: from 1 to ${textLimits.name} characters`);
  }
  if ((customer.addresses?.length ?? 0) > MAX_ADDRESSES)
    throw new HttpError(400, `Invalid request: addresses: at most ${MAX_ADDRESSES}`);
}

/** Checks a new password: 8 to 256 characters. */
function passwordProblem(password: string): string | undefined {
  if (password.length < 8) return messages.passwordTooShort;
  if (password.length > textLimits.password)
    return `Maximum length of this field must be equal or less than ${textLimits.password} symbols.`;
  return undefined;
}

/** Revokes every access and refresh token of a user (a password change or reset, issue 18.6). */
function revokeSessions(ctx: ShopContext, userId: number): void {
  ctx.sql("DELETE FROM tokens WHERE user_id = ? AND kind IN ('access', 'refresh')").run(userId);
}

/** A new sign-in: an access token and a refresh token of a new family. */
function newSession(ctx: ShopContext, userId: number): { token: string; refreshToken: string } {
  const family = newToken();
  return {
    token: issueToken(ctx, 'access', userId, ctx.settings.accessTokenTtlMs, family),
    refreshToken: issueToken(ctx, 'refresh', userId, ctx.settings.refreshTokenTtlMs, family),
  };
}

interface UserRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  password: string;
  group_id: number;
  extra: string;
  created_at: number;
}

function userRow(ctx: ShopContext, id: number): UserRow {
  const row = ctx.sql('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  if (!row) throw new HttpError(401, messages.invalidToken);
  return row;
}

/** The profile of a user (accounts-content §3). */
export function profile(ctx: ShopContext, id: number) {
  const row = userRow(ctx, id);
  const addresses = (
    ctx.sql('SELECT id, data FROM addresses WHERE customer_id = ? ORDER BY id').all(id) as Array<{
      id: number;
      data: string;
    }>
  ).map((a) => ({ ...(JSON.parse(a.data) as CustomerAddress), id: a.id, customer_id: id }));
  const extra = JSON.parse(row.extra) as Record<string, unknown>;
  return {
    id: row.id,
    group_id: row.group_id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    store_id: 1,
    website_id: 1,
    created_at: new Date(row.created_at).toISOString(),
    addresses,
    default_billing: addresses.find((a) => a.default_billing)?.id ?? null,
    default_shipping: addresses.find((a) => a.default_shipping)?.id ?? null,
    custom_attributes: (extra.custom_attributes as unknown[] | undefined) ?? [],
    extension_attributes: (extra.extension_attributes as Record<string, unknown> | undefined) ?? {
      is_subscribed: false,
    },
  };
}

/** Replaces a user's names, e-mail and address book with those of `customer`. */
function saveCustomer(ctx: ShopContext, id: number, customer: CustomerInput): void {
  checkCustomer(customer, false);
  const row = userRow(ctx, id);
  if (customer.email && customer.email.toLowerCase() !== row.email.toLowerCase()) {
    const taken = ctx.sql('SELECT id FROM users WHERE email = ? AND id != ?').get(customer.email, id);
    if (taken) throw new HttpError(400, messages.duplicateEmail);
  }
  const extra = JSON.parse(row.extra) as Record<string, unknown>;
  if (customer.custom_attributes) extra.custom_attributes = customer.custom_attributes;
  if (customer.extension_attributes) extra.extension_attributes = customer.extension_attributes;
  ctx
    .sql('UPDATE users SET email = ?, firstname = ?, lastname = ?, extra = ? WHERE id = ?')
    .run(
      customer.email ?? row.email,
      customer.firstname ?? row.firstname,
      customer.lastname ?? row.lastname,
      JSON.stringify(extra),
      id,
    );
  if (customer.addresses) {
    const kept = customer.addresses.filter((a) => a.id !== undefined).map((a) => Number(a.id));
    const existing = (
      ctx.sql('SELECT id FROM addresses WHERE customer_id = ?').all(id) as Array<{ id: number }>
    ).map((r) => r.id);
    for (const addressId of existing)
      if (!kept.includes(addressId)) ctx.sql('DELETE FROM addresses WHERE id = ?').run(addressId);
    for (const address of customer.addresses) {
      const { id: addressId, customer_id: _c, ...data } = address;
      if (addressId !== undefined && existing.includes(Number(addressId)))
        ctx.sql('UPDATE addresses SET data = ? WHERE id = ?').run(JSON.stringify(data), Number(addressId));
      else ctx.sql('INSERT INTO addresses (customer_id, data) VALUES (?, ?)').run(id, JSON.stringify(data));
    }
  }
}

/** User and address-book calls of accounts-content §7. */
export function userRoutes(app: Hono, ctx: ShopContext): void {
  const { settings } = ctx;

  app.post('/api/user/create', async (c) => {
    const { customer, password } = await readBody<{ customer: CustomerInput; password: string }>(
      c,
      'user.create',
    );
    checkCustomer(customer, true);
    const problem = passwordProblem(password);
    if (problem) throw new HttpError(400, problem);
    // The password is hashed whether or not the e-mail is taken: both answers take the same time,
    // and the refusal does not say that an account exists (issue 18.6).
    const hash = await hashPassword(password, settings.scryptCost);
    const id = transaction(ctx.db, () => {
      if (ctx.sql('SELECT id FROM users WHERE email = ?').get(customer.email))
        throw new HttpError(400, messages.duplicateEmail);
      const info = ctx
        .sql(
          'INSERT INTO users (email, firstname, lastname, password, group_id, created_at) VALUES (?, ?, ?, ?, 1, ?)',
        )
        .run(customer.email, customer.firstname, customer.lastname, hash, ctx.clock.now());
      const created = Number(info.lastInsertRowid);
      if (customer.addresses?.length) saveCustomer(ctx, created, { ...customer, id: created });
      return created;
    });
    return reply(c, 200, profile(ctx, id));
  });

  // Failed sign-ins (issues 18.6, 29.6). Refused only per (client address, account): beyond
  // `perAccount` failures that pair answers 429 with the sign-in text, without checking the
  // password — someone guessing elsewhere never locks the owner out. Per address (a CDN, a load
  // balancer or a carrier NAT is every shopper behind it) and per account from every address, the
  // far higher bounds slow sign-ins down instead, and the password is still checked: a correct
  // one always signs in.
  const { perAccount, perAddress, accountSlowdown, delayMs, maxDelayMs, windowMs } = settings.loginThrottle;
  const pairFailures = createFailureCounter(windowMs, () => ctx.clock.now());
  const accountFailures = createFailureCounter(windowMs, () => ctx.clock.now());
  const addressFailures = createFailureCounter(windowMs, () => ctx.clock.now());
  /** The wait before checking a password: `delayMs` per failure over a slow-down bound, at most `maxDelayMs`. */
  const slowDown = (address: string, account: string): number => {
    const over = Math.max(
      addressFailures.count(address) - perAddress + 1,
      accountFailures.count(account) - accountSlowdown + 1,
    );
    return over > 0 ? Math.min(maxDelayMs, over * delayMs) : 0;
  };

  app.post('/api/user/login', async (c) => {
    const { username, password } = await readBody<{ username: string; password: string }>(c, 'user.login');
    const account = username.trim().toLowerCase();
    const address = ctx.clientAddress(c);
    const pair = JSON.stringify([address, account]);
    if (pairFailures.count(pair) >= perAccount) {
      const wait = pairFailures.retryAfterMs(pair);
      c.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
      return reply(c, 429, messages.wrongSignIn);
    }
    const wait = slowDown(address, account);
    if (wait > 0) await new Promise<void>((done) => ctx.clock.setTimeout(done, wait));
    const row =
      password.length > textLimits.password
        ? undefined
        : (ctx.sql('SELECT id, password FROM users WHERE email = ?').get(username) as
            | { id: number; password: string }
            | undefined);
    // An unknown account checks the password against a dummy hash: it answers in the time a known
    // one does, with the same text (issue 18.6).
    const valid = row
      ? await verifyPassword(password, row.password)
      : (await verifyPassword(password.slice(0, textLimits.password), await ctx.dummyPasswordHash)) && false;
    if (!row || !valid) {
      pairFailures.fail(pair);
      accountFailures.fail(account);
      addressFailures.fail(address);
      return reply(c, 401, messages.wrongSignIn);
    }
    pairFailures.clear(pair);
    accountFailures.clear(account);
    const { token, refreshToken } = newSession(ctx, row.id);
    return reply(c, 200, token, { meta: { refreshToken } });
  });

  // A refresh rotates the refresh token (issue 18.6): the presented one is spent, a new pair of the
  // same family answers. A spent one presented again within `refreshGraceMs` answers that same
  // pair (two tabs refreshing at once); later it revokes the whole family (a stolen token).
  const rotated = new Map<string, { token: string; refreshToken: string; until: number }>();
  app.post('/api/user/refresh', async (c) => {
    const { refreshToken } = await readBody<{ refreshToken: string }>(c, 'user.refresh');
    const now = ctx.clock.now();
    for (const [hash, pair] of rotated) if (pair.until < now) rotated.delete(hash);
    const row = tokenRow(ctx, refreshToken, 'refresh');
    if (!row) return reply(c, 401, messages.invalidToken);
    const pair = transaction(ctx.db, () => {
      if (row.used_at !== null) {
        const recent = rotated.get(row.hash);
        if (recent && now - row.used_at <= settings.refreshGraceMs) return recent;
        if (row.family) ctx.sql('DELETE FROM tokens WHERE family = ?').run(row.family);
        else ctx.sql('DELETE FROM tokens WHERE hash = ?').run(row.hash);
        return undefined;
      }
      ctx.sql('UPDATE tokens SET used_at = ? WHERE hash = ?').run(now, row.hash);
      const family = row.family ?? newToken();
      const next = {
        token: issueToken(ctx, 'access', row.user_id, settings.accessTokenTtlMs, family),
        refreshToken: issueToken(ctx, 'refresh', row.user_id, settings.refreshTokenTtlMs, family),
        until: now + settings.refreshGraceMs,
      };
      rotated.set(row.hash, next);
      return next;
    });
    if (!pair) return reply(c, 401, messages.invalidToken);
    return reply(c, 200, pair.token, { meta: { refreshToken: pair.refreshToken } });
  });

  // Reset requests per e-mail address and per client address (issue 29.8): beyond the bound the
  // call answers 429 with Magento's text for it (SecurityViolationException of its password
  // reset protection) and a Retry-After, and sends nothing. Every request counts, for an unknown
  // address too: the answer does not say whether an account exists.
  const { perEmail, perAddress: resetsPerAddress, windowMs: resetWindowMs } = settings.resetThrottle;
  const resetsPerEmail = createFailureCounter(resetWindowMs, () => ctx.clock.now());
  const resetsFromAddress = createFailureCounter(resetWindowMs, () => ctx.clock.now());
  app.post('/api/user/reset-password', async (c) => {
    const { email } = await readBody<{ email: string }>(c, 'user.resetPassword');
    const target = email.trim().toLowerCase();
    const address = ctx.clientAddress(c);
    if (resetsPerEmail.count(target) >= perEmail || resetsFromAddress.count(address) >= resetsPerAddress) {
      const wait = Math.max(resetsPerEmail.retryAfterMs(target), resetsFromAddress.retryAfterMs(address));
      c.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
      return reply(c, 429, messages.tooManyResets);
    }
    resetsPerEmail.fail(target);
    resetsFromAddress.fail(address);
    const row = ctx.sql('SELECT id, email FROM users WHERE email = ?').get(email) as
      | { id: number; email: string }
      | undefined;
    if (row) {
      const token = issueToken(ctx, 'reset', row.id, settings.resetTokenTtlMs);
      const linkTo = (text: string) =>
        `${settings.storefrontUrl}/create-password/token/${text}/email/${encodeURIComponent(row.email)}`;
      const mail = {
        sourceAddress: 'noreply@kauppa.example',
        targetAddress: row.email,
        subject: 'Reset your password',
      };
      // At rest, the mail names its token by hash only (issue 29.8); the link goes out in the
      // mail, kept in memory as delivered.
      const info = ctx.sql('INSERT INTO mails (data, created_at) VALUES (?, ?)').run(
        JSON.stringify({
          ...mail,
          emailText: `Set a new password: ${linkTo('{resetToken}')}`,
          resetTokenHash: tokenHash(token),
        }),
        ctx.clock.now(),
      );
      const link = linkTo(token);
      ctx.mailbox.deliver(Number(info.lastInsertRowid), {
        ...mail,
        emailText: `Set a new password: ${link}`,
        resetToken: token,
        link,
      });
    }
    return reply(c, 200, 'OK');
  });

  app.post('/api/user/create-password', async (c) => {
    const { email, newPassword, resetToken } = await readBody<{
      email: string;
      newPassword: string;
      resetToken: string;
    }>(c, 'user.createPassword');
    const userId = tokenUser(ctx, resetToken, 'reset');
    const row = userId === undefined ? undefined : userRow(ctx, userId);
    if (!row || row.email.toLowerCase() !== email.toLowerCase()) return reply(c, 400, messages.invalidToken);
    const problem = passwordProblem(newPassword);
    if (problem) throw new HttpError(400, problem);
    const hash = await hashPassword(newPassword, settings.scryptCost);
    transaction(ctx.db, () => {
      // Spent once: the token must still be there (two resets racing: only one sets the password).
      const spent = ctx
        .sql("DELETE FROM tokens WHERE hash = ? AND kind = 'reset'")
        .run(tokenHash(resetToken));
      if (spent.changes === 0) throw new HttpError(400, messages.invalidToken);
      ctx.sql('UPDATE users SET password = ? WHERE id = ?').run(hash, row.id);
      // Every session and reset link of the account ends with the new password (issue 18.6).
      revokeSessions(ctx, row.id);
      ctx.sql("DELETE FROM tokens WHERE kind = 'reset' AND user_id = ?").run(row.id);
    });
    return reply(c, 200, 'OK');
  });

  app.get('/api/user/me', (c) => reply(c, 200, profile(ctx, requireUser(ctx, c))));

  app.post('/api/user/me', async (c) => {
    const userId = requireUser(ctx, c);
    const { customer } = await readBody<{ customer: CustomerInput }>(c, 'user.updateMe');
    transaction(ctx.db, () => saveCustomer(ctx, userId, customer));
    return reply(c, 200, profile(ctx, userId));
  });

  app.post('/api/user/change-password', async (c) => {
    const userId = requireUser(ctx, c);
    const { currentPassword, newPassword } = await readBody<{ currentPassword: string; newPassword: string }>(
      c,
      'user.changePassword',
    );
    const row = userRow(ctx, userId);
    if (
      currentPassword.length > textLimits.password ||
      !(await verifyPassword(currentPassword, row.password))
    )
      return reply(c, 400, { errorMessage: messages.wrongPassword });
    const problem = passwordProblem(newPassword);
    if (problem) return reply(c, 400, { errorMessage: problem });
    const hash = await hashPassword(newPassword, settings.scryptCost);
    // Every session of the account ends with the old password (issue 18.6), the one that asked
    // included: the platform's answer is 'OK' alone, so the client signs in again with the new one.
    transaction(ctx.db, () => {
      ctx.sql('UPDATE users SET password = ? WHERE id = ?').run(hash, userId);
      revokeSessions(ctx, userId);
      ctx.sql("DELETE FROM tokens WHERE kind = 'reset' AND user_id = ?").run(userId);
    });
    return reply(c, 200, 'OK');
  });

  app.get('/api/user/order-history', (c) => {
    const userId = requireUser(ctx, c);
    const fallback = defaultShopConfig.users.orderHistoryPageSize;
    const pageSize = Math.max(1, Math.min(100, Number(c.req.query('pageSize') ?? fallback) || fallback));
    const currentPage = Math.max(1, Number(c.req.query('currentPage') ?? 1) || 1);
    const total = (ctx.sql('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(userId) as { n: number })
      .n;
    const rows = ctx
      .sql('SELECT * FROM orders WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
      .all(userId, pageSize, (currentPage - 1) * pageSize) as Array<{
      id: number;
      increment_id: string;
      email: string | null;
      data: string;
      totals: string;
      created_at: number;
    }>;
    const items = rows.map((row) => {
      const order = JSON.parse(row.data) as {
        order_id: string;
        addressInformation: { payment_method_code: string };
      };
      const totals = JSON.parse(row.totals) as {
        grand_total: number;
        tax_amount: number;
        shipping_incl_tax: number;
        subtotal_incl_tax: number;
        items: Array<{ name: string; qty: number; price_incl_tax: number; row_total_incl_tax: number }>;
      };
      const lines = (JSON.parse(row.data) as { products: Array<{ sku: string }> }).products;
      return {
        entity_id: row.id,
        increment_id: row.increment_id,
        store_name: 'Kauppa',
        status: 'pending',
        created_at: new Date(row.created_at).toISOString(),
        customer_email: row.email ?? undefined,
        grand_total: totals.grand_total,
        subtotal_incl_tax: totals.subtotal_incl_tax,
        total_due: totals.grand_total,
        tax_amount: totals.tax_amount,
        shipping_amount: totals.shipping_incl_tax,
        payment: { method: order.addressInformation.payment_method_code },
        // The client's order id, as a Magento extension attribute: lets a client settle an order
        // whose answer it never got (issue 15). The platform's history does not carry it.
        extension_attributes: { client_order_id: order.order_id },
        items: totals.items.map((item, index) => ({
          sku: lines[index]?.sku ?? '',
          name: item.name,
          qty_ordered: item.qty,
          price_incl_tax: item.price_incl_tax,
          row_total_incl_tax: item.row_total_incl_tax,
        })),
      };
    });
    return reply(c, 200, {
      items,
      total_count: total,
      search_criteria: { page_size: pageSize, current_page: currentPage },
    });
  });

  app.put('/api/addresses/create/:customerId', async (c) => {
    const userId = requireUser(ctx, c);
    if (String(userId) !== c.req.param('customerId'))
      throw new HttpError(401, "The consumer isn't authorized to access this customer");
    const { customer } = await readBody<{ customer: CustomerInput }>(c, 'addresses.create');
    transaction(ctx.db, () => saveCustomer(ctx, userId, customer));
    return reply(c, 200, profile(ctx, userId));
  });

  app.delete('/api/addresses/:addressId', (c) => {
    const userId = requireUser(ctx, c);
    const info = ctx
      .sql('DELETE FROM addresses WHERE id = ? AND customer_id = ?')
      .run(Number(c.req.param('addressId')), userId);
    if (info.changes === 0)
      throw new HttpError(404, `No such entity with addressId = ${c.req.param('addressId')}`);
    return reply(c, 200, true);
  });
}
