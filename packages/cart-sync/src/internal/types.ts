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
