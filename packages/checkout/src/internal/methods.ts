import type { CartItem, CheckoutAddress, PaymentMethod, ShippingMethod } from '@kauppa/contract';
import { messages } from '@kauppa/i18n';
import type { CheckoutConfig, CheckoutMethods, ShippingDetails } from './types.ts';

/**
 * The one offline flat-rate shipping method (commerce-core §9): carrier title the postal
 * carrier's name, price including tax from the configuration (5 EUR), the default.
 */
export function offlineShippingMethod({ checkout }: Pick<CheckoutConfig, 'checkout'>): ShippingMethod {
  const { carrierCode, methodCode, carrierTitle, priceInclTax } = checkout.shipping;
  return {
    carrier_code: carrierCode,
    method_code: methodCode,
    carrier_title: carrierTitle,
    method_title: carrierTitle,
    amount: priceInclTax,
    price_incl_tax: priceInclTax,
    default: true,
    offline: true,
    is_server_method: false,
  };
}

/** Cash on delivery: cost 0, the default payment method, offline (commerce-core §4). */
export function cashOnDeliveryMethod({ checkout }: Pick<CheckoutConfig, 'checkout'>): PaymentMethod {
  const { code, cost } = checkout.cashOnDelivery;
  return {
    code,
    title: messages.cashOnDelivery,
    cost,
    cost_incl_tax: cost,
    default: true,
    offline: true,
    is_server_method: false,
  };
}

/** The info box shown with cash on delivery (commerce-core §4 placing an order). */
export const cashOnDeliveryInfo = {
  title: messages.paymentInformation,
  text: messages.cashOnDeliveryInfo,
} as const;

/**
 * The price a shopper sees for a shipping method (commerce-core §1 source prices include tax, §3
 * shipping method): its `price_incl_tax`, else its `amount` (a method the platform quotes without
 * the taxed price).
 *
 * @example
 * shippingMethodPrice({ carrier_code: 'flatrate', method_code: 'flatrate', amount: 4, price_incl_tax: 5 }); // 5
 */
export function shippingMethodPrice(method: Pick<ShippingMethod, 'amount' | 'price_incl_tax'>): number {
  return method.price_incl_tax ?? method.amount;
}

/** A cart is virtual when every item is downloadable or virtual (commerce-core §4). */
export function isVirtualCart(items: readonly Pick<CartItem, 'type_id'>[]): boolean {
  return (
    items.length > 0 && items.every((item) => item.type_id === 'downloadable' || item.type_id === 'virtual')
  );
}

/**
 * The payment methods offered, in the platform's order (commerce-core §4 placing an order): the
 * server's methods (marked `is_server_method`), with cash on delivery where the server lists it,
 * else first. Cash on delivery costs `checkout.cashOnDelivery.cost` (0), is the default unless the
 * server marks another method default, and is hidden for virtual carts.
 */
export function availablePaymentMethods({
  items,
  serverMethods = [],
  config,
}: {
  items: readonly Pick<CartItem, 'type_id'>[];
  serverMethods?: readonly PaymentMethod[];
  config: Pick<CheckoutConfig, 'checkout'>;
}): PaymentMethod[] {
  const cod = cashOnDeliveryMethod(config);
  const server = serverMethods.map((m) => ({ ...m, is_server_method: true, offline: false }));
  if (isVirtualCart(items)) return server.filter((m) => m.code !== cod.code);
  const otherDefault = server.some((m) => m.default && m.code !== cod.code);
  const at = server.findIndex((m) => m.code === cod.code);
  if (at < 0) return [{ ...cod, default: !otherDefault }, ...server];
  return server.map((m, i) =>
    i === at ? { ...m, cost: cod.cost, cost_incl_tax: cod.cost, offline: true, default: !otherDefault } : m,
  );
}

/**
 * The shipping methods offered: the server's when it answered some, else the offline flat rate.
 * A server method marked `available: false` is never offered (the platform's
 * `core/modules/cart/store/actions/methodsActions.ts` filters on `available`).
 */
export function availableShippingMethods({
  serverMethods = [],
  config,
}: {
  serverMethods?: readonly ShippingMethod[];
  config: Pick<CheckoutConfig, 'checkout'>;
}): ShippingMethod[] {
  const offered = serverMethods.filter((m) => m.available !== false);
  if (offered.length === 0) return [offlineShippingMethod(config)];
  const hasDefault = offered.some((m) => m.default);
  return offered.map((m, i) => ({
    ...m,
    is_server_method: true,
    offline: false,
    default: hasDefault ? Boolean(m.default) : i === 0,
  }));
}

/**
 * The address payload of `cart/shipping-methods` (commerce-core §7): region, region_id,
 * country_id, street array, postcode, city, region_code.
 */
export function shippingMethodsAddress(
  details: Pick<
    ShippingDetails,
    'country' | 'state' | 'region_id' | 'streetAddress' | 'apartmentNumber' | 'zipCode' | 'city'
  >,
  { tax }: Pick<CheckoutConfig, 'tax'>,
): CheckoutAddress {
  return {
    region: details.state ?? '',
    region_id: details.region_id ?? 0,
    country_id: details.country || tax.defaultCountry,
    street: [details.streetAddress, details.apartmentNumber],
    postcode: details.zipCode,
    city: details.city,
    region_code: details.state ?? '',
  };
}

/** The default method of a list, else the first. */
export function defaultMethod<T extends { default?: boolean | undefined }>(
  methods: readonly T[],
): T | undefined {
  return methods.find((m) => m.default) ?? methods[0];
}

/** Methods of a checkout when nothing came from the server. */
export function offlineMethods(
  items: readonly Pick<CartItem, 'type_id'>[],
  config: Pick<CheckoutConfig, 'checkout'>,
): CheckoutMethods {
  return {
    shippingMethods: availableShippingMethods({ config }),
    paymentMethods: availablePaymentMethods({ items, config }),
  };
}
