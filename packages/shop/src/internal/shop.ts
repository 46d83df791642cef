import { accountEvents, createAccount, createTokenStore, userStorageKeys } from '@kauppa/account';
import {
  type Cart,
  type CartProduct,
  cartStorageKeys,
  cartStoreDispatcher,
  createCart,
  recreateCartOnMissingCartId,
} from '@kauppa/cart-sync';
import { catalogMessages } from '@kauppa/catalog-pricing';
import type { Checkout } from '@kauppa/checkout';
import { defaultShopConfig, platformOptions, searchIndexOf } from '@kauppa/config';
import { type CartItem, createShopApi, type Product } from '@kauppa/contract';
import {
  createCompareList,
  createMailer,
  createMarketingProvider,
  createNewsletter,
  createNotificationStore,
  createRecentlyViewed,
  createReviews,
  createValidationSchemas,
  createWishlist,
  listStorageKey,
  validate,
} from '@kauppa/engagement';
import { cartMessages } from '@kauppa/i18n';
import { createEventBus, createRandomIds, type Message, silentLogger } from '@kauppa/ports';
import {
  buildProductQuery,
  checkGraphqlSupport,
  loadSearchAdapter,
  type SearchAdapter,
  withSearchCache,
} from '@kauppa/search-query';
import { createRefreshingHttp, createTaskQueue, taskQueueEvents, tokenRefreshPort } from '@kauppa/task-queue';
import { createSearchUrlResolver, createUrlDispatcher } from '@kauppa/url-dispatcher';
import { createGate, gatedCollections, gatedHttp } from './gate.ts';
import type {
  AddToCartInput,
  AddToCartOutcome,
  AddToCartRefusal,
  CreateShopOptions,
  Shop,
  ShopState,
} from './types.ts';

/**
 * The one composition root of the shop (ARCHITECTURE.md, STYLE.md §19): every module of the
 * core, wired from the ports, with the spec's start-up order and its login, logout, token
 * refresh, cart recreation and cross-tab flows. Any front end — React, Vue, a Node script — runs
 * the whole shop through it. Nothing is read, written or sent, and no background work starts,
 * until `await shop.start()`.
 *
 * @example
 * const shop = createShop({ ports: { http, collections, clock, connectivity }, brandStoreCode: 'battery' });
 * await shop.start();
 * await shop.addToCart({ sku: 'BAT-000001', qty: 2 });
 */
