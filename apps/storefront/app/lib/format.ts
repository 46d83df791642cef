import { priceText, productPath, rememberPriceText } from '@kauppa/pages';

/**
 * The price and link texts of `@kauppa/pages` under the shell's names, and the one DOM step:
 * reading the prices the server rendered.
 */
export { priceText as formatPrice, productPath as productLink };

/**
 * Remembers the prices the server rendered into the page (elements with `data-price`, see
 * `PriceText`), so hydrating the page formats none of them again (`rememberPriceText`).
 */
export function rememberRenderedPrices(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-price]')) {
    const value = element.dataset.price;
    if (value !== undefined && element.textContent) rememberPriceText(value, element.textContent);
  }
}
