#!/usr/bin/env node
// Starts the shop: the reference shop API (demo catalogues, SQLite under apps/shop-api/.data) and
// the storefront server, side by side, until Ctrl+C. Environment:
//   API_PORT (8080), PORT (3000), HOST (127.0.0.1), KAUPPA_BRAND (battery)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const host = process.env.HOST ?? '127.0.0.1';
const apiPort = process.env.API_PORT ?? '8080';
const webPort = process.env.PORT ?? '3000';
const children = [];

function start(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[kauppa] ${name} stopped (${signal ?? code}); stopping the shop`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const apiMain = join(root, 'apps/shop-api/src/main.ts');
const webMain = join(root, 'apps/storefront/server/main.ts');
const apiUrl = `http://${host}:${apiPort}`;
// A stock change in the shop API drops the storefront's cached pages of the product (issue 17).
const invalidateKey = process.env.KAUPPA_INVALIDATE_KEY ?? randomBytes(18).toString('base64url');

if (existsSync(apiMain)) {
  start('shop-api', ['--conditions=@kauppa/source', apiMain], {
    HOST: host,
    PORT: apiPort,
    KAUPPA_STOREFRONT_URL: `http://${host}:${webPort}`,
    KAUPPA_INVALIDATE_KEY: invalidateKey,
  });
  console.log(`[kauppa] shop API:   ${apiUrl}/api`);
} else {
  console.log('[kauppa] the reference shop API is not built yet (apps/shop-api)');
}
if (existsSync(webMain) && existsSync(join(root, 'apps/storefront/build'))) {
  // The reference shop API de-duplicates orders by client order id, and says so.
  // The storefront's production flag (apps/storefront README, "Memory"; issue 31.4).
  start('storefront', ['--max-semi-space-size=8', webMain], {
    HOST: host,
    PORT: webPort,
    KAUPPA_API_URL: `${apiUrl}/api`,
    KAUPPA_ORDER_IDEMPOTENCY: '1',
    KAUPPA_INVALIDATE_KEY: invalidateKey,
  });
  console.log(
    `[kauppa] storefront: http://${host}:${webPort}  (brand: ${process.env.KAUPPA_BRAND ?? 'battery'})`,
  );
} else {
  console.log('[kauppa] the storefront is not built yet (apps/storefront)');
}
if (children.length === 0) process.exit(1);
