import { ApiError, createFakeConnectivity } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { product, setupCart, tableStock } from '../test/support.ts';

// Issue 30.2: every cart action a front end calls answers what happened — done once the server
// cart confirmed it, `queued` while it waits for the connection, `refused` with the spec's reason
// and text. Never "done" before the server answered (the platform client answers its diff log
// after the sync: vue-storefront core/modules/cart/store/actions/itemActions.ts `removeItem`,
// quantityActions.ts `updateQuantity`, couponActions.ts).

const networkDown = (path: string) => () => new ApiError('network', `Network error on ${path}`, { path });
const somethingWentWrong = 'Something went wrong. Try again in a few seconds.';

/** A connected cart holding AA-4 × 2 on the server too. */
async function connectedCart(options: Parameters<typeof setupCart>[0] = {}) {
  const world = setupCart({ stock: tableStock(), ...options });
  await world.cart.connect();
  await world.cart.addItem(product('AA-4'), { qty: 2 });
  await world.cart.whenIdle();
  return world;
}

const serverLines = (world: Awaited<ReturnType<typeof connectedCart>>) =>
  [...world.shop.carts.values()].flat().map((line) => `${line.sku}×${line.qty}`);

describe('removeItem answers what happened (issue 30.2; commerce-core §4 cart sync)', () => {
  it('"removed" once the server cart deleted the line (itemActions.ts removeItem: the sync\'s answer)', async () => {
    const world = await connectedCart();
    const outcome = await world.cart.removeItem({ sku: 'AA-4' });
    expect(outcome).toEqual({ status: 'removed' });
    expect(serverLines(world)).toEqual([]);
    expect(world.cart.getState().cartItems).toEqual([]);
  });

  it('offline: "queued", not "removed" — the server still holds the line until the connection returns (commerce-core §4 connectivity)', async () => {
    const connectivity = createFakeConnectivity(true);
    const world = await connectedCart({ connectivity });
    connectivity.setOnline(false);
    const outcome = await world.cart.removeItem({ sku: 'AA-4' });
    expect(outcome).toEqual({ status: 'queued' });
    expect(world.shop.http.callsTo('POST cart/delete')).toEqual([]);
    connectivity.setOnline(true);
    await world.cart.whenIdle();
    expect(serverLines(world)).toEqual([]);
  });

  it('defect: a line removed offline came back when the connection returned — the retried sync forces the client state (commerce-core §4 cart sync)', async () => {
    const connectivity = createFakeConnectivity(true);
    const world = await connectedCart({ connectivity });
    connectivity.setOnline(false);
    await world.cart.removeItem({ sku: 'AA-4' });
    connectivity.setOnline(true);
    await world.cart.whenIdle();
    expect(world.cart.getState().cartItems).toEqual([]);
  });

  it('a line the cart does not hold is refused ("not-in-cart"), nothing is sent', async () => {
    const world = await connectedCart();
    const before = world.shop.http.calls.length;
    const outcome = await world.cart.removeItem({ sku: 'NO-SUCH' });
    expect(outcome).toEqual({ status: 'refused', reason: 'not-in-cart' });
    expect(world.shop.http.calls.length).toBe(before);
  });

  it('a delete the server refuses is refused with its text, and the line is back in the cart (commerce-core §8 cart sync)', async () => {
    const world = await connectedCart();
    world.shop.http.route('POST cart/delete', () => ({ status: 400, result: 'The cart is locked.' }));
    const outcome = await world.cart.removeItem({ sku: 'AA-4' });
    expect(outcome).toEqual({
      status: 'refused',
      reason: 'server-refused',
      message: { id: 'The cart is locked.' },
    });
    expect(world.cart.getState().cartItems.map((i) => `${i.sku}×${i.qty}`)).toEqual(['AA-4×2']);
    expect(world.notifier.ids()).toContain('The cart is locked.');
  });

  it('with cart sync off the local cart is the cart: "removed"', async () => {
    const { cart } = setupCart({ stock: tableStock(), config: { cart: { synchronize: false } } });
    await cart.addItem(product('AA-4'));
    expect(await cart.removeItem({ sku: 'AA-4' })).toEqual({ status: 'removed' });
  });
});

