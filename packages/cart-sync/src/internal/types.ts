import type { CatalogProduct, CatalogProductLink } from '@kauppa/catalog-pricing';
import type {
  CartItem as ContractCartItem,
  Id,
  PaymentMethod,
  ProductOption,
  ServerCartItem,
  ShippingMethod,
  StockItem,
  TotalSegment,
  Totals,
} from '@kauppa/contract';
import type { Message } from '@kauppa/ports';

/** An id as the platform sends it: a number or a string (the contract's). */
export type { Id };

/** A cart item as the client holds it (commerce-core §3 cart item). */
export type CartItem = ContractCartItem;

export type { PaymentMethod, ProductOption, ServerCartItem, ShippingMethod, StockItem, TotalSegment, Totals };

/**
 * The product handed to "add to cart": a catalogue product of `@kauppa/catalog-pricing` (whose
 * rules run on it) with the fields of commerce-core §3 the cart reads. Any other product field is
 * carried into the cart item as it is.
 */
export interface CartProduct extends CatalogProduct {
  id?: Id | undefined;
  name?: string | undefined;
  parentSku?: string | undefined;
  /** A quantity; text is turned into an integer (commerce-core §5). @default 1 */
  qty?: number | string | undefined;
  product_option?: ProductOption | undefined;
  product_links?: ReadonlyArray<CartProductLink> | undefined;
  [field: string]: unknown;
}

/** A link of a grouped product to an associated child (commerce-core §3 product_links). */
export interface CartProductLink extends CatalogProductLink {
  /** The child product when the catalogue attached it. */
  product?: CartProduct | undefined;
  [field: string]: unknown;
}

/** The status of a stock check (commerce-core §4 stock check result status). */
export type StockStatus = 'ok' | 'out_of_stock' | 'volatile';

/** The result of a stock check of one sku. */
export interface StockResult {
  status: StockStatus;
  /** The quantity available, when the stock is managed. */
  qty?: number | undefined;
  /** `'ENOTFOUND'` when the product is unknown to the stock service: the result is ignored. */
  code?: string | undefined;
}

/** The selected shipping method of the cart (commerce-core §3 cart state `shipping`). */
export type CartShipping = Partial<ShippingMethod> & Record<string, unknown>;

/** The selected payment method of the cart (commerce-core §3 cart state `payment`). */
export type CartPayment = Partial<PaymentMethod> & Record<string, unknown>;

/**
 * Cart edit mode (accounts-content §3, §4): `null` is off; open holds the product, qty and
 * options being edited.
 */
export type CartEditMode = {
  productId: Id;
  qty: number;
  selectedOptions: Record<string, unknown>;
} | null;

/** The cart state (commerce-core §3 cart state). */
export interface CartState {
  cartItems: CartItem[];
  cartServerToken: Id | undefined;
  cartItemsHash: string | undefined;
  cartServerLastSyncDate: number | undefined;
  cartServerLastTotalsSyncDate: number | undefined;
  platformTotals: Totals | undefined;
  platformTotalSegments: TotalSegment[] | undefined;
  shipping: CartShipping | undefined;
  payment: CartPayment | undefined;
  connectBypassCount: number;
  /** When the last guest-cart bypass happened (ms since the epoch; commerce-core §9 threshold). */
  lastCartBypassTs: number | undefined;
  isAddingToCart: boolean;
  isMicrocartOpen: boolean;
  editMode: CartEditMode;
}

/** What one call of "add to cart" did. */
export interface AddToCartResult {
  /** The items added or whose quantity grew. */
  added: CartItem[];
  /** The messages shown, in order (also sent to the notifier). */
  messages: Message[];
  /**
   * Lines of `added` the server cart refused (removed again, or back to their previous quantity:
   * commerce-core §4 cart sync), each with the server's text (issue 30.2).
   */
  refused?: Array<{ item: CartItem; message: Message }> | undefined;
  /**
   * The server cart has not confirmed the lines yet (offline, or the cart is not connected): they
   * are sent with the next sync (issue 30.2).
   */
  queued?: boolean | undefined;
}

