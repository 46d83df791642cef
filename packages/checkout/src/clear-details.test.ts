import { createSequentialIds, createSimulatedClock } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { config, createCheckoutWorld, createFakeCart, flush, personal, shipping } from '../test/fixtures.ts';
import { fillAllSteps } from '../test/steps.ts';
import { checkoutDetailsKey, createCheckoutMachine } from './index.ts';

describe('logout clears the checkout details (accounts-content §4)', () => {
  it('clearDetails empties the personal, shipping and payment details', async () => {
    const { checkout } = createCheckoutWorld();
    await fillAllSteps(checkout.actor);
    await checkout.clearDetails();
    const { personalDetails, shippingDetails, paymentDetails } = checkout.actor.getSnapshot().context;
    expect(personalDetails).toEqual({ firstName: '', lastName: '', emailAddress: '', createAccount: false });
    expect(shippingDetails).toMatchObject({ firstName: '', streetAddress: '', city: '', shippingMethod: '' });
    expect(paymentDetails).toMatchObject({ firstName: '', streetAddress: '', city: '', paymentMethod: '' });
    checkout.stop();
  });

  it('clearDetails deletes the persisted details, so a reload restores nothing', async () => {
    const { checkout, collections } = createCheckoutWorld();
    checkout.actor.send({ type: 'personalDetails.update', details: personal });
    checkout.actor.send({ type: 'shippingDetails.update', details: shipping });
    await flush();
    expect(await collections.collection('checkout').get(checkoutDetailsKey)).toBeDefined();
    await checkout.clearDetails();
    expect(await collections.collection('checkout').get(checkoutDetailsKey)).toBeUndefined();
    checkout.stop();
  });

  it('clearDetails ends the in-checkout mark (commerce-core §4)', async () => {
    const { checkout } = createCheckoutWorld();
    checkout.actor.send({ type: 'personalDetails.update', details: { firstName: 'Aino' } });
    expect(checkout.isUserInCheckout()).toBe(true);
    await checkout.clearDetails();
    expect(checkout.isUserInCheckout()).toBe(false);
    checkout.stop();
  });

  it('checkout.clear sends an open step back to Personal Details', async () => {
    const actor = createActor(
      createCheckoutMachine({ config, clock: createSimulatedClock(), ids: createSequentialIds() }),
      { input: { items: createFakeCart().items() } },
    );
    actor.start();
    await fillAllSteps(actor);
    actor.send({ type: 'checkout.clear' });
    expect(actor.getSnapshot().value).toBe('personalDetails');
    expect(actor.getSnapshot().context.termsAccepted).toBe(false);
  });
});
