import type { Order, OrderResult, StockItem } from '@kauppa/contract';
import { withStockSkus } from '@kauppa/contract';
import { cartMessages, generalMessages } from '@kauppa/i18n';
import type {
  ApiResponse,
  Clock,
  Collection,
  Collections,
  IdSource,
  Locks,
  Logger,
  Notifier,
} from '@kauppa/ports';
import { isApiError, message, silentLogger } from '@kauppa/ports';
import { isOrderPlaced, refusalText } from './order.ts';
import { defaultSenderLeaseMs, orderSenderLeaseKey } from './order-flow.ts';

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
  /**
   * The server may have received the order but no usable answer came back (the connection
   * dropped after sending, a timeout, an error answer from a server that does not de-duplicate,
   * a send interrupted by a reload): it is never sent again by itself. The shopper is shown it
   * as "not confirmed" and chooses to check or resend; a signed-in customer's order history is
   * searched for it first (issue 15).
   */
  unconfirmed?: boolean | undefined;
}

/** What a search of the order history for an unconfirmed order found. */
export type OrderLookupResult = 'found' | 'absent' | 'unknown';

/** The lease a tab holds while it sends orders. */
interface Lease {
  owner: string;
  expiresAt: number;
}

/** The name of the origin's lock a sender holds while it sends (with `locks`). */
export const orderSenderLockName = 'kauppa-order-sender';

/** How many times a tab tries for a free sender lease it lost only on time (a late write). */
export const lateLeaseTries = 4;

/** What a run of {@link OrderOutbox.processQueue} did. */
export interface TransmitReport {
  /** Records transmitted in this run. */
  transmitted: OfflineOrderRecord[];
  /** Records the server refused in this run. */
  rejected: OfflineOrderRecord[];
  /** The run stopped on a transport failure (offline, timeout); the order stays held. */
  interrupted: boolean;
  /** Records whose outcome became unknown in this run (shown as "not confirmed"). */
  unconfirmed: OfflineOrderRecord[];
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
  /**
   * The origin's locks (the Web Locks API: `createWebLocks` of `@kauppa/ports/browser`): where
   * given, the tabs and workers exclude each other with the lock {@link orderSenderLockName}, which
   * needs no timing, and the lease only keeps a tab closed mid-send's orders from being sent again
   * before it expires. Without them, the lease is taken with the storage's atomic `update` (an
   * IndexedDB readwrite transaction, issue 30.11) where the collections have it, which needs no
   * timing either; only collections without `update` fall back to Fischer's timed lease
   * (`leaseSettleMs`).
   */
  locks?: Locks | undefined;
  /** Error notifications (rejected orders, stock errors). */
  notifier?: Notifier | undefined;
  /** @default silentLogger */
  logger?: Logger | undefined;
  /**
   * The server de-duplicates orders by their client order id (the reference shop API does and
   * says so; the Vue Storefront API does not): an order whose outcome is unknown may then be
   * sent again by itself. Without it, an order is re-sent only when it surely did not reach the
   * server.
   * @default false
   */
  serverDeduplicates?: boolean | undefined;
  /**
   * Searches the signed-in customer's order history for an order by its client order id:
   * `'found'` (placed), `'absent'` (the history says it is not there), `'unknown'` (no customer,
   * or the history cannot tell). Asked before an unconfirmed order is ever sent again.
   * @default () => 'unknown'
   */
  lookup?: ((record: OfflineOrderRecord) => Promise<OrderLookupResult>) | undefined;
}

/**
 * The order outbox: every order is persisted in `orders` before it is acknowledged, and sent
 * at most once without the server's help: mark transmitting → send (the client order id also as
 * Idempotency-Key) → mark what came back. Any answer in the 2xx range counts as placed; a send
 * that surely did not reach the server is sent again later; one whose outcome is unknown is kept
 * as "not confirmed" for the shopper (or the order history) to settle. Only the tab holding the
 * sender lease sends.
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
  /** The orders whose outcome is unknown ("not confirmed"). */
  unconfirmed(): Promise<OfflineOrderRecord[]>;
  /**
   * Settles the unconfirmed orders through the order history ({@link OrderOutboxOptions.lookup}):
   * found ones are marked placed, absent ones are sent again; unknown ones stay for the shopper.
   */
  check(): Promise<TransmitReport>;
  /** The shopper chose to send an unconfirmed order again. */
  resend(orderId: string): Promise<TransmitReport>;
  /**
   * Drops the held orders not yet sent (commerce-core §4: cancelling the untransmitted orders),
   * under the sender lease, after this tab's running send: an order being sent, sent, refused or
   * of unknown outcome ("not confirmed") is kept. With the lease held by another tab nothing is
   * dropped (`leaseHeldElsewhere`).
   */
  cancelUntransmitted(): Promise<CancelledOrders>;
}

