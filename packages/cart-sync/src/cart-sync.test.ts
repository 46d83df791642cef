import { createMemoryCollections } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createFakeShop, product, setupCart, tableStock } from '../test/support.ts';
import { cartStorageKeys } from './index.ts';

const tabIds = (name: string) => ({ next: (prefix = '') => `${prefix}${name}` });

const sorted = (items: ReadonlyArray<{ sku: string; qty: number }>) =>
  items.map((i) => `${i.sku}×${i.qty}`).sort();

describe('cart persistence (commerce-core §4 cart actions)', () => {
  it('persists items, server token and hash to the cart collection before acknowledging', async () => {
    const { cart, collections } = setupCart({ stock: tableStock() });
    await cart.ready;
    await cart.addItem(product('AA-4'), { qty: 2 });
    const stored = await collections.collection('cart').get(cartStorageKeys.current);
    expect(stored).toMatchObject({ cartItems: [{ sku: 'AA-4', qty: 2 }], cartServerToken: undefined });
  });

  it('a failed storage write of the cart is logged and the action completes in memory (issue 16.9)', async () => {
    const collections = createMemoryCollections();
    const { cart, logger } = setupCart({ collections, stock: tableStock() });
    await cart.ready;
    collections.setQuotaExceeded('cart', true);
    const result = await cart.addItem(product('AA-4'), { qty: 2 });
    expect(result.added.map((i) => i.sku)).toEqual(['AA-4']);
    expect(cart.getState().cartItems.map((i) => `${i.sku}×${i.qty}`)).toEqual(['AA-4×2']);
    expect(logger.at('error').map((e) => e.message)).toContain('Cart could not be persisted');
    await expect(cart.removeItem({ sku: 'AA-4' })).resolves.toEqual({ status: 'queued' });
  });

  it('after a failed storage write the cart is persisted again on the next change (issue 16.9)', async () => {
    const collections = createMemoryCollections();
    const { cart } = setupCart({ collections, stock: tableStock() });
    await cart.ready;
    collections.setQuotaExceeded('cart', true);
    await cart.addItem(product('AA-4'), { qty: 2 });
    collections.setQuotaExceeded('cart', false);
    await cart.toggleMiniCart(true);
    await cart.whenIdle();
    const stored = await collections.collection('cart').get(cartStorageKeys.current);
    expect(stored).toMatchObject({ cartItems: [{ sku: 'AA-4', qty: 2 }] });
  });

  it('restores the stored cart on start', async () => {
    const collections = createMemoryCollections();
    await collections.collection('cart').set(cartStorageKeys.current, {
      cartItems: [{ sku: 'AA-4', qty: 3 }],
      cartServerToken: undefined,
      cartItemsHash: undefined,
    });
    const { cart } = setupCart({ collections });
    await cart.ready;
    expect(cart.getState().cartItems).toEqual([{ sku: 'AA-4', qty: 3 }]);
    expect(cart.status()).toBe('disconnected');
  });

  it('two tabs hold one cart: a change in one tab is reloaded in the other', async () => {
    const collections = createMemoryCollections();
    const shop = createFakeShop();
    const a = setupCart({ collections, shop, stock: tableStock(), ids: tabIds('a') }).cart;
    const b = setupCart({ collections, shop, stock: tableStock(), ids: tabIds('b') }).cart;
    await Promise.all([a.ready, b.ready]);
    await a.addItem(product('AA-4'));
    await b.whenIdle();
    expect(b.getState().cartItems.map((i) => i.sku)).toEqual(['AA-4']);
    await b.removeItem({ sku: 'AA-4' });
    await a.whenIdle();
    expect(a.getState().cartItems).toEqual([]);
  });
});

