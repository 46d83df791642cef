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
import { beforeAll, describe, expect, it } from 'vitest';
import { config, createFakeCart, ebook, personal, shipping } from '../test/fixtures.ts';
import { fillAllSteps } from '../test/steps.ts';
import { type CheckoutConfig, createCheckout } from './index.ts';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
};

function world(
  http: FakeShopHttp,
  { online = true, conf = config as CheckoutConfig, cart = createServerCart() } = {},
) {
  return createCheckout({
    config: conf,
    api: createShopApi({ http }),
    collections: createMemoryCollections(),
    clock: createSimulatedClock(),
    ids: createSequentialIds(),
    connectivity: createFakeConnectivity(online),
    cart,
    queue: { process: async () => {} },
    bus: createRecordingEventBus(),
    leaseSettleMs: 0,
  });
}

function createServerCart() {
  const totals: unknown[] = [];
  return {
    ...createFakeCart(),
    serverRef: () => ({ cartId: 'q-1', token: 'u-1' }),
    totals,
    updateTotals: (value: unknown) => void totals.push(value),
  };
}

const collected = {
  grand_total: 22.7,
  items: [],
  total_segments: [
    { code: 'subtotal_incl_tax', title: 'Subtotal', value: 17.7 },
    { code: 'shipping', title: 'Shipping & Handling (Posti)', value: 5 },
    { code: 'grand_total', title: 'Grand Total', value: 22.7 },
  ],
};

const serverRoutes = () =>
  createFakeShopHttp({
    'POST cart/shipping-methods': () => ({
      result: [{ carrier_code: 'posti', method_code: 'flatrate', carrier_title: 'Posti', amount: 5 }],
    }),
    'GET cart/payment-methods': () => ({ result: [{ code: 'checkmo', title: 'Check / Money order' }] }),
    'POST cart/shipping-information': () => ({
      result: {
        payment_methods: [{ code: 'checkmo', title: 'Check / Money order' }],
        totals: { grand_total: 14.98, items: [], total_segments: [] },
      },
    }),
    'POST cart/collect-totals': () => ({ result: collected }),
    'POST order': () => ({
      status: 400,
      code: 400,
      result: 'Some of the ordered products are not available',
    }),
  });

// The shop API loads its answer schemas on first use (a dynamic import): loaded once here, so the
// first test's few ticks (`flush`) do not run out while the import is still being read.
beforeAll(async () => {
  await createShopApi({ http: serverRoutes() }).cart.paymentMethods({ cartId: 'q-1' });
});

describe('server methods when online (commerce-core §4, §7)', () => {
  it('loads cart/shipping-methods with the address payload and cart/payment-methods', async () => {
    const http = serverRoutes();
    const checkout = world(http);
    checkout.actor.send({ type: 'shippingDetails.update', details: { ...shipping, state: 'Uusimaa' } });
    checkout.actor.send({ type: 'personalDetails.update', details: personal });
    checkout.actor.send({ type: 'personalDetails.submit' });
    await flush();
    const [request] = http.callsTo('POST cart/shipping-methods');
    expect(request?.body).toEqual({
      address: {
        region: 'Uusimaa',
        region_id: 0,
        country_id: 'FI',
        street: ['Mannerheimintie 1', 'A 3'],
        postcode: '00100',
        city: 'Helsinki',
        region_code: 'Uusimaa',
      },
    });
    const { shippingMethods, paymentMethods, shippingDetails } = checkout.actor.getSnapshot().context;
    expect(shippingMethods.map((m) => [m.carrier_code, m.is_server_method])).toEqual([['posti', true]]);
    expect(shippingDetails.shippingCarrier).toBe('posti');
    expect(paymentMethods.map((m) => m.code)).toEqual(['cashondelivery', 'checkmo']);
    checkout.stop();
  });

  it('uses the offline methods while offline', async () => {
    const http = serverRoutes();
    const checkout = world(http, { online: false });
    checkout.actor.send({ type: 'personalDetails.update', details: personal });
    checkout.actor.send({ type: 'personalDetails.submit' });
    await flush();
    expect(http.calls).toEqual([]);
    expect(checkout.actor.getSnapshot().context.shippingMethods.map((m) => m.carrier_title)).toEqual([
      'Posti',
    ]);
    checkout.stop();
  });

  it('sends the shipping information and keeps the server totals', async () => {
    const http = serverRoutes();
    const checkout = world(http);
    await fillAllSteps(checkout.actor);
    expect(http.callsTo('POST cart/shipping-information')[0]?.body).toMatchObject({
      addressInformation: { shippingCarrierCode: 'posti', shippingMethodCode: 'flatrate' },
    });
    expect(checkout.actor.getSnapshot().context.totals).toMatchObject({ grand_total: 14.98 });
    checkout.stop();
  });

  it('shows the server message and stays on Review & Payments when the server refuses the order', async () => {
    const http = serverRoutes();
    const checkout = world(http);
    await fillAllSteps(checkout.actor);
    checkout.actor.send({ type: 'order.place' });
    await flush();
    const snapshot = checkout.actor.getSnapshot();
    expect(snapshot.value).toBe('reviewAndPayments');
    expect(snapshot.context.message).toEqual({ id: 'Some of the ordered products are not available' });
    expect(await checkout.outbox.all()).toEqual([]);
    checkout.stop();
  });
});

