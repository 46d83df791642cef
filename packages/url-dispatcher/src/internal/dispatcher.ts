import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig } from '@kauppa/config';
import type { Collection, Collections, Logger } from '@kauppa/ports';
import { StorageQuotaError, silentLogger } from '@kauppa/ports';
import { categoryRoute, cmsPageRoute, productRoute } from './routes.ts';
import type {
  RoutableCategory,
  RoutableCmsPage,
  RoutableProduct,
  RoutableUrlRewrite,
  RouteParams,
} from './types.ts';

/** The spec's texts this package uses (message ids, accounts-content §8). */
export const urlDispatcherMessages = {
  requestDoesNotMatchAnyRoute: 'Request does not match any route',
} as const;

/**
 * The lookups the dispatcher needs. The storefront passes one built on the search adapter
 * ({@link createSearchUrlResolver}); tests pass plain functions.
 */
export interface UrlResolver {
  /** The product whose `url_path` equals the path. */
  findProduct(urlPath: string): Promise<RoutableProduct | null | undefined>;
  /** The category whose `url_path` equals the path. */
  findCategory(urlPath: string): Promise<RoutableCategory | null | undefined>;
  /** The CMS page whose identifier equals the path. */
  findCmsPage(identifier: string): Promise<RoutableCmsPage | null | undefined>;
  /** The url rewrites of a request path (optional). */
  findUrlRewrites?(requestPath: string): Promise<ReadonlyArray<RoutableUrlRewrite>>;
}

/** What a path resolved to. Routes and redirects are cached; `none` is not. */
export type DispatchResult =
  | {
      kind: 'route';
      entity: 'product' | 'category' | 'cms-page';
      name: string;
      params: RouteParams;
      path: string;
    }
  | { kind: 'redirect'; status: 301 | 302; path: string }
  | { kind: 'none'; path: string };

/** Options of {@link createUrlDispatcher}. */
export interface UrlDispatcherOptions {
  /** The lookups. */
  resolver: UrlResolver;
  /** The storage port; mappings persist in its `urlMappings` collection. */
  collections: Collections;
  /** Where "Request does not match any route" goes. @default silentLogger */
  logger?: Logger | undefined;
  /** The shop configuration. @default defaultShopConfig */
  config?: ShopConfig | undefined;
  /** The current store code (multistore). @default storeViews.defaultStoreCode */
  storeCode?: string | undefined;
}

/** The url dispatcher. */
export interface UrlDispatcher {
  /**
   * Resolves a path (commerce-core §2): a url rewrite of type 301/302, then a product whose url_path
   * equals the path, then a category, then a CMS page. Nothing matched logs "Request does not match
   * any route" and answers `{ kind: 'none' }` so the caller proceeds (to its not-found view).
   */
  dispatch(path: string): Promise<DispatchResult>;
  /** The in-memory mapping of a path, without any lookup (`undefined` on a miss). */
  peek(path: string): DispatchResult | undefined;
  /** Empties the memory front and the persisted `urlMappings` collection. */
  clearCache(): Promise<void>;
}

/** The collection the mappings persist in. */
export const urlMappingsCollection = 'urlMappings';

/**
 * The dispatcher's key of a path: no query, no hash, no surrounding slashes, no store-code
 * prefix (multistore), as catalogue `url_path`s are stored: `/de/akut/12v.html?x=1` → `akut/12v.html`.
 */
