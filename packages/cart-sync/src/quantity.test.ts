import { describe, expect, it } from 'vitest';
import { decideQuantityChange, typedQuantity } from './index.ts';

describe('a quantity typed into a cart line (accounts-content §5; issue 28.1)', () => {
  it('a positive integer different from the line is a change', () => {
    expect(typedQuantity({ item: { qty: 1 }, value: ' 3 ' })).toEqual({ status: 'changed', qty: 3 });
    expect(typedQuantity({ item: { qty: 3 }, value: '3' })).toEqual({ status: 'unchanged', qty: 3 });
  });

  it("0 is refused: 'Quantity must be above 0.' (removing a line is its own action)", () => {
    expect(typedQuantity({ item: { qty: 2 }, value: '0' })).toEqual({
      status: 'refused',
      error: { id: 'Quantity must be above 0.' },
    });
  });

  it("text that is not a positive integer is refused: 'Quantity must be a positive integer.'", () => {
    for (const value of ['', 'abc', '1.5', '-2']) {
      expect(typedQuantity({ item: { qty: 2 }, value })).toEqual({
        status: 'refused',
        error: { id: 'Quantity must be a positive integer.' },
      });
    }
  });
});

describe("a cart line's new quantity after its stock check (commerce-core §4 stock check, §8)", () => {
  it('more than available is refused: "Only {maxQuantity} products of this type are available"', () => {
    expect(decideQuantityChange({ item: { qty: 1 }, qty: 500, stock: { status: 'ok', qty: 111 } })).toEqual({
      update: false,
      error: { id: 'Only {maxQuantity} products of this type are available', params: { maxQuantity: 111 } },
    });
  });

  it('the quantity available itself is taken', () => {
    expect(decideQuantityChange({ item: { qty: 1 }, qty: 111, stock: { status: 'ok', qty: 111 } })).toEqual({
      update: true,
      qty: 111,
    });
  });

  it('volatile stock takes it with the pre-reservation warning', () => {
    expect(decideQuantityChange({ item: { qty: 1 }, qty: 5, stock: { status: 'volatile' } })).toEqual({
      update: true,
      qty: 5,
      warning: {
        id: 'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
      },
    });
  });

  it('out of stock refuses more and takes less', () => {
    expect(decideQuantityChange({ item: { qty: 2 }, qty: 3, stock: { status: 'out_of_stock' } })).toEqual({
      update: false,
      error: { id: 'The product is out of stock and cannot be added to the cart!' },
    });
    expect(decideQuantityChange({ item: { qty: 2 }, qty: 1, stock: { status: 'out_of_stock' } })).toEqual({
      update: true,
      qty: 1,
    });
  });

  it('an ENOTFOUND answer is ignored', () => {
    expect(
      decideQuantityChange({ item: { qty: 1 }, qty: 9, stock: { status: 'ok', qty: 2, code: 'ENOTFOUND' } }),
    ).toEqual({ update: true, qty: 9 });
  });
});
