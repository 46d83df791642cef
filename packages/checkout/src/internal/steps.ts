import type { PaymentMethod, ShippingMethod, Totals } from '@kauppa/contract';
import type { Message } from '@kauppa/ports';
import { type Actor, waitFor } from 'xstate';
import type { CheckoutMachine, CheckoutStep, PlacedOrder } from './machine.ts';
import type { OfflineTotals } from './order.ts';
import type { StockShortage } from './stock-shortages.ts';
import type { FieldErrors, PaymentDetails, PersonalDetails, ShippingDetails } from './types.ts';

/**
 * Why a step call did not move on: `invalid` — the step's fields did not validate (`errors`, the
 * texts of accounts-content §5); `notReached` — the checkout is not yet at that step (the steps
 * before it come first); `refused` — the order was not placed (the server's message, and the lines
 * the stock cannot serve when it refused for stock).
 */
export type CheckoutStepError =
  | { ok: false; reason: 'invalid'; step: CheckoutStep; errors: FieldErrors; message: Message | null }
  | { ok: false; reason: 'notReached'; step: CheckoutStep; current: string }
  | {
      ok: false;
      reason: 'refused';
      step: 'reviewAndPayments';
      message: Message | null;
      stockShortages: StockShortage[];
    };

/** What a step call answers: the next step's data, or why it did not move on. */
export type CheckoutStepResult<T> = { ok: true; value: T } | CheckoutStepError;

/** The next step after Personal Details, with the methods it offers. */
export interface AfterPersonalDetails {
  /** `shipping`, or `payment` for a virtual cart (no shipping step). */
  next: 'shipping' | 'payment';
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
}

/** The Payment step's data once the shipping information is sent. */
export interface AfterShipping {
  paymentMethods: PaymentMethod[];
  /** The server's totals for the chosen shipping method, or computed locally offline. */
  totals: Totals | OfflineTotals | null;
  /** A message of the whole step (the default-tax-country message when totals cannot be computed). */
  message: Message | null;
}

/** The Review & Payments step's data: the totals the order is charged. */
export interface AfterPayment {
  totals: Totals | OfflineTotals | null;
}

/**
 * The checkout steps as calls (issue 30.3): each sends the step's details to the checkout actor,
 * submits it and resolves, once the actor has loaded what the next step needs, with that data or a
 * {@link CheckoutStepError}. They drive the same actor as its events do (no second state machine):
 * a snapshot subscriber sees every step.
 */
export interface CheckoutSteps {
  /** Personal Details → the shipping (and payment) methods offered. */
  personalDetails(details: Partial<PersonalDetails>): Promise<CheckoutStepResult<AfterPersonalDetails>>;
  /**
   * Shipping → the payment methods and the totals with the chosen shipping method (`method_code`
   * of one of the offered methods; @default the preselected method).
   */
  shipping(options: {
    address: Partial<Omit<ShippingDetails, 'shippingMethod' | 'shippingCarrier'>>;
    method?: string | undefined;
  }): Promise<CheckoutStepResult<AfterShipping>>;
  /**
   * Payment → the totals of the review step with the chosen payment method (`code` of one of the
   * offered methods; @default the preselected method). The billing address starts as the
   * shipping address; `address` overrides fields of it.
   */
  payment(options?: {
    method?: string | undefined;
    address?: Partial<Omit<PaymentDetails, 'paymentMethod'>> | undefined;
  }): Promise<CheckoutStepResult<AfterPayment>>;
  /** Review & Payments → the order placed (or held offline), or refused with the server's reason. */
  placeOrder(options: { termsAccepted: boolean }): Promise<CheckoutStepResult<PlacedOrder>>;
}

type Snapshot = ReturnType<Actor<CheckoutMachine>['getSnapshot']>;

const stepOrder: readonly CheckoutStep[] = ['personalDetails', 'shipping', 'payment', 'reviewAndPayments'];

const currentStep = (snapshot: Snapshot): string =>
  typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);

/** The actor rests: no effect (methods, shipping information, order) is running. */
const settled = (snapshot: Snapshot) =>
  Object.values(snapshot.children).every((child) => child?.getSnapshot().status !== 'active') &&
  !snapshot.matches('validatingOrder') &&
  !snapshot.matches('placingOrder');

