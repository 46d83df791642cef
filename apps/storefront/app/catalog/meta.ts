import { shownStock } from '@kauppa/catalog-pricing';
import { defaultShopConfig } from '@kauppa/config';
import {
  absoluteUrl,
  galleryItems,
  imageUrl,
  metaDescription,
  priceView,
  productJsonLd,
} from '@kauppa/pages';
import type { ShellData } from '../lib/shell.ts';
import { pageClock } from './clock.ts';
import type { CategoryPageData, ProductPageData } from './pages.ts';

/**
 * The `meta` descriptors of the catalogue pages: title, meta description from the catalogue and
 * the canonical link (the entity's own link: the shell leaves it to these routes) and the Product
 * JSON-LD. The BreadcrumbList JSON-LD comes from `Breadcrumbs` with `structuredData`.
 */

type MetaDescriptor = Record<string, unknown>;

/** The root loader's data among a route's matches. */
export function shellOf(
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>,
): ShellData | undefined {
  const root = matches.find((m) => m?.id === 'root');
  return (root?.loaderData ?? root?.data) as ShellData | undefined;
}

/** The canonical link of a catalogue page: the entity's own link on the page's origin. */
export function canonicalLink(origin: string | undefined, path: string | undefined): MetaDescriptor[] {
  return origin && path ? [{ tagName: 'link', rel: 'canonical', href: absoluteUrl(origin, path) }] : [];
}

/** The meta of a category page. */
export function categoryMeta(data: CategoryPageData | undefined): MetaDescriptor[] {
  if (!data) return [];
  const { category } = data;
  const description = metaDescription(category.meta_description ?? category.description ?? '');
  return [
    { title: category.name },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...canonicalLink(data.origin, data.path),
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
    ...canonicalLink(data.origin, data.path),
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
              inStock: shownStock({ product, variant: shown }).is_in_stock,
              brand: typeof product.valmistaja === 'string' ? product.valmistaja : undefined,
            }),
          },
        ]
      : []),
  ];
}
