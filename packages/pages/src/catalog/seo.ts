/**
 * Search-engine data of the catalogue pages (issue 8): canonical URLs and the JSON-LD of
 * schema.org Product and BreadcrumbList, as `meta` descriptors of React Router.
 */

/** One breadcrumb: its label and, but for the current page, its path. */
export interface TrailStep {
  label: string;
  path?: string | undefined;
}

/**
 * An absolute URL of a path on the shop's base URL: the origin, or with multistore on the store
 * view's `https://host/de`, whose prefix the path keeps (`new URL('/x', base)` would drop it).
 */
export function absoluteUrl(origin: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The schema.org BreadcrumbList of a trail (the home page first; the current page without `item`). */
export function trailJsonLd(origin: string, trail: readonly TrailStep[], homeLabel: string) {
  const steps: TrailStep[] = [{ label: homeLabel, path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.label,
      ...(step.path ? { item: absoluteUrl(origin, step.path) } : {}),
    })),
  };
}

/** What the Product JSON-LD needs. */
export interface ProductLdInput {
  name: string;
  sku: string;
  url: string;
  description: string;
  images: readonly string[];
  price: number;
  currency: string;
  inStock: boolean;
  brand?: string | null | undefined;
}

/** The schema.org Product of a product page, with one Offer. */
export function productJsonLd(input: ProductLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    url: input.url,
    ...(input.description ? { description: input.description } : {}),
    ...(input.images.length > 0 ? { image: [...input.images] } : {}),
    ...(input.brand ? { brand: { '@type': 'Brand', name: input.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: input.url,
      priceCurrency: input.currency,
      price: input.price.toFixed(2),
      availability: input.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
