import { createKyHttp } from '@kauppa/api-client';
import { createOrderOutbox, type TransmitReport } from '@kauppa/checkout';
import { createShopApi } from '@kauppa/contract';
import { type Collections, createRandomIds, createSystemClock, type Logger } from '@kauppa/ports';
import { createDexieCollections } from '@kauppa/storage';

/** What the service worker needs to send held orders without a page. */
export interface OrderSyncSettings {
  /** The shop API base the pages use. */
  apiUrl: string;
}

/** The shop databases of this origin: `kauppa-<brand>-<store>` (see `app/shop/composition.ts`). */
export const shopDatabasePattern = /^kauppa-[a-z0-9-]+$/;

/**
 * Sends the orders held in one shop database with the order outbox of `@kauppa/checkout`: the same
 * `orders` store, the same sender lease (so a tab and the worker never send at once) and the client
 * order id as Idempotency-Key — exactly once.
 */
export async function transmitHeldOrders(
  collections: Collections,
  settings: OrderSyncSettings,
  logger?: Logger,
): Promise<TransmitReport> {
  const http = createKyHttp({ baseUrl: settings.apiUrl });
  const outbox = createOrderOutbox({
    collections,
    api: createShopApi({ http }),
    clock: createSystemClock(),
    ids: createRandomIds(),
    logger,
  });
  return outbox.processQueue();
}

/**
 * The Background Sync handler: for every shop database of the origin, opens it and sends its
 * held orders. Rejects when some order stayed held because the network failed, so the browser
 * retries the sync later.
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
      reports.push(await transmitHeldOrders(collections, settings, logger));
    } finally {
      collections.close();
    }
  }
  if (reports.some((r) => r.interrupted)) throw new Error('Held orders stay waiting: the network failed');
  return reports;
}
