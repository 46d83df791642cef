import type { BackInStockForm, EmailPayload, FaqQuestion, Review } from '@kauppa/contract';
import type { Hono } from 'hono';
import { HttpError, optionalUser, readBody, reply, type ShopContext, textLimits } from '../context.ts';

function decodeData(data: string | undefined): unknown {
  if (!data) throw new HttpError(400, 'The data query parameter is required');
  try {
    return JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
  } catch {
    throw new HttpError(400, 'The data query parameter must be base64 JSON');
  }
}

/** Reviews, newsletter, FAQ questions, mailer and the marketing-provider stand-in (accounts-content §7). */
export function engagementRoutes(app: Hono, ctx: ShopContext): void {
  const now = () => ctx.clock.now();
  const record = (kind: string, data: unknown) =>
    ctx
      .sql('INSERT INTO marketing (kind, data, created_at) VALUES (?, ?, ?)')
      .run(kind, JSON.stringify(data), now());

  app.post('/api/review/create', async (c) => {
    const { review } = await readBody<{ review: Review }>(c, 'review.create', textLimits.longText);
    // The reviewer is the user of a valid token, never a customer_id of the body (issue 29.8):
    // without a token a guest, with an unknown or expired one a 401.
    const stored = { ...review, customer_id: optionalUser(ctx, c), review_status: 2 };
    const info = ctx
      .sql("INSERT INTO reviews (data, status, created_at) VALUES (?, 'pending', ?)")
      .run(JSON.stringify(stored), now());
    return reply(c, 200, { ...stored, id: Number(info.lastInsertRowid), status: 'pending' });
  });

  app.get('/api/ext/mailchimp-subscribe/subscribe', (c) => {
    const email = c.req.query('email');
    if (!email) throw new HttpError(400, 'The email query parameter is required');
    const row = ctx.sql('SELECT subscribed FROM newsletter WHERE email = ?').get(email) as
      | { subscribed: number }
      | undefined;
    return reply(c, 200, row?.subscribed === 1 ? 'subscribed' : 'unsubscribed');
  });
  app.post('/api/ext/mailchimp-subscribe/subscribe', async (c) => {
    const { email } = await readBody<{ email: string }>(c, 'newsletter.subscribe');
    ctx
      .sql('INSERT OR REPLACE INTO newsletter (email, subscribed, updated_at) VALUES (?, 1, ?)')
      .run(email, now());
    return reply(c, 200, 'subscribed');
  });
  app.delete('/api/ext/mailchimp-subscribe/subscribe', async (c) => {
    const { email } = await readBody<{ email: string }>(c, 'newsletter.unsubscribe');
    ctx
      .sql('INSERT OR REPLACE INTO newsletter (email, subscribed, updated_at) VALUES (?, 0, ?)')
      .run(email, now());
    return reply(c, 200, 'unsubscribed');
  });

  app.post('/api/faq/ask', async (c) => {
    const question = await readBody<FaqQuestion>(c, 'faq.ask', textLimits.longText);
    ctx
      .sql('INSERT INTO faq_questions (data, created_at) VALUES (?, ?)')
      .run(JSON.stringify(question), now());
    return reply(c, 200, 'OK');
  });

  app.post('/api/ext/mail-service/send-email', async (c) => {
    const email = await readBody<EmailPayload>(c, 'mail.send', textLimits.longText);
    if (!email.targetAddress.includes('@'))
      throw new HttpError(400, 'Could not send an email, try again later.');
    ctx.sql('INSERT INTO mails (data, created_at) VALUES (?, ?)').run(JSON.stringify(email), now());
    return reply(c, 200, 'Email sent');
  });
  app.get('/api/ext/mail-service/get-token', (c) => reply(c, 200, 'mail-token'));

  app.post('/api/marketing/subscribe/advanced', async (c) => {
    record('subscribe-advanced', await readBody(c, 'marketing.subscribeAdvanced'));
    return reply(c, 200, { success: true });
  });
  app.get('/api/marketing/subscribe', (c) => {
    const email = c.req.query('email');
    if (!email) throw new HttpError(400, 'The email query parameter is required');
    const rows = ctx
      .sql(
        "SELECT kind FROM marketing WHERE kind IN ('subscribe', 'unsubscribe', 'subscribe-advanced') AND json_extract(data, '$.email') = ? ORDER BY id DESC LIMIT 1",
      )
      .get(email) as { kind: string } | undefined;
    return reply(c, 200, { success: rows !== undefined && rows.kind !== 'unsubscribe' });
  });
  app.post('/api/marketing/subscribe', async (c) => {
    record('subscribe', await readBody(c, 'marketing.subscribe'));
    return reply(c, 200, { success: true });
  });
  app.delete('/api/marketing/subscribe', async (c) => {
    record('unsubscribe', await readBody(c, 'marketing.unsubscribe'));
    return reply(c, 200, { success: true });
  });
  app.get('/api/marketing/identify', (c) => {
    record('identify', decodeData(c.req.query('data')));
    return reply(c, 200, { success: true });
  });
  app.get('/api/marketing/track', (c) => {
    record('track', decodeData(c.req.query('data')));
    return reply(c, 200, { success: true });
  });
  app.post('/api/marketing/back-in-stock', async (c) => {
    const form = (await c.req.parseBody()) as Record<string, unknown>;
    const fields: Array<keyof BackInStockForm> = [
      'a',
      'email',
      'g',
      'variant',
      'product',
      'platform',
      'store',
      'subscribe_for_newsletter',
    ];
    const missing = fields.find((f) => typeof form[f] !== 'string');
    if (missing) throw new HttpError(400, `Invalid request: ${missing}: required`);
    const long = Object.keys(form).find(
      (f) =>
        f.length > textLimits.name ||
        typeof form[f] !== 'string' ||
        (form[f] as string).length > textLimits.text,
    );
    if (long !== undefined) throw new HttpError(400, `Invalid request: ${long.slice(0, 40)}: too long`);
    record('back-in-stock', form);
    return reply(c, 200, { success: true });
  });
}
