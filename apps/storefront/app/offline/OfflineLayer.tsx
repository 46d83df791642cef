import { workerSettings } from '@kauppa/shop/offline';
import { useEffect } from 'react';
import { useT } from '../lib/i18n.ts';
import { useShell } from '../lib/shell.ts';
import { OfflineIndicator } from './OfflineIndicator.tsx';
import { OfflineOrdersDialog } from './OfflineOrdersDialog.tsx';
import { startOfflineRuntime } from './runtime.ts';
import { SyncStatusPanel } from './SyncStatusPanel.tsx';
import { UpdatePrompt } from './UpdatePrompt.tsx';

/** The service worker path (accounts-content §9; `config.server.serviceWorkerPath`). */
export const serviceWorkerPath = '/service-worker.js';

/**
 * The offline and installable layer of the shell (issue 10), mounted once inside `ShopProvider`:
 * registers the service worker (production), and shows the offline indicator, the update prompt,
 * the sync status panel and the offline-orders dialog.
 */
export function OfflineLayer() {
  const t = useT();
  const { publicApiUrl, language, orderIdempotency } = useShell();
  useEffect(() => {
    startOfflineRuntime({
      path: serviceWorkerPath,
      settings: workerSettings({
        apiUrl: publicApiUrl,
        orderIdempotency,
        language,
        translate: t,
        manifestVersion: (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest
          ?.version,
      }),
    });
  }, [publicApiUrl, language, t, orderIdempotency]);
  return (
    <>
      <OfflineIndicator />
      <UpdatePrompt />
      <SyncStatusPanel />
      <OfflineOrdersDialog />
    </>
  );
}
