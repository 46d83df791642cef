import { createKyHttp } from '@kauppa/api-client';
import { isThankYouPath } from '@kauppa/checkout/offline-orders';
import { createServerContext, priceText, withClientTimeout } from '@kauppa/pages';
import {
  createConsoleLogger,
  createGlobalConnectivity,
  createSystemClock,
  type Message,
} from '@kauppa/ports';
import { createShop, deploymentConfig } from '@kauppa/shop';
import { followHeldOrders } from '@kauppa/shop/offline';
import { createDexieCollections } from '@kauppa/storage';
import { onScopeDispose, type ShallowRef, shallowRef } from 'vue';

/**
 * The composition root: the browser's ports (ky, Dexie, the window's connectivity, the system
 * clock) handed to `createShop` and to the page context of `@kauppa/pages`. Nothing else here.
 */
const apiUrl = `${location.origin}/api`;
const brand = 'battery';
const clock = createSystemClock();
const logger = createConsoleLogger();

/** The catalogue and content reads of `@kauppa/pages`, with the browser's timeout. */
export const pages = withClientTimeout(
  await createServerContext(
    { brand, store: '', apiUrl, publicApiUrl: apiUrl },
    { createHttp: (options) => createKyHttp(options), clock, logger, findBrand: () => undefined },
  ),
);

export const shop = createShop({
  ports: {
    http: createKyHttp({ baseUrl: apiUrl }),
    collections: await createDexieCollections({ name: 'kauppa-vue-shop', clock, logger }),
    clock,
    connectivity: createGlobalConnectivity(),
    logger,
  },
  config: deploymentConfig('', apiUrl),
  brandStoreCode: brand,
  serverDeduplicates: true,
  isThankYouPage: () => isThankYouPath(location.pathname),
});
await shop.start();
// The checkout's code is loaded while online: without a service worker, an offline checkout could
// not fetch it later.
void shop.loadCheckout();

/** The held orders of this page (accounts-content §4 offline orders). */
export const held = followHeldOrders(shop, { pathname: () => location.pathname });

export const t = (message: Message | string, params?: Message['params']): string =>
  typeof message === 'string'
    ? pages.translator.t(message, params)
    : pages.translator.t(message.id, message.params);
export const price = (value: number | null | undefined): string => priceText(value, shop.config.i18n);

/** A store of the core (`subscribe` + a read) as a Vue ref, followed while the component lives. */
export function live<T>(
  store: { subscribe(listener: () => void): () => void },
  read: () => T,
): ShallowRef<T> {
  const value = shallowRef(read());
  const stop = store.subscribe(() => {
    value.value = read();
  });
  onScopeDispose(stop);
  return value;
}
