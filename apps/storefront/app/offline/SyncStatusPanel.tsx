import {
  type CartConflict,
  type ConflictCartLine,
  cartConflictMessages,
  cartConflicts,
  mergeConflicts,
} from '@kauppa/cart-sync';
import {
  isOrderRecord,
  orderStockErrors,
  syncStatusTexts,
  type WaitingItem,
  waitingItems,
} from '@kauppa/checkout/offline-orders';
import type { SyncTask } from '@kauppa/task-queue';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../lib/i18n.ts';
import type { Shop } from '../shop/composition.ts';
import { useShop } from '../shop/react.tsx';
import { useOfflineState } from './OfflineIndicator.tsx';

/** How long after reconnecting the cart is watched for server changes. */
const conflictWatchMs = 15_000;

interface Snapshot {
  items: WaitingItem[];
  stockErrors: Array<{ orderId: string; skus: string[] }>;
}

async function readSnapshot(shop: Shop, online: boolean): Promise<Snapshot> {
  const [tasks, orderEntries] = await Promise.all([
    shop.queue.untransmitted(),
    shop.collections.collection('orders').entries(),
  ]);
  const orders = orderEntries.map(([, value]) => value).filter(isOrderRecord);
  return {
    items: waitingItems({
      tasks: tasks as SyncTask[],
      orders,
      online,
      automaticTransmission: shop.config.orders.offline_orders.automatic_transmission_enabled,
    }),
    stockErrors: orderStockErrors(orders),
  };
}

/**
 * Price and stock conflicts of the cart: the lines held while offline are compared with the cart
 * the reconnect sync brings back; differences are listed, never applied silently.
 */
function useCartConflicts(shop: Shop | null): [CartConflict[], () => void] {
  const [conflicts, setConflicts] = useState<CartConflict[]>([]);
  useEffect(() => {
    if (!shop) return;
    let held: ConflictCartLine[] | null = shop.connectivity.isOnline()
      ? null
      : [...(shop.cart.getState().cartItems as ConflictCartLine[])];
    let watchUntil = 0;
    const unsubscribeCart = shop.cart.subscribe((state) => {
      const lines = state.cartItems as ConflictCartLine[];
      if (!shop.connectivity.isOnline()) {
        held = [...lines];
        return;
      }
      if (held && shop.clock.now() <= watchUntil) {
        const found = cartConflicts({ before: held, after: lines });
        if (found.length > 0) setConflicts((known) => mergeConflicts({ known, next: found }));
      }
    });
    const unsubscribeConnection = shop.connectivity.subscribe((online) => {
      if (online) watchUntil = shop.clock.now() + conflictWatchMs;
      else held = [...(shop.cart.getState().cartItems as ConflictCartLine[])];
    });
    return () => {
      unsubscribeCart();
      unsubscribeConnection();
    };
  }, [shop]);
  return [conflicts, () => setConflicts([])];
}

/**
 * The sync status panel (issue 10): what is waiting to be sent — orders, cart changes, profile
 * updates — when each was queued and why it has not gone yet, with retry and discard; the stock
 * errors of transmitted orders and the price or stock conflicts found on reconnect.
 */
export function SyncStatusPanel() {
  const t = useT();
  const shop = useShop();
  const { online } = useOfflineState();
  const [open, setOpen] = useState(false);
  const [snapshot, setSnapshot] = useState<Snapshot>({ items: [], stockErrors: [] });
  const [conflicts, clearConflicts] = useCartConflicts(shop);

  const reload = useCallback(async () => {
    if (shop) setSnapshot(await readSnapshot(shop, online));
  }, [shop, online]);

  useEffect(() => {
    if (!shop) return;
    void reload();
    const offTasks = shop.collections.collection('syncTasks').subscribe(() => void reload());
    const offOrders = shop.collections.collection('orders').subscribe(() => void reload());
    return () => {
      offTasks();
      offOrders();
    };
  }, [shop, reload]);

  if (!shop) return null;
  const count = snapshot.items.length;
  const attention = snapshot.stockErrors.length + conflicts.length;
  if (count === 0 && attention === 0 && !open) return null;

  const retry = async (item: WaitingItem) => {
    if (item.kind === 'order') {
      const checkout = await shop.loadCheckout();
      await checkout.outbox.processQueue();
    } else {
      await shop.queue.drain();
    }
    await reload();
  };
  // An order of unknown outcome (issue 15): checked in the order history, or sent again by choice.
  const check = async () => {
    const checkout = await shop.loadCheckout();
    await checkout.outbox.check();
    await reload();
  };
  const sendAgain = async (item: WaitingItem) => {
    const checkout = await shop.loadCheckout();
    await checkout.outbox.resend(item.id);
    await reload();
  };
  const discard = async (item: WaitingItem) => {
    // Tasks go through the queue (it skips a discarded task in a running drain); orders are records.
    if (item.kind === 'order') await shop.collections.collection('orders').delete(item.id);
    else await shop.queue.discard(item.id);
    await reload();
  };

  return (
    <>
      <button
        type="button"
        className="button sync-status__toggle"
        aria-expanded={open}
        aria-controls="sync-status"
        data-testid="sync-status-toggle"
        onClick={() => setOpen(!open)}
      >
        {t('Waiting to be sent: {count}', { count })}
        {attention > 0 ? ' !' : ''}
      </button>
      {open && (
        <section
          id="sync-status"
          className="sync-status"
          aria-label={t('Sync status')}
          data-testid="sync-status"
        >
          <h2>{t('Sync status')}</h2>
          {count === 0 && <p>{t('Everything has been sent.')}</p>}
          <ul>
            {snapshot.items.map((item) => (
              <li
                key={`${item.kind}:${item.id}`}
                data-testid="sync-status-item"
                data-kind={item.kind}
                data-unconfirmed={item.unconfirmed ? 'true' : undefined}
              >
                <strong>{t(item.label)}</strong>
                <span className="sync-status__meta">
                  {t('Queued {time}', { time: new Date(item.queuedAt).toLocaleString() })} · {t(item.reason)}
                </span>
                <span className="sync-status__actions">
                  {item.unconfirmed ? (
                    <>
                      <button type="button" disabled={!online} onClick={() => void check()}>
                        {t(syncStatusTexts.check)}
                      </button>
                      <button type="button" disabled={!online} onClick={() => void sendAgain(item)}>
                        {t(syncStatusTexts.sendAgain)}
                      </button>
                    </>
                  ) : (
                    <button type="button" disabled={!online} onClick={() => void retry(item)}>
                      {t('Retry')}
                    </button>
                  )}
                  <button type="button" onClick={() => void discard(item)}>
                    {t('Discard')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
          {snapshot.stockErrors.map((error) => (
            <p key={error.orderId} className="sync-status__conflict" role="alert">
              {t('Some of the ordered products are not available')}: {error.skus.join(', ')}
            </p>
          ))}
          {conflicts.length > 0 && (
            <>
              <h3>{t('Changes found when reconnecting')}</h3>
              <ul>
                {conflicts.map((conflict) => (
                  <li
                    key={`${conflict.sku}|${conflict.kind}`}
                    className="sync-status__conflict"
                    data-testid="sync-conflict"
                  >
                    {t(cartConflictMessages[conflict.kind], {
                      name: conflict.name,
                      before: conflict.before ?? '',
                      after: conflict.after ?? '',
                    })}
                  </li>
                ))}
              </ul>
              <button type="button" onClick={clearConflicts}>
                {t('OK')}
              </button>
            </>
          )}
        </section>
      )}
    </>
  );
}
