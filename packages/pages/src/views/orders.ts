import { type OrderHistoryItem, orderHistoryNumber, orderHistoryTotal } from '@kauppa/account';

/** An order of the history as the list shows it. */
export interface OrderHistoryRow {
  /** The platform's `entity_id`: the key and the order page's id. */
  id: string;
  /** The order number shown after '#'. */
  number: string;
  /** The day it was placed (`YYYY-MM-DD` of `created_at`). */
  date: string;
  /** The grand total. */
  total: number;
  status: string;
  /** The order's own page. */
  href: string;
}

/**
 * The rows of the order history (accounts-content §2 my orders, §7 order history): number
 * (`increment_id`, else `entity_id`), day, grand total (`grand_total`, else `total_due`), status and
 * the link to the order.
 *
 * @example
 * orderHistoryRows(account.orders_history?.items ?? []);
 */
export function orderHistoryRows(items: readonly OrderHistoryItem[]): OrderHistoryRow[] {
  return items.map((order) => ({
    id: String(order.entity_id),
    number: orderHistoryNumber(order),
    date: String(order.created_at ?? '').slice(0, 10),
    total: orderHistoryTotal(order),
    status: String(order.status ?? ''),
    href: `/my-account/orders/${String(order.entity_id)}`,
  }));
}

/** A line of an ordered product. */
export interface OrderLineView {
  key: string;
  name: string | undefined;
  sku: string | undefined;
  /** The unit price including tax. */
  price: number | undefined;
  qty: number | undefined;
  /** The row total including tax. */
  rowTotal: number | undefined;
}

/** A totals row of an order. */
export interface OrderTotalsRow {
  code: 'shipping' | 'tax' | 'grand_total';
  /** The row title (a message id). */
  title: string;
  value: number;
}

/** What the page of one order shows. */
export interface OrderDetailView {
  number: string;
  lines: OrderLineView[];
  totals: OrderTotalsRow[];
}

interface OrderLine {
  sku?: string;
  name?: string;
  qty_ordered?: number;
  price_incl_tax?: number;
  row_total_incl_tax?: number;
}

/**
 * One order of the history (accounts-content §2 my order): its lines with the unit price and row
 * total including tax, and its totals — shipping, tax (0 when the platform gives none) and the
 * grand total.
 *
 * @example
 * orderDetailView(order).totals.at(-1); // { code: 'grand_total', title: 'Grand total', value: 42 }
 */
export function orderDetailView(order: OrderHistoryItem): OrderDetailView {
  const lines = (Array.isArray(order.items) ? order.items : []) as OrderLine[];
  return {
    number: orderHistoryNumber(order),
    lines: lines.map((line, index) => ({
      key: `${line.sku}-${index}`,
      name: line.name,
      sku: line.sku,
      price: line.price_incl_tax,
      qty: line.qty_ordered,
      rowTotal: line.row_total_incl_tax,
    })),
    totals: [
      { code: 'shipping', title: 'Shipping', value: order.shipping_amount ?? 0 },
      { code: 'tax', title: 'Tax', value: order.tax_amount ?? 0 },
      { code: 'grand_total', title: 'Grand total', value: orderHistoryTotal(order) },
    ],
  };
}

/** Input of {@link orderFeedbackEmail}. */
export interface OrderFeedbackEmailInput {
  /** The order number of the thank-you page, if known. */
  orderNumber: string | null | undefined;
  /** The feedback typed. */
  feedback: string;
  /** The signed-in customer's e-mail, if any. */
  customerEmail: string | undefined;
  /** The shop's contact address (`mailer.contactAddress`). */
  contactAddress: string;
}

/**
 * The e-mail of the thank-you page's feedback box (accounts-content §2 order success, §7 mailer):
 * from the customer (else the contact address) to the contact address, subject
 * 'Order {number} feedback'; `null` for an empty feedback (nothing is sent).
 *
 * @example
 * orderFeedbackEmail({ orderNumber: '42', feedback: 'Fast!', customerEmail: undefined, contactAddress: 'shop@example.fi' });
 */
export function orderFeedbackEmail({
  orderNumber,
  feedback,
  customerEmail,
  contactAddress,
}: OrderFeedbackEmailInput): {
  sourceAddress: string;
  targetAddress: string;
  subject: string;
  emailText: string;
} | null {
  if (!feedback.trim()) return null;
  return {
    sourceAddress: customerEmail ?? contactAddress,
    targetAddress: contactAddress,
    subject: `Order ${orderNumber ?? ''} feedback`,
    emailText: feedback,
  };
}

/** What the thank-you page shows. */
export interface OrderSuccessView {
  /** The order is only held (offline, or the shop could not take it): never shown as received. */
  held: boolean;
  /** The heading (a message id): the held-order title, or 'Thank you for your order'. */
  title: string;
  /** The order number to show: only for a received order, known, and while online. */
  orderNumber: string | undefined;
}

/**
 * The thank-you page (accounts-content §2 order success; commerce-core §4 offline orders, issue
 * 14.4): a held order — told by the navigation's state `{ held: true }` — shows the held-order
 * title (`orders.offline_orders.notificationTitle`, else 'Order waiting!'); a received one thanks
 * the shopper and shows its number when online.
 *
 * @example
 * orderSuccessView({ navigationState: { held: true }, online: true, orderNumber: null, heldTitle: undefined }).title; // 'Order waiting!'
 */
export function orderSuccessView({
  navigationState,
  online,
  orderNumber,
  heldTitle,
}: {
  navigationState: unknown;
  online: boolean;
  orderNumber: string | null | undefined;
  heldTitle: string | undefined;
}): OrderSuccessView {
  const held = (navigationState as { held?: unknown } | null | undefined)?.held === true;
  return {
    held,
    title: held ? (heldTitle ?? 'Order waiting!') : 'Thank you for your order',
    orderNumber: !held && online && orderNumber ? orderNumber : undefined,
  };
}
