import { userStorageKeys } from '@kauppa/account';
import { cartStorageKeys } from '@kauppa/cart-sync';
import { defaultShopConfig, mergeConfig } from '@kauppa/config';
import { listStorageKey } from '@kauppa/engagement';
import {
  createFakeConnectivity,
  createFakeShopHttp,
  createMemoryCollections,
  createSimulatedClock,
  createSystemClock,
  type FakeRouteHandler,
} from '@kauppa/ports';
import { buildProductQuery, GraphqlUnsupportedError, searchResultsCollection } from '@kauppa/search-query';
import { queueStockCheck } from '@kauppa/task-queue';
import { describe, expect, it } from 'vitest';
import { createShop, MissingPortError, type ShopPorts } from '../src/index.ts';
import { battery, channelPair, profile, shopRoutes, shopWorld, ticks } from '../test/world.ts';

const line = { ...battery, qty: 2 };

describe('createShop: start-up (issue 27.9)', () => {
  it('throws a GraphqlUnsupportedError on a graphql search adapter the platform cannot serve, sending nothing', () => {
    const http = createFakeShopHttp();
    const config = mergeConfig(defaultShopConfig, { api: { searchAdapter: 'graphql' } });
    const create = () =>
      createShop({
        ports: {
          http,
          collections: createMemoryCollections(),
          clock: createSystemClock(),
          connectivity: createFakeConnectivity(true),
        },
        config,
        brandStoreCode: 'kauppa_battery',
      });
    expect(create).toThrow(GraphqlUnsupportedError);
    expect(http.calls).toEqual([]);
  });
});

describe('createShop: nothing before start() (issue 16, a framework-free shop)', () => {
  it('sends nothing and reads no storage until started', async () => {
    const { shop, http, collections } = shopWorld({ state: { cart: { cartItems: [line] } } });
    await collections
      .collection('cart')
      .set(cartStorageKeys.current, { cartItems: [], cartServerToken: 'old' });
    void shop.loadCheckout();
    await ticks();
    expect(http.calls).toEqual([]);
    expect(shop.cart.status()).toBe('restoring');
    // The stored cart was not read either: start() writes the given state first.
    expect((await collections.collection('cart').get(cartStorageKeys.current)) as object).toMatchObject({
      cartServerToken: 'old',
    });
    shop.stop();
  });

  it('holds a call made before start() until started, then sends it', async () => {
    const { shop, http } = shopWorld();
    const me = shop.http.request({ method: 'GET', path: 'user/me', query: { token: 't' } });
    await ticks();
    expect(http.callsTo('GET user/me')).toHaveLength(0);
    await shop.start();
    expect((await me).result).toEqual(profile);
    shop.stop();
  });
});

describe('createShop: stop() (issue 16)', () => {
  it('a shop stopped before it started sends nothing when start() is called', async () => {
    const { shop, http } = shopWorld({ state: { cart: { cartItems: [line] } } });
    shop.stop();
    await shop.start();
    await ticks();
    expect(http.calls).toEqual([]);
  });
});

describe('createShop: started with given state (issue 16)', () => {
  it('restores the given cart, user and tokens, wishlist, compare, newsletter and checkout details', async () => {
    const { shop } = shopWorld({
      state: {
        cart: { cartItems: [line], cartServerToken: 'customer-cart' },
        user: { token: 'token-9', refreshToken: 'refresh-9', current: profile },
        wishlist: [{ sku: 'W-1', name: 'Torch', qty: 1 }],
        compare: [{ sku: 'C-1' }, { sku: 'C-2' }],
        newsletter: { isSubscribed: true, email: 'aino@example.fi' },
        checkout: {
          personalDetails: {
            firstName: 'Aino',
            lastName: 'Virtanen',
            emailAddress: 'aino@example.fi',
            createAccount: false,
          },
        },
      },
    });
    await shop.start();
    expect(shop.cart.getState().cartItems.map((i) => [i.sku, i.qty])).toEqual([['BAT-1', 2]]);
    expect(shop.account.isAuthorized()).toBe(true);
    expect(shop.account.tokens.getRefreshToken()).toBe('refresh-9');
    expect(shop.account.getSnapshot().current?.email).toBe('aino@example.fi');
    expect(shop.wishlist.items().map((i) => i.sku)).toEqual(['W-1']);
    expect(shop.compare.items().map((i) => i.sku)).toEqual(['C-1', 'C-2']);
    expect(shop.newsletter.getSnapshot()).toEqual({ isSubscribed: true, email: 'aino@example.fi' });
    const checkout = await shop.loadCheckout();
    expect(checkout.actor.getSnapshot().context.personalDetails.firstName).toBe('Aino');
    await shop.settled();
    shop.stop();
  });

  it('starts the token refresh from the given attempt count: used up, a 401 gives up at once (commerce-core §4 token refresh)', async () => {
    const max = defaultShopConfig.queues.maxNetworkTaskAttempts;
    const { shop, http } = shopWorld({
      state: { user: { token: 'stale', refreshToken: 'refresh-9' }, tokenRefresh: { attempts: max } },
      routes: { 'GET user/me': () => ({ status: 401, code: 401, result: 'Unauthorized' }) },
    });
    await shop.start();
    await shop.http.request({ method: 'GET', path: 'user/me', query: { token: 'stale' } });
    expect(http.callsTo('POST user/refresh')).toHaveLength(0);
    expect(shop.queue.tokenRefresh.getSnapshot().value).toBe('failed');
    await shop.settled();
    await ticks();
    shop.stop();
  });
});

