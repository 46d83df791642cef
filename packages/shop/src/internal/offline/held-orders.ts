import type { OfflineOrderConfirmation } from '@kauppa/checkout';
import {
  isOrderRecord,
  isWaitingOrder,
  type OfflineOrderRecord,
  offlineOrderConfirmationEvent,
  onlineAction,
  orderSenderLeaseKey,
  retryAfterMs,
  type SendOutcome,
  sendOutcome,
} from '@kauppa/checkout/offline-orders';
import { message } from '@kauppa/ports';
import { type ExternalStore, valueStore } from '../store.ts';
import type { Shop } from '../types.ts';

/** The parts of a running shop the held orders use. */
export type HeldOrdersShop = Pick<
  Shop,
  'bus' | 'clock' | 'collections' | 'config' | 'connectivity' | 'loadCheckout' | 'notifications'
>;

const isTransmittedOrder = (value: unknown): value is OfflineOrderRecord =>
  isOrderRecord(value) && value.transmitted === true;

/**
 * An order placed online and sent at its first try: the shopper was told it was placed, never
 * that it waits, so its sending is no "waiting order sent" (issue 28.10). One placed online whose
 * first send failed was shown as waiting, and its later sending is reported.
 */
const sentAtOnce = (record: OfflineOrderRecord): boolean =>
  record.placed_online === true && record.attempts <= 1;

/** Every record of the `orders` store. */
const orderRecords = async (shop: Pick<Shop, 'collections'>): Promise<unknown[]> =>
  (await shop.collections.collection('orders').entries()).map(([, value]) => value);

/** The orders placed offline and still waiting to be sent (commerce-core §4 offline orders). */
export async function waitingOrders(shop: Pick<Shop, 'collections'>): Promise<OfflineOrderRecord[]> {
  return (await orderRecords(shop)).filter(isWaitingOrder);
}

/**
 * Sends the held orders (exactly once: the outbox of `@kauppa/checkout`) and reports the outcome.
 * When another sender holds the lease — another tab, the order sender worker, or a tab closed
 * mid-transmission — tries again as soon as that sender lets go of the lease (its send ended: sent,
 * or failed offline), or after the lease time when it never does (a closed tab's lease expires; on
 * the clock port), while orders still wait, `attempts` times in all.
 */
export async function sendHeldOrders(
  shop: Pick<Shop, 'clock' | 'collections' | 'loadCheckout'>,
  onOutcome: (outcome: SendOutcome) => void,
  attempts = 3,
): Promise<void> {
  const checkout = await shop.loadCheckout();
  const report = await checkout.outbox.processQueue();
  onOutcome(sendOutcome(report));
  // The held orders are read again only when another sender holds the lease.
  if (!report.leaseHeldElsewhere || attempts <= 1) return;
  const delay = retryAfterMs(report, (await waitingOrders(shop)).length);
  if (delay === null) return;
  const orders = shop.collections.collection('orders');
  let waiting = true;
  const again = () => {
    if (!waiting) return;
    waiting = false;
    off();
    shop.clock.clearTimeout(timer);
    void sendHeldOrders(shop, onOutcome, attempts - 1);
  };
  const off = orders.subscribe((change) => {
    if (change.key !== orderSenderLeaseKey && change.key !== null) return;
    void orders.get(orderSenderLeaseKey).then((lease) => {
      if (lease === undefined) again();
    });
  });
  const timer = shop.clock.setTimeout(again, delay);
}

/** What the offline-orders dialog shows: the orders it asks about, the outcome of a send. */
export interface HeldOrdersState {
  /** The orders the confirmation asks about (accounts-content §4), or `null` when not asking. */
  orders: OfflineOrderRecord[] | null;
  /** What the last send transmitted or refused, until dismissed. */
  outcome: SendOutcome | null;
  /** A send the shopper asked for is running. */
  sending: boolean;
}

/** The held orders of a page: the dialog's state and actions. */
export interface HeldOrders extends ExternalStore<HeldOrdersState> {
  /** Sends the orders asked about (the dialog's "Send now"). */
  send(): Promise<void>;
  /** Leaves them waiting (the dialog's "Later"). */
  later(): void;
  /** Closes the outcome (the dialog's "OK"). */
  dismiss(): void;
  /** Are orders held now (the page asks the service worker to send them when it is hidden)? */
  hasWaiting(): boolean;
  stop(): void;
}

/** Options of {@link followHeldOrders}. */
export interface FollowHeldOrdersOptions {
  /** The page's path: on the thank-you page held orders go at once (accounts-content §4). */
  pathname(): string;
}

/** Is there something for the offline-orders dialog to show? */
export const heldOrdersShown = (state: HeldOrdersState): boolean =>
  state.orders !== null || state.outcome !== null;

