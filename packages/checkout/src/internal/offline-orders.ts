import { messages } from '@kauppa/i18n';
import type { Connectivity, EventBus, Logger, Notifier } from '@kauppa/ports';
import { message, silentLogger } from '@kauppa/ports';
import type { OfflineOrderRecord, OrderOutbox, TransmitReport } from './order-outbox.ts';
import type { CheckoutCart, CheckoutConfig, CheckoutSyncQueue } from './types.ts';

/** The event emitted with the untransmitted orders when they wait for the shopper's confirmation. */
export const offlineOrderConfirmationEvent = 'offline-order-confirmation';

/** Payload of {@link offlineOrderConfirmationEvent}. */
export interface OfflineOrderConfirmation {
  orders: OfflineOrderRecord[];
}

/** Options of {@link createOfflineOrders}. */
export interface OfflineOrdersOptions {
  outbox: OrderOutbox;
  connectivity: Connectivity;
  /** The network task queue (processed first when back online). */
  queue: CheckoutSyncQueue;
  /** The cart (reloaded from the server when back online). */
  cart: Pick<CheckoutCart, 'reloadFromServer'>;
  bus: EventBus;
  config: Pick<CheckoutConfig, 'orders'>;
  /** Is the shopper on the thank-you page now? @default () => false */
  isThankYouPage?: (() => boolean) | undefined;
  /** Offers the 'Order waiting!' notification. */
  notifier?: Notifier | undefined;
  /** @default silentLogger */
  logger?: Logger | undefined;
}

/** What happened when the connection came back. */
export type BackOnlineOutcome =
  | { kind: 'transmitted'; report: TransmitReport }
  | { kind: 'confirmation-requested'; orders: OfflineOrderRecord[] }
  | { kind: 'nothing-waiting' };

/** The offline-order flow of accounts-content §4. */
export interface OfflineOrders {
  /** Follows the connectivity: every return online runs {@link OfflineOrders.backOnline}. */
  start(): void;
  stop(): void;
  /**
   * Back online: processes the sync queue and reloads the cart from the server; then, with
   * automatic transmission on or on the thank-you page, sends the held orders; otherwise emits
   * `offline-order-confirmation` with the untransmitted orders and offers 'Order waiting!'.
   */
  backOnline(): Promise<BackOnlineOutcome>;
  /** The shopper confirmed the waiting orders: send them. */
  confirm(): Promise<TransmitReport>;
}

/**
 * Creates the offline-order flow.
 *
 * @example
 * const offline = createOfflineOrders({ outbox, connectivity, queue, cart, bus, config: defaultShopConfig });
 * offline.start();
 */
export function createOfflineOrders({
  outbox,
  connectivity,
  queue,
  cart,
  bus,
  config,
  isThankYouPage = () => false,
  notifier,
  logger = silentLogger,
}: OfflineOrdersOptions): OfflineOrders {
  let unsubscribe: (() => void) | null = null;
  const { automatic_transmission_enabled, notificationTitle } = config.orders.offline_orders;

  async function backOnline(): Promise<BackOnlineOutcome> {
    try {
      await queue.process();
    } catch (error) {
      logger.warn('Processing the sync queue failed', error);
    }
    try {
      await cart.reloadFromServer();
    } catch (error) {
      logger.warn('Reloading the cart from the server failed', error);
    }
    if (automatic_transmission_enabled || isThankYouPage()) {
      return { kind: 'transmitted', report: await outbox.processQueue() };
    }
    const orders = await outbox.untransmitted();
    if (orders.length === 0) return { kind: 'nothing-waiting' };
    bus.emit<OfflineOrderConfirmation>(offlineOrderConfirmationEvent, { orders });
    notifier?.notify({
      type: 'info',
      message: message(notificationTitle),
      action1: { label: message(messages.ok), action: 'confirmOfflineOrders' },
      hasNoTimeout: true,
    });
    return { kind: 'confirmation-requested', orders };
  }

  return {
    start() {
      if (unsubscribe) return;
      unsubscribe = connectivity.subscribe((online) => {
        if (online)
          backOnline().catch((error: unknown) => logger.error('Offline orders: back online failed', error));
      });
    },
    stop() {
      unsubscribe?.();
      unsubscribe = null;
    },
    backOnline,
    confirm: () => outbox.processQueue(),
  };
}
