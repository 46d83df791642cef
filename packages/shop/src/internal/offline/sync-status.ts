import { type CartConflict, type ConflictCartLine, cartConflicts, mergeConflicts } from '@kauppa/cart-sync';
import {
  isOrderRecord,
  orderStockErrors,
  syncStatusTexts,
  type WaitingItem,
  waitingItems,
} from '@kauppa/checkout/offline-orders';
import type { SyncTask } from '@kauppa/task-queue';
import { type ExternalStore, valueStore } from '../store.ts';
import type { Shop } from '../types.ts';

/** The parts of a running shop the sync status reads and acts on. */
export type SyncStatusShop = Pick<
  Shop,
  'cart' | 'clock' | 'collections' | 'config' | 'connectivity' | 'loadCheckout' | 'queue'
>;

/** What is waiting to be sent, and the stock errors of transmitted orders (commerce-core §4). */
export interface SyncStatusSnapshot {
  items: WaitingItem[];
  stockErrors: Array<{ orderId: string; skus: string[] }>;
}

/** Reads what waits — queued tasks and held orders, each with why it has not gone yet. */
export async function readSyncStatus(
  shop: Pick<Shop, 'collections' | 'config' | 'queue'>,
  online: boolean,
): Promise<SyncStatusSnapshot> {
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

/** Options of {@link watchCartConflicts}. */
export interface WatchCartConflictsOptions {
  /** How long after reconnecting the cart is watched for server changes. @default 15000 */
  watchMs?: number | undefined;
}

/**
 * Price and stock conflicts of the cart (commerce-core §4 connectivity): the lines held while
 * offline are compared with the cart the reconnect sync brings back, within `watchMs` of the
 * reconnect; `onConflicts` gets each non-empty list found. Answers the stop.
 */
export function watchCartConflicts(
  shop: Pick<Shop, 'cart' | 'clock' | 'connectivity'>,
  onConflicts: (found: CartConflict[]) => void,
  { watchMs = 15_000 }: WatchCartConflictsOptions = {},
): () => void {
  const lines = () => [...(shop.cart.getState().cartItems as ConflictCartLine[])];
  let held: ConflictCartLine[] | null = shop.connectivity.isOnline() ? null : lines();
  let watchUntil = 0;
  const offCart = shop.cart.subscribe((state) => {
    const after = state.cartItems as ConflictCartLine[];
    if (!shop.connectivity.isOnline()) {
      held = [...after];
      return;
    }
    if (held && shop.clock.now() <= watchUntil) {
      const found = cartConflicts({ before: held, after });
      if (found.length > 0) onConflicts(found);
    }
  });
  const offConnection = shop.connectivity.subscribe((online) => {
    if (online) watchUntil = shop.clock.now() + watchMs;
    else held = lines();
  });
  return () => {
    offCart();
    offConnection();
  };
}

/** The state of the sync status panel. */
export interface SyncStatusState extends SyncStatusSnapshot {
  /** The conflicts found on reconnect, until cleared. */
  conflicts: CartConflict[];
}

/** What the panel shows of a state. */
export interface SyncStatusView {
  /** The number waiting ('Waiting to be sent: {count}'). */
  count: number;
  /** Stock errors and conflicts that want the shopper's attention. */
  attention: number;
  /** Is there anything to show (the panel is hidden when not, unless open)? */
  visible: boolean;
}

/** What the panel shows: the count, what wants attention, and whether it shows at all. */
export function syncStatusView(state: SyncStatusState, open: boolean): SyncStatusView {
  const count = state.items.length;
  const attention = state.stockErrors.length + state.conflicts.length;
  return { count, attention, visible: count > 0 || attention > 0 || open };
}

/** What the shopper can do with a waiting item. */
export type SyncItemAction = 'check' | 'sendAgain' | 'retry' | 'discard';

/** An action's button: its message id, and whether it can be used now. */
export interface SyncItemActionView {
  action: SyncItemAction;
  label: string;
  enabled: boolean;
}

/**
 * The actions of a waiting item (issue 10 sync status; issue 15 unknown outcome): an order the
 * shop may have received is checked or sent again by choice, never retried blindly; anything else
 * is retried. Sending needs the connection; discarding does not.
 */
export function syncItemActions(
  item: Pick<WaitingItem, 'unconfirmed'>,
  online: boolean,
): SyncItemActionView[] {
  const send: Array<Pick<SyncItemActionView, 'action' | 'label'>> = item.unconfirmed
    ? [
        { action: 'check', label: syncStatusTexts.check },
        { action: 'sendAgain', label: syncStatusTexts.sendAgain },
      ]
    : [{ action: 'retry', label: 'Retry' }];
  return [
    ...send.map((a) => ({ ...a, enabled: online })),
    { action: 'discard', label: 'Discard', enabled: true },
  ];
}

/** The sync status of a page: the panel's state and its actions, each followed by a reload. */
export interface SyncStatus extends ExternalStore<SyncStatusState> {
  /** Sends again: an order through the checkout's outbox, a task through the queue's drain. */
  retry(item: WaitingItem): Promise<void>;
  /** Checks orders of unknown outcome (issue 15) against the order history. */
  check(): Promise<void>;
  /** Sends an order of unknown outcome again, by the shopper's choice (issue 15). */
  sendAgain(item: WaitingItem): Promise<void>;
  /** Drops a waiting task (through the queue, so a running drain skips it) or held order. */
  discard(item: WaitingItem): Promise<void>;
  /** Runs one of {@link syncItemActions} on `item`. */
  run(action: SyncItemAction, item: WaitingItem): Promise<void>;
  /** Reads what waits again. */
  reload(): Promise<void>;
  /** Clears the conflicts shown (the shopper's "OK"). */
  clearConflicts(): void;
  stop(): void;
}

/** Options of {@link createSyncStatus}. */
export interface CreateSyncStatusOptions extends WatchCartConflictsOptions {
  /** The page's connection as its offline status shows it (the reasons depend on it). */
  online: ExternalStore<boolean>;
}

/**
 * The sync status panel's store (issue 10; commerce-core §4 offline orders and connectivity):
 * what waits to be sent, re-read whenever the tasks, the orders or the connection change; the
 * stock errors of transmitted orders; the cart conflicts found on reconnect.
 */
export function createSyncStatus(shop: SyncStatusShop, options: CreateSyncStatusOptions): SyncStatus {
  const state = valueStore<SyncStatusState>({ items: [], stockErrors: [], conflicts: [] });
  let live = true;
  let online = options.online.getSnapshot();
  const reload = async () => {
    const snapshot = await readSyncStatus(shop, online);
    if (live) state.set((s) => ({ ...s, ...snapshot }));
  };
  const offs = [
    watchCartConflicts(
      shop,
      (found) => state.set((s) => ({ ...s, conflicts: mergeConflicts({ known: s.conflicts, next: found }) })),
      options,
    ),
    shop.collections.collection('syncTasks').subscribe(() => void reload()),
    shop.collections.collection('orders').subscribe(() => void reload()),
    options.online.subscribe(() => {
      const next = options.online.getSnapshot();
      if (next === online) return;
      online = next;
      void reload();
    }),
  ];
  void reload();
  const sync: SyncStatus = {
    subscribe: state.subscribe,
    getSnapshot: state.getSnapshot,
    reload,
    run: (action, item) => (action === 'check' ? sync.check() : sync[action](item)),
    async retry(item) {
      if (item.kind === 'order') await (await shop.loadCheckout()).outbox.processQueue();
      else await shop.queue.drain();
      await reload();
    },
    async check() {
      await (await shop.loadCheckout()).outbox.check();
      await reload();
    },
    async sendAgain(item) {
      await (await shop.loadCheckout()).outbox.resend(item.id);
      await reload();
    },
    async discard(item) {
      // Tasks go through the queue (it skips a discarded task in a running drain); orders are records.
      if (item.kind === 'order') await shop.collections.collection('orders').delete(item.id);
      else await shop.queue.discard(item.id);
      await reload();
    },
    clearConflicts: () => state.set((s) => ({ ...s, conflicts: [] })),
    stop() {
      live = false;
      for (const off of offs) off();
    },
  };
  return sync;
}
