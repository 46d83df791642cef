import { createTranslator, loadCatalogue } from '@kauppa/i18n';
import { describe, expect, it } from 'vitest';
import { cartConflictMessages, cartConflicts, cartLineTotal, mergeConflicts } from './index.ts';

describe('price and stock conflicts on reconnect (commerce-core §4 connectivity and cart sync; issue 10: shown, never applied silently)', () => {
  const held = [
    { sku: 'A', name: 'Akku', qty: 2, price_incl_tax: 10 },
    { sku: 'B', name: 'Laturi', qty: 1, price_incl_tax: 5 },
    { sku: 'C', name: 'Paristo', qty: 3, price_incl_tax: 1 },
  ];

  it('finds changed prices, reduced quantities, removed lines and lines out of stock', () => {
    const after = [
      { sku: 'A', name: 'Akku', qty: 1, price_incl_tax: 12 },
      { sku: 'C', name: 'Paristo', qty: 3, price_incl_tax: 1, is_in_stock: false },
    ];
    expect(cartConflicts({ before: held, after })).toEqual([
      { sku: 'A', name: 'Akku', kind: 'price', before: 10, after: 12 },
      { sku: 'A', name: 'Akku', kind: 'quantity', before: 2, after: 1 },
      { sku: 'B', name: 'Laturi', kind: 'removed' },
      { sku: 'C', name: 'Paristo', kind: 'stock' },
    ]);
  });

  it('finds nothing when the server kept the cart as held (a price moved below half a cent is rounding)', () => {
    expect(cartConflicts({ before: held, after: held })).toEqual([]);
    const rounded = held.map((line) => ({ ...line, price_incl_tax: line.price_incl_tax + 0.004 }));
    expect(cartConflicts({ before: held, after: rounded })).toEqual([]);
  });

  it('a line with a stock error counts as out of stock, once', () => {
    const after = held.map((line) =>
      line.sku === 'B' ? { ...line, errors: { stock: 'Out of the stock!' } } : line,
    );
    expect(cartConflicts({ before: held, after })).toEqual([{ sku: 'B', name: 'Laturi', kind: 'stock' }]);
    expect(cartConflicts({ before: after, after })).toEqual([]);
  });

  it('keeps one conflict per line and kind, the later values winning', () => {
    const [a, b, c] = held as [(typeof held)[0], (typeof held)[0], (typeof held)[0]];
    const first = cartConflicts({ before: held, after: [{ ...a, price_incl_tax: 11 }, b, c] });
    const second = cartConflicts({ before: held, after: [{ ...a, price_incl_tax: 12 }, b, c] });
    expect(mergeConflicts({ known: first, next: second })).toEqual([
      { sku: 'A', name: 'Akku', kind: 'price', before: 10, after: 12 },
    ]);
  });

  it('names each kind by an i18n message id, translated in every catalogue (commerce-core §8, issue 16)', async () => {
    expect(cartConflictMessages.price).toBe('The price of {name} changed from {before} to {after}.');
    expect(cartConflictMessages.removed).toBe('{name} was removed from your cart.');
    const fi = createTranslator({ locale: 'fi-FI', catalogue: await loadCatalogue('fi-FI') });
    expect(fi.t(cartConflictMessages.removed, { name: 'Akku' })).toBe('Akku poistettiin ostoskoristasi.');
  });
});

describe('line total (commerce-core §1 prices include tax, §3 totals)', () => {
  it('is the unit price incl. tax times qty, rounded to cents', () => {
    expect(cartLineTotal({ item: { qty: 3, price_incl_tax: 1.1, price: 0.89 } })).toBe(3.3);
  });

  it('defect: a half cent was rounded in binary floats (1.005 → 1.00) — in whole cents, half up (issue 30.9)', () => {
    expect(cartLineTotal({ item: { qty: 1, price_incl_tax: 1.005 } })).toBe(1.01);
    expect(cartLineTotal({ item: { qty: 1, price_incl_tax: 1.115 } })).toBe(1.12);
  });

  it('falls back to price when no taxed price is known, and is undefined without a price', () => {
    expect(cartLineTotal({ item: { qty: 2, price: 4 } })).toBe(8);
    expect(cartLineTotal({ item: { qty: 2 } })).toBeUndefined();
  });
});
