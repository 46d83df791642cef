import { defaultShopConfig } from '@kauppa/config';
import type { CustomerAddress, CustomerInput } from '@kauppa/contract';
import type { Hono } from 'hono';
import {
  HttpError,
  hashPassword,
  issueToken,
  messages,
  readBody,
  reply,
  requireUser,
  type ShopContext,
  tokenUser,
  verifyPassword,
} from '../context.ts';

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
    if (password.length < 8)
      throw new HttpError(400, 'Minimum length of this field must be equal or greater than 8 symbols.');
    if (ctx.sql('SELECT id FROM users WHERE email = ?').get(customer.email))
      throw new HttpError(400, messages.duplicateEmail);
    const hash = await hashPassword(password, settings.scryptCost);
    if (ctx.sql('SELECT id FROM users WHERE email = ?').get(customer.email))
      throw new HttpError(400, messages.duplicateEmail);
    const info = ctx
      .sql(
        'INSERT INTO users (email, firstname, lastname, password, group_id, created_at) VALUES (?, ?, ?, ?, 1, ?)',
      )
      .run(customer.email, customer.firstname, customer.lastname, hash, ctx.clock.now());
    const id = Number(info.lastInsertRowid);
    if (customer.addresses?.length) saveCustomer(ctx, id, { ...customer, id });
    return reply(c, 200, profile(ctx, id));
  });

  app.post('/api/user/login', async (c) => {
    const { username, password } = await readBody<{ username: string; password: string }>(c, 'user.login');
    const row = ctx.sql('SELECT id, password FROM users WHERE email = ?').get(username) as
      | { id: number; password: string }
      | undefined;
    if (!row || !(await verifyPassword(password, row.password))) return reply(c, 401, messages.wrongSignIn);
    const token = issueToken(ctx, 'access', row.id, settings.accessTokenTtlMs);
    const refreshToken = issueToken(ctx, 'refresh', row.id, settings.refreshTokenTtlMs);
    return reply(c, 200, token, { meta: { refreshToken } });
  });

  app.post('/api/user/refresh', async (c) => {
    const { refreshToken } = await readBody<{ refreshToken: string }>(c, 'user.refresh');
    const userId = tokenUser(ctx, refreshToken, 'refresh');
    if (userId === undefined) return reply(c, 401, messages.invalidToken);
    return reply(c, 200, issueToken(ctx, 'access', userId, settings.accessTokenTtlMs), {
      meta: { refreshToken },
    });
  });

  app.post('/api/user/reset-password', async (c) => {
    const { email } = await readBody<{ email: string }>(c, 'user.resetPassword');
    const row = ctx.sql('SELECT id, email FROM users WHERE email = ?').get(email) as
      | { id: number; email: string }
      | undefined;
    if (row) {
      const token = issueToken(ctx, 'reset', row.id, settings.resetTokenTtlMs);
      const link = `${settings.storefrontUrl}/create-password/token/${token}/email/${encodeURIComponent(row.email)}`;
      ctx.sql('INSERT INTO mails (data, created_at) VALUES (?, ?)').run(
        JSON.stringify({
          sourceAddress: 'noreply@kauppa.example',
          targetAddress: row.email,
          subject: 'Reset your password',
          emailText: `Set a new password: ${link}`,
          resetToken: token,
          link,
        }),
        ctx.clock.now(),
      );
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
    if (newPassword.length < 8)
      throw new HttpError(400, 'Minimum length of this field must be equal or greater than 8 symbols.');
    ctx
      .sql('UPDATE users SET password = ? WHERE id = ?')
      .run(await hashPassword(newPassword, settings.scryptCost), row.id);
    ctx.sql("DELETE FROM tokens WHERE kind = 'reset' AND user_id = ?").run(row.id);
    return reply(c, 200, 'OK');
  });

  app.get('/api/user/me', (c) => reply(c, 200, profile(ctx, requireUser(ctx, c))));

  app.post('/api/user/me', async (c) => {
    const userId = requireUser(ctx, c);
    const { customer } = await readBody<{ customer: CustomerInput }>(c, 'user.updateMe');
    saveCustomer(ctx, userId, customer);
    return reply(c, 200, profile(ctx, userId));
  });

  app.post('/api/user/change-password', async (c) => {
    const userId = requireUser(ctx, c);
    const { currentPassword, newPassword } = await readBody<{ currentPassword: string; newPassword: string }>(
      c,
      'user.changePassword',
    );
    const row = userRow(ctx, userId);
    if (!(await verifyPassword(currentPassword, row.password)))
      return reply(c, 400, { errorMessage: messages.wrongPassword });
    if (newPassword.length < 8)
      return reply(c, 400, {
        errorMessage: 'Minimum length of this field must be equal or greater than 8 symbols.',
      });
    ctx
      .sql('UPDATE users SET password = ? WHERE id = ?')
      .run(await hashPassword(newPassword, settings.scryptCost), userId);
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
    saveCustomer(ctx, userId, customer);
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
