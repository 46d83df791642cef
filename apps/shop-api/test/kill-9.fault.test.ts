import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { address } from './support.ts';

// Issue 18 "Done when": kill -9 of the API process during 1,000 mixed writes (orders, cart
// updates, sign-ups); after a restart every acknowledged write is there, none twice, and
// `PRAGMA integrity_check` is ok. A real child process on loopback, bounded loops.

const WRITES = 1_000;
const KILL_AFTER_ACKNOWLEDGED = 450;
const CONCURRENCY = 8;
const CARTS = 40;
const SKUS = [
  'BAT-000001',
  'BAT-000003',
  'BAT-000006',
  'BAT-000007',
  'BAT-000008',
  'BAT-000009',
  'BAT-000010',
];

const script = fileURLToPath(new URL('./fault/server-process.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'kauppa-kill9-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--conditions=@kauppa/source', script], {
    env: { ...process.env, KAUPPA_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 25_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /LISTENING (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve({ child, url: found[1]! });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}): ${output}`));
    });
  });
}

async function post(
  url: string,
  body?: unknown,
): Promise<{ status: number; json: { code: number; result: unknown } }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, json: (await response.json()) as { code: number; result: unknown } };
}

type Write =
  | { kind: 'order'; orderId: string }
  | { kind: 'cart'; cartId: string; sku: string; qty: number }
  | { kind: 'signup'; email: string };

describe('kill -9 during 1,000 mixed writes (issue 18)', () => {
  it('keeps every acknowledged order, cart line and sign-up exactly once, and the file intact', async () => {
    const first = await startServer();
    const api = `${first.url}/api`;
    expect((await post(`${first.url}/__admin/stock`, { sku: 'BAT-000001', qty: 1_000_000 })).status).toBe(
      200,
    );
    const carts: string[] = [];
    for (let i = 0; i < CARTS; i++) carts.push((await post(`${api}/cart/create`)).json.result as string);

    // Every cart update has its own (cart, sku) line, so each acknowledged one is checkable alone.
    const pairs = carts.flatMap((cartId) => SKUS.map((sku) => ({ cartId, sku })));
    const writes: Write[] = [];
    for (let i = 0; i < WRITES; i++) {
      if (i % 3 === 0) writes.push({ kind: 'order', orderId: `kill9-order-${i}` });
      else if (i % 3 === 1 && pairs.length > 0)
        writes.push({ kind: 'cart', ...pairs.shift()!, qty: (i % 9) + 1 });
      else writes.push({ kind: 'signup', email: `kill9-${i}@example.fi` });
    }

    const acknowledged: Write[] = [];
    let failed = 0;
    let next = 0;
    let killedAt = -1;
    const send = async (write: Write) => {
      try {
        const answer =
          write.kind === 'order'
            ? await post(`${api}/order`, {
                order_id: write.orderId,
                products: [{ sku: 'BAT-000001', qty: 1, price: 5.9 }],
                addressInformation: {
                  shippingAddress: address,
                  billingAddress: address,
                  shipping_carrier_code: 'flatrate',
                  shipping_method_code: 'flatrate',
                  payment_method_code: 'cashondelivery',
                },
              })
            : write.kind === 'cart'
              ? await post(`${api}/cart/update?cartId=${write.cartId}`, {
                  cartItem: { sku: write.sku, qty: write.qty },
                })
              : await post(`${api}/user/create`, {
                  customer: { email: write.email, firstname: 'Kaisa', lastname: 'Kaatuminen' },
                  password: 'salasana1',
                });
        if (answer.status === 200) acknowledged.push(write);
        else failed += 1;
      } catch {
        failed += 1; // the process is gone: not acknowledged
      }
      if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED && killedAt < 0) {
        killedAt = next;
        first.child.kill('SIGKILL');
      }
    };
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < writes.length) await send(writes[next++]!);
      }),
    );
    expect(killedAt).toBeGreaterThan(0);
    expect(
      first.child.signalCode ?? (await new Promise((r) => first.child.once('exit', (_c, s) => r(s)))),
    ).toBe('SIGKILL');

    const second = await startServer();
    try {
      const db = new DatabaseSync(join(dataDir, 'shop.sqlite'), { readOnly: true });
      try {
        expect(db.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
        const count = (sql: string, ...params: string[]) =>
          (db.prepare(sql).get(...params) as { n: number }).n;
        const missing: Write[] = [];
        for (const write of acknowledged) {
          const n =
            write.kind === 'order'
              ? count('SELECT COUNT(*) AS n FROM orders WHERE client_order_id = ?', write.orderId)
              : write.kind === 'cart'
                ? count(
                    'SELECT COUNT(*) AS n FROM cart_items WHERE cart_id = ? AND sku = ? AND qty = ?',
                    write.cartId,
                    write.sku,
                    String(write.qty),
                  )
                : count('SELECT COUNT(*) AS n FROM users WHERE email = ?', write.email);
          if (n !== 1) missing.push(write);
        }
        expect(missing).toEqual([]);
        // None twice, acknowledged or not.
        expect(
          count(
            'SELECT COUNT(*) AS n FROM (SELECT 1 FROM orders GROUP BY client_order_id HAVING COUNT(*) > 1)',
          ),
        ).toBe(0);
        expect(
          count(
            'SELECT COUNT(*) AS n FROM (SELECT 1 FROM cart_items GROUP BY cart_id, sku HAVING COUNT(*) > 1)',
          ),
        ).toBe(0);
        expect(
          count('SELECT COUNT(*) AS n FROM (SELECT 1 FROM users GROUP BY email HAVING COUNT(*) > 1)'),
        ).toBe(0);
        const stored = {
          orders: count("SELECT COUNT(*) AS n FROM orders WHERE client_order_id LIKE 'kill9-order-%'"),
          cartLines: count('SELECT COUNT(*) AS n FROM cart_items'),
          signUps: count("SELECT COUNT(*) AS n FROM users WHERE email LIKE 'kill9-%'"),
        };
        console.log(
          `kill -9 after ${acknowledged.length} acknowledged of ${WRITES} writes (the ${killedAt}th sent; ${failed} not acknowledged): ` +
            `stored ${stored.orders} orders, ${stored.cartLines} cart lines, ${stored.signUps} sign-ups`,
        );
        // The restarted server takes writes again, and the stock went down once per stored order.
        const stock = (await (await fetch(`${second.url}/api/stock/check?sku=BAT-000001`)).json()) as {
          result: { qty: number };
        };
        expect(stock.result.qty).toBe(1_000_000 - stored.orders);
        expect((await post(`${second.url}/api/cart/create`)).status).toBe(200);
      } finally {
        db.close();
      }
    } finally {
      second.child.kill('SIGKILL');
    }
  }, 120_000);
});
