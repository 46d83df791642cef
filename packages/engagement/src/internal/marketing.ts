import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig } from '@kauppa/config';
import type { MarketingCustomer } from '@kauppa/contract';
import type { ApiResponse, Clock, Collections, EventBus, Logger, ShopHttp } from '@kauppa/ports';
import { silentLogger } from '@kauppa/ports';
import { engagementMessages, sessionEvents } from './messages.ts';
import type { SignedInCheck } from './newsletter.ts';
import { engagementPaths } from './paths.ts';
import { createListeners, isOk, send } from './shared.ts';

/**
 * A marketing-email customer (accounts-content §3): email, firstname, lastname, telephone,
 * address; the wire shape of `@kauppa/contract`.
 */
export type { MarketingCustomer };

/** Someone to identify: a user profile or an address; an e-mail is required. */
export interface MarketingUser {
  email?: string | null;
  firstname?: string;
  lastname?: string;
  telephone?: string;
  [field: string]: unknown;
}

/** A product as the back-in-stock form and the watch list need it. */
export interface WatchedProduct {
  sku: string;
  /** The parent of a variant; the watch-list key is then `parentSku-sku`. */
  parentSku?: string | null;
  /** The variant's id (form field `variant`). @default sku */
  id?: string | number;
  /** The parent's id (form field `product`). @default id */
  parentId?: string | number | null;
}

/** A product of a tracked event. */
export interface TrackedProduct {
  sku: string;
  name?: string;
  [field: string]: unknown;
}

/** The order handed to {@link MarketingProvider.orderPlaced}: what the 'Placed Order' event tracks. */
export interface TrackedOrder {
  addressInformation?: { shippingAddress?: MarketingUser | null; billingAddress?: MarketingUser | null };
  products: TrackedProduct[];
  [field: string]: unknown;
}

/** The tracked events of accounts-content §7. */
export const trackedEvents = {
  viewedProduct: 'Viewed Product',
  addedToCartProduct: 'Added to Cart Product',
  removedFromCartProduct: 'Removed from Cart Product',
  startedCheckout: 'Started Checkout',
  placedOrder: 'Placed Order',
  orderedProduct: 'Ordered Product',
  backInStockUnsubscribe: 'Requested Back In Stock Unsubscribe',
} as const;

/** The state of the provider. */
export interface MarketingState {
  /** The identified customer, or `null`. */
  customer: MarketingCustomer | null;
  /** Watch-list keys: sku, or parentSku-sku for variants. */
  watching: readonly string[];
}

/**
 * The marketing-email provider: subscriptions, back-in-stock alerts and behaviour tracking
 * (accounts-content §4, §7, §8). Without its public key and list id it is off: `enabled` is false
 * and every call resolves without sending anything.
 */
