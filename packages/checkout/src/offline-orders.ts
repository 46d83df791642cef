/**
 * @kauppa/checkout/offline-orders — the offline-order flow's rules a shell needs at first paint
 * (accounts-content §2–4): which stored records are held orders, what to do when the connection
 * returns, the outcome of a send, when to try again, an order's total, and the sync status (what
 * still waits to be sent, and why). No checkout machine, no
 * schemas, no ports: importing it loads none of the checkout.
 * @packageDocumentation
 */

export type { OfflineTotals, OnlineActionOptions, SendOutcome } from './internal/order-flow.ts';
export {
  defaultSenderLeaseMs,
  isThankYouPath,
  isWaitingOrder,
  offlineOrderConfirmationEvent,
  offlineTotals,
  onlineAction,
  orderSenderLeaseKey,
  orderTotal,
  retryAfterMs,
  sendOutcome,
  thankYouPath,
} from './internal/order-flow.ts';
export type { OfflineOrderRecord, TransmitReport } from './internal/order-outbox.ts';
export type { WaitingItem, WaitingKind } from './internal/sync-status.ts';
export {
  isOrderRecord,
  orderStockErrors,
  syncStatusTexts,
  taskKind,
  waitingItems,
} from './internal/sync-status.ts';
