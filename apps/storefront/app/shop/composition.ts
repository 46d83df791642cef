import type { Account } from '@kauppa/account';
import type { Cart, CartProduct } from '@kauppa/cart-sync';
import type { Checkout } from '@kauppa/checkout';
import { configForStore, defaultShopConfig, platformOptions, type ShopConfig } from '@kauppa/config';
import type { CartItem, ShopApi } from '@kauppa/contract';
import type {
  Mailer,
  MarketingProvider,
  Newsletter,
  NotificationStore,
  ProductList,
  Reviews,
  ValidationResult,
  ValidationSchemas,
  WishlistItem,
} from '@kauppa/engagement';
import type { Clock, Collections, Connectivity, EventBus, Logger, ShopHttp } from '@kauppa/ports';
import type { TaskQueue } from '@kauppa/task-queue';
import type { Catalog } from '../lib/catalog.ts';
import { isThankYouPath } from '../offline/orders.ts';
import { shopDatabaseName } from './start-policy.ts';
import type { UiStore } from './ui.ts';

/**
 * The browser's composition root for the shopping screens (STYLE.md §9): every actor — storage,
 * transport, task queue, account, cart, engagement and (on demand) checkout — is created once per
 * page here, from the ports. Components read them through `ShopProvider` hooks and hold no rules.
 */
export interface Shop {
  config: ShopConfig;
  clock: Clock;
  bus: EventBus;
  logger: Logger;
  connectivity: Connectivity;
  collections: Collections;
  /** The HTTP port of direct calls (401s go through the token refresh). */
  http: ShopHttp;
  api: ShopApi;
  catalog: Catalog;
  /** The notification store; it is the notifier of every core package. */
  notifications: NotificationStore;
  ui: UiStore;
  queue: TaskQueue;
  account: Account;
  cart: Cart;
  wishlist: ProductList<WishlistItem>;
  compare: ProductList;
  recentlyViewed: ProductList;
  newsletter: Newsletter;
  marketing: MarketingProvider;
  reviews: Reviews;
  mailer: Mailer;
  /** The form validation of accounts-content §5 (zod/mini schemas answering message ids). */
  validation: ValidationSchemas;
  validate<T>(schema: ValidationSchemas[keyof ValidationSchemas], value: unknown): ValidationResult<T>;
  /** Checkout code is loaded on first use (the checkout page, the thank-you page, held orders). */
  loadCheckout(): Promise<Checkout>;
  /**
   * Adds a product: the given one (the product page hands its own, configured), else looked up
   * by sku (the `kauppa:add-to-cart` event of scripts). Tracks "Added to Cart Product".
   */
  addToCart(input: AddToCartInput): Promise<void>;
  /** Signs in, then connects the customer's cart (login merge) and tells the queue. */
  login(credentials: { username: string; password: string }): Promise<boolean>;
  stop(): void;
}