describe('add to cart through the cart (commerce-core §4, §8)', () => {
  it('checks stock first and refuses out of stock with an error notification', async () => {
    const stock = tableStock({ 'AA-4': { status: 'out_of_stock' } });
    const { cart, notifier } = setupCart({ stock });
    const result = await cart.addItem(product('AA-4'));
    expect(stock.checked).toEqual(['AA-4']);
    expect(result.added).toEqual([]);
    expect(notifier.notifications.map((n) => [n.type, n.message.id])).toEqual([
      ['error', 'The product is out of stock and cannot be added to the cart!'],
    ]);
    expect(cart.getState().cartItems).toEqual([]);
  });

  it('notifies "Product has been added to the cart!", then "Product quantity has been updated!"', async () => {
    const { cart, notifier } = setupCart({ stock: tableStock() });
    await cart.addItem(product('AA-4'));
    await cart.addItem(product('AA-4'));
    expect(notifier.ids()).toEqual([
      'Product has been added to the cart!',
      'Product quantity has been updated!',
    ]);
    expect(cart.itemsCount()).toBe(2);
  });

  it('counts lines in the mini cart when configured so', async () => {
    const { cart } = setupCart({ stock: tableStock(), config: { cart: { minicartCountType: 'items' } } });
    await cart.addItem(product('AA-4'), { qty: 3 });
    expect(cart.itemsCount()).toBe(1);
  });

  it('shows the product errors as error notifications and adds nothing', async () => {
    const { cart, notifier } = setupCart({ stock: tableStock() });
    await cart.addItem(product('AA-4', { price_incl_tax: -2 }));
    expect(notifier.notifications.map((n) => [n.type, n.message.id])).toEqual([
      ['error', 'Product price is unknown, product cannot be added to the cart!'],
    ]);
  });
});

