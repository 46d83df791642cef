import type { ShopConfig } from '@kauppa/config';
import { defaultCheckoutConfig, defaultStoreViewsConfig, defaultUrlsConfig } from '@kauppa/config';
import type { RoutableCategory, RoutableCmsPage, RoutableProduct, RouteLink, RouteParams } from './types.ts';

/** Options shared by the route and link builders. */
export interface RouteOptions {
  /** The shop configuration (`urls.dispatch`, `storeViews.multistore`). @default defaultShopConfig */
  config?: ShopConfig | undefined;
  /** The current store code; prefixes names and paths when multistore is on. @default storeViews.defaultStoreCode */
  storeCode?: string | undefined;
}

/**
 * The sections of `defaultShopConfig` the builders read when no configuration is given: only these
 * are imported, so a browser bundle building links does not carry every default (issue 20.1).
 */
const defaultRouteConfig: Pick<ShopConfig, 'urls' | 'storeViews' | 'checkout'> = {
  urls: defaultUrlsConfig,
  storeViews: defaultStoreViewsConfig,
  checkout: defaultCheckoutConfig,
};

const storePrefix = ({ config, storeCode }: RouteOptions): string => {
  const { storeViews } = config ?? defaultRouteConfig;
  const code = storeCode ?? storeViews.defaultStoreCode;
  return storeViews.multistore && code && code !== storeViews.defaultStoreCode ? code : '';
};

/**
 * A path with the store code in front when multistore is on (commerce-core §2): `/c/akut` →
 * `/de/c/akut`.
 */
export function localizedPath(path: string, options: RouteOptions = {}): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  const code = storePrefix(options);
  return code ? `/${code}${p === '/' ? '' : p}` : p;
}

/** A route name with the store code in front when multistore is on: `category` → `de-category`. */
export function localizedRouteName(name: string, options: RouteOptions = {}): string {
  const code = storePrefix(options);
  return code ? `${code}-${name}` : name;
}

const seg = (s: string) => encodeURIComponent(s);

/** The route name of a product type (commerce-core §2): `simple` → `simple-product`. */
export function productRouteName(typeId: string, options: RouteOptions = {}): string {
  return localizedRouteName(`${typeId}-product`, options);
}

/** Does this product's route carry a childSku (products with options or configurable children)? */
function hasChildSku(product: RoutableProduct): boolean {
  return (product.configurable_children?.length ?? 0) > 0 || (product.options?.length ?? 0) > 0;
}

/** Options of {@link productRoute} and {@link productLink}. */
export interface ProductRouteOptions extends RouteOptions {
  /** The chosen variant's sku; defaults to the product's sku for products with children or options. */
  childSku?: string | undefined;
}

/**
 * The named product route (commerce-core §2; accounts-content §2): `{type_id}-product` with
 * parentSku, slug and, for products with options or configurable children, childSku; the path is
 * `/p/{parentSku}/{slug}[/{childSku}]`.
 *
 * @example
 * productRoute({ sku: 'AK-12', type_id: 'simple', slug: 'akku-12v' })
 * // { name: 'simple-product', params: { parentSku: 'AK-12', slug: 'akku-12v' }, path: '/p/AK-12/akku-12v' }
 */
export function productRoute(
  product: RoutableProduct,
  options: ProductRouteOptions = {},
): Required<RouteLink> {
  const params: RouteParams = {
    parentSku: product.parentSku || product.sku,
    slug: product.slug || product.url_key || '',
  };
  const childSku = options.childSku ?? (hasChildSku(product) ? product.sku : undefined);
  if (childSku) params.childSku = childSku;
  const path = `/p/${seg(params.parentSku!)}/${seg(params.slug!)}${childSku ? `/${seg(childSku)}` : ''}`;
  return { name: productRouteName(product.type_id, options), params, path: localizedPath(path, options) };
}

/**
 * The product link (commerce-core §2): the product's url_path when URL dispatch is on (a chosen
 * variant rides along as `?childSku=`), else the named route.
 */
export function productLink(product: RoutableProduct, options: ProductRouteOptions = {}): RouteLink {
  const config = options.config ?? defaultRouteConfig;
  if (config.urls.dispatch && product.url_path) {
    const query = options.childSku ? `?childSku=${encodeURIComponent(options.childSku)}` : '';
    return { path: localizedPath(product.url_path, options) + query };
  }
  return productRoute(product, options);
}

