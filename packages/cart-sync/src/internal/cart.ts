import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig } from '@kauppa/config';
import type { CartRef, CheckoutAddress, CollectTotals, ShopApi } from '@kauppa/contract';
import { messages } from '@kauppa/i18n';
import type {
  Clock,
  Collections,
  Connectivity,
  EventBus,
  IdSource,
  Logger,
  Message,
  Notifier,
} from '@kauppa/ports';
import { createEventBus, createRandomIds, isApiError, silentLogger } from '@kauppa/ports';
import type { SyncTask, TaskQueue } from '@kauppa/task-queue';
import { isSuccessCode } from '@kauppa/task-queue';
import type { Actor, SnapshotFrom } from 'xstate';
import { createActor, fromPromise, waitFor } from 'xstate';
import { decideAddToCart, validateProductForCart } from './add-to-cart.ts';
import type { CartAction } from './cart-state.ts';
import { isCartConnected, isSyncRequired, isTotalsSyncRequired } from './cart-state.ts';
import { type ConfigureCartItemOptions, configureCartItem } from './configure-item.ts';
import { cartItemKey, cartItemsCount, sameCartLine } from './items.ts';
import { type CartProductLookup, lineFieldsOf, lineNeedsProduct } from './line-products.ts';
import type { PersistedCart, ServerMergeResult } from './machine.ts';
import { cartSyncMachine } from './machine.ts';
import { type CartSyncDiff, emptyCartSyncDiff } from './merge.ts';
import { applyRenderedPrices, pricesAfterSyncEvent } from './prices.ts';
import { decideQuantityChange, typedQuantity } from './quantity.ts';
import { applyStockResult, createQueueCartStock, prefetchStock, stockResultOfTask } from './stock.ts';
import { chosenMethodsForTotals } from './totals.ts';
import type {
  AddToCartResult,
  ApplyCouponOutcome,
  CartItem,
  CartProduct,
  CartState,
  CartStock,
  Id,
  PaymentMethod,
  QuantityChangeOutcome,
  RemoveCouponOutcome,
  RemoveFromCartOutcome,
  ShippingMethod,
  StockItem,
  StockResult,
} from './types.ts';

/** Where the cart lives in the `cart` collection. */
export const cartStorageKeys = { current: 'current-cart' } as const;

/** The stored record: the persisted cart and the tab that wrote it. */
interface StoredCart extends PersistedCart {
  writer?: string | undefined;
}

/** Options of {@link createCart}. */
export interface CreateCartOptions {
  /** The shop API (cart and render-list calls). */
  api: Pick<ShopApi, 'cart' | 'products'>;
  /** Storage: the cart is kept in the `cart` collection. */
  collections: Collections;
  clock: Clock;
  notifier: Notifier;
  /** @default silentLogger */
  logger?: Logger | undefined;
  /** Carries `prices-after-sync`. @default a private event bus */
  bus?: EventBus | undefined;
  /** Names this tab for cross-tab reloads. @default random ids */
  ids?: IdSource | undefined;
  /** @default defaultShopConfig */
  config?: ShopConfig | undefined;
  /**
   * The task queue of `@kauppa/task-queue`: stock checks and lists go through it (commerce-core
   * §7). Give `queue` or `stock`; without either the stock is unknown: every check answers
   * volatile (added for pre-reservation) and a warning is logged.
   */
  queue?: TaskQueue | undefined;
  /** The stock port. @default {@link createQueueCartStock} over `queue` */
  stock?: CartStock | undefined;
  /**
   * Looks up the products of lines that arrived without them (server cart lines of a sign-in on
   * another device, or a load where the product was not loaded): with it, each such line takes its
   * product's name, image and prices (issue 28.2b). Without it such lines keep the server's fields.
   */
  productLookup?: CartProductLookup | undefined;
  /**
   * The online/offline flag. With it, a connect, sync or totals sync that failed on the transport
   * (offline, timeout) is retried once the connection returns; without it, on the next call.
   */
  connectivity?: Connectivity | undefined;
}

/** The state of the cart's connection to the server. */
export type CartSyncStatus = 'restoring' | 'disconnected' | 'connecting' | 'connected' | 'skipped';

/** Options of {@link Cart.connect}. */
export interface ConnectOptions {
  /** The customer's token: with it the customer's cart is pulled and merged (login). */
  userToken?: string | undefined;
  /** Connect a guest cart even with a token. */
  guestCart?: boolean | undefined;
  /** The client's state wins the merge. */
  forceClientState?: boolean | undefined;
  /** Merge quantities: a line on both sides gets the sum of both quantities (login). */
  mergeQty?: boolean | undefined;
}

/** Options of {@link Cart.sync}: the merge and sync options of the configuration (commerce-core §4 cart sync). */
export interface CartSyncOptions {
  /** The client state wins: server-only lines are deleted on the server, client lines pushed. @default false */
  forceClientState?: boolean | undefined;
  /** Sync even when no sync is needed. @default false */
  forceSync?: boolean | undefined;
  /** Decide the merge and answer its diff, change nothing on either side. @default false */
  dryRun?: boolean | undefined;
  /** A quantity mismatch pushed to the server sends the sum of both quantities. @default false */
  mergeQty?: boolean | undefined;
}

/** Deprecated method lists kept for old callers (commerce-core §4: they log warnings). */
export interface DeprecatedMethods<T> {
  /** @deprecated use the checkout's methods; logs a warning. */
  addMethod(method: T): void;
  /** @deprecated use the checkout's methods; logs a warning. */
  replaceMethods(methods: T[]): void;
}

