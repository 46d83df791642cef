/**
 * The HTTP policies of the API's answers (issue 29.8): which browser origins may call it, what a
 * cache may keep.
 */

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Who may call the API from a browser: an origin answers itself when allowed, else `null`. */
export type OriginPolicy = (origin: string | undefined) => string | null;

/**
 * The origins allowed to call the API from a browser (issue 29.8): `configured` when given
 * (`KAUPPA_CORS_ORIGINS`), else the origins of the storefront bases the shop is started with. A
 * storefront on a loopback address (a developer's machine, the end-to-end runs with a storefront
 * per brand on its own port) allows every loopback origin, on any port and under any loopback
 * name: only a page served on the same machine has one.
 */
export function originPolicy(
  configured: readonly string[] | undefined,
  storefronts: readonly string[],
): OriginPolicy {
  const origins = new Set<string>();
  const originOf = (text: string) => {
    try {
      return new URL(text.trim()).origin;
    } catch {
      throw new Error(`A CORS origin must be a URL such as https://shop.example: "${text}"`);
    }
  };
  let loopback = false;
  if (configured) {
    for (const entry of configured) if (entry.trim() !== '') origins.add(originOf(entry));
  } else {
    for (const base of storefronts) {
      const origin = originOf(base);
      origins.add(origin);
      if (loopbackHosts.has(new URL(origin).hostname)) loopback = true;
    }
  }
  return (origin) => {
    if (!origin) return null;
    if (origins.has(origin)) return origin;
    if (!loopback) return null;
    try {
      const url = new URL(origin);
      return url.origin === origin && loopbackHosts.has(url.hostname) ? origin : null;
    } catch {
      return null;
    }
  };
}

/**
 * The `Cache-Control` of the platform's catalogue searches over GET: a CDN in front of the API may
 * keep them as it keeps the anonymous catalogue pages (docs/deploy.md, "Headers for the CDN");
 * the browser revalidates with the `ETag` each answer carries.
 */
export const searchCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

/** Per-customer or per-cart answers, and everything not declared cacheable: no cache keeps them. */
export const privateCacheControl = 'private, no-store';

const searchPath = /^\/api\/catalog\/[^/]+\/[^/]+\/_search$/;

/**
 * The `Cache-Control` of an `/api/` answer that did not set its own: a successful GET catalogue
 * search is public ({@link searchCacheControl}); every other answer — the customer's profile,
 * order history, cart, stock, errors — is {@link privateCacheControl}.
 */
export function apiCacheControl(method: string, path: string, status: number): string {
  if ((method === 'GET' || method === 'HEAD') && (status === 200 || status === 304) && searchPath.test(path))
    return searchCacheControl;
  return privateCacheControl;
}
