import type { Order, OrderResult, StockItem } from '@kauppa/contract';
import { messages } from '@kauppa/i18n';
import type { ApiResponse, Clock, Collection, Collections, IdSource, Logger, Notifier } from '@kauppa/ports';
import { message, silentLogger } from '@kauppa/ports';
import { isOrderPlaced } from './order.ts';

/** An order held in the `orders` collection (accounts-content §3 offline order). */
export interface OfflineOrderRecord {
  /** The client order id: the key of the record and the Idempotency-Key of its transmission. */
  order_id: string;
  order: Order;
  /** `true` once the server acknowledged the order. */
  transmitted: boolean;
  /** When the last send started; set before sending, so a crash leaves a trace. */
  transmitting_at: number | null;
  transmitted_at: number | null;
  /** How many sends were started. */
  attempts: number;
  created_at: number;
  /** The server's answer (`orderNumber`, `backendOrderId`) once transmitted or rejected. */
  result?: unknown;
  code?: number | string | undefined;
  /** The server refused the order with a non-200 code; it is not sent again. */
  rejected?: boolean | undefined;
  /** Skus of the order the stock check found unavailable after transmission. */
  stockErrors?: string[] | undefined;
  /**
   * Placed while the shop was online (the server was down or failing): the shopper already sent
   * it, so it is retried by itself with back-off, without the offline confirmation (issue 14.4).
   */
  placed_online?: boolean | undefined;
}

/** The lease a tab holds while it sends orders. */
interface Lease {
  owner: string;
  expiresAt: number;
}

/** The key of the sender lease in the `orders` collection. */
export const orderSenderLeaseKey = '@sender-lease';

/** What a run of {@link OrderOutbox.processQueue} did. */
export interface TransmitReport {
  /** Records transmitted in this run. */
  transmitted: OfflineOrderRecord[];
  /** Records the server refused in this run. */
  rejected: OfflineOrderRecord[];
  /** The run stopped on a transport failure (offline, timeout); the order stays held. */
  interrupted: boolean;
  /** Another tab holds the sender lease; nothing was sent. */
  leaseHeldElsewhere: boolean;
}

/** The order call as the outbox needs it: `ShopApi['order']` of `@kauppa/contract`. */
export interface OrderApi {
  order: { place(order: Order): Promise<ApiResponse<OrderResult | unknown>> };
  stock?: { list(skus: readonly string[]): Promise<ApiResponse<StockItem[] | unknown>> } | undefined;
}

/** Options of {@link createOrderOutbox}. */
export interface OrderOutboxOptions {
  /** The storage port; orders live in its `orders` collection. */
  collections: Collections;
  /** The shop API (`createShopApi`): `order.place` sends `order_id` as the Idempotency-Key. */
  api: OrderApi;
  clock: Clock;
  /** Names this tab as lease owner. */
  ids: IdSource;
  /**
   * How long a sender lease lasts without renewal; a tab that crashed while sending is replaced
   * after this time.
   * @default 30_000
   */
  leaseMs?: number | undefined;
  /**
   * How long a tab waits after writing its lease before it reads it back (Fischer's mutual
   * exclusion: a competing tab that read the lease free has written by then, and the last writer
   * wins). 0 reads back at once.
   * @default 50
   */
  leaseSettleMs?: number | undefined;
  /** Error notifications (rejected orders, stock errors). */
  notifier?: Notifier | undefined;
  /** @default silentLogger */
  logger?: Logger | undefined;
}

/**
 * The order outbox: every order is persisted in `orders` before it is acknowledged, and sent
 * exactly once: mark transmitting → send with the client order id as Idempotency-Key → mark
 * transmitted. A crash between send and mark resends the same id, which the server answers with
 * the first result. Only the tab holding the sender lease sends.
 */
export interface OrderOutbox {
  /** Persists the order untransmitted (a second hold of the same order id keeps the first). */
  hold(order: Order, options?: { placedOnline?: boolean | undefined }): Promise<OfflineOrderRecord>;
  /** Sends the held, untransmitted orders in the order they were placed. */
  processQueue(): Promise<TransmitReport>;
  /** The held orders not yet transmitted (nor refused). */
  untransmitted(): Promise<OfflineOrderRecord[]>;
  /** Every held order. */
  all(): Promise<OfflineOrderRecord[]>;
  /** One held order. */
  get(orderId: string): Promise<OfflineOrderRecord | undefined>;
}

/** 5xx, 408 and 429: the server could not take the order now; it is sent again later. */
function isServerFailure(answer: Pick<ApiResponse<unknown>, 'status' | 'code'>): boolean {
  return [answer.status, answer.code].some((value) => {
    const status = Number(value);
    return status >= 500 || status === 408 || status === 429;
  });
}

const isRecord = (key: string, value: unknown): value is OfflineOrderRecord =>
  key !== orderSenderLeaseKey && typeof value === 'object' && value !== null && 'order_id' in value;

/**
 * Creates the {@link OrderOutbox} over the `orders` collection.
 *
 * @example
 * const outbox = createOrderOutbox({ collections, api: createShopApi({ http }), clock, ids });
 * await outbox.hold(order);
 * await outbox.processQueue();
 */
