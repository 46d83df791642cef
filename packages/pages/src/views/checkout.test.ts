import type { CheckoutContext, CheckoutStep } from '@kauppa/checkout';
import { describe, expect, it } from 'vitest';
import {
  checkoutCompletion,
  checkoutFieldUpdate,
  checkoutPrefillEvents,
  checkoutView,
  countryOptions,
  shippingMethodChoice,
} from './index.ts';

const details = {
  firstName: 'Maija',
  lastName: 'Meikäläinen',
  country: 'FI',
  streetAddress: 'Hämeenkatu 1',
  apartmentNumber: 'A 2',
  city: 'Tampere',
  zipCode: '33100',
};
const context = {
  shippingDetails: { ...details, shippingMethod: 'flatrate' },
  paymentDetails: { ...details, paymentMethod: 'cashondelivery' },
  shippingMethods: [
    {
      carrier_code: 'posti',
      method_code: 'flatrate',
      method_title: 'Posti',
      amount: 4.03,
      price_incl_tax: 5,
    },
    { carrier_code: 'dhl', method_code: 'express', method_title: 'DHL', amount: 12 },
  ],
  paymentMethods: [
    { code: 'cashondelivery', title: 'Cash On Delivery' },
    { code: 'checkmo', title: 'Check / Money order' },
  ],
};
const simple = [{ sku: 'A', qty: 1, type_id: 'simple' }];
const ebook = [{ sku: 'E', qty: 1, type_id: 'downloadable' }];
const at =
  (...states: string[]) =>
  (state: CheckoutStep | 'placingOrder' | 'thankYou') =>
    states.includes(state);
const view = (over: Partial<Parameters<typeof checkoutView>[0]> = {}) =>
  checkoutView({
    context,
    items: simple,
    matches: at('payment'),
    cashOnDeliveryCode: 'cashondelivery',
    ...over,
  });

describe('checkout view (accounts-content §2 checkout)', () => {
  it('lets the steps before the open one be edited, not the open one or later ones', () => {
    expect(view().editable).toEqual({
      personalDetails: true,
      shipping: true,
      payment: false,
      reviewAndPayments: false,
    });
  });

  it('summarises the finished shipping step, never for a virtual cart (commerce-core §4 virtual cart)', () => {
    expect(view().shippingSummary).toBe(true);
    expect(view({ items: ebook }).shippingSummary).toBe(false);
    expect(view({ matches: at('shipping') }).shippingSummary).toBe(false);
  });

  it('summarises the payment step only once it is finished', () => {
    expect(view().paymentSummary).toBe(false);
    expect(view({ matches: at('reviewAndPayments') }).paymentSummary).toBe(true);
  });

  it('offers the shipping methods at their price including tax (commerce-core §1, §3 shipping method)', () => {
    expect(view().shippingOptions).toEqual([
      { code: 'flatrate', carrier: 'posti', title: 'Posti', price: 5, checked: true },
      { code: 'express', carrier: 'dhl', title: 'DHL', price: 12, checked: false },
    ]);
  });

  it('shows the cash on delivery info box when it is chosen, not for a virtual cart (commerce-core §4 placing an order)', () => {
    expect(view().cashOnDeliveryInfo).toBe(true);
    expect(view({ items: ebook }).cashOnDeliveryInfo).toBe(false);
    const checkmo = { ...context, paymentDetails: { ...context.paymentDetails, paymentMethod: 'checkmo' } };
    expect(view({ context: checkmo }).cashOnDeliveryInfo).toBe(false);
  });

  it('says the cart is empty only while no order is being placed or just placed', () => {
    expect(view({ items: [] }).empty).toBe(true);
    expect(view({ items: [], matches: at('placingOrder') }).empty).toBe(false);
    expect(view({ items: [], matches: at('thankYou') }).empty).toBe(false);
  });

  it('keeps the review form open while the order is being placed', () => {
    const placing = view({ matches: at('placingOrder') });
    expect(placing.current).toBeUndefined();
    expect(placing.review).toBe(true);
  });
});

describe('checkout field events (commerce-core §3 checkout state)', () => {
  it('updates the details of the form the field belongs to', () => {
    expect(checkoutFieldUpdate('personal', 'firstName', 'Maija')).toEqual({
      type: 'personalDetails.update',
      details: { firstName: 'Maija' },
    });
    expect(checkoutFieldUpdate('shipping', 'city', 'Tampere').type).toBe('shippingDetails.update');
    expect(checkoutFieldUpdate('payment', 'generateInvoice', true)).toEqual({
      type: 'paymentDetails.update',
      details: { generateInvoice: true },
    });
  });

  it('sends the carrier with the chosen shipping method', () => {
    expect(shippingMethodChoice({ code: 'express', carrier: 'dhl' })).toEqual({
      type: 'shippingDetails.update',
      details: { shippingMethod: 'express', shippingCarrier: 'dhl' },
    });
  });
});

