import { messages } from '@kauppa/i18n';
import type { Clock, Connectivity, EventBus, Logger, Notifier, TimerHandle } from '@kauppa/ports';
import { message, silentLogger } from '@kauppa/ports';
import { offlineOrderConfirmationEvent } from './order-flow.ts';
import type { OfflineOrderRecord, OrderOutbox, TransmitReport } from './order-outbox.ts';
import type { CheckoutCart, CheckoutConfig, CheckoutSyncQueue } from './types.ts';

export { offlineOrderConfirmationEvent } from './order-flow.ts';

/** Payload of {@link offlineOrderConfirmationEvent}. */
export interface OfflineOrderConfirmation {
  orders: OfflineOrderRecord[];
}

/** Options of {@link createOfflineOrders}. */
export interface OfflineOrdersOptions {
  outbox: OrderOutbox;
  /** Timers of the back-off retry of orders placed while the server failed. @default no retry timers */
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'> | undefined;
  /**
   * The waits between sends of orders placed online that the server did not take (down or
   * failing); the last one repeats.
   * @default [2_000, 5_000, 15_000, 30_000, 60_000, 300_000]
   */
  retryDelaysMs?: readonly number[] | undefined;
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
  /**
   * Sends the held orders placed while online (the server was down or failing) by itself, again
   * and again with back-off while any wait and the connection is up, until the server takes them
   * (issue 14.4). Exactly once: the outbox's lease and client order id. Also run by
   * {@link OfflineOrders.start}, so a shop started later sends what an earlier visit left.
   */
  retryHeld(): void;
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
  clock,
  retryDelaysMs = [2_000, 5_000, 15_000, 30_000, 60_000, 300_000],
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
  let retryTimer: TimerHandle | null = null;
  let retryRound = 0;
  let retrying = false;

  const waitingPlacedOnline = async () =>
    (await outbox.untransmitted()).filter((record) => record.placed_online === true);

  function scheduleRetry(): void {
    if (!clock || retryTimer !== null || !unsubscribe) return;
    const delay = retryDelaysMs[Math.min(retryRound, retryDelaysMs.length - 1)] ?? 60_000;
    retryRound += 1;
    retryTimer = clock.setTimeout(() => {
      retryTimer = null;
      void retryNow();
    }, delay);
  }

  async function retryNow(): Promise<void> {
    if (retrying || !connectivity.isOnline()) return;
    retrying = true;
    try {
      if ((await waitingPlacedOnline()).length === 0) return;
      const report = await outbox.processQueue();
      if ((await waitingPlacedOnline()).length === 0) {
        retryRound = 0;
        return;
      }
      if (report.interrupted || report.leaseHeldElsewhere) scheduleRetry();
    } catch (error) {
      logger.warn('Sending the held orders failed; tried again later', error);
      scheduleRetry();
    } finally {
      retrying = false;
    }
  }
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
    // Orders placed online (the server failed) were sent by the shopper already: they go by
    // themselves (retryHeld); only orders placed offline ask for confirmation.
    void retryNow();
    const orders = (await outbox.untransmitted()).filter((record) => record.placed_online !== true);
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
      void waitingPlacedOnline().then((waiting) => {
        if (waiting.length > 0) scheduleRetry();
      });
    },
    stop() {
      unsubscribe?.();
      unsubscribe = null;
      if (retryTimer !== null) clock?.clearTimeout(retryTimer);
      retryTimer = null;
    },
    backOnline,
    confirm: () => outbox.processQueue(),
    retryHeld: () => scheduleRetry(),
  };
}