/** What {@link OrderOutbox.cancelUntransmitted} dropped. */
export interface CancelledOrders {
  cancelled: OfflineOrderRecord[];
  /** Another tab holds the sender lease: nothing was dropped. */
  leaseHeldElsewhere: boolean;
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
  leaseMs = defaultSenderLeaseMs,
  leaseSettleMs = 50,
  locks,
  notifier,
  logger = silentLogger,
  serverDeduplicates = false,
  lookup = async () => 'unknown',
}: OrderOutboxOptions): OrderOutbox {
  const orders = collections.collection<OfflineOrderRecord | Lease>('orders') as Collection<unknown>;
  const tabId = ids.next('tab-');
  let running: Promise<TransmitReport> | null = null;

  const pause = (ms: number) =>
    ms > 0
      ? new Promise<void>((resolve) => {
          clock.setTimeout(resolve, ms);
        })
      : Promise.resolve();
  const settle = () => pause(leaseSettleMs);

  async function readLease(): Promise<Lease | undefined> {
    return (await orders.get(orderSenderLeaseKey)) as Lease | undefined;
  }

  /**
   * One try for the lease: taken, held by another sender, or lost on time with the lease free.
   * `exclusive`: this sender holds the origin's lock, so no other can be writing the lease now.
   */
  async function tryLease(exclusive: boolean): Promise<'taken' | 'held' | 'late'> {
    // The storage's atomic update (an IndexedDB readwrite transaction, issue 30.11): the read and
    // the write of the lease are one step, so no other sender can slip in between — no timing.
    if (orders.update) {
      const now = clock.now();
      const lease = (await orders.update(orderSenderLeaseKey, (current) => {
        const held = current as Lease | undefined;
        if (held && held.owner !== tabId && held.expiresAt > now) return current;
        return { owner: tabId, expiresAt: now + leaseMs } satisfies Lease;
      })) as Lease | undefined;
      return lease?.owner === tabId ? 'taken' : 'held';
    }
    const readAt = clock.now();
    const lease = await readLease();
    if (lease && lease.owner !== tabId && lease.expiresAt > clock.now()) return 'held';
    await orders.set(orderSenderLeaseKey, { owner: tabId, expiresAt: clock.now() + leaseMs });
    if (exclusive) return 'taken';
    // Fischer's mutual exclusion holds only when the write lands within the settle time of the
    // read that found the lease free: a tab paused in between (a throttled background tab) may have
    // overwritten a lease another tab already took and is sending under, so it lets go.
    if (leaseSettleMs > 0 && clock.now() - readAt >= leaseSettleMs) {
      await releaseLease();
      return 'late';
    }
    await settle();
    return (await readLease())?.owner === tabId ? 'taken' : 'held';
  }

  /**
   * Takes the sender lease. A try lost only on time (a busy page just after the connection
   * returned) is tried again after a growing pause, {@link lateLeaseTries} times in all: giving up
   * then would leave the orders waiting a whole lease time for the next run.
   */
  async function acquireLease(exclusive: boolean): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await tryLease(exclusive);
      if (outcome !== 'late') return outcome === 'taken';
      if (attempt >= lateLeaseTries) return false;
      await pause(leaseSettleMs * attempt);
    }
  }

  async function renewLease(): Promise<boolean> {
    if (orders.update) {
      const now = clock.now();
      const lease = (await orders.update(orderSenderLeaseKey, (current) =>
        (current as Lease | undefined)?.owner === tabId
          ? ({ owner: tabId, expiresAt: now + leaseMs } satisfies Lease)
          : current,
      )) as Lease | undefined;
      return lease?.owner === tabId;
    }
    const lease = await readLease();
    if (lease?.owner !== tabId) return false;
    await orders.set(orderSenderLeaseKey, { owner: tabId, expiresAt: clock.now() + leaseMs });
    return true;
  }

  async function releaseLease(): Promise<void> {
    if (orders.update) {
      await orders.update(orderSenderLeaseKey, (current) =>
        (current as Lease | undefined)?.owner === tabId ? undefined : current,
      );
      return;
    }
    if ((await readLease())?.owner === tabId) await orders.delete(orderSenderLeaseKey);
  }

  async function all(): Promise<OfflineOrderRecord[]> {
    const entries = await orders.entries();
    return entries
      .filter((entry): entry is [string, OfflineOrderRecord] => isRecord(entry[0], entry[1]))
      .map(([, record]) => record)
      .sort((a, b) => a.created_at - b.created_at || a.order_id.localeCompare(b.order_id));
  }

  const pending = async () => (await all()).filter((r) => !r.transmitted && !r.rejected && !r.unconfirmed);

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
      withStockSkus(answer.result as StockItem[], { skus })
        .filter((s) => s.sku !== undefined && !s.is_in_stock)
        .map((s) => s.sku as string),
    );
    for (const record of records) {
      const stockErrors = record.order.products.map((p) => p.sku).filter((sku) => out.has(sku));
      if (stockErrors.length === 0) continue;
      const current = (await orders.get(record.order_id)) as OfflineOrderRecord | undefined;
      if (current) await orders.set(record.order_id, { ...current, stockErrors });
      record.stockErrors = stockErrors;
      notifier?.notify({ type: 'error', message: message(cartMessages.orderedProductsNotAvailable) });
    }
  }

  const emptyReport = (): TransmitReport => ({
    transmitted: [],
    rejected: [],
    interrupted: false,
    leaseHeldElsewhere: false,
    unconfirmed: [],
  });

  async function markUnconfirmed(record: OfflineOrderRecord, report: TransmitReport, why: unknown) {
    const unsure: OfflineOrderRecord = { ...record, unconfirmed: true };
    await orders.set(record.order_id, unsure);
    report.unconfirmed.push(unsure);
    logger.warn('The outcome of an order is unknown; it is not sent again by itself', record.order_id, why);
  }

  async function markPlaced(
    record: OfflineOrderRecord,
    answer: Pick<ApiResponse<unknown>, 'result' | 'code'>,
  ) {
    const done: OfflineOrderRecord = {
      ...record,
      order: { ...record.order, transmited: true },
      transmitted: true,
      transmitted_at: clock.now(),
      unconfirmed: false,
      result: answer.result,
      code: answer.code,
    };
    await orders.set(record.order_id, done);
    return done;
  }

  /** Sends one record (the lease is held) and records what came back. `false` stops the run. */
  async function send(next: OfflineOrderRecord, report: TransmitReport): Promise<boolean> {
    const sending: OfflineOrderRecord = {
      ...next,
      attempts: next.attempts + 1,
      transmitting_at: clock.now(),
      unconfirmed: false,
    };
    // Persisted before sending: a crash or reload during the send leaves the trace that makes
    // its outcome unknown rather than silently re-sent.
    await orders.set(next.order_id, sending);
    let answer: ApiResponse<unknown>;
    try {
      answer = await api.order.place(next.order);
    } catch (error) {
      report.interrupted = true;
      if ((isApiError(error) && error.notSent) || serverDeduplicates) {
        // Surely not received (or the server drops duplicates): held, sent again later.
        await orders.set(next.order_id, { ...sending, transmitting_at: null });
        logger.info('Order transmission interrupted; the order stays held', next.order_id, error);
      } else {
        await markUnconfirmed(sending, report, error);
      }
      return false;
    }
    if (isServerFailure(answer)) {
      report.interrupted = true;
      if (serverDeduplicates) {
        // A server that is down or failing is like being offline: the order stays held and is
        // sent again later, never taken as refused (issue 14.4).
        await orders.set(next.order_id, { ...sending, transmitting_at: null, code: answer.code });
        logger.warn('The server failed to take an order; it stays held', next.order_id, answer.code);
      } else {
        // An answer came back: the order is never sent twice by itself (issue 15).
        await markUnconfirmed({ ...sending, code: answer.code, result: answer.result }, report, answer.code);
      }
      return false;
    }
    if (isOrderPlaced(answer)) {
      report.transmitted.push(await markPlaced(sending, answer));
      return true;
    }
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
      message: message(refusalText(answer.result) ?? generalMessages.somethingWentWrong),
    });
    return true;
  }

  /**
   * Runs `work` holding the sender lease — under the origin's lock where there are `locks` — and
   * lets go of both after it; `heldElsewhere()` when another sender has them.
   */
  async function underLease<T>(work: () => Promise<T>, heldElsewhere: () => T): Promise<T> {
    const leased = async (exclusive: boolean) => {
      if (!(await acquireLease(exclusive))) return heldElsewhere();
      try {
        return await work();
      } finally {
        await releaseLease();
      }
    };
    return locks
      ? locks.ifAvailable(orderSenderLockName, (held) =>
          held ? leased(true) : Promise.resolve(heldElsewhere()),
        )
      : leased(false);
  }

  async function withLease(work: (report: TransmitReport) => Promise<void>): Promise<TransmitReport> {
    const report = emptyReport();
    const leased = await underLease(
      async () => {
        await work(report);
        return true;
      },
      () => false,
    );
    if (!leased) {
      report.leaseHeldElsewhere = true;
      return report;
    }
    await checkStock(report.transmitted);
    return report;
  }

  async function run(): Promise<TransmitReport> {
    if ((await pending()).length === 0) return emptyReport();
    return withLease(async (report) => {
      const tried = new Set<string>();
      for (;;) {
        const next = (await pending()).find((r) => !tried.has(r.order_id));
        if (!next) break;
        tried.add(next.order_id);
        if (!(await renewLease())) {
          report.leaseHeldElsewhere = true;
          break;
        }
        const current = (await orders.get(next.order_id)) as OfflineOrderRecord | undefined;
        if (!current || current.transmitted || current.rejected || current.unconfirmed) continue;
        if (current.transmitting_at !== null && !serverDeduplicates) {
          // A send was started and never recorded (a crash or reload mid-send): the server may
          // have it, so it is not sent again by itself.
          await markUnconfirmed(current, report, 'send interrupted by a reload');
          continue;
        }
        if (!(await send(current, report))) break;
      }
    });
  }

  async function settleByHistory(report: TransmitReport, records: OfflineOrderRecord[]): Promise<void> {
    for (const record of records) {
      let found: OrderLookupResult;
      try {
        found = await lookup(record);
      } catch (error) {
        logger.warn('Looking up an unconfirmed order failed', record.order_id, error);
        continue;
      }
      if (found === 'found')
        report.transmitted.push(await markPlaced(record, { result: record.result, code: 200 }));
      else if (found === 'absent') {
        // The order history answered and the order is not there: it was not placed.
        if (!(await send({ ...record, unconfirmed: false, transmitting_at: null }, report))) break;
      }
    }
  }

  /** One run per tab at a time: a second caller waits for the running one, then runs. */
  function exclusive(work: () => Promise<TransmitReport>): Promise<TransmitReport> {
    if (running) return running.then(() => exclusive(work));
    const current = work().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  }

  const processQueue = () => exclusive(run);
  const unconfirmed = async () => (await all()).filter((r) => r.unconfirmed && !r.transmitted && !r.rejected);

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
    unconfirmed,
    check: () =>
      exclusive(async () => {
        const waiting = await unconfirmed();
        if (waiting.length === 0) return emptyReport();
        return withLease((report) => settleByHistory(report, waiting));
      }),
    async cancelUntransmitted() {
      if (running) await running.catch(() => undefined);
      return underLease<CancelledOrders>(
        async () => {
          const cancelled = (await pending()).filter((record) => record.transmitting_at === null);
          for (const record of cancelled) await orders.delete(record.order_id);
          if (cancelled.length > 0)
            logger.info(
              'Untransmitted orders cancelled',
              cancelled.map((r) => r.order_id),
            );
          return { cancelled, leaseHeldElsewhere: false };
        },
        () => ({ cancelled: [], leaseHeldElsewhere: true }),
      );
    },
    resend: (orderId) =>
      exclusive(async () => {
        const record = (await orders.get(orderId)) as OfflineOrderRecord | undefined;
        if (!record?.unconfirmed || record.transmitted || record.rejected) return emptyReport();
        return withLease(async (report) => {
          await send({ ...record, unconfirmed: false, transmitting_at: null }, report);
        });
      }),
    get: async (orderId) => {
      const value = await orders.get(orderId);
      return isRecord(orderId, value) ? value : undefined;
    },
  };
}

