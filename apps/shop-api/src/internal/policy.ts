/**
 * The HTTP policies of the API's answers (issue 29.8): which browser origins may call it, what a
 * cache may keep.
 */

const loopbackHosts = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The origins allowed to call the API from a browser: `configured` when given
 * (`KAUPPA_CORS_ORIGINS`), else the origins of the storefront bases the shop is started with; a
 * loopback base is allowed under each loopback name on its port (a developer's browser on
 * `localhost:3000` calls the API of a storefront started as `127.0.0.1:3000`).
 */
export function allowedOrigins(
  configured: readonly string[] | undefined,
  storefronts: readonly string[],
): ReadonlySet<string> {
  const origins = new Set<string>();
  const origin = (text: string) => {
    try {
      return new URL(text.trim()).origin;
    } catch {
      throw new Error(`A CORS origin must be a URL such as https://shop.example: "${text}"`);
    }
  };
  if (configured) {
    for (const entry of configured) if (entry.trim() !== '') origins.add(origin(entry));
    return origins;
  }
  for (const base of storefronts) {
    const url = new URL(origin(base));
    origins.add(url.origin);
    if (loopbackHosts.includes(url.hostname))
      for (const host of loopbackHosts)
        origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return origins;
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
