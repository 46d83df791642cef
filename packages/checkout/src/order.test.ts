import { createSimulatedClock } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { battery, config, ebook, payment, personal, shipping } from '../test/fixtures.ts';
import {
  buildOrder,
  externalCheckoutRedirect,
  isOrderPlaced,
  isUserInCheckout,
  offlineShippingMethod,
  offlineTotals,
  shippingInformationPayload,
  totalsCountry,
} from './index.ts';

const input = {
  orderId: 'order-1',
  items: [battery],
  personalDetails: personal,
  shippingDetails: shipping,
  paymentDetails: payment,
  createdAt: '2026-01-01T00:00:00.000Z',
  config,
};

describe('placing an order (commerce-core §4, §8)', () => {
  it('carries the client order id', () => {
    const built = buildOrder(input);
    expect(built.ok && built.value.order_id).toBe('order-1');
  });

  it('refuses an empty cart: "Shopping cart is empty before checkout"', () => {
    expect(buildOrder({ ...input, items: [] })).toEqual({
      ok: false,
      message: { id: 'Shopping cart is empty before checkout' },
    });
  });

  it('refuses an order without shipping method: "The shipping method is missing"', () => {
    expect(buildOrder({ ...input, shippingDetails: { ...shipping, shippingMethod: '' } })).toEqual({
      ok: false,
      message: { id: 'The shipping method is missing' },
    });
  });

  it('cancels an order with an invalid address: "The address in checkout contains invalid data, so the order is cancelled"', () => {
    expect(buildOrder({ ...input, shippingDetails: { ...shipping, zipCode: '1' } })).toEqual({
      ok: false,
      message: { id: 'The address in checkout contains invalid data, so the order is cancelled' },
    });
  });

  it('refuses an order breaking the contract: "Internal validation error, please check required fields"', () => {
    expect(buildOrder({ ...input, orderId: '' })).toEqual({
      ok: false,
      message: { id: 'Internal validation error, please check required fields' },
    });
  });

  it('never sends the password in the order', () => {
    const built = buildOrder({
      ...input,
      personalDetails: {
        ...personal,
        createAccount: true,
        password: 'secret-123',
        repeatPassword: 'secret-123',
      },
    });
    expect(JSON.stringify(built)).not.toContain('secret-123');
    expect(built.ok).toBe(true);
  });

  it('needs no shipping method for a virtual cart', () => {
    const built = buildOrder({
      ...input,
      items: [ebook],
      shippingDetails: { ...shipping, shippingMethod: '' },
    });
    expect(built.ok).toBe(true);
    expect(built.ok && 'shipping_method_code' in built.value.addressInformation).toBe(false);
  });

  it('issue 14.11: a virtual cart, whose shipping step was skipped, ships to its billing address', () => {
    const built = buildOrder({
      ...input,
      items: [ebook],
      shippingDetails: {
        firstName: '',
        lastName: '',
        country: '',
        streetAddress: '',
        apartmentNumber: '',
        city: '',
        zipCode: '',
        shippingMethod: '',
      },
    });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.value.addressInformation.shippingAddress).toEqual(
      built.value.addressInformation.billingAddress,
    );
    expect(built.value.addressInformation.shipping_carrier_code).toBeUndefined();
  });

  it('issue 15.4: builds the order in the platform wire format — no personalDetails, no null ids or region, country_id (order.schema.js)', () => {
    const built = buildOrder({ ...input, userId: null, cartId: null });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.value).not.toHaveProperty('personalDetails');
    expect(built.value).not.toHaveProperty('user_id');
    expect(built.value).not.toHaveProperty('cart_id');
    const address = built.value.addressInformation.shippingAddress;
    expect(address).toMatchObject({ country_id: 'FI' });
    expect(address).not.toHaveProperty('countryId');
    expect(address).not.toHaveProperty('region');
    const customer = buildOrder({ ...input, userId: 42, cartId: 'q-1' });
    expect(customer.ok && [customer.value.user_id, customer.value.cart_id]).toEqual(['42', 'q-1']);
  });

  it('counts an answer with no result code, or 200, as success', () => {
    expect(isOrderPlaced({})).toBe(true);
    expect(isOrderPlaced({ code: 200 })).toBe(true);
    expect(isOrderPlaced({ code: 500 })).toBe(false);
  });
});