describe('start-up order (accounts-content §4 start-up, session; commerce-core §4 cart sync)', () => {
  it("a guest's start connects a guest cart once restored", async () => {
    const { shop, http } = shopWorld();
    await shop.start();
    await shop.settled();
    expect(http.callsTo('POST cart/create')[0]?.query?.token).toBeUndefined();
    expect(shop.cart.getState().cartServerToken).toBe('guest-cart');
    shop.stop();
  });

  it("a stored session's profile is refreshed and the customer's cart connected with the token", async () => {
    const { shop, http } = shopWorld({ state: { user: { token: 'token-9' } } });
    await shop.start();
    await shop.settled();
    const order = http.calls.map((c) => c.path).filter((p) => p === 'user/me' || p === 'cart/create');
    expect(order).toContain('user/me');
    expect(http.callsTo('POST cart/create')[0]?.query?.token).toBe('token-9');
    expect(shop.cart.getState().cartServerToken).toBe('customer-cart');
    shop.stop();
  });

  it('offline, the stored state is restored and no cart request is sent (commerce-core §4 connectivity)', async () => {
    const { shop, http } = shopWorld({ online: false, state: { cart: { cartItems: [line] } } });
    await shop.start();
    await ticks();
    expect(shop.cart.getState().cartItems).toHaveLength(1);
    expect(http.callsTo('POST cart/create')).toHaveLength(0);
    shop.stop();
  });
});

