import { defineConfig, devices } from '@playwright/test';
import { brandPorts, hosts, invalidationKey } from './tests/servers.ts';

/**
 * End-to-end suites: the real reference shop API (fresh SQLite data in a temp dir, `--reset`) and
 * the real storefront servers — one per brand, `KAUPPA_BRAND` — started by Playwright and driven in
 * Debian's Chromium. The storefront must be built first (`turbo run e2e` builds it).
 */
const root = new URL('..', import.meta.url).pathname;
const storefront = (brand: string, port: number) => ({
  command: `node ${root}apps/storefront/server/main.ts`,
  url: `http://${hosts.host}:${port}/health`,
  env: {
    HOST: hosts.host,
    PORT: String(port),
    KAUPPA_BRAND: brand,
    KAUPPA_API_URL: `http://${hosts.host}:${hosts.apiPort}/api`,
    // The reference shop API de-duplicates orders by client order id (issue 15).
    KAUPPA_ORDER_IDEMPOTENCY: '1',
    // A test can drop the shared data of the pages and the cached pages by tag (issue 31.2).
    KAUPPA_INVALIDATE_KEY: invalidationKey,
  },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'pipe' as const,
});

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Overridable so two runs in one checkout do not clear each other's artifacts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://${hosts.host}:${hosts.webPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node --conditions=@kauppa/source ${root}apps/shop-api/src/main.ts --reset`,
      url: `http://${hosts.host}:${hosts.apiPort}/health`,
      env: {
        HOST: hosts.host,
        PORT: String(hosts.apiPort),
        KAUPPA_DATA_DIR: hosts.dataDir,
        KAUPPA_STOREFRONT_URL: `http://${hosts.host}:${hosts.webPort}`,
        KAUPPA_ADMIN: '1',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    ...Object.entries(brandPorts).map(([brand, port]) => storefront(brand, port)),
  ],
});
