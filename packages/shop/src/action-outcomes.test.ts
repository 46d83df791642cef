import { describe, expect, it } from 'vitest';
import { battery, shopWorld } from '../test/world.ts';

// Issue 30.2: every action a front end calls answers what happened — never "done" before the
// server cart confirmed it (the platform client answers its sync's diff log:
// vue-storefront core/modules/cart/store/actions/itemActions.ts addItems, removeItem).

const deleteRoute = {
  'POST cart/delete': () => ({ result: true }),
};

async function startedWorld(options: Parameters<typeof shopWorld>[0] = {}) {
  const world = shopWorld({ ...options, routes: { ...deleteRoute, ...options.routes } });
  await world.shop.start();
  await world.shop.settled();
  return world;
}

describe('addToCart answers what the server cart made of the line (issue 30.2; commerce-core §4 cart sync)', () => {
  it('offline: "queued", not "added" — the line waits for the connection (commerce-core §4 connectivity)', async () => {
    const { shop, connectivity } = await startedWorld();
    connectivity.setOnline(false);
    const outcome = await shop.addToCart({ sku: battery.sku, product: battery });
    expect(outcome.status).toBe('queued');
    expect(shop.cart.getState().cartItems.map((i) => i.sku)).toEqual([battery.sku]);
    shop.stop();
  });

  it('a line the server cart refuses: "refused" (server-refused) with the server\'s text, not in the cart', async () => {
    const { shop } = await startedWorld({
      routes: {
        'POST cart/update': () => ({
          status: 400,
          code: 400,
          result: 'Product that you are trying to add is not available.',
        }),
      },
    });
    const outcome = await shop.addToCart({ sku: battery.sku, product: battery });
    expect(outcome).toEqual({
      status: 'refused',
      reason: 'server-refused',
      message: { id: 'Product that you are trying to add is not available.' },
    });
    expect(shop.cart.getState().cartItems).toEqual([]);
    shop.stop();
  });
});

describe('removeFromCart answers what happened and tracks the removal (issue 30.2; accounts-content §4 tracking events)', () => {
  const tracked = (shop: Awaited<ReturnType<typeof startedWorld>>['shop']) => {
    const removed: string[] = [];
    shop.marketing.productRemovedFromCart = async (product) => {
      removed.push(product.sku);
    };
    return removed;
  };

  it('"removed" once the server cart deleted the line; "Removed from Cart Product" is tracked', async () => {
    const { shop, http } = await startedWorld();
    await shop.addToCart({ sku: battery.sku, product: battery });
    const removed = tracked(shop);
    const line = shop.cart.getState().cartItems[0];
    if (!line) throw new Error('no line');
    expect(await shop.removeFromCart(line)).toEqual({ status: 'removed' });
    expect(http.callsTo('POST cart/delete')).toHaveLength(1);
    expect(removed).toEqual([battery.sku]);
    shop.stop();
  });

  it('offline: "queued" — gone here, the server\'s delete waits for the connection', async () => {
    const { shop, connectivity } = await startedWorld();
    await shop.addToCart({ sku: battery.sku, product: battery });
    connectivity.setOnline(false);
    const line = shop.cart.getState().cartItems[0];
    if (!line) throw new Error('no line');
    expect(await shop.removeFromCart(line)).toEqual({ status: 'queued' });
    shop.stop();
  });

  it('a line the cart does not hold: "refused" (not-in-cart), nothing tracked', async () => {
    const { shop } = await startedWorld();
    const removed = tracked(shop);
    expect(await shop.removeFromCart({ sku: 'NO-SUCH', qty: 1 })).toEqual({
      status: 'refused',
      reason: 'not-in-cart',
    });
    expect(removed).toEqual([]);
    shop.stop();
  });
});
