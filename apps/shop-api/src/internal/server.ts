import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createShopApiApp, type ShopApiApp, type ShopApiAppOptions } from './app.ts';

/** Options of {@link startShopApi}. */
export interface StartShopApiOptions extends ShopApiAppOptions {
  /** @default '127.0.0.1' */
  host?: string | undefined;
  /** `0` picks a free port. @default 8080 */
  port?: number | undefined;
}

/** A running server. */
export interface RunningShopApi {
  /** Base URL, e.g. `http://127.0.0.1:8080` (the API is under `/api/`). */
  url: string;
  port: number;
  app: ShopApiApp;
  close(): Promise<void>;
}

/** The default data folder: `.data/` inside the app. */
export const defaultDataDir = fileURLToPath(new URL('../../.data', import.meta.url));

/**
 * Starts the reference server on `host:port` with its SQLite file under `dataDir`.
 *
 * @example
 * const server = await startShopApi({ port: 0, dataDir: ':memory:' });
 * await fetch(`${server.url}/api/stock/check?sku=BAT-000001`);
 * await server.close();
 */
export function startShopApi({
  host = '127.0.0.1',
  port = 8080,
  dataDir = defaultDataDir,
  ...options
}: StartShopApiOptions = {}): Promise<RunningShopApi> {
  const app = createShopApiApp({ dataDir, ...options });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info) => {
      const url = `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`;
      resolve({
        url,
        port: info.port,
        app,
        close: () =>
          new Promise<void>((done) => {
            const closable = server as { closeAllConnections?: () => void };
            closable.closeAllConnections?.();
            server.close(() => {
              app.close();
              done();
            });
          }),
      });
    });
    server.once('error', (error) => {
      app.close();
      reject(error);
    });
  });
}
