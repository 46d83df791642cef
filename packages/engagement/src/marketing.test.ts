import type { ApiRequest, FakeRouteHandler } from '@kauppa/ports';
import {
  createEventBus,
  createFakeShopHttp,
  createMemoryCollections,
  createMemoryLogger,
  createSimulatedClock,
} from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import type { CreateMarketingProviderOptions } from './index.ts';
import { createMarketingProvider, sessionEvents, trackedEvents } from './index.ts';
import { encodeMarketingData, watchListKey } from './internal/marketing.ts';

const keys = { publicKey: 'pk_123', listId: 'LIST1', pixel: false, apiUrl: undefined };
const anna = { email: 'anna@example.fi', firstname: 'Anna', lastname: 'Virtanen', telephone: '0401234567' };

const decode = (request: ApiRequest | undefined) =>
  JSON.parse(
    new TextDecoder().decode(Uint8Array.from(atob(String(request?.query?.data)), (c) => c.charCodeAt(0))),
  );

/** Lets the fire-and-forget identification of a bus event finish (no timers involved). */
const flushPromises = () => new Promise<void>((resolve) => setImmediate(resolve));

const ok: FakeRouteHandler = () => ({ result: { success: true } });

function setup(
  routes: Record<string, FakeRouteHandler> = {},
  options: Partial<CreateMarketingProviderOptions> = {},
) {
  const http = createFakeShopHttp({
    'GET marketing/identify': ok,
    'GET marketing/track': ok,
    'POST marketing/subscribe/advanced': ok,
    'GET marketing/subscribe': ok,
    'POST marketing/subscribe': ok,
    'DELETE marketing/subscribe': ok,
    'POST marketing/back-in-stock': ok,
    ...routes,
  });
  const collections = createMemoryCollections();
  const logger = createMemoryLogger();
  const clock = createSimulatedClock();
  const marketing = createMarketingProvider({
    http,
    collections,
    clock,
    logger,
    integration: keys,
    storeCode: 'fi',
    storeId: 1,
    ...options,
  });
  const tracked = () => http.callsTo('GET marketing/track').map((c) => decode(c).event as string);
  return { http, collections, logger, clock, marketing, tracked };
}

describe('marketing provider identification (accounts-content §4 tracking events, §5, §7)', () => {
  it('identifies with GET identify, sending base64 JSON', async () => {
    const { marketing, http } = setup();
    await marketing.identify(anna);
    expect(decode(http.callsTo('GET marketing/identify')[0])).toEqual({
      token: 'pk_123',
      properties: {
        $email: anna.email,
        $first_name: 'Anna',
        $last_name: 'Virtanen',
        $phone_number: '0401234567',
      },
    });
    expect(marketing.getSnapshot().customer?.email).toBe(anna.email);
  });

  it('rejects with "User details are required" without user details', async () => {
    const { marketing, http } = setup();
    await expect(marketing.identify(null)).rejects.toThrow('User details are required');
    await expect(marketing.identify({ firstname: 'Anna' })).rejects.toThrow('User details are required');
    expect(http.calls).toEqual([]);
  });

  it('follows login events and resets on logout', async () => {
    const { marketing } = setup();
    const bus = createEventBus();
    marketing.connect(bus);
    bus.emit(sessionEvents.loggedIn, anna);
    await flushPromises();
    expect(marketing.getSnapshot().customer?.email).toBe(anna.email);
    bus.emit(sessionEvents.loggedOut, { silent: false });
    expect(marketing.getSnapshot().customer).toBeNull();
  });
});

