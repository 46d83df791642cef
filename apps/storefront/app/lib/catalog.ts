import type { ShopHttp } from '@kauppa/ports';

/**
 * Catalogue reads of the shell through the HTTP port (commerce-core §7 `POST catalog`).
 *
 * This is the one module to swap for `@kauppa/contract`'s `createShopApi` and
 * `@kauppa/search-query`'s query documents when they land on `main`; route loaders only call the
 * functions below.
 */

/** A product as the pages read it (commerce-core §3, the fields the shell shows). */
export interface ProductSummary {
  id?: number | string;
  sku: string;
  name: string;
  type_id?: string;
  url_path?: string;
  url_key?: string;
  slug?: string;
  image?: string | null;
  thumbnail?: string | null;
  price_incl_tax?: number | null;
  final_price_incl_tax?: number | null;
  special_price_incl_tax?: number | null;
  original_price_incl_tax?: number | null;
  price?: number | null;
  final_price?: number | null;
  stock?: { is_in_stock: boolean; qty: number } | null;
  description?: string | null;
  short_description?: string | null;
  configurable_options?: Array<{
    attribute_code: string;
    label?: string;
    values: Array<{ value_index: number | string; label?: string }>;
  }>;
  [field: string]: unknown;
}

/** A category (commerce-core §3). */
export interface CategorySummary {
  id: number | string;
  name: string;
  url_key?: string;
  url_path?: string;
  slug?: string;
  product_count?: number;
  children_data?: CategorySummary[];
  description?: string | null;
  [field: string]: unknown;
}

/** A CMS page (accounts-content §3). */
export interface CmsPage {
  id: number | string;
  identifier: string;
  title?: string;
  content?: string;
  [field: string]: unknown;
}

/** A url rewrite (accounts-content §3). */
export interface UrlRewrite {
  request_path: string;
  target_path: string;
  redirect_type: number;
  entity_type?: string;
}

/** A page of search results. */
export interface SearchPage<T> {
  items: T[];
  total: number;
  start: number;
  perPage: number;
  aggregations?: unknown;
}

/** The search-engine query document (bool filter of terms). */
type Filters = Record<string, ReadonlyArray<string | number | boolean>>;

function termsQuery(filters: Filters, text?: string): Record<string, unknown> {
  const must = Object.entries(filters).map(([field, values]) => ({ terms: { [field]: values } }));
  const bool: Record<string, unknown> = { filter: { bool: { must } } };
  if (text) {
    bool.must = {
      multi_match: {
        query: text,
        fields: ['name^4', 'sku^3', 'short_description^2', 'description^1', 'category.name^1'],
        fuzziness: 2,
        operator: 'or',
      },
    };
  }
  return { query: { bool } };
}

function readHits<T>(result: unknown): { items: T[]; total: number; aggregations?: unknown } {
  const r = (result ?? {}) as Record<string, unknown>;
  const hits = r.hits as { hits?: Array<{ _source?: T }>; total?: number | { value: number } } | undefined;
  if (hits && Array.isArray(hits.hits)) {
    const total = typeof hits.total === 'number' ? hits.total : (hits.total?.value ?? hits.hits.length);
    return { items: hits.hits.map((h) => h._source as T), total, aggregations: r.aggregations };
  }
  const items = (Array.isArray(r.items) ? r.items : Array.isArray(result) ? result : []) as T[];
  return { items, total: typeof r.total === 'number' ? r.total : items.length, aggregations: r.aggregations };
}

/** Options of {@link createCatalog}. */
export interface CatalogOptions {
  http: ShopHttp;
  /** The catalogue (store code) of the brand. */
  store: string;
  /** Timeout of catalogue search (server 1000 ms, browser 5000 ms). */
  searchTimeoutMs: number;
}

/** The catalogue reads the shell's loaders use. */
export type Catalog = ReturnType<typeof createCatalog>;

/**
 * Creates the catalogue reads over the HTTP port.
 *
 * @example
 * const catalog = createCatalog({ http, store: 'kauppa_battery', searchTimeoutMs: 1000 });
 * const product = await catalog.productBySku('BAT-1');
 */
export function createCatalog({ http, store, searchTimeoutMs }: CatalogOptions) {
  async function search<T>(
    type: string,
    searchQuery: Record<string, unknown>,
    { size = 50, from = 0, sort }: { size?: number; from?: number; sort?: string } = {},
  ): Promise<SearchPage<T>> {
    const response = await http.request({
      method: 'POST',
      path: 'catalog',
      body: { store, type, searchQuery, size, from, ...(sort ? { sort } : {}) },
      timeoutMs: searchTimeoutMs,
    });
    if (response.status >= 400 || (typeof response.code === 'number' && response.code >= 400)) {
      throw new Error(`Catalogue search for ${type} failed with code ${String(response.code)}`);
    }
    const { items, total, aggregations } = readHits<T>(response.result);
    return { items, total, start: from, perPage: size, aggregations };
  }
  const first = async <T>(type: string, filters: Filters): Promise<T | undefined> =>
    (await search<T>(type, termsQuery(filters), { size: 1 })).items[0];

  return {
    search,
    /** A product by sku (commerce-core §5: the search key defaults to sku). */
    productBySku: (sku: string) => first<ProductSummary>('product', { sku: [sku], status: [0, 1] }),
    productByUrlPath: (urlPath: string) => first<ProductSummary>('product', { url_path: [urlPath] }),
    categoryBySlug: (slug: string) => first<CategorySummary>('category', { slug: [slug], is_active: [true] }),
    categoryByUrlPath: (urlPath: string) => first<CategorySummary>('category', { url_path: [urlPath] }),
    cmsPageByIdentifier: (identifier: string) => first<CmsPage>('cms_page', { identifier: [identifier] }),
    /** url rewrites are fetched with size 50 on request_path.keyword (accounts-content §7). */
    urlRewrite: async (requestPath: string) =>
      (
        await search<UrlRewrite>('url_rewrite', termsQuery({ 'request_path.keyword': [requestPath] }), {
          size: 50,
        })
      ).items[0],
    /** Products of a category (commerce-core §2 category listing; page size 50). */
    categoryProducts: (
      categoryId: number | string,
      { page = 1, perPage = 50, sort = 'sort_qty:desc' } = {},
    ) =>
      search<ProductSummary>(
        'product',
        termsQuery({ category_ids: [categoryId], visibility: [2, 3, 4], status: [0, 1] }),
        {
          size: perPage,
          from: (page - 1) * perPage,
          sort,
        },
      ),
    /** A home list: newest first, visibility 2,3,4, status 0,1 (accounts-content §7). */
    homeList: (size: number, filters: Filters = {}) =>
      search<ProductSummary>('product', termsQuery({ ...filters, visibility: [2, 3, 4], status: [0, 1] }), {
        size,
        sort: 'created_at:desc',
      }),
    /** The top categories of the menu (include_in_menu, level 2, position ascending). */
    menuCategories: async () =>
      (
        await search<CategorySummary>(
          'category',
          termsQuery({ level: [2], is_active: [true], include_in_menu: [1, true] }),
          {
            size: 50,
            sort: 'position:asc',
          },
        )
      ).items,
    /** Full-text product search. */
    searchProducts: (text: string, { page = 1, perPage = 50 } = {}) =>
      search<ProductSummary>('product', termsQuery({ visibility: [3, 4], status: [0, 1] }, text), {
        size: perPage,
        from: (page - 1) * perPage,
      }),
  };
}
