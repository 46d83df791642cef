/**
 * Search-engine helpers of the pages (issue 8): canonical URLs, hreflang alternates of the store
 * views, BreadcrumbList JSON-LD, the sitemap and robots.txt. Pure functions; pages render them.
 */

/** One hreflang alternate: the language and the URL prefix of its store view. */
export interface Alternate {
  hreflang: string;
  /** '' for the default store view, `/de` for the German one. */
  prefix: string;
}

/** The canonical URL of a page: its origin and path, without query or hash; `/pwa.html` is `/`. */
export function canonicalUrl(origin: string, pathname: string): string {
  const path = pathname === '/pwa.html' ? '/' : pathname.replace(/(.)\/+$/, '$1');
  return `${origin.replace(/\/$/, '')}${path}`;
}

/**
 * The hreflang links of a page: one per store view (its prefix before the page's path) and
 * `x-default` on the default store view.
 */
export function hreflangLinks(
  origin: string,
  pathname: string,
  alternates: readonly Alternate[],
  currentPrefix = '',
): { hreflang: string; href: string }[] {
  const bare =
    currentPrefix && pathname.startsWith(`${currentPrefix}/`)
      ? pathname.slice(currentPrefix.length)
      : pathname;
  const links = alternates.map(({ hreflang, prefix }) => ({
    hreflang,
    href: canonicalUrl(origin, prefix ? `${prefix}${bare === '/' ? '' : bare}` || '/' : bare),
  }));
  const fallback = alternates.find((alternate) => alternate.prefix === '');
  if (fallback) links.push({ hreflang: 'x-default', href: canonicalUrl(origin, bare) });
  return links;
}

/** One step of a breadcrumb trail; the last one is the current page. */
export interface BreadcrumbStep {
  label: string;
  to?: string;
}

/** The schema.org BreadcrumbList of a trail, Home first (issue 8: JSON-LD on content pages). */
export function breadcrumbJsonLd(
  origin: string,
  homeLabel: string,
  trail: readonly BreadcrumbStep[],
  currentPath: string,
): Record<string, unknown> {
  const steps = [{ label: homeLabel, to: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.label,
      item: canonicalUrl(origin, step.to ?? currentPath),
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so the markup cannot end the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The sitemap of a brand (sitemaps.org 0.9): one `<url>` per path. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths
    .map((path) => `<url><loc>${escapeXml(canonicalUrl(origin, encodeURI(decodeURI(path))))}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything but the account, checkout and technical pages, and the sitemap's URL. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /checkout',
    'Disallow: /my-account',
    'Disallow: /customer/',
    'Disallow: /order-success',
    'Disallow: /create-password/',
    'Disallow: /magento2vsfsync',
    'Disallow: /error',
    'Disallow: /_cache/',
    'Disallow: /*.data$',
    '',
    `Sitemap: ${canonicalUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
