/**
 * @kauppa/checkout — checkout steps as an XState machine (Personal Details → Shipping → Payment →
 * Review & Payments), shipping and payment methods, order placement and offline orders sent
 * exactly once (commerce-core §3–§5, §9; accounts-content §4, §5).
 * @packageDocumentation
 */
export type { Checkout, CheckoutApi, CreateCheckoutOptions, PersistedCheckout } from './internal/checkout.ts';
export { checkoutDetailsKey, createCheckout } from './internal/checkout.ts';
export type {
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutMachine,
  CheckoutMachineOptions,
  CheckoutStep,
  LoadMethodsInput,
  OrderOwner,
  PlacedOrder,
  PlaceOrderOutput,
  ShippingInformationInput,
  ShippingInformationOutput,
} from './internal/machine.ts';
export { createCheckoutMachine } from './internal/machine.ts';
export {
  availablePaymentMethods,
  availableShippingMethods,
  cashOnDeliveryInfo,
  cashOnDeliveryMethod,
  isVirtualCart,
  offlineShippingMethod,
  shippingMethodPrice,
  shippingMethodsAddress,
} from './internal/methods.ts';
export type {
  BackOnlineOutcome,
  OfflineOrderConfirmation,
  OfflineOrders,
  OfflineOrdersOptions,
} from './internal/offline-orders.ts';
export { createOfflineOrders, offlineOrderConfirmationEvent } from './internal/offline-orders.ts';
export type { BuildOrderInput, Checked, OfflineTotals } from './internal/order.ts';
export {
  buildOrder,
  externalCheckoutRedirect,
  isOrderPlaced,
  isUserInCheckout,
  offlineTotals,
  shippingInformationPayload,
  totalsCountry,
} from './internal/order.ts';
export { orderSenderLeaseKey } from './internal/order-flow.ts';
export type {
  CancelledOrders,
  OfflineOrderRecord,
  OrderApi,
  OrderLookupResult,
  OrderOutbox,
  OrderOutboxOptions,
  TransmitReport,
} from './internal/order-outbox.ts';
export { createOrderOutbox, orderHistoryLookup, orderSenderLockName } from './internal/order-outbox.ts';
export type {
  CheckoutPrefill,
  CheckoutPrefillOptions,
  PrefillAddress,
  PrefillUser,
} from './internal/prefill.ts';
export { checkoutPrefill } from './internal/prefill.ts';
export type {
  AfterPayment,
  AfterPersonalDetails,
  AfterShipping,
  CheckoutStepError,
  CheckoutStepResult,
  CheckoutSteps,
} from './internal/steps.ts';
export type { StockShortage, StockShortagesOptions } from './internal/stock-shortages.ts';
export { openStockShortages, stockShortages } from './internal/stock-shortages.ts';
export type {
  CheckoutCart,
  CheckoutConfig,
  CheckoutMethods,
  CheckoutSyncQueue,
  CheckoutUser,
  FieldErrors,
  PaymentDetails,
  PersonalDetails,
  ShippingDetails,
} from './internal/types.ts';
export {
  /** A step's field errors are none (was `isValid`, the name of `@kauppa/shop/shell`'s form check, issue 30.8). */
  isValid as isStepValid,
  validatePaymentDetails,
  validatePersonalDetails,
  validateReview,
  validateShippingDetails,
} from './internal/validation.ts';
