import { describe, expect, it } from 'vitest';
import { changedQuantity, shownLineTotal } from './index.ts';

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
