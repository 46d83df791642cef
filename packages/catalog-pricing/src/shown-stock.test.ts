import { describe, expect, it } from 'vitest';
import { shownStock } from './index.ts';

describe('the stock a product page shows (commerce-core §3 product.stock; issue 14.9)', () => {
  const product = { stock: { is_in_stock: true, qty: 10 } };

  it("is the chosen variant's stock, else the product's", () => {
    expect(shownStock({ product, variant: { stock: { is_in_stock: false, qty: 0 } } })).toEqual({
      is_in_stock: false,
      qty: 0,
    });
    expect(shownStock({ product, variant: {} })).toEqual({ is_in_stock: true, qty: 10 });
  });

  it('takes a live stock check over what the (possibly cached) page knew', () => {
    expect(shownStock({ product, live: { is_in_stock: false } })).toEqual({ is_in_stock: false, qty: 10 });
    expect(shownStock({ product, live: { is_in_stock: true, qty: 3 } })).toEqual({
      is_in_stock: true,
      qty: 3,
    });
  });

  it('keeps manage_stock, which availableQuantity reads', () => {
    expect(
      shownStock({ product: { stock: { is_in_stock: true, qty: 5, manage_stock: false } } }).manage_stock,
    ).toBe(false);
  });

  it('is out of stock when no stock is known', () => {
    expect(shownStock({ product: {} })).toEqual({ is_in_stock: false });
  });
});
