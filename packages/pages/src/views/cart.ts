import { appliedCoupon, type CartState, cartLinePrices, cartTotals } from '@kauppa/cart-sync';
import type { CartItem, TotalSegment } from '@kauppa/contract';
import { messages } from '@kauppa/i18n';

/** A cart line as the mini cart and the checkout's order summary show it. */
export interface CartLineView {
  /** A key unique in the cart: the sku and the chosen options. */
  key: string;
  /** The product's name, else its sku. */
  name: string;
  sku: string;
  qty: number;
  /** The line total including tax; `undefined` while the line has no price including tax. */
  total: number | undefined;
  /** The unit price to pay incl. tax (the sale price while it applies); `undefined` like `total`. */
  unit: number | undefined;
  /** The regular unit price incl. tax of a discounted line, shown struck; else `undefined`. */
  regular: number | undefined;
  /** The thumbnail (else the image) path; `undefined` without one. */
  image: string | undefined;
}

/** Options of {@link cartLineView}. */
export interface CartLineViewOptions {
  /** The time the special price dates are read at (the Clock port's `now()`). */
  now: number;
}

/**
 * The cart line as shown (commerce-core §3 cart item, §4 special price; accounts-content §2 mini
 * cart): name (or sku), quantity, the final unit price with the struck regular one on sale, and
 * the row total including tax once known (`cartLinePrices` of `@kauppa/cart-sync`), the thumbnail.
 *
 * @example
 * cart.cartItems.map((item) => cartLineView(item, { now: clock.now() }));
 */
export function cartLineView(item: CartItem, { now }: CartLineViewOptions): CartLineView {
  const { name, thumbnail, image } = item as { name?: unknown; thumbnail?: unknown; image?: unknown };
  const picture = [thumbnail, image].find((p) => typeof p === 'string' && p !== '' && p !== 'no_selection');
  const prices = cartLinePrices({ item, now });
  return {
    key: `${item.sku}-${JSON.stringify(item.product_option ?? '')}`,
    name: String(name ?? item.sku),
    sku: item.sku,
    qty: item.qty,
    total: prices?.total,
    unit: prices?.unit,
    regular: prices?.regular,
    image: typeof picture === 'string' ? picture : undefined,
  };
}

/** The discount code the cart shows as applied. */
export interface CouponView {
  /** A coupon is applied (the platform's `coupon_code`, or a `discount` totals row). */
  applied: boolean;
  /** The code shown (the coupon code, else the discount row's title). */
  label: string | null | undefined;
}

/**
 * The applied discount code (commerce-core §3 coupon, §8 coupon messages): the platform's coupon
 * code (`appliedCoupon` of `@kauppa/cart-sync`), else the title of its `discount` totals row;
 * without either the form to add one shows.
 *
 * @example
 * couponView({ state: cart.getState() }); // { applied: true, label: 'SAVE10' }
 */
export function couponView({
  state,
}: {
  state: Pick<CartState, 'platformTotals' | 'platformTotalSegments'> | null | undefined;
}): CouponView {
  if (!state) return { applied: false, label: undefined };
  const segment = state.platformTotalSegments?.find((s) => s.code === 'discount');
  const coupon = appliedCoupon({ state })?.code;
  return { applied: Boolean(segment || coupon), label: coupon ?? segment?.title };
}

/** Input of {@link totalsRows}. */
export interface TotalsRowsInput {
  /** The cart; none shows no totals. */
  state: Pick<CartState, 'cartItems' | 'platformTotalSegments' | 'shipping' | 'payment'> | null | undefined;
  /** Whether the shop is online (offline the local rows show). @default true */
  online?: boolean | undefined;
  /** The time special prices are read at (the local subtotal sums the lines' final prices). */
  now?: number | undefined;
}

/** A totals row as shown: an amount, or a note in its place. */
export type TotalsRow = TotalSegment & {
  /** A message id shown instead of the amount ('Calculated at checkout'). */
  note?: string | undefined;
};

const virtualTypes = new Set(['virtual', 'downloadable']);

/**
 * The totals rows the cart shows (commerce-core §3 platformTotalSegments, totals rows
 * subtotal_incl_tax, grand_total, payment, shipping; `cartTotals` of `@kauppa/cart-sync`): none
 * for an empty cart (`null`); otherwise every row with a value except the tax row (source prices
 * include tax, §1: the tax is inside the other rows). A row reads only what is known (issue 28.3):
 * before a shipping method is known (the cart's `shipping`, or a shipping amount the platform
 * charges) the shipping row says 'Calculated at checkout' instead of 0,00 €, and the payment row
 * shows only once a payment method is chosen. A virtual cart has no shipping row.
 *
 * @example
 * totalsRows({ state: cart.getState(), online: connectivity.isOnline() });
 */
export function totalsRows({ state, online, now }: TotalsRowsInput): TotalsRow[] | null {
  const segments = state && state.cartItems.length > 0 ? cartTotals({ state, online, now }) : [];
  if (!state || segments.length === 0) return null;
  const charged = (code: string) => segments.some((s) => s.code === code && (s.value ?? 0) > 0);
  const shippingKnown =
    Boolean(state.shipping?.method_code || state.shipping?.carrier_code) || charged('shipping');
  const paymentKnown = Boolean(state.payment?.code) || charged('payment');
  const virtual = state.cartItems.every((item) => virtualTypes.has(String(item.type_id ?? '')));
  const rows: TotalsRow[] = [];
  for (const segment of segments) {
    if (segment.code === 'tax') continue;
    if (segment.code === 'payment' && !paymentKnown) continue;
    if (segment.code === 'shipping') {
      if (virtual && !charged('shipping')) continue;
      if (!shippingKnown) {
        rows.push({
          code: 'shipping',
          title: messages.shipping,
          value: null,
          note: messages.shippingCalculatedAtCheckout,
        });
        continue;
      }
    }
    if (segment.value !== null) rows.push(segment);
  }
  return rows;
}
