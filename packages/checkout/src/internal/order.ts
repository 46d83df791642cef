import type {
  CartItem,
  CheckoutAddress,
  CollectTotals,
  Order,
  OrderAddress,
  PaymentMethod,
  ShippingInformation,
  ShippingMethod,
} from '@kauppa/contract';
import { orderRefusalOf } from '@kauppa/contract';
import { messages } from '@kauppa/i18n';
import type { Message } from '@kauppa/ports';
import { message } from '@kauppa/ports';
import { isVirtualCart } from './methods.ts';
import { isCheckoutAddress, parseOrder } from './order-schema.ts';
import type { CheckoutConfig, PaymentDetails, PersonalDetails, ShippingDetails } from './types.ts';
import { isValid, validatePaymentDetails, validateShippingDetails } from './validation.ts';

export { type OfflineTotals, offlineTotals } from './order-flow.ts';

/** A result that is either a value or the message saying why not. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: Message };

type AddressFields = Pick<
  ShippingDetails,
  | 'firstName'
  | 'lastName'
  | 'country'
  | 'streetAddress'
  | 'apartmentNumber'
  | 'city'
  | 'state'
  | 'region_id'
  | 'zipCode'
  | 'phoneNumber'
>;

/**
 * The country totals are computed for (commerce-core §5): the address's country, else the
 * configured default tax country, else the message asking to set the default tax country.
 */
export function totalsCountry(
  country: string | undefined | null,
  { tax }: Pick<CheckoutConfig, 'tax'>,
): Checked<string> {
  const chosen = (country ?? '').trim() || (tax.defaultCountry ?? '').trim();
  return chosen
    ? { ok: true, value: chosen }
    : { ok: false, message: message(messages.setDefaultTaxCountry) };
}

/** A checkout address (commerce-core §3 Address) from the step's fields. */
export function toCheckoutAddress(
  details: AddressFields & Partial<Pick<PaymentDetails, 'company' | 'taxId'>>,
  extra: { email?: string | undefined; country: string },
): CheckoutAddress {
  const address: CheckoutAddress = {
    firstname: details.firstName,
    lastname: details.lastName,
    city: details.city,
    postcode: details.zipCode,
    street: [details.streetAddress, details.apartmentNumber],
    countryId: extra.country,
    country_id: extra.country,
    region: details.state ?? null,
    region_id: details.region_id ?? null,
  };
  if (details.phoneNumber) address.telephone = details.phoneNumber;
  if (extra.email) address.email = extra.email;
  if (details.company) address.company = details.company;
  if (details.taxId) address.vat_id = details.taxId;
  return address;
}

/**
 * The payload of `cart/shipping-information` (commerce-core §7): shipping and billing address
 * and the chosen carrier and method. The country falls back to the default tax country; without
 * one the message asks to set it; without a shipping method, 'The shipping method is missing'.
 */
export function shippingInformationPayload({
  shippingDetails,
  paymentDetails,
  shippingMethod,
  config,
}: {
  shippingDetails: ShippingDetails;
  paymentDetails?: PaymentDetails | undefined;
  shippingMethod: Pick<ShippingMethod, 'carrier_code' | 'method_code'> | undefined;
  config: Pick<CheckoutConfig, 'tax'>;
}): Checked<ShippingInformation> {
  const country = totalsCountry(shippingDetails.country, config);
  if (!country.ok) return country;
  if (!shippingMethod) return { ok: false, message: message(messages.shippingMethodMissing) };
  const shippingAddress = toCheckoutAddress(shippingDetails, { country: country.value });
  const billingCountry = totalsCountry(paymentDetails?.country || country.value, config);
  const billingAddress =
    paymentDetails && billingCountry.ok
      ? toCheckoutAddress(paymentDetails, { country: billingCountry.value })
      : shippingAddress;
  return {
    ok: true,
    value: {
      addressInformation: {
        shippingAddress,
        billingAddress,
        shippingCarrierCode: shippingMethod.carrier_code,
        shippingMethodCode: shippingMethod.method_code,
      },
    },
  };
}

/**
 * The methods the order will be charged for, as `cart/collect-totals` takes them (commerce-core
 * §7): the chosen shipping method (none for a virtual cart) and the chosen payment method.
 */
export function reviewTotalsMethods({
  items,
  shippingMethods,
  paymentMethods,
  shippingDetails,
  paymentDetails,
}: {
  items: readonly Pick<CartItem, 'type_id'>[];
  shippingMethods: readonly ShippingMethod[];
  paymentMethods: readonly PaymentMethod[];
  shippingDetails: Pick<ShippingDetails, 'shippingMethod'>;
  paymentDetails: Pick<PaymentDetails, 'paymentMethod'>;
}): {
  methods: NonNullable<CollectTotals['methods']>;
  shippingMethod: ShippingMethod | undefined;
  paymentMethod: PaymentMethod | undefined;
} {
  const shippingMethod = isVirtualCart(items)
    ? undefined
    : shippingMethods.find((m) => m.method_code === shippingDetails.shippingMethod);
  const paymentMethod = paymentMethods.find((m) => m.code === paymentDetails.paymentMethod);
  return {
    methods: {
      ...(paymentMethod ? { paymentMethod: { method: paymentMethod.code } } : {}),
      ...(shippingMethod
        ? { shippingCarrierCode: shippingMethod.carrier_code, shippingMethodCode: shippingMethod.method_code }
        : {}),
    },
    shippingMethod,
    paymentMethod,
  };
}