/** What `kauppa:add-to-cart` carries: the sku (and the product when the page has it). */
export interface AddToCartInput {
  sku: string;
  qty?: number | string | undefined;
  product_option?: unknown;
  product?: CartProduct | undefined;
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
 * Creates the {@link Shop}. Every core package and Dexie are imported here, lazily: the module is
 * itself loaded after hydration, so first paint carries none of them.
 */
export async function createShop({
  publicApiUrl,
  brand,
  brandStoreCode,
  store,
  ui,
  clock,
  orderIdempotency = false,
}: CreateShopOptions): Promise<Shop> {
  const [
    { createAccount, createTokenStore },
    { createKyHttp },
    { createCart, recreateCartOnMissingCartId },
    { createShopApi },
    engagement,
    ports,
    { createDexieCollections },
    { createRefreshingHttp, createTaskQueue, taskQueueEvents, tokenRefreshPort },
    { createCatalog, catalogIndex },
  ] = await Promise.all([
    import('@kauppa/account'),
    import('@kauppa/api-client'),
    import('@kauppa/cart-sync'),
    import('@kauppa/contract'),
    import('@kauppa/engagement'),
    import('@kauppa/ports'),
    import('@kauppa/storage'),
    import('@kauppa/task-queue'),
    import('../lib/catalog.ts'),
  ]);
  const storeConfig = configForStore(defaultShopConfig, store);
  const config = withLocalExternalCheckout(storeConfig, publicApiUrl);
  const logger = ports.createConsoleLogger();
  // The notification store is the notifier of every core package (TTL, dedupe, OK actions).
  const notifications = engagement.createNotificationStore({ clock, notifications: config.notifications });
  const bus = ports.createEventBus();
  const ids = ports.createRandomIds();
  const connectivity = ports.createGlobalConnectivity();
  const collections = await createDexieCollections({
    name: shopDatabaseName(brand, store),
    clock,
    logger,
    onUnavailable: (reason) => logger.warn('IndexedDB unavailable, memory storage used', reason),
  });
  const baseHttp = createKyHttp({ baseUrl: publicApiUrl });
  const tokens = createTokenStore({ collections });
  await tokens.load();

  let cartRef: Cart | undefined;
  const queue = createTaskQueue({
    http: baseHttp,
    storage: collections,
    tokens,
    getCartId: () => cartRef?.getState().cartServerToken ?? null,
    clock,
    ids,
    bus,
    notifier: notifications,
    logger,
    connectivity,
    maxNetworkTaskAttempts: config.queues.maxNetworkTaskAttempts,
    autoRefreshTokens: config.users.autoRefreshTokens,
  });
  const http = createRefreshingHttp({
    http: baseHttp,
    getToken: () => tokens.getToken(),
    refresh: tokenRefreshPort(queue.tokenRefresh),
  });
  const api = createShopApi({ http, platform: platformOptions(config, store), logger });
  const catalog = createCatalog({ api, config, index: catalogIndex(brandStoreCode, store, config) });

  const cart = createCart({
    api,
    collections,
    clock,
    notifier: notifications,
    logger,
    bus,
    ids,
    config,
    queue,
    connectivity,
  });
  cartRef = cart;
  const wishlist = engagement.createWishlist({
    collections,
    notifier: notifications,
    engagement: config.engagement,
  });
  const compare = engagement.createCompareList({
    collections,
    notifier: notifications,
    engagement: config.engagement,
  });
  const recentlyViewed = engagement.createRecentlyViewed({ collections });

  let checkout: Promise<Checkout> | undefined;
  const account = createAccount({
    http,
    collections,
    clock,
    connectivity,
    notifier: notifications,
    bus,
    logger,
    queue,
    cart,
    wishlist,
    compare,
    // Logout clears the checkout details (accounts-content §4): checkout's own clearDetails().
    checkout: { clearDetails: async () => (await loadCheckout()).clearDetails() },
    users: config.users,
    tokenStore: tokens,
  });
  const session = { isAuthorized: () => account.isAuthorized() };
  const newsletterPath = config.api.endpoints['newsletter.subscribe'];
  const newsletter = engagement.createNewsletter({
    http,
    session,
    notifier: notifications,
    logger,
    ...(newsletterPath ? { path: newsletterPath } : {}),
  });
  // The marketing-email provider stand-in of apps/shop-api (accounts-content §7): tracked events
  // are recorded by the reference server.
  const marketing = engagement.createMarketingProvider({
    http,
    collections,
    clock,
    integration: {
      ...config.integrations.marketing,
      publicKey: config.integrations.marketing.publicKey ?? 'kauppa-stand-in',
      listId: config.integrations.marketing.listId ?? 'stand-in',
    },
    engagement: config.engagement,
    storeCode: brandStoreCode,
    session,
    logger,
  });
  const reviews = engagement.createReviews({
    http,
    notifier: notifications,
    logger,
    getToken: () => tokens.getToken(),
  });

  const unsubscribers: Array<() => void> = [marketing.connect(bus)];
  unsubscribers.push(recreateCartOnMissingCartId({ cart, queue, bus, logger }).stop);
  unsubscribers.push(
    bus.on(taskQueueEvents.logout, (payload) => {
      void account.logout({ silent: Boolean((payload as { silent?: boolean } | undefined)?.silent) });
    }),
    bus.on(taskQueueEvents.modalShow, (payload) => {
      if (payload === taskQueueEvents.signUpModal) ui.setSignUpModal(true);
    }),
  );

  const loadCheckout = () => {
    checkout ??= (async () => {
      const { createCheckout, orderHistoryLookup } = await import('@kauppa/checkout');
      const created = createCheckout({
        config,
        api: {
          cart: api.cart,
          stock: api.stock,
          // A customer's order carries the user token: the reference server takes the customer
          // from it and refuses a `user_id` without it (issue 18.1).
          order: {
            place: (order, options) => api.order.place(order, { ...options, token: tokens.getToken() }),
          },
        },
        collections,
        clock,
        ids,
        connectivity,
        cart: {
          items: () => cart.getState().cartItems as CartItem[],
          serverRef: () => {
            const cartId = cart.getState().cartServerToken;
            if (cartId === undefined || cartId === null) return null;
            const token = tokens.getToken();
            return token ? { cartId, token } : { cartId };
          },
          clear: () => cart.clear(),
          recreate: () => cart.connect({ userToken: tokens.getToken() ?? undefined }),
          reloadFromServer: () => cart.sync({ forceSync: true }),
          subscribe: (listener) => cart.subscribe((state) => listener(state.cartItems as CartItem[])),
          updateTotals: (totals) =>
            void cart.dispatch({ type: 'cart.updateTotals', totals, totalSegments: totals.total_segments }),
        },
        // The order carries the customer (order history) and the server cart (coupon).
        user: { id: () => account.getSnapshot().current?.id ?? null },
        queue: { process: () => queue.drain() },
        bus,
        notifier: notifications,
        logger,
        // Held orders go at once on the thank-you page, also after a reload there (accounts-content §4).
        isThankYouPage: () => isThankYouPath(window.location.pathname),
        // Exactly once without the server's help (issue 15): an order of unknown outcome is
        // re-sent by itself only when the API de-duplicates; a customer's history settles it.
        serverDeduplicates: orderIdempotency,
        lookup: orderHistoryLookup({ api, token: () => tokens.getToken(), logger }),
      });
      // The details and the 30-minute in-checkout mark survive a reload (accounts-content §4).
      await created.restore();
      return created;
    })();
    return checkout;
  };

  const addToCart = async ({ sku, qty, product_option, product }: AddToCartInput) => {
    let found: CartProduct | undefined = product;
    if (!found) {
      const parent = await catalog.productBySku(sku);
      const child = parent?.configurable_children?.find((c) => c.sku === sku);
      found = (child ? { ...parent, ...child, parentSku: parent?.sku } : parent) as CartProduct | undefined;
    }
    if (!found) {
      notifications.notify({ type: 'error', message: ports.message('Product query returned empty result') });
      return;
    }
    const result = await cart.addItem(
      product_option === undefined ? found : ({ ...found, product_option } as CartProduct),
      { qty },
    );
    for (const item of result.added)
      void marketing.productAddedToCart({ ...item, name: found.name ?? item.sku });
  };

  const login = async (credentials: { username: string; password: string }) => {
    const result = await account.login(credentials);
    if (!result.ok) return false;
    queue.userLoggedIn();
    await cart.connect({ userToken: tokens.getToken() ?? undefined });
    return true;
  };

  // Start-up: restore the session, resend what a reload left, connect the cart (guest or customer).
  await Promise.all([
    account.restore(),
    cart.ready,
    wishlist.load(),
    compare.load(),
    recentlyViewed.load(),
    marketing.loadWatching(),
  ]);
  void queue.start().catch((error: unknown) => logger.error('Task queue start failed', error));
  // A stored session's profile is brought up to date from the server, as the platform's session
  // start does (also when a reload cut off the loading after a login). The order history is read
  // by the pages that show it.
  if (account.isAuthorized() && connectivity.isOnline()) {
    void account
      .refreshProfile()
      .catch((error: unknown) => logger.warn('The session could not be refreshed', error));
  }
  void cart
    .synchronize({ userToken: tokens.getToken() ?? undefined })
    .catch((error: unknown) => logger.warn('Cart could not connect', error));
  // Held orders are sent when the connection returns: the offline-order flow needs checkout.
  const held = await collections.collection('orders').keys();
  if (held.length > 0) void loadCheckout();

  return {
    config,
    clock,
    bus,
    logger,
    connectivity,
    collections,
    http,
    api,
    catalog,
    notifications,
    ui,
    queue,
    account,
    cart,
    wishlist,
    compare,
    recentlyViewed,
    newsletter,
    marketing,
    reviews,
    mailer: engagement.createMailer({ http, notifier: notifications, logger, mailer: config.mailer }),
    validation: engagement.createValidationSchemas(config.validation),
    validate: (schema, value) => engagement.validate(schema as never, value),
    loadCheckout,
    addToCart,
    login,
    stop() {
      for (const unsubscribe of unsubscribers) unsubscribe();
      queue.stop();
      cart.stop();
      void checkout?.then((c) => c.stop());
    },
  };
}

/**
 * The default external checkout address points at a loopback shop API (`http://127.0.0.1:8080`);
 * on a loopback deployment the external checkout site is the reference shop API the browser
 * already talks to, so its origin is used. Any other configured address is kept.
 */
export function withLocalExternalCheckout(config: ShopConfig, publicApiUrl: string): ShopConfig {
  const external = config.checkout.externalCheckout;
  if (!/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(external.url)) return config;
  let origin: string;
  try {
    origin = new URL(publicApiUrl).origin;
  } catch {
    return config;
  }
  return { ...config, checkout: { ...config.checkout, externalCheckout: { ...external, url: origin } } };
}
