/**
 * One storefront server process (`main.ts` starts it, or one per worker with KAUPPA_WORKERS).
 *
 * Environment: HOST (127.0.0.1), PORT (3000), KAUPPA_API_URL (http://127.0.0.1:8080/api),
 * KAUPPA_PUBLIC_API_URL (the API base the browser uses; defaults to KAUPPA_API_URL),
 * KAUPPA_BRAND (battery; a host mapping in the config wins), KAUPPA_SERVER_CONFIG (a JSON file of
 * configuration merged over the defaults at start-up; its `brands.hosts` is the brand host map),
 * KAUPPA_PUBLIC_URL (the default brand's canonical origin; http://HOST:PORT),
 * KAUPPA_UNKNOWN_HOST (`default`: an unknown Host gets the default brand's canonical origin;
 * `reject`: 421), KAUPPA_INVALIDATE_KEY (the key of `/invalidate?tag=` and
 * `POST /_cache/invalidate`, sent in the `X-Invalidate-Key` header; they are off without it;
 * KAUPPA_CACHE_KEY is the older name), KAUPPA_REDIS_URL (keep pages in this Redis, shared by
 * every node; in memory without it; behind a circuit breaker: KAUPPA_REDIS_TIMEOUT_MS (300) per
 * call, KAUPPA_REDIS_FAILURES (3) in a row open it, KAUPPA_REDIS_OPEN_MS (5000) until a probe),
 * KAUPPA_OUTPUT_CACHE_MB (64: the in-memory cache's size), KAUPPA_CDN_SMAXAGE (60) and
 * KAUPPA_CDN_SWR (60): the CDN's `s-maxage` and `stale-while-revalidate` of catalogue pages,
 * KAUPPA_OUTPUT_CACHE=off to disable the output cache.
 */
import './production-env.ts';
import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { RequestScope, ShellServerHooks } from '../app/lib/context.ts';
import { createStorefrontServer } from './app.ts';
import { createHostResolver } from './hosts.ts';
import { createMemoryStore } from './output-cache.ts';
import { createRedisStore } from './redis-store.ts';
import { createRouteClassifier, privateRouteIds } from './routes.ts';
import { type InvalidationMessage, isInvalidationMessage } from './workers.ts';

const buildDir = fileURLToPath(new URL('../build/', import.meta.url));
const serverEntry = `${buildDir}server/index.js`;
if (!existsSync(serverEntry)) {
  console.error(`No server build at ${serverEntry}: run \`pnpm --filter @kauppa/storefront build\` first.`);
  process.exit(1);
}

const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const hooks = (build.entry.module as unknown as { shellServerHooks: ShellServerHooks }).shellServerHooks;
const { settings } = hooks;

const env = process.env;
const host = env.HOST ?? '127.0.0.1';
const port = Number(env.PORT ?? 3000);
const apiUrl = env.KAUPPA_API_URL ?? settings.api.url;
const publicApiUrl = env.KAUPPA_PUBLIC_API_URL ?? apiUrl;
const envBrand = env.KAUPPA_BRAND || undefined;
const handler = createRequestHandler(build, 'production');
// The server's configuration (accounts-content §4 start-up: merged over the local one).
const fileConfig = env.KAUPPA_SERVER_CONFIG
  ? (JSON.parse(readFileSync(env.KAUPPA_SERVER_CONFIG, 'utf8')) as RequestScope['serverConfig'])
  : undefined;
// KAUPPA_ORDER_IDEMPOTENCY=1: the API de-duplicates orders by client order id (the reference shop
// API does; the Vue Storefront API does not), so orders of unknown outcome may be re-sent.
const serverConfig: RequestScope['serverConfig'] =
  env.KAUPPA_ORDER_IDEMPOTENCY === '1'
    ? { ...fileConfig, api: { ...fileConfig?.api, orderIdempotency: true } }
    : fileConfig;

