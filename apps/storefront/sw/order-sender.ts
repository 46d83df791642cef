/// <reference lib="webworker" />
/**
 * The order sender (issue 20.2): a second, small-scoped service worker
 * (`/order-sender.js`, scope {@link orderSenderScope}) that only sends held orders — Background
 * Sync `kauppa-orders` and the page's `KAUPPA_SYNC_ORDERS`. It controls no page (no page lives
 * under its scope); a sync event fires on a registration's active worker whether or not it
 * controls a client. The page registers it when the shop starts, so a shopper who only looks at
 * pages never downloads its Dexie, ky and order outbox (48 KB gzip, before in the main worker).
 */
import { type OrderSyncSettings, syncAllHeldOrders } from './order-sync.ts';
import { cacheNames, orderSenderSettingsKey, orderSyncTag } from './strategy.ts';

declare const self: ServiceWorkerGlobalScope;

async function loadSettings(): Promise<Partial<OrderSyncSettings>> {
  const stored = await (await caches.open(cacheNames.config)).match(orderSenderSettingsKey);
  return stored ? ((await stored.json()) as Partial<OrderSyncSettings>) : {};
}

async function saveSettings(next: OrderSyncSettings): Promise<void> {
  const settings: OrderSyncSettings = {
    apiUrl: next.apiUrl,
    orderIdempotency: next.orderIdempotency ?? false,
  };
  await (await caches.open(cacheNames.config)).put(
    orderSenderSettingsKey,
    new Response(JSON.stringify(settings), { headers: { 'Content-Type': 'application/json' } }),
  );
}

async function sendHeldOrders(): Promise<void> {
  const settings = await loadSettings();
  if (!settings.apiUrl) return;
  const names = (await indexedDB.databases()).map((d) => d.name ?? '');
  await syncAllHeldOrders(
    names,
    { apiUrl: settings.apiUrl, orderIdempotency: settings.orderIdempotency ?? false },
    console,
  );
}

self.addEventListener('install', () => void self.skipWaiting());

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; settings?: OrderSyncSettings } | undefined;
  if (message?.type === 'KAUPPA_SETTINGS' && message.settings?.apiUrl)
    event.waitUntil(saveSettings(message.settings));
  if (message?.type === 'KAUPPA_SYNC_ORDERS') event.waitUntil(sendHeldOrders().catch(() => undefined));
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag === orderSyncTag) event.waitUntil(sendHeldOrders());
}) as EventListener);