/** The client order id an order-history item carries, when the platform keeps it. */
function clientOrderIdOf(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const direct = (item as { client_order_id?: unknown }).client_order_id;
  if (typeof direct === 'string') return direct;
  const extension = (item as { extension_attributes?: { client_order_id?: unknown } }).extension_attributes;
  return typeof extension?.client_order_id === 'string' ? extension.client_order_id : undefined;
}

/**
 * The order-history search of {@link OrderOutboxOptions.lookup} for a signed-in customer: the
 * first history page (newest first) is searched for the client order id. Without a customer, or
 * when the history does not carry client order ids (the platform's Magento history does not),
 * the answer is `'unknown'`: the shopper decides.
 *
 * @example
 * createOrderOutbox({ …, lookup: orderHistoryLookup({ api, token: () => tokens.getToken() }) });
 */
export function orderHistoryLookup({
  api,
  token,
  logger = silentLogger,
}: {
  api: { user: { orderHistory(token: string): Promise<ApiResponse<{ items: unknown[] } | unknown>> } };
  token: () => string | null | undefined;
  logger?: Logger | undefined;
}): (record: OfflineOrderRecord) => Promise<OrderLookupResult> {
  return async (record) => {
    const current = token();
    if (!current) return 'unknown';
    let answer: ApiResponse<unknown>;
    try {
      answer = await api.user.orderHistory(current);
    } catch (error) {
      logger.info('The order history could not be read', error);
      return 'unknown';
    }
    if (!isOrderPlaced(answer)) return 'unknown';
    const items = (answer.result as { items?: unknown } | null)?.items;
    if (!Array.isArray(items)) return 'unknown';
    const ids = items.map(clientOrderIdOf);
    if (ids.every((id) => id === undefined)) return 'unknown';
    return ids.includes(record.order_id) ? 'found' : 'absent';
  };
}
