import { appliedCoupon, type CartState, cartTotals, shownLineTotal } from '@kauppa/cart-sync';
import type { CartItem, TotalSegment } from '@kauppa/contract';

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
  /** The thumbnail (else the image) path; `undefined` without one. */
  image: string | undefined;
}

/**
 * The cart line as shown (commerce-core §3 cart item; accounts-content §2 mini cart): name (or
 * sku), quantity, the line total including tax once known (`shownLineTotal` of
 * `@kauppa/cart-sync`), the thumbnail.
 *
 * @example
 * cart.cartItems.map(cartLineView);
 */
export function cartLineView(item: CartItem): CartLineView {
  const { name, thumbnail, image } = item as { name?: unknown; thumbnail?: unknown; image?: unknown };
  const picture = thumbnail ?? image;
  return {
    key: `${item.sku}-${JSON.stringify(item.product_option ?? '')}`,
    name: String(name ?? item.sku),
    sku: item.sku,
    qty: item.qty,
    total: shownLineTotal({ item }),
    image: typeof picture === 'string' && picture ? picture : undefined,
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
}

/**
 * The totals rows the cart shows (commerce-core §3 platformTotalSegments; `cartTotals` of
 * `@kauppa/cart-sync`): none for an empty cart (`null`); otherwise every row with a value except
 * the tax row (source prices include tax, §1: the tax is inside the other rows).
 *
 * @example
 * totalsRows({ state: cart.getState(), online: connectivity.isOnline() });
 */
export function totalsRows({ state, online }: TotalsRowsInput): TotalSegment[] | null {
  const segments = state && state.cartItems.length > 0 ? cartTotals({ state, online }) : [];
  if (segments.length === 0) return null;
  return segments.filter((segment) => segment.value !== null && segment.code !== 'tax');
}