describe('login and logout flows (accounts-content §4 session; STYLE.md §19)', () => {
  it("login → queue → cart connect: the guest cart's lines go to the customer's cart", async () => {
    const { shop, http } = shopWorld({ state: { cart: { cartItems: [line] } } });
    await shop.start();
    await shop.settled();
    const result = await shop.login({ username: 'aino@example.fi', password: 'salasana1' });
    expect(result.ok).toBe(true);
    expect(http.callsTo('POST cart/create').at(-1)?.query?.token).toBe('token-1');
    expect(shop.cart.getState().cartServerToken).toBe('customer-cart');
    expect(shop.cart.getState().cartItems.map((i) => i.sku)).toEqual(['BAT-1']);
    await shop.settled();
    const pushed = http.callsTo('POST cart/update').map((c) => c.query?.cartId);
    expect(pushed).toContain('customer-cart');
    shop.stop();
  });

  it('a sign-in by another path (register, new password) runs the same flow: signedIn() waits for it', async () => {
    const { shop, http } = shopWorld({
      routes: { 'POST user/create': () => ({ result: { ...profile } }) },
    });
    await shop.start();
    await shop.settled();
    const registered = await shop.account.register({
      customer: { email: 'aino@example.fi', firstname: 'Aino', lastname: 'Virtanen' },
      password: 'salasana1',
    });
    expect(registered.ok).toBe(true);
    await shop.signedIn();
    expect(http.callsTo('POST cart/create').at(-1)?.query?.token).toBe('token-1');
    shop.stop();
  });

  it('a failed login answers its message and connects no customer cart', async () => {
    const { shop, http } = shopWorld({
      routes: { 'POST user/login': () => ({ status: 401, code: 401, result: 'wrong' }) },
    });
    await shop.start();
    await shop.settled();
    const result = await shop.login({ username: 'aino@example.fi', password: 'nope' });
    expect(result.ok).toBe(false);
    expect(result.message?.id).toBe(
      'The account sign-in was incorrect or your account is disabled temporarily',
    );
    expect(http.callsTo('POST cart/create').every((c) => c.query?.token === undefined)).toBe(true);
    shop.stop();
  });

  it('logout clears the cart, wishlist, compare and checkout details and says "You\'re logged out"', async () => {
    const { shop, collections } = shopWorld({
      state: {
        user: { token: 'token-9', current: profile },
        cart: { cartItems: [line] },
        wishlist: [{ sku: 'W-1', qty: 1 }],
        compare: [{ sku: 'C-1' }],
        checkout: {
          personalDetails: {
            firstName: 'Aino',
            lastName: 'Virtanen',
            emailAddress: 'a@b.fi',
            createAccount: false,
          },
        },
      },
    });
    await shop.start();
    await shop.settled();
    await shop.logout();
    expect(shop.account.isAuthorized()).toBe(false);
    expect(shop.cart.getState().cartItems).toEqual([]);
    expect(shop.wishlist.items()).toEqual([]);
    expect(shop.compare.items()).toEqual([]);
    const details = (await collections.collection('checkout').get('details')) as
      | { personalDetails?: { firstName?: string } }
      | undefined;
    expect(details?.personalDetails?.firstName ?? '').toBe('');
    expect(shop.notifications.list().map((n) => n.message.id)).toContain("You're logged out");
    expect(await collections.collection('user').get(userStorageKeys.token)).toBeUndefined();
    shop.stop();
  });

  it('a direct call answered 401 refreshes the token and is sent again (commerce-core §4 token refresh)', async () => {
    const { shop, http } = shopWorld({
      state: { user: { token: 'stale', refreshToken: 'refresh-9' } },
      routes: {
        'GET user/order-history': (r) =>
          r.query?.token === 'token-2'
            ? { result: { items: [], total_count: 0 } }
            : { status: 401, code: 401, result: 'Unauthorized' },
      },
    });
    await shop.start();
    const answer = await shop.http.request({
      method: 'GET',
      path: 'user/order-history',
      query: { token: 'stale' },
    });
    expect(http.callsTo('POST user/refresh')).toHaveLength(1);
    expect(answer.code).toBe(200);
    expect(shop.account.tokens.getToken()).toBe('token-2');
    await shop.settled();
    shop.stop();
  });
});

describe('a guest-cart bypass is for the failing call (issue 28.4, commerce-core §4 cart sync)', () => {
  it("after a bypass to a guest cart a successful token refresh returns to the customer's cart and merges the lines", async () => {
    let pullFails = false;
    const routes = shopRoutes();
    const { shop, http } = shopWorld({
      state: { user: { token: 'token-9', refreshToken: 'refresh-9' } },
      routes: {
        'GET cart/pull': (r) =>
          pullFails && r.query?.cartId === 'customer-cart'
            ? { status: 500, code: 500, result: 'Internal Server Error' }
            : (routes['GET cart/pull'] as FakeRouteHandler)(r),
        'POST cart/update': routes['POST cart/update'] as FakeRouteHandler,
        'GET user/order-history': (r) =>
          r.query?.token === 'token-2'
            ? { result: { items: [], total_count: 0 } }
            : { status: 401, code: 401, result: 'Unauthorized' },
      },
    });
    await shop.start();
    await shop.settled();
    expect(shop.cart.getState().cartServerToken).toBe('customer-cart');
    pullFails = true;
    await shop.addToCart({ sku: battery.sku, qty: 2, product: battery });
    await shop.cart.whenIdle();
    expect(shop.cart.getState().cartServerToken).toBe('guest-cart');
    pullFails = false;
    // A call with the old token is refused: the token is refreshed.
    await shop.http.request({ method: 'GET', path: 'user/order-history', query: { token: 'token-9' } });
    await shop.settled();
    await shop.cart.whenIdle();
    expect(http.callsTo('POST cart/create').map((c) => c.query?.token)).toEqual([
      'token-9',
      undefined,
      'token-2',
    ]);
    expect(shop.cart.getState().cartServerToken).toBe('customer-cart');
    const pushed = http.callsTo('POST cart/update').filter((c) => c.query?.cartId === 'customer-cart');
    expect(pushed.length).toBeGreaterThan(0);
    shop.stop();
  });
});

