import { describe, expect, it } from 'vitest';
import { orderHistoryNumber, orderHistoryTotal } from './index.ts';

describe('an order of the order history (accounts-content §3 order history)', () => {
  it('is numbered by its increment_id, else its entity_id', () => {
    expect(orderHistoryNumber({ entity_id: 7, increment_id: '000000012' })).toBe('000000012');
    expect(orderHistoryNumber({ entity_id: 7 })).toBe('7');
  });

  it('totals grand_total, else total_due, else 0', () => {
    expect(orderHistoryTotal({ grand_total: 24.9, total_due: 0 })).toBe(24.9);
    expect(orderHistoryTotal({ total_due: 19.5 })).toBe(19.5);
    expect(orderHistoryTotal({})).toBe(0);
    expect(orderHistoryTotal({ grand_total: 'n/a' })).toBe(0);
  });
});
