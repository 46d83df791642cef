/**
 * @kauppa/cart-sync — the cart: state and every cart action, add-to-cart rules, stock and price
 * sync, and the cart sync machine that merges the client and server carts (commerce-core §3, §4,
 * §5, §8). Framework-free: I/O comes through the ports of `@kauppa/ports`.
 * @packageDocumentation
 */
export type { AddToCartConfig, AddToCartDecision, ProductValidation } from './internal/add-to-cart.ts';
export { decideAddToCart, stockStatusOf, validateProductForCart } from './internal/add-to-cart.ts';
export type {
  Cart,
  CartSyncOptions,
  CartSyncStatus,
  ConnectOptions,
  CreateCartOptions,
  DeprecatedMethods,
} from './internal/cart.ts';
export { cartStorageKeys, createCart } from './internal/cart.ts';
export type { CartAction, CartActionType } from './internal/cart-state.ts';
export {
  cartReducer,
  initialCartState,
  isSyncRequired,
  isTotalsSyncRequired,
} from './internal/cart-state.ts';
export type { ConfigureCartItemOptions, ConfiguredCartItem } from './internal/configure-item.ts';
export { configureCartItem } from './internal/configure-item.ts';
export type {
  CartConflict,
  CartConflictsOptions,
  ConflictCartLine,
  MergeConflictsOptions,
} from './internal/conflicts.ts';
export { cartConflictMessages, cartConflicts, mergeConflicts } from './internal/conflicts.ts';
export type {
  CartItemsCountOptions,
  CartLinePrices,
  CartLineTotalOptions,
  ChangedQuantityOptions,
  MinicartCountType,
} from './internal/items.ts';
export {
  cartItemsCount,
  cartLinePrices,
  cartLineTotal,
  changedQuantity,
  shownLineTotal,
} from './internal/items.ts';
export type { CartProductLookup } from './internal/line-products.ts';
export { lineNeedsProduct } from './internal/line-products.ts';
export type {
  ApplyMergeOutcomeOptions,
  CartAnswer,
  CartSyncConfig,
  CartSyncContext,
  CartSyncEvent,
  CartSyncMachineInput,
  PersistedCart,
  ServerMergeResult,
} from './internal/machine.ts';
export { applyMergeOutcome, cartSyncMachine } from './internal/machine.ts';
export type {
  CartMergeAction,
  CartMergeActionType,
  CartMergeOptions,
  CartSyncDiff,
  CartSyncDiffOptions,
  DecideCartMergeOptions,
} from './internal/merge.ts';
export { cartSyncDiff, decideCartMerge } from './internal/merge.ts';
export { applyRenderedPrices } from './internal/prices.ts';
export type { QuantityChange, QuantityDecision, TypedQuantity } from './internal/quantity.ts';
export { decideQuantityChange, typedQuantity } from './internal/quantity.ts';
export type { CartRecreation, CartRecreationOptions } from './internal/recreate.ts';
export { recreateCartOnMissingCartId } from './internal/recreate.ts';
export type {
  ApplyStockResultOptions,
  CartStoreDispatcherOptions,
  StockResultOfTaskOptions,
  StockSyncConfig,
  StockSyncOutcome,
} from './internal/stock.ts';
export {
  applyStockResult,
  cartStoreDispatcher,
  createQueueCartStock,
  prefetchStock,
  stockResultOfTask,
} from './internal/stock.ts';
export type { AppliedCoupon, CartTotalsOptions, DefaultMethodsForTotalsOptions } from './internal/totals.ts';
export {
  appliedCoupon,
  cartTotals,
  chosenMethodsForTotals,
  defaultMethodsForTotals,
} from './internal/totals.ts';
export type {
  AddToCartResult,
  ApplyCouponOutcome,
  CartEditMode,
  CartItem,
  CartPayment,
  CartProduct,
  CartProductLink,
  CartShipping,
  CartState,
  CartStock,
  Id,
  PaymentMethod,
  QuantityChangeOutcome,
  QuantityChangeRefusal,
  RemoveCouponOutcome,
  RemoveFromCartOutcome,
  ServerCartItem,
  ShippingMethod,
  StockItem,
  StockResult,
  StockStatus,
} from './internal/types.ts';