describe('cart sync machine (commerce-core §4 cart sync)', () => {
  it('a token request answering 200 is followed by a sync; the cart is connected and pushed', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    await cart.addItem(product('AA-4'), { qty: 2 });
    await cart.connect();
    await cart.whenIdle();
    expect(cart.status()).toBe('connected');
    expect(cart.isConnected()).toBe(true);
    expect(shop.http.calls.slice(0, 3).map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST cart/create',
      'GET cart/pull',
      'POST cart/update',
    ]);
    expect(sorted(shop.carts.get('guest-cart-1') ?? [])).toEqual(['AA-4×2']);
    expect(cart.getState().cartItems[0]).toMatchObject({ server_item_id: 1, quote_id: 'guest-cart-1' });
    expect(cart.isSyncRequired()).toBe(false);
  });

  it('pushes every later local change to the server cart', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    await cart.connect();
    await cart.addItem(product('AA-4'));
    await cart.addItem(product('C-2'));
    await cart.updateQuantity({ sku: 'AA-4' }, '4');
    await cart.removeItem({ sku: 'C-2' });
    await cart.whenIdle();
    expect(sorted(shop.carts.get('guest-cart-1') ?? [])).toEqual(['AA-4×4']);
    expect(sorted(cart.getState().cartItems)).toEqual(['AA-4×4']);
  });

  it('syncs the totals after a sync', async () => {
    const { cart } = setupCart({ stock: tableStock() });
    await cart.addItem(product('AA-4'), { qty: 2 });
    await cart.connect();
    await cart.whenIdle();
    expect(cart.getState().platformTotals?.grand_total).toBe(20);
    expect(cart.isTotalsSyncRequired()).toBe(false);
  });

  it('syncs the totals after every merge, also two within one millisecond (commerce-core §4 totals sync)', async () => {
    const { cart } = setupCart({ stock: tableStock() });
    await cart.connect();
    await cart.whenIdle();
    expect(cart.getState().platformTotals?.grand_total).toBe(0);
    await cart.addItem(product('AA-4'), { qty: 3 });
    await cart.whenIdle();
    expect(cart.getState().platformTotals?.grand_total).toBe(30);
  });

  it('an explicit sync with nothing changed since the last one pulls nothing (commerce-core §4 cart sync)', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    await cart.addItem(product('AA-4'));
    await cart.connect();
    await cart.whenIdle();
    const pulls = shop.http.callsTo('GET cart/pull').length;
    await cart.sync();
    await cart.whenIdle();
    expect(shop.http.callsTo('GET cart/pull')).toHaveLength(pulls);
  });

  it('a forced explicit sync pulls the server cart even with nothing changed (commerce-core §4 cart sync)', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    await cart.addItem(product('AA-4'));
    await cart.connect();
    await cart.whenIdle();
    const pulls = shop.http.callsTo('GET cart/pull').length;
    await cart.sync({ forceSync: true });
    await cart.whenIdle();
    expect(shop.http.callsTo('GET cart/pull')).toHaveLength(pulls + 1);
  });

  it('a merge that changed nothing since the last totals sync does not sync the totals again (commerce-core §4 totals sync)', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    await cart.addItem(product('AA-4'));
    await cart.connect();
    await cart.whenIdle();
    const totals = shop.http.callsTo('GET cart/totals').length;
    expect(totals).toBeGreaterThan(0);
    await cart.sync({ forceSync: true });
    await cart.whenIdle();
    expect(shop.http.callsTo('GET cart/totals')).toHaveLength(totals);
  });

  it('on 401 retries as a guest cart and counts the bypass', async () => {
    const { cart, shop, logger } = setupCart({ stock: tableStock() });
    shop.unauthorizedTokens.add('expired-token');
    await cart.connect({ userToken: 'expired-token' });
    await cart.whenIdle();
    const creates = shop.http.callsTo('POST cart/create');
    expect(creates.map((c) => c.query?.token)).toEqual(['expired-token', undefined]);
    expect(cart.status()).toBe('connected');
    expect(cart.getState()).toMatchObject({ cartServerToken: 'guest-cart-1', connectBypassCount: 1 });
    expect(logger.at('warn').map((e) => e.message)).toContain('Bypassing with guest cart 1');
  });

  it('only a 401 on cart create retries as a guest: a 500 does not bypass (commerce-core §4 cart sync)', async () => {
    const { cart, shop, logger } = setupCart({ stock: tableStock() });
    shop.http.route('POST cart/create', () => ({ status: 500, result: 'Internal error' }));
    await cart.connect({ userToken: 'anna' });
    expect(shop.http.callsTo('POST cart/create').map((c) => c.query?.token)).toEqual(['anna']);
    expect(cart.getState().connectBypassCount).toBe(0);
    expect(cart.status()).toBe('disconnected');
    expect(logger.at('error').map((e) => e.message)).toContain('Cart token request failed');
  });

  it('beyond the maximum bypass attempts the sync is skipped', async () => {
    const { cart, shop, logger } = setupCart({ stock: tableStock() });
    shop.http.route('POST cart/create', () => ({
      status: 401,
      result: 'Invalid token - need to be revalidated',
    }));
    await cart.connect({ userToken: 'anything' });
    expect(shop.http.callsTo('POST cart/create')).toHaveLength(2); // one bypass (config.cart.maxBypassAttempts = 1)
    expect(cart.status()).toBe('skipped');
    expect(cart.isConnected()).toBe(false);
    expect(logger.at('warn').map((e) => e.message)).toContain(
      'Cart sync skipped: no server cart after the maximum bypass attempts',
    );
  });

  it('after a bypass to a guest cart the next connect with the customer token returns to the customer cart and merges the lines (issue 28.4, connectActions.ts authorize)', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    shop.customerCarts.set('t', 'customer-cart');
    shop.carts.set('customer-cart', []);
    shop.unauthorizedTokens.add('t');
    await cart.connect({ userToken: 't' });
    expect(cart.getState().cartServerToken).toMatch(/^guest-cart-/);
    await cart.addItem(product('AA-4'), { qty: 2 });
    await cart.whenIdle();
    shop.unauthorizedTokens.delete('t');
    // A reload of the signed-in session (the bypass threshold has not passed).
    await cart.synchronize({ userToken: 't' });
    await cart.whenIdle();
    expect(shop.http.callsTo('POST cart/create').map((c) => c.query?.token)).toEqual(['t', undefined, 't']);
    expect(cart.getState().cartServerToken).toBe('customer-cart');
    expect(sorted(shop.carts.get('customer-cart') ?? [])).toEqual(['AA-4×2']);
  });

  it('within 24 minutes of a bypass a second refusal is not bypassed again; after the threshold the bypass attempts start again (commerce-core §9)', async () => {
    const { cart, shop, clock } = setupCart({ stock: tableStock() });
    shop.unauthorizedTokens.add('t');
    await cart.connect({ userToken: 't' });
    clock.increment(1_440_000 - 1);
    await cart.connect({ userToken: 't' });
    expect(shop.http.callsTo('POST cart/create').map((c) => c.query?.token)).toEqual(['t', undefined, 't']);
    expect(cart.status()).toBe('skipped');
    clock.increment(1);
    await cart.connect({ userToken: 't' });
    expect(shop.http.callsTo('POST cart/create').map((c) => c.query?.token)).toEqual([
      't',
      undefined,
      't',
      't',
      undefined,
    ]);
    expect(cart.getState().connectBypassCount).toBe(1);
  });

  it('401 mid-sync: the pull is refused, the cart bypasses with a guest cart', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    await cart.connect({ userToken: 'anna' });
    await cart.whenIdle();
    shop.unauthorizedTokens.add('anna');
    await cart.addItem(product('AA-4'));
    await cart.whenIdle();
    expect(cart.getState().cartServerToken).toMatch(/^guest-cart-/);
    expect(cart.getState().connectBypassCount).toBe(1);
    const guestCart = shop.carts.get(String(cart.getState().cartServerToken));
    expect(sorted(guestCart ?? [])).toEqual(['AA-4×1']);
  });

  it('once the token refresh failed (session expired) a refused sync sends nothing: no guest cart takes the pending line (issue 28.5, commerce-core §4 token refresh)', async () => {
    const { cart, shop, queue } = setupCart({ stock: tableStock() });
    await cart.connect({ userToken: 'anna' });
    await cart.whenIdle();
    // The refresh token is spent: the refresh fails and the lock stays at -1.
    queue.tokenRefresh.send({ type: 'token.invalid' });
    await waitFor(queue.tokenRefresh, (s) => s.context.lock < 0);
    shop.unauthorizedTokens.add('anna');
    await cart.addItem(product('AA-4'));
    await cart.whenIdle();
    expect(shop.http.callsTo('POST cart/create').map((c) => c.query?.token)).toEqual(['anna']);
    expect(shop.http.callsTo('POST cart/update')).toHaveLength(0);
    expect(cart.getState().connectBypassCount).toBe(0);
  });

  it("login merges the guest cart into the customer's: server-only added locally, client-only pushed, one side per line", async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    shop.customerCarts.set('anna', 'anna-cart');
    shop.carts.set('anna-cart', [
      { item_id: 501, sku: 'B', qty: 3, quote_id: 'anna-cart' },
      { item_id: 502, sku: 'C', qty: 1, quote_id: 'anna-cart' },
    ]);
    await cart.connect();
    await cart.addItem(product('A'), { qty: 2 });
    await cart.addItem(product('B'));
    await cart.whenIdle();
    await cart.connect({ userToken: 'anna' });
    await cart.whenIdle();
    expect(cart.getState().cartServerToken).toBe('anna-cart');
    expect(sorted(cart.getState().cartItems)).toEqual(['A×2', 'B×1', 'C×1']);
    expect(sorted(shop.carts.get('anna-cart') ?? [])).toEqual(sorted(cart.getState().cartItems));
  });

  it('a failed item update removes a new item, or restores the previous quantity (commerce-core §4, §8)', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    await cart.connect();
    await cart.addItem(product('AA-4'), { qty: 2 });
    await cart.whenIdle();
    shop.failingSkus.add('AA-4');
    await cart.updateQuantity({ sku: 'AA-4' }, 5);
    await cart.whenIdle();
    expect(sorted(cart.getState().cartItems)).toEqual(['AA-4×2']);
    shop.failingSkus.add('NEW');
    await cart.addItem(product('NEW'));
    await cart.whenIdle();
    expect(sorted(cart.getState().cartItems)).toEqual(['AA-4×2']);
  });

  it('issue 14.2: a change the server refuses is told to the shopper with the server message (commerce-core §8)', async () => {
    const { cart, shop, notifier } = setupCart({ stock: tableStock() });
    await cart.connect();
    await cart.whenIdle();
    shop.failingSkus.add('NEW');
    await cart.addItem(product('NEW'));
    await cart.whenIdle();
    const errors = notifier.notifications.filter((n) => n.type === 'error');
    expect(errors.map((n) => n.message.id)).toEqual(['Product that you are trying to add is not available.']);
    expect(cart.getState().cartItems).toEqual([]);
  });

  it("issue 27.2: Magento's internal refusal of a cart item's data object is not the shopper's text: the general message is shown", async () => {
    const { cart, shop, notifier } = setupCart({ stock: tableStock() });
    await cart.connect();
    await cart.whenIdle();
    // What the platform passes on from Magento 2.3 (src/api/cart.ts `apiError`).
    shop.http.route('POST cart/update', () => ({
      status: 500,
      result:
        'Property "Label" does not have accessor method "getLabel" in class "Magento\\ConfigurableProduct\\Api\\Data\\ConfigurableItemOptionValueInterface".',
    }));
    await cart.addItem(product('NEW'));
    await cart.whenIdle();
    const errors = notifier.notifications.filter((n) => n.type === 'error');
    expect(errors.map((n) => n.message.id)).toEqual(['Something went wrong. Try again in a few seconds.']);
  });

  it('with serverMergeByDefault off the sync after connect only reports (dry run)', async () => {
    const { cart, shop, logger } = setupCart({
      stock: tableStock(),
      config: { cart: { serverMergeByDefault: false } },
    });
    await cart.addItem(product('AA-4'));
    await cart.connect();
    expect(shop.http.callsTo('POST cart/update')).toHaveLength(0);
    expect(logger.at('info').map((e) => e.message)).toContain(
      'Cart merge (dry run, config.cart.serverMergeByDefault is off)',
    );
  });
});