describe('marketing provider tracking (accounts-content §4, §7, §8)', () => {
  it('tracks with GET track, sending base64 JSON of the event, the customer and the properties', async () => {
    const { marketing, http, clock } = setup();
    await marketing.identify(anna);
    await marketing.track('Viewed Product', { sku: 'AA-4' });
    expect(decode(http.callsTo('GET marketing/track')[0])).toEqual({
      token: 'pk_123',
      event: 'Viewed Product',
      customer_properties: {
        $email: anna.email,
        $first_name: 'Anna',
        $last_name: 'Virtanen',
        $phone_number: '0401234567',
      },
      properties: { sku: 'AA-4' },
      time: Math.floor(clock.now() / 1000),
    });
  });

  it('rejects tracking with "User details are required" when nobody is identified', async () => {
    const { marketing } = setup();
    await expect(marketing.track('Viewed Product')).rejects.toThrow('User details are required');
  });

  it('tracks Viewed Product, Added to Cart Product and Removed from Cart Product', async () => {
    const { marketing, tracked } = setup();
    await marketing.identify(anna);
    await marketing.productViewed({ sku: 'AA-4', name: 'AA' });
    await marketing.productAddedToCart({ sku: 'AA-4', name: 'AA' });
    await marketing.productRemovedFromCart({ sku: 'AA-4', name: 'AA' });
    expect(tracked()).toEqual(['Viewed Product', 'Added to Cart Product', 'Removed from Cart Product']);
  });

  it('tracks Started Checkout after the cart totals update, once', async () => {
    const { marketing, tracked } = setup();
    await marketing.identify(anna);
    await marketing.cartTotalsUpdated({ grand_total: 1 });
    marketing.checkoutStarted();
    expect(tracked()).toEqual([]);
    await marketing.cartTotalsUpdated({ grand_total: 10 });
    await marketing.cartTotalsUpdated({ grand_total: 11 });
    expect(tracked()).toEqual(['Started Checkout']);
  });

  it('on order placed identifies the customer from the shipping address, then records the order and each product', async () => {
    const { marketing, http, tracked } = setup();
    await marketing.orderPlaced({
      order_id: 'o-1',
      addressInformation: {
        shippingAddress: { email: 'ship@example.fi', firstname: 'Ship' },
        billingAddress: { email: 'bill@example.fi', firstname: 'Bill' },
      },
      products: [
        { sku: 'AA-4', name: 'AA' },
        { sku: 'CH-1', name: 'Charger' },
      ],
    });
    expect(decode(http.callsTo('GET marketing/identify')[0]).properties.$email).toBe('ship@example.fi');
    expect(tracked()).toEqual(['Placed Order', 'Ordered Product', 'Ordered Product']);
  });

  it('on order placed falls back to the billing address', async () => {
    const { marketing, http } = setup();
    await marketing.orderPlaced({
      addressInformation: { shippingAddress: null, billingAddress: { email: 'bill@example.fi' } },
      products: [],
    });
    expect(decode(http.callsTo('GET marketing/identify')[0]).properties.$email).toBe('bill@example.fi');
  });

  it('swallows tracking failures', async () => {
    const { marketing, logger } = setup({ 'GET marketing/track': () => ({ status: 500, result: 'down' }) });
    await marketing.identify(anna);
    await expect(marketing.productViewed({ sku: 'AA-4' })).resolves.toBeUndefined();
    const notIdentified = setup();
    await expect(notIdentified.marketing.productAddedToCart({ sku: 'AA-4' })).resolves.toBeUndefined();
    expect(logger.at('debug').length).toBeGreaterThan(0);
  });
});

describe('marketing provider subscriptions (accounts-content §7)', () => {
  it('advanced subscribe POSTs the subscriber JSON and then identifies, as no customer is known', async () => {
    const { marketing, http } = setup();
    expect(await marketing.subscribeAdvanced(anna)).toBe(true);
    expect(http.callsTo('POST marketing/subscribe/advanced')[0]?.body).toEqual({ ...anna, storeCode: 'fi' });
    expect(http.callsTo('GET marketing/identify')).toHaveLength(1);
  });

  it('advanced subscribe does not identify again when a customer is known', async () => {
    const { marketing, http } = setup();
    await marketing.identify(anna);
    await marketing.subscribeAdvanced({ email: 'other@example.fi' });
    expect(http.callsTo('GET marketing/identify')).toHaveLength(1);
  });

  it('unsubscribes with DELETE subscribe {email, storeCode} and clears the customer without a logged-in user', async () => {
    const { marketing, http } = setup();
    await marketing.identify(anna);
    expect(await marketing.unsubscribeEmail(anna.email)).toBe(true);
    expect(http.callsTo('DELETE marketing/subscribe')[0]?.body).toEqual({
      email: anna.email,
      storeCode: 'fi',
    });
    expect(marketing.getSnapshot().customer).toBeNull();
  });

  it('keeps the customer on unsubscribe when a user is logged in', async () => {
    const { marketing } = setup({}, { session: { isAuthorized: () => true } });
    await marketing.identify(anna);
    await marketing.unsubscribeEmail(anna.email);
    expect(marketing.getSnapshot().customer?.email).toBe(anna.email);
  });

  it('GETs and POSTs subscribe with email and storeCode', async () => {
    const { marketing, http } = setup();
    await marketing.subscriptionStatus(anna.email);
    await marketing.subscribeEmail(anna.email);
    expect(http.callsTo('GET marketing/subscribe')[0]?.query).toEqual({ email: anna.email, storeCode: 'fi' });
    expect(http.callsTo('POST marketing/subscribe')[0]?.body).toEqual({ email: anna.email, storeCode: 'fi' });
  });
});

