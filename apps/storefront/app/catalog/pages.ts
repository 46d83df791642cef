import {
  associatedSkus,
  attachAssociatedProducts,
  CatalogError,
  type CatalogProduct,
  filterUnavailableVariants,
  validateLoadedProduct,
} from '@kauppa/catalog-pricing';
import { sortOptions } from '@kauppa/search-query';
import { applyProductsTax, applyProductTax, type TaxableProduct } from '@kauppa/tax';
import { categoryLink, configurableParentRedirect } from '@kauppa/url-dispatcher';
import { data, redirect } from 'react-router';
import type { Category, Product, SearchResult } from '../lib/catalog.ts';
import { readsQuery, type ShopContext, tagPage } from '../lib/context.ts';
import { productLink } from '../lib/format.ts';
import { storePrefix } from '../lib/store-code.ts';
import { type FilterGroup, filterGroups, routeQueryOf } from './listing.ts';
import type { TrailStep } from './seo.ts';

/**
 * The loaders of the catalogue pages (category, product, search). Each takes the request's
 * {@link ShopContext} and returns plain data; the url dispatcher can call them for the paths it
 * resolves (same signatures as `lib/pages.ts`).
 */

/** A 404 the error boundary renders as '404 Page Not Found'; the message is the spec's text. */
function notFound(message: string): never {
  throw data(message, { status: 404 });
}

/**
 * The link of a category: its url_path when URL dispatch is on, else `/c/{slug}` (commerce-core §2).
 * A path inside the store view: the router runs below the store's prefix (its basename).
 */
export function categoryPath(shop: Pick<ShopContext, 'config'>, category: Category): string {
  return categoryLink(category, { config: shop.config }).path;
}

/** The base URL of the request's store view: the origin and, with multistore on, `/{storeCode}`. */
function storeOrigin(shop: Pick<ShopContext, 'config' | 'scope'>, url: URL): string {
  return `${url.origin}${storePrefix(shop.config.storeViews, shop.scope.store)}`;
}

/** The ancestors of a category (from its `path`, root and the category itself left out). */
async function categoryTrail(shop: ShopContext, category: Category): Promise<TrailStep[]> {
  const ids = String(category.path ?? '')
    .split('/')
    .map(Number)
    .filter(
      (id) => Number.isInteger(id) && id > shop.config.urls.rootCategoryId && id !== Number(category.id),
    );
  const parents = ids.length > 0 ? await shop.catalog.categoriesByIds(ids).catch(() => []) : [];
  const byId = new Map(parents.map((c) => [Number(c.id), c]));
  const trail: TrailStep[] = [];
  for (const id of ids) {
    const parent = byId.get(id);
    if (parent) trail.push({ label: parent.name, path: categoryPath(shop, parent) });
  }
  return trail;
}

/** Taxes a list of products when the shop computes tax itself (commerce-core §4 Tax). */
async function withTax<P extends Product>(shop: ShopContext, products: P[]): Promise<P[]> {
  if (shop.config.tax.calculateServerSide) return products;
  const rules = await shop.catalog.taxRules();
  return applyProductsTax({
    products: products as unknown as TaxableProduct[],
    rules,
    ...shop.config.tax,
    now: shop.clock.now(),
  }) as unknown as P[];
}

/** What the category page shows. */
export interface CategoryPageData {
  category: Category;
  products: SearchResult<Product>;
  /** 1-based page. */
  page: number;
  /** The route query (filters, sort, page, category_ids). */
  query?: Record<string, string[]>;
  /** The filter groups from the aggregations, selections marked. */
  filters?: FilterGroup[];
  /** The chosen sort (`field:dir`). */
  sort?: string;
  /** The sort options of the config (labels are i18n ids). */
  sortOptions?: ReadonlyArray<{ label: string; value: string }>;
  /** How many page numbers the pagination shows (`catalog.paginationPages`). */
  paginationPages?: number;
  /** The ancestors of the category. */
  trail?: TrailStep[];
  /** The category's own path (canonical). */
  path?: string;
  /** The page's origin (`https://host`), for canonical URLs and JSON-LD. */
  origin?: string;
  /** "Now" of the request (special price windows), from the clock port. */
  now?: number;
}