describe('start-up sync: the cart token storage (commerce-core §4 cart sync; issue 14.3)', () => {
  it('a cart restored with a server token pulls that cart and creates no other', async () => {
    const collections = createMemoryCollections();
    const shop = createFakeShop();
    const first = setupCart({ collections, shop, stock: tableStock(), ids: tabIds('a') }).cart;
    await first.addItem(product('AA-4'), { qty: 2 });
    await first.synchronize();
    await first.whenIdle();
    first.stop();
    const reloaded = setupCart({ collections, shop, stock: tableStock(), ids: tabIds('b') }).cart;
    await reloaded.synchronize();
    await reloaded.whenIdle();
    const creates = shop.http.calls.filter((c) => c.path === 'cart/create');
    expect(creates).toHaveLength(1);
    expect(reloaded.getState().cartServerToken).toBe('guest-cart-1');
    expect(reloaded.status()).toBe('connected');
    expect(sorted(shop.carts.get('guest-cart-1') ?? [])).toEqual(['AA-4×2']);
  });

  it('a cart without a server token connects and creates one', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    await cart.synchronize();
    await cart.whenIdle();
    expect(shop.http.calls.map((c) => `${c.method} ${c.path}`)[0]).toBe('POST cart/create');
    expect(cart.isConnected()).toBe(true);
  });

  it('a stored server cart the server no longer has is replaced by a new guest cart (bypass)', async () => {
    const collections = createMemoryCollections();
    await collections.collection('cart').set(cartStorageKeys.current, {
      cartItems: [{ sku: 'AA-4', qty: 1 }],
      cartServerToken: 'gone-cart',
      cartItemsHash: undefined,
    });
    const { cart, shop } = setupCart({ collections, stock: tableStock() });
    await cart.synchronize();
    await cart.whenIdle();
    expect(shop.http.calls.map((c) => `${c.method} ${c.path}`).slice(0, 2)).toEqual([
      'GET cart/pull',
      'POST cart/create',
    ]);
    expect(cart.getState().cartServerToken).toBe('guest-cart-1');
  });
});

