import { describe, expect, it } from 'vitest';
import { compareRows } from './index.ts';

const items = [
  { sku: 'A', price_incl_tax: 10, stock: { is_in_stock: false }, valmistaja: 'Fiskars', type_id: 'simple' },
  { sku: 'B', price_incl_tax: 20 },
];
const priceOf = (p: Record<string, unknown>) => Number(p.price_incl_tax);

describe('Compare Products (accounts-content §2 compare)', () => {
  it('compares sku, price, availability and manufacturer, in this order', () => {
    expect(compareRows({ items, priceOf }).map((row) => row.label)).toEqual([
      'SKU',
      'Price',
      'Availability',
      'Manufacturer',
    ]);
  });

  it('defect: the compare table shows "Type: simple" — the platform\'s product type is not compared (issue 28.10)', () => {
    expect(compareRows({ items, priceOf }).map((row) => row.label)).not.toContain('Type');
  });

  it('shows the price to pay now of each product', () => {
    expect(compareRows({ items, priceOf })[1]?.values).toEqual([{ price: 10 }, { price: 20 }]);
  });

  it('says "Out of stock" only when the stock says so', () => {
    expect(compareRows({ items, priceOf })[2]?.values).toEqual([
      { text: 'Out of stock' },
      { text: 'In stock' },
    ]);
  });

  it('shows a dash for an unknown manufacturer', () => {
    const [, , , manufacturer] = compareRows({ items, priceOf });
    expect(manufacturer?.values).toEqual([{ text: 'Fiskars' }, { text: '—' }]);
  });
});
