import { initialCartState } from '@kauppa/cart-sync';
import { describe, expect, it } from 'vitest';
import { cartLineView, couponView, totalsRows } from './index.ts';

describe('cart line (commerce-core §3 cart item; accounts-content §2 mini cart)', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');

  it("defect: a sale item's line showed the regular price × qty — it shows the sale price, the regular one struck and the sale row total (commerce-core §4 special price; issue 28.2a)", () => {
    const item = {
      sku: 'BOSCH-1',
      qty: 2,
      price: 163.63,
      price_incl_tax: 202.9,
      special_price: 131.37,
      special_price_incl_tax: 162.9,
      special_from_date: '2026-01-01 00:00:00',
    };
    expect(cartLineView(item, { now })).toMatchObject({ unit: 162.9, regular: 202.9, total: 325.8 });
  });

  it("a server line's 'no_selection' image is no image", () => {
    expect(cartLineView({ sku: 'A', qty: 1, image: 'no_selection' }, { now }).image).toBeUndefined();
  });

  it('shows the name, the thumbnail and the line total including tax', () => {
    const item = { sku: 'A', qty: 3, price: 0.9, price_incl_tax: 1.1, name: 'Kahvi', thumbnail: '/k.jpg' };
    expect(cartLineView(item, { now })).toEqual({
      key: 'A-""',
      name: 'Kahvi',
      sku: 'A',
      qty: 3,
      total: 3.3,
      unit: 1.1,
      regular: undefined,
      image: '/k.jpg',
    });
  });

  it('shows no total while the line has only its untaxed price (commerce-core §1 source prices include tax)', () => {
    expect(cartLineView({ sku: 'A', qty: 1, price: 1 }, { now }).total).toBeUndefined();
  });

  it('falls back to the sku and the image, and keys lines of one sku apart by their options', () => {
    const line = cartLineView(
      {
        sku: 'A',
        qty: 1,
        image: '/a.jpg',
        product_option: { extension_attributes: {} },
      },
      { now },
    );
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

  it("defect: 'Shipping & Handling 0,00 €' before a method is known — the row says 'Calculated at checkout' and no payment row shows (issue 28.3, 28.10)", () => {
    const state = {
      ...initialCartState(),
      cartItems: lines,
      platformTotalSegments: [
        { code: 'subtotal_incl_tax', title: 'Subtotal', value: 20 },
        { code: 'shipping', title: 'Shipping & Handling (Posti)', value: 0 },
        { code: 'payment', title: 'Payment', value: 0 },
        { code: 'grand_total', title: 'Grand Total', value: 20 },
      ],
    };
    expect(totalsRows({ state })).toEqual([
      { code: 'subtotal_incl_tax', title: 'Subtotal', value: 20 },
      { code: 'shipping', title: 'Shipping', value: null, note: 'Calculated at checkout' },
      { code: 'grand_total', title: 'Grand Total', value: 20 },
    ]);
  });

  it('shows the shipping and payment rows of the chosen methods (issue 28.3)', () => {
    const state = {
      ...initialCartState(),
      cartItems: lines,
      shipping: { carrier_code: 'flatrate', method_code: 'flatrate' },
      payment: { code: 'cashondelivery' },
      platformTotalSegments: [
        { code: 'subtotal_incl_tax', title: 'Subtotal', value: 20 },
        { code: 'shipping', title: 'Shipping & Handling (Posti)', value: 5 },
        { code: 'payment', title: 'Cash On Delivery', value: 0 },
        { code: 'grand_total', title: 'Grand Total', value: 25 },
      ],
    };
    expect(totalsRows({ state })?.map((row) => [row.code, row.value])).toEqual([
      ['subtotal_incl_tax', 20],
      ['shipping', 5],
      ['payment', 0],
      ['grand_total', 25],
    ]);
  });

  it('a charged shipping amount counts as a known method (after a reload on the review step)', () => {
    const state = {
      ...initialCartState(),
      cartItems: lines,
      platformTotalSegments: [{ code: 'shipping', title: 'Shipping', value: 5 }],
    };
    expect(totalsRows({ state })?.find((row) => row.code === 'shipping')?.value).toBe(5);
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