/** The named category route (commerce-core §2): `category` with slug, path `/c/{slug}`. */
export function categoryRoute(category: RoutableCategory, options: RouteOptions = {}): Required<RouteLink> {
  const slug = category.slug || category.url_key || '';
  return {
    name: localizedRouteName('category', options),
    params: { slug },
    path: localizedPath(`/c/${seg(slug)}`, options),
  };
}

/** The category link (commerce-core §2): its url_path when URL dispatch is on, else `/c/{slug}`. */
export function categoryLink(category: RoutableCategory, options: RouteOptions = {}): RouteLink {
  const config = options.config ?? defaultRouteConfig;
  if (config.urls.dispatch && category.url_path) return { path: localizedPath(category.url_path, options) };
  return categoryRoute(category, options);
}

/** The CMS page route (commerce-core §2; accounts-content §2): `cms-page`, slug = identifier, `/i/{slug}`. */
export function cmsPageRoute(page: RoutableCmsPage, options: RouteOptions = {}): Required<RouteLink> {
  return {
    name: localizedRouteName('cms-page', options),
    params: { slug: page.identifier },
    path: localizedPath(`/i/${seg(page.identifier)}`, options),
  };
}

/** The checkout route (commerce-core §2): name `checkout`, path `/checkout`. */
export function checkoutRoute(options: RouteOptions = {}): Required<RouteLink> {
  return {
    name: localizedRouteName('checkout', options),
    params: {},
    path: localizedPath('/checkout', options),
  };
}

/** The external thank-you route (commerce-core §2): `/order-success`. */
export function orderSuccessRoute(options: RouteOptions = {}): Required<RouteLink> {
  return {
    name: localizedRouteName('order-success', options),
    params: {},
    path: localizedPath('/order-success', options),
  };
}

/** Options of {@link externalCheckoutUrl}. */
export interface ExternalCheckoutOptions extends RouteOptions {
  /** The user token; empty for a guest. */
  userToken: string | null | undefined;
  /** The server cart token. */
  cartToken: string;
  /**
   * Per-store external checkout addresses (multistore). Without one, a store's address is the
   * configured address followed by `/{storeCode}`. @default {}
   */
  storeUrls?: Readonly<Record<string, string>> | undefined;
}

/**
 * The external checkout address (commerce-core §2):
 * `{checkout.externalCheckout.url}/vue/cart/sync/token/{userToken}/cart/{cartToken}`, per store
 * when multistore is on.
 *
 * @example
 * externalCheckoutUrl({ userToken: 'u1', cartToken: 'c1' })
 * // 'http://127.0.0.1:8080/vue/cart/sync/token/u1/cart/c1'
 */
export function externalCheckoutUrl({
  userToken,
  cartToken,
  storeUrls = {},
  ...options
}: ExternalCheckoutOptions): string {
  const config = options.config ?? defaultRouteConfig;
  const code = storePrefix(options);
  const base =
    (code && storeUrls[code]) ||
    (code
      ? `${config.checkout.externalCheckout.url.replace(/\/+$/, '')}/${code}`
      : config.checkout.externalCheckout.url);
  return `${base.replace(/\/+$/, '')}/vue/cart/sync/token/${encodeURIComponent(userToken ?? '')}/cart/${encodeURIComponent(cartToken)}`;
}

/** The category search params the category route accepts (commerce-core §2). */
export const categorySearchParams = ['url-key', 'slug', 'id'] as const;

/** One of {@link categorySearchParams}. */
export type CategorySearchParam = (typeof categorySearchParams)[number];

/**
 * The category lookup of route params (commerce-core §2): the first accepted param present
 * (url-key → `url_key`, slug, id as a number) as a search filter; other params are ignored.
 * `null` when none is given.
 */
export function categoryLookup(
  params: Readonly<Record<string, string | undefined>>,
): { field: 'url_key' | 'slug' | 'id'; value: string | number } | null {
  for (const key of categorySearchParams) {
    const value = params[key];
    if (value === undefined || value === '') continue;
    if (key === 'id') {
      const id = Number(value);
      if (Number.isInteger(id)) return { field: 'id', value: id };
      continue;
    }
    return { field: key === 'url-key' ? 'url_key' : 'slug', value };
  }
  return null;
}
