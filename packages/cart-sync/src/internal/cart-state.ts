import { cartHash, cartItemKey, quantityOf } from './items.ts';
import type {
  CartEditMode,
  CartItem,
  CartPayment,
  CartShipping,
  CartState,
  Id,
  TotalSegment,
  Totals,
} from './types.ts';

/**
 * Every cart action of commerce-core §4: add, delete, delete non-confirmed, update, load, shipping,
 * save hash, mark sync, mark totals sync, update props, update totals, server token, update payment,
 * toggle mini cart, update bypass counter, updating-item flag; plus cart edit mode
 * (accounts-content §4).
 */
export type CartAction =
  | { type: 'cart.add'; item: CartItem }
  | { type: 'cart.delete'; item: Pick<CartItem, 'sku' | 'product_option'>; removeByParentSku?: boolean }
  | { type: 'cart.deleteNonConfirmed'; item: Pick<CartItem, 'sku' | 'product_option'> }
  | { type: 'cart.update'; item: Pick<CartItem, 'sku' | 'product_option'>; qty: number }
  | { type: 'cart.load'; cartItems: CartItem[] }
  | { type: 'cart.shipping'; shipping: CartShipping | undefined }
  | { type: 'cart.saveHash'; hash?: string | undefined }
  | { type: 'cart.markSync'; at: number }
  | { type: 'cart.markTotalsSync'; at: number }
  | { type: 'cart.updateProps'; item: Pick<CartItem, 'sku' | 'product_option'>; props: Partial<CartItem> }
  | { type: 'cart.updateTotals'; totals: Totals | undefined; totalSegments: TotalSegment[] | undefined }
  | { type: 'cart.serverToken'; token: Id | undefined }
  | { type: 'cart.updatePayment'; payment: CartPayment | undefined }
  | { type: 'cart.toggleMiniCart'; open?: boolean }
  | { type: 'cart.updateBypassCounter'; counter: number; at?: number | undefined; reset?: boolean }
  | { type: 'cart.updatingItem'; isAdding: boolean }
  | { type: 'cart.openEditMode'; productId: Id; qty: number; selectedOptions: Record<string, unknown> }
  | { type: 'cart.updateEditMode'; qty?: number; selectedOptions?: Record<string, unknown> }
  | { type: 'cart.closeEditMode' }
  | { type: 'cart.clear' };

/** The type names of {@link CartAction}. */
export type CartActionType = CartAction['type'];

/** The cart state of a fresh start: empty, not connected. */
export function initialCartState(): CartState {
  return {
    cartItems: [],
    cartServerToken: undefined,
    cartItemsHash: undefined,
    cartServerLastSyncDate: undefined,
    cartServerLastTotalsSyncDate: undefined,
    platformTotals: undefined,
    platformTotalSegments: undefined,
    shipping: undefined,
    payment: undefined,
    connectBypassCount: 0,
    lastCartBypassTs: undefined,
    isAddingToCart: false,
    isMicrocartOpen: false,
    editMode: null,
  };
}

function mapLine(
  items: CartItem[],
  item: Pick<CartItem, 'sku' | 'product_option'>,
  change: (line: CartItem) => CartItem,
): CartItem[] {
  const key = cartItemKey(item);
  return items.map((line) => (cartItemKey(line) === key ? change(line) : line));
}

function assertNever(value: never): never {
  throw new TypeError(`Unknown cart action ${JSON.stringify(value)}`);
}