describe('quantity changes answer what happened (issue 30.2; accounts-content §5 quantity rule; commerce-core §4)', () => {
  it('updateQuantity: "updated" once the server took the quantity', async () => {
    const world = await connectedCart();
    const outcome = await world.cart.updateQuantity({ sku: 'AA-4' }, 5);
    expect(outcome).toEqual({ status: 'updated', qty: 5 });
    expect(serverLines(world)).toEqual(['AA-4×5']);
  });

  it('updateQuantity the server refuses: "refused" with its text, the previous quantity restored (commerce-core §4: after a failed item update the previous quantity is restored)', async () => {
    const world = await connectedCart();
    world.shop.failingSkus.add('AA-4');
    const outcome = await world.cart.updateQuantity({ sku: 'AA-4' }, 5);
    expect(outcome).toEqual({
      status: 'refused',
      reason: 'server-refused',
      qty: 2,
      message: { id: 'Product that you are trying to add is not available.' },
    });
    expect(world.cart.getState().cartItems.map((i) => `${i.sku}×${i.qty}`)).toEqual(['AA-4×2']);
  });

  it('changeQuantity offline: "queued" with the new quantity, not "updated"', async () => {
    const connectivity = createFakeConnectivity(true);
    const world = await connectedCart({ connectivity });
    connectivity.setOnline(false);
    const outcome = await world.cart.changeQuantity({ sku: 'AA-4', qty: 2 }, '3');
    expect(outcome).toEqual({ status: 'queued', qty: 3 });
  });

  it('changeQuantity of 0: "refused" (invalid-quantity) with \'Quantity must be above 0.\' (accounts-content §5)', async () => {
    const world = await connectedCart();
    const outcome = await world.cart.changeQuantity({ sku: 'AA-4', qty: 2 }, '0');
    expect(outcome).toEqual({
      status: 'refused',
      reason: 'invalid-quantity',
      qty: 2,
      message: { id: 'Quantity must be above 0.' },
    });
  });

  it('changeQuantity beyond the stock: "refused" (stock) with \'Only {maxQuantity} products of this type are available\' (commerce-core §8)', async () => {
    const world = await connectedCart({ stock: tableStock({ 'AA-4': { status: 'ok', qty: 3 } }) });
    const outcome = await world.cart.changeQuantity({ sku: 'AA-4', qty: 2 }, '9');
    expect(outcome).toEqual({
      status: 'refused',
      reason: 'stock',
      qty: 2,
      message: { id: 'Only {maxQuantity} products of this type are available', params: { maxQuantity: 3 } },
    });
    expect(serverLines(world)).toEqual(['AA-4×2']);
  });

  it('changeQuantity to the quantity it has: "unchanged"', async () => {
    const world = await connectedCart();
    expect(await world.cart.changeQuantity({ sku: 'AA-4', qty: 2 }, '2')).toEqual({
      status: 'unchanged',
      qty: 2,
    });
  });

  it('changeQuantity on volatile stock: "updated" with the pre-reservation warning as its message (commerce-core §4 stock check)', async () => {
    const world = await connectedCart({ stock: tableStock({ 'AA-4': { status: 'volatile' } }) });
    const outcome = await world.cart.changeQuantity({ sku: 'AA-4', qty: 2 }, '4');
    expect(outcome).toEqual({
      status: 'updated',
      qty: 4,
      message: {
        id: 'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
      },
    });
  });

  it('changeQuantity of a line the cart does not hold: "refused" (not-in-cart)', async () => {
    const world = await connectedCart();
    const outcome = await world.cart.changeQuantity({ sku: 'NO-SUCH', qty: 1 }, '2');
    expect(outcome).toEqual({ status: 'refused', reason: 'not-in-cart', qty: 1 });
  });
});

