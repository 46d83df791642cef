import type { OrderHistoryItem } from './types.ts';

/*
 * How an order of the order history is named and totalled (accounts-content §3 order history):
 * the same for the list and the order page.
 */

/** The order number shown: the platform's `increment_id`, else its `entity_id`. */
export function orderHistoryNumber(
  order: Pick<OrderHistoryItem, 'entity_id'> & { increment_id?: unknown },
): string {
  return String(order.increment_id ?? order.entity_id);
}

/** The grand total of an order: `grand_total`, else `total_due`, else 0. */
export function orderHistoryTotal(
  order: Pick<OrderHistoryItem, 'total_due'> & { grand_total?: unknown },
): number {
  const total = Number(order.grand_total ?? order.total_due ?? 0);
  return Number.isFinite(total) ? total : 0;
}