describe('the totals shown before "Place the order" (commerce-core §4 placing an order; issue 14.1)', () => {
  it('on Review & Payments collects the totals for the chosen shipping and payment methods', async () => {
    const http = serverRoutes();
    const cart = createServerCart();
    const checkout = world(http, { cart });
    await fillAllSteps(checkout.actor);
    await flush();
    expect(
      http
        .callsTo('POST cart/collect-totals')
        .map((c) => c.body)
        .at(-1),
    ).toEqual({
      methods: {
        paymentMethod: { method: 'cashondelivery' },
        shippingCarrierCode: 'posti',
        shippingMethodCode: 'flatrate',
      },
    });
    expect(checkout.actor.getSnapshot().context.totals).toMatchObject({ grand_total: 22.7 });
    expect(cart.totals.at(-1)).toEqual(collected);
    checkout.stop();
  });

  it('collects again when the payment method changes on Review & Payments', async () => {
    const http = serverRoutes();
    const checkout = world(http);
    await fillAllSteps(checkout.actor);
    await flush();
    checkout.actor.send({ type: 'paymentDetails.update', details: { paymentMethod: 'checkmo' } });
    await flush();
    expect(
      http
        .callsTo('POST cart/collect-totals')
        .map((c) => (c.body as { methods: { paymentMethod: unknown } }).methods.paymentMethod)
        .slice(-2),
    ).toEqual([{ method: 'cashondelivery' }, { method: 'checkmo' }]);
    checkout.stop();
  });

  it('offline, the Review & Payments totals are computed locally with the shipping price', async () => {
    const http = serverRoutes();
    const checkout = world(http, { online: false });
    await fillAllSteps(checkout.actor);
    await flush();
    expect(http.callsTo('POST cart/collect-totals')).toEqual([]);
    const totals = checkout.actor.getSnapshot().context.totals;
    expect(totals?.total_segments.find((s) => s.code === 'shipping')?.value).toBe(5);
    checkout.stop();
  });
});

describe('virtual carts (commerce-core §4 placing an order; issue 14.11)', () => {
  it('a cart of only virtual or downloadable items skips the shipping step', async () => {
    const http = serverRoutes();
    const checkout = world(http, { cart: { ...createServerCart(), current: [ebook] } });
    checkout.actor.send({ type: 'cart.updated', items: [ebook] });
    checkout.actor.send({ type: 'personalDetails.update', details: personal });
    checkout.actor.send({ type: 'personalDetails.submit' });
    await flush();
    expect(checkout.actor.getSnapshot().value).toBe('payment');
    expect(http.callsTo('POST cart/shipping-information')).toEqual([]);
    expect(checkout.actor.getSnapshot().context.paymentMethods.map((m) => m.code)).toEqual(['checkmo']);
    // The billing country is prefilled from the configuration (the default tax country).
    expect(checkout.actor.getSnapshot().context.paymentDetails.country).toBe(config.tax.defaultCountry);
    checkout.stop();
  });

  it('a cart with a physical item still asks for shipping', async () => {
    const http = serverRoutes();
    const checkout = world(http);
    checkout.actor.send({ type: 'personalDetails.update', details: personal });
    checkout.actor.send({ type: 'personalDetails.submit' });
    await flush();
    expect(checkout.actor.getSnapshot().value).toBe('shipping');
    checkout.stop();
  });
});
