import { defaultShopConfig } from '@kauppa/config';
import { imageUrl } from '../components/ProductCard.tsx';
import type { ShellData } from '../lib/shell.ts';
import { pageClock } from './clock.ts';
import { galleryItems } from './gallery.ts';
import type { CategoryPageData, ProductPageData } from './pages.ts';
import { priceView } from './price.ts';
import { absoluteUrl, breadcrumbJsonLd, productJsonLd, type TrailStep } from './seo.ts';
import { metaDescription } from './text.ts';

/**
 * The `meta` descriptors of the catalogue pages: title, meta description from the catalogue,
 * canonical URL, and JSON-LD (Product, BreadcrumbList). The url dispatcher can return them too.
 */

type MetaDescriptor = Record<string, unknown>;

/** The root loader's data among a route's matches. */
export function shellOf(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): ShellData | undefined {
  return matches.find((m) => m?.id === 'root')?.data as ShellData | undefined;
}

function canonical(origin: string | undefined, path: string | undefined): MetaDescriptor[] {
  return origin && path ? [{ tagName: 'link', rel: 'canonical', href: absoluteUrl(origin, path) }] : [];
}

function breadcrumbs(origin: string | undefined, trail: TrailStep[]): MetaDescriptor[] {
  return origin ? [{ 'script:ld+json': breadcrumbJsonLd(origin, trail, 'Home') }] : [];
}

/** The meta of a category page. */
export function categoryMeta(data: CategoryPageData | undefined): MetaDescriptor[] {
  if (!data) return [];
  const { category } = data;
  const description = metaDescription(category.meta_description ?? category.description ?? '');
  return [
    { title: category.name },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...canonical(data.origin, data.path),
    ...breadcrumbs(data.origin, [...(data.trail ?? []), { label: category.name, path: data.path }]),
  ];
}

/** The meta of a product page; the canonical URL is the product's own link, also for a chosen variant. */
export function productMeta(
  data: ProductPageData | undefined,
  shell: ShellData | undefined,
): MetaDescriptor[] {
  if (!data) return [];
  const { product, child } = data;
  const shown = child ?? product;
  const description = metaDescription(product.short_description ?? product.description ?? '') || product.name;
  const url = data.origin && data.path ? absoluteUrl(data.origin, data.path) : undefined;
  const images = galleryItems(product, child)
    .filter((item) => !item.videoUrl)
    .map((item) => imageUrl(shell?.imageBase ?? '', item.image));
  return [
    { title: product.name },
    { name: 'description', content: description },
    ...canonical(data.origin, data.path),
    ...(url
      ? [
          {
            'script:ld+json': productJsonLd({
              name: product.name,
              sku: shown.sku,
              url,
              description,
              images,
              price: priceView(shown, pageClock(data.now)).final,
              currency: defaultShopConfig.i18n.currencyCode,
              inStock: shown.stock?.is_in_stock ?? product.stock?.is_in_stock ?? false,
              brand: typeof product.valmistaja === 'string' ? product.valmistaja : undefined,
            }),
          },
        ]
      : []),
    ...breadcrumbs(data.origin, [...(data.trail ?? []), { label: product.name, path: data.path }]),
  ];
}
