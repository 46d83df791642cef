import {
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutStep,
  checkoutPrefill,
  isVirtualCart,
  type PrefillUser,
  shippingMethodPrice,
} from '@kauppa/checkout';
import type { CartItem, PaymentMethod, ShippingMethod } from '@kauppa/contract';

/** The four steps of checkout in their order, with their titles (accounts-content §2 checkout). */
export const checkoutSteps: ReadonlyArray<{ readonly id: CheckoutStep; readonly title: string }> = [
  { id: 'personalDetails', title: 'Personal Details' },
  { id: 'shipping', title: 'Shipping' },
  { id: 'payment', title: 'Payment' },
  { id: 'reviewAndPayments', title: 'Review & Payments' },
];

/**
 * The address fields of the Shipping and Payment steps (commerce-core §3 shipping and payment
 * details), each with its label (a message id) and its `autocomplete` token.
 */
export const checkoutAddressFields = [
  ['firstName', 'First name', 'given-name'],
  ['lastName', 'Last name', 'family-name'],
  ['streetAddress', 'Street name', 'address-line1'],
  ['apartmentNumber', 'House/Apartment number', 'address-line2'],
  ['city', 'City', 'address-level2'],
  ['state', 'State / Province', 'address-level1'],
  ['zipCode', 'Zip-code', 'postal-code'],
  ['phoneNumber', 'Phone number', 'tel'],
] as const;

/** A shipping method as the Shipping step offers it. */
export interface ShippingOption {
  /** `method_code`: the radio button's value. */
  code: string;
  /** `carrier_code`, sent with the choice. */
  carrier: string;
  title: string | undefined;
  /** The price shown: including tax (`shippingMethodPrice` of `@kauppa/checkout`). */
  price: number;
  checked: boolean;
}

/** Input of {@link checkoutView}. */
export interface CheckoutViewInput {
  /** The checkout machine's context. */
  context: Pick<CheckoutContext, 'shippingDetails' | 'paymentDetails' | 'shippingMethods' | 'paymentMethods'>;
  /** The cart's lines (the cart, not the machine's copy: the page follows the live cart). */
  items: readonly Pick<CartItem, 'type_id'>[];
  /** Whether the machine is in this state (`state.matches` of XState). */
  matches: (state: CheckoutStep | 'placingOrder' | 'thankYou') => boolean;
  /** The payment method code of cash on delivery (`checkout.cashOnDelivery.code` of the configuration). */
  cashOnDeliveryCode: string;
}

/** What the checkout page shows (accounts-content §2 checkout, commerce-core §4 placing an order). */
export interface CheckoutView {
  /** The open step; `undefined` while placing the order or after it. */
  current: CheckoutStep | undefined;
  /** The cart is empty and no order is being placed: 'Shopping cart is empty before checkout'. */
  empty: boolean;
  /** Every line downloadable or virtual: no shipping step content, no cash on delivery. */
  virtual: boolean;
  placing: boolean;
  /** The steps before the open one, which can be opened again ("Edit"). */
  editable: Readonly<Record<CheckoutStep, boolean>>;
  /** The shipping address summary shows (a finished Shipping step of a cart that ships). */
  shippingSummary: boolean;
  /** The payment summary shows (a finished Payment step). */
  paymentSummary: boolean;
  /** The Review & Payments form shows (open, or the order being placed). */
  review: boolean;
  chosenShipping: ShippingMethod | undefined;
  chosenPayment: PaymentMethod | undefined;
  /** Cash on delivery is chosen for a cart that ships: its 'Payment Information' box shows. */
  cashOnDeliveryInfo: boolean;
  shippingOptions: ShippingOption[];
}

const stepIndexOf = (step: CheckoutStep | undefined) => checkoutSteps.findIndex((s) => s.id === step);

