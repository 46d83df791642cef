import { defaultShopConfig, platformOptions, type ShopConfig, searchIndexOf } from '@kauppa/config';
import type {
  Attribute,
  Category,
  CmsPage,
  EntityType,
  Product,
  TaxRule,
  UrlRewrite,
} from '@kauppa/contract';
import type { Logger, ShopHttp } from '@kauppa/ports';
import {
  buildAttributeQuery,
  buildCategoryFiltersQuery,
  buildCategoryListingQuery,
  buildCategoryQuery,
  buildCmsQuery,
  buildEntityQuery,
  buildHomeListQuery,
  buildProductQuery,
  buildUrlRewriteQuery,
  type CategoryListing,
  type CategoryNode,
  categoryBaseFilters,
  categoryIdsWithChildren,
  filterAttributes,
  type HomeListName,
  loadSearchAdapter,
  type QueryDocument,
  queryFilterOptions,
  type RouteQuery,
  readCategoryListing,
  type SearchAdapter,
  type SearchResult,
} from '@kauppa/search-query';
import { findTaxRate, toRateFactor } from '@kauppa/tax';
import { readShared, type SharedReads, sharedTags } from '../shared-data.ts';
import { withIndexFallback } from './index-fallback.ts';

/**
 * The catalogue reads of the pages: query documents of `@kauppa/search-query` sent through its
 * search adapter (`loadSearchAdapter`: `api` or `graphql`, by `api.searchAdapter`). Loaders call
 * these functions only; the rules live in the core packages.
 */

export type { Attribute, Category, CmsPage, Product, SearchResult, UrlRewrite };

/**
 * The fields a product tile needs (lists stay small: no children's details, no descriptions). The
 * platform computes the gross prices in its answers from the hit's own fields (src/platform/magento2/
 * tax.js → vsf-utilities `calculateProductTax`): the tax class and, for a configurable product, its
 * children's prices (the lowest is shown), so they are asked for too (issue 27.7).
 */
export const listFields: readonly string[] = [
  'id',
  'sku',
  'name',
  'type_id',
  'tax_class_id',
  'price',
  'price_incl_tax',
  'original_price',
  'original_price_incl_tax',
  'final_price',
  'final_price_incl_tax',
  'special_price',
  'special_price_incl_tax',
  'special_from_date',
  'special_to_date',
  'image',
  'thumbnail',
  'small_image',
  'url_path',
  'url_key',
  'slug',
  'stock',
  'status',
  'visibility',
  'configurable_children.sku',
  'configurable_children.price',
  'configurable_children.special_price',
  'configurable_children.special_from_date',
  'configurable_children.special_to_date',
  'configurable_children.final_price',
];

/**
 * The fields a product page's own product is asked without (issue 31.2: the shop API sends only
 * what the page shows). The platform client's `entities.product.excludeFields` (vue-storefront
 * 1.12 config/default.json, the single-product query of its product page): index bookkeeping
 * (`attribute_set_id`, `created_at`, `updated_at`, `has_options`, `required_options`,
 * `options_container`, `msrp_display_actual_price_type`) and the stock item's configuration
 * fields. Kept although the platform drops them, because a Kauppa rule reads them:
 * `small_image` (the tile and wishlist image fallback), `stock.manage_stock` (the quantity limit of
 * `@kauppa/catalog-pricing`) and `sgn` (the price signature the order carries).
 */
export const productPageExcludeFields: readonly string[] = [
  'attribute_set_id',
  'created_at',
  'updated_at',
  'has_options',
  'required_options',
  'options_container',
  'msrp_display_actual_price_type',
  '*.msrp_display_actual_price_type',
  'stock.enable_qty_increments',
  'stock.is_decimal_divided',
  'stock.notify_stock_qty',
  'stock.qty_increments',
  'stock.show_default_notification_message',
  'stock.stock_id',
  'stock.stock_status_changed_auto',
  'stock.use_config_qty_increments',
  'stock.use_config_min_qty',
  'stock.use_config_notify_stock_qty',
  'stock.use_config_backorders',
  'stock.use_config_enable_qty_inc',
  'stock.use_config_manage_stock',
  'stock.use_config_min_sale_qty',
  'stock.use_config_max_sale_qty',
];

/** A slug without a category (not kept in the shared data). */
class NoSuchCategory extends Error {}

/** Size of the related products list of a product page. */
export const relatedProductsSize = 8;

