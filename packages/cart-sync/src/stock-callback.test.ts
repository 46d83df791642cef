import { createMemoryCollections, createSequentialIds, createSimulatedClock } from '@kauppa/ports';
import { createTaskQueue, queueStockCheck, type SyncTask } from '@kauppa/task-queue';
import { describe, expect, it } from 'vitest';
import { createFakeShop, product, setupCart } from '../test/support.ts';
import { type Cart, cartStoreDispatcher, stockResultOfTask } from './index.ts';

/** A cart and a task queue whose `store:` callbacks reach it (the composition root's wiring). */
async function wired(config: NonNullable<Parameters<typeof setupCart>[0]>['config'] = {}) {
  const shop = createFakeShop();
  let cart: Cart | undefined;
  const queue = createTaskQueue({
    http: shop.http,
    storage: createMemoryCollections(),
    tokens: { getToken: () => null, getRefreshToken: () => null, setTokens: () => undefined },
    clock: createSimulatedClock(),
    ids: createSequentialIds(),
    dispatch: (action, payload) => cartStoreDispatcher({ cart: cart as Cart })(action, payload),
  });
  const world = setupCart({ shop, config, stock: { check: async () => ({ status: 'ok' }) } });
  cart = world.cart;
  await cart.addItem(product('AA-4'));
  await cart.addItem(product('BB-2'));
  await cart.whenIdle();
  return { ...world, queue, shop };
}

const line = (cart: Cart, sku: string) => cart.getState().cartItems.find((item) => item.sku === sku);

describe('the stock-sync callback a queued stock check delivers (commerce-core §4 network tasks: store: callbacks; stock sync)', () => {
  it("store:cart/stockSync marks the line 'Out of the stock!' when the check answers out of stock", async () => {
    const { cart, queue, shop } = await wired();
    shop.stock.set('AA-4', { is_in_stock: false, qty: 0 });
    await queueStockCheck(queue, { sku: 'AA-4' });
    await queue.drain();
    await cart.whenIdle();
    expect(line(cart, 'AA-4')).toMatchObject({ is_in_stock: false, errors: { stock: 'Out of the stock!' } });
    expect(line(cart, 'BB-2')?.errors?.stock).toBeUndefined();
  });

  it("marks the line 'In stock!' when the check answers in stock", async () => {
    const { cart, queue, shop } = await wired();
    shop.stock.set('BB-2', { is_in_stock: true, qty: 5 });
    await queueStockCheck(queue, { sku: 'BB-2' });
    await queue.drain();
    await cart.whenIdle();
    expect(line(cart, 'BB-2')).toMatchObject({ is_in_stock: true, info: { stock: 'In stock!' } });
  });

  it('removes the line when neither out-of-stock items nor cart sync are allowed', async () => {
    const { cart, queue, shop } = await wired({
      stock: { allowOutOfStockInCart: false },
      cart: { synchronize: false },
    });
    shop.stock.set('AA-4', { is_in_stock: false, qty: 0 });
    await queueStockCheck(queue, { sku: 'AA-4' });
    await queue.drain();
    await cart.whenIdle();
    expect(cart.getState().cartItems.map((item) => item.sku)).toEqual(['BB-2']);
  });

  it('ignores a result with code ENOTFOUND', async () => {
    const { cart, queue } = await wired();
    await queueStockCheck(queue, { sku: 'AA-4' });
    await queue.drain();
    await cart.whenIdle();
    expect(line(cart, 'AA-4')?.errors?.stock).toBeUndefined();
    expect(line(cart, 'AA-4')?.is_in_stock).toBeUndefined();
  });

  it('reads the sku and status a task delivers; a task without a sku gives nothing', () => {
    const config = { stock: { synchronize: true } };
    const task = (fields: Partial<SyncTask>) =>
      ({ payload: { method: 'GET', query: { sku: 'AA-4' } }, ...fields }) as SyncTask;
    expect(
      stockResultOfTask({ task: task({ resultCode: 200, result: { is_in_stock: true, qty: 3 } }), config }),
    ).toEqual({
      sku: 'AA-4',
      result: { status: 'ok', qty: 3 },
    });
    expect(stockResultOfTask({ task: task({ resultCode: 500, result: 'down' }), config })?.result).toEqual({
      status: 'volatile',
    });
    expect(stockResultOfTask({ task: task({ payload: { method: 'GET' } }), config })).toBeUndefined();
  });

  it('a store action the cart does not know goes to the fallback, else throws', () => {
    const seen: string[] = [];
    const cart = { stockSync: async () => undefined };
    cartStoreDispatcher({ cart, fallback: (action) => seen.push(action) })('user/refresh', {});
    expect(seen).toEqual(['user/refresh']);
    expect(() => cartStoreDispatcher({ cart })('user/refresh', {})).toThrow('No store action user/refresh');
  });
});
