import { cartConflictMessages } from '@kauppa/cart-sync';
import {
  createSyncStatus,
  type SyncStatusState,
  syncItemActions,
  syncStatusView,
} from '@kauppa/shop/offline';
import { useState } from 'react';
import { useT } from '../lib/i18n.ts';
import { useExternalStore, useShopStore } from '../shop/react.tsx';
import { useOfflineState } from './OfflineIndicator.tsx';
import { offlineStatus } from './runtime.ts';

const nothingWaits: SyncStatusState = { items: [], stockErrors: [], conflicts: [] };

/**
 * The sync status panel (issue 10): what is waiting to be sent — orders, cart changes, profile
 * updates — when each was queued and why it has not gone yet, with retry and discard; the stock
 * errors of transmitted orders and the price or stock conflicts found on reconnect.
 */
export function SyncStatusPanel() {
  const t = useT();
  const { online } = useOfflineState();
  const [open, setOpen] = useState(false);
  const sync = useShopStore((shop) => {
    const status = offlineStatus();
    return createSyncStatus(shop, {
      online: { subscribe: status.subscribe, getSnapshot: () => status.getState().online },
    });
  });
  const state = useExternalStore(sync, nothingWaits);
  const { count, attention, visible } = syncStatusView(state, open);
  if (!sync || !visible) return null;

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
            {state.items.map((item) => (
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
                  {syncItemActions(item, online).map(({ action, label, enabled }) => (
                    <button
                      key={action}
                      type="button"
                      disabled={!enabled}
                      onClick={() => void sync.run(action, item)}
                    >
                      {t(label)}
                    </button>
                  ))}
                </span>
              </li>
            ))}
          </ul>
          {state.stockErrors.map((error) => (
            <p key={error.orderId} className="sync-status__conflict" role="alert">
              {t('Some of the ordered products are not available')}: {error.skus.join(', ')}
            </p>
          ))}
          {state.conflicts.length > 0 && (
            <>
              <h3>{t('Changes found when reconnecting')}</h3>
              <ul>
                {state.conflicts.map((conflict) => (
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
              <button type="button" onClick={sync.clearConflicts}>
                {t('OK')}
              </button>
            </>
          )}
        </section>
      )}
    </>
  );
}
