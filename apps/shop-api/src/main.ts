import { faultsFromEnv, startShopApi } from './index.ts';

const reset = process.argv.includes('--reset');
const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
const large = process.argv.includes('--large') || process.env.KAUPPA_LARGE_CATALOG === '1';
const started = performance.now();
const server = await startShopApi({
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 8080),
  ...(process.env.KAUPPA_DATA_DIR ? { dataDir: process.env.KAUPPA_DATA_DIR } : {}),
  reset,
  batteryProducts: large ? 50_000 : 2000,
  storefrontUrl: process.env.KAUPPA_STOREFRONT_URL ?? 'http://127.0.0.1:3000',
  // Stock changes drop the storefront's cached pages of the product (issue 17).
  storefrontCache: {
    key: process.env.KAUPPA_INVALIDATE_KEY || undefined,
    urls: process.env.KAUPPA_INVALIDATE_URLS?.split(',').filter(Boolean),
  },
  ...(process.env.KAUPPA_ACCESS_TOKEN_TTL_MS
    ? { accessTokenTtlMs: Number(process.env.KAUPPA_ACCESS_TOKEN_TTL_MS) }
    : {}),
  faults: faultsFromEnv(process.env),
  // Behind proxies (issue 29.6, docs/deploy.md): whose X-Forwarded-For names the client.
  trustedProxies: list(process.env.KAUPPA_TRUSTED_PROXIES),
  // The storefront origins whose browsers may call the API (default: KAUPPA_STOREFRONT_URL's).
  ...(process.env.KAUPPA_CORS_ORIGINS ? { corsOrigins: list(process.env.KAUPPA_CORS_ORIGINS) } : {}),
});
console.log(
  `Kauppa shop API on ${server.url}/api/ (${server.app.productCount} products, ready in ${Math.round(performance.now() - started)} ms)`,
);
const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
