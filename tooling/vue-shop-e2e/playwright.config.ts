import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { apiPort, host, webPort } from './tests/servers.ts';

/**
 * The Vue shop (examples/vue-shop, built by `src/prepare.ts` from the packed tarballs) served by
 * `vite preview`, which forwards /api to the reference shop API (fresh SQLite data in a temp dir).
 * Own ports, so it runs beside the storefront suites of e2e/.
 */
const root = new URL('../..', import.meta.url).pathname;
const env = process.env;
env.VUE_SHOP_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'kauppa-vue-shop-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://${host}:${webPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node --conditions=@kauppa/source ${root}apps/shop-api/src/main.ts --reset`,
      url: `http://${host}:${apiPort}/health`,
      env: {
        HOST: host,
        PORT: String(apiPort),
        KAUPPA_DATA_DIR: env.VUE_SHOP_DATA_DIR,
        KAUPPA_STOREFRONT_URL: `http://${host}:${webPort}`,
        KAUPPA_ADMIN: '1',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: `node node_modules/vite/bin/vite.js preview --host ${host} --port ${webPort} --strictPort`,
      cwd: `${root}examples/vue-shop`,
      url: `http://${host}:${webPort}/`,
      env: { KAUPPA_API_URL: `http://${host}:${apiPort}` },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
});
