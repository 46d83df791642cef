import { isThankYouPath } from '@kauppa/checkout/offline-orders';
import type { Clock } from '@kauppa/ports';
import { createBroadcastPort, createWebLocks } from '@kauppa/ports/browser';
import type { Shop as CoreShop, CrossTabMessage, UiStore } from '@kauppa/shop';
import { shopDatabaseName } from '@kauppa/shop/shell';
import type { Catalog } from '../lib/catalog.ts';

export type { AddToCartInput, AddToCartOutcome } from '@kauppa/shop';

/**
 * The browser's shop (STYLE.md §9, §19): `@kauppa/shop`'s running shop, created from the
 * browser's ports, plus what only this shell has — its catalogue reads and its UI store.
 * Components read it through `ShopProvider` hooks and hold no rules.
 */
export interface Shop extends CoreShop {
  catalog: Catalog;
  ui: UiStore;
}

/** Options of {@link createShop}. */
export interface CreateShopOptions {
  /** The shop API base the browser calls. */
  publicApiUrl: string;
  /** The brand id (one database per brand and store). */
  brand: string;
  /** The brand's catalogue store code (`kauppa_{storeCode}` index). */
  brandStoreCode: string;
  /** The store view code ('' default). */
  store: string;
  ui: UiStore;
  clock: Clock;
  /** The API de-duplicates orders by client order id (`api.orderIdempotency`). @default false */
  orderIdempotency?: boolean | undefined;
}

/**
 * Builds the browser's ports — ky transport, Dexie collections, the system clock, the window's
 * connectivity, a BroadcastChannel — and starts `@kauppa/shop` on them. Everything is imported
 * lazily: this module is itself loaded after hydration, so first paint carries none of it.
 */
export async function createShop(options: CreateShopOptions): Promise<Shop> {
  const { publicApiUrl, brand, brandStoreCode, store, ui, clock, orderIdempotency = false } = options;
  const [{ createKyHttp }, ports, shops, { createDexieCollections }, { taskQueueEvents }, catalogs] =
    await Promise.all([
      import('@kauppa/api-client'),
      import('@kauppa/ports'),
      import('@kauppa/shop'),
      import('@kauppa/storage'),
      import('@kauppa/task-queue'),
      import('../lib/catalog.ts'),
    ]);
  const config = shops.deploymentConfig(store, publicApiUrl);
  const logger = ports.createConsoleLogger();
  const collections = await createDexieCollections({
    name: shopDatabaseName(brand, store),
    clock,
    logger,
    onUnavailable: (reason) => logger.warn('IndexedDB unavailable, memory storage used', reason),
  });
  // Another tab's session changes, through a `BroadcastChannel` (none where there is none).
  const crossTab = createBroadcastPort<CrossTabMessage>(`kauppa-shop:${shopDatabaseName(brand, store)}`);
  const shop = shops.createShop({
    ports: {
      http: createKyHttp({ baseUrl: publicApiUrl }),
      collections,
      clock,
      connectivity: ports.createGlobalConnectivity(),
      logger,
      crossTab,
      // The order senders of the tabs and the worker exclude each other by the origin's lock (Web
      // Locks), per shop database: no timing (`sw/order-sync.ts` takes the same).
      locks: createWebLocks(shopDatabaseName(brand, store)),
    },
    config,
    brandStoreCode,
    storeCode: store,
    serverDeduplicates: orderIdempotency,
    // Held orders go at once on the thank-you page, also after a reload there (accounts-content §4).
    isThankYouPage: () => isThankYouPath(window.location.pathname),
  });
  const catalog = catalogs.createCatalog({ search: shop.search, config, index: shop.index });
  const offModal = shop.bus.on(taskQueueEvents.modalShow, (payload) => {
    if (payload === taskQueueEvents.signUpModal) ui.setSignUpModal(true);
  });
  await shop.start();
  return {
    ...shop,
    catalog,
    ui,
    stop() {
      offModal();
      shop.stop();
      crossTab?.close();
    },
  };
}
