import type { SyncTask } from '@kauppa/task-queue';
import { describe, expect, it } from 'vitest';
import { heldOrderRecord as order } from '../test/fixtures.ts';
import {
  isOrderRecord,
  orderStockErrors,
  syncStatusTexts,
  taskKind,
  waitingItems,
} from './offline-orders.ts';

const task = (id: string, url: string, created_at: number, extra: Partial<SyncTask> = {}): SyncTask => ({
  task_id: id,
  url,
  payload: { method: 'POST' },
  is_result_cacheable: false,
  transmited: false,
  transmited_at: null,
  acknowledged: false,
  created_at,
  updated_at: created_at,
  seq: 0,
  ...extra,
});

describe('sync status: what still waits to be sent, and why (issue 10; accounts-content §4)', () => {
  it('names cart changes, profile updates and other tasks from their URL', () => {
    expect(taskKind({ url: 'cart/update?token={{token}}' })).toBe('cart');
    expect(taskKind({ url: '/api/cart/totals' })).toBe('cart');
    expect(taskKind({ url: 'user/me' })).toBe('profile');
    expect(taskKind({ url: 'stock/check' })).toBe('other');
  });

  it('lists what waits, oldest first, with when it was queued and why it waits', () => {
    const items = waitingItems({
      tasks: [
        task('t2', 'user/me', 3_000),
        task('t1', 'cart/update', 2_000),
        task('t0', 'cart/update', 1, { transmited: true }),
      ],
      orders: [order('o1', { created_at: 2_500 }), order('o2', { transmitted: true })],
      online: false,
      automaticTransmission: false,
    });
    expect(items.map((i) => [i.kind, i.id, i.queuedAt, i.reason])).toEqual([
      ['cart', 't1', 2_000, syncStatusTexts.waitingForConnection],
      ['order', 'o1', 2_500, syncStatusTexts.waitingForConnection],
      ['profile', 't2', 3_000, syncStatusTexts.waitingForConnection],
    ]);
  });

  it('says why an order still waits online: confirmation, an interrupted send, or the refusal', () => {
    const reasons = waitingItems({
      tasks: [],
      orders: [
        order('a', { created_at: 1 }),
        order('b', { created_at: 2, attempts: 1, transmitting_at: 5 }),
        order('c', {
          created_at: 3,
          rejected: true,
          result: 'Some of the ordered products are not available',
        }),
      ],
      online: true,
      automaticTransmission: false,
    }).map((i) => i.reason);
    expect(reasons).toEqual([
      syncStatusTexts.waitingForConfirmation,
      syncStatusTexts.sendingInterrupted,
      'Some of the ordered products are not available',
    ]);
  });
});

describe('stock errors of transmitted orders (accounts-content §4 offline orders)', () => {
  it('lists the stock errors of transmitted orders only, by order id', () => {
    expect(
      orderStockErrors([
        order('a', { transmitted: true, stockErrors: ['AA-4'] }),
        order('b', { transmitted: true, stockErrors: [] }),
        order('c', { stockErrors: ['CC-1'] }),
      ]),
    ).toEqual([{ orderId: 'a', skus: ['AA-4'] }]);
  });

  it('tells order records from the sender lease record', () => {
    expect(isOrderRecord(order('a'))).toBe(true);
    expect(isOrderRecord({ owner: 'tab-1', expiresAt: 5 })).toBe(false);
  });
});
