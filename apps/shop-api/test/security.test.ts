import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createSimulatedClock, type SimulatedClock } from '@kauppa/ports';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopApiApp, type ShopApiApp, startShopApi } from '../src/index.ts';
import { address } from './support.ts';

// Issue 18: the reference shop API probed as an attacker would. One test per defect (items 1–6),
// each named after it; every one of them failed on the server before the issue.

// Every scrypt run is counted (the real function runs): an unknown account must cost the server
// what a known one does, without a test measuring durations (issue 18.6).
const scryptRuns = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  const scrypt = ((...args: Parameters<typeof original.scrypt>) => {
    scryptRuns.count += 1;
    return (original.scrypt as (...a: unknown[]) => void)(...args);
  }) as typeof original.scrypt;
  return { ...original, scrypt, default: { ...original, scrypt } };
});

interface Answer {
  status: number;
  json: { code: number; result: unknown; meta?: { refreshToken?: string } };
}

async function call(
  app: ShopApiApp,
  method: string,
  path: string,
  { body, query = {} }: { body?: unknown; query?: Record<string, string> } = {},
): Promise<Answer> {
  const url = new URL(`http://shop/api/${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await app.fetch(
    new Request(url, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    }),
  );
  const text = await response.text();
  return {
    status: response.status,
    json: text.startsWith('{') ? JSON.parse(text) : { code: 0, result: text },
  };
}

const admin = (app: ShopApiApp, path: string, body?: unknown) =>
  app.fetch(
    new Request(`http://shop/__admin/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );

const adminList = async (app: ShopApiApp, path: string) =>
  ((await (await admin(app, path)).json()) as { result: Array<Record<string, unknown>> }).result;

const SKU = 'BAT-000008';

const orderBody = (orderId: string, products: Array<Record<string, unknown>>, extra = {}) => ({
  order_id: orderId,
  products,
  addressInformation: {
    shippingAddress: address,
    billingAddress: address,
    shipping_carrier_code: 'flatrate',
    shipping_method_code: 'flatrate',
    payment_method_code: 'cashondelivery',
  },
  ...extra,
});

let app: ShopApiApp;
let clock: SimulatedClock;
let users = 0;

async function signUp(
  password = 'salasana1',
): Promise<{ email: string; id: number; token: string; refreshToken: string }> {
  const email = `security-${++users}@example.fi`;
  const created = await call(app, 'POST', 'user/create', {
    body: { customer: { email, firstname: 'Aino', lastname: 'Virtanen' }, password },
  });
  expect(created.status).toBe(200);
  const login = await call(app, 'POST', 'user/login', { body: { username: email, password } });
  expect(login.status).toBe(200);
  return {
    email,
    id: (created.json.result as { id: number }).id,
    token: login.json.result as string,
    refreshToken: login.json.meta?.refreshToken as string,
  };
}

const stockOf = async (sku: string) =>
  ((await call(app, 'GET', 'stock/check', { query: { sku } })).json.result as { qty: number }).qty;

beforeAll(() => {
  clock = createSimulatedClock();
  app = createShopApiApp({ dataDir: ':memory:', clock, scryptCost: 1024 });
});
afterAll(() => app.close());

describe('1. orders: the customer comes from the token (issue 18.1)', () => {
  it('answers 401 to an order naming a user_id without a token, and stores nothing in that history', async () => {
    const victim = await signUp();
    const answer = await call(app, 'POST', 'order', {
      body: orderBody('forged-1', [{ sku: SKU, qty: 1 }], { user_id: String(victim.id) }),
    });
    expect(answer.status).toBe(401);
    expect(answer.json.result).toBe('The token provided is either invalid or expired');
    const history = await call(app, 'GET', 'user/order-history', { query: { token: victim.token } });
    expect((history.json.result as { total_count: number }).total_count).toBe(0);
  });

  it("answers 401 to an order naming another customer's user_id with one's own token", async () => {
    const victim = await signUp();
    const attacker = await signUp();
    const answer = await call(app, 'POST', 'order', {
      query: { token: attacker.token },
      body: orderBody('forged-2', [{ sku: SKU, qty: 1 }], { user_id: String(victim.id) }),
    });
    expect(answer.status).toBe(401);
    expect(answer.json.result).toBe("The consumer isn't authorized to access this customer");
  });

  it("answers 401 to an order on a customer's cart without that customer's token, and the cart stays open", async () => {
    const victim = await signUp();
    const cartId = (await call(app, 'POST', 'cart/create', { query: { token: victim.token } })).json
      .result as string;
    await call(app, 'POST', 'cart/update', {
      query: { token: victim.token, cartId },
      body: { cartItem: { sku: SKU, qty: 1 } },
    });
    const asGuest = await call(app, 'POST', 'order', {
      body: orderBody('forged-3', [{ sku: SKU, qty: 1 }], { cart_id: cartId }),
    });
    expect(asGuest.status).toBe(401);
    expect(asGuest.json.result).toBe("The consumer isn't authorized to access the cart");
    const pulled = await call(app, 'GET', 'cart/pull', { query: { token: victim.token, cartId } });
    expect(pulled.json.result).toHaveLength(1);
  });

  it("places a customer's order with the token in that customer's history", async () => {
    const customer = await signUp();
    const answer = await call(app, 'POST', 'order', {
      query: { token: customer.token },
      body: orderBody('own-1', [{ sku: SKU, qty: 1 }], { user_id: String(customer.id) }),
    });
    expect(answer.status).toBe(200);
    const history = await call(app, 'GET', 'user/order-history', { query: { token: customer.token } });
    expect((history.json.result as { total_count: number }).total_count).toBe(1);
  });
});

describe('2. overselling: quantities summed per sku before the stock check (issue 18.2)', () => {
  it('refuses five lines of one sku each asking for the whole stock, and leaves the stock as it was', async () => {
    await admin(app, 'stock', { sku: SKU, qty: 68 });
    const line = { sku: SKU, qty: 68 };
    const answer = await call(app, 'POST', 'order', {
      body: orderBody('oversell-1', [line, line, line, line, line]),
    });
    expect(answer.status).toBe(400);
    expect(answer.json.result).toBe('Some of the ordered products are not available');
    expect(await stockOf(SKU)).toBe(68);
  });

  it('sums a child of a configurable ordered by its own sku and through its parent', async () => {
    const search = await call(app, 'POST', 'catalog/kauppa_battery_fi/product/_search', {
      body: { query: { bool: { filter: [{ term: { type_id: 'configurable' } }] } }, size: 1 },
    });
    const parent = (
      search.json as unknown as {
        hits: {
          hits: Array<{
            _source: {
              sku: string;
              configurable_options: Array<{ attribute_id: number; attribute_code: string }>;
              configurable_children: Array<Record<string, unknown> & { sku: string }>;
            };
          }>;
        };
      }
    ).hits.hits[0]!._source;
    const option = parent.configurable_options[0]!;
    const child = parent.configurable_children[0]!;
    await admin(app, 'stock', { sku: child.sku, qty: 3 });
    const throughParent = {
      sku: parent.sku,
      qty: 2,
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: option.attribute_id, option_value: child[option.attribute_code] },
          ],
        },
      },
    };
    const answer = await call(app, 'POST', 'order', {
      body: orderBody('oversell-2', [{ sku: child.sku, qty: 2 }, throughParent]),
    });
    expect(answer.status).toBe(400);
    expect(await stockOf(child.sku)).toBe(3);
  });
});

