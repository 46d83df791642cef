import type { RenderListItem } from '@kauppa/contract';
import type { CartItem } from './types.ts';

/** The callback event of price sync (commerce-core §4). */
export const pricesAfterSyncEvent = 'prices-after-sync';

/** A product or cart item whose price was refreshed from the platform. */
export type PricedFields = {
  price: number;
  price_incl_tax: number;
  original_price: number;
  original_price_incl_tax: number;
  /** The special price without tax; 0 when the answer has none or the final price is not below the regular one. */
  special_price: number;
  /** The special price including tax; 0 when the answer has none or the final price is not below the regular one. */
  special_price_incl_tax: number;
  price_is_current: true;
  price_refreshed_at: number;
};

/**
 * The price fields of one render-list entry, marked current at `now` (commerce-core §4 price
 * sync), as the platform means them: `price_info` holds the prices including tax and
 * `price_info.extension_attributes.tax_adjustments` the same prices without tax (vue-storefront-api
 * `src/api/product.ts` signs `price_info.final_price` as `priceInclTax` when tax is calculated
 * server-side; the storefront's `syncProductPrice` reads them so). Without `tax_adjustments` the
 * prices are read as tax-free. A special price counts only while the final price is below the
 * regular one; otherwise (none in the answer included) it is 0, so an old special price is cleared.
 */
export function pricesFromRenderList(entry: RenderListItem, now: number): PricedFields {
  const info = entry.price_info;
  const net = info.extension_attributes?.tax_adjustments as
    | { final_price?: number; regular_price?: number; special_price?: number | null }
    | undefined;
  const price = net?.final_price ?? info.final_price;
  const special = info.special_price;
  const hasSpecial = special !== null && special !== undefined;
  const specialApplies = hasSpecial && info.final_price < info.regular_price;
  return {
    price,
    price_incl_tax: info.final_price,
    original_price: net?.regular_price ?? info.regular_price,
    original_price_incl_tax: info.regular_price,
    // An answer without a special price clears the one the item had (0: none applies).
    special_price: specialApplies
      ? (net?.special_price ?? (special === info.final_price ? price : special))
      : 0,
    special_price_incl_tax: specialApplies ? special : 0,
    price_is_current: true,
    price_refreshed_at: now,
  };
}

/**
 * Applies a render-list answer to cart items, matched by sku (or by product id): each priced
 * item is marked current with the refresh time.
 */
export function applyRenderedPrices({
  items,
  rendered,
  now,
}: {
  /** The cart items. */
  items: readonly CartItem[];
  /** The `render-list` answer's items. */
  rendered: readonly RenderListItem[];
  /** The refresh time (`clock.now()`). */
  now: number;
}): CartItem[] {
  const bySku = new Map<string, RenderListItem>();
  const byId = new Map<string, RenderListItem>();
  for (const entry of rendered) {
    if (entry.sku !== undefined) bySku.set(entry.sku, entry);
    byId.set(String(entry.id), entry);
  }
  return items.map((item) => {
    const entry = bySku.get(item.sku) ?? (item.id === undefined ? undefined : byId.get(String(item.id)));
    return entry ? { ...item, ...pricesFromRenderList(entry, now) } : item;
  });
}
