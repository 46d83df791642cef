import type { CartItem, PaymentMethod, ShippingMethod, TotalSegment } from '@kauppa/contract';
import type { OfflineOrderRecord, TransmitReport } from './order-outbox.ts';
import { isOrderRecord, orderStockErrors } from './sync-status.ts';

/*
 * The order-flow rules a shell needs at first paint (accounts-content §2–4 offline orders): no
 * checkout machine, no schemas, no ports. Exported as `@kauppa/checkout/offline-orders`.
 */

/** The event emitted with the untransmitted orders when they wait for the shopper's confirmation. */
export const offlineOrderConfirmationEvent = 'offline-order-confirmation';

/** The thank-you page path (accounts-content §2): held orders are sent at once there. */
export const thankYouPath = '/order-success';

/** Is `pathname` the thank-you page (also under a store-view prefix)? */
export const isThankYouPath = (pathname: string): boolean =>
  pathname === thankYouPath || pathname.endsWith(thankYouPath);

/** The key of the sender lease in the `orders` collection (the order outbox takes it to send). */
export const orderSenderLeaseKey = '@sender-lease';

/**
 * How long a sender lease of the order outbox lasts without renewal (`leaseMs` of
 * `createOrderOutbox`): a tab closed while sending keeps the lease this long.
 */
export const defaultSenderLeaseMs = 30_000;

/** Is the stored value one of the held, untransmitted orders (not the lease, not a refused order)? */
export const isWaitingOrder = (value: unknown): value is OfflineOrderRecord =>
  isOrderRecord(value) && value.transmitted === false && !value.rejected;

/** Options of {@link onlineAction}. */
export interface OnlineActionOptions {
  /** How many orders are held. */
  waiting: number;
  /** `orders.offline_orders.automatic_transmission_enabled` of the configuration. */
  automaticTransmission: boolean;
  /** The page's path. */
  pathname: string;
}

/**
 * What a shell does when the connection returns or the page opens online with orders held
 * (accounts-content §4): with automatic transmission on, or on the thank-you page, send them;
 * otherwise ask the shopper to confirm.
 */
export function onlineAction({
  waiting,
  automaticTransmission,
  pathname,
}: OnlineActionOptions): 'nothing' | 'send' | 'ask' {
  if (waiting === 0) return 'nothing';
  if (automaticTransmission || isThankYouPath(pathname)) return 'send';
  return 'ask';
}

/** The outcome to show after sending: transmitted orders, refused ones, stock errors. */
export interface SendOutcome {
  transmitted: string[];
  rejected: string[];
  stockErrors: Array<{ orderId: string; skus: string[] }>;
  interrupted: boolean;
}

/** Summarises a transmit report of the order outbox by order id. */
export function sendOutcome(
  report: Pick<TransmitReport, 'transmitted' | 'rejected' | 'interrupted'>,
): SendOutcome {
  return {
    transmitted: report.transmitted.map((r) => r.order_id),
    rejected: report.rejected.map((r) => r.order_id),
    stockErrors: orderStockErrors(report.transmitted.map((r) => ({ ...r, transmitted: true }))),
    interrupted: report.interrupted,
  };
}

/**
 * When to run the outbox again after a run: only when another sender held the lease and orders
 * still wait, just after that lease has run out; otherwise `null`.
 */
export function retryAfterMs(
  report: Pick<TransmitReport, 'leaseHeldElsewhere'>,
  stillWaiting: number,
  leaseMs: number = defaultSenderLeaseMs,
): number | null {
  return report.leaseHeldElsewhere && stillWaiting > 0 ? leaseMs + 1000 : null;
}

/** Totals computed on the device when the server cannot be asked (prices include tax, commerce-core §1). */
export interface OfflineTotals {
  subtotal_incl_tax: number;
  shipping: number;
  payment: number;
  grand_total: number;
  total_segments: TotalSegment[];
}

/** Totals rows subtotal_incl_tax, shipping, payment, grand_total (commerce-core §3) from the cart. */
export function offlineTotals({
  items,
  shippingMethod,
  paymentMethod,
}: {
  items: readonly Pick<CartItem, 'qty' | 'price_incl_tax' | 'price'>[];
  shippingMethod?: Pick<ShippingMethod, 'amount' | 'price_incl_tax'> | undefined;
  paymentMethod?: Pick<PaymentMethod, 'cost' | 'cost_incl_tax'> | undefined;
}): OfflineTotals {
  const round = wholeCents;
  const subtotal = round(items.reduce((sum, i) => sum + (i.price_incl_tax ?? i.price ?? 0) * i.qty, 0));
  const shipping = shippingMethod?.price_incl_tax ?? shippingMethod?.amount ?? 0;
  const payment = paymentMethod?.cost_incl_tax ?? paymentMethod?.cost ?? 0;
  const grand = round(subtotal + shipping + payment);
  return {
    subtotal_incl_tax: subtotal,
    shipping,
    payment,
    grand_total: grand,
    total_segments: [
      { code: 'subtotal_incl_tax', value: subtotal },
      { code: 'shipping', value: shipping },
      { code: 'payment', value: payment },
      { code: 'grand_total', value: grand },
    ],
  };
}

/** A held order's subtotal incl. tax (its products' {@link offlineTotals}). */
export function orderTotal(record: Pick<OfflineOrderRecord, 'order'>): number {
  return offlineTotals({ items: record.order.products }).subtotal_incl_tax;
}

/**
 * Rounds money to whole cents, half away from zero, reading the amount as the decimal it is
 * written as (1.005 → 1.01 like 1.115 → 1.12; issue 30.9). The rule of `roundMoney` of
 * `@kauppa/catalog-pricing`, kept here so the offline-orders entry loads no other module.
 */
function wholeCents(amount: number): number {
  if (!Number.isFinite(amount)) return amount;
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  return cents === 0 ? 0 : (Math.sign(amount) * cents) / 100;
}
