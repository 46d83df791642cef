import { createKyHttp } from '@kauppa/api-client';
import { createOrderOutbox, type OrderApi, type TransmitReport } from '@kauppa/checkout';
import type { Order } from '@kauppa/contract';
import {
  type Collections,
  createRandomIds,
  createSystemClock,
  type Locks,
  type Logger,
  type ShopHttp,
} from '@kauppa/ports';
import { createWebLocks } from '@kauppa/ports/browser';
import { createDexieCollections } from '@kauppa/storage';

/** What the service worker needs to send held orders without a page. */
export interface OrderSyncSettings {
  /** The shop API base the pages use. */
  apiUrl: string;
  /** The API de-duplicates orders by client order id (`api.orderIdempotency`). @default false */
  orderIdempotency?: boolean | undefined;
}

/**
 * The two calls the outbox makes, over the HTTP port: `POST order` with the client order id as
 * Idempotency-Key (as `createShopApi` of `@kauppa/contract` sends it) and `GET stock/list`. The
 * worker leaves the contract's answer schemas out of its bundle.
 */
export function orderApi(http: ShopHttp): OrderApi {
  return {
    order: {
      place: (order: Order) =>
        // Any 2xx JSON answer counts as placed, enveloped or not (issue 15).
        http.request({
          method: 'POST',
          path: 'order',
          body: order,
          idempotencyKey: order.order_id,
          bareAnswer: true,
        }),
    },
    stock: {
      list: (skus) => http.request({ method: 'GET', path: 'stock/list', query: { skus: skus.join(',') } }),
    },
  };
}

/** The shop databases of this origin: `kauppa-<brand>-<store>` (see `app/shop/composition.ts`). */
export const shopDatabasePattern = /^kauppa-[a-z0-9-]+$/;

/**
 * Sends the orders held in one shop database with the order outbox of `@kauppa/checkout`: the same
 * `orders` store, the same sender lease and the origin's lock `locks` where given (so a tab and the
 * worker never send at once) and the client order id as Idempotency-Key — exactly once.
 */
export async function transmitHeldOrders(
  collections: Collections,
  settings: OrderSyncSettings,
  logger?: Logger,
  locks?: Locks,
): Promise<TransmitReport> {
  const http = createKyHttp({ baseUrl: settings.apiUrl });
  const outbox = createOrderOutbox({
    collections,
    api: orderApi(http),
    clock: createSystemClock(),
    ids: createRandomIds(),
    locks,
    logger,
    serverDeduplicates: settings.orderIdempotency ?? false,
  });
  return outbox.processQueue();
}

/**
 * The Background Sync handler: for every shop database of the origin, opens it and sends its
 * held orders. Rejects when some order stayed held (network failure, lease held elsewhere), so
 * the browser retries the sync later.
 */
export async function syncAllHeldOrders(
  databaseNames: readonly string[],
  settings: OrderSyncSettings,
  logger?: Logger,
): Promise<TransmitReport[]> {
  const reports: TransmitReport[] = [];
  for (const name of databaseNames.filter((n) => shopDatabasePattern.test(n))) {
    const collections = await createDexieCollections({ name, broadcast: true, logger });
    try {
      // The pages' lock of this database (`app/shop/composition.ts`): a tab and the worker never send at once.
      reports.push(await transmitHeldOrders(collections, settings, logger, createWebLocks(name)));
    } finally {
      collections.close();
    }
  }
  // The browser retries a failed sync later: a network failure, or a sender lease another tab (or
  // a closed one, until the lease expires) still holds.
  if (reports.some((r) => r.interrupted || r.leaseHeldElsewhere))
    throw new Error('Held orders stay waiting: the network failed or another sender holds the lease');
  return reports;
}