export function createShop({
  ports,
  config = defaultShopConfig,
  state = {},
  brandStoreCode,
  storeCode = '',
  serverDeduplicates = false,
  isThankYouPage = () => false,
}: CreateShopOptions): Shop {
  // A `graphql` search adapter the platform's GraphQL cannot serve fails here, not with empty
  // pages (issue 27.9).
  checkGraphqlSupport(config);
  checkRequiredPorts(ports, brandStoreCode);
  const { clock, connectivity, crossTab } = ports;
  const bus = ports.bus ?? createEventBus();
  const logger = ports.logger ?? silentLogger;
  const ids = ports.ids ?? createRandomIds();
  const gate = createGate();
  const collections = gatedCollections(ports.collections, gate);
  const baseHttp = gatedHttp(ports.http, gate);
  const notifications = createNotificationStore({ clock, notifications: config.notifications });
  const tokens = createTokenStore({ collections });

  let cartRef: Cart | undefined;
  const queue = createTaskQueue({
    http: baseHttp,
    collections,
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
    tokenRefreshAttempts: state.tokenRefresh?.attempts,
    // A queued stock check's `store:cart/stockSync` callback reaches the cart (commerce-core §4).
    dispatch: (action, payload) =>
      cartRef ? cartStoreDispatcher({ cart: cartRef })(action, payload) : undefined,
  });
  // Direct calls answered 401 go through the queue's token refresh (commerce-core §4).
  const http = createRefreshingHttp({
    http: baseHttp,
    getToken: () => tokens.getToken(),
    refresh: tokenRefreshPort(queue.tokenRefresh),
  });
  const api = createShopApi({ http, platform: platformOptions(config, storeCode), logger });
  const index = searchIndexOf({ config, brandStoreCode, storeCode });
  const search = lazySearch(() =>
    loadSearchAdapter({ kind: config.api.searchAdapter, http, index, config, storeCode }).then((adapter) =>
      withSearchCache({ search: adapter, index, collections, connectivity, logger }),
    ),
  );
  search.kind = config.api.searchAdapter;
  const dispatcher = createUrlDispatcher({
    resolver: createSearchUrlResolver({ search, index, config }),
    collections,
    logger,
    config,
    storeCode,
  });

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
    // Server cart lines come without their product: the catalogue gives it (issue 28.2b).
    productLookup: {
      bySkus: async (skus) =>
        (await Promise.all(skus.map((sku) => productBySku(search, index, sku, config)))).filter(
          (found): found is CartProduct => found !== undefined,
        ),
    },
  });
  cartRef = cart;
  // A shop stopped before it started never restores its cart: that is no failure.
  cart.ready.catch(() => undefined);
  const lists = { collections, notifier: notifications, engagement: config.engagement };
  const wishlist = createWishlist(lists);
  const compare = createCompareList(lists);
  const recentlyViewed = createRecentlyViewed({ collections });

  let checkout: Promise<Checkout> | undefined;
  const validation = createValidationSchemas(config.validation);
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
    // Logout clears the checkout details (accounts-content §4).
    checkout: { clearDetails: async () => (await loadCheckout()).clearDetails() },
    users: config.users,
    tokenStore: tokens,
    // Sign-up checks the password with the form's schema before sending it (issue 30.4).
    checkPassword: (password) => {
      const checked = validate(validation.password, password);
      return checked.success ? undefined : checked.errors[''];
    },
  });
  const session = { isAuthorized: () => account.isAuthorized() };
  const newsletterPath = config.api.endpoints['newsletter.subscribe'];
  const newsletter = createNewsletter({
    http,
    session,
    notifier: notifications,
    logger,
    initial: state.newsletter,
    ...(newsletterPath ? { path: newsletterPath } : {}),
  });
  const marketing = createMarketingProvider({
    http,
    collections,
    clock,
    integration: config.integrations.marketing,
    engagement: config.engagement,
    storeCode: brandStoreCode,
    session,
    logger,
  });
  const reviews = createReviews({ http, notifier: notifications, logger, getToken: () => tokens.getToken() });

  const userToken = () => tokens.getToken() ?? undefined;

  function loadCheckout(): Promise<Checkout> {
    checkout ??= (async () => {
      const { createCheckout, orderHistoryLookup } = await import('@kauppa/checkout');
      const created = createCheckout({
        config,
        api: {
          cart: api.cart,
          stock: api.stock,
          // A customer's order carries the user token: the server takes the customer from it.
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
          recreate: () => cart.connect({ userToken: userToken() }),
          reloadFromServer: () => cart.sync({ forceSync: true }),
          subscribe: (listener) => cart.subscribe((s) => listener(s.cartItems as CartItem[])),
          updateTotals: (totals) =>
            void cart.dispatch({ type: 'cart.updateTotals', totals, totalSegments: totals.total_segments }),
          // The methods chosen (or preselected) so far show in the cart's totals (issue 28.3).
          chooseMethods: ({ shipping, payment }) => {
            void cart.dispatch({ type: 'cart.shipping', shipping });
            void cart.dispatch({ type: 'cart.updatePayment', payment });
          },
        },
        user: {
          id: () => account.getSnapshot().current?.id ?? null,
          // "I want to create an account": registered and signed in before the order is built,
          // which then carries its id and token (issue 28.6).
          create: async (registration) => {
            const created = await account.register(registration);
            if (created.ok) await loginFlow;
            return created;
          },
        },
        queue: { process: () => queue.drain() },
        bus,
        notifier: notifications,
        logger,
        isThankYouPage,
        locks: ports.locks,
        serverDeduplicates,
        lookup: orderHistoryLookup({ api, token: () => tokens.getToken(), logger }),
      });
      // The details and the 30-minute in-checkout mark survive a reload (accounts-content §4).
      await created.restore();
      return created;
    })();
    return checkout;
  }

  // The login flow (commerce-core §4 token refresh, cart sync): every sign-in — login, register,
  // a new password's automatic login — tells the queue and connects the customer's cart, which
  // pulls it and merges the guest lines into it.
  let loginFlow: Promise<void> = Promise.resolve();
  let fromOtherTab = false;
  const afterLogin = () => {
    queue.userLoggedIn();
    if (!fromOtherTab) crossTab?.post({ type: 'session.loggedIn' });
    // The guest lines are added to the customer's cart, quantities summed (the platform's
    // `cart/authorize`: connect with mergeQty).
    loginFlow = cart.connect({ userToken: userToken(), mergeQty: true }).catch((error: unknown) => {
      logger.warn('The customer cart could not connect', error);
    });
  };
  const background = new Set<Promise<unknown>>();
  const track = (what: string, work: Promise<unknown>) => {
    const tracked = work.catch((error: unknown) => logger.warn(what, error));
    background.add(tracked);
    void tracked.finally(() => background.delete(tracked));
  };

  // A cart bypassed to a guest cart while the customer is signed in returns to the customer's cart
  // (and merges its lines) once a token refresh succeeds: the bypass was for the failing call only
  // (issue 28.4; a sign-in and every load connect with the customer's token anyway).
  function returnToCustomerCartOnRefresh(): () => void {
    let refreshing = false;
    const subscription = queue.tokenRefresh.subscribe((snapshot) => {
      const refreshed = refreshing && snapshot.matches('idle');
      refreshing = snapshot.matches('refreshing');
      if (!refreshed) return;
      const { guestCart, userToken: held } = cart.actor.getSnapshot().context;
      const token = userToken();
      if (guestCart && held !== undefined && token && cart.isConnected())
        track('The customer cart could not connect', cart.connect({ userToken: token }));
    });
    return () => subscription.unsubscribe();
  }

  const unsubscribers: Array<() => void> = [];
  let started: Promise<void> | undefined;
  let stopped = false;

  async function start(): Promise<void> {
    if (stopped) return;
    // The flows listen from the first moment: a sign-in while the modules restore is not missed.
    unsubscribers.push(
      marketing.connect(bus),
      recreateCartOnMissingCartId({ cart, queue, bus, logger }).stop,
      bus.on(accountEvents.loggedIn, afterLogin),
      bus.on(accountEvents.loggedOut, () => {
        if (!fromOtherTab) crossTab?.post({ type: 'session.loggedOut' });
      }),
      returnToCustomerCartOnRefresh(),
      // The token refresh gave up (or is off): a silent logout (commerce-core §4).
      bus.on(taskQueueEvents.logout, (payload) => {
        void account.logout({ silent: Boolean((payload as { silent?: boolean } | undefined)?.silent) });
      }),
    );
    if (crossTab) unsubscribers.push(crossTab.subscribe((m) => void fromTab(m.type)));
    await writeState(ports.collections, state, config.engagement.collections);
    gate.open();
    // Session, cart, lists and watch list are restored before anything is sent.
    await tokens.load();
    await Promise.all([
      account.restore(),
      cart.ready,
      wishlist.load(),
      compare.load(),
      recentlyViewed.load(),
      marketing.loadWatching(),
    ]);
    if (stopped) return;
    // Then: resend what a reload left, bring a stored session's profile up to date, connect the
    // cart (guest or customer), and send held orders when the connection returns.
    track('Task queue start failed', queue.start());
    if (account.isAuthorized() && connectivity.isOnline()) {
      track('The session could not be refreshed', account.refreshProfile());
    }
    track('Cart could not connect', cart.synchronize({ userToken: userToken() }));
    const held = await ports.collections.collection('orders').keys();
    if (held.length > 0) track('Checkout could not start', loadCheckout());
  }

  // Another tab signed in or out: this tab's session follows (its cart follows the storage). A
  // logout whose tab has signed in again since (a token is stored) restores instead.
  async function fromTab(type: 'session.loggedIn' | 'session.loggedOut') {
    fromOtherTab = true;
    try {
      await tokens.load();
      if (tokens.getToken()) {
        await account.restore();
        if (type === 'session.loggedIn') queue.userLoggedIn();
      } else {
        await account.logout({ silent: true });
      }
    } catch (error) {
      logger.warn('The session of another tab could not be followed', error);
    } finally {
      fromOtherTab = false;
    }
  }

  async function addToCart({ sku, qty, product_option, product }: AddToCartInput): Promise<AddToCartOutcome> {
    const found = product ?? (await productBySku(search, index, sku, config));
    if (!found) return refuse('not-found', { id: catalogMessages.productQueryEmpty });
    // A configurable parent goes to the cart as one of its children, chosen by the shopper
    // (commerce-core §5): the parent itself is refused, not added and dropped later.
    if (isUnconfiguredParent(found))
      return refuse('not-configured', { id: catalogMessages.chooseOptionFirst });
    const result = await cart.addItem(
      product_option === undefined ? found : ({ ...found, product_option } as CartProduct),
      { qty },
    );
    // The lines the server cart refused are gone again (commerce-core §4 cart sync): not tracked.
    const refused = result.refused ?? [];
    const kept = result.added.filter((item) => !refused.some((r) => r.item === item));
    for (const item of kept) void marketing.productAddedToCart({ ...item, name: found.name ?? item.sku });
    // The cart's last message is its answer (the success, or the rule that refused the line); the
    // outcome carries it although the notification store shows a repeated message once.
    const last = result.messages.at(-1);
    if (result.added.length === 0)
      return { status: 'refused', reason: 'cart-rule', ...(last ? { message: last } : {}) };
    const serverRefusal = refused.at(-1);
    if (kept.length === 0 && serverRefusal)
      return { status: 'refused', reason: 'server-refused', message: serverRefusal.message };
    // Offline (or not connected) the line is in the cart here, not yet in the server cart (issue 30.2).
    if (result.queued) return { status: 'queued', ...(last ? { message: last } : {}) };
    const updated = result.messages.some((m) => m.id === cartMessages.productQuantityUpdated);
    return { status: updated ? 'updated' : 'added', ...(last ? { message: last } : {}) };
  }

  function refuse(reason: AddToCartRefusal, refusal: Message): AddToCartOutcome {
    notifications.notify({ type: 'error', message: refusal });
    return { status: 'refused', reason, message: refusal };
  }

  return {
    config,
    clock,
    bus,
    logger,
    connectivity,
    collections,
    http,
    api,
    search,
    index,
    dispatcher,
    notifications,
    queue,
    account,
    cart,
    wishlist,
    compare,
    recentlyViewed,
    newsletter,
    marketing,
    reviews,
    mailer: createMailer({ http, notifier: notifications, logger, mailer: config.mailer }),
    validation,
    validate: (schema, value) => validate(schema as never, value),
    loadCheckout,
    start() {
      started ??= start();
      return started;
    },
    async settled() {
      await started;
      while (background.size > 0) await Promise.all([...background]);
      await loginFlow;
    },
    async login(credentials) {
      const result = await account.login(credentials);
      if (result.ok) await loginFlow;
      return result;
    },
    signedIn: () => loginFlow,
    logout: (options) => account.logout({ silent: options?.silent ?? false }),
    addToCart,
    async removeFromCart(item) {
      const outcome = await cart.removeItem(item);
      // "Removed from Cart Product" fires when the shopper's line is gone (accounts-content §4).
      if (outcome.status !== 'refused') void marketing.productRemovedFromCart({ ...item });
      return outcome;
    },
    stop() {
      stopped = true;
      for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
      queue.stop();
      cart.stop();
      notifications.stop();
      crossTab?.close?.();
      void checkout?.then((c) => c.stop());
    },
  };
}

