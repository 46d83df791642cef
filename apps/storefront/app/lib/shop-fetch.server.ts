import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';

/** The fetch function the server hands to its HTTP port (`createKyHttp`'s `fetch` option). */
export type ServerFetch = (input: Request | URL | string, init?: RequestInit) => Promise<Response>;

/** Options of {@link createKeepAliveFetch}. */
export interface KeepAliveFetchOptions {
  /**
   * The most connections to one API origin at a time (more requests wait for one). @default
   * Infinity: as the global fetch, a call never queues behind others (it would spend its budget
   * waiting for a connection).
   */
  maxSockets?: number;
  /** The most idle connections kept per origin. @default 64 */
  maxFreeSockets?: number;
  /** How long an idle connection is kept open, in ms. @default 4000 */
  idleMs?: number;
}

const decompressors: Record<
  string,
  (body: Buffer, done: (error: Error | null, out: Buffer) => void) => void
> = {
  gzip: gunzip,
  'x-gzip': gunzip,
  deflate: inflate,
  br: brotliDecompress,
};

const unpack = (encoding: string, body: Buffer): Promise<Buffer> => {
  const decompress = decompressors[encoding.trim().toLowerCase()];
  if (!decompress || body.byteLength === 0) return Promise.resolve(body);
  return new Promise((resolve, reject) =>
    decompress(body, (error, out) => (error ? reject(error) : resolve(out))),
  );
};

const nullBodyStatus = new Set([101, 204, 205, 304]);

/**
 * The server's fetch for its shop-API calls (issue 31.2): `node:http` over keep-alive agents, so
 * the calls of every render reuse a few open connections instead of opening one each, without the
 * WHATWG stream machinery of the global fetch on the render path. It answers as fetch does for
 * what the HTTP port uses: status, headers, the body (gzip, deflate and brotli decompressed),
 * abort through the request's signal (rejecting with its reason), and a `TypeError` whose `cause`
 * carries the socket error's `code` when the request fails (`ECONNREFUSED`: never sent). It does
 * not follow redirects (the platform's API answers none). A GET whose reused idle connection the
 * API had just closed (`ECONNRESET` before any answer) is sent once more on a fresh one.
 */
export function createKeepAliveFetch({
  maxSockets = Number.POSITIVE_INFINITY,
  maxFreeSockets = 64,
  idleMs = 4000,
}: KeepAliveFetchOptions = {}): ServerFetch & { sockets: () => number; close: () => void } {
  const agentOptions = { keepAlive: true, keepAliveMsecs: 1000, maxSockets, maxFreeSockets, timeout: idleMs };
  const agents = { http: new HttpAgent(agentOptions), https: new HttpsAgent(agentOptions) };
  let opened = 0;
  for (const agent of Object.values(agents)) {
    const create = agent.createConnection.bind(agent) as (...args: unknown[]) => unknown;
    (agent as unknown as { createConnection: (...args: unknown[]) => unknown }).createConnection = (
      ...args
    ) => {
      opened += 1;
      return create(...args);
    };
  }

  const send = (
    url: URL,
    method: string,
    headers: Record<string, string>,
    body: Buffer | undefined,
    signal: AbortSignal | null | undefined,
    retry: boolean,
  ): Promise<Response> =>
    new Promise<Response>((resolve, reject) => {
      const https = url.protocol === 'https:';
      const req = (https ? httpsRequest : httpRequest)(url, {
        method,
        headers,
        agent: https ? agents.https : agents.http,
      });
      let answered = false;
      const onAbort = () => {
        req.destroy();
        reject(signal?.reason ?? new DOMException('This operation was aborted', 'AbortError'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal?.removeEventListener('abort', onAbort);
      req.on('error', (error: NodeJS.ErrnoException) => {
        settle();
        if (signal?.aborted) return;
        if (!answered && retry && req.reusedSocket && error.code === 'ECONNRESET') {
          send(url, method, headers, body, signal, false).then(resolve, reject);
          return;
        }
        reject(new TypeError('fetch failed', { cause: error }));
      });
      req.on('response', (res: IncomingMessage) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => {
          settle();
          if (!signal?.aborted) reject(new TypeError('fetch failed', { cause: error }));
        });
        res.on('end', () => {
          settle();
          const responseHeaders = new Headers();
          const raw = res.rawHeaders;
          for (let i = 0; i < raw.length; i += 2) responseHeaders.append(raw[i]!, raw[i + 1]!);
          const status = res.statusCode ?? 502;
          const encoding = responseHeaders.get('content-encoding');
          const whole = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
          const finish = (payload: Buffer) => {
            if (encoding) {
              responseHeaders.delete('content-encoding');
              responseHeaders.delete('content-length');
            }
            resolve(
              new Response(
                nullBodyStatus.has(status) || method === 'HEAD' ? null : (payload as Uint8Array<ArrayBuffer>),
                {
                  status,
                  statusText: res.statusMessage ?? '',
                  headers: responseHeaders,
                },
              ),
            );
          };
          if (!encoding) finish(whole);
          else
            unpack(encoding, whole).then(finish, (error: unknown) =>
              reject(new TypeError('fetch failed', { cause: error })),
            );
        });
      });
      if (body) req.end(body);
      else req.end();
    });

  const fetch = async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    // ky hands over its Request and the options fetch does not know (no request options).
    const request = input instanceof Request ? input : new Request(input, init);
    const signal = request.signal;
    if (signal.aborted) throw signal.reason;
    const headers: Record<string, string> = {};
    for (const [name, value] of request.headers) headers[name] = value;
    headers['accept-encoding'] ??= 'gzip, deflate, br';
    const method = request.method;
    const body =
      method === 'GET' || method === 'HEAD' || request.body === null
        ? undefined
        : Buffer.from(await request.arrayBuffer());
    if (body) headers['content-length'] = String(body.byteLength);
    return send(new URL(request.url), method, headers, body, signal, method === 'GET' || method === 'HEAD');
  };
  return Object.assign(fetch, {
    /** How many connections the agents have opened so far. */
    sockets: () => opened,
    /** Closes the idle connections (a test's or a shutdown's end). */
    close: () => {
      agents.http.destroy();
      agents.https.destroy();
    },
  });
}
