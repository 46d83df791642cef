import { shownStock } from '@kauppa/catalog-pricing';
import { defaultI18nConfig } from '@kauppa/config';
import type { Clock } from '@kauppa/ports';
import type { ShellData } from '../site/shell.ts';
import { pageClock } from './clock.ts';
import { galleryItems } from './gallery.ts';
import { imageUrl } from './images.ts';
import type { CategoryPageData, ProductPageData } from './pages.ts';
import { priceView } from './price.ts';
import { absoluteUrl, productJsonLd } from './seo.ts';
import { metaDescription } from './text.ts';

/**
 * The head of the catalogue pages: title, meta description from the catalogue and the canonical
 * link (the entity's own link) and the Product JSON-LD, as meta descriptors in React Router's shape
 * (`{ title }`, `{ name, content }`, `{ tagName: 'link', rel, href }`, `{ 'script:ld+json': … }`),
 * which other head managers read as easily. The BreadcrumbList JSON-LD comes with the breadcrumbs.
 */

/** One entry of a page's head. */
export type MetaDescriptor = Record<string, unknown>;

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

/**
 * The meta of a product page; the canonical URL is the product's own link, also for a chosen
 * variant. Prices are those of the page's "now" (`data.now`), else of `clock`.
 */
export function productMeta(
  data: ProductPageData | undefined,
  shell: Pick<ShellData, 'imageBase'> | undefined,
  clock: Pick<Clock, 'now'>,
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
              price: priceView(shown, pageClock(data.now, clock)).final,
              currency: defaultI18nConfig.currencyCode,
              inStock: shownStock({ product, variant: shown }).is_in_stock,
              brand: typeof product.valmistaja === 'string' ? product.valmistaja : undefined,
            }),
          },
        ]
      : []),
  ];
}