describe('coupons (commerce-core §7, §8)', () => {
  it('applies a valid coupon and refreshes the totals', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    await cart.connect();
    expect(await cart.applyCoupon('SAVE10')).toEqual({ status: 'applied' });
    expect(shop.http.callsTo('POST cart/apply-coupon')[0]?.query?.coupon).toBe('SAVE10');
    expect(await cart.removeCoupon()).toEqual({ status: 'removed' });
    expect(shop.http.callsTo('POST cart/delete-coupon')).toHaveLength(1);
  });

  it('a coupon the server refuses: "The coupon code isn\'t valid"', async () => {
    const { cart, notifier } = setupCart({ stock: tableStock() });
    await cart.connect();
    expect((await cart.applyCoupon('NOPE')).status).toBe('refused');
    expect(notifier.notifications.map((n) => [n.type, n.message.id])).toEqual([
      ['error', "The coupon code isn't valid"],
    ]);
  });

  it('an empty coupon code: "You\'ve entered an incorrect coupon code"', async () => {
    const { cart, notifier } = setupCart({ stock: tableStock() });
    await cart.connect();
    expect((await cart.applyCoupon('  ')).status).toBe('refused');
    expect(notifier.ids()).toEqual(["You've entered an incorrect coupon code"]);
  });

  it('an unknown code the server calls incorrect: "You\'ve entered an incorrect coupon code"', async () => {
    const { cart, shop, notifier } = setupCart({ stock: tableStock() });
    shop.http.route('POST cart/apply-coupon', () => ({
      status: 400,
      result: "You've entered an incorrect coupon code",
    }));
    await cart.connect();
    expect((await cart.applyCoupon('NOPE')).status).toBe('refused');
    expect(notifier.ids()).toEqual(["You've entered an incorrect coupon code"]);
  });
});

