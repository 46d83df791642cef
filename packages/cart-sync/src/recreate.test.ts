import {
  createMemoryCollections,
  createMemoryLogger,
  createRecordingEventBus,
  createSequentialIds,
  createSimulatedClock,
} from '@kauppa/ports';
import { createTaskQueue } from '@kauppa/task-queue';
import { describe, expect, it } from 'vitest';
import { createFakeShop, product, setupCart, tableStock } from '../test/support.ts';
import type { Cart } from './index.ts';
import { recreateCartOnMissingCartId } from './index.ts';

/** A cart and a queue composed as the shop composes them: one bus, the queue reads the cart's id. */
function composed(config = {}) {
  const shop = createFakeShop();
  const clock = createSimulatedClock();
  const bus = createRecordingEventBus();
  const logger = createMemoryLogger();
  let cartRef: Cart | undefined;
  const queue = createTaskQueue({
    http: shop.http,
    storage: createMemoryCollections(),
    tokens: { getToken: () => null, getRefreshToken: () => null, setTokens: () => undefined },
    getCartId: () => cartRef?.getState().cartServerToken ?? null,
    clock,
    ids: createSequentialIds(),
    bus,
    logger,
  });
  const { cart } = setupCart({ shop, clock, stock: tableStock(), config });
  cartRef = cart;
  const recreation = recreateCartOnMissingCartId({ cart, queue, bus, logger });
  return { shop, queue, cart, recreation, logger };
}

const updateTask = {
  url: 'cart/update',
  payload: {
    method: 'POST' as const,
    query: { token: '{{token}}', cartId: '{{cartId}}' },
    body: { cartItem: { sku: 'AA-4', qty: 2 } },
  },
};

describe('cart recreation (commerce-core §4 network tasks)', () => {
  it('a task whose cartId is null recreates the server cart and is sent again with the new id', async () => {
    const { shop, queue, cart, recreation } = composed();
    await cart.addItem(product('AA-4'));
    expect(cart.isConnected()).toBe(false);
    await queue.queue(updateTask);
    await queue.drain();
    await recreation.whenIdle();
    await queue.drain();
    expect(cart.isConnected()).toBe(true);
    const cartId = String(cart.getState().cartServerToken);
    expect(shop.http.callsTo('POST cart/update').map((c) => c.query?.cartId)).toContain(cartId);
    expect(shop.http.callsTo('POST cart/update').some((c) => c.query?.cartId === '')).toBe(false);
    expect(await queue.untransmitted()).toEqual([]);
  });

  it('with cart sync off no server cart is created and the task is not sent again', async () => {
    const { shop, queue, recreation, logger } = composed({ cart: { synchronize: false } });
    await queue.queue(updateTask);
    await queue.drain();
    await recreation.whenIdle();
    expect(shop.http.callsTo('POST cart/create')).toEqual([]);
    expect(shop.http.callsTo('POST cart/update')).toEqual([]);
    expect(logger.at('warn').map((e) => e.message)).toContain(
      'No server cart could be created; the task cart/update is not sent again',
    );
  });
});
