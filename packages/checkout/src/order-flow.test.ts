import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { heldOrderRecord as order } from '../test/fixtures.ts';
import * as orderFlow from './offline-orders.ts';
import {
  defaultSenderLeaseMs,
  isThankYouPath,
  isWaitingOrder,
  onlineAction,
  orderTotal,
  retryAfterMs,
  sendOutcome,
  type TransmitReport,
} from './offline-orders.ts';

const report = (extra: Partial<TransmitReport> = {}): TransmitReport => ({
  transmitted: [],
  rejected: [],
  interrupted: false,
  leaseHeldElsewhere: false,
  unconfirmed: [],
  ...extra,
});

describe('when the connection returns with orders held (accounts-content §4 offline orders)', () => {
  it('sends held orders at once with automatic transmission enabled', () => {
    expect(onlineAction({ waiting: 1, automaticTransmission: true, pathname: '/' })).toBe('send');
  });

  it('sends held orders at once on the thank-you page (accounts-content §2)', () => {
    expect(onlineAction({ waiting: 1, automaticTransmission: false, pathname: '/order-success' })).toBe(
      'send',
    );
  });

  it('knows the thank-you page also under a store-view prefix', () => {
    expect([isThankYouPath('/order-success'), isThankYouPath('/de/order-success')]).toEqual([true, true]);
    expect([isThankYouPath('/checkout'), isThankYouPath('/')]).toEqual([false, false]);
  });

  it('otherwise asks for confirmation, and does nothing without held orders', () => {
    expect(onlineAction({ waiting: 2, automaticTransmission: false, pathname: '/c/akut' })).toBe('ask');
    expect(onlineAction({ waiting: 0, automaticTransmission: true, pathname: '/order-success' })).toBe(
      'nothing',
    );
  });
});

describe('held orders and their sending (accounts-content §4 offline orders)', () => {
  it('counts only untransmitted, unrefused orders as waiting (the sender lease record is not one)', () => {
    expect(isWaitingOrder(order('a'))).toBe(true);
    expect(isWaitingOrder(order('b', { transmitted: true }))).toBe(false);
    expect(isWaitingOrder(order('c', { rejected: true }))).toBe(false);
    expect(isWaitingOrder({ owner: 'tab-1', expiresAt: 5 })).toBe(false);
  });

  it('reports the stock errors the check of transmitted orders found', () => {
    const outcome = sendOutcome(
      report({ transmitted: [order('a', { transmitted: true, stockErrors: ['AA-4'] }), order('b')] }),
    );
    expect(outcome.transmitted).toEqual(['a', 'b']);
    expect(outcome.stockErrors).toEqual([{ orderId: 'a', skus: ['AA-4'] }]);
  });

  it('tries again just after the sender lease ran out when another sender held it', () => {
    expect(retryAfterMs(report({ leaseHeldElsewhere: true }), 1)).toBe(defaultSenderLeaseMs + 1000);
    expect(retryAfterMs(report({ leaseHeldElsewhere: true }), 1, 5_000)).toBe(6_000);
    expect(retryAfterMs(report({ leaseHeldElsewhere: true }), 0)).toBeNull();
    expect(retryAfterMs(report(), 1)).toBeNull();
  });

  it("gives a held order's subtotal incl. tax (commerce-core §3 totals)", () => {
    expect(orderTotal(order('a'))).toBe(9.98);
  });
});

describe('the @kauppa/checkout/offline-orders entry', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(orderFlow).sort()).toEqual([
      'defaultSenderLeaseMs',
      'isOrderRecord',
      'isThankYouPath',
      'isWaitingOrder',
      'offlineOrderConfirmationEvent',
      'offlineTotals',
      'onlineAction',
      'orderSenderLeaseKey',
      'orderStockErrors',
      'orderTotal',
      'retryAfterMs',
      'sendOutcome',
      'syncStatusTexts',
      'taskKind',
      'thankYouPath',
      'waitingItems',
    ]);
  });

  it('loads no other module at run time, so first paint loads none of the checkout (no machine, no zod)', () => {
    const entryModules = [
      './internal/order-flow.ts',
      './internal/sync-status.ts',
      './order-flow.ts',
      './sync-status.ts',
    ];
    for (const file of ['./offline-orders.ts', './internal/order-flow.ts', './internal/sync-status.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const runtime = [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map(
        (m) => m[1],
      );
      expect(runtime.filter((path) => !entryModules.includes(path ?? ''))).toEqual([]);
    }
  });
});
