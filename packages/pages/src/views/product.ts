import {
  availableQuantity,
  type CatalogProduct,
  configurableOptionsList,
  initialChoices,
  type OptionSelector,
  type ProductVariant,
  purchaseUnitPrice,
  type StockInfo,
  selectionOf,
  shownStock,
} from '@kauppa/catalog-pricing';
import {
  catalogIdOf,
  type ViewedProduct,
  viewedProduct,
  type WatchedProduct,
  watchedProduct,
} from '@kauppa/engagement';
import type { Clock } from '@kauppa/ports';
import { productRoute } from '@kauppa/url-dispatcher';

/** A product as the product page reads it (commerce-core §3 Product). */
export type ProductPageProduct = CatalogProduct & {
  name: string;
  type_id: string;
  id?: unknown;
  slug?: string | null | undefined;
  url_key?: string | null | undefined;
  url_path?: string | null | undefined;
  image?: unknown;
  thumbnail?: unknown;
  /** The manufacturer (commerce-core §3 `valmistaja`). */
  valmistaja?: unknown;
};

/** Input of {@link productPageView}. */
export interface ProductPageViewInput {
  product: ProductPageProduct;
  /** The chosen variant of a configurable product. */
  child?: ProductVariant | undefined;
  /** The answer of the live stock check of the shown sku, once it came (issue 14.9). */
  live?: Partial<StockInfo> | undefined;
  /** Out-of-stock variants may be chosen (`catalog.listOutOfStockProducts`). */
  listOutOfStockProducts?: boolean | undefined;
  /** "Now" of the page, for special prices. */
  clock: Pick<Clock, 'now'>;
}

/** What the product page shows besides its texts. */
export interface ProductPageView {
  /** The sku shown: the chosen variant's, else the product's. */
  sku: string;
  inStock: boolean;
  /** The quantity shown beside "In stock!": only a positive known quantity. */
  stockQty: number | undefined;
  /** The most the quantity field takes (`availableQuantity` of `@kauppa/catalog-pricing`). */
  available: number | undefined;
  /** The configurable option selectors (none for other types). */
  selectors: OptionSelector[];
  /** The page of this product with the variant `childSku` chosen (the product's own without). */
  hrefOf: (childSku?: string) => string;
  /** The page the purchase form posts to: the shown variant's. */
  action: string;
  /** Bundle, grouped or with custom options: the price is the live price of the choices. */
  composite: boolean;
  /** The manufacturer, when the product names one. */
  manufacturer: string | undefined;
  /** The unit price incl. tax of the initial choices (the shown variant's final price for a simple product). */
  price: number;
  /** The recently viewed record and "Viewed Product" payload (accounts-content §4 tracking). */
  viewed: ViewedProduct;
  /** The back-in-stock identity, only while the shown product is out of stock (accounts-content §3). */
  watched: WatchedProduct | undefined;
  /** The product id the review form sends (the sku when the catalogue gives no id). */
  reviewId: string | number;
}

/**
 * The product page's view (commerce-core §3 product.stock, §4 configurable options, bundle and
 * grouped prices; accounts-content §2 product page, §3 back in stock, §4 tracking): the shown
 * stock (the variant's, the live check over it), the option selectors, the links of the
 * variants, the price of the initial choices and the records the page stores and tracks.
 *
 * @example
 * const view = productPageView({ product, child, live, listOutOfStockProducts: true, clock });
 */
export function productPageView({
  product,
  child,
  live,
  listOutOfStockProducts,
  clock,
}: ProductPageViewInput): ProductPageView {
  const stock = shownStock({ product, variant: child, live });
  const selectors =
    product.type_id === 'configurable'
      ? configurableOptionsList({
          product,
          selection: selectionOf({ product, variant: child }),
          listOutOfStockProducts,
        })
      : [];
  // What the route reads, once per page, not a copy of the whole product per link (issue 31.2).
  const { sku, slug, url_key, type_id, configurable_children } = product;
  const { options } = product as { options?: readonly unknown[] };
  const routable = { sku, slug, url_key, type_id, configurable_children, options };
  const hrefOf = (childSku?: string) => productRoute(routable, childSku ? { childSku } : {}).path;
  const price = purchaseUnitPrice({ product, variant: child, choices: initialChoices({ product }), clock });
  const { qty } = stock;
  return {
    sku: (child ?? product).sku,
    inStock: stock.is_in_stock,
    stockQty: typeof qty === 'number' && qty > 0 ? qty : undefined,
    available: availableQuantity({ stock }),
    selectors,
    hrefOf,
    action: hrefOf(child?.sku),
    composite:
      product.type_id === 'bundle' ||
      product.type_id === 'grouped' ||
      (product.custom_options?.length ?? 0) > 0,
    manufacturer: typeof product.valmistaja === 'string' ? product.valmistaja : undefined,
    price,
    viewed: viewedProduct(product, { path: hrefOf(), price }),
    watched: stock.is_in_stock ? undefined : watchedProduct(product, child),
    reviewId: catalogIdOf(product.id) ?? product.sku,
  };
}

/** A breadcrumb step: its label and, but for the current page, its link. */
export interface Crumb {
  label: string;
  to?: string | undefined;
}

/**
 * The breadcrumbs of a page (accounts-content §2 breadcrumbs): the category trail as links,
 * then the page itself, unlinked.
 *
 * @example
 * pageTrail([{ label: 'Työkalut', path: '/tyokalut' }], 'Akku 12 V');
 * // [{ label: 'Työkalut', to: '/tyokalut' }, { label: 'Akku 12 V' }]
 */
export function pageTrail(
  trail: ReadonlyArray<{ label: string; path?: string | undefined }> | null | undefined,
  current: string,
): Crumb[] {
  return [...(trail ?? []).map((step) => ({ label: step.label, to: step.path })), { label: current }];
}
