/**
 * The largest image above the fold inlined into the server-rendered HTML (issue 31.5): a product
 * page's first gallery image and a category's first tiles are catalogue images of the shop API
 * (`{publicApiUrl}/img/…`, the platform's image endpoint, vue-storefront-api `src/api/img.ts`).
 * Loaded by their URL, they start only once the HTML has arrived — one more round trip before
 * the largest paint of a first visit. A small one (≤ {@link maxInlineImageBytes}) is fetched by
 * the server from the API, kept in a bounded cache of this process, and written into the `<img>`
 * as a `data:` URI, so it paints with the HTML.
 *
 * The URL is an input the page's data chose: only an image of the configured API's `/img/` path
 * with plain path segments and an image extension is fetched, only an `image/*` answer of at most
 * {@link maxInlineImageBytes} is kept; anything else, a slow API (over the budget) or an error
 * keeps the URL (the image then loads as before).
 */

/** The largest catalogue image inlined into the HTML; a larger one keeps its URL. */
export const maxInlineImageBytes = 8 * 1024;

/** Images kept per process (each at most {@link maxInlineImageBytes}: ≤ 2 MB in all). */
export const maxInlineImages = 256;

/** How long a render waits for an image it has not inlined yet before it keeps the URL. */
export const inlineImageBudgetMs = 250;

/** An image path below `/img/`: plain segments (no `..`, no query), an image extension. */
const imagePath =
  /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:svg|png|jpe?g|webp|gif)$/;

/** The characters a data URI must escape (RFC 2397 over RFC 3986). */
const unsafe = /[%#<>"{}|\\^`[\]]/g;

/** Looks up the inline form of an image URL: the `data:` URI, undefined (keep the URL), or a wait. */
export type InlineImages = (url: string) => string | undefined | Promise<string | undefined>;

export interface InlineImageOptions {
  /** The API the server asks (`KAUPPA_API_URL`). */
  apiUrl: string;
  /** The API base the page's image URLs are written with (`KAUPPA_PUBLIC_API_URL`). */
  publicApiUrl: string;
  fetch?: typeof fetch;
  budgetMs?: number;
  maxBytes?: number;
  maxEntries?: number;
}

/** The `data:` URI of an image body: SVG as escaped text, anything else base64. */
function dataUri(type: string, body: Uint8Array): string {
  if (type === 'image/svg+xml') {
    const svg = new TextDecoder().decode(body).trim().replace(/>\s+</g, '><').replace(/\s+/g, ' ');
    return `data:image/svg+xml,${svg.replace(unsafe, encodeURIComponent)}`;
  }
  return `data:${type};base64,${Buffer.from(body).toString('base64')}`;
}

/**
 * Creates the inline-image lookup of one process. A found image is answered at once; an image
 * not seen yet answers a promise (the same one to every render asking meanwhile) that settles
 * within the budget; a miss is forgotten once settled, so a later render asks again.
 *
 * @example
 * const inline = createInlineImages({ apiUrl: 'http://api:8080/api', publicApiUrl: 'https://api.shop.fi/api' });
 * await inline('https://api.shop.fi/api/img/assets/products/battery/aa.svg'); // 'data:image/svg+xml,…'
 */
export function createInlineImages(options: InlineImageOptions): InlineImages {
  const fetchImage = options.fetch ?? fetch;
  const budgetMs = options.budgetMs ?? inlineImageBudgetMs;
  const maxBytes = options.maxBytes ?? maxInlineImageBytes;
  const maxEntries = options.maxEntries ?? maxInlineImages;
  const publicBase = `${options.publicApiUrl.replace(/\/$/, '')}/img/`;
  const apiBase = `${options.apiUrl.replace(/\/$/, '')}/img/`;
  const found = new Map<string, string>();
  const pending = new Map<string, Promise<string | undefined>>();

  const load = async (path: string): Promise<string | undefined> => {
    try {
      const response = await fetchImage(`${apiBase}${path}`, { signal: AbortSignal.timeout(budgetMs) });
      const type = (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
      const length = Number(response.headers.get('Content-Length') ?? 0);
      if (response.status !== 200 || !type.startsWith('image/') || length > maxBytes) {
        await response.body?.cancel();
        return undefined;
      }
      const body = new Uint8Array(await response.arrayBuffer());
      return body.byteLength > maxBytes ? undefined : dataUri(type, body);
    } catch {
      return undefined;
    }
  };

  return (url) => {
    const hit = found.get(url);
    if (hit !== undefined) return hit;
    if (!url.startsWith(publicBase)) return undefined;
    const path = url.slice(publicBase.length);
    if (!imagePath.test(path)) return undefined;
    const waiting = pending.get(url);
    if (waiting) return waiting;
    const promise = load(path).then((uri) => {
      pending.delete(url);
      if (uri !== undefined) {
        if (found.size >= maxEntries) found.delete(found.keys().next().value!);
        found.set(url, uri);
      }
      return uri;
    });
    pending.set(url, promise);
    return promise;
  };
}