describe('cross-tab wiring (accounts-content §4 session)', () => {
  it("another tab's logout logs this tab out silently; its login signs this tab in", async () => {
    const [one, two] = channelPair();
    const a = shopWorld({ crossTab: one });
    await a.shop.start();
    await a.shop.settled();
    // Both tabs share one storage, as two tabs of one browser do.
    const b = shopWorld({ crossTab: two, collections: a.collections });
    await b.shop.start();
    await a.shop.login({ username: 'aino@example.fi', password: 'salasana1' });
    await ticks();
    expect(b.shop.account.isAuthorized()).toBe(true);
    expect(b.shop.account.getSnapshot().current?.email).toBe('aino@example.fi');
    await a.shop.logout();
    await ticks();
    expect(b.shop.account.isAuthorized()).toBe(false);
    expect(b.shop.notifications.list().map((n) => n.message.id)).not.toContain("You're logged out");
    a.shop.stop();
    b.shop.stop();
  });
});

describe('search (commerce-core §7)', () => {
  it('caches results under the query hash and answers from the cache offline', async () => {
    const { shop, http, connectivity, collections } = shopWorld({
      routes: {
        'GET catalog/kauppa_battery/product/_search': () => ({
          result: { hits: { total: { value: 1 }, hits: [{ _source: battery }] } },
        }),
      },
    });
    await shop.start();
    const query = buildProductQuery({ filters: { sku: 'BAT-1' } });
    const online = await shop.search.search({ entityType: 'product', query });
    expect(online.items.map((p) => (p as { sku: string }).sku)).toEqual(['BAT-1']);
    expect(await collections.collection(searchResultsCollection).keys()).toHaveLength(1);
    connectivity.setOnline(false);
    const sent = http.calls.length;
    const offline = await shop.search.search({ entityType: 'product', query });
    expect(offline.items.map((p) => (p as { sku: string }).sku)).toEqual(['BAT-1']);
    expect(http.calls.length).toBe(sent);
    shop.stop();
  });

  it('addToCart looks a configurable child up by its sku and adds it with its parent (commerce-core §5)', async () => {
    const parent = {
      ...battery,
      sku: 'TEE',
      type_id: 'configurable',
      configurable_children: [{ sku: 'TEE-RED', price: 10, price_incl_tax: 12.4, color: 1 }],
    };
    const { shop } = shopWorld({
      routes: {
        'GET catalog/kauppa_battery/product/_search': () => ({
          result: { hits: { total: { value: 1 }, hits: [{ _source: parent }] } },
        }),
      },
    });
    await shop.start();
    await shop.settled();
    await shop.addToCart({ sku: 'TEE-RED', qty: 1 });
    const added = shop.cart.getState().cartItems[0] as { sku: string; parentSku?: string } | undefined;
    expect(added?.sku).toBe('TEE-RED');
    expect(added?.parentSku).toBe('TEE');
    shop.stop();
  });

  it("sign-up checks the password with the shop's password schema before sending it (issue 30.4; accounts-content §5)", async () => {
    const { shop, http } = shopWorld();
    await shop.start();
    const result = await shop.account.register({
      customer: { email: 'anna@example.fi', firstname: 'Anna', lastname: 'Virtanen' },
      password: 'short',
    });
    expect(result).toEqual({
      ok: false,
      message: { id: 'Password must have at least {min} characters.', params: { min: 8 } },
      cause: { kind: 'invalid', field: 'password' },
    });
    expect(http.callsTo('POST user/create')).toEqual([]);
    shop.stop();
  });

  it('addToCart answers what happened: "added" for a new line, "updated" when the line grows (issue 30.2; commerce-core §8)', async () => {
    const { shop } = shopWorld();
    await shop.start();
    await shop.settled();
    expect(await shop.addToCart({ sku: battery.sku, qty: 1, product: battery })).toEqual({
      status: 'added',
      message: { id: 'Product has been added to the cart!' },
    });
    expect(await shop.addToCart({ sku: battery.sku, qty: 1, product: battery })).toEqual({
      status: 'updated',
      message: { id: 'Product quantity has been updated!' },
    });
    shop.stop();
  });

  it('addToCart refused by the stock answers "refused" with the spec\'s reason each time, although the notification is shown once (issue 30.2; commerce-core §8)', async () => {
    const { shop } = shopWorld({
      routes: { 'GET stock/check': () => ({ result: { is_in_stock: true, qty: 3 } }) },
    });
    await shop.start();
    await shop.settled();
    const refused = {
      status: 'refused',
      reason: 'cart-rule',
      message: { id: 'Only {maxQuantity} products of this type are available', params: { maxQuantity: 3 } },
    };
    expect(await shop.addToCart({ sku: battery.sku, qty: 5, product: battery })).toEqual(refused);
    expect(await shop.addToCart({ sku: battery.sku, qty: 5, product: battery })).toEqual(refused);
    expect(shop.cart.getState().cartItems).toEqual([]);
    shop.stop();
  });

  it('addToCart of an unconfigured configurable parent is refused ("Please choose the product options first."), not added (issue 30.2; commerce-core §5)', async () => {
    const parent = {
      ...battery,
      sku: 'TEE',
      type_id: 'configurable',
      configurable_children: [{ sku: 'TEE-RED', price: 10, price_incl_tax: 12.4, color: 1 }],
    };
    const { shop } = shopWorld({
      routes: {
        'GET catalog/kauppa_battery/product/_search': () => ({
          result: { hits: { total: { value: 1 }, hits: [{ _source: parent }] } },
        }),
      },
    });
    await shop.start();
    await shop.settled();
    expect(await shop.addToCart({ sku: 'TEE' })).toEqual({
      status: 'refused',
      reason: 'not-configured',
      message: { id: 'Please choose the product options first.' },
    });
    expect(shop.cart.getState().cartItems).toEqual([]);
    shop.stop();
  });

  it('addToCart of an unknown sku says "Product query returned empty result"', async () => {
    const { shop } = shopWorld({
      routes: {
        'GET catalog/kauppa_battery/product/_search': () => ({
          result: { hits: { total: { value: 0 }, hits: [] } },
        }),
      },
    });
    await shop.start();
    expect(await shop.addToCart({ sku: 'NONE' })).toEqual({
      status: 'refused',
      reason: 'not-found',
      message: { id: 'Product query returned empty result' },
    });
    expect(shop.notifications.list().map((n) => n.message.id)).toContain(
      'Product query returned empty result',
    );
    expect(shop.cart.getState().cartItems).toEqual([]);
    shop.stop();
  });
});