export function normalizeUrlPath(path: string, config: ShopConfig = defaultShopConfig): string {
  let p = path;
  const cut = p.search(/[?#]/);
  if (cut >= 0) p = p.slice(0, cut);
  p = p.replace(/^\/+|\/+$/g, '');
  if (config.storeViews.multistore) {
    const [first, ...rest] = p.split('/');
    if (first && Object.hasOwn(config.storeViews.stores, first)) p = rest.join('/');
  }
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}

/** The query's `childSku`, if any. */
function childSkuOf(path: string): string | undefined {
  const q = path.indexOf('?');
  if (q < 0) return undefined;
  return new URLSearchParams(path.slice(q + 1).split('#')[0]).get('childSku') ?? undefined;
}

/** Is this rewrite honoured (accounts-content §2): redirect_type 301 or 302 only. */
export function isHonouredRewrite(rewrite: RoutableUrlRewrite): boolean {
  const type = Number(rewrite.redirect_type);
  return type === 301 || type === 302;
}

/**
 * Creates the url dispatcher (commerce-core §2; accounts-content §2). Resolved mappings are kept
 * in memory and persisted in the `urlMappings` collection; a storage quota error empties that
 * cache (commerce-core §8).
 *
 * @example
 * const dispatcher = createUrlDispatcher({ resolver, collections, logger });
 * const hit = await dispatcher.dispatch('/akut/akku-12v.html');
 */
export function createUrlDispatcher({
  resolver,
  collections,
  logger = silentLogger,
  config = defaultShopConfig,
  storeCode = config.storeViews.defaultStoreCode,
}: UrlDispatcherOptions): UrlDispatcher {
  const memory = new Map<string, DispatchResult>();
  const store: Collection<DispatchResult> = collections.collection<DispatchResult>(urlMappingsCollection);
  const routeOptions = { config, storeCode };
  const keyOf = (urlPath: string, childSku: string | undefined) =>
    `${storeCode ? `${storeCode}:` : ''}${urlPath}${childSku ? `?childSku=${childSku}` : ''}`;

  const remember = async (key: string, result: DispatchResult) => {
    memory.set(key, result);
    try {
      await store.set(key, result);
    } catch (error) {
      if (!(error instanceof StorageQuotaError)) throw error;
      memory.clear();
      await store.clear();
      memory.set(key, result);
    }
  };

  const resolve = async (
    urlPath: string,
    path: string,
    childSku: string | undefined,
  ): Promise<DispatchResult> => {
    if (resolver.findUrlRewrites) {
      const rewrite = (await resolver.findUrlRewrites(urlPath)).find(isHonouredRewrite);
      if (rewrite) {
        return {
          kind: 'redirect',
          status: Number(rewrite.redirect_type) as 301 | 302,
          path: rewrite.target_path,
        };
      }
    }
    const product = await resolver.findProduct(urlPath);
    if (product) {
      const route = productRoute(product, { ...routeOptions, childSku });
      return { kind: 'route', entity: 'product', name: route.name, params: route.params, path };
    }
    const category = await resolver.findCategory(urlPath);
    if (category) {
      const route = categoryRoute(category, routeOptions);
      return { kind: 'route', entity: 'category', name: route.name, params: route.params, path };
    }
    const page = await resolver.findCmsPage(urlPath);
    if (page) {
      const route = cmsPageRoute(page, routeOptions);
      return { kind: 'route', entity: 'cms-page', name: route.name, params: route.params, path };
    }
    return { kind: 'none', path };
  };

  const peekKey = (path: string) => keyOf(normalizeUrlPath(path, config), childSkuOf(path));

  return {
    peek: (path) => memory.get(peekKey(path)),
    async dispatch(path) {
      const urlPath = normalizeUrlPath(path, config);
      const childSku = childSkuOf(path);
      const key = keyOf(urlPath, childSku);
      const hit = memory.get(key);
      if (hit) return hit;
      let stored: DispatchResult | undefined;
      try {
        stored = await store.get(key);
      } catch (error) {
        logger.debug('url mapping cache read failed', error);
      }
      if (stored) {
        memory.set(key, stored);
        return stored;
      }
      const result = await resolve(urlPath, path, childSku);
      if (result.kind === 'none') {
        logger.error(urlDispatcherMessages.requestDoesNotMatchAnyRoute, { path });
        return result;
      }
      await remember(key, result);
      return result;
    },
    async clearCache() {
      memory.clear();
      await store.clear();
    },
  };
}
