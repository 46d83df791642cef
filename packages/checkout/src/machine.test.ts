import type { Order } from '@kauppa/contract';
import { createSequentialIds, createSimulatedClock } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  battery,
  config,
  createCheckoutWorld,
  ebook,
  flush,
  payment,
  personal,
  shipping,
} from '../test/fixtures.ts';
import type { CheckoutActorLike } from '../test/steps.ts';
import { fillAllSteps } from '../test/steps.ts';
import { createCheckoutMachine, type PlaceOrderOutput } from './index.ts';

function machineActor(placeOrder?: () => Promise<PlaceOrderOutput>, items = [battery]) {
  const clock = createSimulatedClock();
  let machine = createCheckoutMachine({ config, clock, ids: createSequentialIds() });
  if (placeOrder) machine = machine.provide({ actors: { placeOrder: fromPromise(placeOrder) } });
  const actor = createActor(machine, { input: { items } });
  actor.start();
  return { actor, clock };
}

async function settled(actor: CheckoutActorLike) {
  await flush();
  return actor.getSnapshot();
}

describe('checkout steps (accounts-content §2, §5)', () => {
  it('starts at Personal Details', () => {
    expect(machineActor().actor.getSnapshot().value).toBe('personalDetails');
  });

  it('stays at Personal Details with the field errors while they are invalid', () => {
    const { actor } = machineActor();
    actor.send({ type: 'personalDetails.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('personalDetails');
    expect(snapshot.context.errors.firstName).toEqual({ id: 'Field is required' });
  });

  it('goes Personal Details → Shipping → Payment → Review & Payments when each step is valid', async () => {
    const { actor } = machineActor();
    actor.send({ type: 'personalDetails.update', details: personal });
    actor.send({ type: 'personalDetails.submit' });
    expect(actor.getSnapshot().value).toBe('shipping');
    actor.send({ type: 'shippingDetails.update', details: shipping });
    await settled(actor);
    actor.send({ type: 'shipping.submit' });
    expect(actor.getSnapshot().value).toBe('payment');
    await settled(actor);
    actor.send({ type: 'paymentDetails.update', details: payment });
    actor.send({ type: 'payment.submit' });
    expect(actor.getSnapshot().value).toBe('reviewAndPayments');
  });

  it('offers the flat rate and cash on delivery by default, and selects them', async () => {
    const { actor } = machineActor();
    actor.send({ type: 'personalDetails.update', details: personal });
    actor.send({ type: 'personalDetails.submit' });
    const snapshot = await settled(actor);
    expect(snapshot.context.shippingMethods.map((m) => m.carrier_title)).toEqual(['Posti']);
    expect(snapshot.context.shippingDetails.shippingMethod).toBe('flatrate');
    expect(snapshot.context.paymentMethods.map((m) => m.code)).toEqual(['cashondelivery']);
  });

  it('hides cash on delivery for a virtual cart', () => {
    const { actor } = machineActor(undefined, [ebook]);
    expect(actor.getSnapshot().context.paymentMethods).toEqual([]);
  });

  it('says "The shipping method is missing" when Shipping is submitted without one', async () => {
    const { actor } = machineActor();
    actor.send({ type: 'personalDetails.update', details: personal });
    actor.send({ type: 'personalDetails.submit' });
    await settled(actor);
    actor.send({ type: 'shippingDetails.update', details: { ...shipping, shippingMethod: '' } });
    actor.send({ type: 'shipping.submit' });
    expect(actor.getSnapshot().context.message).toEqual({ id: 'The shipping method is missing' });
  });

  it('requires the terms accepted before placing the order', async () => {
    const { actor } = machineActor(async () => ({ status: 'placed' }));
    await fillAllSteps(actor, { termsAccepted: false });
    actor.send({ type: 'order.place' });
    expect(actor.getSnapshot().value).toBe('reviewAndPayments');
    expect(actor.getSnapshot().context.errors.termsAccepted).toEqual({
      id: 'You must accept the terms and conditions.',
    });
  });

  it('refuses to place an order from an empty cart: "Shopping cart is empty before checkout"', async () => {
    const { actor } = machineActor(async () => ({ status: 'placed' }));
    await fillAllSteps(actor);
    actor.send({ type: 'cart.updated', items: [] });
    actor.send({ type: 'order.place' });
    expect(actor.getSnapshot().value).toBe('reviewAndPayments');
    expect(actor.getSnapshot().context.message).toEqual({ id: 'Shopping cart is empty before checkout' });
  });

  it('keeps the client order id after a failed attempt, so the retry is the same order', async () => {
    const seen: string[] = [];
    let fail = true;
    const clock = createSimulatedClock();
    const machine = createCheckoutMachine({ config, clock, ids: createSequentialIds() }).provide({
      actors: {
        placeOrder: fromPromise<PlaceOrderOutput, { order: Order }>(async ({ input }) => {
          seen.push(input.order.order_id);
          if (fail) throw new Error('timeout');
          return { status: 'placed' };
        }),
      },
    });
    const actor = createActor(machine, { input: { items: [battery] } });
    actor.start();
    await fillAllSteps(actor);
    actor.send({ type: 'order.place' });
    await settled(actor);
    expect(actor.getSnapshot().context.message).toEqual({
      id: 'Something went wrong. Try again in a few seconds.',
    });
    fail = false;
    actor.send({ type: 'order.place' });
    await settled(actor);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(actor.getSnapshot().value).toBe('thankYou');
  });

  it('drops the password once the order is placed when createAccount was set', async () => {
    const { actor } = machineActor(async () => ({ status: 'placed' }));
    await fillAllSteps(actor, {
      personal: { ...personal, createAccount: true, password: 'secret-123', repeatPassword: 'secret-123' },
    });
    actor.send({ type: 'order.place' });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('thankYou');
    expect(snapshot.context.personalDetails.password).toBeUndefined();
    expect(snapshot.context.personalDetails.createAccount).toBe(true);
  });
});

describe('createCheckout (commerce-core §4 placing an order)', () => {
  it('places the order online: saves the order timestamp, clears and recreates the cart', async () => {
    const { checkout, cart, clock, server, collections } = createCheckoutWorld();
    await fillAllSteps(checkout.actor);
    clock.increment(60_000);
    checkout.actor.send({ type: 'order.place' });
    await settled(checkout.actor);
    const snapshot = checkout.actor.getSnapshot();
    expect(snapshot.value).toBe('thankYou');
    expect(snapshot.context.order).toMatchObject({ status: 'placed', result: { orderNumber: '00001' } });
    expect(snapshot.context.lastOrderAt).toBe(clock.now());
    expect(cart.calls).toEqual(['clear', 'recreate']);
    expect(server.orders.size).toBe(1);
    expect(await collections.collection('checkout').get('details')).toMatchObject({
      lastOrderAt: clock.now(),
    });
    checkout.stop();
  });

  it('holds the order offline and places it for the shopper', async () => {
    const { checkout, cart, server } = createCheckoutWorld({ online: false });
    await fillAllSteps(checkout.actor);
    checkout.actor.send({ type: 'order.place' });
    await settled(checkout.actor);
    expect(checkout.actor.getSnapshot().context.order).toMatchObject({ status: 'held' });
    expect(await checkout.outbox.untransmitted()).toHaveLength(1);
    expect(server.orders.size).toBe(0);
    expect(cart.calls).toEqual(['clear', 'recreate']);
    checkout.stop();
  });

  it('is in checkout for 30 minutes after the last change (simulated clock)', () => {
    const { checkout, clock } = createCheckoutWorld();
    expect(checkout.isUserInCheckout()).toBe(false);
    checkout.actor.send({ type: 'personalDetails.update', details: { firstName: 'Aino' } });
    clock.increment(29 * 60_000);
    expect(checkout.isUserInCheckout()).toBe(true);
    clock.increment(60_000);
    expect(checkout.isUserInCheckout()).toBe(false);
    checkout.stop();
  });

  it('is still in checkout after a reload that restores the saved details', async () => {
    const { checkout, clock, collections } = createCheckoutWorld();
    checkout.actor.send({ type: 'shippingDetails.update', details: { city: 'Tampere' } });
    await flush();
    checkout.stop();
    clock.increment(10 * 60_000);
    const reloaded = createCheckoutWorld({ collections, clock }).checkout;
    expect(reloaded.isUserInCheckout()).toBe(false);
    await reloaded.restore();
    expect(reloaded.isUserInCheckout()).toBe(true);
    expect(reloaded.actor.getSnapshot().context.shippingDetails.city).toBe('Tampere');
    reloaded.stop();
  });

  it('never persists the password', async () => {
    const { checkout, collections } = createCheckoutWorld();
    checkout.actor.send({
      type: 'personalDetails.update',
      details: { ...personal, createAccount: true, password: 'secret-123' },
    });
    await Promise.resolve();
    expect(JSON.stringify(await collections.collection('checkout').get('details'))).not.toContain(
      'secret-123',
    );
    checkout.stop();
  });

  it('gives the external checkout address for the shell', () => {
    const { checkout } = createCheckoutWorld();
    expect(checkout.externalCheckoutUrl({ userToken: 'u', cartToken: 'c' })).toBe(
      'http://127.0.0.1:8080/vue/cart/sync/token/u/cart/c',
    );
    checkout.stop();
  });

  it('sends an order held offline when back online, exactly once even when the connection drops', async () => {
    const { checkout, connectivity, server, http, queueCalls, cart } = createCheckoutWorld({
      online: false,
      faults: ['drop-after'],
    });
    await fillAllSteps(checkout.actor);
    checkout.actor.send({ type: 'order.place' });
    await settled(checkout.actor);
    http.online = true;
    connectivity.setOnline(true); // on the thank-you page: the order queue is processed
    await flush();
    expect(queueCalls).toEqual(['process']);
    expect(cart.calls).toContain('reloadFromServer');
    expect(await checkout.outbox.untransmitted()).toHaveLength(1); // the answer was lost
    connectivity.setOnline(false);
    connectivity.setOnline(true);
    await flush();
    expect(await checkout.outbox.untransmitted()).toHaveLength(0);
    expect([...server.orders.values()].map((o) => o.creates)).toEqual([1]);
    checkout.stop();
  });
});
