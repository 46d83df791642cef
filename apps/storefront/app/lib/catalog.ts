import type { ShopConfig } from '@kauppa/config';
import type { Category, CmsPage, EntityType, Product, ShopApi, UrlRewrite } from '@kauppa/contract';
import {
  buildCategoryListingQuery,
  buildCategoryQuery,
  buildCmsQuery,
  buildHomeListQuery,
  buildProductQuery,
  buildUrlRewriteQuery,
  type CategoryListing,
  type CategoryNode,
  categoryIdsWithChildren,
  type HomeListName,
  parseSearchResponse,
  type QueryDocument,
  type RouteQuery,
  readCategoryListing,
  type SearchResult,
} from '@kauppa/search-query';

/**
 * The catalogue reads of the shell: query documents of `@kauppa/search-query` sent through
 * `@kauppa/contract`'s `ShopApi` (`POST catalog/{index}/{entityType}/_search`). Loaders call these
 * functions only; the rules live in the core packages.
 */

export type { Category, CmsPage, Product, SearchResult, UrlRewrite };

/** The catalogue index of a brand and store view: `kauppa_{brand}` (`kauppa_{brand}_{store}` for other store views). */
export function catalogIndex(brandStoreCode: string, store: string): string {
  return store ? `kauppa_${brandStoreCode}_${store}` : `kauppa_${brandStoreCode}`;
}

/** Options of {@link createCatalog}. */
export interface CatalogOptions {
  api: ShopApi;
  config: ShopConfig;
  /** The catalogue index ({@link catalogIndex}). */
  index: string;
}

/** The catalogue reads the shell's loaders use. */
export type Catalog = ReturnType<typeof createCatalog>;

/**
 * Creates the catalogue reads.
 *
 * @example
 * const catalog = createCatalog({ api, config, index: 'kauppa_battery' });
 * const product = await catalog.productBySku('BAT-1');
 */
export function createCatalog({ api, config, index }: CatalogOptions) {
  async function search<T>(entityType: EntityType, body: QueryDocument): Promise<SearchResult<T>> {
    const response = await api.catalog.search({ index, entityType, body: body as never });
    if (Number(response.code) !== 200) {
      throw new Error(`Catalogue search for ${entityType} failed with code ${String(response.code)}`);
    }
    return parseSearchResponse<T>(response.result, { start: body.from, perPage: body.size });
  }
  const first = async <T>(entityType: EntityType, body: QueryDocument | null): Promise<T | undefined> =>
    body ? (await search<T>(entityType, { ...body, size: 1 })).items[0] : undefined;

  return {
    /** A product by sku (commerce-core §5: the search key defaults to sku). */
    productBySku: (sku: string) => first<Product>('product', buildProductQuery({ filters: { sku }, config })),
    productByUrlPath: (urlPath: string) =>
      first<Product>('product', buildProductQuery({ filters: { url_path: urlPath }, config })),
    categoryBySlug: (slug: string) => first<Category>('category', buildCategoryQuery({ slug, config })),
    categoryByUrlPath: (urlPath: string) =>
      first<Category>('category', buildCategoryQuery({ urlPath, config })),
    cmsPageByIdentifier: (identifier: string) =>
      first<CmsPage>('cms_page', buildCmsQuery({ type: 'cms_page', identifier, config })),
    /** The url rewrites of a path (accounts-content §7, size 50). */
    urlRewrite: async (requestPath: string) =>
      (await search<UrlRewrite>('url_rewrite', buildUrlRewriteQuery({ requestPath, config }))).items[0],
    /** The top categories of the menu (level 2, position ascending). */
    menuCategories: async () =>
      (await search<Category>('category', buildCategoryQuery({ level: 2, config }) as QueryDocument)).items,
    /** A category listing from the route query: filters, sort, page (1-based) and category_ids (commerce-core §2). */
    categoryProducts: async (category: Category, query: RouteQuery) => {
      const listing: CategoryListing = readCategoryListing({ query, config });
      const ids = listing.categoryIds.length > 0 ? listing.categoryIds : [Number(category.id)];
      const categoryIds = categoryIdsWithChildren(ids, [category as unknown as CategoryNode]);
      const body = buildCategoryListingQuery({ listing, categoryIds, config });
      return { listing, result: await search<Product>('product', body) };
    },
    /** A home list (accounts-content §7: size 8 or 6, newest first). */
    homeList: async (list: HomeListName, categoryIds: readonly number[]) =>
      (await search<Product>('product', buildHomeListQuery({ list, categoryIds, config }))).items,
    /** Full-text product search. */
    searchProducts: (text: string, { page = 1 } = {}) => {
      const size = config.catalog.productPageSize;
      return search<Product>(
        'product',
        buildProductQuery({ text, filters: { visibility: [3, 4] }, from: (page - 1) * size, size, config }),
      );
    },
  };
}