/**
 * The checkout page's view of the checkout machine (accounts-content §2 checkout; commerce-core §4
 * placing an order): the open step, the steps that can be edited, the summaries of finished steps,
 * the chosen methods, the shipping options with their prices including tax, and whether cash on
 * delivery's info box shows (never for a virtual cart).
 *
 * @example
 * const view = checkoutView({ context, items: cart.cartItems, matches: (s) => state.matches(s), cashOnDeliveryCode: config.checkout.cashOnDelivery.code });
 */
export function checkoutView({
  context,
  items,
  matches,
  cashOnDeliveryCode,
}: CheckoutViewInput): CheckoutView {
  const current = checkoutSteps.map((s) => s.id).find((id) => matches(id));
  const stepIndex = stepIndexOf(current);
  const virtual = isVirtualCart(items);
  const placing = matches('placingOrder');
  const after = (step: CheckoutStep) => stepIndex > stepIndexOf(step);
  const chosenPayment = context.paymentMethods.find((m) => m.code === context.paymentDetails.paymentMethod);
  return {
    current,
    empty: items.length === 0 && !placing && !matches('thankYou'),
    virtual,
    placing,
    editable: {
      personalDetails: after('personalDetails'),
      shipping: after('shipping'),
      payment: after('payment'),
      reviewAndPayments: false,
    },
    shippingSummary: current !== 'shipping' && after('shipping') && !virtual,
    paymentSummary: current !== 'payment' && after('payment'),
    review: current === 'reviewAndPayments' || placing,
    chosenShipping: context.shippingMethods.find(
      (m) => m.method_code === context.shippingDetails.shippingMethod,
    ),
    chosenPayment,
    cashOnDeliveryInfo: chosenPayment?.code === cashOnDeliveryCode && !virtual,
    shippingOptions: context.shippingMethods.map((method) => ({
      code: method.method_code,
      carrier: method.carrier_code,
      title: method.method_title,
      price: shippingMethodPrice(method),
      checked: context.shippingDetails.shippingMethod === method.method_code,
    })),
  };
}

/** The forms of the steps whose fields a shopper edits. */
export type CheckoutForm = 'personal' | 'shipping' | 'payment';

/**
 * The machine event of one edited checkout field (commerce-core §3 checkout state): the
 * `personalDetails.update`, `shippingDetails.update` or `paymentDetails.update` of that field.
 *
 * @example
 * send(checkoutFieldUpdate('shipping', 'city', 'Tampere'));
 */
export function checkoutFieldUpdate(
  form: CheckoutForm,
  name: string,
  value: string | boolean,
): CheckoutEvent {
  const details = { [name]: value };
  if (form === 'personal') return { type: 'personalDetails.update', details };
  if (form === 'shipping') return { type: 'shippingDetails.update', details };
  return { type: 'paymentDetails.update', details };
}

/**
 * The machine event of choosing a shipping method (commerce-core §3 shipping details): its
 * `method_code` and `carrier_code`.
 */
export function shippingMethodChoice(option: Pick<ShippingOption, 'code' | 'carrier'>): CheckoutEvent {
  return {
    type: 'shippingDetails.update',
    details: { shippingMethod: option.code, shippingCarrier: option.carrier },
  };
}

/** Input of {@link checkoutPrefillEvents}. */
export interface CheckoutPrefillEventsInput {
  /** The signed-in customer, if any. */
  user: PrefillUser | null | undefined;
  context: {
    personalDetails: Pick<CheckoutContext['personalDetails'], 'emailAddress'>;
    shippingDetails: Pick<CheckoutContext['shippingDetails'], 'streetAddress'>;
  };
  /** The shop's default tax country (`config.tax.defaultCountry`). */
  defaultCountry: string;
}

/**
 * What a signed-in customer's checkout is prefilled with (accounts-content §2 checkout, §3
 * profile; `checkoutPrefill` of `@kauppa/checkout`), as machine events: nothing once an e-mail is
 * entered; the personal details; the default shipping address unless a street is entered.
 *
 * @example
 * for (const event of checkoutPrefillEvents({ user, context, defaultCountry })) send(event);
 */
