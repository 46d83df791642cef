import type { CartItem, Order, PaymentMethod, ShippingMethod, Totals } from '@kauppa/contract';
import { messages } from '@kauppa/i18n';
import type { Clock, IdSource, Message } from '@kauppa/ports';
import { message } from '@kauppa/ports';
import { and, assign, fromPromise, setup } from 'xstate';
import { defaultMethod, isVirtualCart, offlineMethods, shippingMethodsAddress } from './methods.ts';
import type { Checked, OfflineTotals } from './order.ts';
import { addressFields, buildOrder, shippingInformationPayload } from './order.ts';
import type { StockShortage } from './stock-shortages.ts';
import type {
  CheckoutConfig,
  CheckoutMethods,
  FieldErrors,
  PaymentDetails,
  PersonalDetails,
  ShippingDetails,
} from './types.ts';
import {
  isValid,
  validatePaymentDetails,
  validatePersonalDetails,
  validateReview,
  validateShippingDetails,
} from './validation.ts';

/** The steps of checkout (accounts-content §2): Personal Details, Shipping, Payment, Review & Payments. */
export type CheckoutStep = 'personalDetails' | 'shipping' | 'payment' | 'reviewAndPayments';

/** The last order of this checkout. */
export interface PlacedOrder {
  order_id: string;
  /** `placed`: the server acknowledged it; `held`: kept offline in `orders` until transmitted. */
  status: 'placed' | 'held';
  /** The server's answer (`orderNumber`, …) when placed. */
  result?: unknown;
}

/** Context of the checkout machine (commerce-core §3 checkout state). */
export interface CheckoutContext {
  personalDetails: PersonalDetails;
  shippingDetails: ShippingDetails;
  paymentDetails: PaymentDetails;
  termsAccepted: boolean;
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  /** The cart items, as the cart reports them (`cart.updated`). */
  items: CartItem[];
  totals: Totals | OfflineTotals | null;
  /** Field errors of the current step. */
  errors: FieldErrors;
  /** A message of the whole step ('Shopping cart is empty before checkout', …). */
  message: Message | null;
  /**
   * The lines of the last order refused for stock that the stock cannot serve, each with the
   * quantity available (issue 28.1; 'Some of the ordered products are not available'). Set only
   * by such a refusal.
   */
  stockShortages?: StockShortage[] | undefined;
  /** When checkout was last modified (Clock port), for `isUserInCheckout`. */
  modifiedAt: number | null;
  /** The client order id of the order being placed; kept across retries so none is placed twice. */
  clientOrderId: string | null;
  /** The order built for placing. */
  pendingOrder: Order | null;
  order: PlacedOrder | null;
  /** The order timestamp saved on success. */
  lastOrderAt: number | null;
  isThankYouPage: boolean;
}

/** Events of the checkout machine. */
export type CheckoutEvent =
  | { type: 'cart.updated'; items: CartItem[] }
  /** The totals collected for the chosen methods (server `cart/collect-totals`, or offline totals). */
  | { type: 'totals.updated'; totals: Totals | OfflineTotals }
  | { type: 'personalDetails.update'; details: Partial<PersonalDetails> }
  | { type: 'shippingDetails.update'; details: Partial<ShippingDetails> }
  | { type: 'paymentDetails.update'; details: Partial<PaymentDetails> }
  | { type: 'terms.update'; accepted: boolean }
  | { type: 'personalDetails.submit' }
  | { type: 'shipping.submit' }
  | { type: 'payment.submit' }
  | { type: 'order.place' }
  | { type: 'step.edit'; step: Exclude<CheckoutStep, 'reviewAndPayments'> }
  | { type: 'checkout.reset' }
  /**
   * Clears the personal, shipping and payment details and the in-checkout mark (logout,
   * accounts-content §4); an open step goes back to Personal Details.
   */
  | { type: 'checkout.clear' }
  /**
   * An order placed outside the steps (`checkout.placeOrder({ order })`) was acknowledged: the
   * order timestamp is saved and the password dropped with `createAccount` (commerce-core §4).
   */
  | { type: 'order.placedOutside' }
  /** The details saved before a reload (no password is ever saved). */
  | {
      type: 'checkout.restore';
      saved: {
        personalDetails?: Partial<PersonalDetails> | undefined;
        shippingDetails?: Partial<ShippingDetails> | undefined;
        paymentDetails?: Partial<PaymentDetails> | undefined;
        modifiedAt?: number | null | undefined;
        lastOrderAt?: number | null | undefined;
      };
    };