/**
 * The stock port of the cart: a check of one sku and a list of skus. In the app both go through
 * the task queue ({@link createQueueCartStock}); tests may hand in a table.
 */
export interface CartStock {
  check(sku: string): Promise<StockResult>;
  /** Stock of many skus; the port splits them into chunks of `config.stock.listChunkSize`. */
  list?(skus: readonly string[]): Promise<Array<StockItem & { sku?: string | undefined }>>;
}

export type { Message };

/**
 * What `Cart.removeItem` did (issue 30.2), once the server cart answered (the platform client
 * answers its sync's diff log: vue-storefront core/modules/cart/store/actions/itemActions.ts
 * `removeItem`): `removed` — the line is gone and the server cart no longer holds it (or cart sync
 * is off); `queued` — gone here, the server's delete waits for the connection (commerce-core §4
 * connectivity); `refused` — `not-in-cart` (the cart holds no such line), or `server-refused` (the
 * server kept the line: it is back in the cart, and `message` is the server's text or 'Something
 * went wrong. Try again in a few seconds.').
 */
export type RemoveFromCartOutcome =
  | { status: 'removed' | 'queued'; reason?: undefined; message?: undefined }
  | { status: 'refused'; reason: 'not-in-cart' | 'server-refused'; message?: Message | undefined };

/**
 * Why a quantity change was refused: `not-in-cart`; `invalid-quantity` — not a positive integer
 * or 0 (accounts-content §5); `stock` — more than the stock allows (commerce-core §4 stock check,
 * §8); `server-refused` — the server cart refused it (the previous quantity is restored, or the
 * line removed: commerce-core §4 cart sync).
 */
export type QuantityChangeRefusal = 'not-in-cart' | 'invalid-quantity' | 'stock' | 'server-refused';

/**
 * What `Cart.changeQuantity` and `Cart.updateQuantity` did (issue 30.2): `updated` once the server
 * cart took the quantity (or cart sync is off), `queued` while it waits for the connection,
 * `unchanged` when the line already had it, `refused` with the reason. `qty` is the line's quantity
 * now; `message` is the spec's text for the field: the refusal, or the volatile-stock warning that
 * came with a change.
 */
export type QuantityChangeOutcome =
  | {
      status: 'updated' | 'queued' | 'unchanged';
      qty: number;
      reason?: undefined;
      message?: Message | undefined;
    }
  | { status: 'refused'; qty: number; reason: QuantityChangeRefusal; message?: Message | undefined };

/**
 * What `Cart.applyCoupon` did (issue 30.2; commerce-core §7, §8): `applied` once the server took the
 * code and the totals followed; `queued` offline (it is sent when the connection returns);
 * `refused` — `incorrect` ("You've entered an incorrect coupon code": empty, or the server named it
 * so), `not-valid` ("The coupon code isn't valid"), `no-server-cart` (the cart has no server cart to
 * apply it to), `no-answer` (the request got no answer); the last two say 'Something went wrong.
 * Try again in a few seconds.' (accounts-content §8 general).
 */
export type ApplyCouponOutcome =
  | { status: 'applied' | 'queued'; reason?: undefined; message?: undefined }
  | {
      status: 'refused';
      reason: 'incorrect' | 'not-valid' | 'no-server-cart' | 'no-answer';
      message: Message;
    };

/**
 * What `Cart.removeCoupon` did (issue 30.2): `removed` once the server deleted the coupon and the
 * totals followed; `queued` offline; `refused` — `no-server-cart`, `server-refused` or `no-answer`,
 * with 'Something went wrong. Try again in a few seconds.'.
 */
export type RemoveCouponOutcome =
  | { status: 'removed' | 'queued'; reason?: undefined; message?: undefined }
  | { status: 'refused'; reason: 'no-server-cart' | 'server-refused' | 'no-answer'; message: Message };
