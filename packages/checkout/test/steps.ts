import type { CartItem } from '@kauppa/contract';
import type { CheckoutContext, CheckoutEvent, PersonalDetails } from '../src/index.ts';
import { payment, personal, shipping } from './fixtures.ts';

/** What the step helper needs of a checkout actor. */
export interface CheckoutActorLike {
  send(event: CheckoutEvent): void;
  getSnapshot(): { value: unknown; context: CheckoutContext };
}

const ticks = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

/** Fills Personal Details, Shipping and Payment with valid details and reaches Review & Payments. */
export async function fillAllSteps(
  actor: CheckoutActorLike,
  {
    personal: details = personal,
    termsAccepted = true,
    items,
  }: { personal?: PersonalDetails; termsAccepted?: boolean; items?: CartItem[] } = {},
): Promise<void> {
  if (items) actor.send({ type: 'cart.updated', items });
  actor.send({ type: 'personalDetails.update', details });
  actor.send({ type: 'personalDetails.submit' });
  await ticks();
  actor.send({ type: 'shippingDetails.update', details: shipping });
  actor.send({ type: 'shipping.submit' });
  await ticks();
  actor.send({ type: 'paymentDetails.update', details: payment });
  actor.send({ type: 'payment.submit' });
  actor.send({ type: 'terms.update', accepted: termsAccepted });
  if (actor.getSnapshot().value !== 'reviewAndPayments')
    throw new Error(`Expected Review & Payments, got ${JSON.stringify(actor.getSnapshot().value)}`);
}
