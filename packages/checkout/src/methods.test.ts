import { describe, expect, it } from 'vitest';
import { battery, config, ebook, shipping } from '../test/fixtures.ts';
import {
  availablePaymentMethods,
  availableShippingMethods,
  cashOnDeliveryInfo,
  isVirtualCart,
  offlineShippingMethod,
  shippingMethodPrice,
  shippingMethodsAddress,
} from './index.ts';

describe('shipping methods (commerce-core §9)', () => {
  it('offers one offline flat rate titled with the postal carrier, 5 EUR including tax', () => {
    expect(offlineShippingMethod(config)).toMatchObject({
      carrier_code: 'flatrate',
      method_code: 'flatrate',
      carrier_title: 'Posti',
      amount: 5,
      price_incl_tax: 5,
      default: true,
      offline: true,
      is_server_method: false,
    });
    expect(availableShippingMethods({ config })).toHaveLength(1);
  });

  it('defect: a server method marked available: false was offered — it is not (core/modules/cart/store/actions/methodsActions.ts)', () => {
    const methods = availableShippingMethods({
      config,
      serverMethods: [
        { carrier_code: 'dhl', method_code: 'express', amount: 12, available: false },
        { carrier_code: 'posti', method_code: 'parcel', amount: 5, available: true },
        { carrier_code: 'matkahuolto', method_code: 'bus', amount: 6 },
      ],
    });
    expect(methods.map((m) => m.method_code)).toEqual(['parcel', 'bus']);
    expect(methods[0]?.default).toBe(true);
  });

  it('offers the server methods when the server answered some', () => {
    const methods = availableShippingMethods({
      config,
      serverMethods: [{ carrier_code: 'dhl', method_code: 'express', amount: 12 }],
    });
    expect(methods).toEqual([
      {
        carrier_code: 'dhl',
        method_code: 'express',
        amount: 12,
        is_server_method: true,
        offline: false,
        default: true,
      },
    ]);
  });

  it('builds the shipping-method lookup address of commerce-core §7', () => {
    expect(shippingMethodsAddress({ ...shipping, state: 'Uusimaa', region_id: 7 }, config)).toEqual({
      region: 'Uusimaa',
      region_id: 7,
      country_id: 'FI',
      street: ['Mannerheimintie 1', 'A 3'],
      postcode: '00100',
      city: 'Helsinki',
      region_code: 'Uusimaa',
    });
  });
});

describe('cash on delivery (commerce-core §4 placing an order)', () => {
  it('costs 0 and is the default method', () => {
    const [cod] = availablePaymentMethods({ items: [battery], config });
    expect(cod).toMatchObject({ code: 'cashondelivery', cost: 0, default: true, offline: true });
  });

  it("shows the info box 'Payment Information' / 'You are going to pay for this order upon delivery.'", () => {
    expect(cashOnDeliveryInfo).toEqual({
      title: 'Payment Information',
      text: 'You are going to pay for this order upon delivery.',
    });
  });

  it('is hidden for virtual carts (all items downloadable or virtual)', () => {
    expect(isVirtualCart([ebook, { ...ebook, sku: 'GIFT', type_id: 'virtual' }])).toBe(true);
    expect(availablePaymentMethods({ items: [ebook], config })).toEqual([]);
    expect(availablePaymentMethods({ items: [ebook, battery], config }).map((m) => m.code)).toEqual([
      'cashondelivery',
    ]);
  });

  it('is offered beside the server methods, which are marked is_server_method', () => {
    const methods = availablePaymentMethods({
      items: [battery],
      config,
      serverMethods: [{ code: 'checkmo', title: 'Check / Money order' }],
    });
    expect(methods.map((m) => [m.code, m.is_server_method, m.default])).toEqual([
      ['cashondelivery', false, true],
      ['checkmo', true, undefined],
    ]);
  });

  it("keeps the platform's order, cash on delivery at the place the server lists it, the default at cost 0", () => {
    const methods = availablePaymentMethods({
      items: [battery],
      config,
      serverMethods: [
        { code: 'banktransfer', title: 'Bank Transfer Payment', cost: 0, default: false },
        { code: 'cashondelivery', title: 'Cash On Delivery', cost: 2, default: false },
        { code: 'checkmo', title: 'Check / Money order' },
      ],
    });
    expect(methods.map((m) => [m.code, m.default, m.cost])).toEqual([
      ['banktransfer', false, 0],
      ['cashondelivery', true, 0],
      ['checkmo', undefined, undefined],
    ]);
    expect(methods.every((m) => m.is_server_method)).toBe(true);
  });

  it('is not the default when the server marks another method default', () => {
    const methods = availablePaymentMethods({
      items: [battery],
      config,
      serverMethods: [
        { code: 'cashondelivery', title: 'Cash On Delivery', default: true },
        { code: 'banktransfer', title: 'Bank Transfer Payment', default: true },
      ],
    });
    expect(methods.map((m) => [m.code, m.default])).toEqual([
      ['cashondelivery', false],
      ['banktransfer', true],
    ]);
  });

  it("is hidden for a virtual cart also when the server lists it; the others keep the platform's order", () => {
    const methods = availablePaymentMethods({
      items: [ebook],
      config,
      serverMethods: [
        { code: 'checkmo', title: 'Check / Money order' },
        { code: 'cashondelivery', title: 'Cash On Delivery' },
        { code: 'banktransfer', title: 'Bank Transfer Payment' },
      ],
    });
    expect(methods.map((m) => m.code)).toEqual(['checkmo', 'banktransfer']);
  });
});

describe('the shown price of a shipping method (commerce-core §1 source prices include tax, §3)', () => {
  it('is the price including tax when the platform gives it', () => {
    expect(shippingMethodPrice({ amount: 4.03, price_incl_tax: 5 })).toBe(5);
  });

  it('is the amount when the platform gives no price including tax', () => {
    expect(shippingMethodPrice({ amount: 12 })).toBe(12);
  });

  it('keeps a free method free (0 including tax is not replaced by the amount)', () => {
    expect(shippingMethodPrice({ amount: 3, price_incl_tax: 0 })).toBe(0);
  });
});