/** The cart: state, actions and server sync (commerce-core §4). Created by {@link createCart}. */
export interface Cart {
  /** The running cart sync machine, for `@xstate/react` selectors. */
  readonly actor: Actor<typeof cartSyncMachine>;
  /** Resolves once the stored cart is restored. */
  readonly ready: Promise<void>;
  getState(): CartState;
  /** Calls `listener` with the cart state on every change; returns the unsubscribe function. */
  subscribe(listener: (state: CartState) => void): () => void;
  status(): CartSyncStatus;
  /** The mini cart count: quantities or lines, per `config.cart.minicartCountType`. */
  itemsCount(): number;
  isConnected(): boolean;
  isSyncRequired(): boolean;
  isTotalsSyncRequired(): boolean;
  /** Applies one cart action; resolves once it is persisted. */
  dispatch(action: CartAction): Promise<void>;
  /**
   * Adds a product after its checks (commerce-core §4, §5, §8); resolves once persisted and the
   * server cart answered: the result lists the lines the server `refused` and says whether they
   * are only `queued` (issue 30.2).
   */
  addItem(product: CartProduct, options?: { qty?: number | string | undefined }): Promise<AddToCartResult>;
  /**
   * Removes a line and answers what happened once the server cart answered
   * ({@link RemoveFromCartOutcome}): `removed`, `queued` (offline: the server's delete waits for
   * the connection) or `refused` (no such line; the server kept it, and the line is back).
   *
   * @example
   * const outcome = await cart.removeItem(line);
   * if (outcome.status === 'refused') show(outcome.message);
   */
  removeItem(item: Pick<CartItem, 'sku' | 'product_option'>): Promise<RemoveFromCartOutcome>;
  /**
   * Sets a line's quantity without the checks of {@link Cart.changeQuantity}; answers once the
   * server cart answered ({@link QuantityChangeOutcome}).
   */
  updateQuantity(
    item: Pick<CartItem, 'sku' | 'product_option'>,
    qty: number | string,
  ): Promise<QuantityChangeOutcome>;
  /**
   * Changes a line's quantity as the shopper typed it, with the checks of adding (accounts-content
   * §5 quantity rule, `typedQuantity`; commerce-core §4 stock check, `decideQuantityChange`), and
   * answers what happened once the server cart answered ({@link QuantityChangeOutcome}): a refused
   * quantity leaves the line as it is and answers the message for the field ("Only {maxQuantity}
   * products of this type are available", 'Quantity must be above 0.', …); nothing is sent to the
   * server then. Offline the change is `queued`, not `updated`.
   *
   * @example
   * const { status, message } = await cart.changeQuantity(line, '500');
   */
  changeQuantity(
    item: Pick<CartItem, 'sku' | 'product_option' | 'qty'>,
    value: string,
  ): Promise<QuantityChangeOutcome>;
  /** Connects to a server cart (guest, or the customer's with `userToken`) and syncs. */
  connect(options?: ConnectOptions): Promise<void>;
  /**
   * The start-up sync (the spec's cart token storage, commerce-core §4 cart sync): a guest's cart
   * restored with a server token pulls and merges that server cart; only a cart without one
   * connects (and creates a server cart). A signed-in customer connects (cart/create answers the
   * customer's active cart). A reload, a new tab or a browser restart keeps one server cart, its
   * coupon and totals.
   */
  synchronize(options?: ConnectOptions): Promise<void>;
  disconnect(): Promise<void>;
  /** Empties and disconnects the cart; `recreate` connects a new server cart. */
  clear(options?: { recreate?: boolean | undefined; userToken?: string | undefined }): Promise<void>;
  /**
   * Pulls and merges the server cart when a sync is needed (the item hash is empty or changed, or
   * none has happened; commerce-core §4), or always with `forceSync`, and answers what it changed:
   * lines added, updated, removed, pushed (`CartSyncDiff`; `synced: false` when no merge ran).
   * With `dryRun` the merge is only decided.
   *
   * @example
   * const { added, pushed } = await cart.sync({ forceSync: true, mergeQty: true });
   */
  sync(options?: CartSyncOptions): Promise<CartSyncDiff>;
  syncTotals(options?: {
    forceServerSync?: boolean | undefined;
    methods?: CollectTotals | undefined;
  }): Promise<void>;
  /** Checks the stock of every line: "In stock!" / "Out of the stock!" (commerce-core §4). */
  syncStock(): Promise<void>;
  /**
   * Configures an existing cart line (accounts-content §3–4 cart edit mode): the line becomes the
   * variant of `product` matching `selection` (`configureCartItem`; a line already holding that
   * variant is merged in), the edit mode closes, and a connected cart syncs with the client state
   * forced (the old variant's server line goes, the new one is pushed). Throws
   * 'No such configuration for the product' when no variant matches.
   *
   * @example
   * cart.openEditMode… // dispatch({ type: 'cart.openEditMode', productId, qty, selectedOptions })
   * await cart.configureItem({ item, product, selection: { color: '50', size: '2' } });
   */
  configureItem(
    options: Omit<ConfigureCartItemOptions, 'cartItems'>,
  ): Promise<{ line: CartItem; merged: CartItem | undefined; diff: CartSyncDiff }>;
  /**
   * The stock-sync callback a queued stock check delivers (`store:cart/stockSync`, commerce-core
   * §4 network tasks and stock sync; see `cartStoreDispatcher`): the task's result marks the
   * lines of its sku 'In stock!' or 'Out of the stock!' (removed when neither out-of-stock items
   * nor cart sync are allowed; ENOTFOUND ignored). Answers the sku and the lines removed.
   *
   * @example
   * const queue = createTaskQueue({ ...ports, dispatch: (action, task) => cartStoreDispatcher({ cart })(action, task) });
   */
  stockSync(options: { task: SyncTask }): Promise<{ sku: string | undefined; removed: CartItem[] }>;
  /** Stock of list products, in chunks of `config.stock.listChunkSize`. */
  prefetchStock(skus: readonly string[]): Promise<Map<string, StockItem>>;
  /** Refreshes the lines' prices through render-list and emits `prices-after-sync`. */
  syncPrices(query?: { storeId?: Id | undefined; userGroupId?: Id | undefined }): Promise<void>;
  /**
   * POST cart/apply-coupon, then the totals (commerce-core §7); answers {@link ApplyCouponOutcome}:
   * `applied`, `queued` offline (sent when the connection returns), or `refused` with the spec's
   * text ("The coupon code isn't valid", "You've entered an incorrect coupon code"), also notified.
   *
   * @example
   * const outcome = await cart.applyCoupon('KAUPPA10');
   * if (outcome.status === 'applied') clearField();
   */
  applyCoupon(code: string): Promise<ApplyCouponOutcome>;
  /** POST cart/delete-coupon, then the totals; answers {@link RemoveCouponOutcome}. */
  removeCoupon(): Promise<RemoveCouponOutcome>;
  loadPaymentMethods(): Promise<PaymentMethod[]>;
  loadShippingMethods(address: CheckoutAddress): Promise<ShippingMethod[]>;
  /** The methods last loaded. */
  methods(): { payment: PaymentMethod[]; shipping: ShippingMethod[] };
  /**
   * Loads both method lists (commerce-core §7 payment and shipping methods): the payment methods
   * and the shipping methods for `address`, in the platform's order; offline, the lists last
   * loaded. Pass them to `defaultMethodsForTotals` to collect totals before the shopper chose.
   *
   * @example
   * const { shippingMethods, paymentMethods } = await cart.loadMethods({ address: { country_id: 'FI' } });
   */
  loadMethods(options: { address: CheckoutAddress }): Promise<{
    shippingMethods: ShippingMethod[];
    paymentMethods: PaymentMethod[];
  }>;
  toggleMiniCart(open?: boolean): Promise<void>;
  /** Resolves when no sync, totals or storage write is under way. */
  whenIdle(): Promise<void>;
  /** @deprecated use {@link Cart.sync}; logs a warning. */
  serverPull(options?: {
    forceClientState?: boolean | undefined;
    forceSync?: boolean | undefined;
  }): Promise<void>;
  /** @deprecated use {@link Cart.syncTotals}; logs a warning. */
  refreshTotals(options?: { forceServerSync?: boolean | undefined }): Promise<void>;
  readonly payment: DeprecatedMethods<PaymentMethod>;
  readonly shipping: DeprecatedMethods<ShippingMethod>;
  /** Stops the machine and the storage subscription. */
  stop(): void;
}