describe('shipping information and totals (commerce-core §5, §7)', () => {
  it('falls back to the configured default country', () => {
    expect(totalsCountry('', config)).toEqual({ ok: true, value: 'FI' });
  });

  it('asks to set the default tax country when there is none', () => {
    expect(totalsCountry('', { tax: { defaultCountry: '' } })).toEqual({
      ok: false,
      message: { id: 'No country given for the totals. Please set the default tax country.' },
    });
  });

  it('sends the addresses with carrier and method codes', () => {
    const payload = shippingInformationPayload({
      shippingDetails: { ...shipping, country: '' },
      shippingMethod: offlineShippingMethod(config),
      config,
    });
    expect(payload.ok && payload.value.addressInformation).toMatchObject({
      shippingAddress: { countryId: 'FI', street: ['Mannerheimintie 1', 'A 3'], postcode: '00100' },
      shippingCarrierCode: 'flatrate',
      shippingMethodCode: 'flatrate',
    });
  });

  it('says "The shipping method is missing" when none is chosen', () => {
    expect(
      shippingInformationPayload({ shippingDetails: shipping, shippingMethod: undefined, config }),
    ).toEqual({
      ok: false,
      message: { id: 'The shipping method is missing' },
    });
  });

  it('defect: the offline subtotal was rounded in binary floats (1.005 → 1.00) — in whole cents, half up (issue 30.9)', () => {
    const totals = offlineTotals({ items: [{ qty: 1, price_incl_tax: 1.005, price: 0.81 }] });
    expect(totals.subtotal_incl_tax).toBe(1.01);
  });

  it('adds the flat-rate shipping and the payment cost to the cart subtotal', () => {
    const totals = offlineTotals({ items: [battery], shippingMethod: offlineShippingMethod(config) });
    expect([totals.subtotal_incl_tax, totals.shipping, totals.payment, totals.grand_total]).toEqual([
      9.98, 5, 0, 14.98,
    ]);
  });
});

describe('in checkout (commerce-core §4, §9)', () => {
  it('is in checkout within 30 minutes of the last change, not after', () => {
    const clock = createSimulatedClock();
    const modifiedAt = clock.now();
    const windowMs = config.checkout.inProgressWindowMs;
    clock.increment(1_799_999);
    expect(isUserInCheckout({ modifiedAt, now: clock.now(), windowMs })).toBe(true);
    clock.increment(1);
    expect(isUserInCheckout({ modifiedAt, now: clock.now(), windowMs })).toBe(false);
    expect(isUserInCheckout({ modifiedAt: null, now: clock.now(), windowMs })).toBe(false);
  });
});

describe('external checkout (commerce-core §2)', () => {
  it("goes to '/vue/cart/sync/token/{userToken}/cart/{cartToken}' when configured", () => {
    expect(externalCheckoutRedirect({ config, userToken: 'u-1', cartToken: 'c-9' })).toBe(
      'http://127.0.0.1:8080/vue/cart/sync/token/u-1/cart/c-9',
    );
  });

  it('uses the per-store address with multistore', () => {
    expect(externalCheckoutRedirect({ config, userToken: '', cartToken: 'c-9', storeCode: 'de' })).toBe(
      'http://127.0.0.1:8080/de/vue/cart/sync/token//cart/c-9',
    );
  });

  it('is null when no external checkout is configured', () => {
    const off = { checkout: { ...config.checkout, externalCheckout: { enabled: false, url: '' } } };
    expect(externalCheckoutRedirect({ config: off, userToken: 'u', cartToken: 'c' })).toBeNull();
  });
});
