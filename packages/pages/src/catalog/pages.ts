import { CatalogError, filterUnavailableVariants, validateLoadedProduct } from '@kauppa/catalog-pricing';
import {
  type FilterGroup,
  filterAttributes,
  filterGroups,
  routeQueryOf,
  sortOptions,
} from '@kauppa/search-query';
import { applyProductsTax, applyProductTax, type TaxableProduct } from '@kauppa/tax';
import {
  categoryAncestorIds,
  categoryLink,
  configurableParentRedirect,
  deepestCategoryId,
  productCategoryIds,
  trailCategory,
} from '@kauppa/url-dispatcher';
import { readsQuery, type ShopContext, tagPage } from '../context.ts';
import { productPath } from '../site/format.ts';
import { notFound, PageRedirect } from '../site/outcomes.ts';
import { storePrefix } from '../site/store-code.ts';
import { filterGroupsInOptionOrder } from '../views/listing.ts';
import { entityWithinBudget, optionalProductParts, type ProductPart, withinBudget } from './budget.ts';
import type { AttributeLabels, Category, Product, SearchResult } from './catalog.ts';
import { pageCategory, pageProduct, productTile } from './page-data.ts';
import { linkedSkus, type PartValues, type ProductParts, withLinkedProducts } from './product-parts.ts';
import type { TrailStep } from './seo.ts';

/**
 * The loaders of the catalogue pages (category, product, search). Each takes the request's
 * {@link ShopContext} and returns plain data; a missing page throws {@link PageNotFound} with the
 * spec's text and a page that lives elsewhere {@link PageRedirect}, which the front end maps to its
 * router's answers. The url dispatcher can call them for the paths it resolves.
 */

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

/**
 * The ancestors of a category (from its `path`, root and the category itself left out). Ancestors
 * among `known` are not read again.
 */
async function categoryTrail(
  shop: ShopContext,
  category: Category,
  known: readonly Category[] = [],
): Promise<TrailStep[]> {
  const ids = categoryAncestorIds(category, shop.config.urls.rootCategoryId);
  const byId = new Map(known.map((c) => [Number(c.id), c]));
  const unknown = ids.filter((id) => !byId.has(id));
  // A failed read fails the trail: the page leaves it for the browser (issue 20.4).
  const parents = unknown.length > 0 ? await shop.catalog.categoriesByIds(unknown) : [];
  for (const parent of parents) byId.set(Number(parent.id), parent);
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
  /** The breadcrumbs were late or failed (issue 20.4): the browser loads them after hydration. */
  pending?: Array<'trail'>;
}

