import { ApiError, createFakeConnectivity } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { product, setupCart, tableStock } from '../test/support.ts';

const offline = (path: string) => () => new ApiError('network', `Network error on ${path}`, { path });

describe('cart syncs offline (commerce-core §4 connectivity, totals sync)', () => {
  it('a totals call failing on the network resolves, logs and keeps the last totals', async () => {
    const { cart, shop, logger } = setupCart({ stock: tableStock() });
    await cart.addItem(product('AA-4'), { qty: 2 });
    await cart.connect();
    await cart.whenIdle();
    expect(cart.getState().platformTotals?.grand_total).toBe(20);
    shop.http.route('GET cart/totals', offline('cart/totals'));
    await expect(cart.syncTotals({ forceServerSync: true })).resolves.toBeUndefined();
    expect(cart.getState().platformTotals?.grand_total).toBe(20);
    const entry = logger.at('warn').find((e) => e.message === 'Cart totals sync failed');
    expect(entry?.details).toEqual([expect.objectContaining({ message: 'Network error on cart/totals' })]);
  });

  it('totals failing after a merge leave no unhandled rejection and the cart idle', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    shop.http.route('GET cart/totals', offline('cart/totals'));
    await cart.connect();
    await cart.addItem(product('AA-4'));
    await expect(cart.whenIdle()).resolves.toBeUndefined();
    expect(cart.getState().cartItems.map((i) => i.sku)).toEqual(['AA-4']);
    expect(cart.status()).toBe('connected');
  });

  it('totals that failed offline are synced again once the connection returns', async () => {
    const connectivity = createFakeConnectivity(true);
    const { cart, shop } = setupCart({ stock: tableStock(), connectivity });
    await cart.connect();
    await cart.whenIdle();
    shop.http.route('GET cart/totals', offline('cart/totals'));
    connectivity.setOnline(false);
    await cart.addItem(product('AA-4'), { qty: 3 });
    await cart.whenIdle();
    expect(cart.getState().platformTotals?.grand_total).toBe(0);
    shop.http.route('GET cart/totals', () => ({
      result: { grand_total: 30, items: [], total_segments: [{ code: 'grand_total', value: 30 }] },
    }));
    connectivity.setOnline(true);
    await cart.whenIdle();
    expect(cart.getState().platformTotals?.grand_total).toBe(30);
    expect(cart.isTotalsSyncRequired()).toBe(false);
  });

  it('a connect failing on the network is tried again once the connection returns', async () => {
    const connectivity = createFakeConnectivity(true);
    const { cart, shop, logger } = setupCart({ stock: tableStock(), connectivity });
    shop.http.route('POST cart/create', offline('cart/create'));
    await cart.connect();
    expect(cart.status()).toBe('disconnected');
    expect(logger.at('error').map((e) => e.message)).toContain('Cart token request failed');
    connectivity.setOnline(false);
    shop.http.route('POST cart/create', () => ({ result: 'guest-cart-9' }));
    shop.carts.set('guest-cart-9', []);
    connectivity.setOnline(true);
    await cart.whenIdle();
    expect(cart.status()).toBe('connected');
    expect(cart.getState().cartServerToken).toBe('guest-cart-9');
  });

  it('a connect while offline sends nothing and connects once the connection returns (commerce-core §4 connectivity)', async () => {
    const connectivity = createFakeConnectivity(false);
    const { cart, shop } = setupCart({ stock: tableStock(), connectivity });
    await cart.connect();
    expect(shop.http.callsTo('POST cart/create')).toEqual([]);
    expect(cart.status()).toBe('disconnected');
    connectivity.setOnline(true);
    await cart.whenIdle();
    expect(shop.http.callsTo('POST cart/create')).toHaveLength(1);
    expect(cart.status()).toBe('connected');
  });

  it('a change made offline is not sent while offline and reaches the server cart once the connection returns (commerce-core §4 connectivity)', async () => {
    const connectivity = createFakeConnectivity(true);
    const { cart, shop } = setupCart({ stock: tableStock(), connectivity });
    await cart.connect();
    await cart.whenIdle();
    const sent = shop.http.calls.length;
    connectivity.setOnline(false);
    await cart.addItem(product('AA-4'), { qty: 2 });
    await cart.whenIdle();
    expect(shop.http.calls.slice(sent).map((c) => `${c.method} ${c.path}`)).toEqual([]);
    expect(cart.getState().cartItems.map((i) => `${i.sku}×${i.qty}`)).toEqual(['AA-4×2']);
    connectivity.setOnline(true);
    await cart.whenIdle();
    expect((shop.carts.get('guest-cart-1') ?? []).map((i) => `${i.sku}×${i.qty}`)).toEqual(['AA-4×2']);
    expect(cart.getState().platformTotals?.grand_total).toBe(20);
  });

  it('a line whose update loses the connection mid-merge stays in the cart (commerce-core §4 connectivity)', async () => {
    const connectivity = createFakeConnectivity(true);
    const { cart, shop } = setupCart({ stock: tableStock(), connectivity });
    await cart.connect();
    await cart.whenIdle();
    shop.http.route('POST cart/update', (request) => {
      connectivity.setOnline(false);
      return offline(request.path)();
    });
    await cart.addItem(product('AA-4'));
    await cart.whenIdle();
    expect(cart.getState().cartItems.map((i) => i.sku)).toEqual(['AA-4']);
  });

  it('applying a coupon offline answers "queued" and applies it once the connection returns (commerce-core §4 connectivity; issue 30.2)', async () => {
    const connectivity = createFakeConnectivity(true);
    const { cart, shop } = setupCart({ stock: tableStock(), connectivity });
    await cart.connect();
    await cart.whenIdle();
    connectivity.setOnline(false);
    await expect(cart.applyCoupon('SAVE10')).resolves.toEqual({ status: 'queued' });
    expect(shop.http.callsTo('POST cart/apply-coupon')).toEqual([]);
    connectivity.setOnline(true);
    await cart.whenIdle();
    expect(shop.http.callsTo('POST cart/apply-coupon')).toHaveLength(1);
  });
});
