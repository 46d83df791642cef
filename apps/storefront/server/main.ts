/**
 * The storefront's production server: `node server/main.ts` (Node 24 strips the types).
 *
 * Environment: HOST (127.0.0.1), PORT (3000), KAUPPA_API_URL (http://127.0.0.1:8080/api),
 * KAUPPA_PUBLIC_API_URL (the API base the browser uses; defaults to KAUPPA_API_URL),
 * KAUPPA_BRAND (battery; a host mapping in the config wins), KAUPPA_SERVER_CONFIG (a JSON file of
 * configuration merged over the defaults at start-up), KAUPPA_CACHE_KEY (the key of
 * `POST /_cache/invalidate`; the endpoint is off without it), KAUPPA_OUTPUT_CACHE=off to disable
 * the output cache.
 */
import './production-env.ts';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { RequestScope, ShellServerHooks } from '../app/lib/context.ts';
import { createStorefrontServer, type HeaderReader } from './app.ts';

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

const scopeOf = (headers: HeaderReader, path?: string): RequestScope => ({
  brand: hooks.resolveBrand(headers.get('host'), envBrand),
  store: settings.storeViews.multistore ? '' : settings.storeViews.defaultStoreCode,
  apiUrl,
  publicApiUrl,
  path,
  serverConfig,
});

const { listener } = createStorefrontServer({
  clientDir: `${buildDir}client`,
  brandsDir: fileURLToPath(new URL('../../../brands/', import.meta.url)),
  resolveScope: (headers) => {
    const { brand, store } = scopeOf(headers);
    return { brand, store };
  },
  render: async (request) => {
    // A data request names the page's path plus `.data` (`/de.data` for the German home page).
    const path = new URL(request.url).pathname.replace(/\.data$/, '');
    return handlerOf(path)(request, await hooks.createLoadContext(scopeOf(request.headers, path)));
  },
  expires: settings.server.expires,
  outputCacheTtlSeconds: env.KAUPPA_OUTPUT_CACHE === 'off' ? 0 : settings.server.outputCacheTtlSeconds,
  invalidationKey: env.KAUPPA_CACHE_KEY || undefined,
  apiOrigins: [new URL(publicApiUrl).origin],
});

const server = createServer(listener);
server.listen(port, host, () => {
  console.log(
    `Kauppa storefront on http://${host}:${port} (brand ${envBrand ?? settings.brands.defaultBrand}, API ${apiUrl})`,
  );
});

const stop = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