it('keeps the wishlist where the engagement package stores it', async () => {
  const { shop, collections } = shopWorld({ state: { wishlist: [{ sku: 'W-1', qty: 1 }] } });
  await shop.start();
  expect(await collections.collection('wishlist').get(listStorageKey)).toEqual([{ sku: 'W-1', qty: 1 }]);
  shop.stop();
});

describe('network tasks (commerce-core §4 network tasks; issue 16.1)', () => {
  it('a task whose cartId is null recreates the server cart and is sent with the new id', async () => {
    let refuse = true;
    const { shop, http } = shopWorld({
      routes: {
        'POST cart/create': () =>
          refuse ? { status: 500, code: 500, result: 'down' } : { result: 'recreated-cart' },
      },
    });
    await shop.start();
    await shop.settled();
    expect(shop.cart.isConnected()).toBe(false);
    refuse = false;
    await shop.queue.queue({
      url: 'cart/update',
      payload: {
        method: 'POST',
        query: { token: '{{token}}', cartId: '{{cartId}}' },
        body: { cartItem: { sku: 'BAT-1', qty: 1 } },
      },
    });
    const sent = () => http.callsTo('POST cart/update').length > 0;
    for (let i = 0; i < 40 && !sent(); i += 1) {
      await shop.queue.drain();
      await ticks(5);
    }
    expect(shop.cart.getState().cartServerToken).toBe('recreated-cart');
    expect(http.callsTo('POST cart/update').map((c) => c.query?.cartId)).toContain('recreated-cart');
    expect(http.callsTo('POST cart/update').some((c) => c.query?.cartId === '')).toBe(false);
    await shop.settled();
    shop.stop();
  });
});

describe("a queued stock check's callback (commerce-core §4 network tasks: store: callbacks; stock sync)", () => {
  it("store:cart/stockSync reaches the shop's cart: an out-of-stock answer marks its line 'Out of the stock!'", async () => {
    const { shop } = shopWorld({
      state: { cart: { cartItems: [line] } },
      routes: { 'GET stock/check': () => ({ result: { is_in_stock: false, qty: 0 } }) },
    });
    await shop.start();
    await shop.settled();
    await queueStockCheck(shop.queue, { sku: 'BAT-1' });
    await shop.queue.drain();
    await shop.cart.whenIdle();
    expect(shop.cart.getState().cartItems.find((i) => i.sku === 'BAT-1')?.errors?.stock).toBe(
      'Out of the stock!',
    );
    shop.stop();
  });
});

