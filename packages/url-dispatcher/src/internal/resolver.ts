import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig } from '@kauppa/config';
import {
  buildCategoryQuery,
  buildCmsQuery,
  buildProductQuery,
  buildUrlRewriteQuery,
  platformIndexesType,
  type SearchAdapter,
} from '@kauppa/search-query';
import type { UrlResolver } from './dispatcher.ts';
import type { RoutableCategory, RoutableCmsPage, RoutableProduct, RoutableUrlRewrite } from './types.ts';

/** Options of {@link createSearchUrlResolver}. */
export interface SearchUrlResolverOptions {
  /** The search adapter (`loadSearchAdapter` of `@kauppa/search-query`). */
  search: SearchAdapter;
  /** The store view's id, for CMS pages. @default undefined (any store) */
  storeId?: number | undefined;
  /** The catalogue index; defaults to the adapter's. */
  index?: string | undefined;
  /** The shop configuration. @default defaultShopConfig */
  config?: ShopConfig | undefined;
}

/**
 * The dispatcher's lookups over the search adapter: a product and a category by `url_path`
 * (size 1), a CMS page by identifier and store id, url rewrites by `request_path.keyword` (none on
 * Elasticsearch 7, where the platform indexes no url_rewrite type: `api.elasticsearchVersion`).
 */
export function createSearchUrlResolver({
  search,
  storeId,
  index,
  config = defaultShopConfig,
}: SearchUrlResolverOptions): UrlResolver {
  const first = async <T>(
    entityType: string,
    query: Parameters<SearchAdapter['search']>[0]['query'] | null,
  ) => {
    if (!query) return null;
    const result = await search.search<T>({ entityType, query, index });
    return result.items[0] ?? null;
  };
  return {
    findProduct: (urlPath) =>
      first<RoutableProduct>(
        'product',
        buildProductQuery({ filters: { url_path: urlPath }, size: 1, config }),
      ),
    findCategory: (urlPath) =>
      first<RoutableCategory>('category', buildCategoryQuery({ urlPath, size: 1, config })),
    findCmsPage: (identifier) =>
      first<RoutableCmsPage>(
        'cms_page',
        buildCmsQuery({ type: 'cms_page', identifier, storeId, size: 1, config }),
      ),
    async findUrlRewrites(requestPath) {
      // Elasticsearch 7 has no url_rewrite index on the platform (issue 27.8): the dispatcher finds
      // products and categories by url_path and CMS pages by identifier only.
      if (!platformIndexesType('url_rewrite', config)) return [];
      const result = await search.search<RoutableUrlRewrite>({
        entityType: 'url_rewrite',
        query: buildUrlRewriteQuery({ requestPath, config }),
        index,
      });
      return result.items;
    },
  };
}
