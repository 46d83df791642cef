import { describe, expect, it } from 'vitest';
import { product, setupCart, tableStock } from '../test/support.ts';
import { cartSyncDiff, decideCartMerge } from './index.ts';

const skus = (items: ReadonlyArray<{ sku: string; qty: number }>) =>
  items.map((i) => `${i.sku}×${i.qty}`).sort();

/** A connected guest cart holding A×2 and B×1 while the server cart holds B×3 and C×1. */
async function diverged(config: NonNullable<Parameters<typeof setupCart>[0]>['config'] = {}) {
  const world = setupCart({ stock: tableStock(), config });
  const { cart, shop } = world;
  await cart.connect();
  await cart.addItem(product('A'), { qty: 2 });
  await cart.addItem(product('B'));
  await cart.whenIdle();
  const id = String(cart.getState().cartServerToken);
  shop.carts.set(id, [
    { item_id: 501, sku: 'B', qty: 3, quote_id: id },
    { item_id: 502, sku: 'C', qty: 1, quote_id: id },
  ]);
  return { ...world, id };
}

describe('a sync returns its diff: added, updated, removed, pushed (commerce-core §4 cart sync)', () => {
  it('lists the server lines added locally and the client lines pushed to the server', async () => {
    const { cart, shop, id } = await diverged();
    const diff = await cart.sync({ forceSync: true });
    expect(diff).toMatchObject({ synced: true, dryRun: false, removed: [], updated: [], refused: [] });
    expect(skus(diff.added)).toEqual(['C×1']);
    expect(skus(diff.pushed)).toEqual(['A×2', 'B×1']);
    expect(skus(shop.carts.get(id) ?? [])).toEqual(['A×2', 'B×1', 'C×1']);
  });

  it('lists the local quantities taken from the server and the local lines removed, when the configuration lets the server change them', async () => {
    const { cart } = await diverged({
      cart: { serverSyncCanModifyLocalItems: true, serverSyncCanRemoveLocalItems: true },
    });
    const diff = await cart.sync({ forceSync: true });
    expect(diff.updated.map((u) => [u.item.sku, u.previousQty, u.qty])).toEqual([['B', 1, 3]]);
    expect(skus(diff.removed)).toEqual(['A×2']);
    expect(skus(cart.getState().cartItems)).toEqual(['B×3', 'C×1']);
  });

  it('answers synced: false when no sync is needed', async () => {
    const { cart } = await diverged();
    await cart.sync({ forceSync: true });
    expect(await cart.sync()).toMatchObject({ synced: false, added: [], pushed: [] });
  });
});

describe('the merge and sync options of the configuration (commerce-core §4 cart sync: forced client state, dry run, merge quantities)', () => {
  it('forced client state deletes the server-only lines on the server and pushes the client lines', async () => {
    const { cart, shop, id } = await diverged();
    const diff = await cart.sync({ forceSync: true, forceClientState: true });
    expect(skus(diff.deletedOnServer)).toEqual(['C×1']);
    expect(skus(shop.carts.get(id) ?? [])).toEqual(['A×2', 'B×1']);
    expect(skus(cart.getState().cartItems)).toEqual(['A×2', 'B×1']);
  });

  it('a dry run answers the diff and changes neither side', async () => {
    const { cart, shop, id } = await diverged();
    const diff = await cart.sync({ forceSync: true, dryRun: true });
    expect(diff).toMatchObject({ synced: true, dryRun: true });
    expect(skus(diff.added)).toEqual(['C×1']);
    expect(skus(diff.pushed)).toEqual(['A×2', 'B×1']);
    expect(skus(shop.carts.get(id) ?? [])).toEqual(['B×3', 'C×1']);
    expect(skus(cart.getState().cartItems)).toEqual(['A×2', 'B×1']);
    expect(shop.http.callsTo('POST cart/update')).toHaveLength(2);
  });

  it('merge quantities pushes the sum of both quantities of a line on both sides', async () => {
    const { cart, shop, id } = await diverged();
    const diff = await cart.sync({ forceSync: true, mergeQty: true });
    expect(skus(diff.pushed)).toEqual(['A×2', 'B×4']);
    expect(skus(shop.carts.get(id) ?? [])).toEqual(['A×2', 'B×4', 'C×1']);
    expect(skus(cart.getState().cartItems)).toEqual(['A×2', 'B×4', 'C×1']);
  });

  it('merge quantities on login: the guest cart meets the customer cart', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    shop.customerCarts.set('anna', 'anna-cart');
    shop.carts.set('anna-cart', [{ item_id: 501, sku: 'B', qty: 3, quote_id: 'anna-cart' }]);
    await cart.connect();
    await cart.addItem(product('B'));
    await cart.whenIdle();
    await cart.connect({ userToken: 'anna', mergeQty: true });
    await cart.whenIdle();
    expect(skus(cart.getState().cartItems)).toEqual(['B×4']);
  });

  it('cartSyncDiff reads a refused push as refused, not pushed', () => {
    const actions = decideCartMerge({
      client: [{ sku: 'A', qty: 1 }],
      server: [],
      forceClientState: false,
      serverSyncCanRemoveLocalItems: false,
      serverSyncCanModifyLocalItems: false,
    });
    const diff = cartSyncDiff({ actions, results: [{ ok: false }] });
    expect(skus(diff.refused)).toEqual(['A×1']);
    expect(diff.pushed).toEqual([]);
  });
});