/** Input of the checkout machine. */
export interface CheckoutInput {
  items?: CartItem[] | undefined;
  personalDetails?: Partial<PersonalDetails> | undefined;
  shippingDetails?: Partial<ShippingDetails> | undefined;
  paymentDetails?: Partial<PaymentDetails> | undefined;
  modifiedAt?: number | null | undefined;
}

/** Input of the `loadShippingMethods` effect. */
export interface LoadMethodsInput {
  address: ReturnType<typeof shippingMethodsAddress>;
  items: CartItem[];
}

/** Input of the `sendShippingInformation` effect. */
export interface ShippingInformationInput {
  information: Checked<import('@kauppa/contract').ShippingInformation>;
  items: CartItem[];
  shippingMethod: ShippingMethod | undefined;
  paymentMethod: PaymentMethod | undefined;
}

/** Output of the `sendShippingInformation` effect. */
export interface ShippingInformationOutput {
  paymentMethods: PaymentMethod[];
  totals: Totals | OfflineTotals | null;
  /** Set when totals cannot be computed (the default-tax-country message). */
  message?: Message | undefined;
}

/** Output of the `placeOrder` effect. */
export type PlaceOrderOutput =
  | { status: 'placed'; result?: unknown }
  | { status: 'held' }
  | {
      status: 'rejected';
      message: Message;
      /** The lines the stock cannot serve, when the order was refused for stock (issue 28.1). */
      shortages?: StockShortage[] | undefined;
    };

const emptyPersonal: PersonalDetails = {
  firstName: '',
  lastName: '',
  emailAddress: '',
  createAccount: false,
};
const emptyAddress = {
  firstName: '',
  lastName: '',
  country: '',
  streetAddress: '',
  apartmentNumber: '',
  city: '',
  zipCode: '',
};

/**
 * Whom an order belongs to (commerce-core §4 placing an order): the signed-in customer (order
 * history) and the server cart (its coupon). `null` for a guest, or a cart never connected.
 */
export interface OrderOwner {
  userId: string | number | null;
  cartId: string | number | null;
}

/** The account a guest asked for with the purchase ("I want to create an account"). */
export interface AccountToCreate {
  customer: { email: string; firstname: string; lastname: string };
  password: string;
}

/** The outcome of creating (and signing in) that account; a refusal names why. */
export type AccountCreation = { ok: true } | { ok: false; message?: Message | undefined };

/** Options of {@link createCheckoutMachine}. */
export interface CheckoutMachineOptions {
  config: CheckoutConfig;
  /** Stamps `modifiedAt` and the order timestamp. */
  clock: Clock;
  /** Gives each order its client order id. */
  ids: IdSource;
  /**
   * Read when an order is built: its `user_id` and `cart_id` travel in the order, also in an
   * order held offline and sent later. @default a guest order without a server cart
   */
  orderOwner?: (() => OrderOwner) | undefined;
}

/**
 * The checkout machine: `personalDetails` → `shipping` → `payment` → `reviewAndPayments` →
 * `placingOrder` → `thankYou`, each step validated (accounts-content §5, commerce-core §3).
 * Effects are named and provided by the composition root (`createCheckout` or `.provide()`):
 * actors `loadShippingMethods`, `sendShippingInformation`, `placeOrder`; actions
 * `persistCheckout`, `orderPlaced` (clear and recreate the cart).
 *
 * @example
 * const machine = createCheckoutMachine({ config: defaultShopConfig, clock, ids }).provide({ actors: { placeOrder } });
 */
