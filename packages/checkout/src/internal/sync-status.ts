import type { SyncTask } from '@kauppa/task-queue';
import type { OfflineOrderRecord } from './order-outbox.ts';

/*
 * The sync status of the offline shop (issue 10, accounts-content §4): what still waits to be sent
 * — queued tasks and held orders — and why. Pure, for `@kauppa/checkout/offline-orders`.
 */

/** What a waiting item is (issue 10 sync status): an order, a cart change, a profile update. */
export type WaitingKind = 'order' | 'cart' | 'profile' | 'other';

/** One line of the sync status panel. */
export interface WaitingItem {
  kind: WaitingKind;
  /** The task id or the client order id. */
  id: string;
  /** The message id naming the item. */
  label: string;
  /** When it was queued (epoch ms). */
  queuedAt: number;
  /** Why it has not been sent yet: a message id, or the server's own text. */
  reason: string;
  /** Tries so far (orders). */
  attempts: number;
  /** An order whose outcome is unknown: the shopper checks or sends it again (issue 15). */
  unconfirmed?: boolean;
}

/** Message ids of the panel (English texts are the ids, as everywhere in Kauppa). */
export const syncStatusTexts = {
  order: 'Order',
  cart: 'Cart change',
  profile: 'Profile update',
  other: 'Other change',
  waitingForConnection: 'Waiting for the connection',
  sendingInterrupted: 'Sending was interrupted; it will be sent again',
  waitingForConfirmation: 'Waiting for your confirmation',
  refused: 'The server refused it',
  waitingToBeSent: 'Waiting to be sent',
  notConfirmed:
    'Not confirmed: the shop may have received it. Check your order history or e-mail before sending it again',
  check: 'Check',
  sendAgain: 'Send again',
} as const;

/** Which kind of change a queued task carries, from its URL (cart/…, user/…). */
export function taskKind(task: Pick<SyncTask, 'url'>): WaitingKind {
  const url = task.url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/?(api\/)?/, '');
  if (/^cart(\/|$|\?)/.test(url)) return 'cart';
  if (/^(user|customer|address)(\/|$|\?)/.test(url)) return 'profile';
  return 'other';
}

function taskReason(task: SyncTask, online: boolean): string {
  if (typeof task.result === 'string' && task.result && task.transmited) return task.result;
  return online ? syncStatusTexts.waitingToBeSent : syncStatusTexts.waitingForConnection;
}

function orderReason(record: OfflineOrderRecord, online: boolean, automatic: boolean): string {
  if (record.rejected)
    return typeof record.result === 'string' && record.result ? record.result : syncStatusTexts.refused;
  if (record.unconfirmed) return syncStatusTexts.notConfirmed;
  if (!online) return syncStatusTexts.waitingForConnection;
  if (record.transmitting_at !== null && record.attempts > 0) return syncStatusTexts.sendingInterrupted;
  return automatic ? syncStatusTexts.waitingToBeSent : syncStatusTexts.waitingForConfirmation;
}

/**
 * The lines of the sync status panel: untransmitted tasks and held orders (not transmitted, or
 * refused), oldest first, each with when it was queued and why it is still waiting.
 */
export function waitingItems({
  tasks,
  orders,
  online,
  automaticTransmission,
}: {
  tasks: readonly SyncTask[];
  orders: readonly OfflineOrderRecord[];
  online: boolean;
  automaticTransmission: boolean;
}): WaitingItem[] {
  const items: WaitingItem[] = [];
  for (const task of tasks) {
    if (task.transmited) continue;
    const kind = taskKind(task);
    items.push({
      kind,
      id: task.task_id,
      label: syncStatusTexts[kind],
      queuedAt: task.created_at,
      reason: taskReason(task, online),
      attempts: 0,
    });
  }
  for (const record of orders) {
    if (record.transmitted) continue;
    items.push({
      kind: 'order',
      id: record.order_id,
      label: syncStatusTexts.order,
      queuedAt: record.created_at,
      reason: orderReason(record, online, automaticTransmission),
      attempts: record.attempts,
      ...(record.unconfirmed && !record.rejected ? { unconfirmed: true } : {}),
    });
  }
  return items.sort((a, b) => a.queuedAt - b.queuedAt || a.id.localeCompare(b.id));
}

/** Is the stored value an order record of the `orders` collection (not the sender lease)? */
export const isOrderRecord = (value: unknown): value is OfflineOrderRecord =>
  typeof value === 'object' && value !== null && 'order_id' in value;

/** The stock errors the check of transmitted orders found, by order id. */
export function orderStockErrors(
  records: readonly Pick<OfflineOrderRecord, 'order_id' | 'transmitted' | 'stockErrors'>[],
): Array<{ orderId: string; skus: string[] }> {
  return records
    .filter((r) => r.transmitted && (r.stockErrors?.length ?? 0) > 0)
    .map((r) => ({ orderId: r.order_id, skus: r.stockErrors ?? [] }));
}
