import type { ShopApi } from '@kauppa/contract';
import { type Clock, createSystemClock, type ShopHttp } from '@kauppa/ports';

/** The browser's ports (client timeout 5000 ms: commerce-core §9). */
export interface BrowserShopContext {
  http: ShopHttp;
  api: ShopApi;
  clock: Clock;
}

let pending: Promise<BrowserShopContext> | undefined;

/**
 * The browser half of the composition root: the ports are built once per page, on first use. The
 * transport and contract are imported then, so first paint carries neither ky nor zod.
 */
export function getBrowserContext({ publicApiUrl }: { publicApiUrl: string }): Promise<BrowserShopContext> {
  pending ??= (async () => {
    const [{ createKyHttp }, { createShopApi }] = await Promise.all([
      import('@kauppa/api-client'),
      import('@kauppa/contract'),
    ]);
    const http = createKyHttp({ baseUrl: publicApiUrl });
    return { http, api: createShopApi({ http }), clock: createSystemClock() };
  })();
  return pending;
}
