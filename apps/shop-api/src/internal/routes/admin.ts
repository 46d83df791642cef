import type { Context, Hono } from 'hono';
import { HttpError, reply, type ShopContext } from '../context.ts';
import { type Faults, noFaults } from '../faults.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The remote address of a request on @hono/node-server; undefined for in-process `app.fetch`. */
function remoteAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

function rows(ctx: ShopContext, sql: string, ...params: Array<string | number>): unknown[] {
  return (ctx.sql(sql).all(...params) as Array<Record<string, unknown>>).map((row) => ({
    ...row,
    ...(typeof row.data === 'string' ? { data: JSON.parse(row.data) } : {}),
  }));
}

/**
 * Test and fault-switch endpoints under `/__admin`, answered only to loopback clients (and to
 * in-process `app.fetch`).
 */
export function adminRoutes(app: Hono, ctx: ShopContext): void {
  app.use('/__admin/*', async (c, next) => {
    // The client's address, not a loopback proxy's: behind a trusted proxy on the same host the
    // forwarded client is who asks (issue 29.6).
    const peer = remoteAddress(c);
    const address = peer === undefined ? undefined : ctx.clientAddress(c);
    if (address !== undefined && !LOOPBACK.has(address))
      return reply(c, 403, 'The admin endpoints answer loopback clients only');
    await next();
  });

  app.get('/__admin/faults', (c) => reply(c, 200, ctx.faults));
  app.put('/__admin/faults', async (c) => {
    const patch = (await c.req.json().catch(() => null)) as Partial<Faults> | null;
    if (!patch || typeof patch !== 'object') throw new HttpError(400, 'Malformed JSON body');
    Object.assign(ctx.faults, patch);
    return reply(c, 200, ctx.faults);
  });
  app.delete('/__admin/faults', (c) => {
    Object.assign(ctx.faults, noFaults());
    return reply(c, 200, ctx.faults);
  });

  app.post('/__admin/stock', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      sku?: string;
      qty?: number;
      is_in_stock?: boolean;
      flip?: boolean;
    } | null;
    if (!body?.sku) throw new HttpError(400, 'Invalid request: sku: required');
    const entry = ctx.catalog.bySku(body.sku);
    if (!entry) throw new HttpError(404, `No product with sku ${body.sku}`);
    const stock = entry.doc.stock as { qty: number; is_in_stock: boolean };
    if (body.flip) {
      if (stock.is_in_stock) ctx.catalog.setStock(body.sku, 0, false);
      else ctx.catalog.setStock(body.sku, Math.max(stock.qty, 10), true);
    } else ctx.catalog.setStock(body.sku, body.qty ?? stock.qty, body.is_in_stock);
    return reply(c, 200, { sku: body.sku, ...(entry.doc.stock as object) });
  });

  // The mails as sent (a reset mail with its link) while this process has them; the table alone
  // names a reset token by its hash (issue 29.8).
  app.get('/__admin/mails', (c) =>
    reply(
      c,
      200,
      (rows(ctx, 'SELECT * FROM mails ORDER BY id') as Array<{ id: number; data: unknown }>).map((row) => {
        const sent = ctx.mailbox.delivered(row.id);
        return sent ? { ...row, data: { ...(row.data as object), ...sent } } : row;
      }),
    ),
  );
  app.get('/__admin/marketing', (c) => reply(c, 200, rows(ctx, 'SELECT * FROM marketing ORDER BY id')));
  app.get('/__admin/reviews', (c) => reply(c, 200, rows(ctx, 'SELECT * FROM reviews ORDER BY id')));
  app.get('/__admin/faq-questions', (c) =>
    reply(c, 200, rows(ctx, 'SELECT * FROM faq_questions ORDER BY id')),
  );
  app.get('/__admin/newsletter', (c) => reply(c, 200, rows(ctx, 'SELECT * FROM newsletter ORDER BY email')));
  app.get('/__admin/orders', (c) =>
    reply(
      c,
      200,
      rows(
        ctx,
        'SELECT id, client_order_id, increment_id, user_id, cart_id, grand_total, created_at FROM orders ORDER BY id',
      ),
    ),
  );
}
