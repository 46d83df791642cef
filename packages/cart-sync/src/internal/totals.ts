import { roundMoney } from '@kauppa/catalog-pricing';
import type { CollectTotals } from '@kauppa/contract';
import { messages } from '@kauppa/i18n';
import { cartLinePrices, cartLineTotal } from './items.ts';
import type { CartState, PaymentMethod, ShippingMethod, TotalSegment } from './types.ts';

/** Options of {@link cartTotals}. */
export interface CartTotalsOptions {
  /** The cart: its lines, the platform's totals rows and the chosen shipping and payment methods. */
  state: Pick<CartState, 'cartItems' | 'platformTotalSegments' | 'shipping' | 'payment'>;
  /**
   * Whether the shop is online: offline the rows are the local ones even when the platform's
   * are known (they may be stale).
   * @default true
   */
  online?: boolean | undefined;
  /**
   * The time special prices are read at: with it, the local subtotal sums the lines' final
   * prices (`cartLinePrices`: a sale line at its sale price, issue 28.2a); without it, their
   * `price_incl_tax`.
   */
  now?: number | undefined;
}

const cents = roundMoney;

/**
 * The totals rows of the cart (commerce-core §3 platformTotalSegments; the platform's
 * `getTotals`): the platform's rows when known and online, else the local rows computed from
 * the lines (source prices include tax, §1) — `subtotal_incl_tax`, `shipping` and `payment` of the
 * chosen methods (incl. tax), and `grand_total`. Titles are message ids (or the method's title).
 *
 * @example
 * cartTotals({ state: cart.getState(), online: connectivity.isOnline() }).find((row) => row.code === 'grand_total');
 */
export function cartTotals({ state, online = true, now }: CartTotalsOptions): TotalSegment[] {
  if (online && state.platformTotalSegments && state.platformTotalSegments.length > 0) {
    return state.platformTotalSegments;
  }
  const lineTotal = (item: CartState['cartItems'][number]) =>
    now === undefined ? cartLineTotal({ item }) : cartLinePrices({ item, now })?.total;
  const subtotal = cents(state.cartItems.reduce((sum, item) => sum + (lineTotal(item) ?? 0), 0));
  const rows: TotalSegment[] = [
    { code: 'subtotal_incl_tax', title: messages.subtotalInclTax, value: subtotal },
  ];
  let grand = subtotal;
  const { shipping, payment } = state;
  if (shipping && (shipping.method_code || shipping.carrier_code)) {
    const value = shipping.price_incl_tax ?? shipping.amount ?? 0;
    rows.push({ code: 'shipping', title: shipping.method_title || messages.shipping, value });
    grand += value;
  }
  if (payment?.code) {
    const value = payment.cost_incl_tax ?? payment.cost ?? 0;
    rows.push({ code: 'payment', title: payment.title || messages.payment, value });
    grand += value;
  }
  rows.push({ code: 'grand_total', title: messages.grandTotal, value: cents(grand) });
  return rows;
}

/** The coupon applied to the cart. */
export interface AppliedCoupon {
  code: string;
  /** The discount the platform's totals give for it (`discount_amount`, negative), 0 when unknown. */
  discount: number;
}

/**
 * The applied coupon (commerce-core §3 coupon; the platform's `getCoupon`): the `coupon_code` of
 * the platform's totals and its `discount_amount`; `null` without one.
 *
 * @example
 * appliedCoupon({ state: cart.getState() })?.code; // 'SAVE10'
 */
export function appliedCoupon({ state }: { state: Pick<CartState, 'platformTotals'> }): AppliedCoupon | null {
  const code = state.platformTotals?.coupon_code;
  if (typeof code !== 'string' || code === '') return null;
  return { code, discount: state.platformTotals?.discount_amount ?? 0 };
}

/** Options of {@link defaultMethodsForTotals}. */
export interface DefaultMethodsForTotalsOptions {
  /** The shipping methods (`cart.loadShippingMethods`). */
  shippingMethods: readonly Pick<ShippingMethod, 'carrier_code' | 'method_code' | 'default'>[];
  /** The payment methods (`cart.loadPaymentMethods`). */
  paymentMethods: readonly Pick<PaymentMethod, 'code' | 'default'>[];
}

/**
 * The methods a totals sync is collected with before the shopper chose any (commerce-core §4
 * cart sync, totals; the platform's default shipping and payment methods): the method marked
 * `default`, else the first, of each list, as the `methods` of `cart/collect-totals`. An empty
 * list leaves its side out.
 *
 * @example
 * await cart.syncTotals({ forceServerSync: true, methods: defaultMethodsForTotals(await cart.loadMethods({ address })) });
 */
export function defaultMethodsForTotals({
  shippingMethods,
  paymentMethods,
}: DefaultMethodsForTotalsOptions): CollectTotals {
  const shipping = shippingMethods.find((m) => m.default) ?? shippingMethods[0];
  const payment = paymentMethods.find((m) => m.default) ?? paymentMethods[0];
  return {
    methods: {
      ...(payment?.code ? { paymentMethod: { method: payment.code } } : {}),
      ...(shipping?.carrier_code ? { shippingCarrierCode: shipping.carrier_code } : {}),
      ...(shipping?.method_code ? { shippingMethodCode: shipping.method_code } : {}),
    },
  };
}

/**
 * The methods a totals sync collects once the shopper chose (or checkout preselected) them: the
 * cart state's `shipping` and `payment` (commerce-core §3 cart state) as the `methods` of
 * `cart/collect-totals`, so the totals keep showing them at every step (issue 28.3); `undefined`
 * while neither is known (the plain `cart/totals` then).
 *
 * @example
 * chosenMethodsForTotals(cart.getState()); // { methods: { shippingCarrierCode: 'posti', shippingMethodCode: 'flatrate' } }
 */
export function chosenMethodsForTotals(
  state: Pick<CartState, 'shipping' | 'payment'>,
): CollectTotals | undefined {
  const { shipping, payment } = state;
  const carrier = typeof shipping?.carrier_code === 'string' ? shipping.carrier_code : undefined;
  const method = typeof shipping?.method_code === 'string' ? shipping.method_code : undefined;
  const code = typeof payment?.code === 'string' ? payment.code : undefined;
  if (!carrier && !method && !code) return undefined;
  return {
    methods: {
      ...(code ? { paymentMethod: { method: code } } : {}),
      ...(carrier ? { shippingCarrierCode: carrier } : {}),
      ...(method ? { shippingMethodCode: method } : {}),
    },
  };
}