describe('shipping and payment methods (commerce-core §4, §7)', () => {
  it('loads the server methods, marked as server methods', async () => {
    const { cart } = setupCart({ stock: tableStock() });
    await cart.connect();
    expect(await cart.loadPaymentMethods()).toEqual([
      { code: 'checkmo', title: 'Check / Money order', is_server_method: true },
    ]);
    const shipping = await cart.loadShippingMethods({ country_id: 'FI' });
    expect(shipping[0]).toMatchObject({ carrier_code: 'flatrate', is_server_method: true });
  });
});

describe('deprecated actions (commerce-core §4: they log warnings)', () => {
  it('cart/serverPull, cart/refreshTotals, addMethod and replaceMethods log warnings', async () => {
    const { cart, logger } = setupCart({ stock: tableStock() });
    await cart.serverPull();
    await cart.refreshTotals();
    cart.payment.addMethod({ code: 'x', title: 'X' });
    cart.payment.replaceMethods([]);
    cart.shipping.addMethod({ carrier_code: 'c', method_code: 'm', amount: 1 });
    cart.shipping.replaceMethods([]);
    expect(logger.at('warn').map((e) => e.message)).toEqual([
      'The action cart/serverPull has been deprecated please change to cart/sync',
      'The action cart/refreshTotals has been deprecated please change to cart/syncTotals',
      'The action payment/addMethod has been deprecated please change to checkout/addPaymentMethod',
      'The action payment/replaceMethods has been deprecated please change to checkout/replacePaymentMethods',
      'The action shipping/addMethod has been deprecated please change to checkout/addShippingMethod',
      'The action shipping/replaceMethods has been deprecated please change to checkout/replaceShippingMethods',
    ]);
  });
});

describe('start-up sync of a signed-in customer (commerce-core §4 cart sync)', () => {
  it("a customer's session connects with the user token (the stored token may be a guest cart's)", async () => {
    const collections = createMemoryCollections();
    await collections.collection('cart').set(cartStorageKeys.current, {
      cartItems: [],
      cartServerToken: 'guest-cart-9',
      cartItemsHash: undefined,
    });
    const { cart, shop } = setupCart({ collections, stock: tableStock() });
    await cart.synchronize({ userToken: 'user-1' });
    await cart.whenIdle();
    expect(shop.http.calls.map((c) => `${c.method} ${c.path}`)[0]).toBe('POST cart/create');
  });
});