describe('offline orders at start-up (accounts-content §4 offline orders)', () => {
  it('held orders a reload left start the offline-order flow: back online, the shopper is asked to confirm them', async () => {
    const { buildOrder, createOrderOutbox, offlineOrderConfirmationEvent } = await import('@kauppa/checkout');
    const { createShopApi } = await import('@kauppa/contract');
    const { createFakeShopHttp, createSequentialIds, createSystemClock } = await import('@kauppa/ports');
    const address = {
      firstName: 'Aino',
      lastName: 'Virtanen',
      country: 'FI',
      streetAddress: 'Mannerheimintie 1',
      apartmentNumber: 'A 3',
      city: 'Helsinki',
      zipCode: '00100',
    };
    const built = buildOrder({
      orderId: 'held-1',
      items: [{ ...line, qty: 1 }],
      personalDetails: {
        firstName: 'Aino',
        lastName: 'Virtanen',
        emailAddress: 'a@b.fi',
        createAccount: false,
      },
      shippingDetails: { ...address, shippingMethod: 'flatrate', shippingCarrier: 'flatrate' },
      paymentDetails: { ...address, paymentMethod: 'cashondelivery' },
      createdAt: '2026-01-01T00:00:00.000Z',
      config: defaultShopConfig,
    });
    if (!built.ok) throw new Error(built.message.id);
    const { shop, collections, connectivity, bus } = shopWorld({ online: false });
    // The visit before this one held the order (same storage).
    await createOrderOutbox({
      collections,
      api: createShopApi({ http: createFakeShopHttp() }),
      clock: createSystemClock(),
      ids: createSequentialIds(),
    }).hold(built.value);
    const asked: unknown[] = [];
    bus.on(offlineOrderConfirmationEvent, (payload) => asked.push(payload));
    await shop.start();
    await shop.settled();
    connectivity.setOnline(true);
    for (let i = 0; i < 40 && asked.length === 0; i += 1) await ticks(5);
    expect(asked).toHaveLength(1);
    expect((asked[0] as { orders: Array<{ order_id: string }> }).orders.map((o) => o.order_id)).toEqual([
      'held-1',
    ]);
    await shop.settled();
    shop.stop();
  });
});

describe('createShop: stop() leaves nothing running (issue 30.5)', () => {
  it('defect: a notification shown before stop() kept its 5 s timer — stop() clears every timer', async () => {
    const clock = createSimulatedClock();
    const { shop } = shopWorld({ clock });
    await shop.start();
    shop.notifications.notify({ type: 'success', message: { id: 'Product has been added to the cart!' } });
    expect(clock.pendingTimers()).toBeGreaterThan(0);
    shop.stop();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('defect: a crossTab channel stayed open after stop() (a BroadcastChannel keeps Node alive) — it is closed', async () => {
    const [mine] = channelPair();
    let closed = 0;
    const { shop } = shopWorld({
      crossTab: {
        ...mine,
        close: () => {
          closed += 1;
        },
      },
    });
    await shop.start();
    shop.stop();
    expect(closed).toBe(1);
  });
});

describe('createShop: the required ports are checked up front (issue 30.5)', () => {
  const ports = () => ({
    http: createFakeShopHttp(),
    collections: createMemoryCollections(),
    clock: createSystemClock(),
    connectivity: createFakeConnectivity(true),
  });

  for (const port of ['http', 'collections', 'clock', 'connectivity'] as const) {
    it(`defect: a missing ${port} port failed late — createShop throws a MissingPortError naming it`, () => {
      const given = { ...ports(), [port]: undefined } as unknown as ShopPorts;
      const create = () => createShop({ ports: given, brandStoreCode: 'battery' });
      expect(create).toThrow(MissingPortError);
      expect(create).toThrow(`ports.${port}`);
    });
  }

  it('a port missing one of its functions is named with the function', () => {
    const given = { ...ports(), clock: { now: () => 0 } } as unknown as ShopPorts;
    expect(() => createShop({ ports: given, brandStoreCode: 'battery' })).toThrow('ports.clock.setTimeout');
  });

  it('defect: a missing brandStoreCode searched the kauppa_undefined index — createShop refuses it', () => {
    const create = () => createShop({ ports: ports(), brandStoreCode: undefined as unknown as string });
    expect(create).toThrow(MissingPortError);
    expect(create).toThrow('brandStoreCode');
  });
});
