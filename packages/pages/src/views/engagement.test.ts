import { describe, expect, it } from 'vitest';
import { loyaltyCardView, reviewSubmission, wishlistItemView } from './index.ts';

describe('loyalty card (accounts-content §2 my loyalty card)', () => {
  it("numbers the card '2' and the customer id, 12 digits", () => {
    expect(loyaltyCardView({ id: 42 }).number).toBe('200000000042');
  });

  it('draws a bar per digit, wider for higher digits modulo 3, and spans them all', () => {
    const { bars, width } = loyaltyCardView({ id: 12 });
    expect(bars).toHaveLength(12);
    expect(bars[0]).toEqual({ x: 0, width: 3 });
    expect(bars[1]).toEqual({ x: 5, width: 1 });
    expect(width).toBe((bars.at(-1)?.x ?? 0) + 4);
  });
});

describe('review form (accounts-content §5 review form, §7 review/create)', () => {
  const values = { name: 'Anna', summary: 'Great', review: 'Works well.' };

  it('sends the summary as the title, the review as the detail and the name as the nickname', () => {
    expect(reviewSubmission({ productId: 7, values, customerId: 3 })).toEqual({
      product_id: 7,
      title: 'Great',
      detail: 'Works well.',
      nickname: 'Anna',
      customer_id: 3,
    });
  });

  it("sends a guest's review without a customer", () => {
    expect(reviewSubmission({ productId: 'SKU', values, customerId: undefined }).customer_id).toBeNull();
  });
});

describe('wishlist items (accounts-content §2 wishlist)', () => {
  const priceOf = (item: { price_incl_tax?: unknown }) => Number(item.price_incl_tax) - 1;

  it('shows the name and the price to pay now', () => {
    expect(wishlistItemView({ sku: 'A', name: 'Kahvi', price_incl_tax: 10 }, priceOf)).toEqual({
      sku: 'A',
      name: 'Kahvi',
      price: 9,
    });
  });

  it('shows no price for an item saved without its price incl. tax, and the sku without a name', () => {
    expect(
      wishlistItemView({ sku: 'A', price: 8 } as { sku: string; price_incl_tax?: number }, priceOf),
    ).toEqual({
      sku: 'A',
      name: 'A',
      price: undefined,
    });
  });
});
