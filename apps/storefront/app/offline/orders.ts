import { type OfflineOrderRecord, offlineTotals, type TransmitReport } from '@kauppa/checkout';

/** `offlineOrderConfirmationEvent` of `@kauppa/checkout` (pinned by a test; kept here so first paint loads no checkout code). */
export const offlineOrderConfirmation = 'offline-order-confirmation';

/** The thank-you page path (accounts-content §2): held orders are sent at once there. */
export const thankYouPath = '/order-success';

/** Is `pathname` the thank-you page (also under a store-view prefix)? Checkout's `isThankYouPage` uses it. */
export const isThankYouPath = (pathname: string): boolean =>
  pathname === thankYouPath || pathname.endsWith(thankYouPath);

/** Is the order record one of the held, untransmitted orders? */
export const isWaitingOrder = (value: unknown): value is OfflineOrderRecord =>
  typeof value === 'object' &&
  value !== null &&
  'order_id' in value &&
  (value as OfflineOrderRecord).transmitted === false &&
  !(value as OfflineOrderRecord).rejected;

/**
 * What the shell does when the connection returns or the page opens online with orders held
 * (accounts-content §4): with automatic transmission on, or on the thank-you page, send them;
 * otherwise let the offline-order flow ask for confirmation.
 */
export function onlineAction({
  waiting,
  automaticTransmission,
  pathname,
}: {
  waiting: number;
  automaticTransmission: boolean;
  pathname: string;
}): 'nothing' | 'send' | 'ask' {
  if (waiting === 0) return 'nothing';
  // 'send' here (not only checkout's own isThankYouPage) so the shell shows what was sent.
  if (automaticTransmission || isThankYouPath(pathname)) return 'send';
  return 'ask';
}

/** The outcome the dialog shows after sending: transmitted orders, refused ones, stock errors. */
export interface SendOutcome {
  transmitted: string[];
  rejected: string[];
  stockErrors: Array<{ orderId: string; skus: string[] }>;
  interrupted: boolean;
}

/** Summarises a transmit report for the dialog. */
export function sendOutcome(report: TransmitReport): SendOutcome {
  return {
    transmitted: report.transmitted.map((r) => r.order_id),
    rejected: report.rejected.map((r) => r.order_id),
    stockErrors: report.transmitted
      .filter((r) => (r.stockErrors?.length ?? 0) > 0)
      .map((r) => ({ orderId: r.order_id, skus: r.stockErrors ?? [] })),
    interrupted: report.interrupted,
  };
}

/** The order's subtotal incl. tax for the dialog (`offlineTotals` of `@kauppa/checkout`). */
export function orderTotal(record: OfflineOrderRecord): number {
  return offlineTotals({ items: record.order.products }).subtotal_incl_tax;
}

/**
 * How long a sender lease of the order outbox lasts (`leaseMs` of `@kauppa/checkout`, 30 s): a tab
 * closed while sending keeps the lease this long, so the orders are tried again after it.
 */
export const senderLeaseMs = 30_000;

/** When to try again after a run: only when another sender held the lease and orders still wait. */
export function retryAfterMs(
  report: Pick<TransmitReport, 'leaseHeldElsewhere'>,
  stillWaiting: number,
): number | null {
  return report.leaseHeldElsewhere && stillWaiting > 0 ? senderLeaseMs + 1000 : null;
}
