/**
 * @kauppa/contract/stock-check — one live stock read without zod and without an HTTP client
 * (issue 20.2, first-visit bytes): a catalogue page that does not run the shop reads its product's
 * stock after hydration with the page's own `fetch`, and the answer is checked by hand against the
 * shape of `stockItemSchema` (`is_in_stock` boolean, `qty` number). The full typed client
 * (`createShopApi`) loads ~45 KB of zod and ky for the same call.
 * @packageDocumentation
 */

/** The part of a stock item a page shows. */
export interface LiveStock {
  is_in_stock: boolean;
  qty: number;
}

/** The `fetch` the caller passes in (the browser's, or a test's). */
export type StockFetch = (
  url: string,
  init: { headers: Record<string, string>; signal?: AbortSignal | undefined },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/** Options of {@link checkStock}. */
export interface CheckStockOptions {
  /** The shop API base, e.g. `https://shop.example/api`. */
  baseUrl: string;
  sku: string;
  fetch: StockFetch;
  signal?: AbortSignal | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stock of a `GET stock/check` answer (`{ code: 200, result: { is_in_stock, qty, … } }`), or
 * `undefined` when the answer is not a 200 envelope with a well-formed stock item.
 *
 * @example
 * readStockCheckAnswer({ code: 200, result: { is_in_stock: true, qty: 3, product_id: 1 } });
 * // { is_in_stock: true, qty: 3 }
 */
export function readStockCheckAnswer(answer: unknown): LiveStock | undefined {
  if (!isRecord(answer) || (answer.code !== 200 && answer.code !== '200')) return undefined;
  const item = answer.result;
  if (!isRecord(item) || typeof item.is_in_stock !== 'boolean') return undefined;
  if (typeof item.qty !== 'number' || !Number.isFinite(item.qty)) return undefined;
  return { is_in_stock: item.is_in_stock, qty: item.qty };
}

/**
 * Reads the stock of one sku from `GET {baseUrl}/stock/check?sku=` (commerce-core §7). `undefined`
 * when the API answers an error or an answer of another shape; network errors reject.
 */
export async function checkStock({
  baseUrl,
  sku,
  fetch: send,
  signal,
}: CheckStockOptions): Promise<LiveStock | undefined> {
  const url = `${baseUrl.replace(/\/+$/, '')}/stock/check?sku=${encodeURIComponent(sku)}`;
  const response = await send(url, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) return undefined;
  return readStockCheckAnswer(await response.json());
}
