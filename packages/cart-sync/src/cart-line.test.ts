import { describe, expect, it } from 'vitest';
import { cartLinePrices, changedQuantity, shownLineTotal } from './index.ts';

describe('the line total shown beside a cart line (commerce-core §1 source prices include tax, §3 cart item)', () => {
  it('is the unit price including tax times the quantity, in cents', () => {
    expect(shownLineTotal({ item: { qty: 3, price: 0.9, price_incl_tax: 1.1 } })).toBe(3.3);
  });

  it('is not shown while the line has only its untaxed price', () => {
    expect(shownLineTotal({ item: { qty: 2, price: 1 } })).toBeUndefined();
  });
});

describe('editing a cart line quantity (commerce-core §4 update quantity, §5 positive quantity)', () => {
  it('sends the typed quantity when it differs from the line', () => {
    expect(changedQuantity({ item: { qty: 1 }, value: '3' })).toBe('3');
  });

  it('sends nothing when the quantity is unchanged', () => {
    expect(changedQuantity({ item: { qty: 2 }, value: '2' })).toBeNull();
  });

  it('sends nothing for 0, a negative or a non-number (removing is its own action)', () => {
    expect(changedQuantity({ item: { qty: 2 }, value: '0' })).toBeNull();
    expect(changedQuantity({ item: { qty: 2 }, value: '-1' })).toBeNull();
    expect(changedQuantity({ item: { qty: 2 }, value: 'abc' })).toBeNull();
  });
});

describe('the prices of a cart line (commerce-core §3 cart item, §4 special price; issue 28.2a)', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  const sale = {
    sku: 'BOSCH-1',
    qty: 2,
    price: 163.63,
    price_incl_tax: 202.9,
    special_price: 131.37,
    special_price_incl_tax: 162.9,
    special_from_date: '2026-01-01 00:00:00',
    special_to_date: null,
  };

  it("defect: a sale item's line was the regular price × qty — it is the sale price × qty, with the regular price struck", () => {
    expect(cartLinePrices({ item: sale, now })).toEqual({ unit: 162.9, regular: 202.9, total: 325.8 });
  });

  it('a special price outside its dates does not apply', () => {
    expect(cartLinePrices({ item: { ...sale, special_to_date: '2026-02-01 00:00:00' }, now })).toEqual({
      unit: 202.9,
      regular: undefined,
      total: 405.8,
    });
  });

  it('a line without a price incl. tax has no prices yet', () => {
    expect(cartLinePrices({ item: { sku: 'A', qty: 1, price: 3 }, now })).toBeUndefined();
  });
});