export interface MarketingProvider {
  readonly enabled: boolean;
  getSnapshot(): MarketingState;
  subscribe(listener: () => void): () => void;
  /** GET identify with base64 JSON. Rejects with "User details are required" without an e-mail. */
  identify(user: MarketingUser | null | undefined): Promise<void>;
  /** Forgets the identified customer (on logout). */
  resetIdentity(): void;
  /** GET track with base64 JSON. Rejects with "User details are required" when nobody is identified. */
  track(event: string, properties?: Record<string, unknown>): Promise<void>;
  /** POST advanced subscribe; on success identifies the subscriber when no customer is known. */
  subscribeAdvanced(subscriber: MarketingUser): Promise<boolean>;
  /** GET subscribe (email, storeCode): is the e-mail subscribed? */
  subscriptionStatus(email: string): Promise<boolean>;
  /** POST subscribe (email, storeCode). */
  subscribeEmail(email: string): Promise<boolean>;
  /** DELETE subscribe {email, storeCode}; without a signed-in user the customer is cleared. */
  unsubscribeEmail(email: string): Promise<boolean>;
  /** POST the back-in-stock form; adds the product to the watch list. Rejects a response without success. */
  backInStockSubscribe(input: {
    product: WatchedProduct;
    email: string;
    subscribeForNewsletter?: boolean;
  }): Promise<void>;
  /** Tracks "Requested Back In Stock Unsubscribe"; removes the product from the watch list. */
  backInStockUnsubscribe(input: { product: WatchedProduct; email: string }): Promise<void>;
  isWatching(product: WatchedProduct): boolean;
  /** Reads the watch list saved locally (nothing when persistent caching is disabled). */
  loadWatching(): Promise<readonly string[]>;
  /** Loading the watch list from the server is not shown by the spec: rejects with "Not Implemented". */
  loadWatchingFromServer(): Promise<never>;
  /** Tracks "Viewed Product"; failures are swallowed. */
  productViewed(product: TrackedProduct): Promise<void>;
  /** Tracks "Added to Cart Product"; failures are swallowed. */
  productAddedToCart(product: TrackedProduct): Promise<void>;
  /** Tracks "Removed from Cart Product"; failures are swallowed. */
  productRemovedFromCart(product: TrackedProduct): Promise<void>;
  /** Checkout started: "Started Checkout" is tracked after the next cart totals update. */
  checkoutStarted(): void;
  /** The cart totals were updated; tracks "Started Checkout" once after {@link checkoutStarted}. */
  cartTotalsUpdated(cart: Record<string, unknown>): Promise<void>;
  /** Identifies the customer from the shipping address, else billing; tracks the order and each product. */
  orderPlaced(order: TrackedOrder): Promise<void>;
  /** Follows login (identify) and logout (reset) on the event bus; returns the unsubscribe function. */
  connect(bus: EventBus): () => void;
}

/** Options of {@link createMarketingProvider}. */
export interface CreateMarketingProviderOptions {
  http: ShopHttp;
  collections: Collections;
  clock: Clock;
  /** The provider's keys. @default defaultShopConfig.integrations.marketing (no keys: off) */
  integration?: ShopConfig['integrations']['marketing'];
  /** `disablePersistentCaching` keeps the watch list in memory only. @default defaultShopConfig.localCache */
  localCache?: Pick<ShopConfig['localCache'], 'disablePersistentCaching'>;
  /** @default defaultShopConfig.engagement */
  engagement?: ShopConfig['engagement'];
  /** The store code sent with subscriptions. @default '' */
  storeCode?: string;
  /** The store id of the back-in-stock form and events. @default 1 */
  storeId?: string | number;
  /** The `platform` field of the back-in-stock form. @default 'api' */
  platform?: string;
  /** Without a signed-in user an unsubscribe clears the customer. @default nobody is signed in */
  session?: SignedInCheck;
  /** @default silentLogger */
  logger?: Logger;
}

const watchingKey = 'watching';

/** The watch-list key of a product: sku, or parentSku-sku for a variant (accounts-content §3). */
export function watchListKey(product: WatchedProduct): string {
  return product.parentSku && product.parentSku !== product.sku
    ? `${product.parentSku}-${product.sku}`
    : product.sku;
}