/** The stock port when neither a queue nor a stock port is given: not sure about any stock. */
function unknownStock(logger: Logger): CartStock {
  logger.warn('createCart: no task queue and no stock port given; every stock check answers volatile');
  return { check: async () => ({ status: 'volatile' }) };
}

function persistedOf(cart: CartState): PersistedCart {
  return {
    cartItems: cart.cartItems,
    cartServerToken: cart.cartServerToken,
    cartItemsHash: cart.cartItemsHash,
    lastCartBypassTs: cart.lastCartBypassTs,
    connectBypassCount: cart.connectBypassCount,
  };
}

/**
 * A cart request not sent because the shop is offline (commerce-core §4 connectivity): it waits
 * for the connection and is sent once it returns.
 */
class WaitingForConnection extends Error {
  override readonly name = 'WaitingForConnection';
}

/** A failure of the transport (offline, timeout): worth retrying once the connection returns. */
/**
 * Magento's REST layer refusing a request's data object (an unknown field, a field of the wrong
 * type): Magento 2.3 `Property "Label" does not have accessor method "getLabel" in class "…"`
 * (Magento\Framework\Reflection\NameFinder), 2.4 `"label" is not supported. Correct the field name
 * and try again.` (Magento\Framework\Webapi\ServiceInputProcessor), or any text naming a PHP class.
 * The platform passes it on as the cart call's result (src/api/cart.ts `apiError`).
 */
const magentoInternals =
  /does not have accessor method|is not supported\. Correct the field name|[A-Za-z]+\\[A-Za-z]+\\[A-Za-z]+|Internal Error\. Details are available in Magento log/;

/**
 * The text of a refused cart change the shopper is shown: the server's message, unless it is
 * Magento's internal error about the request itself (issue 27.2; then the caller's general text).
 */
export function shopperText(result: unknown): string | undefined {
  if (typeof result !== 'string' || result === '') return undefined;
  return magentoInternals.test(result) ? undefined : result;
}

/** The coupon refusals the server's answer can give, with the spec's texts (commerce-core §8). */
const couponTexts = {
  incorrect: messages.couponIncorrect,
  'not-valid': messages.couponNotValid,
} as const;

/**
 * Why the server refused a coupon, if it did: it names an unknown code "incorrect"; any other
 * refusal is "isn't valid"; a `false` result is an incorrect code (commerce-core §8).
 */
function couponRefusal(answer: {
  code: number | string;
  result: unknown;
}): keyof typeof couponTexts | undefined {
  if (!isSuccessCode(answer.code)) {
    const incorrect = typeof answer.result === 'string' && answer.result.startsWith(messages.couponIncorrect);
    return incorrect ? 'incorrect' : 'not-valid';
  }
  return answer.result === false ? 'incorrect' : undefined;
}

