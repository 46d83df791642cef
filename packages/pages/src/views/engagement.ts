import type { ReviewInput } from '@kauppa/engagement';

/** One bar of a loyalty card's bar code. */
export interface CardBar {
  x: number;
  width: number;
}

/** The loyalty card of a customer as drawn. */
export interface LoyaltyCardView {
  /** The card number: '2' and the customer id, padded to 12 digits. */
  number: string;
  bars: CardBar[];
  /** The width of the bar code. */
  width: number;
}

/** The bars of a card number: each digit as a wide or narrow bar pair. */
function cardBars(number: string): CardBar[] {
  const bars: CardBar[] = [];
  let x = 0;
  for (const digit of number) {
    const d = Number(digit) || 0;
    bars.push({ x, width: 1 + (d % 3) });
    x += 2 + (d % 3) + 1 + (d % 2);
  }
  return bars;
}

/**
 * The customer's loyalty card (accounts-content §2 my loyalty card): the card number ('2' and the
 * customer id, 12 digits) and its bar code, a bar per digit.
 *
 * @example
 * loyaltyCardView({ id: 42 }).number; // '200000000042'
 */
export function loyaltyCardView(customer: { id: string | number }): LoyaltyCardView {
  const number = `2${String(customer.id).padStart(11, '0')}`;
  const bars = cardBars(number);
  return { number, bars, width: (bars.at(-1)?.x ?? 0) + 4 };
}

/** The collection where the customer's own submitted reviews are kept (My product reviews). */
export const myReviewsCollection = 'myReviews';

/** A review kept locally for "My product reviews". */
export interface MyReview {
  product_id: string | number;
  sku?: string | undefined;
  title: string;
  detail: string;
  nickname: string;
  created_at: number;
}

/**
 * The review the review form sends (accounts-content §5 review form, §7 review/create): the
 * summary as its title, the review as its detail, the name as its nickname, from the signed-in
 * customer (else none).
 *
 * @example
 * await reviews.submit(reviewSubmission({ productId, values: form.values, customerId: user?.id }));
 */
export function reviewSubmission({
  productId,
  values,
  customerId,
}: {
  productId: string | number;
  values: { name: string; summary: string; review: string };
  customerId: string | number | null | undefined;
}): ReviewInput {
  return {
    product_id: productId,
    title: values.summary,
    detail: values.review,
    nickname: values.name,
    customer_id: customerId ?? null,
  };
}

/** A wishlist item as the wishlist shows it. */
export interface WishlistItemView {
  sku: string;
  /** The name, else the sku. */
  name: string;
  /** The price to pay now incl. tax; `undefined` for an item saved without its price incl. tax. */
  price: number | undefined;
}

/**
 * A wishlist item (accounts-content §2 wishlist, §3 wishlist kept locally): its name and, when it
 * was saved with its price incl. tax, the price to pay now (`priceOf`: the final price of
 * `getProductPrice` of `@kauppa/catalog-pricing`, the special price only in its window).
 *
 * @example
 * wishlist.items().map((item) => wishlistItemView(item, (p) => getProductPrice({ product: p, clock }).finalPriceInclTax));
 */
export function wishlistItemView<T extends { sku: string; name?: unknown; price_incl_tax?: unknown }>(
  item: T,
  priceOf: (item: T) => number,
): WishlistItemView {
  return {
    sku: item.sku,
    name: String(item.name ?? item.sku),
    price: typeof item.price_incl_tax === 'number' ? priceOf(item) : undefined,
  };
}
