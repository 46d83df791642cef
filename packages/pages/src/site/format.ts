import { formatPrice as formatCatalogPrice } from '@kauppa/catalog-pricing';
import { defaultI18nConfig, type ShopConfig } from '@kauppa/config';
import { productLink as dispatcherProductLink, type RoutableProduct } from '@kauppa/url-dispatcher';

/** Texts of prices the server rendered, by value: see {@link rememberPriceText}. */
const rendered = new Map<string, string>();

/**
 * Remembers the text a server render gave a price (the front end reads them from the page, e.g.
 * the storefront's `data-price` elements), so hydrating the page formats none of them again. The
 * first number format of a page sets up the browser's locale data, a long task on a phone (about
 * 100 ms at Lighthouse's mobile CPU) that the first interaction would otherwise wait for. Only the
 * default price format is remembered; both sides render with it.
 *
 * @example
 * rememberPriceText('19.9', '19,90 €');
 * priceText(19.9); // '19,90 €', not formatted again
 */
export function rememberPriceText(value: string, text: string): void {
  if (text) rendered.set(value, text);
}

/**
 * A price in fi-FI with € and 2 decimals (accounts-content §9), by `@kauppa/catalog-pricing`'s
 * formatter; '' for no price.
 */
export function priceText(
  value: number | null | undefined,
  i18n: ShopConfig['i18n'] = defaultI18nConfig,
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  if (i18n === defaultI18nConfig) {
    const known = rendered.get(String(value));
    if (known !== undefined) return known;
  }
  return formatCatalogPrice({
    value,
    defaultLocale: i18n.defaultLocale,
    currencySign: i18n.currencySign,
    pattern: i18n.priceFormat.pattern,
    decimals: i18n.priceFormat.decimals,
  });
}

/**
 * The link of a product (commerce-core §2, `@kauppa/url-dispatcher`): its url_path when URL
 * dispatch is on, else `/p/{parentSku}/{slug}[/{childSku}]`.
 */
export function productPath(
  product: Omit<RoutableProduct, 'type_id' | 'parentSku'> & { type_id?: string; parentSku?: unknown },
  options: {
    childSku?: string | undefined;
    config?: ShopConfig | undefined;
    storeCode?: string | undefined;
  } = {},
): string {
  const parentSku = typeof product.parentSku === 'string' ? product.parentSku : undefined;
  return dispatcherProductLink({ ...product, type_id: product.type_id ?? 'simple', parentSku }, options).path;
}
