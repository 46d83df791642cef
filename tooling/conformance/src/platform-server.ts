import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCatalogSearch, type ElasticsearchOptions } from './elasticsearch.ts';
import { shippedGraphqlAnswer } from './graphql-platform.ts';
import {
  checkGraphqlRequest,
  checkRequest,
  type PlatformRoute,
  platformSearchRequest,
  type Violation,
} from './rules.ts';
import { createStrictPlatform, type StrictPlatformOptions } from './strict-platform.ts';

/** A fault the next `POST order` meets on its way (real sockets, real HTTP). */
export type OrderFault = 'drop-before' | 'drop-after' | 'fail-5xx';

/** One request the server saw. */
export interface SeenRequest {
  method: string;
  path: string;
  route: string | undefined;
}

/** Options of {@link startPlatformServer}. */
export interface PlatformServerOptions {
  /** The reference shop API's base (`http://127.0.0.1:8080`), whose data answers behind the rules. */
  upstream: string;
  /**
   * The Kauppa extension endpoints (address book, FAQ, marketing) are installed; without them the
   * server answers them as the bare platform does, with an HTML 404.
   * @default true
   */
  kauppaExtensions?: boolean;
  /**
   * The store views the platform is configured with, read from `/graphql/{storeCode}/`.
   * @default the reference server's: de, it, en, fi
   */
  storeCodes?: readonly string[];
  /**
   * The search engine behind the catalogue search: Elasticsearch 5 or 7, mapping, indices, tax
   * (issue 27). Its `esVersion` also decides how the shipped GraphQL resolvers answer
   * (`shippedGraphqlAnswer`, issue 27.9).
   */
  elasticsearch?: ElasticsearchOptions;
  /** The Magento, JSON-schema, mail-service and answer rules' settings (issue 27, strict-platform.ts). */
  strict?: StrictPlatformOptions;
}

/** A running platform stand-in. */
export interface PlatformServer {
  /** Base URL, e.g. `http://127.0.0.1:40123`; the API is under `/api/`. */
  readonly url: string;
  /** Every request that broke a platform rule. */
  readonly violations: Violation[];
  /** Every request seen, in order. */
  readonly seen: SeenRequest[];
  /** Faults the next order calls meet, first first. */
  readonly orderFaults: OrderFault[];
  /** Orders the platform created, by the client order id they carried (more than one = a duplicate). */
  readonly ordersCreated: Map<string, number>;
  close(): Promise<void>;
}