/** The labels of attributes and of their options, by attribute code. */
export interface AttributeLabels {
  attributes: Record<string, string>;
  options: Record<string, Record<string, string>>;
  /** The option values of each attribute in the attribute's own order (its `options` list). */
  order?: Record<string, string[]>;
}

/**
 * The catalogue index of a brand and store view, from the shop configuration (`searchIndexOf` of
 * `@kauppa/config`): the store view's or the shop's `searchIndex`, else `kauppa_{brand}`.
 */
export function catalogIndex(brandStoreCode: string, store: string, config?: ShopConfig): string {
  return searchIndexOf({ config: config ?? defaultShopConfig, brandStoreCode, storeCode: store });
}

/** Options of {@link createCatalog}. */
export interface CatalogOptions {
  /**
   * The HTTP port the search adapter sends through (`loadSearchAdapter` of
   * `@kauppa/search-query`, the kind `config.api.searchAdapter`).
   */
  http?: ShopHttp | undefined;
  /** A search adapter already loaded (it wins over `http`). */
  search?: SearchAdapter | Promise<SearchAdapter> | undefined;
  config: ShopConfig;
  /** The catalogue index ({@link catalogIndex}). */
  index: string;
  /** The store view code (sent with multistore on). @default the config's own */
  store?: string | undefined;
  /** Where a catalogue index without the group's fields is reported (once per field and index). */
  logger?: Logger | undefined;
  /**
   * The process's shared data (issue 31.2): categories, attribute labels and tax rules are read
   * through it, once per catalogue for its TTL, instead of once per request.
   */
  shared?: SharedReads | undefined;
}

/** The catalogue reads the page loaders use. */
export type Catalog = ReturnType<typeof createCatalog>;

/**
 * Creates the catalogue reads.
 *
 * @example
 * const catalog = createCatalog({ http, config, index: 'kauppa_battery' });
 * const product = await catalog.productBySku('BAT-1');
 */