/** Loads a category page (`page` query is 1-based; commerce-core §2). */
export async function loadCategoryPage(
  shop: ShopContext,
  { slug, category: found, url }: { slug?: string; category?: Category; url: URL },
): Promise<CategoryPageData> {
  const category = found ?? (slug ? await shop.catalog.categoryBySlug(slug) : undefined);
  if (!category) notFound(`Category query returned empty result slug = ${slug ?? ''}`);
  const query = routeQueryOf(url.searchParams);
  const [{ listing, result, attributes, aggregations }, trail] = await Promise.all([
    shop.catalog.categoryProducts(category, query),
    categoryTrail(shop, category),
  ]);
  // The output cache keys the page by the parameters read here only (issue 17).
  readsQuery(shop, ...shop.config.catalog.systemFilterNames, ...attributes);
  tagPage(shop, 'C', [category.id]);
  tagPage(
    shop,
    'P',
    result.items.map((p) => p.id),
  );
  const labels = await shop.catalog
    .attributeLabels(attributes.filter((a) => a !== 'price'))
    .catch(() => ({ attributes: {}, options: {} }));
  const filters = filterGroups({
    attributes,
    aggregations,
    attributeLabels: labels.attributes,
    optionLabels: labels.options,
    selected: listing.filters,
    config: shop.config,
  });
  return {
    category,
    products: { ...result, items: await withTax(shop, result.items) },
    page: listing.page,
    query,
    filters,
    sort: listing.sort,
    sortOptions: sortOptions(shop.config),
    paginationPages: shop.config.catalog.paginationPages,
    trail,
    path: categoryPath(shop, category),
    origin: storeOrigin(shop, url),
    now: shop.clock.now(),
  };
}

/** What the product page shows. */
export interface ProductPageData {
  product: Product;
  /** The chosen child of a configurable product (`/p/{parentSku}/{slug}/{childSku}` or `?childSku=`). */
  child?: NonNullable<Product['configurable_children']>[number] | undefined;
  /** The product's category trail (deepest category and its ancestors). */
  trail?: TrailStep[];
  /** Other products of the product's category. */
  related?: Product[];
  /** The product's own link (canonical, also for a chosen child). */
  path?: string;
  origin?: string;
  now?: number;
  /** Out-of-stock variants may be chosen (`catalog.listOutOfStockProducts`). */
  listOutOfStockProducts?: boolean;
}

/**
 * Loads a product page (commerce-core §4 Product loading, §5): a missing, disabled or not visible
 * product is a 404 ('Product query returned empty result'); unavailable variants are filtered;
 * linked products of grouped and bundle products are loaded; tax applied when computed here.
 */
export async function loadProductPage(
  shop: ShopContext,
  {
    parentSku,
    childSku,
    product: found,
    url,
  }: { parentSku?: string; childSku?: string | undefined; product?: Product; url?: URL },
): Promise<ProductPageData> {
  readsQuery(shop, 'childSku');
  const loaded = found ?? (parentSku ? await shop.catalog.productBySku(parentSku) : undefined);
  const { config } = shop;
  const parent = await configurableParentRedirect({
    product: loaded,
    findParent: shop.catalog.configurableParentOf,
    config,
  });
  if (parent) throw redirect(parent.path, parent.status);
  try {
    validateLoadedProduct({ product: loaded, listOutOfStockProducts: config.catalog.listOutOfStockProducts });
  } catch (error) {
    if (error instanceof CatalogError) notFound(error.messageId);
    throw error;
  }
  let product = filterUnavailableVariants({
    product: loaded as Product,
    listOutOfStockProducts: config.catalog.listOutOfStockProducts,
  });

  // The associated products of grouped and bundle products (`@kauppa/catalog-pricing`).
  const linkedSkus = associatedSkus({ product: product as CatalogProduct });
  const categoryId = deepestCategoryId(product);
  // Everything the page needs besides the product, read side by side: linked products, related
  // products, the category with its trail, and the tax rules when the shop computes tax.
  const [linked, related, categoryAndTrail, rules] = await Promise.all([
    shop.catalog.productsBySkus(linkedSkus),
    categoryId === undefined
      ? []
      : shop.catalog.relatedProducts(categoryId, product.sku).catch((error: unknown) => {
          shop.page.incomplete = true;
          shop.logger.warn('Related products could not be loaded', { error: String(error) });
          return [];
        }),
    categoryId === undefined
      ? undefined
      : shop.catalog.categoriesByIds(productCategoryIds(product)).then(
          async (categories) => {
            const category = trailCategory(product, categories);
            return (
              category && {
                category,
                trail: [
                  ...(await categoryTrail(shop, category)),
                  { label: category.name, path: categoryPath(shop, category) },
                ],
              }
            );
          },
          () => undefined,
        ),
    config.tax.calculateServerSide ? undefined : shop.catalog.taxRules(),
  ]);
  product = attachAssociatedProducts({
    product: product as CatalogProduct,
    products: linked as CatalogProduct[],
  }) as Product;
  if (rules) {
    product = applyProductTax({
      product: product as unknown as TaxableProduct,
      rules,
      ...config.tax,
      now: shop.clock.now(),
    }) as unknown as Product;
  }
  // A stock or price change of the product, a variant or a shown product drops the page (issue 17).
  tagPage(shop, 'P', [
    product.id,
    ...(product.configurable_children ?? []).map((c) => (c as { id?: number | string }).id),
    ...linked.map((p) => p.id),
    ...related.map((p) => p.id),
  ]);
  const wanted = childSku ?? url?.searchParams.get('childSku') ?? undefined;
  const child = wanted ? product.configurable_children?.find((c) => c.sku === wanted) : undefined;
  return {
    product,
    child,
    trail: categoryAndTrail?.trail ?? [],
    related: await withTax(shop, related),
    path: productLink(product, { config }),
    ...(url ? { origin: storeOrigin(shop, url) } : {}),
    now: shop.clock.now(),
    listOutOfStockProducts: config.catalog.listOutOfStockProducts,
  };
}