/**
 * Builds the step calls over a checkout actor. `totalsSettled` resolves when the totals collected
 * for the review step have arrived (`createCheckout` collects them outside the machine).
 */
export function createCheckoutSteps({
  actor,
  totalsSettled,
}: {
  actor: Actor<CheckoutMachine>;
  totalsSettled: () => Promise<void>;
}): CheckoutSteps {
  const rest = () => waitFor(actor, settled);

  /** Goes back to `step` when the checkout is past it; refuses a step not reached yet. */
  const reach = (step: CheckoutStep): CheckoutStepError | null => {
    const snapshot = actor.getSnapshot();
    const at = stepOrder.findIndex((s) => snapshot.matches(s));
    const wanted = stepOrder.indexOf(step);
    if (at === wanted) return null;
    if (at > wanted && step !== 'reviewAndPayments') {
      actor.send({ type: 'step.edit', step });
      if (actor.getSnapshot().matches(step)) return null;
    }
    return { ok: false, reason: 'notReached', step, current: currentStep(snapshot) };
  };

  const invalid = (step: CheckoutStep, snapshot: Snapshot): CheckoutStepError => ({
    ok: false,
    reason: 'invalid',
    step,
    errors: snapshot.context.errors,
    message: snapshot.context.message,
  });

  return {
    async personalDetails(details) {
      await rest();
      const notReached = reach('personalDetails');
      if (notReached) return notReached;
      actor.send({ type: 'personalDetails.update', details });
      actor.send({ type: 'personalDetails.submit' });
      const snapshot = await rest();
      if (snapshot.matches('personalDetails')) return invalid('personalDetails', snapshot);
      return {
        ok: true,
        value: {
          next: snapshot.matches('payment') ? 'payment' : 'shipping',
          shippingMethods: snapshot.context.shippingMethods,
          paymentMethods: snapshot.context.paymentMethods,
        },
      };
    },

    async shipping({ address, method }) {
      await rest();
      const notReached = reach('shipping');
      if (notReached) return notReached;
      await rest();
      const chosen = method
        ? actor.getSnapshot().context.shippingMethods.find((m) => m.method_code === method)
        : undefined;
      actor.send({
        type: 'shippingDetails.update',
        details: {
          ...address,
          ...(method ? { shippingMethod: method, shippingCarrier: chosen?.carrier_code } : {}),
        },
      });
      actor.send({ type: 'shipping.submit' });
      const snapshot = await rest();
      if (snapshot.matches('shipping')) return invalid('shipping', snapshot);
      return {
        ok: true,
        value: {
          paymentMethods: snapshot.context.paymentMethods,
          totals: snapshot.context.totals,
          message: snapshot.context.message,
        },
      };
    },

    async payment({ method, address } = {}) {
      await rest();
      const notReached = reach('payment');
      if (notReached) return notReached;
      await rest();
      actor.send({
        type: 'paymentDetails.update',
        details: { ...address, ...(method ? { paymentMethod: method } : {}) },
      });
      actor.send({ type: 'payment.submit' });
      const snapshot = await rest();
      if (snapshot.matches('payment')) return invalid('payment', snapshot);
      await totalsSettled();
      return { ok: true, value: { totals: actor.getSnapshot().context.totals } };
    },

    async placeOrder({ termsAccepted }) {
      await rest();
      const notReached = reach('reviewAndPayments');
      if (notReached) return notReached;
      actor.send({ type: 'terms.update', accepted: termsAccepted });
      actor.send({ type: 'order.place' });
      const snapshot = await rest();
      if (snapshot.matches('thankYou') && snapshot.context.order)
        return { ok: true, value: snapshot.context.order };
      if (Object.keys(snapshot.context.errors).length > 0) return invalid('reviewAndPayments', snapshot);
      return {
        ok: false,
        reason: 'refused',
        step: 'reviewAndPayments',
        message: snapshot.context.message,
        stockShortages: snapshot.context.stockShortages ?? [],
      };
    },
  };
}
