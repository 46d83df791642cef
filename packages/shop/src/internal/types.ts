import type { Account, AccountResult, UserProfile } from '@kauppa/account';
import type { Cart, CartItem, CartProduct, PersistedCart, RemoveFromCartOutcome } from '@kauppa/cart-sync';
import type { Checkout, PersistedCheckout } from '@kauppa/checkout';
import type { ShopConfig } from '@kauppa/config';
import type { ShopApi } from '@kauppa/contract';
import type {
  ListProduct,
  Mailer,
  MarketingProvider,
  Newsletter,
  NewsletterState,
  NotificationStore,
  ProductList,
  Reviews,
  ValidationResult,
  ValidationSchemas,
  WishlistItem,
} from '@kauppa/engagement';
import type {
  Clock,
  Collections,
  Connectivity,
  EventBus,
  IdSource,
  Locks,
  Logger,
  Message,
  ShopHttp,
} from '@kauppa/ports';
import type { SearchAdapter } from '@kauppa/search-query';
import type { TaskQueue } from '@kauppa/task-queue';
import type { UrlDispatcher } from '@kauppa/url-dispatcher';

/** What one tab tells the others about the session (accounts-content §4 session). */
export type CrossTabMessage = { type: 'session.loggedIn' } | { type: 'session.loggedOut' };

/**
 * The cross-tab channel port: a `BroadcastChannel` in the browser, nothing in a Node script.
 * Cart, tasks and orders already follow other tabs through the storage port's change events; the
 * channel carries what storage cannot say: that another tab signed in or out.
 */
export interface CrossTabChannel {
  post(message: CrossTabMessage): void;
  subscribe(listener: (message: CrossTabMessage) => void): () => void;
  /**
   * Closes the channel; `shop.stop()` calls it (an open `BroadcastChannel` keeps Node running).
   * `createBroadcastPort` of `@kauppa/ports/browser` has it.
   */
  close?(): void;
}

/** The ports the whole shop runs on. */
export interface ShopPorts {
  /** The transport to the shop API (the token refresh is wrapped around it by the shop). */
  http: ShopHttp;
  collections: Collections;
  clock: Clock;
  connectivity: Connectivity;
  /** @default a private event bus */
  bus?: EventBus | undefined;
  /** @default silentLogger */
  logger?: Logger | undefined;
  /** @default random ids */
  ids?: IdSource | undefined;
  /** @default no other tabs */
  crossTab?: CrossTabChannel | undefined;
  /**
   * The origin's locks (`createWebLocks` of `@kauppa/ports/browser`): the order senders of the
   * tabs and the worker exclude each other without timing. @default the outbox's timed lease only
   */
  locks?: Locks | undefined;
}

/** The state a shop starts from, per module (written to storage by `start()`, before anything reads it). */
export interface ShopState {
  /** The cart: its lines, and its server cart token when it has one. */
  cart?: (Partial<PersistedCart> & Pick<PersistedCart, 'cartItems'>) | undefined;
  /** The signed-in user: the tokens and the profile. */
  user?:
    | {
        token: string;
        refreshToken?: string | null | undefined;
        current?: UserProfile | null | undefined;
      }
    | undefined;
  wishlist?: WishlistItem[] | undefined;
  compare?: ListProduct[] | undefined;
  newsletter?: NewsletterState | undefined;
  /** The token refresh's attempt counter (commerce-core §4 token refresh). */
  tokenRefresh?: { attempts: number } | undefined;
  /** The checkout details (personal, shipping, payment) and the in-checkout mark. */
  checkout?: Partial<PersistedCheckout> | undefined;
}

/** Options of {@link createShop}. */
export interface CreateShopOptions {
  ports: ShopPorts;
  /** The configuration of the store view (`configForStore`). @default defaultShopConfig */
  config?: ShopConfig | undefined;
  /** The state to start from; the stored state of each module given is replaced. */
  state?: ShopState | undefined;
  /** The brand's catalogue store code (`kauppa_{brandStoreCode}` index, marketing store). */
  brandStoreCode: string;
  /** The store view code. @default '' (the default store view) */
  storeCode?: string | undefined;
  /** The API de-duplicates orders by client order id (`api.orderIdempotency`). @default false */
  serverDeduplicates?: boolean | undefined;
  /** Is the shopper on the thank-you page (held orders go at once there)? @default () => false */
  isThankYouPage?: (() => boolean) | undefined;
}

