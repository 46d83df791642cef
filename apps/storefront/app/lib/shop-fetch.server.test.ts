import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createKyHttp } from '@kauppa/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createKeepAliveFetch } from './shop-fetch.server.ts';

let server: Server | undefined;
let connections = 0;
const fetches: Array<ReturnType<typeof createKeepAliveFetch>> = [];

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  connections = 0;
  server = createServer(handler);
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const keepAliveFetch = () => {
  const fetch = createKeepAliveFetch();
  fetches.push(fetch);
  return fetch;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on('end', () => resolve(text));
  });

afterEach(async () => {
  for (const fetch of fetches.splice(0)) fetch.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe("the server's fetch of shop-API calls (issue 31.2: keep-alive connections)", () => {
  it('sends ten calls of the HTTP port over one kept-alive connection (issue 31.2)', async () => {
    const base = await listen((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 200, result: { ok: true } }));
    });
    const fetch = keepAliveFetch();
    const http = createKyHttp({ baseUrl: `${base}/api`, ssr: true, retries: 0, fetch });
    for (let i = 0; i < 10; i++) {
      expect(
        (await http.request({ method: 'GET', path: 'stock/check', query: { sku: `A${i}` } })).result,
      ).toEqual({
        ok: true,
      });
    }
    expect(connections).toBe(1);
    expect(fetch.sockets()).toBe(1);
  });

  it('answers a gzip-compressed answer decompressed, as fetch does', async () => {
    const base = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(gzipSync(JSON.stringify({ code: 200, result: 'pakattu' })));
    });
    const http = createKyHttp({ baseUrl: base, ssr: true, retries: 0, fetch: keepAliveFetch() });
    expect((await http.request({ method: 'GET', path: 'x' })).result).toBe('pakattu');
  });

  it("sends a POST's JSON body and headers, and answers the status and body of a refusal", async () => {
    let received: { method?: string; type?: string; body?: string } = {};
    const base = await listen(async (req, res) => {
      received = { method: req.method, type: req.headers['content-type'], body: await readBody(req) };
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 400, result: 'Bad request' }));
    });
    const http = createKyHttp({ baseUrl: base, ssr: true, retries: 0, fetch: keepAliveFetch() });
    expect(await http.request({ method: 'POST', path: 'cart/update', body: { qty: 2 } })).toMatchObject({
      status: 400,
      result: 'Bad request',
    });
    expect(received).toEqual({ method: 'POST', type: 'application/json', body: '{"qty":2}' });
  });

  it("rejects with the signal's reason when the call is aborted (commerce-core §9 budgets)", async () => {
    const base = await listen(() => {
      // Never answers.
    });
    const controller = new AbortController();
    const pending = keepAliveFetch()(new Request(`${base}/slow`, { signal: controller.signal }));
    controller.abort(new DOMException('budget missed', 'TimeoutError'));
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError', message: 'budget missed' });
  });

  it('fails a call to a closed port as never sent (ECONNREFUSED: the HTTP port says notSent)', async () => {
    const base = await listen(() => {});
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    const http = createKyHttp({ baseUrl: base, ssr: true, retries: 0, fetch: keepAliveFetch() });
    await expect(http.request({ method: 'GET', path: 'x' })).rejects.toMatchObject({
      kind: 'network',
      notSent: true,
    });
  });
});