describe('checkout prefill of a signed-in customer (accounts-content §2 checkout, §3 profile)', () => {
  const user = {
    email: 'maija@example.com',
    firstname: 'Maija',
    lastname: 'Meikäläinen',
    addresses: [
      { firstname: 'Maija', lastname: 'M', street: ['Katu 1'], city: 'Tampere', postcode: '33100' },
    ],
  };
  const blank = { personalDetails: { emailAddress: '' }, shippingDetails: { streetAddress: '' } };

  it('fills the personal details and the address, the country from the configuration', () => {
    const events = checkoutPrefillEvents({ user, context: blank, defaultCountry: 'SE' });
    expect(events.map((e) => e.type)).toEqual(['personalDetails.update', 'shippingDetails.update']);
    expect(events[1]).toMatchObject({ details: { streetAddress: 'Katu 1', country: 'SE' } });
  });

  it('fills nothing once an e-mail is entered, or for a guest', () => {
    const entered = { ...blank, personalDetails: { emailAddress: 'other@example.com' } };
    expect(checkoutPrefillEvents({ user, context: entered, defaultCountry: 'FI' })).toEqual([]);
    expect(checkoutPrefillEvents({ user: null, context: blank, defaultCountry: 'FI' })).toEqual([]);
  });

  it('keeps an address already entered', () => {
    const entered = { ...blank, shippingDetails: { streetAddress: 'Oma katu 5' } };
    const events = checkoutPrefillEvents({ user, context: entered, defaultCountry: 'FI' });
    expect(events.map((e) => e.type)).toEqual(['personalDetails.update']);
  });
});

describe('after the order (accounts-content §2 checkout, §4 tracking; commerce-core §4 placing an order)', () => {
  const personalDetails = {
    firstName: 'Maija',
    lastName: 'Meikäläinen',
    emailAddress: 'maija@example.com',
    createAccount: true,
  };
  const placed: Pick<CheckoutContext, 'order' | 'personalDetails' | 'items'> = {
    order: { order_id: 'c1', status: 'placed', result: { orderNumber: '000 12' } },
    personalDetails,
    items: [{ sku: 'A', qty: 2 }],
  };

  it('goes to the thank-you page with the order number', () => {
    const done = checkoutCompletion({ context: placed, password: undefined, authorized: false });
    expect(done?.successPath).toBe('/order-success?orderNumber=000%2012');
    expect(done?.held).toBe(false);
  });

  it('never shows a held order as received (issue 14.4)', () => {
    const held = { ...placed, order: { order_id: 'c1', status: 'held' as const } };
    const done = checkoutCompletion({ context: held, password: undefined, authorized: false });
    expect(done).toMatchObject({ successPath: '/order-success', held: true });
  });

  it('tracks "Order Placed" with the products and the e-mail', () => {
    const done = checkoutCompletion({ context: placed, password: undefined, authorized: false });
    expect(done?.orderPlaced).toEqual({
      products: [{ sku: 'A', qty: 2 }],
      addressInformation: { shippingAddress: { email: 'maija@example.com' } },
    });
  });

  it('registers the account a guest asked for, only with a password and nobody signed in', () => {
    expect(
      checkoutCompletion({ context: placed, password: 'S3cret!pw', authorized: false })?.registration,
    ).toEqual({
      customer: { email: 'maija@example.com', firstname: 'Maija', lastname: 'Meikäläinen' },
      password: 'S3cret!pw',
    });
    expect(
      checkoutCompletion({ context: placed, password: undefined, authorized: false })?.registration,
    ).toBeNull();
    expect(
      checkoutCompletion({ context: placed, password: 'S3cret!pw', authorized: true })?.registration,
    ).toBeNull();
  });

  it('has nothing to do without an order', () => {
    expect(
      checkoutCompletion({ context: { ...placed, order: null }, password: undefined, authorized: false }),
    ).toBeNull();
  });
});

describe('country select (issue 28.10)', () => {
  it("defect: the country select shows codes — each country is named in the shop's language", () => {
    expect(countryOptions({ codes: ['FI', 'SE'], locale: 'fi-FI' })).toEqual([
      { code: 'FI', name: 'Suomi' },
      { code: 'SE', name: 'Ruotsi' },
    ]);
    expect(countryOptions({ codes: ['DE'], locale: 'en-US' })[0]?.name).toBe('Germany');
  });

  it('shows a code the runtime cannot name as it is', () => {
    expect(countryOptions({ codes: ['XX'], locale: 'fi-FI' })[0]?.name).toBe('XX');
  });
});
