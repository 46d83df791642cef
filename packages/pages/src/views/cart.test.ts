import { initialCartState } from '@kauppa/cart-sync';
import { describe, expect, it } from 'vitest';
import { cartLineView, couponView, totalsRows } from './index.ts';

describe('cart line (commerce-core §3 cart item; accounts-content §2 mini cart)', () => {
  it('shows the name, the thumbnail and the line total including tax', () => {
    const item = { sku: 'A', qty: 3, price: 0.9, price_incl_tax: 1.1, name: 'Kahvi', thumbnail: '/k.jpg' };
    expect(cartLineView(item)).toEqual({
      key: 'A-""',
      name: 'Kahvi',
      sku: 'A',
      qty: 3,
      total: 3.3,
      image: '/k.jpg',
    });
  });

  it('shows no total while the line has only its untaxed price (commerce-core §1 source prices include tax)', () => {
    expect(cartLineView({ sku: 'A', qty: 1, price: 1 }).total).toBeUndefined();
  });

  it('falls back to the sku and the image, and keys lines of one sku apart by their options', () => {
    const line = cartLineView({
      sku: 'A',
      qty: 1,
      image: '/a.jpg',
      product_option: { extension_attributes: {} },
    });
    expect(line).toMatchObject({ name: 'A', image: '/a.jpg', key: 'A-{"extension_attributes":{}}' });
  });
});

describe('applied discount code (commerce-core §3 coupon)', () => {
  it('shows the coupon code of the platform totals', () => {
    const state = {
      ...initialCartState(),
      platformTotals: {
        grand_total: 18,
        items: [],
        total_segments: [],
        coupon_code: 'SAVE10',
        discount_amount: -2,
      },
    };
    expect(couponView({ state })).toEqual({ applied: true, label: 'SAVE10' });
  });

  it('shows the discount row title when the platform names no code', () => {
    const state = {
      ...initialCartState(),
      platformTotalSegments: [{ code: 'discount', title: 'Discount (SAVE10)', value: -2 }],
    };
    expect(couponView({ state })).toEqual({ applied: true, label: 'Discount (SAVE10)' });
  });

  it('offers the form without a coupon', () => {
    expect(couponView({ state: initialCartState() }).applied).toBe(false);
    expect(couponView({ state: undefined }).applied).toBe(false);
  });
});

describe('cart totals rows (commerce-core §3 platformTotalSegments)', () => {
  const lines = [{ sku: 'A', qty: 2, price_incl_tax: 10 }];

  it('shows no totals for an empty cart', () => {
    expect(totalsRows({ state: initialCartState() })).toBeNull();
    expect(totalsRows({ state: undefined })).toBeNull();
  });

  it('leaves out the tax row and rows without a value (source prices include tax, §1)', () => {
    const state = {
      ...initialCartState(),
      cartItems: lines,
      platformTotalSegments: [
        { code: 'subtotal', title: 'Subtotal', value: 20 },
        { code: 'tax', title: 'Tax', value: 3.87 },
        { code: 'discount', title: 'Discount', value: null },
        { code: 'grand_total', title: 'Grand Total', value: 20 },
      ],
    };
    expect(totalsRows({ state })?.map((row) => row.code)).toEqual(['subtotal', 'grand_total']);
  });

  it('shows the local rows offline (commerce-core §3 totals)', () => {
    const state = {
      ...initialCartState(),
      cartItems: lines,
      platformTotalSegments: [{ code: 'grand_total', title: 'Grand Total', value: 99 }],
    };
    expect(totalsRows({ state, online: false })?.find((row) => row.code === 'grand_total')?.value).toBe(20);
  });
});
