import { workerSettings } from '@kauppa/shop/offline';
import { lazy, useEffect } from 'react';
import { LazyPart } from '../components/LazyPart.tsx';
import { useT } from '../lib/i18n.ts';
import { inNextTask } from '../lib/next-task.ts';
import { useShell } from '../lib/shell.ts';
import { useShop, useShopStartFailed } from '../shop/react.tsx';
import { OfflineIndicator, useOfflineState } from './OfflineIndicator.tsx';
import { keepLoadedAssets, startOfflineRuntime, startOrderSender } from './runtime.ts';
import { UpdatePrompt } from './UpdatePrompt.tsx';

// Both show only what the running shop holds (sync conflicts, held orders): loaded once the shop
// runs, not with every page (issue 20.2).
const SyncStatusPanel = lazy(() =>
  import('./SyncStatusPanel.tsx').then((m) => ({ default: m.SyncStatusPanel })),
);
const OfflineOrdersDialog = lazy(() =>
  import('./OfflineOrdersDialog.tsx').then((m) => ({ default: m.OfflineOrdersDialog })),
);

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
  const shop = useShop();
  // Said only offline: online, the next add to cart tries to start the shop again.
  const failed = useShopStartFailed();
  const { online } = useOfflineState();
  const startFailed = failed && !online;
  // In a task of its own: not flushed with the hydration's other effects (issue 20.1).
  useEffect(
    () =>
      inNextTask(() =>
        startOfflineRuntime({
          path: serviceWorkerPath,
          settings: workerSettings({
            apiUrl: publicApiUrl,
            orderIdempotency,
            language,
            translate: t,
            manifestVersion: (window as { __reactRouterManifest?: { version?: string } })
              .__reactRouterManifest?.version,
          }),
        }),
      ),
    [publicApiUrl, language, t, orderIdempotency],
  );
  // The shop runs (issue 20.2): the order sender is registered, and the worker keeps the shop
  // runtime's chunks this page loaded (they are not precached).
  useEffect(() => {
    if (!shop) return;
    startOrderSender({ apiUrl: publicApiUrl, orderIdempotency });
    keepLoadedAssets();
  }, [shop, publicApiUrl, orderIdempotency]);
  return (
    <>
      <OfflineIndicator />
      <UpdatePrompt />
      {startFailed ? (
        // The shop's code could not be loaded (issue 20.2: offline, and the cart never used online,
        // so the worker does not keep it): said at once, not a click that waits for ever.
        <p
          className="notice notice--error shop-unavailable"
          role="alert"
          data-testid="shop-unavailable-offline"
        >
          {t(
            'The cart cannot be opened offline before it has been used once online. Please try again when you are online.',
          )}
        </p>
      ) : null}
      {shop ? (
        <LazyPart>
          <SyncStatusPanel />
          <OfflineOrdersDialog />
        </LazyPart>
      ) : null}
    </>
  );
}
