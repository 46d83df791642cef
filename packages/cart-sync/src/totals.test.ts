import { describe, expect, it } from 'vitest';
import { setupCart, tableStock } from '../test/support.ts';
import {
  appliedCoupon,
  type CartState,
  cartTotals,
  chosenMethodsForTotals,
  defaultMethodsForTotals,
  initialCartState,
} from './index.ts';

const cart = (fields: Partial<CartState>): CartState => ({
  ...initialCartState(),
  cartItems: [
    { sku: 'A', qty: 2, price_incl_tax: 12.4 },
    { sku: 'B', qty: 1, price_incl_tax: 5.05 },
  ],
  ...fields,
});

describe('the local totals rows (commerce-core §3 totals, §1 prices include tax)', () => {
  it('without platform totals: the subtotal incl. tax of the lines and the grand total', () => {
    expect(cartTotals({ state: cart({}) })).toEqual([
      { code: 'subtotal_incl_tax', title: 'Subtotal incl. tax', value: 29.85 },
      { code: 'grand_total', title: 'Grand total', value: 29.85 },
    ]);
  });

  it('adds the chosen shipping and payment methods incl. tax', () => {
    const rows = cartTotals({
      state: cart({
        shipping: {
          carrier_code: 'flatrate',
          method_code: 'flatrate',
          method_title: 'Posti',
          amount: 4,
          price_incl_tax: 5,
        },
        payment: { code: 'cashondelivery', title: 'Cash on delivery', cost: 0 },
      }),
    });
    expect(rows.map((row) => [row.code, row.title, row.value])).toEqual([
      ['subtotal_incl_tax', 'Subtotal incl. tax', 29.85],
      ['shipping', 'Posti', 5],
      ['payment', 'Cash on delivery', 0],
      ['grand_total', 'Grand total', 34.85],
    ]);
  });

  it("are the platform's rows when known and online, the local ones offline", () => {
    const platformTotalSegments = [{ code: 'grand_total', title: 'Grand Total', value: 31 }];
    expect(cartTotals({ state: cart({ platformTotalSegments }) })).toBe(platformTotalSegments);
    expect(cartTotals({ state: cart({ platformTotalSegments }), online: false }).at(-1)).toEqual({
      code: 'grand_total',
      title: 'Grand total',
      value: 29.85,
    });
  });
});

describe('the applied coupon (commerce-core §3 coupon)', () => {
  it("is the platform totals' coupon_code with its discount", () => {
    const platformTotals = {
      grand_total: 26.87,
      coupon_code: 'SAVE10',
      discount_amount: -2.98,
      items: [],
      total_segments: [],
    };
    expect(appliedCoupon({ state: cart({ platformTotals }) })).toEqual({ code: 'SAVE10', discount: -2.98 });
  });

  it('is null without a coupon code', () => {
    expect(appliedCoupon({ state: cart({}) })).toBeNull();
    expect(
      appliedCoupon({
        state: cart({ platformTotals: { grand_total: 1, coupon_code: null, items: [], total_segments: [] } }),
      }),
    ).toBeNull();
  });
});

describe('default shipping and payment methods for totals, and both method lists (commerce-core §4 totals, §7 methods)', () => {
  it('chooses the method marked default, else the first, of each list', () => {
    expect(
      defaultMethodsForTotals({
        shippingMethods: [
          { carrier_code: 'posti', method_code: 'parcel' },
          { carrier_code: 'flatrate', method_code: 'flatrate', default: true },
        ],
        paymentMethods: [{ code: 'checkmo' }, { code: 'cashondelivery' }],
      }),
    ).toEqual({
      methods: {
        paymentMethod: { method: 'checkmo' },
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
      },
    });
  });

  it('leaves out a side whose list is empty', () => {
    expect(defaultMethodsForTotals({ shippingMethods: [], paymentMethods: [{ code: 'checkmo' }] })).toEqual({
      methods: { paymentMethod: { method: 'checkmo' } },
    });
  });

  it('loads both lists from the server, marked as server methods', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    await cart.connect();
    const { shippingMethods, paymentMethods } = await cart.loadMethods({ address: { country_id: 'FI' } });
    expect(paymentMethods).toEqual([
      { code: 'checkmo', title: 'Check / Money order', is_server_method: true },
    ]);
    expect(shippingMethods).toMatchObject([
      { carrier_code: 'flatrate', method_code: 'flatrate', is_server_method: true },
    ]);
    expect(shop.http.callsTo('POST cart/shipping-methods')).toHaveLength(1);
    expect(defaultMethodsForTotals({ shippingMethods, paymentMethods }).methods).toEqual({
      paymentMethod: { method: 'checkmo' },
      shippingCarrierCode: 'flatrate',
      shippingMethodCode: 'flatrate',
    });
  });
});

describe('the totals keep the methods chosen so far (commerce-core §3 cart state shipping, payment; issue 28.3)', () => {
  it('collects with the chosen shipping and payment methods', () => {
    expect(
      chosenMethodsForTotals({
        shipping: { carrier_code: 'posti', method_code: 'flatrate' },
        payment: { code: 'cashondelivery' },
      }),
    ).toEqual({
      methods: {
        paymentMethod: { method: 'cashondelivery' },
        shippingCarrierCode: 'posti',
        shippingMethodCode: 'flatrate',
      },
    });
  });

  it('asks the plain totals while no method is known', () => {
    expect(chosenMethodsForTotals({ shipping: undefined, payment: undefined })).toBeUndefined();
  });
});

describe('the local subtotal sums the lines at their final prices (commerce-core §4 special price; issue 28.2a)', () => {
  it('a sale line counts at its sale price when the time is given', () => {
    const state = {
      cartItems: [
        {
          sku: 'BOSCH-1',
          qty: 2,
          price: 163.63,
          price_incl_tax: 202.9,
          special_price: 131.37,
          special_price_incl_tax: 162.9,
        },
      ],
      platformTotalSegments: undefined,
      shipping: undefined,
      payment: undefined,
    };
    expect(cartTotals({ state, now: 0 })[0]).toMatchObject({ code: 'subtotal_incl_tax', value: 325.8 });
  });
});