/** What {@link buildOrder} needs. */
export interface BuildOrderInput {
  /** The client order id (IdSource port); the server is idempotent on it. */
  orderId: string;
  items: readonly CartItem[];
  personalDetails: PersonalDetails;
  shippingDetails: ShippingDetails;
  paymentDetails: PaymentDetails;
  /** `carrier_code` of the chosen method; wins over the one in the shipping details. */
  shippingCarrier?: string | undefined;
  cartId?: string | number | null | undefined;
  userId?: string | number | null | undefined;
  storeCode?: string | undefined;
  /** ISO time of creation. */
  createdAt: string;
  config: CheckoutConfig;
}

/**
 * Builds the order of `POST order` (commerce-core §4 placing an order), or says why not:
 * 'Shopping cart is empty before checkout', 'The shipping method is missing',
 * 'The address in checkout contains invalid data, so the order is cancelled', or
 * 'Internal validation error, please check required fields' when the order breaks the contract.
 * The password never travels in the order.
 */
export function buildOrder(input: BuildOrderInput): Checked<Order> {
  const { items, personalDetails, paymentDetails, config } = input;
  if (items.length === 0) return { ok: false, message: message(messages.cartEmptyBeforeCheckout) };
  const virtual = isVirtualCart(items);
  // A virtual cart skips the shipping step: its one address is the billing address (issue 14.11).
  const shippingDetails: ShippingDetails = virtual
    ? { ...addressFields(paymentDetails), shippingMethod: '' }
    : input.shippingDetails;
  if (!virtual && !shippingDetails.shippingMethod)
    return { ok: false, message: message(messages.shippingMethodMissing) };
  const invalidAddress = { ok: false as const, message: message(messages.checkoutAddressInvalid) };
  const shippingErrors = validateShippingDetails(
    { ...shippingDetails, shippingMethod: shippingDetails.shippingMethod || 'virtual' },
    config,
  );
  if (!isValid(shippingErrors)) return invalidAddress;
  const shippingCountry = totalsCountry(shippingDetails.country, config);
  if (!shippingCountry.ok) return invalidAddress;
  const shippingAddress = toCheckoutAddress(shippingDetails, {
    country: shippingCountry.value,
    email: personalDetails.emailAddress,
  });
  const { paymentMethod: _method, ...billingFields } = paymentDetails;
  const billingErrors = validatePaymentDetails({ ...paymentDetails, paymentMethod: 'x' }, config);
  if (!isValid(billingErrors)) return invalidAddress;
  const billingAddress = toCheckoutAddress(billingFields, {
    country: paymentDetails.country,
    email: personalDetails.emailAddress,
  });
  if (!isCheckoutAddress(shippingAddress) || !isCheckoutAddress(billingAddress)) return invalidAddress;
  // The platform's wire format (order.schema.js): ids are strings and absent rather than null,
  // addresses carry `country_id`, no property beyond the schema's (issue 15.4).
  const candidate = {
    order_id: input.orderId,
    ...(input.userId === undefined || input.userId === null || input.userId === ''
      ? {}
      : { user_id: String(input.userId) }),
    ...(input.cartId === undefined || input.cartId === null || input.cartId === ''
      ? {}
      : { cart_id: String(input.cartId) }),
    ...(input.storeCode ? { store_code: input.storeCode } : {}),
    created_at: input.createdAt,
    updated_at: input.createdAt,
    transmited: false,
    products: items.map((item) => {
      const { sku, qty, parentSku, type_id, product_option, price, price_incl_tax } = item;
      const name = (item as { name?: unknown }).name;
      return {
        sku,
        qty,
        ...(typeof name === 'string' ? { name } : {}),
        ...(parentSku === undefined ? {} : { parentSku }),
        ...(type_id === undefined ? {} : { type_id }),
        ...(product_option === undefined || product_option === null ? {} : { product_option }),
        price: price ?? price_incl_tax ?? 0,
        ...(typeof price_incl_tax === 'number' ? { price_incl_tax } : {}),
      };
    }),
    addressInformation: {
      // A virtual cart ships nothing: its shipping address is its billing address (issue 14.11).
      shippingAddress: toOrderAddress(shippingAddress),
      billingAddress: toOrderAddress(billingAddress),
      ...(virtual
        ? {}
        : {
            shipping_method_code: shippingDetails.shippingMethod,
            ...(input.shippingCarrier || shippingDetails.shippingCarrier
              ? { shipping_carrier_code: input.shippingCarrier || shippingDetails.shippingCarrier }
              : {}),
          }),
      payment_method_code: paymentDetails.paymentMethod,
      ...(paymentDetails.paymentMethodAdditional === undefined
        ? {}
        : { payment_method_additional: paymentDetails.paymentMethodAdditional }),
    },
  };
  const order = parseOrder(candidate);
  if (!order || !paymentDetails.paymentMethod)
    return { ok: false, message: message(messages.internalValidationError) };
  return { ok: true, value: order };
}

