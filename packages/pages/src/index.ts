/**
 * @kauppa/pages: the storefront's page models, free of any UI framework. Each page's loader takes a
 * request scope (the shop's search adapter, configuration, store view and clock through ports) and
 * answers plain data or a typed outcome (not found, redirect) that the front end maps to its router.
 */

export type { ProductPart, WithinBudget } from './catalog/budget.ts';
// Catalogue pages: the search client, the SSR budget, product parts, prices, gallery, SEO.
export { entityWithinBudget, isProductPart, optionalProductParts, withinBudget } from './catalog/budget.ts';
export type {
  Attribute,
  AttributeLabels,
  Catalog,
  CatalogOptions,
  Category,
  Product,
  SearchResult,
  UrlRewrite,
} from './catalog/catalog.ts';
export { catalogIndex, createCatalog, listFields, relatedProductsSize } from './catalog/catalog.ts';
export { pageClock } from './catalog/clock.ts';
export type { GalleryItem } from './catalog/gallery.ts';
export { galleryItems, videoUrl } from './catalog/gallery.ts';
export { imageUrl } from './catalog/images.ts';
export type { MetaDescriptor } from './catalog/meta.ts';
export { canonicalLink, categoryMeta, productMeta } from './catalog/meta.ts';
export type { CategoryPageData, ProductPageData, SearchPageData } from './catalog/pages.ts';
export {
  categoryPath,
  loadCategoryPage,
  loadCategoryTrail,
  loadProductPage,
  loadProductParts,
  loadSearchPage,
  productParts,
  searchFailed,
} from './catalog/pages.ts';
export type { PriceView } from './catalog/price.ts';
export { priceView } from './catalog/price.ts';
export type { PartValues, ProductParts } from './catalog/product-parts.ts';
export { joinParts, linkedSkus, productPartsPath, withLinkedProducts } from './catalog/product-parts.ts';
export { ownLoaderData } from './catalog/route-data.ts';
export type { ProductLdInput, TrailStep } from './catalog/seo.ts';
export { absoluteUrl, productJsonLd, trailJsonLd } from './catalog/seo.ts';
export { metaDescription, stripTags } from './catalog/text.ts';
// Content pages: CMS pages and blocks, the FAQ, the home lists, the sitemap.
export type { CmsPageData } from './content/cms-page.ts';
export type {
  CmsBlock,
  CmsPage,
  Content,
  ContentOptions,
  FaqCategory,
  FaqItem,
  HomeLists,
  SitemapEntry,
} from './content/content.ts';
export { cmsEmptyResult, createContent, homeListCategories } from './content/content.ts';
export type { FaqCategoryPage } from './content/faq.ts';
export { loadFaqCategory } from './content/faq.ts';
export type {
  HttpOptions,
  MenuCategory,
  PageCacheInfo,
  RequestPorts,
  RequestScope,
  ServerSettings,
  ShopContext,
} from './context.ts';
// The page loaders and their request context; typed outcomes a front end maps to its router.
export {
  createServerContext,
  menuTtlMs,
  readsQuery,
  resolveBrand,
  tagPage,
  withClientTimeout,
} from './context.ts';
// The data every render asks that rarely changes, shared by the process's requests (issue 31.2).
export type { SharedDataCache, SharedDataOptions, SharedReads, SharedTags } from './shared-data.ts';
export {
  createSharedDataCache,
  invalidateSharedData,
  sharedData,
  sharedDataTtlMs,
  sharedTags,
} from './shared-data.ts';
export type { BrandView } from './site/brand.ts';
// The site around every page: brand, start-up, store views, texts, prices, SEO, load errors.
export { brandAsset, brandView, placeholderBrand, themeCss } from './site/brand.ts';
export { priceText, productPath, rememberPriceText } from './site/format.ts';
export type { LazyImageSettings } from './site/lazy-image.ts';
export { defaultLazyImageSettings, preloadRootMargin } from './site/lazy-image.ts';
export type { LoadErrorNotice } from './site/load-errors.ts';
export {
  loadErrorMessage,
  loadErrorNotice,
  offlineRedirectMs,
  offlineRedirectNotice,
} from './site/load-errors.ts';
export { PageDelayed, PageNotFound, PageRedirect } from './site/outcomes.ts';
export type { Alternate, BreadcrumbStep } from './site/seo.ts';
export {
  breadcrumbJsonLd,
  canonicalUrl,
  hreflangLinks,
  jsonLdText,
  robotsTxt,
  sitemapXml,
} from './site/seo.ts';
export type { ShellData } from './site/shell.ts';
export { fallbackShellData, shellData, storeAlternates } from './site/shell.ts';
export type { InitialState, StartUp } from './site/startup.ts';
export { hydrateState, separatelyHandled, startUp } from './site/startup.ts';
export type { StoreViews } from './site/store-code.ts';
export { storeCodeOfPath, storeCodeRedirect, storePrefix } from './site/store-code.ts';
export { catalogueTranslator, preparedTranslator, prepareTranslator } from './site/translator.ts';
