import { createHmac } from 'node:crypto';

/** An answer the stand-in gives: HTTP status and the JSON envelope. */
export interface PlatformAnswer {
  status: number;
  body: unknown;
}

/**
 * Magento's answer to a stock item of an unknown sku (magento2-rest-client lib/stock_items.js
 * `list` → `GET /V1/stockItems/{sku}` → Magento\CatalogInventory\Model\StockRegistry via the
 * product repository: NoSuchEntityException, HTTP 404), as magento2-rest-client
 * lib/rest_client.js rejects it: `{ errorMessage, code }`.
 */
export const magentoUnknownSku = {
  errorMessage: "The product that was requested doesn't exist. Verify the product and try again.",
  code: 404,
} as const;

/**
 * The platform's answers where the reference shop API answers otherwise:
 * - `stock.list` (src/api/stock.ts `list`): a `Promise.all` of Magento stock checks, failed by
 *   `apiError` with the first error: one unknown sku answers 404 with Magento's text for the whole
 *   list;
 * - `stock.check` (src/api/stock.ts `check`): any Magento error is `apiStatus(res, err, 500)`: an
 *   unknown sku answers 500 with the error object;
 * - `newsletter.subscribe` / `newsletter.unsubscribe` (src/api/extensions/mailchimp-subscribe):
 *   `apiStatus(res, body.status, 200)` where `body` is Mailchimp's batch answer
 *   (`POST /lists/{id}`), which has no `status`: src/lib/util.js `apiStatus`'s default result
 *   `'OK'` is answered.
 */
export function platformAnswer(routeName: string | undefined, status: number, body: unknown): PlatformAnswer {
  const ok = status >= 200 && status < 300;
  if (routeName === 'stock.list' && !ok)
    return { status: 404, body: { code: 404, result: magentoUnknownSku.errorMessage } };
  if (routeName === 'stock.check' && status === 404)
    return { status: 500, body: { code: 500, result: magentoUnknownSku } };
  if ((routeName === 'newsletter.subscribe' || routeName === 'newsletter.unsubscribe') && ok)
    return { status: 200, body: { code: 200, result: 'OK' } };
  return { status, body };
}

/** The platform's order settings the signature check reads (config/default.json). */
export interface OrderSignatureOptions {
  /** `tax.usePlatformTotals`: `true` (the default) skips the check. */
  usePlatformTotals: boolean;
  /** `objHashSecret`, the secret the catalogue answers' `sgn` is made with. */
  objHashSecret: string;
  /** `tax.calculateServerSide` (default true): the signed key is `priceInclTax`, else `price`. */
  calculateServerSide?: boolean;
}

/**
 * The signature of an order line (src/api/order.ts `create`: `hmac.verify(key, product.sgn,
 * config.objHashSecret)` with jwa HS256, whose input is `JSON.stringify` of the key): the key is
 * `{ priceInclTax }` (or `{ price }`) and the line's `sku`.
 */
export function lineSignature(
  line: { sku?: unknown; price?: unknown; priceInclTax?: unknown },
  { objHashSecret, calculateServerSide = true }: OrderSignatureOptions,
): string {
  const key = calculateServerSide
    ? { priceInclTax: line.priceInclTax, sku: line.sku }
    : { price: line.price, sku: line.sku };
  return createHmac('sha256', objHashSecret).update(JSON.stringify(key)).digest('base64url');
}

/**
 * The platform's answer to an order with a line whose `sgn` does not verify, when
 * `tax.usePlatformTotals` is off: `apiStatus(res, 'Invalid signature validation of ' + sku, 200)`
 * — code 200, and no order (src/api/order.ts `create`).
 */
export function orderSignatureRefusal(
  body: unknown,
  options: OrderSignatureOptions,
): PlatformAnswer | undefined {
  if (options.usePlatformTotals) return undefined;
  const products = (body as { products?: unknown } | undefined)?.products;
  for (const line of Array.isArray(products) ? products : []) {
    const product = (line ?? {}) as { sku?: unknown; sgn?: unknown };
    if (product.sgn !== lineSignature(product, options))
      return {
        status: 200,
        body: { code: 200, result: `Invalid signature validation of ${String(product.sku)}` },
      };
  }
  return undefined;
}