/**
 * An order address as the platform's Magento bridge reads it (o2m.js): `country_id`, a region
 * only when there is one (never `null`), a numeric region id.
 */
export function toOrderAddress(address: CheckoutAddress): OrderAddress {
  const { countryId, country_id, region, region_id, region_code, ...rest } = address;
  const out: Record<string, unknown> = { ...rest, country_id: country_id ?? countryId ?? '' };
  if (typeof region === 'string' && region.trim()) out.region = region;
  const regionId = Number(region_id);
  if (region_id !== null && region_id !== undefined && region_id !== '' && Number.isFinite(regionId))
    out.region_id = regionId;
  if (typeof region_code === 'string' && region_code) out.region_code = region_code;
  for (const [key, value] of Object.entries(out)) if (value === undefined || value === null) delete out[key];
  return out as OrderAddress;
}

/** The address fields of shipping or payment details (what a billing address copies). */
export function addressFields({
  firstName,
  lastName,
  country,
  streetAddress,
  apartmentNumber,
  city,
  state,
  region_id,
  zipCode,
  phoneNumber,
}: Omit<ShippingDetails, 'shippingMethod'>): Omit<ShippingDetails, 'shippingMethod'> {
  return {
    firstName,
    lastName,
    country,
    streetAddress,
    apartmentNumber,
    city,
    state,
    region_id,
    zipCode,
    phoneNumber,
  };
}

/**
 * An order call succeeded when it has no result code, or code 200 (commerce-core §4) — unless the
 * code-200 answer is the platform's refusal `Invalid signature validation of {sku}`
 * (src/api/order.ts `create`, `orderRefusalOf` of `@kauppa/contract`): no order was made
 * (issue 27.10).
 */
export function isOrderPlaced(answer: {
  code?: number | string | null | undefined;
  result?: unknown;
}): boolean {
  const ok =
    answer.code === undefined || answer.code === null || answer.code === 200 || answer.code === '200';
  return ok && orderRefusalOf(answer) === undefined;
}

/**
 * What a shopper is told of a refused order: the server's text, unless it is the platform's
 * internal signature refusal (then `undefined`: the caller shows its general message).
 */
export function refusalText(result: unknown): string | undefined {
  if (typeof result !== 'string' || result === '') return undefined;
  return orderRefusalOf({ result }) ? undefined : result;
}

/**
 * A user is 'in checkout' when checkout was modified within the window (30 minutes,
 * `checkout.inProgressWindowMs`) (commerce-core §4).
 *
 * @example
 * isUserInCheckout({ modifiedAt, now: clock.now(), windowMs: 1_800_000 });
 */
export function isUserInCheckout({
  modifiedAt,
  now,
  windowMs,
}: {
  modifiedAt: number | null | undefined;
  now: number;
  windowMs: number;
}): boolean {
  if (modifiedAt === null || modifiedAt === undefined) return false;
  return now - modifiedAt < windowMs;
}

/**
 * Where checkout sends the shopper (commerce-core §2): the external checkout site,
 * `{url}/vue/cart/sync/token/{userToken}/cart/{cartToken}` (per store with multistore), or `null`
 * when the external checkout is off — the shell then goes to `/checkout`. (The address alone,
 * whatever the switch, is `externalCheckoutUrl` of `@kauppa/url-dispatcher`.)
 *
 * @example
 * externalCheckoutRedirect({ config, userToken: '', cartToken: 'q1' }); // 'http://…/vue/cart/sync/token//cart/q1'
 */
export function externalCheckoutRedirect({
  config,
  userToken,
  cartToken,
  storeCode,
}: {
  config: Pick<CheckoutConfig, 'checkout'>;
  userToken: string | null | undefined;
  cartToken: string | number;
  /** Set with multistore on: the path gets the store code. */
  storeCode?: string | undefined;
}): string | null {
  const { enabled, url } = config.checkout.externalCheckout;
  if (!enabled) return null;
  const base = url.replace(/\/+$/, '') + (storeCode ? `/${storeCode}` : '');
  return `${base}/vue/cart/sync/token/${encodeURIComponent(userToken ?? '')}/cart/${encodeURIComponent(String(cartToken))}`;
}