/**
 * A required port missing, or missing a function, when the shop is created (issue 30.5):
 * `port` names it (`ports.clock.setTimeout`, `brandStoreCode`).
 */
export class MissingPortError extends TypeError {
  override readonly name = 'MissingPortError';
  readonly port: string;
  constructor(port: string, expected: string) {
    super(`createShop: ${port} is missing (${expected})`);
    this.port = port;
  }
}

/** The functions each required port must have. */
const requiredPorts = {
  http: ['request'],
  collections: ['collection'],
  clock: ['now', 'setTimeout', 'clearTimeout'],
  connectivity: ['isOnline', 'subscribe'],
} as const;

/** Checks the required ports and the brand store code up front, before anything is built. */
function checkRequiredPorts(ports: CreateShopOptions['ports'], brandStoreCode: unknown): void {
  if (typeof ports !== 'object' || ports === null)
    throw new MissingPortError('ports', 'an object with http, collections, clock and connectivity');
  for (const [name, functions] of Object.entries(requiredPorts)) {
    const port = (ports as unknown as Record<string, Record<string, unknown> | undefined>)[name];
    if (typeof port !== 'object' || port === null)
      throw new MissingPortError(`ports.${name}`, `an object with ${functions.join(', ')}`);
    for (const fn of functions)
      if (typeof port[fn] !== 'function') throw new MissingPortError(`ports.${name}.${fn}`, 'a function');
  }
  if (typeof brandStoreCode !== 'string' || brandStoreCode === '')
    throw new MissingPortError('brandStoreCode', "the brand's catalogue store code, e.g. 'battery'");
}

