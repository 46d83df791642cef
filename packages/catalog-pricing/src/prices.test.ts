import { createSimulatedClock } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { getProductPrice, isSpecialPriceActive, parseCatalogDate } from './index.ts';

const clock = createSimulatedClock({ now: Date.UTC(2026, 5, 15, 12, 0, 0) });

describe('special price (commerce-core §4 Special price)', () => {
  it('applies only inside special_from_date..special_to_date (commerce-core §4 Special price)', () => {
    const window = { specialFromDate: '2026-06-01 00:00:00', specialToDate: '2026-06-30 23:59:59' };
    expect(isSpecialPriceActive({ ...window, clock })).toBe(true);
    expect(isSpecialPriceActive({ specialFromDate: '2026-06-16 00:00:00', specialToDate: null, clock })).toBe(
      false,
    );
    expect(isSpecialPriceActive({ specialFromDate: null, specialToDate: '2026-06-14 23:59:59', clock })).toBe(
      false,
    );
  });

  it('treats either bound as open when it is empty (commerce-core §4 Special price)', () => {
    expect(isSpecialPriceActive({ clock })).toBe(true);
    expect(isSpecialPriceActive({ specialFromDate: '2026-01-01', specialToDate: '', clock })).toBe(true);
    expect(isSpecialPriceActive({ specialFromDate: null, specialToDate: '2026-12-31 00:00:00', clock })).toBe(
      true,
    );
  });

  it('follows the clock port as time passes (commerce-core §4 Special price)', () => {
    const moving = createSimulatedClock({ now: Date.UTC(2026, 5, 30, 23, 0, 0) });
    const window = { specialFromDate: null, specialToDate: '2026-06-30 23:59:59' };
    expect(isSpecialPriceActive({ ...window, clock: moving })).toBe(true);
    moving.increment(3_600_000);
    expect(isSpecialPriceActive({ ...window, clock: moving })).toBe(false);
  });

  it('reads catalogue dates without a zone as UTC (commerce-core §3 special_from_date)', () => {
    expect(parseCatalogDate('2026-06-01 10:30:00')).toBe(Date.UTC(2026, 5, 1, 10, 30));
    expect(parseCatalogDate('2026-06-01')).toBe(Date.UTC(2026, 5, 1));
    expect(parseCatalogDate('not a date')).toBeUndefined();
    expect(parseCatalogDate(null)).toBeUndefined();
  });

  it('applies the special price only when it is below the original price (commerce-core §4 Special price)', () => {
    const below = getProductPrice({ product: { price: 20, special_price: 15 }, clock });
    expect(below).toMatchObject({
      finalPrice: 15,
      originalPrice: 20,
      isSpecialPrice: true,
      isDiscounted: true,
    });
    const above = getProductPrice({ product: { price: 20, special_price: 25 }, clock });
    expect(above).toMatchObject({ finalPrice: 20, isSpecialPrice: false, isDiscounted: false });
  });

  it('ignores a special price outside its window, even when final_price carries it (commerce-core §4 Special price)', () => {
    const product = {
      price: 20,
      final_price: 15,
      special_price: 15,
      special_from_date: '2026-07-01 00:00:00',
    };
    expect(getProductPrice({ product, clock })).toMatchObject({ finalPrice: 20, isSpecialPrice: false });
  });

  it('ignores a final_price carrying an expired special price that the tax calculation zeroed (commerce-core §4 Special price)', () => {
    const product = {
      price: 20,
      original_price: 20,
      final_price: 15,
      special_price: 0,
      original_special_price: 15,
      special_to_date: '2026-06-01 00:00:00',
    };
    expect(getProductPrice({ product, clock })).toMatchObject({ finalPrice: 20, isDiscounted: false });
  });
});

describe('final and original prices (commerce-core §3, §4)', () => {
  it('does not show the final_price_incl_tax of a special price past its window (the compare list showed it; commerce-core §4 Special price)', () => {
    const product = {
      price: 20,
      price_incl_tax: 25.1,
      special_price: 16,
      special_to_date: '2026-06-01 00:00:00',
      final_price: 16,
      final_price_incl_tax: 20.08,
    };
    expect(getProductPrice({ product, clock }).finalPriceInclTax).toBe(25.1);
  });

  it('gives final, original and their *_incl_tax variants (commerce-core §3 Product)', () => {
    const product = {
      price: 20,
      price_incl_tax: 25.1,
      special_price: 16,
      special_price_incl_tax: 20.08,
      special_to_date: '2026-06-30 00:00:00',
    };
    expect(getProductPrice({ product, clock })).toEqual({
      finalPrice: 16,
      finalPriceInclTax: 20.08,
      originalPrice: 20,
      originalPriceInclTax: 25.1,
      isSpecialPrice: true,
      isDiscounted: true,
    });
  });

  it('uses a final_price below the original price as a catalogue rule (commerce-core §3 final_price)', () => {
    const product = { price: 20, price_incl_tax: 25.1, final_price: 18, final_price_incl_tax: 22.59 };
    expect(getProductPrice({ product, clock })).toMatchObject({ finalPrice: 18, finalPriceInclTax: 22.59 });
  });

  it('prefers original_price over price as the regular price (commerce-core §3 original_price)', () => {
    const product = { price: 16, original_price: 20, original_price_incl_tax: 25.1, special_price: 16 };
    expect(getProductPrice({ product, clock })).toMatchObject({
      finalPrice: 16,
      originalPrice: 20,
      originalPriceInclTax: 25.1,
    });
  });

  it('falls back to the price without tax when *_incl_tax is missing (commerce-core §3)', () => {
    expect(getProductPrice({ product: { price: 9.9 }, clock })).toMatchObject({
      finalPrice: 9.9,
      finalPriceInclTax: 9.9,
      originalPriceInclTax: 9.9,
    });
  });
});