export function checkoutPrefillEvents({
  user,
  context,
  defaultCountry,
}: CheckoutPrefillEventsInput): CheckoutEvent[] {
  if (!user || context.personalDetails.emailAddress) return [];
  const prefill = checkoutPrefill({ user, defaultCountry });
  const events: CheckoutEvent[] = [];
  if (prefill.personalDetails)
    events.push({ type: 'personalDetails.update', details: prefill.personalDetails });
  if (prefill.shippingDetails && !context.shippingDetails.streetAddress) {
    events.push({ type: 'shippingDetails.update', details: prefill.shippingDetails });
  }
  return events;
}

/** Input of {@link checkoutCompletion}. */
export interface CheckoutCompletionInput {
  /** The checkout machine's context. */
  context: Pick<CheckoutContext, 'order' | 'personalDetails' | 'items'>;
  /** The password the guest typed for the account to create (kept out of the machine's saved state). */
  password: string | undefined;
  /** Whether a customer is signed in. */
  authorized: boolean;
}

/** What follows a placed (or held) order. */
export interface CheckoutCompletion {
  /** The payload of the marketing "Order Placed" event (accounts-content §4 tracking). */
  orderPlaced: {
    products: CartItem[];
    addressInformation: { shippingAddress: { email: string } };
  };
  /** The account a guest asked for with the purchase, to register now; `null` without. */
  registration: {
    customer: { email: string; firstname: string; lastname: string };
    password: string;
  } | null;
  /** The thank-you page with the order number. */
  successPath: string;
  /** The order is held (offline, or the shop could not take it): never shown as received (issue 14.4). */
  held: boolean;
}

/**
 * What follows the order of the thank-you state (accounts-content §2 checkout, §4 tracking;
 * commerce-core §4 placing an order): the "Order Placed" tracking payload, a guest's account to
 * create with the purchase (only with a password and nobody signed in), the thank-you page
 * `/order-success?orderNumber=…` and whether the order is only held. `null` without an order.
 *
 * @example
 * const done = checkoutCompletion({ context, password, authorized: account.isAuthorized() });
 */
export function checkoutCompletion({
  context,
  password,
  authorized,
}: CheckoutCompletionInput): CheckoutCompletion | null {
  const { order, personalDetails } = context;
  if (!order) return null;
  const orderNumber = (order.result as { orderNumber?: string } | undefined)?.orderNumber;
  return {
    orderPlaced: {
      products: context.items.map((item) => ({ ...item })),
      addressInformation: { shippingAddress: { email: personalDetails.emailAddress } },
    },
    registration:
      personalDetails.createAccount && password && !authorized
        ? {
            customer: {
              email: personalDetails.emailAddress,
              firstname: personalDetails.firstName,
              lastname: personalDetails.lastName,
            },
            password,
          }
        : null,
    successPath: `/order-success${orderNumber ? `?orderNumber=${encodeURIComponent(orderNumber)}` : ''}`,
    held: order.status === 'held',
  };
}

/**
 * The countries of the country select, each with its name in the shop's language
 * (`Intl.DisplayNames`, issue 28.10: the select showed ISO codes); a code the runtime cannot name
 * shows as it is.
 *
 * @example
 * countryOptions({ codes: ['FI', 'SE'], locale: 'fi-FI' }); // [{ code: 'FI', name: 'Suomi' }, { code: 'SE', name: 'Ruotsi' }]
 */
export function countryOptions({
  codes,
  locale,
}: {
  /** The countries offered (`checkout.countries` of the shop configuration). */
  codes: readonly string[];
  /** The interface language, e.g. `fi-FI`. */
  locale: string;
}): Array<{ code: string; name: string }> {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  } catch {
    names = undefined;
  }
  return codes.map((code) => {
    let name = code;
    try {
      name = names?.of(code.toUpperCase()) ?? code;
    } catch {
      name = code;
    }
    return { code, name };
  });
}
