import { getProductPrice, type ProductPrices, roundMoney, toQuantity } from '@kauppa/catalog-pricing';
import type { CartItem, ProductOption } from './types.ts';

type Keyed = { sku: string; product_option?: ProductOption | undefined };

function optionsKey(option: ProductOption | undefined): string {
  const ext = option?.extension_attributes;
  if (!ext) return '';
  let key = '';
  if (ext.custom_options?.length) {
    key += `c:${ext.custom_options
      .map((o) => `${o.option_id}=${JSON.stringify(o.option_value)}`)
      .sort()
      .join(',')}`;
  }
  if (ext.bundle_options?.length) {
    key += `b:${ext.bundle_options
      .map((o) => `${o.option_id}=${o.option_qty}x${[...o.option_selections].sort().join('+')}`)
      .sort()
      .join(',')}`;
  }
  return key;
}

/**
 * The identity of a cart line: sku and options (commerce-core §4 cart sync, "merging compares
 * client and server items by sku and option"). A configurable variant is told apart by its own
 * sku; custom and bundle options are compared order-free.
 */
export function cartItemKey(item: Keyed): string {
  const options = optionsKey(item.product_option);
  return options ? `${item.sku}|${options}` : item.sku;
}

/** Do two items stand for the same cart line? */
export function sameCartLine(a: Keyed, b: Keyed): boolean {
  return a.sku === b.sku && cartItemKey(a) === cartItemKey(b);
}

/**
 * A cart quantity: text becomes an integer by the catalogue's rule (commerce-core §5,
 * `toQuantity` of `@kauppa/catalog-pricing`); a fraction is cut; anything else that is not a
 * number gives `fallback`.
 */
export function quantityOf(qty: unknown, fallback = 1): number {
  if (typeof qty !== 'number' && typeof qty !== 'string') return fallback;
  const parsed = toQuantity({ qty });
  return Number.isFinite(parsed) ? Math.trunc(parsed) : fallback;
}

/**
 * The hash of the cart's lines and server token; a sync is needed when it differs from the saved
 * `cartItemsHash` (commerce-core §4 cart sync). FNV-1a over sku, options and quantity.
 */
export function cartHash(items: readonly CartItem[], token: string | number | undefined): string {
  let h = 0x811c9dc5;
  const feed = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  };
  feed(String(token ?? ''));
  for (const item of items) feed(`;${cartItemKey(item)}#${item.qty}`);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** How the mini cart counts (commerce-core §9): the sum of quantities, or the number of lines. */
export type MinicartCountType = 'quantities' | 'items';

/** How {@link cartItemsCount} counts. */
export interface CartItemsCountOptions {
  /** `'quantities'` (the sum of quantities) or `'items'` (the number of lines): `cart.minicartCountType`. */
  countType: MinicartCountType;
}

/**
 * The mini cart's count: the sum of quantities, or the number of lines (commerce-core §1, §9).
 *
 * @example
 * cartItemsCount(items, { countType: 'quantities' }); // 3 for one line of qty 3
 */
export function cartItemsCount(items: readonly CartItem[], { countType }: CartItemsCountOptions): number {
  if (countType === 'items') return items.length;
  let total = 0;
  for (const item of items) total += item.qty;
  return total;
}

/** Options of {@link cartLineTotal}. */
export interface CartLineTotalOptions {
  /** The cart line: its qty and unit price incl. tax (`price` when no taxed price is known). */
  item: Pick<CartItem, 'qty' | 'price_incl_tax' | 'price'>;
}

/**
 * The line total a shopper sees: unit price incl. tax times qty (source prices include tax,
 * commerce-core §1; the subtotal row of the local totals sums these, §3 totals), rounded to
 * cents; `undefined` when the line has no price yet.
 *
 * @example
 * cartLineTotal({ item: { sku: 'A', qty: 3, price_incl_tax: 1.1 } }); // 3.3
 */
export function cartLineTotal({ item }: CartLineTotalOptions): number | undefined {
  const unit = item.price_incl_tax ?? item.price;
  if (typeof unit !== 'number' || !Number.isFinite(unit)) return undefined;
  return roundMoney(unit * item.qty);
}

/**
 * The line total shown beside a cart line (commerce-core §1 source prices include tax, §3 cart
 * item): {@link cartLineTotal} once the line's `price_incl_tax` is known; `undefined` before (a
 * line with only its untaxed `price` shows no total rather than one without tax).
 *
 * @example
 * shownLineTotal({ item: { sku: 'A', qty: 2, price: 1, price_incl_tax: 1.24 } }); // 2.48
 * shownLineTotal({ item: { sku: 'A', qty: 2, price: 1 } }); // undefined
 */
export function shownLineTotal({ item }: CartLineTotalOptions): number | undefined {
  return typeof item.price_incl_tax === 'number' ? cartLineTotal({ item }) : undefined;
}

/** The prices of a cart line as shown: unit and row total, and the struck regular price on sale. */
export interface CartLinePrices {
  /** The unit price to pay, incl. tax: the special price while it applies. */
  unit: number;
  /** The regular unit price incl. tax, when the line is discounted (shown struck). */
  regular: number | undefined;
  /** `unit` × qty, rounded to cents. */
  total: number;
}

/**
 * The prices of a cart line (commerce-core §3 cart item, §4 special price; source prices include
 * tax, §1): the final unit price of the line's product (`getProductPrice` of
 * `@kauppa/catalog-pricing`: a special price below the regular one, within its dates at `now`),
 * the regular price when discounted, and the row total; `undefined` while the line has no price
 * including tax (a server line whose product is not loaded yet).
 *
 * @example
 * cartLinePrices({ item: { sku: 'A', qty: 2, price_incl_tax: 202.9, special_price_incl_tax: 162.9 }, now });
 * // { unit: 162.9, regular: 202.9, total: 325.8 }
 */
export function cartLinePrices({
  item,
  now,
}: {
  /** The line: its qty and its product's price fields (`price_incl_tax`, special price and dates, …). */
  item: Pick<CartItem, 'qty' | 'price_incl_tax' | 'price'> & { [field: string]: unknown };
  /** The time the special price dates are read at (the Clock port's `now()`). */
  now: number;
}): CartLinePrices | undefined {
  if (typeof item.price_incl_tax !== 'number' || !Number.isFinite(item.price_incl_tax)) return undefined;
  const price = getProductPrice({ product: item as ProductPrices, clock: { now: () => now } });
  const unit = price.finalPriceInclTax;
  return {
    unit,
    regular: price.isDiscounted ? price.originalPriceInclTax : undefined,
    total: roundMoney(unit * item.qty),
  };
}

/** Options of {@link changedQuantity}. */
export interface ChangedQuantityOptions {
  /** The cart line. */
  item: Pick<CartItem, 'qty'>;
  /** The quantity the shopper typed, as typed. */
  value: string;
}

/**
 * The quantity to send when the shopper edits a cart line's quantity (commerce-core §4 cart
 * actions, update quantity; §5 a cart quantity is a positive number): the typed value when it is
 * a number above 0 and differs from the line's; `null` otherwise (nothing to update — removing
 * a line is its own action).
 *
 * @example
 * changedQuantity({ item: { qty: 1 }, value: '3' }); // '3'
 * changedQuantity({ item: { qty: 1 }, value: '0' }); // null
 */
export function changedQuantity({ item, value }: ChangedQuantityOptions): string | null {
  const qty = Number(value);
  return qty !== item.qty && qty > 0 ? value : null;
}
