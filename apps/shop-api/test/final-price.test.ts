import { describe, expect, it } from 'vitest';
import { indexFinalPrice } from '../src/internal/catalog-state.ts';

const now = Date.parse('2026-11-24T12:00:00Z');
const product = (from: string | null, to: string | null, special = 16.9) => ({
  price: 16.65,
  price_incl_tax: 20.9,
  special_price: 13.47,
  special_price_incl_tax: special,
  special_from_date: from,
  special_to_date: to,
  final_price: 16.65,
  final_price_incl_tax: 20.9,
});

describe('the final price of the index (issue 14.8; commerce-core §4 special price)', () => {
  it('is the special price while it applies, with and without tax', () => {
    const doc: Record<string, unknown> = product('2025-12-02 00:00:00', '2035-12-30 00:00:00');
    indexFinalPrice(doc, now);
    expect([doc.final_price, doc.final_price_incl_tax]).toEqual([13.47, 16.9]);
  });

  it('is the regular price before or after the special dates', () => {
    for (const [from, to] of [
      ['2035-12-30 00:00:00', null],
      ['2025-06-15 00:00:00', '2025-12-31 00:00:00'],
    ] as const) {
      const doc: Record<string, unknown> = product(from, to);
      indexFinalPrice(doc, now);
      expect([doc.final_price, doc.final_price_incl_tax]).toEqual([16.65, 20.9]);
    }
  });

  it('ignores a special price that is not below the regular price', () => {
    const doc: Record<string, unknown> = product(null, null, 25);
    indexFinalPrice(doc, now);
    expect(doc.final_price_incl_tax).toBe(20.9);
  });
});