// A configuration the platform cannot serve stops the start (issue 27.9), with the reason.
try {
  hooks.checkServerConfig(serverConfig);
} catch (error) {
  console.error(`The storefront cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// With multistore on, each store view renders under its code (`/de/…`, accounts-content §2): its
// own request handler whose basename is the prefix, so the router's paths, links and data requests
// stay those of the default store below it (the browser reads the basename from the server).
const multistore = fileConfig?.storeViews?.multistore ?? settings.storeViews.multistore;
const storeHandlers = new Map(
  (multistore ? Object.keys({ ...settings.storeViews.stores, ...fileConfig?.storeViews?.stores }) : [])
    .filter((code) => code && code !== settings.storeViews.defaultStoreCode)
    .map((code) => [code, createRequestHandler({ ...build, basename: `/${code}` }, 'production')] as const),
);
const handlerOf = (path: string) => storeHandlers.get(path.split('/')[1] ?? '') ?? handler;

const store = multistore ? '' : settings.storeViews.defaultStoreCode;
// The brand host map: the defaults' and the server configuration's (issue 17 safety).
const hosts = {
  ...settings.brands.hosts,
  ...(fileConfig?.brands?.hosts as Record<string, string> | undefined),
};
const resolveScope = createHostResolver({
  hosts,
  defaultBrand: envBrand ?? fileConfig?.brands?.defaultBrand ?? settings.brands.defaultBrand,
  publicOrigin: env.KAUPPA_PUBLIC_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
  unknownHost: env.KAUPPA_UNKNOWN_HOST === 'reject' ? 'reject' : 'default',
  store,
});

// The page of a request path: its canonical spelling, matched routes and privacy (issue 29.4, 29.5).
const classify = createRouteClassifier({
  routes: build.routes,
  storeCodes: Object.keys({ ...settings.storeViews.stores, ...fileConfig?.storeViews?.stores }).filter(
    (code) => code && code !== settings.storeViews.defaultStoreCode,
  ),
  privateRouteIds,
});

const cacheStore = env.KAUPPA_REDIS_URL
  ? createRedisStore({ url: env.KAUPPA_REDIS_URL })
  : createMemoryStore({ maxBytes: Number(env.KAUPPA_OUTPUT_CACHE_MB || 64) * 1024 * 1024 });

// A worker tells its siblings what it invalidated (issue 31.3): each process has its own shared
// page data (issue 31.2), and with the in-memory cache its own pages too.
const relayInvalidations = cluster.isWorker;

const { listener, cache } = createStorefrontServer({
  clientDir: `${buildDir}client`,
  brandsDir: fileURLToPath(new URL('../../../brands/', import.meta.url)),
  resolveScope,
  render: async (request, scope, options) => {
    // A data request names the page's path plus `.data` (`/de.data` for the German home page).
    const path = new URL(request.url).pathname.replace(/\.data$/, '');
    return handlerOf(path)(
      request,
      await hooks.createLoadContext({
        brand: scope.brand,
        store: scope.store,
        apiUrl,
        publicApiUrl,
        path,
        serverConfig,
        budget: options?.budget,
      }),
    );
  },
  expires: settings.server.expires,
  outputCacheTtlSeconds: env.KAUPPA_OUTPUT_CACHE === 'off' ? 0 : settings.server.outputCacheTtlSeconds,
  store: cacheStore,
  circuit: {
    callTimeoutMs: Number(env.KAUPPA_REDIS_TIMEOUT_MS || 300),
    failureThreshold: Number(env.KAUPPA_REDIS_FAILURES || 3),
    openMs: Number(env.KAUPPA_REDIS_OPEN_MS || 5000),
  },
  classify,
  cdn: {
    sMaxAgeSeconds: Number(env.KAUPPA_CDN_SMAXAGE || 60),
    staleWhileRevalidateSeconds: Number(env.KAUPPA_CDN_SWR || 60),
  },
  invalidationKey: env.KAUPPA_INVALIDATE_KEY || env.KAUPPA_CACHE_KEY || undefined,
  // The same tags drop the shared data of the pages (categories, attributes, tax rules, CMS blocks).
  onInvalidateTags: hooks.invalidateSharedData,
  apiOrigins: [new URL(publicApiUrl).origin],
  onInvalidated: relayInvalidations
    ? (what) => process.send?.({ kind: 'kauppa-invalidate', ...what } satisfies InvalidationMessage)
    : undefined,
});

if (relayInvalidations) {
  process.on('message', (message) => {
    if (!isInvalidationMessage(message)) return;
    if (message.tags) hooks.invalidateSharedData?.(message.tags);
    // With Redis the pages are shared: the node that took the call invalidated them for all.
    if (cacheStore.kind !== 'memory') return;
    const done = message.tags ? cache.invalidateTags(message.tags) : cache.invalidate(message.filter ?? {});
    done.catch((error: unknown) => console.error('A relayed invalidation failed', error));
  });
}

const server = createServer(listener);
server.listen(port, host, () => {
  console.log(
    `Kauppa storefront on http://${host}:${port} (brand ${envBrand ?? settings.brands.defaultBrand}, API ${apiUrl}, output cache ${cacheStore.kind})`,
  );
});

const stop = () => {
  server.close(() => void cacheStore.close().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