function isTransportFailure(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

function statusOf(snapshot: SnapshotFrom<typeof cartSyncMachine>): CartSyncStatus {
  if (snapshot.matches('restoring') || snapshot.matches('restored')) return 'restoring';
  if (snapshot.matches('connecting')) return 'connecting';
  if (snapshot.matches('connected')) return 'connected';
  if (snapshot.matches('skipped')) return 'skipped';
  return 'disconnected';
}

/**
 * Creates the cart: restores it from the `cart` collection, keeps items, server token and hash
 * persisted on every change, follows other tabs, and syncs with the server cart through the cart
 * sync machine, whose effects it provides from the ports.
 *
 * @example
 * const cart = createCart({ api: createShopApi({ http }), collections, clock, notifier });
 * await cart.ready;
 * await cart.connect();
 * await cart.addItem({ sku: 'AA-4', price_incl_tax: 3.5 });
 */
export function createCart({
  api,
  collections,
  clock,
  notifier,
  logger = silentLogger,
  bus = createEventBus(),
  ids = createRandomIds(),
  config = defaultShopConfig,
  queue,
  stock,
  connectivity,
  productLookup,
}: CreateCartOptions): Cart {
  const stockPort: CartStock =
    stock ?? (queue ? createQueueCartStock({ queue, config }) : unknownStock(logger));
  const tab = ids.next('tab-');
  const store = collections.collection<StoredCart>('cart');
  const pendingWrites = new Set<Promise<void>>();
  const background = new Set<Promise<unknown>>();
  let lastWritten: string | undefined;
  let chain: Promise<void> = Promise.resolve();
  let totalsAfterMerge: Promise<void> = Promise.resolve();
  const methodLists = { payment: [] as PaymentMethod[], shipping: [] as ShippingMethod[] };
  // What failed on the transport and waits for the connection (commerce-core §4 connectivity).
  // A sync that sent the client's state (a local change: a removed line, a new quantity) is retried
  // with it forced, else the server's old line would come back (issue 30.2).
  const retry: {
    connect: ConnectOptions | undefined;
    sync: boolean;
    syncForced: boolean;
    totals: boolean;
  } = {
    connect: undefined,
    sync: false,
    syncForced: false,
    totals: false,
  };
  const retrySync = (forceClientState: boolean | undefined) => {
    retry.sync = true;
    retry.syncForced ||= forceClientState === true;
  };
  let lastConnect: ConnectOptions = {};
  // Whether the cart was ever told to connect (the start-up's synchronize, a sign-in): only then
  // does a line added to a disconnected cart create a server cart on its own.
  let connectedBefore = false;
  // The text of the server's last refusal of a line's change, by line key: the outcome of the
  // action that caused it carries it (issue 30.2).
  const serverRefusals = new Map<string, Message>();
  // Offline, cart requests are not sent: they wait for the connection (commerce-core §4).
  const isOffline = () => connectivity !== undefined && !connectivity.isOnline();
  const whenOnline = () =>
    new Promise<void>((resolve) => {
      if (!isOffline()) return resolve();
      const off = connectivity?.subscribe((online) => {
        if (!online) return;
        off?.();
        resolve();
      });
    });

  const persist = (cart: CartState) => {
    const record = persistedOf(cart);
    const json = JSON.stringify(record);
    if (json === lastWritten) return;
    lastWritten = json;
    // A failed write is logged and the action completes in memory; the next change writes the
    // cart again (issue 16.9). Only held orders must be stored before they are acknowledged.
    const write: Promise<void> = chain
      .then(() => store.set(cartStorageKeys.current, { ...record, writer: tab }))
      .catch((error: unknown) => {
        if (lastWritten === json) lastWritten = undefined;
        logger.error('Cart could not be persisted', error);
      })
      .finally(() => pendingWrites.delete(write));
    chain = write;
    pendingWrites.add(write);
  };

  const flush = async () => {
    await Promise.all([...pendingWrites]);
  };

  const run = <T>(task: Promise<T>): Promise<T> => {
    background.add(task);
    task.then(
      () => background.delete(task),
      () => background.delete(task),
    );
    return task;
  };

  const machine = cartSyncMachine.provide({
    actors: {
      restoreCart: fromPromise(async () => {
        const record = await store.get(cartStorageKeys.current);
        if (!record) return undefined;
        const { writer: _writer, ...persisted } = record;
        lastWritten = JSON.stringify(persistedOf({ ...actorState(), ...persisted } as CartState));
        return persisted;
      }),
      createServerCart: fromPromise(async ({ input }) => {
        if (isOffline()) {
          retry.connect = lastConnect;
          throw new WaitingForConnection('cart/create');
        }
        try {
          const answer = await api.cart.create({ token: input.userToken });
          retry.connect = undefined;
          return { code: answer.code, result: answer.result };
        } catch (error) {
          if (isTransportFailure(error)) retry.connect = lastConnect;
          throw error;
        }
      }),
      pullServerCart: fromPromise(async ({ input }) => {
        if (isOffline()) {
          retrySync(input.forceClientState);
          throw new WaitingForConnection('cart/pull');
        }
        try {
          const answer = await api.cart.pull(input.ref);
          retry.sync = false;
          if (!input.forceClientState) retry.syncForced = false;
          return { code: answer.code, result: answer.result };
        } catch (error) {
          if (isTransportFailure(error)) retrySync(input.forceClientState);
          throw error;
        }
      }),
      applyServerMerge: fromPromise(async ({ input }) => {
        const results: ServerMergeResult[] = [];
        for (const action of input.actions) {
          try {
            if (action.type === 'deleteServerItem') {
              const answer = await api.cart.delete(input.ref, {
                sku: action.serverItem.sku,
                item_id: action.serverItem.item_id,
              });
              if (isSuccessCode(answer.code)) results.push({ ok: true });
              else {
                logger.warn('Cart item delete failed', { sku: action.serverItem.sku, result: answer.result });
                // The server kept the line: said to the shopper, and the line comes back (issue 30.2).
                refusedByServer(cartItemKey(action.serverItem), answer.result);
                results.push({ ok: false, code: answer.code });
              }
            } else if (action.type === 'pushClientItem') {
              const { clientItem, serverItem } = action;
              const answer = await api.cart.update(input.ref, {
                sku: clientItem.sku,
                qty: clientItem.qty,
                ...(clientItem.product_option ? { product_option: clientItem.product_option } : {}),
                ...(serverItem ? { item_id: serverItem.item_id } : {}),
              });
              if (isSuccessCode(answer.code)) results.push({ ok: true, serverItem: answer.result });
              else {
                logger.warn('Cart item update failed', { sku: clientItem.sku, result: answer.result });
                // A change the server refused is told to the shopper, never dropped silently (issue 14.2).
                refusedByServer(cartItemKey(clientItem), answer.result);
                results.push({ ok: false, code: answer.code });
              }
            } else {
              results.push({ ok: true });
            }
          } catch (error) {
            if (isTransportFailure(error) || isOffline()) {
              // The connection dropped: the line stays as it is and the sync runs again once the
              // connection returns; a refusal only removes or restores it (commerce-core §4).
              retrySync(input.forceClientState);
              logger.warn('Cart item update waits for the connection', error);
              results.push({ ok: true });
              continue;
            }
            logger.error('Cart item update failed', error);
            results.push({ ok: false });
          }
        }
        return results;
      }),
    },
    actions: {
      persistCart: (_args, params) => persist(params.cart),
      // After a merge the totals follow when a totals sync is needed, on the items' rule (commerce-
      // core §4 totals sync; decided before the merge saved the hash). Not keyed on the sync date:
      // two merges within one millisecond must both be followed.
      // They run one after another, so the last answer is the latest server state.
      mergeCompleted: (_args, { totalsSyncRequired }) => {
        if (!config.cart.synchronizeTotals || !totalsSyncRequired) return;
        totalsAfterMerge = run(
          totalsAfterMerge
            .then(() => cart.syncTotals({ forceServerSync: true }))
            .catch((error: unknown) => logger.error('Cart totals sync failed', error)),
        );
      },
      log: (_args, params) =>
        params.details instanceof WaitingForConnection
          ? logger.info(`Cart request ${params.details.message} waits for the connection`)
          : logger[params.level](params.message, params.details),
    },
  });

  // The token refresh failed (lock -1): the session has ended, a refused cart call bypasses to no
  // guest cart (issue 28.5).
  const sessionEnded = () => (queue?.tokenRefresh.getSnapshot().context.lock ?? 0) < 0;
  const actor = createActor(machine, { input: { config, now: () => clock.now(), sessionEnded } });
  const actorState = () => actor.getSnapshot().context.cart;
  actor.start();

  const unsubscribeStorage = store.subscribe((change) => {
    if (change.key !== null && change.key !== cartStorageKeys.current) return;
    void run(
      store.get(cartStorageKeys.current).then((record) => {
        if (record?.writer === tab) return;
        const persisted = record ? (({ writer: _w, ...rest }) => rest)(record) : undefined;
        lastWritten = persisted ? JSON.stringify(persisted) : undefined;
        actor.send({ type: 'storage.changed', record: persisted });
      }),
    );
  });

  // Back online: what failed on the transport is tried again (connect, else sync, else totals: a
  // connect or sync ends in a merge, and every merge syncs the totals itself).
  const retryFailed = async () => {
    if (retry.connect && statusOf(actor.getSnapshot()) === 'disconnected') {
      await cart.connect(retry.connect);
    } else if (retry.sync && statusOf(actor.getSnapshot()) === 'connected') {
      const forceClientState = retry.syncForced;
      retry.syncForced = false;
      await cart.sync({ forceSync: true, forceClientState });
    } else if (retry.totals) await cart.syncTotals({ forceServerSync: true });
  };
  const unsubscribeConnectivity =
    connectivity?.subscribe((online) => {
      if (!online) return;
      void run(
        retryFailed().catch((error: unknown) => logger.error('Cart retry after reconnect failed', error)),
      );
    }) ?? (() => {});

  const ready = waitFor(actor, (s) => !s.matches('restoring') && !s.matches('restored')).then(
    () => undefined,
  );

  // Lines without their product (server lines) get it looked up, each sku once while it answers
  // (issue 28.2b); a failed lookup is tried again on the next change of the lines.
  const lookedUp = new Set<string>();
  const fillLineProducts = async (items: readonly CartItem[]) => {
    if (!productLookup || isOffline()) return;
    const skus = [...new Set(items.filter(lineNeedsProduct).map((item) => item.sku))].filter(
      (sku) => !lookedUp.has(sku),
    );
    if (skus.length === 0) return;
    for (const sku of skus) lookedUp.add(sku);
    let products: CartProduct[];
    try {
      products = await productLookup.bySkus(skus);
    } catch (error) {
      for (const sku of skus) lookedUp.delete(sku);
      logger.warn('The products of cart lines could not be looked up', error);
      return;
    }
    for (const product of products) {
      for (const line of actorState().cartItems) {
        if (line.sku !== product.sku || !lineNeedsProduct(line)) continue;
        actor.send({ type: 'cart.updateProps', item: line, props: lineFieldsOf(product) });
      }
    }
    await flush();
  };
  let lastItems: readonly CartItem[] | undefined;
  const unsubscribeLines = actor.subscribe((snapshot) => {
    const items = snapshot.context.cart.cartItems;
    if (items === lastItems) return;
    lastItems = items;
    if (items.some(lineNeedsProduct)) void run(fillLineProducts(items));
  });

  const ref = (): CartRef | undefined => {
    const { cart: state, guestCart, userToken } = actor.getSnapshot().context;
    if (!isCartConnected(state)) return undefined;
    return { cartId: state.cartServerToken as Id, token: guestCart ? undefined : userToken };
  };

  const settle = async () => {
    await waitFor(actor, (s) => !s.hasTag('busy'));
    await flush();
  };

  const notify = (type: 'error' | 'success', message: Message) =>
    notifier.notify({ type, message, action1: { label: { id: messages.ok }, action: 'close' } });

  /** A line change the server refused: told to the shopper and kept for the action's outcome. */
  function refusedByServer(key: string, result: unknown): void {
    const refusal: Message = { id: shopperText(result) ?? messages.somethingWentWrong };
    serverRefusals.set(key, refusal);
    notify('error', refusal);
  }

  /**
   * Watches the merges that follow local line changes and answers what the server cart made of
   * them (issue 30.2): a change is sent by the sync it raises (commerce-core §4 cart sync, client
   * state forced), and is confirmed only once a merge ran after it without a refusal of its line
   * and nothing waits for the connection (a cart still connecting counts: its first merge sends
   * them). A cart not connected (or offline, or whose sync failed) holds the changes for the next
   * sync: `queued`. With cart sync off the local cart is the cart.
   */
  function watchServer(keys: readonly string[]) {
    for (const key of keys) serverRefusals.delete(key);
    const syncing = config.cart.synchronize;
    const merges: CartSyncDiff[] = [];
    let seen = actor.getSnapshot().context.syncCount;
    const watching = actor.subscribe((snapshot) => {
      const { syncCount, lastSync } = snapshot.context;
      if (syncCount === seen) return;
      seen = syncCount;
      if (lastSync) merges.push(lastSync);
    });
    return {
      /** Resolves once the cart is idle: `refused` holds the refused keys with the server's text. */
      async answer(): Promise<{ queued: boolean; refused: Map<string, Message> }> {
        try {
          await settle();
        } finally {
          watching.unsubscribe();
        }
        const refused = new Map<string, Message>();
        if (!syncing) return { queued: false, refused };
        for (const key of keys) {
          const refusal = serverRefusals.get(key);
          if (refusal && merges.some((diff) => diff.refused.some((line) => cartItemKey(line) === key)))
            refused.set(key, refusal);
        }
        // A cart still connecting when the change was made pushes it with the merge that follows.
        const merged = merges.some((diff) => diff.synced && !diff.dryRun);
        const connected = isCartConnected(actorState());
        return { queued: !(connected && merged && !retry.sync && !isOffline()), refused };
      },
    };
  }

  /** Applies a change of one line and answers what the server cart made of it. */
  async function changeLine(
    action: CartAction,
    key: string,
  ): Promise<{ answer: 'confirmed' | 'queued' } | { answer: 'refused'; message: Message }> {
    await ready;
    const server = watchServer([key]);
    actor.send(action);
    const { queued, refused } = await server.answer();
    const refusal = refused.get(key);
    if (refusal) return { answer: 'refused', message: refusal };
    return { answer: queued ? 'queued' : 'confirmed' };
  }

  /** The line of the cart that `item` stands for. */
  const lineOf = (item: Pick<CartItem, 'sku' | 'product_option'>) =>
    actorState().cartItems.find((line) => sameCartLine(line, item));

  /** Sets a line's quantity and answers what the server made of it. */
  async function setQuantity(
    line: CartItem,
    qty: number,
    warning?: Message | undefined,
  ): Promise<QuantityChangeOutcome> {
    const key = cartItemKey(line);
    const changed = await changeLine({ type: 'cart.update', item: line, qty }, key);
    const now = actorState().cartItems.find((l) => cartItemKey(l) === key)?.qty ?? 0;
    if (changed.answer === 'refused')
      return { status: 'refused', reason: 'server-refused', qty: now, message: changed.message };
    const status = changed.answer === 'confirmed' ? 'updated' : 'queued';
    return warning ? { status, qty: now, message: warning } : { status, qty: now };
  }

  /** Sends a coupon call when the cart has a server cart; offline it waits for the connection. */
  async function couponCall(
    send: (ref: CartRef) => Promise<{ code: number | string; result: unknown }>,
  ): Promise<
    | { answer: 'answered'; code: number | string; result: unknown }
    | { answer: 'queued' | 'no-server-cart' | 'no-answer' }
  > {
    const cartRef = ref();
    if (!cartRef) return { answer: isOffline() ? 'queued' : 'no-server-cart' };
    if (isOffline()) {
      // Sent when the connection returns; its answer is notified (commerce-core §4 connectivity).
      void run(whenOnline().then(() => couponCall(send)));
      return { answer: 'queued' };
    }
    try {
      const answer = await send(cartRef);
      return { answer: 'answered', code: answer.code, result: answer.result };
    } catch (error) {
      logger.warn('Coupon request got no answer', error);
      return { answer: 'no-answer' };
    }
  }

  /** Applies a stock result to the lines of `sku` (commerce-core §4 stock sync); answers the lines removed. */
  const applyStock = (sku: string, result: StockResult): CartItem[] => {
    const outcome = applyStockResult({ cartItems: actorState().cartItems, sku, result, config });
    for (const removed of outcome.removed) actor.send({ type: 'cart.delete', item: removed });
    for (const item of outcome.cartItems) {
      if (item.sku !== sku) continue;
      actor.send({
        type: 'cart.updateProps',
        item,
        props: { is_in_stock: item.is_in_stock, info: item.info, errors: item.errors },
      });
    }
    return outcome.removed;
  };

  const cart: Cart = {
    actor,
    ready,
    getState: actorState,
    subscribe(listener) {
      const subscription = actor.subscribe((snapshot) => listener(snapshot.context.cart));
      return () => subscription.unsubscribe();
    },
    status: () => statusOf(actor.getSnapshot()),
    itemsCount: () => cartItemsCount(actorState().cartItems, { countType: config.cart.minicartCountType }),
    isConnected: () => isCartConnected(actorState()),
    isSyncRequired: () => isSyncRequired(actorState()),
    isTotalsSyncRequired: () => isTotalsSyncRequired(actorState()),
    async dispatch(action) {
      await ready;
      actor.send(action);
      await flush();
    },
    async addItem(product, { qty } = {}) {
      await ready;
      const result: AddToCartResult = { added: [], messages: [] };
      const validation = validateProductForCart(qty === undefined ? product : { ...product, qty }, {
        config,
      });
      if (validation.errors.length) {
        for (const error of validation.errors) {
          notify('error', error);
          result.messages.push(error);
        }
        return result;
      }
      const server = watchServer(validation.items.map(cartItemKey));
      actor.send({ type: 'cart.updatingItem', isAdding: true });
      try {
        for (const item of validation.items) {
          const stockResult = config.stock.check
            ? await stockPort.check(item.sku)
            : { status: 'ok' as const };
          const decision = decideAddToCart({
            item,
            stock: stockResult,
            cartItems: actorState().cartItems,
            config,
          });
          for (const notification of decision.notifications) {
            notifier.notify(notification);
            result.messages.push(notification.message);
          }
          if (decision.add) {
            actor.send({ type: 'cart.add', item });
            result.added.push(item);
          }
        }
      } finally {
        actor.send({ type: 'cart.updatingItem', isAdding: false });
      }
      // "Create cart token when there are products in cart and we don't have token already"
      // (vue-storefront core/modules/cart/store/actions/connectActions.ts `create`, called by
      // `addItems`): a cart disconnected since (a logout cleared it) gets a server cart for its
      // lines — the session's (none after a logout: a guest cart), its lines pushed.
      if (
        result.added.length > 0 &&
        connectedBefore &&
        config.cart.synchronize &&
        statusOf(actor.getSnapshot()) === 'disconnected' &&
        !isOffline()
      ) {
        const { userToken } = actor.getSnapshot().context;
        lastConnect = { userToken, forceClientState: true };
        actor.send({ type: 'connect', userToken, forceClientState: true });
      }
      // What the server cart made of the lines (the platform client answers the sync's diff log:
      // itemActions.ts `addItems`): refused lines are removed again or back to their quantity.
      const { queued, refused } = await server.answer();
      if (result.added.length === 0) return result;
      const refusedLines = [...refused].flatMap(([key, message]) => {
        const item = result.added.find((line) => cartItemKey(line) === key);
        return item ? [{ item, message }] : [];
      });
      if (refusedLines.length > 0) result.refused = refusedLines;
      if (queued) result.queued = true;
      return result;
    },
    async removeItem(item) {
      await ready;
      const line = lineOf(item);
      if (!line) return { status: 'refused', reason: 'not-in-cart' };
      const removed = await changeLine({ type: 'cart.delete', item: line }, cartItemKey(line));
      if (removed.answer === 'refused')
        return { status: 'refused', reason: 'server-refused', message: removed.message };
      return { status: removed.answer === 'confirmed' ? 'removed' : 'queued' };
    },
    async changeQuantity(item, value) {
      await ready;
      const line = lineOf(item);
      if (!line) return { status: 'refused', reason: 'not-in-cart', qty: item.qty };
      const typed = typedQuantity({ item: line, value });
      if (typed.status === 'refused')
        return { status: 'refused', reason: 'invalid-quantity', qty: line.qty, message: typed.error };
      if (typed.status === 'unchanged') return { status: 'unchanged', qty: line.qty };
      const stockResult = config.stock.check ? await stockPort.check(item.sku) : { status: 'ok' as const };
      const decision = decideQuantityChange({ item: line, qty: typed.qty, stock: stockResult });
      if (!decision.update)
        return { status: 'refused', reason: 'stock', qty: line.qty, message: decision.error };
      return setQuantity(line, decision.qty, decision.warning);
    },
    async updateQuantity(item, qty) {
      await ready;
      const line = lineOf(item);
      if (!line) return { status: 'refused', reason: 'not-in-cart', qty: 0 };
      return setQuantity(line, Number.parseInt(String(qty), 10));
    },
    async connect({ userToken, guestCart, forceClientState, mergeQty } = {}) {
      await ready;
      if (!config.cart.synchronize) return;
      lastConnect = { userToken, guestCart, forceClientState, mergeQty };
      connectedBefore = true;
      actor.send({ type: 'connect', userToken, guestCart, forceClientState, mergeQty });
      await settle();
    },
    async synchronize({ userToken, guestCart, forceClientState, mergeQty } = {}) {
      await ready;
      if (!config.cart.synchronize) return;
      lastConnect = { userToken, guestCart, forceClientState, mergeQty };
      connectedBefore = true;
      // A guest's stored cart is the one to keep; a customer's session asks cart/create, which
      // answers the customer's active cart (the stored token may still be the guest's).
      actor.send({
        type: 'connect',
        userToken,
        guestCart,
        forceClientState,
        mergeQty,
        reuseServerToken: userToken === undefined || guestCart === true,
      });
      await settle();
    },
    async disconnect() {
      await ready;
      actor.send({ type: 'disconnect' });
      await flush();
    },
    async clear({ recreate = false, userToken } = {}) {
      await ready;
      actor.send({ type: 'cart.clear' });
      actor.send({ type: 'disconnect' });
      await flush();
      if (recreate) await cart.connect({ userToken });
    },
    async sync({ forceClientState, forceSync = false, dryRun = false, mergeQty = false } = {}) {
      await ready;
      const before = actor.getSnapshot().context.syncCount;
      actor.send({ type: 'sync', forceClientState, forceSync, dryRun, mergeQty });
      await settle();
      const { syncCount, lastSync } = actor.getSnapshot().context;
      return syncCount !== before && lastSync ? lastSync : emptyCartSyncDiff;
    },
    async syncTotals({ forceServerSync = false, methods } = {}) {
      await ready;
      const cartRef = ref();
      if (!cartRef || !config.cart.synchronizeTotals) return;
      if (!forceServerSync && !isTotalsSyncRequired(actorState())) return;
      if (isOffline()) {
        retry.totals = true;
        return;
      }
      let answer: Awaited<ReturnType<ShopApi['cart']['totals']>>;
      // The methods chosen so far (cart state shipping and payment) stay in the totals (issue 28.3).
      const collect = methods ?? chosenMethodsForTotals(actorState());
      try {
        answer = collect ? await api.cart.collectTotals(cartRef, collect) : await api.cart.totals(cartRef);
      } catch (error) {
        // Offline or a broken answer: the last totals stay; a transport failure is retried on
        // the next sync or once the connection returns. Never a rejection (issue 10).
        if (isTransportFailure(error)) retry.totals = true;
        logger.warn('Cart totals sync failed', error);
        return;
      }
      retry.totals = false;
      if (!isSuccessCode(answer.code)) {
        logger.error('Cart totals sync failed', answer.result);
        return;
      }
      actor.send({
        type: 'cart.updateTotals',
        totals: answer.result,
        totalSegments: answer.result.total_segments,
      });
      actor.send({ type: 'cart.markTotalsSync', at: clock.now() });
      await flush();
    },
    async syncStock() {
      await ready;
      const skus = [...new Set(actorState().cartItems.map((item) => item.sku))];
      for (const sku of skus) applyStock(sku, await stockPort.check(sku));
      await flush();
    },
    async configureItem({
      item,
      product,
      selection,
      listOutOfStockProducts = config.catalog.listOutOfStockProducts,
    }) {
      await ready;
      const { cartItems, line, merged } = configureCartItem({
        cartItems: actorState().cartItems,
        item,
        product,
        selection,
        listOutOfStockProducts,
      });
      actor.send({ type: 'cart.load', cartItems });
      if (actorState().editMode) actor.send({ type: 'cart.closeEditMode' });
      await flush();
      const diff =
        config.cart.synchronize && isCartConnected(actorState())
          ? await cart.sync({ forceClientState: true, forceSync: true })
          : emptyCartSyncDiff;
      return { line, merged, diff };
    },
    async stockSync({ task }) {
      await ready;
      const delivered = stockResultOfTask({ task, config });
      if (!delivered) {
        logger.warn('A stock-sync callback without a sku was ignored', task.task_id);
        return { sku: undefined, removed: [] };
      }
      const removed = applyStock(delivered.sku, delivered.result);
      await flush();
      return { sku: delivered.sku, removed };
    },
    async prefetchStock(skus) {
      const list = stockPort.list?.bind(stockPort);
      if (!list) return new Map();
      return prefetchStock({ skus, stock: { list } });
    },
    async syncPrices({ storeId, userGroupId } = {}) {
      await ready;
      const skus = [...new Set(actorState().cartItems.map((item) => item.sku))];
      // Offline the lines keep their prices until the next price sync.
      if (skus.length === 0 || isOffline()) return;
      let answer: Awaited<ReturnType<ShopApi['products']['renderList']>>;
      try {
        answer = await api.products.renderList({
          skus,
          currencyCode: config.i18n.currencyCode,
          storeId,
          userGroupId,
        });
      } catch (error) {
        // Offline: the lines keep their prices until the next price sync.
        logger.warn('Price sync failed', error);
        return;
      }
      if (!isSuccessCode(answer.code)) {
        logger.error('Price sync failed', answer.result);
        return;
      }
      const now = clock.now();
      const priced = applyRenderedPrices({
        items: actorState().cartItems,
        rendered: answer.result.items,
        now,
      });
      for (const item of priced) {
        if (item.price_is_current !== true) continue;
        const { sku: _sku, qty: _qty, ...props } = item;
        actor.send({ type: 'cart.updateProps', item, props });
      }
      await flush();
      bus.emit(pricesAfterSyncEvent, { skus, items: answer.result.items });
    },
    async applyCoupon(code) {
      await ready;
      const refuse = (
        reason: 'incorrect' | 'not-valid' | 'no-server-cart' | 'no-answer',
        id: string,
      ): ApplyCouponOutcome => {
        notify('error', { id });
        return { status: 'refused', reason, message: { id } };
      };
      if (!code.trim()) return refuse('incorrect', messages.couponIncorrect);
      const sent = await couponCall(async (cartRef) => {
        const answer = await api.cart.applyCoupon(cartRef, code.trim());
        const refusal = couponRefusal(answer);
        if (refusal) notify('error', { id: couponTexts[refusal] });
        else await cart.syncTotals({ forceServerSync: true });
        return answer;
      });
      if (sent.answer === 'queued') return { status: 'queued' };
      if (sent.answer !== 'answered') return refuse(sent.answer, messages.somethingWentWrong);
      const refusal = couponRefusal(sent);
      if (!refusal) return { status: 'applied' };
      return { status: 'refused', reason: refusal, message: { id: couponTexts[refusal] } };
    },
    async removeCoupon() {
      await ready;
      const sent = await couponCall(async (cartRef) => {
        const answer = await api.cart.deleteCoupon(cartRef);
        if (isSuccessCode(answer.code)) await cart.syncTotals({ forceServerSync: true });
        else notify('error', { id: messages.somethingWentWrong });
        return answer;
      });
      if (sent.answer === 'queued') return { status: 'queued' };
      const reason =
        sent.answer === 'answered' ? (isSuccessCode(sent.code) ? undefined : 'server-refused') : sent.answer;
      if (!reason) return { status: 'removed' };
      if (reason !== 'server-refused') notify('error', { id: messages.somethingWentWrong });
      return { status: 'refused', reason, message: { id: messages.somethingWentWrong } };
    },
    async loadPaymentMethods() {
      await ready;
      const cartRef = ref();
      // Offline: the methods last loaded (commerce-core §4 connectivity).
      if (!cartRef || isOffline()) return methodLists.payment;
      const answer = await api.cart.paymentMethods(cartRef);
      if (isSuccessCode(answer.code)) {
        methodLists.payment = answer.result.map((method) => ({ ...method, is_server_method: true }));
      }
      return methodLists.payment;
    },
    async loadShippingMethods(address) {
      await ready;
      const cartRef = ref();
      if (!cartRef || isOffline()) return methodLists.shipping;
      const answer = await api.cart.shippingMethods(cartRef, address);
      if (isSuccessCode(answer.code)) {
        methodLists.shipping = answer.result.map((method) => ({ ...method, is_server_method: true }));
      }
      return methodLists.shipping;
    },
    methods: () => ({ payment: [...methodLists.payment], shipping: [...methodLists.shipping] }),
    async loadMethods({ address }) {
      const [paymentMethods, shippingMethods] = await Promise.all([
        cart.loadPaymentMethods(),
        cart.loadShippingMethods(address),
      ]);
      return { shippingMethods: [...shippingMethods], paymentMethods: [...paymentMethods] };
    },
    toggleMiniCart: (open) =>
      cart.dispatch(
        open === undefined ? { type: 'cart.toggleMiniCart' } : { type: 'cart.toggleMiniCart', open },
      ),
    async whenIdle() {
      for (;;) {
        await settle();
        if (background.size === 0 && pendingWrites.size === 0) {
          if (!actor.getSnapshot().hasTag('busy')) return;
          continue;
        }
        await Promise.allSettled([...background, ...pendingWrites]);
      }
    },
    async serverPull(options) {
      logger.warn('The action cart/serverPull has been deprecated please change to cart/sync');
      await cart.sync(options);
    },
    refreshTotals(options) {
      logger.warn('The action cart/refreshTotals has been deprecated please change to cart/syncTotals');
      return cart.syncTotals(options);
    },
    payment: {
      addMethod(method) {
        logger.warn(
          'The action payment/addMethod has been deprecated please change to checkout/addPaymentMethod',
        );
        methodLists.payment = [...methodLists.payment, method];
      },
      replaceMethods(methods) {
        logger.warn(
          'The action payment/replaceMethods has been deprecated please change to checkout/replacePaymentMethods',
        );
        methodLists.payment = [...methods];
      },
    },
    shipping: {
      addMethod(method) {
        logger.warn(
          'The action shipping/addMethod has been deprecated please change to checkout/addShippingMethod',
        );
        methodLists.shipping = [...methodLists.shipping, method];
      },
      replaceMethods(methods) {
        logger.warn(
          'The action shipping/replaceMethods has been deprecated please change to checkout/replaceShippingMethods',
        );
        methodLists.shipping = [...methods];
      },
    },
    stop() {
      unsubscribeConnectivity();
      unsubscribeStorage();
      unsubscribeLines.unsubscribe();
      actor.stop();
    },
  };
  return cart;
}
