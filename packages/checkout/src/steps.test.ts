import { createShopApi } from '@kauppa/contract';
import {
  createFakeConnectivity,
  createFakeShopHttp,
  createMemoryCollections,
  createRecordingEventBus,
  createSequentialIds,
  createSimulatedClock,
  type FakeShopHttp,
} from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { config, createFakeCart, ebook, payment, personal, shipping } from '../test/fixtures.ts';
import { createCheckout } from './index.ts';

const collected = {
  grand_total: 22.7,
  items: [],
  total_segments: [{ code: 'grand_total', title: 'Grand Total', value: 22.7 }],
};

const routes = (orderAnswer?: () => unknown) =>
  createFakeShopHttp({
    'POST cart/shipping-methods': () => ({
      result: [
        { carrier_code: 'posti', method_code: 'flatrate', carrier_title: 'Posti', amount: 5 },
        { carrier_code: 'matkahuolto', method_code: 'bus', carrier_title: 'Matkahuolto', amount: 7 },
      ],
    }),
    'GET cart/payment-methods': () => ({ result: [{ code: 'checkmo', title: 'Check / Money order' }] }),
    'POST cart/shipping-information': () => ({
      result: {
        payment_methods: [{ code: 'checkmo', title: 'Check / Money order' }],
        totals: { grand_total: 16.98, items: [], total_segments: [] },
      },
    }),
    'POST cart/collect-totals': () => ({ result: collected }),
    'POST order': (request) =>
      orderAnswer?.() ?? {
        result: { orderNumber: '0001', order_id: (request.body as { order_id: string }).order_id },
      },
  });

function world(http: FakeShopHttp, items = createFakeCart().current) {
  const cart = { ...createFakeCart(items), serverRef: () => ({ cartId: 'q-1', token: 'u-1' }) };
  const checkout = createCheckout({
    config,
    api: createShopApi({ http }),
    collections: createMemoryCollections(),
    clock: createSimulatedClock(),
    ids: createSequentialIds(),
    connectivity: createFakeConnectivity(true),
    cart,
    queue: { process: async () => {} },
    bus: createRecordingEventBus(),
    leaseSettleMs: 0,
  });
  return { checkout, cart };
}

const { shippingMethod: _m, shippingCarrier: _c, ...address } = shipping;

describe('checkout steps as calls that answer (issue 30.3; accounts-content §2, §5)', () => {
  it('Personal Details answers the shipping methods the server offers', async () => {
    const { checkout } = world(routes());
    const result = await checkout.steps.personalDetails(personal);
    expect(result.ok && result.value.next).toBe('shipping');
    expect(result.ok && result.value.shippingMethods.map((m) => m.method_code)).toEqual(['flatrate', 'bus']);
    checkout.stop();
  });

  it('Personal Details with invalid fields answers the field errors and stays', async () => {
    const { checkout } = world(routes());
    const result = await checkout.steps.personalDetails({ firstName: '' });
    expect(result).toMatchObject({ ok: false, reason: 'invalid', step: 'personalDetails' });
    expect(!result.ok && result.reason === 'invalid' && result.errors.firstName).toEqual({
      id: 'Field is required',
    });
    expect(checkout.actor.getSnapshot().value).toBe('personalDetails');
    checkout.stop();
  });

  it('Shipping with a chosen method answers the payment methods and the totals', async () => {
    const http = routes();
    const { checkout } = world(http);
    await checkout.steps.personalDetails(personal);
    const result = await checkout.steps.shipping({ address, method: 'bus' });
    expect(result.ok && result.value.paymentMethods.map((m) => m.code)).toEqual([
      'cashondelivery',
      'checkmo',
    ]);
    expect(result.ok && result.value.totals).toMatchObject({ grand_total: 16.98 });
    expect(http.callsTo('POST cart/shipping-information')[0]?.body).toMatchObject({
      addressInformation: { shippingCarrierCode: 'matkahuolto', shippingMethodCode: 'bus' },
    });
    checkout.stop();
  });

  it('a step not reached yet answers notReached and sends nothing', async () => {
    const http = routes();
    const { checkout } = world(http);
    const result = await checkout.steps.payment({ method: 'cashondelivery' });
    expect(result).toEqual({ ok: false, reason: 'notReached', step: 'payment', current: 'personalDetails' });
    expect(http.calls).toEqual([]);
    checkout.stop();
  });

  it('Payment answers the review totals collected for the chosen methods', async () => {
    const { checkout } = world(routes());
    await checkout.steps.personalDetails(personal);
    await checkout.steps.shipping({ address });
    const result = await checkout.steps.payment({ method: 'cashondelivery', address: payment });
    expect(result).toEqual({ ok: true, value: { totals: collected } });
    checkout.stop();
  });

  it('placing the order answers the placed order; without the terms it answers the terms error', async () => {
    const { checkout } = world(routes());
    await checkout.steps.personalDetails(personal);
    await checkout.steps.shipping({ address });
    await checkout.steps.payment({ method: 'cashondelivery' });
    const refused = await checkout.steps.placeOrder({ termsAccepted: false });
    expect(refused).toMatchObject({ ok: false, reason: 'invalid', step: 'reviewAndPayments' });
    const placed = await checkout.steps.placeOrder({ termsAccepted: true });
    expect(placed).toMatchObject({ ok: true, value: { status: 'placed', result: { orderNumber: '0001' } } });
    checkout.stop();
  });

  it("an order the server refuses answers refused with the server's message", async () => {
    const { checkout } = world(
      routes(() => ({ status: 400, code: 400, result: 'Some of the ordered products are not available' })),
    );
    await checkout.steps.personalDetails(personal);
    await checkout.steps.shipping({ address });
    await checkout.steps.payment();
    expect(await checkout.steps.placeOrder({ termsAccepted: true })).toMatchObject({
      ok: false,
      reason: 'refused',
      message: { id: 'Some of the ordered products are not available' },
    });
    checkout.stop();
  });

  it('a virtual cart goes from Personal Details to Payment (issue 14.11)', async () => {
    const { checkout } = world(routes(), [ebook]);
    const result = await checkout.steps.personalDetails(personal);
    expect(result.ok && result.value.next).toBe('payment');
    checkout.stop();
  });

  it('a step already passed is edited again: Shipping from Review & Payments', async () => {
    const { checkout } = world(routes());
    await checkout.steps.personalDetails(personal);
    await checkout.steps.shipping({ address });
    await checkout.steps.payment();
    const result = await checkout.steps.shipping({ address, method: 'bus' });
    expect(result.ok).toBe(true);
    expect(checkout.actor.getSnapshot().value).toBe('payment');
    checkout.stop();
  });
});