/** A search adapter loaded on first use (its code is a chunk of its own). */
function lazySearch(load: () => Promise<SearchAdapter>): {
  -readonly [K in keyof SearchAdapter]: SearchAdapter[K];
} {
  let loaded: Promise<SearchAdapter> | undefined;
  return {
    kind: 'api',
    search: async (request) => {
      loaded ??= load();
      return (await loaded).search(request);
    },
  };
}

/**
 * A product by sku (commerce-core §5: the search key defaults to sku); the sku of a configurable
 * child finds its parent, and the child is answered with the parent's fields and `parentSku`.
 */
async function productBySku(
  search: SearchAdapter,
  index: string,
  sku: string,
  config: Shop['config'],
): Promise<CartProduct | undefined> {
  const first = (field: 'sku' | 'configurable_children.sku') =>
    search
      .search<Product>({
        entityType: 'product',
        index,
        query: buildProductQuery({ filters: { [field]: sku }, size: 1, config }),
      })
      .then((result) => result.items[0]);
  // A product's own sku, else a configurable child's: the platform client looks a child up by
  // configurable_children.sku (vue-storefront core/modules/cart/store/actions/productActions.ts).
  const parent = (await first('sku')) ?? (await first('configurable_children.sku'));
  if (!parent) return undefined;
  const child = parent.configurable_children?.find((c) => c.sku === sku);
  return (child ? { ...parent, ...child, parentSku: parent.sku } : parent) as CartProduct;
}

