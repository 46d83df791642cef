import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The fault switches of the loopback shop (mirroring the reference shop API's). */
export type Fault = 'none' | 'non-json' | 'empty-body' | 'status-500' | 'latency';

/**
 * A small loopback shop API on node:http for the integration tests: cart/update and order with
 * Idempotency-Key de-duplication, user/refresh, token expiry and fault switches. Envelope `{ code, result }`.
 */
export async function startLoopbackShop({ latencyMs = 200 }: { latencyMs?: number } = {}) {
  const state = {
    validTokens: new Set(['user-1']),
    refreshTokens: new Map([['refresh-1', 1]]),
    tokenCounter: 1,
    /** Idempotency key → how many times the write was received. */
    received: new Map<string, number>(),
    /** The effects of the writes, each applied once per idempotency key (the sku or order id). */
    effects: [] as string[],
    requests: 0,
    refreshCalls: 0,
    fault: 'none' as Fault,
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };

  const server = createServer(async (req, res) => {
    state.requests += 1;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/api\//, '');
    const body = req.method === 'POST' ? await readBody(req) : {};
    switch (state.fault) {
      case 'non-json':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>maintenance</html>');
        return;
      case 'empty-body':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end();
        return;
      case 'status-500':
        send(res, 500, { code: 500, result: 'Internal Server Error' });
        return;
      case 'latency':
        await new Promise((resolve) => setTimeout(resolve, latencyMs));
        break;
      default:
        break;
    }
    if (path === 'user/refresh') {
      state.refreshCalls += 1;
      const refreshToken = String(body.refreshToken ?? '');
      if (!state.refreshTokens.has(refreshToken))
        return send(res, 401, { code: 401, result: 'Invalid refresh token' });
      state.tokenCounter += 1;
      const token = `user-${state.tokenCounter}`;
      state.validTokens.add(token);
      return send(res, 200, { code: 200, result: token, meta: { refreshToken } });
    }
    if (path === 'cart/update' || path === 'order') {
      const token = url.searchParams.get('token') ?? '';
      if (path === 'cart/update' && !state.validTokens.has(token)) {
        return send(res, 401, { code: 401, result: 'Invalid token' });
      }
      const key = String(req.headers['idempotency-key'] ?? `anonymous-${state.requests}`);
      const seen = state.received.get(key) ?? 0;
      state.received.set(key, seen + 1);
      if (seen === 0) {
        const item = (body.cartItem as { sku?: string } | undefined)?.sku ?? String(body.order_id ?? key);
        state.effects.push(item);
      }
      return send(res, 200, { code: 200, result: { applied: key, replay: seen > 0 } });
    }
    if (path === 'stock/check') {
      return send(res, 200, {
        code: 200,
        result: { sku: url.searchParams.get('sku'), qty: 5, is_in_stock: true },
      });
    }
    return send(res, 404, { code: 404, result: `No route ${req.method} ${path}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    state,
    /** Makes every user token issued so far invalid (forced token expiry). */
    expireTokens() {
      state.validTokens.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
