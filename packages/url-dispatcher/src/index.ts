/**
 * @kauppa/url-dispatcher — route names and links of every page, the url dispatcher (product, then
 * category, then CMS page), url rewrites and the persisted mapping cache (commerce-core §2;
 * accounts-content §2).
 * @packageDocumentation
 */

export {
  categoryAncestorIds,
  deepestCategoryId,
  productCategoryIds,
  trailCategory,
} from './internal/breadcrumbs.ts';
export type {
  DispatchResult,
  UrlDispatcher,
  UrlDispatcherOptions,
  UrlResolver,
} from './internal/dispatcher.ts';
export {
  createUrlDispatcher,
  defaultUrlMappingCacheSize,
  urlDispatcherMessages,
  urlMappingsCollection,
} from './internal/dispatcher.ts';
export type {
  ChildProduct,
  ConfigurableParentRedirect,
  ConfigurableParentRedirectOptions,
} from './internal/parent-redirect.ts';
export { configurableParentRedirect } from './internal/parent-redirect.ts';
export type { SearchUrlResolverOptions } from './internal/resolver.ts';
export { createSearchUrlResolver } from './internal/resolver.ts';
export type {
  CategorySearchParam,
  ExternalCheckoutOptions,
  ProductRouteOptions,
  RouteOptions,
} from './internal/routes.ts';
export {
  categoryLink,
  categoryLookup,
  categoryRoute,
  categorySearchParams,
  checkoutRoute,
  cmsPageRoute,
  externalCheckoutUrl,
  localizedPath,
  localizedRouteName,
  orderSuccessRoute,
  productLink,
  productRoute,
} from './internal/routes.ts';
export type {
  RoutableCategory,
  RoutableCmsPage,
  RoutableProduct,
  RoutableUrlRewrite,
  RouteLink,
  RouteParams,
} from './internal/types.ts';