export function createCheckoutMachine({
  config,
  clock,
  ids,
  orderOwner = () => ({ userId: null, cartId: null }),
}: CheckoutMachineOptions) {
  // The country is prefilled from the configuration (the default tax country), not a literal.
  const prefilledAddress = { ...emptyAddress, country: config.tax.defaultCountry ?? '' };
  return setup({
    types: {
      context: {} as CheckoutContext,
      events: {} as CheckoutEvent,
      input: {} as CheckoutInput,
    },
    actors: {
      /**
       * Creates and signs in the account a guest asked for, before the order is built (issue
       * 28.6). @default none: the order is placed as a guest's
       */
      createAccount: fromPromise<AccountCreation, AccountToCreate>(async () => ({ ok: true })),
      loadShippingMethods: fromPromise<CheckoutMethods, LoadMethodsInput>(async ({ input }) =>
        offlineMethods(input.items, config),
      ),
      sendShippingInformation: fromPromise<ShippingInformationOutput, ShippingInformationInput>(
        async ({ input }) => ({
          paymentMethods: offlineMethods(input.items, config).paymentMethods,
          totals: null,
          ...(input.information.ok ? {} : { message: input.information.message }),
        }),
      ),
      placeOrder: fromPromise<PlaceOrderOutput, { order: Order }>(async () => ({ status: 'held' })),
    },
    actions: {
      persistCheckout: () => {},
      orderPlaced: (_, _params: { order: PlacedOrder }) => {},
      touch: assign({ modifiedAt: () => clock.now() }),
      /** Builds the order to place: its owner (`user_id`, `cart_id`) is read now. */
      buildOrder: assign(({ context }) => {
        const orderId = context.clientOrderId ?? ids.next('order-');
        const method = context.shippingMethods.find(
          (m) => m.method_code === context.shippingDetails.shippingMethod,
        );
        const owner = orderOwner();
        const built = buildOrder({
          orderId,
          userId: owner.userId,
          cartId: owner.cartId,
          shippingCarrier: method?.carrier_code,
          items: context.items,
          personalDetails: context.personalDetails,
          shippingDetails: context.shippingDetails,
          paymentDetails: context.paymentDetails,
          createdAt: new Date(clock.now()).toISOString(),
          config,
        });
        return {
          clientOrderId: orderId,
          pendingOrder: built.ok ? built.value : null,
          message: built.ok ? null : built.message,
          errors: {},
        };
      }),
      clearDetails: assign({
        personalDetails: () => ({ ...emptyPersonal }),
        shippingDetails: () => ({ ...prefilledAddress, shippingMethod: '' }),
        paymentDetails: () => ({ ...prefilledAddress, paymentMethod: '' }),
        termsAccepted: false,
        errors: {},
        message: null,
        modifiedAt: null,
      }),
    },
    guards: {
      virtualCart: ({ context }) => isVirtualCart(context.items),
      personalDetailsValid: ({ context }) =>
        isValid(validatePersonalDetails(context.personalDetails, config)),
      shippingDetailsValid: ({ context }) =>
        isValid(validateShippingDetails(context.shippingDetails, config)),
      paymentDetailsValid: ({ context }) => isValid(validatePaymentDetails(context.paymentDetails, config)),
      termsAccepted: ({ context }) => isValid(validateReview(context)),
      orderBuilt: ({ context }) => context.pendingOrder !== null,
      /**
       * A guest asked for an account with the purchase and gave its password: it is created before
       * the order, which then belongs to it (the platform client's
       * core/modules/checkout/components/OrderReview.ts registers, logs in, then places).
       */
      accountToCreate: ({ context }) =>
        context.personalDetails.createAccount &&
        Boolean(context.personalDetails.password) &&
        (orderOwner().userId ?? null) === null,
      orderRejected: (_, params: { output: PlaceOrderOutput }) => params.output.status === 'rejected',
    },
  }).createMachine({
    id: 'checkout',
    context: ({ input }) => ({
      personalDetails: { ...emptyPersonal, ...input.personalDetails },
      shippingDetails: { ...prefilledAddress, shippingMethod: '', ...input.shippingDetails },
      paymentDetails: { ...prefilledAddress, paymentMethod: '', ...input.paymentDetails },
      termsAccepted: false,
      ...offlineMethods(input.items ?? [], config),
      items: input.items ?? [],
      totals: null,
      errors: {},
      message: null,
      modifiedAt: input.modifiedAt ?? null,
      clientOrderId: null,
      pendingOrder: null,
      order: null,
      lastOrderAt: null,
      isThankYouPage: false,
    }),
    initial: 'personalDetails',
    on: {
      'cart.updated': { actions: assign({ items: ({ event }) => event.items }) },
      'totals.updated': { actions: assign({ totals: ({ event }) => event.totals }) },
      'personalDetails.update': {
        actions: [
          assign({
            personalDetails: ({ context, event }) => ({ ...context.personalDetails, ...event.details }),
          }),
          'touch',
          'persistCheckout',
        ],
      },
      'shippingDetails.update': {
        actions: [
          assign({
            shippingDetails: ({ context, event }) => ({ ...context.shippingDetails, ...event.details }),
          }),
          'touch',
          'persistCheckout',
        ],
      },
      'paymentDetails.update': {
        actions: [
          assign({
            paymentDetails: ({ context, event }) => ({ ...context.paymentDetails, ...event.details }),
          }),
          'touch',
          'persistCheckout',
        ],
      },
      'terms.update': { actions: [assign({ termsAccepted: ({ event }) => event.accepted }), 'touch'] },
      'checkout.clear': { actions: 'clearDetails' },
      'order.placedOutside': {
        actions: [
          assign(({ context }) => ({
            lastOrderAt: clock.now(),
            personalDetails: withoutPasswordAfterOrder(context.personalDetails),
          })),
          'persistCheckout',
        ],
      },
      'checkout.restore': {
        actions: assign(({ context, event }) => ({
          personalDetails: { ...context.personalDetails, ...event.saved.personalDetails },
          shippingDetails: { ...context.shippingDetails, ...event.saved.shippingDetails },
          paymentDetails: { ...context.paymentDetails, ...event.saved.paymentDetails },
          modifiedAt: event.saved.modifiedAt ?? context.modifiedAt,
          lastOrderAt: event.saved.lastOrderAt ?? context.lastOrderAt,
        })),
      },
    },
    states: {
      personalDetails: {
        on: {
          'personalDetails.submit': [
            {
              // A cart of only virtual or downloadable items skips the shipping step (issue 14.11).
              guard: and(['personalDetailsValid', 'virtualCart']),
              target: 'payment',
              actions: assign({ errors: {}, message: null }),
            },
            {
              guard: 'personalDetailsValid',
              target: 'shipping',
              actions: assign({ errors: {}, message: null }),
            },
            {
              actions: assign({
                errors: ({ context }) => validatePersonalDetails(context.personalDetails, config),
              }),
            },
          ],
        },
      },
      shipping: {
        invoke: {
          src: 'loadShippingMethods',
          input: ({ context }) => ({
            address: shippingMethodsAddress(context.shippingDetails, config),
            items: context.items,
          }),
          onDone: {
            actions: assign(({ context, event }) => {
              const methods = event.output.shippingMethods;
              const chosen =
                methods.find((m) => m.method_code === context.shippingDetails.shippingMethod) ??
                defaultMethod(methods);
              return {
                shippingMethods: methods,
                paymentMethods: event.output.paymentMethods,
                shippingDetails: chosen
                  ? {
                      ...context.shippingDetails,
                      shippingMethod: chosen.method_code,
                      shippingCarrier: chosen.carrier_code,
                    }
                  : context.shippingDetails,
              };
            }),
          },
          onError: { actions: assign(({ context }) => offlineMethods(context.items, config)) },
        },
        on: {
          'shipping.submit': [
            {
              guard: 'shippingDetailsValid',
              target: 'payment',
              actions: assign({ errors: {}, message: null }),
            },
            {
              actions: assign(({ context }) => {
                const errors = validateShippingDetails(context.shippingDetails, config);
                return { errors, message: errors.shippingMethod ?? null };
              }),
            },
          ],
          'step.edit': { target: 'personalDetails' },
          'checkout.clear': { target: 'personalDetails', actions: 'clearDetails' },
        },
      },
      payment: {
        invoke: {
          src: 'sendShippingInformation',
          input: ({ context }) => {
            const shippingMethod = context.shippingMethods.find(
              (m) => m.method_code === context.shippingDetails.shippingMethod,
            );
            return {
              information: shippingInformationPayload({
                shippingDetails: context.shippingDetails,
                paymentDetails: undefined,
                shippingMethod,
                config,
              }),
              items: context.items,
              shippingMethod,
              paymentMethod: context.paymentMethods.find(
                (m) => m.code === context.paymentDetails.paymentMethod,
              ),
            };
          },
          onDone: {
            actions: assign(({ context, event }) => {
              const methods = event.output.paymentMethods;
              const keep = methods.some((m) => m.code === context.paymentDetails.paymentMethod);
              const chosen = defaultMethod(methods);
              // The billing address starts from the shipping address; a virtual cart has none, so
              // from the personal details' names.
              const billing = context.paymentDetails.firstName
                ? {}
                : isVirtualCart(context.items)
                  ? {
                      firstName: context.personalDetails.firstName,
                      lastName: context.personalDetails.lastName,
                    }
                  : addressFields(context.shippingDetails);
              return {
                paymentMethods: methods,
                totals: event.output.totals,
                message: event.output.message ?? null,
                paymentDetails: {
                  ...context.paymentDetails,
                  ...billing,
                  paymentMethod: keep || !chosen ? context.paymentDetails.paymentMethod : chosen.code,
                },
              };
            }),
          },
          onError: {
            actions: assign(({ context }) => ({
              paymentMethods: offlineMethods(context.items, config).paymentMethods,
            })),
          },
        },
        on: {
          'payment.submit': [
            {
              guard: 'paymentDetailsValid',
              target: 'reviewAndPayments',
              actions: assign({ errors: {}, message: null }),
            },
            {
              actions: assign({
                errors: ({ context }) => validatePaymentDetails(context.paymentDetails, config),
              }),
            },
          ],
          'step.edit': [
            { guard: ({ event }) => event.step === 'personalDetails', target: 'personalDetails' },
            { target: 'shipping' },
          ],
          'checkout.clear': { target: 'personalDetails', actions: 'clearDetails' },
        },
      },
      reviewAndPayments: {
        on: {
          'order.place': [
            {
              guard: and(['termsAccepted', 'accountToCreate']),
              target: 'creatingAccount',
              actions: assign({ errors: {}, message: null }),
            },
            {
              guard: 'termsAccepted',
              target: 'validatingOrder',
              actions: 'buildOrder',
            },
            { actions: assign({ errors: ({ context }) => validateReview(context) }) },
          ],
          'step.edit': { target: 'editing' },
          'checkout.clear': { target: 'personalDetails', actions: 'clearDetails' },
        },
      },
      editing: {
        always: [
          {
            guard: ({ event }) => event.type === 'step.edit' && event.step === 'personalDetails',
            target: 'personalDetails',
          },
          {
            guard: ({ event }) => event.type === 'step.edit' && event.step === 'shipping',
            target: 'shipping',
          },
          { target: 'payment' },
        ],
      },
      creatingAccount: {
        invoke: {
          src: 'createAccount',
          input: ({ context }) => ({
            customer: {
              email: context.personalDetails.emailAddress,
              firstname: context.personalDetails.firstName,
              lastname: context.personalDetails.lastName,
            },
            password: context.personalDetails.password ?? '',
          }),
          onDone: [
            { guard: ({ event }) => event.output.ok, target: 'validatingOrder', actions: 'buildOrder' },
            {
              // Refused (the e-mail has an account, …): nothing is ordered, the reason is shown.
              target: 'reviewAndPayments',
              actions: assign(({ event }) => ({
                message: (!event.output.ok && event.output.message) || message(messages.somethingWentWrong),
              })),
            },
          ],
          onError: {
            target: 'reviewAndPayments',
            actions: assign({ message: () => message(messages.somethingWentWrong) }),
          },
        },
      },
      validatingOrder: {
        always: [{ guard: 'orderBuilt', target: 'placingOrder' }, { target: 'reviewAndPayments' }],
      },
      placingOrder: {
        invoke: {
          src: 'placeOrder',
          input: ({ context }) => ({ order: context.pendingOrder as Order }),
          onDone: [
            {
              guard: { type: 'orderRejected', params: ({ event }) => ({ output: event.output }) },
              target: 'reviewAndPayments',
              actions: assign(({ event }) => ({
                message: event.output.status === 'rejected' ? event.output.message : null,
                stockShortages: event.output.status === 'rejected' ? (event.output.shortages ?? []) : [],
                // The server refused this id: a corrected order is a new order.
                clientOrderId: null,
                pendingOrder: null,
              })),
            },
            {
              target: 'thankYou',
              actions: [
                assign(({ context, event }) => {
                  const output = event.output;
                  const order: PlacedOrder =
                    output.status === 'placed'
                      ? { order_id: context.clientOrderId as string, status: 'placed', result: output.result }
                      : { order_id: context.clientOrderId as string, status: 'held' };
                  return {
                    order,
                    lastOrderAt: clock.now(),
                    isThankYouPage: true,
                    clientOrderId: null,
                    pendingOrder: null,
                    termsAccepted: false,
                    personalDetails: withoutPasswordAfterOrder(context.personalDetails),
                  };
                }),
                { type: 'orderPlaced', params: ({ context }) => ({ order: context.order as PlacedOrder }) },
                'persistCheckout',
              ],
            },
          ],
          onError: {
            // Transport trouble: the order keeps its client order id, so placing again is a retry.
            target: 'reviewAndPayments',
            actions: assign({ message: () => message(messages.somethingWentWrong) }),
          },
        },
      },
      thankYou: {
        on: {
          'checkout.reset': {
            target: 'personalDetails',
            actions: assign({ isThankYouPage: false, order: null, errors: {}, message: null }),
          },
        },
      },
    },
  });
}

/** The personal details after an order is placed: the password dropped if `createAccount` was set (commerce-core §4). */
function withoutPasswordAfterOrder(details: PersonalDetails): PersonalDetails {
  if (!details.createAccount) return details;
  const { password: _p, repeatPassword: _r, ...rest } = details;
  return { ...rest, password: undefined, repeatPassword: undefined };
}

/** The machine type of {@link createCheckoutMachine}. */
export type CheckoutMachine = ReturnType<typeof createCheckoutMachine>;
