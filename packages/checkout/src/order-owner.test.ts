import type { Order } from '@kauppa/contract';
import {
  type Collections,
  createMemoryCollections,
  createSequentialIds,
  createSimulatedClock,
} from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { battery, config, createCheckoutWorld, createFakeCart, flush } from '../test/fixtures.ts';
import { fillAllSteps } from '../test/steps.ts';
import { createCheckoutMachine, type OfflineOrderRecord, type PlaceOrderOutput } from './index.ts';

/** A checkout over `collections` whose cart is connected to server cart `cartId` and whose customer is `userId`. */
function checkoutFor({
  collections,
  online = true,
  cartId,
  userId,
}: {
  collections?: Collections;
  online?: boolean;
  cartId: string | null;
  userId: number | null;
}) {
  const cart = { ...createFakeCart(), serverRef: () => (cartId === null ? null : { cartId }) };
  const world = createCheckoutWorld({
    online,
    cart,
    user: { id: () => userId },
    ...(collections ? { collections } : {}),
  });
  world.http.online = online;
  return world;
}

describe('the order carries its customer and server cart (commerce-core §4 placing an order)', () => {
  it('builds the order with user_id and cart_id from the machine option orderOwner', async () => {
    const placed: Order[] = [];
    const machine = createCheckoutMachine({
      config,
      clock: createSimulatedClock(),
      ids: createSequentialIds(),
      orderOwner: () => ({ userId: 7, cartId: 'q-7' }),
    }).provide({
      actors: {
        placeOrder: fromPromise<PlaceOrderOutput, { order: Order }>(async ({ input }) => {
          placed.push(input.order);
          return { status: 'placed' };
        }),
      },
    });
    const actor = createActor(machine, { input: { items: [battery] } });
    actor.start();
    await fillAllSteps(actor);
    actor.send({ type: 'order.place' });
    await flush();
    expect(placed[0]).toMatchObject({ user_id: '7', cart_id: 'q-7' });
  });

  it('sends user_id and cart_id from the user and cart ports of createCheckout', async () => {
    const { checkout, server } = checkoutFor({ cartId: 'q-1', userId: 42 });
    await fillAllSteps(checkout.actor);
    checkout.actor.send({ type: 'order.place' });
    // The first order of a process loads the order schema: waited for, not a fixed number of ticks.
    await waitFor(checkout.actor, (s) => !s.matches('placingOrder') && !s.matches('validatingOrder'));
    expect(checkout.actor.getSnapshot().value).toBe('thankYou');
    expect([...server.orders.values()][0]?.order).toMatchObject({ user_id: '42', cart_id: 'q-1' });
    checkout.stop();
  });

  it('sends no user_id and no cart_id (never null: order.schema.js) for a guest whose cart never reached the server', async () => {
    const { checkout, server } = checkoutFor({ cartId: null, userId: null });
    await fillAllSteps(checkout.actor);
    checkout.actor.send({ type: 'order.place' });
    await waitFor(checkout.actor, (s) => !s.matches('placingOrder') && !s.matches('validatingOrder'));
    const order = [...server.orders.values()][0]?.order;
    expect(order).toBeDefined();
    expect(order).not.toHaveProperty('user_id');
    expect(order).not.toHaveProperty('cart_id');
    checkout.stop();
  });

  it('persists user_id and cart_id with an order held offline (accounts-content §3 offline order)', async () => {
    const { checkout, collections } = checkoutFor({ online: false, cartId: 'q-2', userId: 5 });
    await fillAllSteps(checkout.actor);
    checkout.actor.send({ type: 'order.place' });
    await flush();
    const [id] = await collections.collection('orders').keys();
    const record = await collections.collection<OfflineOrderRecord>('orders').get(String(id));
    expect(record?.order).toMatchObject({ user_id: '5', cart_id: 'q-2' });
    checkout.stop();
  });

  it('sends a held order after a reload with the customer and cart it was placed with', async () => {
    const collections = createMemoryCollections();
    const before = checkoutFor({ collections, online: false, cartId: 'q-3', userId: 9 });
    await fillAllSteps(before.checkout.actor);
    before.checkout.actor.send({ type: 'order.place' });
    await flush();
    before.checkout.stop();
    // After the reload the cart was recreated (a new server cart) and nobody is signed in.
    const after = checkoutFor({ collections, online: false, cartId: 'q-new', userId: null });
    after.http.online = true;
    after.connectivity.setOnline(true);
    await flush();
    await after.checkout.outbox.processQueue();
    const sent = [...after.server.orders.values()].map((o) => o.order);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ user_id: '9', cart_id: 'q-3' });
    after.checkout.stop();
  });
});

describe('an account created during checkout owns its order (issue 28.6; the platform client core/modules/checkout/components/OrderReview.ts registers, logs in, then places)', () => {
  const withAccount = {
    firstName: 'Aino',
    lastName: 'Virtanen',
    emailAddress: 'aino@example.fi',
    createAccount: true,
    password: 'secret-pass-1',
    repeatPassword: 'secret-pass-1',
  };

  it('"I want to create an account": the account is created first and the order carries its user_id', async () => {
    let userId: number | null = null;
    const created: unknown[] = [];
    const world = createCheckoutWorld({
      cart: { ...createFakeCart(), serverRef: () => ({ cartId: 'q-1' }) },
      user: {
        id: () => userId,
        create: async (account) => {
          created.push(account);
          userId = 77;
          return { ok: true };
        },
      },
    });
    await fillAllSteps(world.checkout.actor, { personal: withAccount });
    world.checkout.actor.send({ type: 'order.place' });
    await waitFor(
      world.checkout.actor,
      (s) => !s.matches('creatingAccount') && !s.matches('placingOrder') && !s.matches('validatingOrder'),
    );
    expect(world.checkout.actor.getSnapshot().value).toBe('thankYou');
    expect(created).toEqual([
      {
        customer: { email: 'aino@example.fi', firstname: 'Aino', lastname: 'Virtanen' },
        password: 'secret-pass-1',
      },
    ]);
    expect([...world.server.orders.values()][0]?.order).toMatchObject({ user_id: '77' });
    world.checkout.stop();
  });

  it('a refused account creation places no order and shows the refusal', async () => {
    const world = createCheckoutWorld({
      cart: { ...createFakeCart(), serverRef: () => ({ cartId: 'q-1' }) },
      user: {
        id: () => null,
        create: async () => ({ ok: false, message: { id: 'Customer with the same email already exists.' } }),
      },
    });
    await fillAllSteps(world.checkout.actor, { personal: withAccount });
    world.checkout.actor.send({ type: 'order.place' });
    await waitFor(
      world.checkout.actor,
      (s) => !s.matches('creatingAccount') && !s.matches('placingOrder') && !s.matches('validatingOrder'),
    );
    const snapshot = world.checkout.actor.getSnapshot();
    expect(snapshot.value).toBe('reviewAndPayments');
    expect(snapshot.context.message).toEqual({ id: 'Customer with the same email already exists.' });
    expect(world.server.orders.size).toBe(0);
    world.checkout.stop();
  });
});