/**
 * Applies one cart action to the state — pure, the cart machine's only way to change the cart.
 *
 * @example
 * const next = cartReducer(initialCartState(), { type: 'cart.add', item: { sku: 'AA-4', qty: 2 } });
 */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'cart.add': {
      const key = cartItemKey(action.item);
      const qty = quantityOf(action.item.qty);
      const existing = state.cartItems.find((line) => cartItemKey(line) === key);
      if (existing) {
        return {
          ...state,
          cartItems: mapLine(state.cartItems, action.item, (line) => ({
            ...line,
            prev_qty: line.qty,
            qty: line.qty + qty,
          })),
        };
      }
      return { ...state, cartItems: [...state.cartItems, { ...action.item, qty }] };
    }
    case 'cart.delete': {
      const key = cartItemKey(action.item);
      return {
        ...state,
        cartItems: state.cartItems.filter(
          (line) =>
            cartItemKey(line) !== key && !(action.removeByParentSku && line.parentSku === action.item.sku),
        ),
      };
    }
    case 'cart.deleteNonConfirmed': {
      const key = cartItemKey(action.item);
      return {
        ...state,
        cartItems: state.cartItems.filter(
          (line) => cartItemKey(line) !== key || line.server_item_id !== undefined,
        ),
      };
    }
    case 'cart.update':
      return {
        ...state,
        cartItems: mapLine(state.cartItems, action.item, (line) => ({
          ...line,
          prev_qty: line.qty,
          qty: quantityOf(action.qty),
        })),
      };
    case 'cart.load':
      return { ...state, cartItems: action.cartItems };
    case 'cart.shipping':
      return { ...state, shipping: action.shipping };
    case 'cart.saveHash':
      return {
        ...state,
        cartItemsHash: action.hash ?? cartHash(state.cartItems, state.cartServerToken),
      };
    case 'cart.markSync':
      return { ...state, cartServerLastSyncDate: action.at };
    case 'cart.markTotalsSync':
      return { ...state, cartServerLastTotalsSyncDate: action.at };
    case 'cart.updateProps':
      return {
        ...state,
        cartItems: mapLine(state.cartItems, action.item, (line) => ({ ...line, ...action.props })),
      };
    case 'cart.updateTotals':
      return { ...state, platformTotals: action.totals, platformTotalSegments: action.totalSegments };
    case 'cart.serverToken':
      return { ...state, cartServerToken: action.token };
    case 'cart.updatePayment':
      return { ...state, payment: action.payment };
    case 'cart.toggleMiniCart':
      return { ...state, isMicrocartOpen: action.open ?? !state.isMicrocartOpen };
    case 'cart.updateBypassCounter':
      return {
        ...state,
        connectBypassCount: action.reset ? 0 : state.connectBypassCount + action.counter,
        lastCartBypassTs: action.reset ? undefined : (action.at ?? state.lastCartBypassTs),
      };
    case 'cart.updatingItem':
      return { ...state, isAddingToCart: action.isAdding };
    case 'cart.openEditMode':
      return {
        ...state,
        editMode: { productId: action.productId, qty: action.qty, selectedOptions: action.selectedOptions },
      };
    case 'cart.updateEditMode': {
      if (!state.editMode) return state;
      const editMode: NonNullable<CartEditMode> = {
        ...state.editMode,
        ...(action.qty === undefined ? {} : { qty: quantityOf(action.qty) }),
        ...(action.selectedOptions === undefined
          ? {}
          : { selectedOptions: { ...state.editMode.selectedOptions, ...action.selectedOptions } }),
      };
      return { ...state, editMode };
    }
    case 'cart.closeEditMode':
      return { ...state, editMode: null };
    case 'cart.clear':
      return {
        ...state,
        cartItems: [],
        cartServerToken: undefined,
        cartItemsHash: undefined,
        cartServerLastSyncDate: undefined,
        cartServerLastTotalsSyncDate: undefined,
        platformTotals: undefined,
        platformTotalSegments: undefined,
        shipping: undefined,
        payment: undefined,
      };
    default:
      return assertNever(action);
  }
}

/** A sync is needed when the hash is empty or changed, or none has happened (commerce-core §4). */
export function isSyncRequired(state: CartState): boolean {
  return (
    !state.cartItemsHash ||
    state.cartItemsHash !== cartHash(state.cartItems, state.cartServerToken) ||
    state.cartServerLastSyncDate === undefined
  );
}

/** A totals sync is needed on the same rule, with the last totals sync (commerce-core §4). */
export function isTotalsSyncRequired(state: CartState): boolean {
  return (
    !state.cartItemsHash ||
    state.cartItemsHash !== cartHash(state.cartItems, state.cartServerToken) ||
    state.cartServerLastTotalsSyncDate === undefined
  );
}

/** A cart is connected when it holds a server token (commerce-core §4). */
export function isCartConnected(state: Pick<CartState, 'cartServerToken'>): boolean {
  return (
    state.cartServerToken !== undefined && state.cartServerToken !== null && state.cartServerToken !== ''
  );
}
