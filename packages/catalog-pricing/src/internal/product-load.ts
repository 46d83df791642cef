import { defaultCatalogConfig } from '@kauppa/config';
import { isAssociatedSimpleLink } from './composite-prices.ts';
import {
  GroupedProductWithoutLinksError,
  ProductLinkNotFoundError,
  ProductQueryEmptyError,
  RetiredEntryPointError,
  SearchKeyMissingError,
} from './errors.ts';
import type { CatalogProduct, Id } from './types.ts';
import { filterUnavailableVariants } from './variants.ts';

/** Options of {@link validateLoadedProduct}. */
export interface ValidateLoadedProductOptions {
  /** The first product the query returned, if any. */
  product: CatalogProduct | undefined;
  /**
   * Whether out-of-stock products are listed.
   * @default defaultShopConfig.catalog.listOutOfStockProducts (true)
   */
  listOutOfStockProducts?: boolean | undefined;
}

/**
 * Product load validation (commerce-core §5): throws {@link ProductQueryEmptyError} when there is
 * no product, its status is 2 or higher, its visibility is 1 (not visible), or its root is out of
 * stock while out-of-stock listing is off; throws {@link GroupedProductWithoutLinksError} for a
 * grouped product without `product_links`. Returns the product.
 *
 * @example
 * validateLoadedProduct({ product: result[0], ...config.catalog });
 */
export function validateLoadedProduct({
  product,
  listOutOfStockProducts = defaultCatalogConfig.listOutOfStockProducts,
}: ValidateLoadedProductOptions): CatalogProduct {
  if (!product) throw new ProductQueryEmptyError();
  if ((product.status ?? 1) >= 2 || product.visibility === 1) throw new ProductQueryEmptyError();
  if (!listOutOfStockProducts && product.stock?.is_in_stock === false) throw new ProductQueryEmptyError();
  if (product.type_id === 'grouped' && !product.product_links?.length) {
    throw new GroupedProductWithoutLinksError(product.sku);
  }
  return product;
}

/** Options of {@link requireSearchKey}. */
export interface RequireSearchKeyOptions {
  /** The lookup options, e.g. `{ sku: 'AA-1' }`. */
  options: Readonly<Record<string, unknown>>;
  /**
   * The field the single product is looked up by.
   * @default 'sku'
   */
  key?: string | undefined;
}

/**
 * A single-product lookup requires its search key (commerce-core §5): returns the key and its
 * value, or throws {@link SearchKeyMissingError}.
 *
 * @example
 * requireSearchKey({ options: { sku: 'AA-1' } }); // { key: 'sku', value: 'AA-1' }
 */
export function requireSearchKey({ options, key = 'sku' }: RequireSearchKeyOptions): {
  key: string;
  value: Id;
} {
  const value = options[key];
  if ((typeof value !== 'string' && typeof value !== 'number') || value === '') {
    throw new SearchKeyMissingError(key);
  }
  return { key, value };
}

/** The query a product loader sends: the products whose `key` field is one of `values`. */
export interface ProductQuery {
  key: string;
  values: readonly Id[];
}

/** The catalogue search a loader reads through (e.g. `@kauppa/search-query` over the HTTP port). */
export type FindProducts<P extends CatalogProduct> = (query: ProductQuery) => Promise<readonly P[]>;

/** Options of {@link createProductLoader}. */
export interface CreateProductLoaderOptions<P extends CatalogProduct> {
  /** The catalogue search. */
  findProducts: FindProducts<P>;
  /**
   * Whether out-of-stock products are listed.
   * @default defaultShopConfig.catalog.listOutOfStockProducts (true)
   */
  listOutOfStockProducts?: boolean | undefined;
}

/** Options of {@link ProductLoader.loadProduct}. */
export interface LoadProductOptions {
  /** The lookup options, e.g. `{ sku: 'AA-1' }`. */
  options: Readonly<Record<string, unknown>>;
  /**
   * The field the product is looked up by.
   * @default 'sku'
   */
  key?: string | undefined;
}

/** Loads single products (commerce-core §4 Product loading). */
export interface ProductLoader<P extends CatalogProduct> {
  /**
   * Looks a product up by its search key, validates it, filters unavailable variants of a
   * configurable product and loads the products of grouped links and bundle options into
   * `link.product` ("Product link not found" when one is missing).
   */
  loadProduct(options: LoadProductOptions): Promise<P>;
  /** Retired in favour of `loadProduct`: throws {@link RetiredEntryPointError}. */
  fetch(...args: unknown[]): never;
  /** Retired in favour of `loadProduct`: throws {@link RetiredEntryPointError}. */
  fetchAsync(...args: unknown[]): never;
}

/**
 * A product loader over a catalogue search port (commerce-core §4 Product loading, §5).
 *
 * @example
 * const loader = createProductLoader({ findProducts, ...config.catalog });
 * const product = await loader.loadProduct({ options: { sku: 'AA-1' } });
 */
export function createProductLoader<P extends CatalogProduct>({
  findProducts,
  listOutOfStockProducts = defaultCatalogConfig.listOutOfStockProducts,
}: CreateProductLoaderOptions<P>): ProductLoader<P> {
  const loadLinked = async (skus: readonly string[]): Promise<Map<string, P>> => {
    const found = skus.length ? await findProducts({ key: 'sku', values: [...new Set(skus)] }) : [];
    return new Map(found.map((p) => [p.sku, p]));
  };
  const linked = (bySku: Map<string, P>, sku: string): P => {
    const product = bySku.get(sku);
    if (!product) throw new ProductLinkNotFoundError(sku);
    return product;
  };

  return {
    async loadProduct({ options, key = 'sku' }) {
      const query = requireSearchKey({ options, key });
      const [first] = await findProducts({ key: query.key, values: [query.value] });
      validateLoadedProduct({ product: first, listOutOfStockProducts });
      let product = first as P;
      if (product.type_id === 'configurable') {
        product = filterUnavailableVariants({ product, listOutOfStockProducts });
      }
      if (product.type_id === 'grouped' && product.product_links) {
        const links = product.product_links;
        const bySku = await loadLinked(links.filter(isAssociatedSimpleLink).map((l) => l.linked_product_sku));
        product = {
          ...product,
          product_links: links.map((link) =>
            isAssociatedSimpleLink(link)
              ? { ...link, product: { ...linked(bySku, link.linked_product_sku), qty: 1 } }
              : link,
          ),
        };
      }
      if (product.type_id === 'bundle' && product.bundle_options) {
        const options = product.bundle_options;
        const bySku = await loadLinked(options.flatMap((o) => o.product_links.map((l) => l.sku)));
        product = {
          ...product,
          bundle_options: options.map((option) => ({
            ...option,
            product_links: option.product_links.map((link) => ({
              ...link,
              product: linked(bySku, link.sku),
            })),
          })),
        };
      }
      return product;
    },
    fetch() {
      throw new RetiredEntryPointError('fetch');
    },
    fetchAsync() {
      throw new RetiredEntryPointError('fetchAsync');
    },
  };
}
