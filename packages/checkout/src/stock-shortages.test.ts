import { describe, expect, it } from 'vitest';
import { openStockShortages, stockShortages } from './index.ts';

describe('an order refused for stock names its lines (issue 28.1; commerce-core §8 "Only {maxQuantity} products of this type are available")', () => {
  const products = [
    { sku: 'BAT-1', qty: 3, name: 'Panasonic AA' },
    { sku: 'BAT-2', qty: 1, name: 'Varta AAA' },
    { sku: 'BAT-3', qty: 2 },
  ];

  it('names each line the stock cannot serve with the quantity available', () => {
    expect(
      stockShortages({
        products,
        stock: [
          { sku: 'BAT-1', is_in_stock: true, qty: 2 },
          { sku: 'BAT-2', is_in_stock: true, qty: 10 },
          { sku: 'BAT-3', is_in_stock: false, qty: 0 },
        ],
      }),
    ).toEqual([
      { sku: 'BAT-1', name: 'Panasonic AA', qty: 3, available: 2 },
      { sku: 'BAT-3', name: 'BAT-3', qty: 2, available: 0 },
    ]);
  });

  it('an unmanaged stock and a sku the answer does not name are no shortage', () => {
    expect(
      stockShortages({ products, stock: [{ sku: 'BAT-1', is_in_stock: true, qty: 0, manage_stock: false }] }),
    ).toEqual([]);
  });

  it('a line the shopper changed to what is available is no longer open', () => {
    const shortages = [{ sku: 'BAT-1', name: 'Panasonic AA', qty: 3, available: 2 }];
    expect(openStockShortages({ shortages, items: [{ sku: 'BAT-1', qty: 3 }] })).toEqual(shortages);
    expect(openStockShortages({ shortages, items: [{ sku: 'BAT-1', qty: 2 }] })).toEqual([]);
    expect(openStockShortages({ shortages, items: [] })).toEqual([]);
  });
});