describe('3. impossible quantities and line counts (issue 18.3)', () => {
  it('refuses fractional quantities: 0.001 of a battery in a cart, 1.5 in an order', async () => {
    const cartId = (await call(app, 'POST', 'cart/create')).json.result as string;
    const inCart = await call(app, 'POST', 'cart/update', {
      query: { cartId },
      body: { cartItem: { sku: SKU, qty: 0.001 } },
    });
    expect(inCart.status).toBe(400);
    expect(inCart.json.result).toMatch(/^Invalid request: cartItem\.qty/);
    const inOrder = await call(app, 'POST', 'order', {
      body: orderBody('fraction-1', [{ sku: SKU, qty: 1.5 }]),
    });
    expect(inOrder.status).toBe(400);
    expect(inOrder.json.result).toMatch(/^Invalid request: products\.0\.qty/);
  });

  it('defect (issue 30.6 merge): a refused field without a text of its own is explained in English, not a bare "Invalid input"', async () => {
    const cartId = (await call(app, 'POST', 'cart/create')).json.result as string;
    const answer = await call(app, 'POST', 'cart/update', {
      query: { cartId },
      body: { cartItem: { sku: 42, qty: 1 } },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.result).toBe(
      'Invalid request: cartItem.sku: Invalid input: expected string, received number',
    );
  });

  it('refuses a cart quantity of 1e308, and the totals stay numbers', async () => {
    const cartId = (await call(app, 'POST', 'cart/create')).json.result as string;
    const answer = await call(app, 'POST', 'cart/update', {
      query: { cartId },
      body: `{"cartItem":{"sku":"${SKU}","qty":1e308}}`,
    });
    expect(answer.status).toBe(400);
    const totals = await call(app, 'GET', 'cart/totals', { query: { cartId } });
    expect((totals.json.result as { grand_total: unknown }).grand_total).toBe(0);
  });

  it('refuses an order of 20,000 lines, and one of 201', async () => {
    await admin(app, 'stock', { sku: SKU, qty: 100_000 });
    const justOver = Array.from({ length: 201 }, () => ({ sku: SKU, qty: 1 }));
    const over = await call(app, 'POST', 'order', { body: orderBody('many-lines-0', justOver) });
    expect(over.status).toBe(400);
    expect(over.json.result).toMatch(/^Invalid request: products: /);
    const lines = Array.from({ length: 20_000 }, () => ({ sku: SKU, qty: 1 }));
    const answer = await call(app, 'POST', 'order', { body: orderBody('many-lines-1', lines) });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect((await adminList(app, 'orders')).some((o) => o.client_order_id === 'many-lines-1')).toBe(false);
  });

  it('refuses a cart line beyond the configured number of lines', async () => {
    const small = createShopApiApp({ dataDir: ':memory:', scryptCost: 1024, maxLines: 2 });
    try {
      const cartId = (await call(small, 'POST', 'cart/create')).json.result as string;
      const add = (sku: string) =>
        call(small, 'POST', 'cart/update', { query: { cartId }, body: { cartItem: { sku, qty: 1 } } });
      expect((await add('BAT-000001')).status).toBe(200);
      expect((await add('BAT-000003')).status).toBe(200);
      const third = await add('BAT-000008');
      expect(third.status).toBe(400);
      expect(third.json.result).toBe('A cart holds at most 2 lines');
    } finally {
      small.close();
    }
  });
});

describe('4. request sizes (issue 18.4)', () => {
  it('refuses an unauthenticated 2 MB FAQ question with 413 and stores nothing', async () => {
    const before = (await adminList(app, 'faq-questions')).length;
    const answer = await call(app, 'POST', 'faq/ask', {
      body: { name: 'A', email: 'a@example.fi', question: 'x'.repeat(2_000_000) },
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ code: 413, result: 'The request body is too large' });
    expect(await adminList(app, 'faq-questions')).toHaveLength(before);
  });

  it('counts a chunked body without Content-Length as it arrives (real HTTP server)', async () => {
    const server = await startShopApi({ port: 0, dataDir: ':memory:', scryptCost: 1024 });
    try {
      const chunk = new TextEncoder().encode(`"${'y'.repeat(16_384)}`);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 64) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const response = await fetch(`${server.url}/api/review/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
    } finally {
      await server.close();
    }
  });

  it('refuses a text field beyond its length, here a 20,000-character review', async () => {
    const answer = await call(app, 'POST', 'review/create', {
      body: { review: { product_id: 1, title: 'Hyvä', detail: 'z'.repeat(20_000), nickname: 'Aino' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.result).toBe('Invalid request: review.detail: at most 10000 characters');
  });
});

describe('5. account input (issue 18.5)', () => {
  it.each([
    ['an empty e-mail', ''],
    ['not-an-email', 'not-an-email'],
  ])('refuses a sign-up with %s', async (_, email) => {
    const answer = await call(app, 'POST', 'user/create', {
      body: { customer: { email, firstname: 'A', lastname: 'B' }, password: 'salasana1' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.result).toBe('Invalid request: email: must be an e-mail address');
  });

  it('refuses a sign-up with a 1 MB name', async () => {
    const answer = await call(app, 'POST', 'user/create', {
      body: {
        customer: { email: 'long@example.fi', firstname: 'n'.repeat(1_000_000), lastname: 'B' },
        password: 'salasana1',
      },
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it('answers a profile update with an empty e-mail with 400 and no database error', async () => {
    const user = await signUp();
    const answer = await call(app, 'POST', 'user/me', {
      query: { token: user.token },
      body: { customer: { email: '', firstname: 'A', lastname: 'B' } },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json)).not.toMatch(/sqlite|constraint|SQL/i);
    const me = await call(app, 'GET', 'user/me', { query: { token: user.token } });
    expect((me.json.result as { email: string }).email).toBe(user.email);
  });
});

describe('6. sessions (issue 18.6)', () => {
  beforeEach(() => clock.increment(3_600_000));

  it('rotates the refresh token: a refresh answers a new one', async () => {
    const user = await signUp();
    const refreshed = await call(app, 'POST', 'user/refresh', { body: { refreshToken: user.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.meta?.refreshToken).toEqual(expect.any(String));
    expect(refreshed.json.meta?.refreshToken).not.toBe(user.refreshToken);
  });

  it('revokes the whole family when a spent refresh token is presented again after the grace window', async () => {
    const user = await signUp();
    const refreshed = await call(app, 'POST', 'user/refresh', { body: { refreshToken: user.refreshToken } });
    clock.increment(60_000);
    const reused = await call(app, 'POST', 'user/refresh', { body: { refreshToken: user.refreshToken } });
    expect(reused.status).toBe(401);
    expect(reused.json.result).toBe('The token provided is either invalid or expired');
    const next = refreshed.json.meta?.refreshToken as string;
    expect((await call(app, 'POST', 'user/refresh', { body: { refreshToken: next } })).status).toBe(401);
    const me = await call(app, 'GET', 'user/me', { query: { token: refreshed.json.result as string } });
    expect(me.status).toBe(401);
  });

  it('answers the same new pair to a spent refresh token within the grace window (two tabs at once)', async () => {
    const user = await signUp();
    const first = await call(app, 'POST', 'user/refresh', { body: { refreshToken: user.refreshToken } });
    clock.increment(1_000);
    const second = await call(app, 'POST', 'user/refresh', { body: { refreshToken: user.refreshToken } });
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    const me = await call(app, 'GET', 'user/me', { query: { token: second.json.result as string } });
    expect(me.status).toBe(200);
  });

  it("ends every session's access and refresh tokens on a password change, the one that asked included", async () => {
    const user = await signUp();
    const other = await call(app, 'POST', 'user/login', {
      body: { username: user.email, password: 'salasana1' },
    });
    const changed = await call(app, 'POST', 'user/change-password', {
      query: { token: user.token },
      body: { currentPassword: 'salasana1', newPassword: 'salasana2' },
    });
    expect(changed.status).toBe(200);
    expect(
      (await call(app, 'GET', 'user/me', { query: { token: other.json.result as string } })).status,
    ).toBe(401);
    const stolenRefresh = other.json.meta?.refreshToken as string;
    expect((await call(app, 'POST', 'user/refresh', { body: { refreshToken: stolenRefresh } })).status).toBe(
      401,
    );
    expect((await call(app, 'GET', 'user/me', { query: { token: user.token } })).status).toBe(401);
    const again = await call(app, 'POST', 'user/login', {
      body: { username: user.email, password: 'salasana2' },
    });
    expect(again.status).toBe(200);
  });

  it('ends every access and refresh token on a password reset', async () => {
    const user = await signUp();
    await call(app, 'POST', 'user/reset-password', { body: { email: user.email } });
    const mails = await adminList(app, 'mails');
    const mail = mails.reverse().find((m) => JSON.stringify(m).includes(user.email)) as {
      resetToken?: string;
      data?: { resetToken?: string };
    };
    const resetToken = (mail.resetToken ?? mail.data?.resetToken) as string;
    const reset = await call(app, 'POST', 'user/create-password', {
      body: { email: user.email, newPassword: 'salasana3', resetToken },
    });
    expect(reset.status).toBe(200);
    expect((await call(app, 'GET', 'user/me', { query: { token: user.token } })).status).toBe(401);
    expect(
      (await call(app, 'POST', 'user/refresh', { body: { refreshToken: user.refreshToken } })).status,
    ).toBe(401);
  });

  it('stores only hashes of the tokens, never a token in clear', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kauppa-tokens-'));
    const fileApp = createShopApiApp({ dataDir: dir, scryptCost: 1024 });
    try {
      const email = 'hashes@example.fi';
      await call(fileApp, 'POST', 'user/create', {
        body: { customer: { email, firstname: 'A', lastname: 'B' }, password: 'salasana1' },
      });
      const login = await call(fileApp, 'POST', 'user/login', {
        body: { username: email, password: 'salasana1' },
      });
      const issued = [login.json.result as string, login.json.meta?.refreshToken as string];
      const db = new DatabaseSync(join(dir, 'shop.sqlite'), { readOnly: true });
      const dump = JSON.stringify(db.prepare('SELECT * FROM tokens').all());
      db.close();
      for (const token of issued) {
        expect(dump).not.toContain(token);
        expect(dump).toContain(createHash('sha256').update(token).digest('hex'));
      }
    } finally {
      fileApp.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('throttles sign-ins per account from one address: after 5 failures even the right password answers 429', async () => {
    const user = await signUp();
    for (let i = 0; i < 5; i++) {
      const wrong = await call(app, 'POST', 'user/login', {
        body: { username: user.email, password: `wrong-${i}-pw` },
      });
      expect(wrong.status).toBe(401);
    }
    const right = await call(app, 'POST', 'user/login', {
      body: { username: user.email, password: 'salasana1' },
    });
    expect(right.status).toBe(429);
    expect(right.json.result).toBe(
      'The account sign-in was incorrect or your account is disabled temporarily',
    );
    clock.increment(900_001);
    expect(
      (await call(app, 'POST', 'user/login', { body: { username: user.email, password: 'salasana1' } }))
        .status,
    ).toBe(200);
  });

  // Issue 29.6 replaced the per-address refusal (a CDN or a NAT is every shopper) by a slow-down:
  // test/attack-29.test.ts.

  it('answers an unknown account as a known one with a wrong password: same answer, one password hash each', async () => {
    const user = await signUp();
    scryptRuns.count = 0;
    const known = await call(app, 'POST', 'user/login', {
      body: { username: user.email, password: 'wrong-password' },
    });
    const knownRuns = scryptRuns.count;
    scryptRuns.count = 0;
    const unknown = await call(app, 'POST', 'user/login', {
      body: { username: `nobody-${users}@example.fi`, password: 'wrong-password' },
    });
    expect([unknown.status, unknown.json]).toEqual([known.status, known.json]);
    expect([knownRuns, scryptRuns.count]).toEqual([1, 1]);
  });

  it('does not tell a sign-up that the e-mail has an account, and hashes the password either way', async () => {
    const user = await signUp();
    scryptRuns.count = 0;
    const duplicate = await call(app, 'POST', 'user/create', {
      body: { customer: { email: user.email, firstname: 'A', lastname: 'B' }, password: 'salasana1' },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.json.result).not.toMatch(/exists|same email|already/i);
    expect(scryptRuns.count).toBe(1);
  });
});