/** Writes the given state of each module where the module restores it from. */
async function writeState(
  collections: CreateShopOptions['ports']['collections'],
  state: ShopState,
  names: { wishlist: string; compare: string },
): Promise<void> {
  const writes: Promise<void>[] = [];
  if (state.cart) {
    writes.push(
      collections.collection('cart').set(cartStorageKeys.current, {
        cartServerToken: undefined,
        cartItemsHash: undefined,
        ...state.cart,
      }),
    );
  }
  if (state.user) {
    const user = collections.collection('user');
    writes.push(user.set(userStorageKeys.token, state.user.token));
    if (state.user.refreshToken) writes.push(user.set(userStorageKeys.refreshToken, state.user.refreshToken));
    if (state.user.current) writes.push(user.set(userStorageKeys.current, state.user.current));
  }
  if (state.wishlist) writes.push(collections.collection(names.wishlist).set(listStorageKey, state.wishlist));
  if (state.compare) writes.push(collections.collection(names.compare).set(listStorageKey, state.compare));
  if (state.checkout) {
    writes.push(
      collections.collection('checkout').set('details', {
        personalDetails: {},
        shippingDetails: {},
        paymentDetails: {},
        modifiedAt: null,
        lastOrderAt: null,
        ...state.checkout,
      }),
    );
  }
  await Promise.all(writes);
}

/** A configurable product that is not one of its children (no variant chosen, commerce-core §5). */
function isUnconfiguredParent(product: CartProduct): boolean {
  if (product.type_id !== 'configurable') return false;
  const children = (product as { configurable_children?: Array<{ sku?: string }> }).configurable_children;
  return !children?.some((child) => child.sku === product.sku);
}
