import { setTimeout as sleep } from 'node:timers/promises';
import { orderLimits } from '@kauppa/contract';
import type { Clock } from '@kauppa/ports';
import { createSystemClock } from '@kauppa/ports';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { brands, indexName } from './catalog/brands.ts';
import { createRandom } from './catalog/random.ts';
import { loadCatalog } from './catalog-state.ts';
import { createAddressResolver } from './client-address.ts';
import {
  HttpError,
  hashPassword,
  messages,
  newToken,
  reply,
  type ShopContext,
  statementCache,
} from './context.ts';
import { openDatabase } from './db.ts';
import { type Faults, matching, noFaults, readsDetail, routeMatches } from './faults.ts';
import { idempotency } from './idempotency.ts';
import { createMailbox } from './mailbox.ts';
import { apiCacheControl, originPolicy } from './policy.ts';
import { adminRoutes } from './routes/admin.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { checkoutPageRoutes } from './routes/checkout-page.ts';
import { engagementRoutes } from './routes/engagement.ts';
import { graphqlRoutes } from './routes/graphql.ts';
import { defaultGraphqlLimits, type GraphqlLimits } from './routes/graphql-limits.ts';
import { imageRoutes } from './routes/images.ts';
import { orderRoutes } from './routes/orders.ts';
import { userRoutes } from './routes/user.ts';
import { createStorefrontInvalidator } from './storefront-cache.ts';

/** Options of {@link createShopApiApp}. */
export interface ShopApiAppOptions {
  /**
   * Folder of the SQLite file (`shop.sqlite`), created when missing; `':memory:'` keeps everything
   * in memory.
   * @default ':memory:'
   */
  dataDir?: string | undefined;
  /** Deletes the database first and seeds it again. @default false */
  reset?: boolean | undefined;
  /** The clock tokens, special prices and coupons read. @default the system clock */
  clock?: Clock | undefined;
  /** Products of the battery shop; 50 000 for the benchmark catalogue. @default 2000 */
  batteryProducts?: number | undefined;
  /** The date the generated special price windows are relative to. @default '2026-01-01T00:00:00Z' */
  seedDate?: string | undefined;
  /** Access token lifetime. @default 3_600_000 (1 hour) */
  accessTokenTtlMs?: number | undefined;
  /** Refresh token lifetime. @default 2_592_000_000 (30 days) */
  refreshTokenTtlMs?: number | undefined;
  /** Password reset token lifetime. @default 3_600_000 */
  resetTokenTtlMs?: number | undefined;
  /** scrypt cost parameter N. @default 16384 */
  scryptCost?: number | undefined;
  /** The storefront the external checkout sends the browser back to. @default 'http://127.0.0.1:3000' */
  storefrontUrl?: string | undefined;
  /**
   * The storefront output cache's invalidation (issue 17): the key (`KAUPPA_INVALIDATE_KEY`) and
   * the storefront bases to call (default: `storefrontUrl`). Off without a key.
   */
  storefrontCache?: { key?: string | undefined; urls?: readonly string[] | undefined } | undefined;
  /** Fault switches on at start (see `faultsFromEnv`). */
  faults?: Partial<Faults> | undefined;
  /** Seed of the error-rate dice. @default 1 */
  faultSeed?: number | undefined;
  /**
   * The largest request body, in bytes, of a route without its own bound (`routeBodyLimits`);
   * a larger one answers 413. @default 32_768
   */
  maxBodyBytes?: number | undefined;
  /** How long a just-rotated refresh token answers the same new pair (two tabs refreshing at once). @default 30_000 */
  refreshGraceMs?: number | undefined;
  /** The most of one order or cart line. @default `orderLimits.maxQty` of `@kauppa/contract` (10 000) */
  maxQty?: number | undefined;
  /** The most lines of one order or cart. @default `orderLimits.maxLines` of `@kauppa/contract` (200) */
  maxLines?: number | undefined;
  /**
   * Failed sign-ins counted within `windowMs` (issue 29.6): `perAccount` per (client address,
   * account), beyond which that address's sign-ins of that account answer 429 without checking the
   * password; `perAddress` per client address and `accountSlowdown` per account from every
   * address, beyond which sign-ins are slowed down — each waits `delayMs` per failure over the
   * bound, at most `maxDelayMs` — and the password is still checked: a correct one signs in.
   * @default { perAccount: 5, perAddress: 200, accountSlowdown: 20, delayMs: 500, maxDelayMs: 10_000, windowMs: 900_000 }
   */
  loginThrottle?:
    | {
        perAccount?: number;
        perAddress?: number;
        accountSlowdown?: number;
        delayMs?: number;
        maxDelayMs?: number;
        windowMs?: number;
      }
    | undefined;
  /**
   * Password-reset requests per e-mail address and per client address within `windowMs`
   * (issue 29.8); beyond them `reset-password` answers 429 and sends nothing.
   * @default { perEmail: 3, perAddress: 20, windowMs: 900_000 }
   */
  resetThrottle?: { perEmail?: number; perAddress?: number; windowMs?: number } | undefined;
  /**
   * The proxies whose `X-Forwarded-For` names the client (`KAUPPA_TRUSTED_PROXIES`): addresses or
   * CIDR ranges. Without one, the client is the socket's peer and the header is ignored.
   * @default []
   */
  trustedProxies?: readonly string[] | undefined;
  /**
   * The origins whose browsers may call the API (CORS, `KAUPPA_CORS_ORIGINS`). @default the
   * origins of `storefrontUrl` and of `storefrontCache.urls`; when one of them is a loopback
   * address, every loopback origin (a developer's machine, the end-to-end runs)
   */
  corsOrigins?: readonly string[] | undefined;
  /** The bounds of one GraphQL request (issue 29.1). @default `defaultGraphqlLimits` */
  graphqlLimits?: Partial<GraphqlLimits> | undefined;
}