/** Loads a category page (`page` query is 1-based; commerce-core §2). */
export async function loadCategoryPage(
  shop: ShopContext,
  { slug, category: found, url }: { slug?: string; category?: Category; url: URL },
): Promise<CategoryPageData> {
  const category =
    found ?? (slug ? await entityWithinBudget(shop, shop.catalog.categoryBySlug(slug)) : undefined);
  if (!category) notFound(`Category query returned empty result slug = ${slug ?? ''}`);
  const query = routeQueryOf(url.searchParams);
  // The filters' labels are asked beside the listing, not after it (issue 31.2): the category
  // names its filter attributes (`available_filters`) before any product is listed.
  const labelsLoading = shop.catalog
    .attributeLabels(filterAttributes(category.available_filters).filter((a) => a !== 'price'))
    .catch((): AttributeLabels => ({ attributes: {}, options: {} }));
  // The listing is the page; the breadcrumbs wait at most the SSR budget (issue 20.4).
  const [{ listing, result, attributes, aggregations, priceTaxFactor }, parts] = await Promise.all([
    shop.catalog.categoryProducts(category, query),
    withinBudget<{ trail: TrailStep[] }>(
      { trail: categoryTrail(shop, category) },
      { clock: shop.clock, budgetMs: shop.config.api.timeouts.serverMs },
    ),
  ]);
  if (parts.missing.length > 0) {
    shop.page.incomplete = true;
    shop.logger.warn('The category page was rendered without its breadcrumbs', { id: category.id });
  }
  // The output cache keys the page by the parameters read here only (issue 17).
  readsQuery(shop, ...shop.config.catalog.systemFilterNames, ...attributes);
  tagPage(shop, 'C', [category.id]);
  tagPage(
    shop,
    'P',
    result.items.map((p) => p.id),
  );
  const labels = await labelsLoading;
  // Options in the attribute's order (XS, S, M, L), not by count (issue 28.10).
  const filters = filterGroupsInOptionOrder(
    filterGroups({
      attributes,
      aggregations,
      attributeLabels: labels.attributes,
      optionLabels: labels.options,
      selected: listing.filters,
      config: shop.config,
      priceTaxFactor,
    }),
    labels.order ?? {},
  );
  return {
    category: pageCategory(category),
    // Tiles only: the page's data carries what a tile shows (issue 31.2).
    products: { ...result, items: (await withTax(shop, result.items)).map(productTile) },
    page: listing.page,
    query,
    filters,
    sort: listing.sort,
    sortOptions: sortOptions(shop.config),
    paginationPages: shop.config.catalog.paginationPages,
    trail: parts.values.trail ?? [],
    path: categoryPath(shop, category),
    origin: storeOrigin(shop, url),
    now: shop.clock.now(),
    ...(parts.missing.length > 0 ? { pending: parts.missing } : {}),
  };
}

/** The breadcrumbs of a category the browser asks for when its render left them out (issue 20.4). */
// Never throws: a fetcher's error would replace the page with the error boundary.
export async function loadCategoryTrail(
  shop: ShopContext,
  id: number,
): Promise<{ id: number; trail?: TrailStep[] }> {
  try {
    const [category] = Number.isInteger(id) ? await shop.catalog.categoriesByIds([id]) : [];
    return category ? { id, trail: await categoryTrail(shop, category) } : { id };
  } catch (error) {
    shop.logger.warn('The category breadcrumbs could not be loaded', { id, error: String(error) });
    return { id };
  }
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
  /**
   * The optional parts the server render left out, late or failed (issue 20.4): the browser loads
   * them after hydration.
   */
  pending?: ProductPart[];
}

/**
 * The optional parts of a product page, each read as soon as the product is known, side by side
 * (issue 20.4: one round): linked products, related products (taxed), the category trail.
 */
export function productParts(
  shop: ShopContext,
  product: Product,
  wanted: readonly ProductPart[] = optionalProductParts,
): { [K in ProductPart]?: Promise<NonNullable<PartValues[K]>> } {
  const categoryId = deepestCategoryId(product);
  const parts: { [K in ProductPart]?: Promise<NonNullable<PartValues[K]>> } = {};
  if (wanted.includes('linked')) parts.linked = shop.catalog.productsBySkus(linkedSkus(product));
  if (wanted.includes('related')) {
    parts.related =
      categoryId === undefined
        ? Promise.resolve([])
        : shop.catalog
            .relatedProducts(categoryId, product.sku)
            .then((related) => withTax(shop, related))
            .then((related) => related.map(productTile));
  }
  if (wanted.includes('trail')) {
    parts.trail =
      categoryId === undefined
        ? Promise.resolve([])
        : shop.catalog.categoriesByIds(productCategoryIds(product)).then(async (categories) => {
            const category = trailCategory(product, categories);
            return category
              ? [
                  ...(await categoryTrail(shop, category, categories)),
                  { label: category.name, path: categoryPath(shop, category) },
                ]
              : [];
          });
  }
  return parts;
}

