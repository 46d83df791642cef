import { orderTotal } from '@kauppa/checkout/offline-orders';
import { onPageHidden } from '@kauppa/ports/browser';
import {
  followHeldOrders,
  type HeldOrdersState,
  heldOrderLines,
  heldOrdersShown,
} from '@kauppa/shop/offline';
import { useEffect } from 'react';
import { formatPrice } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { useExternalStore, useShop, useShopStore } from '../shop/react.tsx';
import { requestOrderSync } from './runtime.ts';

const nothingHeld: HeldOrdersState = { orders: null, outcome: null, sending: false };

/**
 * The dialog of the offline-order confirmation event (accounts-content §4): lists the orders
 * placed offline and still waiting, sends them on confirmation, then shows what was transmitted
 * and the stock errors the check of transmitted orders found.
 */
export function OfflineOrdersDialog() {
  const t = useT();
  const shop = useShop();
  const held = useShopStore((running) =>
    followHeldOrders(running, { pathname: () => window.location.pathname }),
  );
  const { orders, outcome, sending } = useExternalStore(held, nothingHeld);

  // The tab hidden or closed with orders held: the service worker is asked to send them.
  useEffect(
    () => (held ? onPageHidden(() => held.hasWaiting() && void requestOrderSync()) : undefined),
    [held],
  );

  if (!shop || !held || !heldOrdersShown({ orders, outcome, sending })) return null;

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
                  {new Date(record.created_at).toLocaleString()} · {heldOrderLines(record)} ·{' '}
                  {formatPrice(orderTotal(record))}
                </li>
              ))}
            </ul>
            <div className="offline-orders__actions">
              <button type="button" onClick={held.later}>
                {t('Later')}
              </button>
              <button type="button" className="button" disabled={sending} onClick={() => void held.send()}>
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
              <button type="button" className="button" onClick={held.dismiss}>
                {t('OK')}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