/** The deepest category of a product: the last entry of its `category` list (else `category_ids`). */
/** The ids of a product's categories (`category`, else `category_ids`). */
function productCategoryIds(product: Pick<Product, 'category' | 'category_ids'>): number[] {
  const ids = product.category?.map((c) => Number(c.category_id)) ?? (product.category_ids ?? []).map(Number);
  return ids.filter((id) => Number.isInteger(id));
}

/**
 * The category of a product's breadcrumbs (issue 14.10): the one whose url_path leads to the
 * product's (the longest such), else the deepest one (highest level), never a side listing such as
 * Outlet merely because it comes last.
 */
export function trailCategory(
  product: Pick<Product, 'url_path'>,
  categories: readonly Category[],
): Category | undefined {
  const path = String(product.url_path ?? '').replace(/^\//, '');
  const onPath = categories
    .filter((c) => typeof c.url_path === 'string' && c.url_path && path.startsWith(`${c.url_path}/`))
    .sort((a, b) => String(b.url_path).length - String(a.url_path).length);
  if (onPath[0]) return onPath[0];
  return [...categories].sort((a, b) => Number(b.level ?? 0) - Number(a.level ?? 0))[0];
}

export function deepestCategoryId(product: Pick<Product, 'category' | 'category_ids'>): number | undefined {
  const last = product.category?.at(-1)?.category_id ?? product.category_ids?.at(-1);
  const id = Number(last);
  return last === undefined || !Number.isInteger(id) ? undefined : id;
}

/** What the search results page shows. */
export interface SearchPageData {
  query: string;
  tooShort: boolean;
  minLength: number;
  products: Product[];
  total: number;
  now: number;
  /** The search failed (the search panel shows the error in place). */
  failed?: boolean | undefined;
}

/** The empty answer of a failed search. */
export function searchFailed(shop: ShopContext, query: string): SearchPageData {
  return {
    query,
    tooShort: false,
    minLength: shop.config.search.minTermLength,
    products: [],
    total: 0,
    now: shop.clock.now(),
    failed: true,
  };
}

/** Loads search results: a term shorter than `search.minTermLength` (3) is not searched (accounts-content §5). */
export async function loadSearchPage(
  shop: ShopContext,
  { query, size }: { query: string; size?: number | undefined },
): Promise<SearchPageData> {
  const minLength = shop.config.search.minTermLength;
  const now = shop.clock.now();
  if (query.length < minLength) return { query, tooShort: true, minLength, products: [], total: 0, now };
  const result = await shop.catalog.searchProducts(query, size ? { size } : {});
  tagPage(
    shop,
    'P',
    result.items.map((p) => p.id),
  );
  return {
    query,
    tooShort: false,
    minLength,
    products: await withTax(shop, result.items),
    total: result.total,
    now,
  };
}
