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
  special_price?: number | undefined;
  price_is_current: true;
  price_refreshed_at: number;
};

/** The price fields of one render-list entry, marked current at `now` (commerce-core §4 price sync). */
export function pricesFromRenderList(entry: RenderListItem, now: number): PricedFields {
  const info = entry.price_info;
  const tax = info.extension_attributes?.tax_adjustments;
  return {
    price: info.final_price,
    price_incl_tax: tax?.final_price ?? info.final_price,
    original_price: info.regular_price,
    original_price_incl_tax: tax?.regular_price ?? info.regular_price,
    ...(info.special_price === null || info.special_price === undefined
      ? {}
      : { special_price: info.special_price }),
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
