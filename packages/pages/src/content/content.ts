import type { ShopConfig } from '@kauppa/config';
import type { CmsBlock, CmsPage, EntityType, FaqCategory, FaqItem, Product } from '@kauppa/contract';
import {
  buildCategoryQuery,
  buildCmsQuery,
  buildEntityQuery,
  buildHomeListQuery,
  buildProductQuery,
  type HomeListName,
  outletOrPromoProducts,
  platformIndexesType,
  type QueryDocument,
  type SearchAdapter,
  type SearchResult,
} from '@kauppa/search-query';
import { categoryLink, cmsPageRoute, productLink } from '@kauppa/url-dispatcher';
import { listFields } from '../catalog/catalog.ts';
import { productTile } from '../catalog/page-data.ts';
import { readShared, type SharedReads, sharedTags } from '../shared-data.ts';

/**
 * The content reads of the pages (accounts-content §7): CMS pages and blocks, the FAQ, the home
 * lists from their named categories with the outlet falling back to promo, and the sitemap's
 * entries. Query documents come from `@kauppa/search-query` and are sent through its search adapter
 * (`loadSearchAdapter`, the same adapter the catalogue reads use).
 */

export type { CmsBlock, CmsPage, FaqCategory, FaqItem };

/** The spec's text when no CMS page or FAQ item is found (accounts-content §8). */
export const cmsEmptyResult = 'CMS query returned empty result';

/** The named categories the home lists are drawn from (commerce-core §9), by their url_key. */
export const homeListCategories = {
  new_collection: 'new-collection',
  new_products: 'new',
  outlet: 'outlet',
  promo: 'promo',
} as const;

/** Options of {@link createContent}. */
export interface ContentOptions {
  /** The search adapter of `@kauppa/search-query` (`loadSearchAdapter`), or its loading. */
  search: SearchAdapter | Promise<SearchAdapter>;
  config: ShopConfig;
  /** The process's shared data (issue 31.2): CMS blocks and the home lists' categories are read through it. */
  shared?: SharedReads | undefined;
}

/** The home lists (accounts-content §7, §9): 8 new collection, 6 new products, outlet or promo. */
export interface HomeLists {
  newCollection: Product[];
  newProducts: Product[];
  outlet: Product[];
}

/** One URL of the sitemap. */
export interface SitemapEntry {
  path: string;
}

/** The content reads the page loaders use. */
export type Content = ReturnType<typeof createContent>;

/**
 * Creates the content reads.
 *
 * @example
 * const content = createContent({ search: loadSearchAdapter({ kind: 'api', http, index, config }), config });
 * const faq = await content.faqCategories();
 */
export function createContent({ search: adapter, config, shared }: ContentOptions) {
  async function search<T>(entityType: EntityType, query: QueryDocument): Promise<SearchResult<T>> {
    return (await adapter).search<T>({ entityType, query });
  }
  // A type the platform does not index (the FAQ and the CMS hierarchy on Elasticsearch 7) is not
  // searched: it would answer 500 (issue 27.8).
  const items = async <T>(entityType: EntityType, body: QueryDocument): Promise<T[]> =>
    platformIndexesType(entityType, config) ? (await search<T>(entityType, body)).items : [];

  async function homeList(list: HomeListName, categoryId: number | undefined): Promise<Product[]> {
    if (categoryId === undefined) return [];
    // A product list query: the tile's fields only, as category and search lists ask.
    const found = await items<Product>(
      'product',
      buildHomeListQuery({ list, categoryIds: [categoryId], includeFields: listFields, config }),
    );
    // The page's data carries what a tile shows (issue 31.2).
    return found.map(productTile);
  }

  return {
    /** A CMS page by identifier (accounts-content §7), or undefined. */
    cmsPage: async (identifier: string) =>
      (await items<CmsPage>('cms_page', buildCmsQuery({ type: 'cms_page', identifier, size: 1, config })))[0],
    /** CMS blocks by identifier, in the order asked. */
    cmsBlocks: async (identifiers: readonly string[]) => {
      const found = await readShared(shared, `cms_block:${identifiers.join(',')}`, sharedTags.cmsBlock, () =>
        items<CmsBlock>('cms_block', buildCmsQuery({ type: 'cms_block', identifier: identifiers, config })),
      );
      return identifiers.flatMap((id) => found.filter((block) => block.identifier === id));
    },
    /** The FAQ categories, position ascending (size 150). */
    faqCategories: () =>
      items<FaqCategory>('cms_faq_category', buildEntityQuery('cms_faq_category', { config })),
    /** The FAQ items, position ascending (size 150), optionally of one category. */
    faqItems: (categoryId?: number | string) =>
      items<FaqItem>(
        'cms_faq',
        buildEntityQuery('cms_faq', {
          config,
          ...(categoryId === undefined ? {} : { filters: { category_ids: Number(categoryId) } }),
        }),
      ),
    /**
     * The home lists: new collection (8) and new products (6) from their named categories, and the
     * outlet list falling back to the promo products when empty (accounts-content §9).
     */
    async homeLists(): Promise<HomeLists> {
      const keys = Object.values(homeListCategories);
      const named = await readShared(shared, `category:named:${keys.join(',')}`, sharedTags.category, () =>
        items<{ id: number | string; url_key?: string }>(
          'category',
          buildCategoryQuery({ filters: { url_key: [...keys] }, config }) as QueryDocument,
        ),
      );
      const idOf = (key: string) => {
        const found = named.find((category) => category.url_key === key);
        return found ? Number(found.id) : undefined;
      };
      const [newCollection, newProducts, outlet] = await Promise.all([
        homeList('new_collection', idOf(homeListCategories.new_collection)),
        homeList('new_products', idOf(homeListCategories.new_products)),
        homeList('outlet_products', idOf(homeListCategories.outlet)),
      ]);
      const promo =
        outlet.length > 0 ? [] : await homeList('outlet_products', idOf(homeListCategories.promo));
      return { newCollection, newProducts, outlet: outletOrPromoProducts(outlet, promo) };
    },
    /** The sitemap's paths: categories, products (visible in catalogue or search) and CMS pages. */
    async sitemap({ maxProducts = 50_000 }: { maxProducts?: number } = {}): Promise<SitemapEntry[]> {
      const pageSize = 500;
      const [categories, pages] = await Promise.all([
        items<{ url_path?: string; slug?: string; url_key?: string; level?: number }>(
          'category',
          buildCategoryQuery({
            config,
            includeFields: ['url_path', 'slug', 'url_key', 'level'],
          }) as QueryDocument,
        ),
        items<CmsPage>(
          'cms_page',
          buildCmsQuery({ type: 'cms_page', includeFields: ['identifier'], config }),
        ),
      ]);
      const products: Product[] = [];
      for (let from = 0; from < maxProducts; from += pageSize) {
        const result = await search<Product>(
          'product',
          buildProductQuery({
            filters: { visibility: [2, 3, 4], status: [0, 1] },
            includeFields: ['sku', 'type_id', 'slug', 'url_path', 'url_key'],
            from,
            size: pageSize,
            config,
          }),
        );
        products.push(...result.items);
        if (result.items.length < pageSize || products.length >= result.total) break;
      }
      const paths = [
        '/',
        ...categories
          .filter((category) => (category.level ?? 2) >= 2)
          .map((category) => categoryLink(category, { config }).path),
        ...products.map((product) => productLink(product as never, { config }).path),
        ...pages.map((page) => cmsPageRoute(page, { config }).path),
      ];
      return [...new Set(paths.map((path) => (path.startsWith('/') ? path : `/${path}`)))].map((path) => ({
        path,
      }));
    },
  };
}