export function createCatalog({ http, search: given, config, index, store, logger, shared }: CatalogOptions) {
  let taxRules: Promise<TaxRule[]> | undefined;
  let priceTaxFactor: Promise<number> | undefined;
  let adapter: Promise<SearchAdapter> | undefined;
  const searchAdapter = (): Promise<SearchAdapter> => {
    adapter ??= (
      given
        ? Promise.resolve(given)
        : http
          ? loadSearchAdapter({
              kind: config.api.searchAdapter,
              http,
              index,
              config,
              storeCode: platformOptions(config, store).storeCode,
            })
          : Promise.reject(new TypeError('createCatalog needs http or search'))
    ).then((loaded) => withIndexFallback(loaded, { config, index, logger }));
    return adapter;
  };
  async function search<T>(entityType: EntityType, query: QueryDocument): Promise<SearchResult<T>> {
    return (await searchAdapter()).search<T>({ entityType, query });
  }
  const first = async <T>(entityType: EntityType, body: QueryDocument | null): Promise<T | undefined> =>
    body ? (await search<T>(entityType, { ...body, size: 1 })).items[0] : undefined;

  /** A product search that survives an index without the group's own fields ({@link withIndexFallback}). */
  async function productSearch<T>(query: QueryDocument): Promise<SearchResult<T>> {
    return search<T>('product', query);
  }

  /**
   * The factor between the index's prices and the shown ones (issue 27.6): 0 when the index holds
   * gross prices (`catalog.priceIndexIncludesTax`) or the search goes through the platform's
   * GraphQL (whose resolver aggregates its own configured ranges), else the rate of
   * `catalog.priceTaxClassId` in the store's tax country, from the catalogue's tax rules. Without
   * rules (or a failed read) 0, with a warning: prices are then filtered as the index holds them.
   */
  const priceFactor = (): Promise<number> => {
    if (config.catalog.priceIndexIncludesTax || config.api.searchAdapter === 'graphql')
      return Promise.resolve(0);
    priceTaxFactor ??= catalogTaxRules().then(
      (rules) => {
        const rate = findTaxRate({
          rules,
          productTaxClassId: config.catalog.priceTaxClassId,
          country: config.tax.defaultCountry || config.tax.fallbackCountry,
        });
        if (!rate)
          logger?.warn('No tax rate for the price filter: prices are filtered as the index holds them', {
            taxClassId: config.catalog.priceTaxClassId,
            country: config.tax.defaultCountry,
          });
        return rate ? toRateFactor(rate) : 0;
      },
      (error: unknown) => {
        priceTaxFactor = undefined;
        logger?.warn('The tax rules could not be read: prices are filtered as the index holds them', {
          error: String(error),
        });
        return 0;
      },
    );
    return priceTaxFactor;
  };

  function catalogTaxRules(): Promise<TaxRule[]> {
    taxRules ??= readShared(shared, 'taxrule', sharedTags.taxrule, () =>
      search<TaxRule>('taxrule', buildEntityQuery('taxrule', { config })),
    ).then(
      (result) => result.items,
      (error: unknown) => {
        taxRules = undefined;
        throw error;
      },
    );
    return taxRules;
  }

  return {
    /** A product by sku (commerce-core §5: the search key defaults to sku). */
    // A product page's product: without the fields no page shows ({@link productPageExcludeFields}).
    productBySku: (sku: string) =>
      first<Product>(
        'product',
        buildProductQuery({ filters: { sku }, excludeFields: productPageExcludeFields, config }),
      ),
    /** The configurable product one of whose children has `sku` (commerce-core §4 product loading). */
    configurableParentOf: (sku: string) =>
      first<Product>(
        'product',
        buildProductQuery({
          filters: { 'configurable_children.sku': sku },
          excludeFields: productPageExcludeFields,
          config,
        }),
      ),
    productByUrlPath: (urlPath: string) =>
      first<Product>(
        'product',
        buildProductQuery({
          filters: { url_path: urlPath },
          excludeFields: productPageExcludeFields,
          config,
        }),
      ),
    // A slug no category has is not kept: a category made later shows at once.
    categoryBySlug: (slug: string) =>
      readShared(shared, `category:slug:${slug}`, sharedTags.category, async () => {
        const found = await first<Category>('category', buildCategoryQuery({ slug, config }));
        if (!found) throw new NoSuchCategory();
        return found;
      }).catch((error: unknown) => {
        if (error instanceof NoSuchCategory) return undefined;
        throw error;
      }),
    categoryByUrlPath: (urlPath: string) =>
      first<Category>('category', buildCategoryQuery({ urlPath, config })),
    cmsPageByIdentifier: (identifier: string) =>
      first<CmsPage>('cms_page', buildCmsQuery({ type: 'cms_page', identifier, config })),
    /** The url rewrites of a path (accounts-content §7, size 50). */
    urlRewrite: async (requestPath: string) =>
      (await search<UrlRewrite>('url_rewrite', buildUrlRewriteQuery({ requestPath, config }))).items[0],
    /** The top categories of the menu (level 2, position ascending). */
    menuCategories: () =>
      readShared(
        shared,
        'category:menu',
        sharedTags.category,
        async () =>
          (await search<Category>('category', buildCategoryQuery({ level: 2, config }) as QueryDocument))
            .items,
      ),
    /**
     * A category listing from the route query: filters (the category's `available_filters`), sort,
     * page (1-based) and category_ids (commerce-core §2); visible, enabled products only. The
     * category's filter options (aggregations over all its products) are loaded alongside.
     */
    categoryProducts: async (category: Category, query: RouteQuery) => {
      const attributes = filterAttributes(category.available_filters);
      const listing: CategoryListing = readCategoryListing({
        query,
        availableFilters: queryFilterOptions(attributes, query, config),
        config,
      });
      const ids = listing.categoryIds.length > 0 ? listing.categoryIds : [Number(category.id)];
      const categoryIds = categoryIdsWithChildren(ids, { categories: [category as unknown as CategoryNode] });
      const baseFilters = categoryBaseFilters({ config });
      // The shown (gross) price ranges are searched on the index's basis (issue 27.6): the rate is
      // read alongside; the listing waits for it only when a price range is chosen.
      const factor = attributes.includes('price') ? priceFactor() : Promise.resolve(0);
      const listed = async () => {
        const priceTaxFactor = (listing.filters.price?.length ?? 0) > 0 ? await factor : 0;
        const body = buildCategoryListingQuery({
          listing,
          categoryIds,
          filters: baseFilters,
          config,
          priceTaxFactor,
        });
        body._source = { includes: [...listFields] };
        return productSearch<Product>(body);
      };
      const filtered = async () =>
        productSearch<never>(
          buildCategoryFiltersQuery({
            categoryIds,
            attributes,
            filters: baseFilters,
            config,
            priceTaxFactor: await factor,
          }),
        );
      const [result, filters, priceTaxFactor] = await Promise.all([
        listed(),
        attributes.length > 0 ? filtered() : undefined,
        factor,
      ]);
      return { listing, result, attributes, aggregations: filters?.aggregations ?? {}, priceTaxFactor };
    },
    /** Categories by id (commerce-core §9 category query; ids below the root are dropped). */
    // Each category is shared on its own (issue 31.2): one query asks for the ids not shared yet.
    categoriesByIds: async (ids: readonly number[]): Promise<Category[]> => {
      const read = async (wanted: readonly number[]) => {
        const body = buildCategoryQuery({ ids: wanted, config });
        return body ? (await search<Category>('category', body)).items : [];
      };
      if (!shared) return read(ids);
      const missing: number[] = [];
      let batch: Promise<Category[]> | undefined;
      const found = await Promise.all(
        [...new Set(ids)].map((id) =>
          readShared(shared, `category:id:${id}`, sharedTags.category, async () => {
            missing.push(id);
            // Asked once the reads of every id have been made (they are synchronous).
            batch ??= Promise.resolve().then(() => read(missing));
            return (await batch).find((category) => Number(category.id) === id) ?? null;
          }),
        ),
      );
      return found.filter((category): category is Category => category !== null);
    },
    /** Products by sku, in one query (linked products of grouped and bundle products). */
    productsBySkus: async (skus: readonly string[]) =>
      skus.length === 0
        ? []
        : (
            await search<Product>(
              'product',
              buildProductQuery({ filters: { sku: [...new Set(skus)] }, size: skus.length, config }),
            )
          ).items,
    /**
     * Other visible products of a category, for the related products list. The category's list is
     * shared by the process's requests (issue 31.2: a product page's render asks the API for its
     * product only), asked one longer than the list and the product itself left out, and dropped by
     * the tags that drop the pages showing it: its category's (`C{id}`), each listed product's
     * (`P{id}`: a price or stock change) and `product`.
     */
    relatedProducts: async (categoryId: number, exceptSku: string) => {
      const tags = { names: ['product', `C${categoryId}`] };
      const listed = await readShared(shared, `related:${categoryId}`, tags, async () => {
        const body = buildProductQuery({
          filters: { category_ids: [categoryId], ...categoryBaseFilters({ config }) },
          size: relatedProductsSize + 1,
          includeFields: listFields,
          config,
        });
        const items = (await productSearch<Product>(body)).items;
        tags.names.push(...items.map((product) => `P${String(product.id)}`));
        return items;
      });
      return listed.filter((product) => product.sku !== exceptSku).slice(0, relatedProductsSize);
    },
    /** The labels of attributes and their options (commerce-core §9 attribute query). */
    attributeLabels: async (codes: readonly string[]): Promise<AttributeLabels> => {
      const out: AttributeLabels = { attributes: {}, options: {}, order: {} };
      if (codes.length === 0) return out;
      const key = `attribute:${[...new Set(codes)].sort().join(',')}`;
      const result = await readShared(shared, key, sharedTags.attribute, () =>
        search<Attribute>('attribute', buildAttributeQuery({ codes, config })),
      );
      for (const attribute of result.items) {
        if (attribute.frontend_label) out.attributes[attribute.attribute_code] = attribute.frontend_label;
        const options: Record<string, string> = {};
        for (const option of attribute.options ?? []) options[String(option.value)] = option.label;
        out.options[attribute.attribute_code] = options;
        // Kept apart: an object's integer-like keys (option ids) iterate ascending, not in this order.
        out.order![attribute.attribute_code] = (attribute.options ?? []).map((option) =>
          String(option.value),
        );
      }
      return out;
    },
    /** The tax rules (needed only when the shop computes tax itself: commerce-core §4 Tax). */
    // One read per catalogue (a server request, or a browser tab): the product page and its related
    // products share it. A failed read is not kept.
    taxRules: catalogTaxRules,
    /** A home list (accounts-content §7: size 8 or 6, newest first). */
    homeList: async (list: HomeListName, categoryIds: readonly number[]) =>
      (
        await search<Product>(
          'product',
          buildHomeListQuery({ list, categoryIds, includeFields: listFields, config }),
        )
      ).items,
    /** Full-text product search. */
    searchProducts: (text: string, { page = 1, size = config.catalog.productPageSize } = {}) => {
      return search<Product>(
        'product',
        buildProductQuery({
          text,
          filters: { visibility: [3, 4] },
          from: (page - 1) * size,
          size,
          includeFields: listFields,
          config,
        }),
      );
    },
  };
}