describe('back-in-stock (accounts-content §3 watch list, §4 back-in-stock, §7, §8)', () => {
  const variant = { sku: 'TS-RED-M', parentSku: 'TS', id: 101, parentId: 100 };

  it('POSTs form-urlencoded a, email, g, variant, product, platform, store, subscribe_for_newsletter', async () => {
    const { marketing, http } = setup();
    await marketing.backInStockSubscribe({
      product: variant,
      email: anna.email,
      subscribeForNewsletter: true,
    });
    expect(http.callsTo('POST marketing/back-in-stock')[0]?.form).toEqual({
      a: 'pk_123',
      email: anna.email,
      g: 'LIST1',
      variant: '101',
      product: '100',
      platform: 'api',
      store: '1',
      subscribe_for_newsletter: 'true',
    });
  });

  it('adds the product to the watch list on success, keyed parentSku-sku for a variant, and saves it', async () => {
    const { marketing, collections } = setup();
    await marketing.backInStockSubscribe({ product: variant, email: anna.email });
    await marketing.backInStockSubscribe({ product: { sku: 'AA-4' }, email: anna.email });
    expect(marketing.getSnapshot().watching).toEqual(['TS-TS-RED-M', 'AA-4']);
    expect(marketing.isWatching(variant)).toBe(true);
    expect(await collections.collection('klaviyo').get('watching')).toEqual(['TS-TS-RED-M', 'AA-4']);
  });

  it('rejects a response without success', async () => {
    const { marketing } = setup({ 'POST marketing/back-in-stock': () => ({ result: { success: false } }) });
    await expect(marketing.backInStockSubscribe({ product: variant, email: anna.email })).rejects.toThrow();
    expect(marketing.getSnapshot().watching).toEqual([]);
  });

  it('unsubscribes by tracking "Requested Back In Stock Unsubscribe" with email, listId, storeId, product, variant', async () => {
    const { marketing, http } = setup();
    await marketing.backInStockSubscribe({ product: variant, email: anna.email });
    await marketing.backInStockUnsubscribe({ product: variant, email: anna.email });
    const data = decode(http.callsTo('GET marketing/track')[0]);
    expect(data.event).toBe(trackedEvents.backInStockUnsubscribe);
    expect(data.event).toBe('Requested Back In Stock Unsubscribe');
    expect(data.properties).toEqual({
      email: anna.email,
      listId: 'LIST1',
      storeId: 1,
      product: '100',
      variant: '101',
    });
    expect(marketing.getSnapshot().watching).toEqual([]);
  });

  it('keeps the watch entry when the unsubscribe answer has no success', async () => {
    const { marketing } = setup({ 'GET marketing/track': () => ({ result: { success: false } }) });
    await marketing.backInStockSubscribe({ product: variant, email: anna.email });
    await expect(marketing.backInStockUnsubscribe({ product: variant, email: anna.email })).rejects.toThrow();
    expect(marketing.isWatching(variant)).toBe(true);
  });

  it('loads the saved watch list', async () => {
    const first = setup();
    await first.marketing.backInStockSubscribe({ product: { sku: 'AA-4' }, email: anna.email });
    const again = createMarketingProvider({
      http: first.http,
      collections: first.collections,
      clock: first.clock,
      integration: keys,
    });
    expect(await again.loadWatching()).toEqual(['AA-4']);
  });

  it('is not persisted when caching is disabled', async () => {
    const { marketing, collections } = setup({}, { localCache: { disablePersistentCaching: true } });
    await marketing.backInStockSubscribe({ product: { sku: 'AA-4' }, email: anna.email });
    expect(marketing.isWatching({ sku: 'AA-4' })).toBe(true);
    expect(await collections.collection('klaviyo').keys()).toEqual([]);
  });

  it('rejects loading the watch list from the server with "Not Implemented"', async () => {
    const { marketing } = setup();
    await expect(marketing.loadWatchingFromServer()).rejects.toThrow('Not Implemented');
  });

  it('keys a simple product by sku', () => {
    expect(watchListKey({ sku: 'AA-4' })).toBe('AA-4');
    expect(watchListKey({ sku: 'TS-RED-M', parentSku: 'TS' })).toBe('TS-TS-RED-M');
  });
});

describe('marketing provider off without its keys (accounts-content §1, §8)', () => {
  it('sends nothing and resolves every call', async () => {
    const { marketing, http } = setup(
      {},
      { integration: { publicKey: undefined, listId: undefined, pixel: false } },
    );
    expect(marketing.enabled).toBe(false);
    await marketing.identify(anna);
    await marketing.productViewed({ sku: 'AA-4' });
    await marketing.backInStockSubscribe({ product: { sku: 'AA-4' }, email: anna.email });
    expect(await marketing.subscribeAdvanced(anna)).toBe(false);
    await marketing.orderPlaced({ products: [{ sku: 'AA-4' }] });
    expect(http.calls).toEqual([]);
  });
});

describe('encodeMarketingData', () => {
  it('encodes UTF-8 JSON as base64', () => {
    expect(atob(encodeMarketingData({ a: 1 }))).toBe('{"a":1}');
    const decoded = new TextDecoder().decode(
      Uint8Array.from(atob(encodeMarketingData({ n: 'Äänekoski' })), (c) => c.charCodeAt(0)),
    );
    expect(JSON.parse(decoded)).toEqual({ n: 'Äänekoski' });
  });
});