/**
 * Loads a product page (commerce-core §4 Product loading, §5): a missing, disabled or not visible
 * product is a {@link PageNotFound} ('Product query returned empty result'); a configurable child
 * opened directly is a {@link PageRedirect} to its parent when that is prevented; unavailable variants are filtered;
 * tax applied when computed here. Only the product (and the tax rules its price needs) is required:
 * linked products, related products and the breadcrumbs are awaited for the SSR budget
 * (commerce-core §9, 1000 ms) and left for the browser when late or failed (issue 20.4).
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
  const { config } = shop;
  // The tax rules do not wait for the product, nor the product for them.
  const rules = config.tax.calculateServerSide ? undefined : shop.catalog.taxRules();
  rules?.catch(() => undefined);
  // The product is the page: a lookup slower than the budget is a delayed page (issue 31.1).
  const loaded =
    found ?? (parentSku ? await entityWithinBudget(shop, shop.catalog.productBySku(parentSku)) : undefined);
  // A configurable child opened directly goes to its parent when that is prevented (commerce-core §4).
  const parent = await configurableParentRedirect({
    product: loaded,
    findParent: shop.catalog.configurableParentOf,
    config,
  });
  if (parent) throw new PageRedirect(parent.path, parent.status);
  let product = validProduct(shop, loaded);
  const { values, missing, reasons } = await withinBudget<PartValues>(productParts(shop, product), {
    clock: shop.clock,
    budgetMs: config.api.timeouts.serverMs,
  });
  if (missing.length > 0) {
    // Not kept by the output cache: the next render may have every part.
    shop.page.incomplete = true;
    shop.logger.warn('The product page was rendered without some of its parts', {
      sku: product.sku,
      reasons,
    });
  }
  const linked = values.linked ?? [];
  const related = values.related ?? [];
  if (values.linked) product = withLinkedProducts(product, linked);
  if (rules) {
    product = applyProductTax({
      product: product as unknown as TaxableProduct,
      rules: await rules,
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
  // The page's data carries what the page shows and the browser's rules read (issue 31.2).
  return {
    product: pageProduct(product),
    child,
    trail: values.trail ?? [],
    related,
    path: productPath(product, { config }),
    ...(url ? { origin: storeOrigin(shop, url) } : {}),
    now: shop.clock.now(),
    listOutOfStockProducts: config.catalog.listOutOfStockProducts,
    ...(missing.length > 0 ? { pending: missing } : {}),
  };
}

/** A loaded product as a page shows it: a 404 unless valid, unavailable variants filtered. */
function validProduct(shop: ShopContext, loaded: Product | undefined): Product {
  const { listOutOfStockProducts } = shop.config.catalog;
  try {
    validateLoadedProduct({ product: loaded, listOutOfStockProducts });
  } catch (error) {
    if (error instanceof CatalogError) notFound(error.messageId);
    throw error;
  }
  return filterUnavailableVariants({ product: loaded as Product, listOutOfStockProducts });
}

/**
 * The parts of a product page the browser asks for after hydration (issue 20.4), loaded in one
 * round; a part that fails again is left out of the answer.
 */
export async function loadProductParts(
  shop: ShopContext,
  { sku, parts }: { sku: string; parts: readonly ProductPart[] },
): Promise<ProductParts> {
  // Never throws: a fetcher's error would replace the page with the error boundary.
  let product: Product;
  try {
    product = validProduct(shop, await shop.catalog.productBySku(sku));
  } catch (error) {
    shop.logger.warn('The product of the parts call could not be loaded', { sku, error: String(error) });
    return { sku };
  }
  const loading = productParts(shop, product, parts);
  const out: ProductParts = { sku: product.sku };
  await Promise.all(
    (Object.keys(loading) as ProductPart[]).map((name) =>
      loading[name]?.then(
        (value) => {
          (out as Record<string, unknown>)[name] = value;
        },
        (error: unknown) =>
          shop.logger.warn('A product part could not be loaded', { sku, name, error: String(error) }),
      ),
    ),
  );
  // The render taxes linked products inside the product; here they come on their own.
  if (out.linked) out.linked = await withTax(shop, out.linked).catch(() => undefined);
  if (!out.linked) delete out.linked;
  return out;
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
    products: (await withTax(shop, result.items)).map(productTile),
    total: result.total,
    now,
  };
}