/** An order's lines as the dialog lists them: `2 × AA battery, 1 × BAT-9` (the sku without a name). */
export const heldOrderLines = (record: OfflineOrderRecord): string =>
  record.order.products.map((p) => `${p.qty} × ${p.name ?? p.sku}`).join(', ');

/**
 * Follows the held orders of the page's shop (accounts-content §4 offline orders):
 * - an order held offline shows the configured notification ('Order waiting!');
 * - when the connection returns, or the page opens online with orders held: they are sent at once
 *   with automatic transmission or on the thank-you page, otherwise the offline-order flow of
 *   `@kauppa/checkout` asks — its confirmation event fills `orders`;
 * - a send's outcome with transmitted or refused orders fills `outcome`.
 */
export function followHeldOrders(shop: HeldOrdersShop, options: FollowHeldOrdersOptions): HeldOrders {
  const state = valueStore<HeldOrdersState>({ orders: null, outcome: null, sending: false });
  const offlineOrders = shop.config.orders.offline_orders;
  let live = true;
  let known = new Set<string>();
  let checkoutLoaded = false;
  /** The orders whose transmission this page has shown, by id. */
  const reported = new Set<string>();
  const onOutcome = (outcome: SendOutcome) => {
    for (const id of outcome.transmitted) reported.add(id);
    if (outcome.transmitted.length > 0 || outcome.rejected.length > 0) state.set((s) => ({ ...s, outcome }));
  };

  const refresh = async (announce: boolean) => {
    const records = await orderRecords(shop);
    const waiting = records.filter(isWaitingOrder);
    if (!live) return waiting;
    for (const record of waiting) {
      if (announce && !known.has(record.order_id) && !shop.connectivity.isOnline()) {
        shop.notifications.notify({ type: 'warning', message: message(offlineOrders.notificationTitle) });
      }
    }
    // Orders this page saw waiting that another sender (the service worker, another tab) has
    // transmitted since: the shopper is told here too, and is no longer asked about them.
    const sentElsewhere = records
      .filter(isTransmittedOrder)
      .filter((record) => !sentAtOnce(record))
      .map((record) => record.order_id)
      .filter((id) => known.has(id) && !reported.has(id));
    if (sentElsewhere.length > 0) {
      for (const id of sentElsewhere) reported.add(id);
      state.set((s) => {
        const orders = s.orders?.filter((record) => !sentElsewhere.includes(record.order_id)) ?? null;
        const previous = s.outcome ?? { transmitted: [], rejected: [], stockErrors: [], interrupted: false };
        return {
          ...s,
          orders: orders && orders.length > 0 ? orders : null,
          outcome: { ...previous, transmitted: [...previous.transmitted, ...sentElsewhere] },
        };
      });
    }
    known = new Set(waiting.map((r) => r.order_id));
    return waiting;
  };

  // Back online (or opened online with orders held): send them, or let the flow ask.
  const whenOnline = async (opened: boolean) => {
    const waiting = await refresh(false);
    const action = onlineAction({
      waiting: waiting.length,
      automaticTransmission: offlineOrders.automatic_transmission_enabled,
      pathname: options.pathname(),
    });
    if (action === 'nothing' || !live) return;
    const loaded = checkoutLoaded;
    const checkout = await shop.loadCheckout();
    checkoutLoaded = true;
    if (action === 'send') await sendHeldOrders(shop, onOutcome);
    // The flow of @kauppa/checkout (queue, cart reload, confirmation event) follows the
    // connection once loaded; a page opened online, or a checkout loaded just now, runs it here.
    else if (opened || !loaded) await checkout.offlineOrders.backOnline();
  };

  void refresh(false).then(() => {
    if (live && shop.connectivity.isOnline()) void whenOnline(true);
  });
  const offs = [
    shop.collections.collection('orders').subscribe(() => void refresh(true)),
    shop.connectivity.subscribe((online) => {
      if (online) void whenOnline(false);
    }),
    shop.bus.on(offlineOrderConfirmationEvent, (payload) => {
      // Not those another sender has transmitted since the flow read them.
      const orders = ((payload as OfflineOrderConfirmation | undefined)?.orders ?? []).filter(
        (record) => !reported.has(record.order_id),
      );
      if (orders.length > 0) state.set((s) => ({ ...s, orders }));
    }),
  ];

  return {
    subscribe: state.subscribe,
    getSnapshot: state.getSnapshot,
    async send() {
      state.set((s) => ({ ...s, sending: true, orders: null }));
      try {
        await sendHeldOrders(shop, onOutcome);
      } finally {
        state.set((s) => ({ ...s, sending: false }));
      }
    },
    later: () => state.set((s) => ({ ...s, orders: null })),
    dismiss: () => state.set((s) => ({ ...s, outcome: null })),
    hasWaiting: () => known.size > 0,
    stop() {
      live = false;
      for (const off of offs) off();
    },
  };
}