/** Base64 of the UTF-8 JSON of `value`, as the provider's identify and track take it. */
export function encodeMarketingData(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const succeeded = (response: ApiResponse | null): boolean => {
  if (!isOk(response)) return false;
  const result = response?.result as unknown;
  if (typeof result === 'object' && result !== null && 'success' in result) return Boolean(result.success);
  return result !== 0 && result !== '0' && result !== false;
};

const userDetailsRequired = () => new Error(engagementMessages.userDetailsRequired);

/**
 * Creates the marketing-email provider integration of one shopper.
 *
 * @example
 * const marketing = createMarketingProvider({ http, collections, clock, integration: config.integrations.marketing });
 * marketing.connect(bus); // identify on login, reset on logout
 * await marketing.productViewed({ sku: 'AA-4', name: 'AA battery' });
 */
export function createMarketingProvider({
  http,
  collections,
  clock,
  integration = defaultShopConfig.integrations.marketing,
  localCache = defaultShopConfig.localCache,
  engagement = defaultShopConfig.engagement,
  storeCode = '',
  storeId = 1,
  platform = 'api',
  session = { isAuthorized: () => false },
  logger = silentLogger,
}: CreateMarketingProviderOptions): MarketingProvider {
  const enabled = Boolean(integration.publicKey && integration.listId);
  const publicKey = integration.publicKey ?? '';
  const listId = integration.listId ?? '';
  const persistent = !localCache.disablePersistentCaching;
  const store = collections.collection<string[]>(engagement.collections.marketing);
  const listeners = createListeners();
  let state: MarketingState = { customer: null, watching: [] };
  let checkoutPending = false;

  const set = (patch: Partial<MarketingState>) => {
    state = { ...state, ...patch };
    listeners.emit();
  };
  const setWatching = async (watching: string[]) => {
    set({ watching });
    if (persistent) await store.set(watchingKey, watching);
  };
  const customerProperties = (customer: MarketingCustomer) => ({
    $email: customer.email,
    ...(customer.firstname === undefined ? {} : { $first_name: customer.firstname }),
    ...(customer.lastname === undefined ? {} : { $last_name: customer.lastname }),
    ...(customer.telephone === undefined ? {} : { $phone_number: customer.telephone }),
  });
  const sendTrack = async (
    event: string,
    customer: MarketingCustomer,
    properties: Record<string, unknown>,
  ) => {
    const data = {
      token: publicKey,
      event,
      customer_properties: customerProperties(customer),
      properties,
      time: Math.floor(clock.now() / 1000),
    };
    const response = await send(http, logger, {
      method: 'GET',
      path: engagementPaths.marketingTrack,
      query: { data: encodeMarketingData(data) },
    });
    if (!succeeded(response)) throw new Error(`Tracking "${event}" failed`);
  };
  const swallow = async (what: string, run: () => Promise<void>) => {
    if (!enabled) return;
    try {
      await run();
    } catch (error) {
      logger.debug(`Marketing ${what} failed`, error);
    }
  };

  const identify: MarketingProvider['identify'] = async (user) => {
    if (!enabled) return;
    if (!user?.email) throw userDetailsRequired();
    const customer: MarketingCustomer = {
      email: user.email,
      ...(typeof user.firstname === 'string' ? { firstname: user.firstname } : {}),
      ...(typeof user.lastname === 'string' ? { lastname: user.lastname } : {}),
      ...(typeof user.telephone === 'string' ? { telephone: user.telephone } : {}),
      ...(user.address === undefined ? {} : { address: user.address }),
    };
    const response = await send(http, logger, {
      method: 'GET',
      path: engagementPaths.marketingIdentify,
      query: { data: encodeMarketingData({ token: publicKey, properties: customerProperties(customer) }) },
    });
    if (!succeeded(response)) throw new Error('Identification failed');
    set({ customer });
  };

  const track: MarketingProvider['track'] = async (event, properties = {}) => {
    if (!enabled) return;
    if (!state.customer) throw userDetailsRequired();
    await sendTrack(event, state.customer, properties);
  };

  const productProperties = (product: TrackedProduct) => ({
    ...product,
    ProductID: product.sku,
    ProductName: product.name,
  });

  return {
    enabled,
    getSnapshot: () => state,
    subscribe: listeners.subscribe,
    identify,
    resetIdentity: () => set({ customer: null }),
    track,

    async subscribeAdvanced(subscriber) {
      if (!enabled) return false;
      const response = await send(http, logger, {
        method: 'POST',
        path: engagementPaths.marketingSubscribeAdvanced,
        body: { ...subscriber, storeCode },
      });
      if (!succeeded(response)) return false;
      if (!state.customer && subscriber.email) await swallow('identify', () => identify(subscriber));
      return true;
    },

    async subscriptionStatus(email) {
      if (!enabled) return false;
      const response = await send(http, logger, {
        method: 'GET',
        path: engagementPaths.marketingSubscribe,
        query: { email, storeCode },
      });
      return succeeded(response);
    },

    async subscribeEmail(email) {
      if (!enabled) return false;
      const response = await send(http, logger, {
        method: 'POST',
        path: engagementPaths.marketingSubscribe,
        body: { email, storeCode },
      });
      return succeeded(response);
    },

    async unsubscribeEmail(email) {
      if (!enabled) return false;
      const response = await send(http, logger, {
        method: 'DELETE',
        path: engagementPaths.marketingSubscribe,
        body: { email, storeCode },
      });
      const ok = succeeded(response);
      if (ok && !session.isAuthorized()) set({ customer: null });
      return ok;
    },

    async backInStockSubscribe({ product, email, subscribeForNewsletter = false }) {
      if (!enabled) return;
      const variant = String(product.id ?? product.sku);
      const response = await send(http, logger, {
        method: 'POST',
        path: engagementPaths.marketingBackInStock,
        form: {
          a: publicKey,
          email,
          g: listId,
          variant,
          product: String(product.parentId ?? variant),
          platform,
          store: String(storeId),
          subscribe_for_newsletter: String(subscribeForNewsletter),
        },
      });
      const result = response?.result as { success?: unknown } | undefined;
      if (!isOk(response) || result?.success !== true)
        throw new Error('Back-in-stock subscription was not successful');
      const key = watchListKey(product);
      if (!state.watching.includes(key)) await setWatching([...state.watching, key]);
    },

    async backInStockUnsubscribe({ product, email }) {
      if (!enabled) return;
      const variant = String(product.id ?? product.sku);
      await sendTrack(
        trackedEvents.backInStockUnsubscribe,
        state.customer?.email === email ? state.customer : { email },
        { email, listId, storeId, product: String(product.parentId ?? variant), variant },
      );
      const key = watchListKey(product);
      await setWatching(state.watching.filter((k) => k !== key));
    },

    isWatching: (product) => state.watching.includes(watchListKey(product)),

    async loadWatching() {
      if (!persistent) return state.watching;
      const stored = await store.get(watchingKey);
      if (Array.isArray(stored)) set({ watching: stored });
      return state.watching;
    },

    loadWatchingFromServer: () => Promise.reject(new Error(engagementMessages.notImplemented)),

    productViewed: (product) =>
      swallow('tracking', () => track(trackedEvents.viewedProduct, productProperties(product))),
    productAddedToCart: (product) =>
      swallow('tracking', () => track(trackedEvents.addedToCartProduct, productProperties(product))),
    productRemovedFromCart: (product) =>
      swallow('tracking', () => track(trackedEvents.removedFromCartProduct, productProperties(product))),

    checkoutStarted() {
      checkoutPending = true;
    },

    async cartTotalsUpdated(cart) {
      if (!checkoutPending) return;
      checkoutPending = false;
      await swallow('tracking', () => track(trackedEvents.startedCheckout, cart));
    },

    async orderPlaced(order) {
      const { shippingAddress, billingAddress } = order.addressInformation ?? {};
      const address = shippingAddress?.email ? shippingAddress : billingAddress;
      await swallow('identify', () => identify(address ? { ...address, address } : address));
      const { products, addressInformation: _, ...rest } = order;
      await swallow('tracking', () =>
        track(trackedEvents.placedOrder, { ...rest, ItemNames: products.map((p) => p.name ?? p.sku) }),
      );
      for (const product of products) {
        await swallow('tracking', () => track(trackedEvents.orderedProduct, productProperties(product)));
      }
    },

    connect(bus) {
      const offIn = bus.on<MarketingUser>(sessionEvents.loggedIn, (user) => {
        void swallow('identify', () => identify(user));
      });
      const offOut = bus.on(sessionEvents.loggedOut, () => set({ customer: null }));
      return () => {
        offIn();
        offOut();
      };
    },
  };
}
