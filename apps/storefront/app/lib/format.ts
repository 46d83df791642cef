const euro = new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

/**
 * A price in fi-FI with € and 2 decimals (accounts-content §9); negatives show a minus sign.
 * Replaced by `@kauppa/catalog-pricing`'s formatter when it lands.
 */
export function formatPrice(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? euro.format(value) : '';
}

/** The price a shopper pays (incl. tax: source prices include tax, commerce-core §1). */
export function shownPrice(product: {
  final_price_incl_tax?: number | null;
  price_incl_tax?: number | null;
  final_price?: number | null;
  price?: number | null;
}): number | undefined {
  return (
    product.final_price_incl_tax ??
    product.price_incl_tax ??
    product.final_price ??
    product.price ??
    undefined
  );
}

/** The product page link (`/p/{parentSku}/{slug}`; accounts-content §2). */
export function productLink(product: {
  sku: string;
  slug?: string;
  url_key?: string;
  parentSku?: unknown;
}): string {
  const parent = typeof product.parentSku === 'string' && product.parentSku ? product.parentSku : product.sku;
  const slug = product.slug ?? product.url_key ?? product.sku.toLowerCase();
  return `/p/${encodeURIComponent(parent)}/${encodeURIComponent(slug)}`;
}
