/** A row of the comparison: its label (a message id) and the value of each product. */
export interface CompareRow {
  label: string;
  /** Per product, in the list's order: a text (a message id where it is one), or else a price. */
  values: Array<{ text: string; price?: undefined } | { text?: undefined; price: number }>;
}

/**
 * The rows of Compare Products (accounts-content §2 compare): SKU, the price to pay now (by
 * `priceOf`: the final price incl. tax of `getProductPrice` of `@kauppa/catalog-pricing`, the
 * special price only inside its window and below the original price, commerce-core §4),
 * availability ('Out of stock' only when the stock says so) and manufacturer ('—' when unknown).
 * The platform's product type (`simple`, `configurable`) is not a shopper's word and is not
 * compared (issue 28.10).
 *
 * @example
 * compareRows({ items: compare.items(), priceOf: (p) => getProductPrice({ product: p, clock }).finalPriceInclTax });
 */
export function compareRows({
  items,
  priceOf,
}: {
  items: readonly Record<string, unknown>[];
  /** The price to pay now of a product, incl. tax. */
  priceOf: (product: Record<string, unknown>) => number;
}): CompareRow[] {
  const row = (label: string, read: (p: Record<string, unknown>) => CompareRow['values'][number]) => ({
    label,
    values: items.map(read),
  });
  return [
    row('SKU', (p) => ({ text: String(p.sku) })),
    row('Price', (p) => ({ price: priceOf(p) })),
    row('Availability', (p) => ({
      text:
        (p.stock as { is_in_stock?: boolean } | undefined)?.is_in_stock === false
          ? 'Out of stock'
          : 'In stock',
    })),
    row('Manufacturer', (p) => ({ text: String(p.valmistaja ?? '—') })),
  ];
}