describe('coupons answer what happened (issue 30.2; commerce-core §7, §8; couponActions.ts)', () => {
  it('applyCoupon: "applied" once the server took the code and the totals followed', async () => {
    const world = await connectedCart();
    expect(await world.cart.applyCoupon('SAVE10')).toEqual({ status: 'applied' });
  });

  it('a code the server refuses: "refused" (not-valid) with "The coupon code isn\'t valid"', async () => {
    const world = await connectedCart();
    expect(await world.cart.applyCoupon('NOPE')).toEqual({
      status: 'refused',
      reason: 'not-valid',
      message: { id: "The coupon code isn't valid" },
    });
  });

  it('an empty code: "refused" (incorrect) with "You\'ve entered an incorrect coupon code", nothing sent', async () => {
    const world = await connectedCart();
    expect(await world.cart.applyCoupon('  ')).toEqual({
      status: 'refused',
      reason: 'incorrect',
      message: { id: "You've entered an incorrect coupon code" },
    });
    expect(world.shop.http.callsTo('POST cart/apply-coupon')).toEqual([]);
  });

  it('a second refusal answers again although the notification shows it once (commerce-core §9 notifications)', async () => {
    const world = await connectedCart();
    const first = await world.cart.applyCoupon('NOPE');
    const second = await world.cart.applyCoupon('NOPE');
    expect(second).toEqual(first);
    expect(second.status).toBe('refused');
  });

  it('no answer (the network failed): "refused" (no-answer) with \'Something went wrong…\', never a rejection (accounts-content §8 general)', async () => {
    const world = await connectedCart();
    world.shop.http.route('POST cart/apply-coupon', networkDown('cart/apply-coupon'));
    expect(await world.cart.applyCoupon('SAVE10')).toEqual({
      status: 'refused',
      reason: 'no-answer',
      message: { id: somethingWentWrong },
    });
  });

  it('a cart with no server cart online: "refused" (no-server-cart), not "incorrect code"', async () => {
    const { cart } = setupCart({ stock: tableStock() });
    await cart.ready;
    expect(await cart.applyCoupon('SAVE10')).toEqual({
      status: 'refused',
      reason: 'no-server-cart',
      message: { id: somethingWentWrong },
    });
  });

  it('removeCoupon: "removed" once the server deleted it', async () => {
    const world = await connectedCart();
    await world.cart.applyCoupon('SAVE10');
    expect(await world.cart.removeCoupon()).toEqual({ status: 'removed' });
  });

  it('removeCoupon the server refuses: "refused" (server-refused) with \'Something went wrong…\', said to the shopper', async () => {
    const world = await connectedCart();
    world.shop.http.route('POST cart/delete-coupon', () => ({ status: 500, result: 'Internal Error' }));
    expect(await world.cart.removeCoupon()).toEqual({
      status: 'refused',
      reason: 'server-refused',
      message: { id: somethingWentWrong },
    });
    expect(world.notifier.ids()).toContain(somethingWentWrong);
  });

  it('removeCoupon offline: "queued", sent when the connection returns', async () => {
    const connectivity = createFakeConnectivity(true);
    const world = await connectedCart({ connectivity });
    connectivity.setOnline(false);
    expect(await world.cart.removeCoupon()).toEqual({ status: 'queued' });
    connectivity.setOnline(true);
    await world.cart.whenIdle();
    expect(world.shop.http.callsTo('POST cart/delete-coupon')).toHaveLength(1);
  });
});

describe('addItem tells what the server cart made of the lines (issue 30.2; itemActions.ts addItems)', () => {
  it('offline: the line is in the cart and "queued", not confirmed (commerce-core §4 connectivity)', async () => {
    const connectivity = createFakeConnectivity(true);
    const world = await connectedCart({ connectivity });
    connectivity.setOnline(false);
    const result = await world.cart.addItem(product('C-2'));
    expect(result.added.map((i) => i.sku)).toEqual(['C-2']);
    expect(result.queued).toBe(true);
  });

  it('online: the server took the line — not queued, nothing refused', async () => {
    const world = await connectedCart();
    const result = await world.cart.addItem(product('C-2'));
    expect(result.queued).toBeUndefined();
    expect(result.refused).toBeUndefined();
    expect(serverLines(world)).toContain('C-2×1');
  });

  it('a line added while the cart is still connecting is confirmed by the merge that follows, not "queued"', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    const connecting = cart.connect();
    const result = await cart.addItem(product('C-2'));
    await connecting;
    expect(result.queued).toBeUndefined();
    expect([...shop.carts.values()].flat().map((line) => line.sku)).toEqual(['C-2']);
  });

  it('a cart emptied and disconnected (logout) gets a server cart for the next line, as the platform client creates one (connectActions.ts create): not "queued"', async () => {
    const world = await connectedCart();
    await world.cart.clear();
    expect(world.cart.isConnected()).toBe(false);
    const result = await world.cart.addItem(product('C-2'));
    expect(result.queued).toBeUndefined();
    expect(world.cart.isConnected()).toBe(true);
    const cartId = String(world.cart.getState().cartServerToken);
    expect(world.shop.carts.get(cartId)?.map((line) => line.sku)).toEqual(['C-2']);
  });

  it('a cart that never connected creates no server cart on its own: the line is "queued" until the shop connects it', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    const result = await cart.addItem(product('C-2'));
    expect(result.queued).toBe(true);
    expect(shop.http.callsTo('POST cart/create')).toEqual([]);
  });

  it('a line the server refuses is listed as refused with its text and is not in the cart (commerce-core §4: a failed item update removes the item)', async () => {
    const world = await connectedCart();
    world.shop.failingSkus.add('C-2');
    const result = await world.cart.addItem(product('C-2'));
    expect(result.refused).toEqual([
      {
        item: expect.objectContaining({ sku: 'C-2' }),
        message: { id: 'Product that you are trying to add is not available.' },
      },
    ]);
    expect(world.cart.getState().cartItems.map((i) => i.sku)).toEqual(['AA-4']);
  });
});