/** Routes allowed a larger body than `maxBodyBytes` (an order of 200 lines, an address book, a review). */
export const routeBodyLimits: Record<string, number> = {
  'POST /api/order': 262_144,
  'POST /api/user/me': 65_536,
  'PUT /api/addresses/create': 65_536,
  'POST /api/review/create': 65_536,
  'POST /api/faq/ask': 65_536,
  'POST /api/ext/mail-service/send-email': 65_536,
};

/** The Hono app of the reference server, with its fault switches and a `close()` for the database. */
export type ShopApiApp = Hono & {
  /** The live fault switches (tests may change them directly). */
  readonly faults: Faults;
  /** Number of products in all catalogues. */
  readonly productCount: number;
  /** Closes the database. */
  close(): void;
};

/**
 * Creates the reference shop API as a Hono app: call `app.fetch(request)` in-process, or serve it
 * with @hono/node-server (see `startShopApi`).
 *
 * @example
 * const app = createShopApiApp({ dataDir: ':memory:' });
 * const answer = await app.fetch(new Request('http://shop/api/stock/check?sku=BAT-000001'));
 */
export function createShopApiApp({
  dataDir = ':memory:',
  reset = false,
  clock = createSystemClock(),
  batteryProducts = 2000,
  seedDate = '2026-01-01T00:00:00Z',
  accessTokenTtlMs = 3_600_000,
  refreshTokenTtlMs = 2_592_000_000,
  resetTokenTtlMs = 3_600_000,
  scryptCost = 16_384,
  storefrontUrl = 'http://127.0.0.1:3000',
  storefrontCache = {},
  faults = {},
  faultSeed = 1,
  maxBodyBytes = 32_768,
  refreshGraceMs = 30_000,
  maxQty = orderLimits.maxQty,
  maxLines = orderLimits.maxLines,
  loginThrottle = {},
  resetThrottle = {},
  trustedProxies = [],
  corsOrigins,
  graphqlLimits = {},
}: ShopApiAppOptions = {}): ShopApiApp {
  const db = openDatabase(dataDir, reset);
  // Undelivered invalidations are rows of the database: retried, also after a restart (issue 29.3).
  const storefront = createStorefrontInvalidator({
    urls: storefrontCache.urls ?? [storefrontUrl],
    key: storefrontCache.key,
    db,
    clock,
  });
  const catalog = loadCatalog(db, {
    batteryProducts,
    seedDate,
    now: () => clock.now(),
    // The product's pages and the listings of its categories (its stock moves it in their
    // in-stock filters and sort, on whichever listing page it is).
    onProductChange: (docs) =>
      storefront.invalidate(
        docs.flatMap((doc) => [
          `P${doc.id}`,
          ...((doc.category_ids as Array<number | string> | undefined) ?? []).map((id) => `C${id}`),
        ]),
      ),
  });
  const dice = createRandom(faultSeed);
  const ctx: ShopContext = {
    db,
    sql: statementCache(db),
    catalog,
    clock,
    settings: {
      accessTokenTtlMs,
      refreshTokenTtlMs,
      resetTokenTtlMs,
      scryptCost,
      storefrontUrl: storefrontUrl.replace(/\/$/, ''),
      refreshGraceMs,
      limits: { maxQty, maxLines },
      loginThrottle: {
        perAccount: 5,
        perAddress: 200,
        accountSlowdown: 20,
        delayMs: 500,
        maxDelayMs: 10_000,
        windowMs: 900_000,
        ...loginThrottle,
      },
      resetThrottle: { perEmail: 3, perAddress: 20, windowMs: 900_000, ...resetThrottle },
    },
    clientAddress: createAddressResolver(trustedProxies),
    mailbox: createMailbox(),
    faults: { ...noFaults(), ...faults },
    random: dice.next,
    dummyPasswordHash: hashPassword(newToken(), scryptCost),
  };

  const app = new Hono();
  // Server-Timing: the time the app spent on a call (routing, middleware, handler), for benches.
  app.use('/api/*', async (c, next) => {
    const started = performance.now();
    await next();
    c.res.headers.set('Server-Timing', `app;dur=${(performance.now() - started).toFixed(3)}`);
  });
  // CORS for the storefront's origins only (issue 29.8): another origin gets no
  // Access-Control-Allow-Origin, so its browser pages cannot read the answers.
  const allowOrigin = originPolicy(corsOrigins, [storefrontUrl, ...(storefrontCache.urls ?? [])]);
  app.use(
    '/api/*',
    cors({
      origin: allowOrigin,
      allowHeaders: ['Content-Type', 'Idempotency-Key'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['Idempotent-Replayed', 'ETag', 'Server-Timing'],
    }),
  );
  // Per-customer answers are never stored by a cache; GET searches are, as docs/deploy.md says.
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control'))
      c.res.headers.set('Cache-Control', apiCacheControl(c.req.method, c.req.path, c.res.status));
  });
  app.use('/api/*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const path = c.req.path.replace(/^\/api\//, '');
    const method = c.req.method;
    // What a ` ~text` key looks into: the query values and the body (read from a copy), only then.
    const detail = readsDetail(ctx.faults)
      ? [
          // A GET search's `request` comes pre-encoded and is decoded a second time (issue 27.1).
          ...[...new URL(c.req.url).searchParams.values()].map(decodedOnce),
          method === 'GET' || method === 'HEAD' ? '' : await c.req.raw.clone().text(),
        ].join('\n')
      : '';
    const latency = matching(ctx.faults.latencyMs, method, path, detail);
    if (latency && latency > 0) await sleep(latency);
    const rate = matching(ctx.faults.errorRate, method, path, detail);
    if (rate !== undefined && ctx.random() < rate)
      return reply(c, 500, 'Internal Server Error (fault switch)');
    if (ctx.faults.nonJson.some((key) => routeMatches(key, method, path, detail)))
      return c.html('<!doctype html><html><body><h1>Gateway error</h1></body></html>', 200);
    if (ctx.faults.emptyBody.some((key) => routeMatches(key, method, path, detail)))
      return c.body(null, 200, { 'Content-Type': 'application/json' });
    return next();
  });
  // A body limit before anything reads the body (issue 18.4): small by default, larger where a
  // route needs it; chunked bodies are counted as they arrive.
  const tooLarge = (c: Context) => reply(c, 413, messages.tooLarge);
  const defaultLimit = bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge });
  const routeLimits = new Map(
    Object.entries(routeBodyLimits).map(([route, size]) => [
      route,
      bodyLimit({ maxSize: Math.max(size, maxBodyBytes), onError: tooLarge }),
    ]),
  );
  app.use('*', (c, next) => {
    const route = `${c.req.method} ${c.req.path.replace(/\/\d+$/, '')}`;
    return (routeLimits.get(route) ?? defaultLimit)(c, next);
  });
  app.use('/api/*', idempotency(db, clock));

  app.get('/', (c) =>
    c.json({
      name: 'Kauppa reference shop API',
      api: '/api/',
      indexes: brands.flatMap((b) => b.views.map((v) => indexName(b.id, v))),
      products: catalog.productCount,
    }),
  );
  app.get('/health', (c) => c.json({ ok: true }));
  cartRoutes(app, ctx);
  orderRoutes(app, ctx);
  catalogRoutes(app, ctx);
  userRoutes(app, ctx);
  engagementRoutes(app, ctx);
  checkoutPageRoutes(app, ctx);
  imageRoutes(app, ctx);
  adminRoutes(app, ctx);
  graphqlRoutes(app, ctx, { ...defaultGraphqlLimits, ...graphqlLimits }, allowOrigin);

  // Like the platform (Express), an unknown route answers an HTML 404, not the JSON envelope.
  app.notFound((c) =>
    c.html(
      `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot ${c.req.method} ${escapeHtml(new URL(c.req.url).pathname)}</pre>\n</body>\n</html>\n`,
      404,
    ),
  );
  app.onError((error, c) => {
    if (error instanceof HttpError) return reply(c, error.code, error.result);
    // Logged here, never answered: no answer carries a database error or a stack (issue 18.5).
    console.error(error);
    return reply(c, 500, 'Internal Server Error');
  });

  function escapeHtml(text: string): string {
    return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  }

  return Object.assign(app, {
    faults: ctx.faults,
    productCount: catalog.productCount,
    close: () => {
      storefront.close();
      db.close();
    },
  });
}

/** A query value decoded once more, as the platform decodes a GET search's `request`; as it is when that fails. */
function decodedOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