const html404 = (method: string, path: string) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot ${method} ${path.replace(/[<>&"]/g, '')}</pre>\n</body>\n</html>\n`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** Magento sends `null` for what a cart line lacks (`product_option` of every simple line). */
function magentoLine(line: unknown): unknown {
  if (typeof line !== 'object' || line === null) return line;
  return { product_option: null, extension_attributes: null, ...line };
}

/**
 * Shapes an upstream answer the way the platform answers: Magento nulls on cart lines, no client
 * order id in the order history (Magento does not keep it).
 */
function asPlatform(route: PlatformRoute | undefined, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('result' in body)) return body;
  const envelope = body as { code: unknown; result: unknown };
  if (route?.name === 'cart.pull' && Array.isArray(envelope.result))
    return { ...envelope, result: envelope.result.map(magentoLine) };
  if (route?.name === 'cart.update') return { ...envelope, result: magentoLine(envelope.result) };
  if (
    route?.name === 'user.orderHistory' &&
    typeof envelope.result === 'object' &&
    envelope.result !== null
  ) {
    const history = envelope.result as { items?: unknown[] };
    return {
      ...envelope,
      result: {
        ...history,
        items: (history.items ?? []).map((item) => {
          if (typeof item !== 'object' || item === null) return item;
          const { extension_attributes: _dropped, ...rest } = item as Record<string, unknown>;
          return rest;
        }),
      },
    };
  }
  return body;
}

/**
 * Starts a server that answers as the Vue Storefront API 1.12 does, for conformance tests: it
 * checks every request against the platform's request rules ({@link checkRequest}) and refuses
 * what the platform refuses; it answers unknown routes with an HTML 404, catalogue searches with
 * the raw search-engine body, cart lines with Magento's nulls; it does NOT de-duplicate orders
 * (no Idempotency-Key, and each delivery of an order is a new order upstream). The data behind the
 * rules is the reference shop API's.
 */
export async function startPlatformServer({
  upstream,
  kauppaExtensions = true,
  storeCodes = ['de', 'it', 'en', 'fi'],
  elasticsearch,
  strict: strictOptions,
}: PlatformServerOptions): Promise<PlatformServer> {
  const catalogSearch = createCatalogSearch(upstream, elasticsearch);
  const strict = createStrictPlatform(strictOptions);
  const violations: Violation[] = [];
  const seen: SeenRequest[] = [];
  const orderFaults: OrderFault[] = [];
  const ordersCreated = new Map<string, number>();
  let deliveries = 0;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://platform.test');
    const method = request.method ?? 'GET';
    if (url.pathname === '/graphql' || url.pathname.startsWith('/graphql/')) {
      // GraphQL (the `graphql` search adapter, issue 15.8): checked, then answered by upstream.
      const text = await readBody(request);
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = text;
      }
      const found = checkGraphqlRequest(method, url.pathname, body, storeCodes);
      seen.push({ method, path: url.pathname, route: 'graphql' });
      if (found.length > 0) {
        violations.push(...found);
        sendJson(response, 400, { errors: found.map((v) => ({ message: v.detail })) });
        return;
      }
      const answer = await forward(upstream, method, url, request, text);
      if (answer.status === 200) {
        // As the shipped resolvers answer on this Elasticsearch version (graphql-platform.ts).
        sendJson(
          response,
          200,
          shippedGraphqlAnswer(elasticsearch?.esVersion ?? 5, body as never, await answer.json()),
        );
        return;
      }
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
      });
      response.end(await answer.text());
      return;
    }
    if (!url.pathname.startsWith('/api/')) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html404(method, url.pathname));
      return;
    }
    const path = url.pathname.slice('/api/'.length);
    const text = method === 'GET' || method === 'HEAD' ? '' : await readBody(request);
    let body: unknown;
    const form = (request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
    try {
      body =
        text === '' ? undefined : form ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text);
    } catch {
      violations.push({ method, path, rule: 'body', detail: 'the body is not JSON' });
      sendJson(response, 500, { code: 500, result: 'Unexpected token in JSON' });
      return;
    }
    const checked = strict.bodyAsValidated(method, path, body);
    const { route, violations: found } = checkRequest(method, path, url.searchParams, checked);
    found.push(...strict.schemaExtras(route?.name, method, path, checked));
    seen.push({ method, path, route: route?.name });
    if (!route || (route.extension === 'kauppa' && !kauppaExtensions)) {
      if (!route) violations.push(...found);
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html404(method, url.pathname));
      return;
    }
    if (found.length > 0) {
      violations.push(...found);
      const status = found.some((v) => v.rule === 'body') ? strict.schemaRefusalStatus(route.name) : 500;
      sendJson(response, status, { code: status, result: found.map((v) => ({ message: v.detail })) });
      return;
    }
    if (route.name === 'catalog.search') {
      const query = method === 'GET' ? platformSearchRequest(url.searchParams.get('request') ?? '{}') : '';
      const document = (method === 'GET' ? JSON.parse(query) : (body ?? {})) as Record<string, unknown>;
      const answer = await catalogSearch.answer(method, url, document, text);
      violations.push(...answer.violations);
      sendJson(response, answer.status, answer.body);
      return;
    }
    const refused = strict.refusal(route.name, method, path, body);
    if (refused) {
      if (refused.violation) violations.push(refused.violation);
      sendJson(response, refused.answer.status, refused.answer.body);
      return;
    }
    let forwardBody = text;
    let clientOrderId: string | undefined;
    if (route.name === 'order.place') {
      const fault = orderFaults.shift();
      if (fault === 'drop-before') {
        request.socket.destroy();
        return;
      }
      if (fault === 'fail-5xx') {
        sendJson(response, 500, { code: 500, result: 'Error placing an order.' });
        return;
      }
      // No idempotency: every delivery is a new order upstream, whatever its client order id.
      const order = body as { order_id?: string };
      clientOrderId = order.order_id ?? '';
      deliveries += 1;
      forwardBody = JSON.stringify({ ...order, order_id: `${clientOrderId}~${deliveries}` });
      if (fault === 'drop-after') {
        const answer = await forward(upstream, method, url, request, forwardBody);
        if (answer.status >= 200 && answer.status < 300)
          ordersCreated.set(clientOrderId, (ordersCreated.get(clientOrderId) ?? 0) + 1);
        request.socket.destroy();
        return;
      }
    }
    const answer = await forward(upstream, method, url, request, forwardBody);
    if (clientOrderId !== undefined && answer.status >= 200 && answer.status < 300)
      ordersCreated.set(clientOrderId, (ordersCreated.get(clientOrderId) ?? 0) + 1);
    const type = answer.headers.get('content-type') ?? '';
    if (!type.includes('json')) {
      response.writeHead(answer.status, { 'content-type': type || 'text/plain' });
      response.end(await answer.text());
      return;
    }
    const shaped = strict.answer(route.name, answer.status, asPlatform(route, await answer.json()));
    sendJson(response, shaped.status, shaped.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    violations,
    seen,
    orderFaults,
    ordersCreated,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function forward(
  upstream: string,
  method: string,
  url: URL,
  request: IncomingMessage,
  body: string,
): Promise<Response> {
  const headers: Record<string, string> = {};
  const type = request.headers['content-type'];
  if (type) headers['content-type'] = type;
  // The platform knows nothing of Idempotency-Key: it is not passed on.
  return fetch(`${upstream}${url.pathname}${url.search}`, {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' || body === '' ? {} : { body }),
  });
}