/** What `addToCart` takes: a product, or a sku looked up in the catalogue. */
export interface AddToCartInput {
  sku: string;
  qty?: number | string | undefined;
  product_option?: unknown;
  /** The product when the caller has it (a product page, configured). */
  product?: CartProduct | undefined;
}

/**
 * Why `addToCart` refused (issue 30.2): `not-found` — no product has the sku, nor a configurable
 * child ('Product query returned empty result'); `not-configured` — a configurable parent without
 * a chosen variant ('Please choose the product options first.', commerce-core §5); `cart-rule` — the
 * cart's rules refused it (price unknown, no available variant, out of stock, 'Only {maxQuantity}
 * products of this type are available': commerce-core §8); `server-refused` — the server cart
 * refused the line (it is removed again, or back to its quantity: commerce-core §4 cart sync), and
 * `message` is the server's text.
 */
export type AddToCartRefusal = 'not-found' | 'not-configured' | 'cart-rule' | 'server-refused';

/**
 * What one `addToCart` did, once the cart's rules and the server cart answered: `added` a new
 * line, `updated` (the line's quantity grew), `queued` (in the cart here, not yet confirmed by the
 * server cart: offline, or the cart is not connected; sent with the next sync) or `refused` with
 * the reason. `message` is the spec's text the shopper is shown (also sent to the notifications,
 * which show a repeated message once).
 */
export type AddToCartOutcome =
  | { status: 'added' | 'updated' | 'queued'; reason?: undefined; message?: Message | undefined }
  | { status: 'refused'; reason: AddToCartRefusal; message?: Message | undefined };

/** The running shop: every module, wired, with the spec's flows. */
export interface Shop {
  config: ShopConfig;
  clock: Clock;
  bus: EventBus;
  logger: Logger;
  connectivity: Connectivity;
  /** The storage port (the shop's reads and writes wait for `start()`). */
  collections: Collections;
  /** The transport of direct calls: a 401 goes through the token refresh. */
  http: ShopHttp;
  api: ShopApi;
  /** The catalogue search: the configured adapter with the local result cache (commerce-core §7). */
  search: SearchAdapter;
  /** The catalogue index searched. */
  index: string;
  dispatcher: UrlDispatcher;
  /** The notification store: the notifier of every module. */
  notifications: NotificationStore;
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
  /** The form validation of accounts-content §5. */
  validation: ValidationSchemas;
  validate<T>(schema: ValidationSchemas[keyof ValidationSchemas], value: unknown): ValidationResult<T>;
  /** The checkout, created on first use. */
  loadCheckout(): Promise<Checkout>;
  /**
   * The start-up (accounts-content §4): writes the given state, restores session, cart, lists
   * and watch list, then resends the queued tasks, refreshes a stored session's profile,
   * connects the cart and, with held orders, starts the offline-order flow. Nothing is read,
   * written or sent before it. Resolves once the modules are restored; the rest runs on.
   */
  start(): Promise<void>;
  /** Resolves when the background work start() began (tasks, profile, cart connect) is done. */
  settled(): Promise<void>;
  /** Signs in, tells the queue and connects the customer's cart (login merge). */
  login(credentials: { username: string; password: string }): Promise<AccountResult<UserProfile>>;
  /** Resolves once the login flow of the last sign-in (any: login, register, new password) is done. */
  signedIn(): Promise<void>;
  /**
   * Logs out (accounts-content §4): the cart, lists and checkout details are cleared. Answers ok,
   * with "You're logged out" unless silent.
   */
  logout(options?: { silent?: boolean | undefined }): Promise<AccountResult>;
  /**
   * Adds a product, tracks "Added to Cart Product"; a sku is looked up (a configurable child's
   * too, by `configurable_children.sku`). Answers what happened ({@link AddToCartOutcome}).
   */
  addToCart(input: AddToCartInput): Promise<AddToCartOutcome>;
  /**
   * Removes a cart line (`cart.removeItem`) and tracks "Removed from Cart Product" once it is gone
   * (accounts-content §4 tracking events, §7). Answers what happened ({@link RemoveFromCartOutcome}):
   * `removed` once the server cart confirmed it, `queued` offline, `refused` with the reason.
   *
   * @example
   * const outcome = await shop.removeFromCart(line);
   * if (outcome.status === 'refused') show(outcome.message);
   */
  removeFromCart(item: CartItem): Promise<RemoveFromCartOutcome>;
  stop(): void;
}