export function createOrderOutbox({
  collections,
  api,
  clock,
  ids,
  leaseMs = 30_000,
  leaseSettleMs = 50,
  notifier,
  logger = silentLogger,
}: OrderOutboxOptions): OrderOutbox {
  const orders = collections.collection<OfflineOrderRecord | Lease>('orders') as Collection<unknown>;
  const tabId = ids.next('tab-');
  let running: Promise<TransmitReport> | null = null;

  const settle = () =>
    leaseSettleMs > 0
      ? new Promise<void>((resolve) => {
          clock.setTimeout(resolve, leaseSettleMs);
        })
      : Promise.resolve();

  async function readLease(): Promise<Lease | undefined> {
    return (await orders.get(orderSenderLeaseKey)) as Lease | undefined;
  }

  async function acquireLease(): Promise<boolean> {
    const lease = await readLease();
    if (lease && lease.owner !== tabId && lease.expiresAt > clock.now()) return false;
    await orders.set(orderSenderLeaseKey, { owner: tabId, expiresAt: clock.now() + leaseMs });
    await settle();
    return (await readLease())?.owner === tabId;
  }

  async function renewLease(): Promise<boolean> {
    const lease = await readLease();
    if (lease?.owner !== tabId) return false;
    await orders.set(orderSenderLeaseKey, { owner: tabId, expiresAt: clock.now() + leaseMs });
    return true;
  }

  async function releaseLease(): Promise<void> {
    if ((await readLease())?.owner === tabId) await orders.delete(orderSenderLeaseKey);
  }

  async function all(): Promise<OfflineOrderRecord[]> {
    const entries = await orders.entries();
    return entries
      .filter((entry): entry is [string, OfflineOrderRecord] => isRecord(entry[0], entry[1]))
      .map(([, record]) => record)
      .sort((a, b) => a.created_at - b.created_at || a.order_id.localeCompare(b.order_id));
  }

  const pending = async () => (await all()).filter((r) => !r.transmitted && !r.rejected);

  async function checkStock(records: OfflineOrderRecord[]): Promise<void> {
    if (!api.stock || records.length === 0) return;
    const skus = [...new Set(records.flatMap((r) => r.order.products.map((p) => p.sku)))];
    let answer: ApiResponse<unknown>;
    try {
      answer = await api.stock.list(skus);
    } catch (error) {
      logger.warn('Stock check of transmitted orders failed', error);
      return;
    }
    if (!isOrderPlaced(answer) || !Array.isArray(answer.result)) return;
    const out = new Set(
      (answer.result as StockItem[])
        .filter((s) => s.sku !== undefined && !s.is_in_stock)
        .map((s) => s.sku as string),
    );
    for (const record of records) {
      const stockErrors = record.order.products.map((p) => p.sku).filter((sku) => out.has(sku));
      if (stockErrors.length === 0) continue;
      const current = (await orders.get(record.order_id)) as OfflineOrderRecord | undefined;
      if (current) await orders.set(record.order_id, { ...current, stockErrors });
      record.stockErrors = stockErrors;
      notifier?.notify({ type: 'error', message: message(messages.orderedProductsNotAvailable) });
    }
  }

  async function run(): Promise<TransmitReport> {
    const report: TransmitReport = {
      transmitted: [],
      rejected: [],
      interrupted: false,
      leaseHeldElsewhere: false,
    };
    if ((await pending()).length === 0) return report;
    if (!(await acquireLease())) {
      report.leaseHeldElsewhere = true;
      return report;
    }
    const tried = new Set<string>();
    try {
      for (;;) {
        const next = (await pending()).find((r) => !tried.has(r.order_id));
        if (!next) break;
        tried.add(next.order_id);
        if (!(await renewLease())) {
          report.leaseHeldElsewhere = true;
          break;
        }
        const sending: OfflineOrderRecord = {
          ...next,
          attempts: next.attempts + 1,
          transmitting_at: clock.now(),
        };
        await orders.set(next.order_id, sending);
        let answer: ApiResponse<unknown>;
        try {
          answer = await api.order.place(next.order);
        } catch (error) {
          logger.info('Order transmission interrupted; the order stays held', next.order_id, error);
          report.interrupted = true;
          break;
        }
        if (isServerFailure(answer)) {
          // A server that is down or failing is like being offline: the order stays held and
          // is sent again later, never taken as refused (issue 14.4).
          await orders.set(next.order_id, { ...sending, code: answer.code });
          logger.warn('The server failed to take an order; it stays held', next.order_id, answer.code);
          report.interrupted = true;
          break;
        }
        if (isOrderPlaced(answer)) {
          const done: OfflineOrderRecord = {
            ...sending,
            order: { ...sending.order, transmited: true },
            transmitted: true,
            transmitted_at: clock.now(),
            result: answer.result,
            code: answer.code,
          };
          await orders.set(next.order_id, done);
          report.transmitted.push(done);
        } else {
          const refused: OfflineOrderRecord = {
            ...sending,
            rejected: true,
            result: answer.result,
            code: answer.code,
          };
          await orders.set(next.order_id, refused);
          report.rejected.push(refused);
          logger.error('The server refused an order', next.order_id, answer.code, answer.result);
          notifier?.notify({
            type: 'error',
            message:
              typeof answer.result === 'string' && answer.result
                ? message(answer.result)
                : message(messages.somethingWentWrong),
          });
        }
      }
    } finally {
      await releaseLease();
    }
    await checkStock(report.transmitted);
    return report;
  }

  function processQueue(): Promise<TransmitReport> {
    // One run per tab at a time: a second caller waits for the running one, then runs again.
    if (running) return running.then(processQueue);
    running = run().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    async hold(order, { placedOnline = false } = {}) {
      const existing = (await orders.get(order.order_id)) as OfflineOrderRecord | undefined;
      if (existing) return existing;
      const record: OfflineOrderRecord = {
        order_id: order.order_id,
        order,
        transmitted: false,
        transmitting_at: null,
        transmitted_at: null,
        attempts: 0,
        created_at: clock.now(),
        ...(placedOnline ? { placed_online: true } : {}),
      };
      await orders.set(order.order_id, record);
      return record;
    },
    processQueue,
    untransmitted: pending,
    all,
    get: async (orderId) => {
      const value = await orders.get(orderId);
      return isRecord(orderId, value) ? value : undefined;
    },
  };
}
