import { describe, expect, it } from 'vitest';
import { availableQuantity, checkQuantity } from './index.ts';

describe('add-to-cart quantity rule (accounts-content §5)', () => {
  it("text that is not a positive integer is 'Quantity must be a positive integer.'", () => {
    for (const input of ['abc', '1.5', '-2', '']) {
      expect(checkQuantity({ qty: input }).error).toEqual({ id: 'Quantity must be a positive integer.' });
    }
  });

  it("zero is 'Quantity must be above 0.'", () => {
    expect(checkQuantity({ qty: '0' }).error).toEqual({ id: 'Quantity must be above 0.' });
  });

  it("more than available is 'Quantity must be below {quantity}.', naming the first quantity refused (issue 28.10: not 'below 111' when 111 is allowed)", () => {
    expect(checkQuantity({ qty: '6', available: 5 }).error).toEqual({
      id: 'Quantity must be below {quantity}.',
      params: { quantity: 6 },
    });
    expect(checkQuantity({ qty: ' 5 ', available: 5 })).toEqual({ qty: 5 });
  });

  it('limits to the stock qty only for managed, in-stock products; out-of-stock may still be added (commerce-core §1)', () => {
    expect(availableQuantity({ stock: { is_in_stock: true, qty: 7 } })).toBe(7);
    expect(availableQuantity({ stock: { is_in_stock: false, qty: 0 } })).toBeUndefined();
    expect(
      availableQuantity({ stock: { is_in_stock: true, qty: 9999, manage_stock: false } }),
    ).toBeUndefined();
  });
});
