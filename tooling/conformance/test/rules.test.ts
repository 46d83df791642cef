import { describe, expect, it } from 'vitest';
import { checkRequest } from '../src/index.ts';

/** The platform's request rules refuse what Kauppa sent before issue 15 (its "known divergences"). */
const none = new URLSearchParams();
const address = { firstname: 'A', lastname: 'B', street: ['S 1'], city: 'Oulu', postcode: '90100' };
const order = {
  order_id: 'o-1',
  products: [{ sku: 'BAT-1', qty: 1, price: 5 }],
  addressInformation: {
    shippingAddress: { ...address, country_id: 'FI' },
    billingAddress: address,
    payment_method_code: 'cashondelivery',
  },
};

describe('the platform request rules (issue 15, written from vue-storefront-api 1.12 schemas)', () => {
  it('accept an order in the platform format', () => {
    expect(checkRequest('POST', 'order', none, order).violations).toEqual([]);
  });

  it('refuse personalDetails, null user and cart ids, a null region and null shipping codes (order.schema.js)', () => {
    const old = {
      ...order,
      user_id: null,
      cart_id: null,
      personalDetails: { firstName: 'A' },
      addressInformation: {
        ...order.addressInformation,
        shippingAddress: { ...address, countryId: 'FI', region: null },
        shipping_method_code: null,
      },
    };
    const details = checkRequest('POST', 'order', none, old).violations.map((v) => v.detail);
    expect(details.length).toBeGreaterThanOrEqual(5);
  });

  it('refuse a line under one unit or without a price', () => {
    const line = { ...order, products: [{ sku: 'BAT-1', qty: 0.001 }] };
    expect(checkRequest('POST', 'order', none, line).violations.length).toBeGreaterThan(0);
  });

  it('refuse a whole profile on POST user/me (userProfileUpdate.schema.json has no additional properties)', () => {
    const query = new URLSearchParams({ token: 't' });
    const whole = { customer: { id: 1, email: 'a@b.fi', firstname: 'A', lastname: 'B', group_id: 1 } };
    expect(checkRequest('POST', 'user/me', query, whole).violations.length).toBeGreaterThan(0);
    const picked = { customer: { email: 'a@b.fi', firstname: 'A', lastname: 'B' } };
    expect(checkRequest('POST', 'user/me', query, picked).violations).toEqual([]);
  });

  it('refuse a review without review_entity (review.schema.json)', () => {
    const review = { review: { product_id: 1, title: 'T', detail: 'D', nickname: 'N' } };
    expect(checkRequest('POST', 'review/create', none, review).violations.length).toBeGreaterThan(0);
  });

  it('know no products/render-list, newsletter/subscribe or mail/send routes: the platform answers 404', () => {
    expect(
      checkRequest('GET', 'products/render-list', new URLSearchParams({ skus: 'A' }), undefined).route,
    ).toBeUndefined();
    expect(checkRequest('POST', 'newsletter/subscribe', none, { email: 'a@b.fi' }).route).toBeUndefined();
    expect(checkRequest('POST', 'mail/send', none, {}).route).toBeUndefined();
  });

  it('require the query parameters the platform requires (stock sku, render-list skus, cart id)', () => {
    expect(checkRequest('GET', 'stock/check', none, undefined).violations).toHaveLength(1);
    expect(checkRequest('GET', 'product/render-list', none, undefined).violations).toHaveLength(1);
    expect(
      checkRequest('GET', 'cart/pull', new URLSearchParams({ token: '' }), undefined).violations,
    ).toHaveLength(1);
  });

  it('read a GET search document from request=', () => {
    const bad = new URLSearchParams({ request: '{not json' });
    expect(
      checkRequest('GET', 'catalog/kauppa_battery/product/_search', bad, undefined).violations,
    ).toHaveLength(1);
  });
});
