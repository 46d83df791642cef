import type { OfflineOrderConfirmation } from '@kauppa/checkout';
import {
  isWaitingOrder,
  type OfflineOrderRecord,
  offlineOrderConfirmationEvent,
  onlineAction,
  orderTotal,
  retryAfterMs,
  type SendOutcome,
  sendOutcome,
} from '@kauppa/checkout/offline-orders';
import { message } from '@kauppa/ports';
import { useEffect, useState } from 'react';
import { formatPrice } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import type { Shop } from '../shop/composition.ts';
import { useShop } from '../shop/react.tsx';
import { requestOrderSync } from './runtime.ts';

async function waitingOrders(shop: Shop): Promise<OfflineOrderRecord[]> {
  const entries = await shop.collections.collection('orders').entries();
  return entries.map(([, value]) => value).filter(isWaitingOrder);
}

/**
 * Sends the held orders (exactly once: the outbox of `@kauppa/checkout`). When another sender
 * holds the lease — another tab, or one closed mid-transmission until its lease expires — tries
 * again after the lease time while orders still wait.
 */
async function sendHeld(shop: Shop, onOutcome: (outcome: SendOutcome) => void, attempts = 3): Promise<void> {
  const checkout = await shop.loadCheckout();
  const report = await checkout.outbox.processQueue();
  onOutcome(sendOutcome(report));
  // The held orders are read again only when another sender holds the lease.
  if (!report.leaseHeldElsewhere || attempts <= 1) return;
  const delay = retryAfterMs(report, (await waitingOrders(shop)).length);
  if (delay !== null) window.setTimeout(() => void sendHeld(shop, onOutcome, attempts - 1), delay);
}

/**
 * Follows the held orders of the page's shop (accounts-content §4 offline orders):
 * - an order held offline shows 'Order waiting!';
 * - when the connection returns, or the page opens online with orders held: sent at once with
 *   automatic transmission or on the thank-you page, otherwise the offline-order flow of
 *   `@kauppa/checkout` asks (its confirmation event opens {@link OfflineOrdersDialog});
 * - when the tab is hidden or closed with orders held, the service worker is asked to send them
 *   (Background Sync, where supported).
 */
function useHeldOrders(shop: Shop | null, onOutcome: (outcome: SendOutcome) => void) {
  useEffect(() => {
    if (!shop) return;
    let live = true;
    const orders = shop.collections.collection('orders');
    let known = new Set<string>();
    let checkoutLoaded = false;
    const automaticTransmission = shop.config.orders.offline_orders.automatic_transmission_enabled;

    const refresh = async (announce: boolean) => {
      const waiting = await waitingOrders(shop);
      if (!live) return waiting;
      for (const record of waiting) {
        if (announce && !known.has(record.order_id) && !shop.connectivity.isOnline()) {
          shop.notifications.notify({
            type: 'warning',
            message: message(shop.config.orders.offline_orders.notificationTitle),
          });
        }
      }
      known = new Set(waiting.map((r) => r.order_id));
      return waiting;
    };

    // Back online (or opened online with orders held): send them, or let the flow ask.
    const whenOnline = async (opened: boolean) => {
      const waiting = await refresh(false);
      const action = onlineAction({
        waiting: waiting.length,
        automaticTransmission,
        pathname: window.location.pathname,
      });
      if (action === 'nothing' || !live) return;
      const loaded = checkoutLoaded;
      const checkout = await shop.loadCheckout();
      checkoutLoaded = true;
      if (action === 'send') await sendHeld(shop, onOutcome);
      // The flow of @kauppa/checkout (queue, cart reload, confirmation event) follows the
      // connection once loaded; a page opened online, or a checkout loaded just now, runs it here.
      else if (opened || !loaded) await checkout.offlineOrders.backOnline();
    };

    void refresh(false).then(() => {
      if (live && shop.connectivity.isOnline()) void whenOnline(true);
    });
    const unsubscribeOrders = orders.subscribe(() => void refresh(true));
    const unsubscribeConnection = shop.connectivity.subscribe((online) => {
      if (online) void whenOnline(false);
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && known.size > 0) void requestOrderSync();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onHidden);
    return () => {
      live = false;
      unsubscribeOrders();
      unsubscribeConnection();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onHidden);
    };
  }, [shop, onOutcome]);
}

/**
 * The dialog of the offline-order confirmation event (accounts-content §4): lists the orders
 * placed offline and still waiting, sends them on confirmation, then shows what was transmitted
 * and the stock errors the check of transmitted orders found.
 */
export function OfflineOrdersDialog() {
  const t = useT();
  const shop = useShop();
  const [orders, setOrders] = useState<OfflineOrderRecord[] | null>(null);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const [sending, setSending] = useState(false);
  const [onOutcome] = useState(() => (next: SendOutcome) => {
    if (next.transmitted.length > 0 || next.rejected.length > 0) setOutcome(next);
  });
  useHeldOrders(shop, onOutcome);

  useEffect(() => {
    if (!shop) return;
    return shop.bus.on(offlineOrderConfirmationEvent, (payload) => {
      const list = (payload as OfflineOrderConfirmation | undefined)?.orders ?? [];
      if (list.length > 0) setOrders(list);
    });
  }, [shop]);

  if (!shop || (!orders && !outcome)) return null;

  const send = async () => {
    setSending(true);
    try {
      setOrders(null);
      await sendHeld(shop, onOutcome);
    } finally {
      setSending(false);
    }
  };

  return (
    <div
      className="offline-orders"
      role="dialog"
      aria-modal="true"
      aria-labelledby="offline-orders-title"
      data-testid="offline-orders-dialog"
    >
      <div className="offline-orders__box">
        <h2 id="offline-orders-title">{t(shop.config.orders.offline_orders.notificationTitle)}</h2>
        {orders && (
          <>
            <p>{t('Orders you placed while offline are waiting. Do you want to send them now?')}</p>
            <ul>
              {orders.map((record) => (
                <li key={record.order_id} data-testid="offline-order">
                  {new Date(record.created_at).toLocaleString()} ·{' '}
                  {record.order.products.map((p) => `${p.qty} × ${p.name ?? p.sku}`).join(', ')} ·{' '}
                  {formatPrice(orderTotal(record))}
                </li>
              ))}
            </ul>
            <div className="offline-orders__actions">
              <button type="button" onClick={() => setOrders(null)}>
                {t('Later')}
              </button>
              <button type="button" className="button" disabled={sending} onClick={() => void send()}>
                {t('Send now')}
              </button>
            </div>
          </>
        )}
        {outcome && !orders && (
          <>
            {outcome.transmitted.length > 0 && (
              <p role="status" data-testid="offline-orders-sent">
                {t('{count} waiting orders were sent.', { count: outcome.transmitted.length })}
              </p>
            )}
            {outcome.interrupted && (
              <p>{t('The connection failed while sending; the orders stay waiting.')}</p>
            )}
            {outcome.stockErrors.map((error) => (
              <p key={error.orderId} role="alert" data-testid="offline-orders-stock-error">
                {t('Some of the ordered products are not available')}: {error.skus.join(', ')}
              </p>
            ))}
            <div className="offline-orders__actions">
              <button type="button" className="button" onClick={() => setOutcome(null)}>
                {t('OK')}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
