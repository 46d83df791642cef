import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = process.env;
const webPort = Number(env.E2E_WEB_PORT ?? 13000);
// Kept in the environment so the config and the workers agree on one directory.
env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'kauppa-e2e-'));

/** Where the suites' servers listen; the shop API's data lives in a fresh temp dir per run. */
export const hosts = {
  host: '127.0.0.1',
  apiPort: Number(env.E2E_API_PORT ?? 18080),
  webPort,
  dataDir: env.E2E_DATA_DIR,
};

/** One storefront server per brand (`KAUPPA_BRAND`); the battery shop is the default one. */
export const brandPorts: Record<string, number> = {
  battery: webPort,
  hair: webPort + 1,
  'clothing-fi': webPort + 2,
  'clothing-en': webPort + 3,
  mac: webPort + 4,
  wholesale: webPort + 5,
};

/** The base URL of a brand's storefront. */
export const brandUrl = (brand: string) => `http://${hosts.host}:${brandPorts[brand]}`;

/** The shop API base (admin endpoints: `/__admin/*`). */
export const apiUrl = `http://${hosts.host}:${hosts.apiPort}`;

/** The storefronts' invalidation key (`X-Invalidate-Key` of `/invalidate?tag=`). */
export const invalidationKey = 'e2e-invalidation-key';
