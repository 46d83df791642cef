import { initialOfflineState, type OfflineState } from '@kauppa/shop/offline';
import { useSyncExternalStore } from 'react';
import { useT } from '../lib/i18n.ts';
import { offlineStatus } from './runtime.ts';

const serverState = () => initialOfflineState;

/** The offline status of the page (connection and service worker), for components. */
export function useOfflineState(): OfflineState {
  const store = offlineStatus();
  return useSyncExternalStore(store.subscribe, store.getState, serverState);
}

/**
 * The always-visible offline indicator (issue 10; accounts-content §2 offline mode): shown on every
 * page for as long as the browser is offline.
 */
export function OfflineIndicator() {
  const t = useT();
  const { online } = useOfflineState();
  if (online) return null;
  return (
    <p className="offline-indicator" role="status" data-testid="offline-indicator">
      {t('You are offline. Some features are not available.')}
    </p>
  );
}
