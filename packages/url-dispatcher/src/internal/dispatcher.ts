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

/**
 * What a path resolved to. Routes and redirects are cached; `none` is not. Answers are frozen
 * (deeply): the cache hands the same object to every reader of a path, so nobody may change it.
 */
export type DispatchResult =
  | {
      readonly kind: 'route';
      readonly entity: 'product' | 'category' | 'cms-page';
      readonly name: string;
      readonly params: Readonly<RouteParams>;
      /** The path dispatched, with its query. */
      readonly path: string;
    }
  | { readonly kind: 'redirect'; readonly status: 301 | 302; readonly path: string }
  | { readonly kind: 'none'; readonly path: string };

/**
 * How many mappings the dispatcher keeps by default, in memory and in `urlMappings` each (the
 * least recently used go first): 5,000 product mappings take 5 MB of heap, their copies in a
 * memory `urlMappings` included.
 */
export const defaultUrlMappingCacheSize = 5000;

/** Options of {@link createUrlDispatcher}. */
export interface UrlDispatcherOptions {
  /** The lookups. */
  resolver: UrlResolver;
  /**
   * The storage port; mappings persist in its `urlMappings` collection. Without it they are kept
   * in memory only: a server's dispatcher, which outlives no process, needs no second copy.
   */
  collections?: Collections | undefined;
  /** Where "Request does not match any route" goes. @default silentLogger */
  logger?: Logger | undefined;
  /** The shop configuration. @default defaultShopConfig */
  config?: ShopConfig | undefined;
  /** The current store code (multistore). @default storeViews.defaultStoreCode */
  storeCode?: string | undefined;
  /**
   * The most mappings kept in memory, and the most kept in `urlMappings` (each its least recently
   * used first): a server's dispatcher lives as long as its process. A positive whole number.
   * @default defaultUrlMappingCacheSize (5,000)
   */
  maxEntries?: number | undefined;
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
  /** How many mappings the memory front holds (at most `maxEntries`). */
  readonly size: number;
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
 * in memory and persisted in the `urlMappings` collection, one per path whatever its query, at most
 * `maxEntries` in each (the least recently used go first); misses are not kept; a storage quota
 * error empties that cache (commerce-core §8).
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
  maxEntries = defaultUrlMappingCacheSize,
}: UrlDispatcherOptions): UrlDispatcher {
  if (!Number.isSafeInteger(maxEntries) || maxEntries < 1) {
    throw new RangeError(`maxEntries must be a positive whole number, got ${String(maxEntries)}`);
  }
  // One mapping per path, without its query (the platform client's dispatcherMap is keyed by
  // normalizeUrlPath, core/modules/url/store/actions.ts): the query's childSku is laid over it on
  // each read (parametrizeRouteData), so no query value adds an entry (issue 31.4).
  const memory = new Recency<DispatchResult>(maxEntries);
  // The keys in `urlMappings`, least recently used first; those of earlier sessions are read
  // once, before the first write, and go first.
  const persisted = new Recency<true>(maxEntries);
  let seeding: Promise<void> | undefined;
  const store: Collection<DispatchResult> | NoStore =
    collections?.collection<DispatchResult>(urlMappingsCollection) ?? noStore;
  const routeOptions = { config, storeCode };
  const keyOf = (urlPath: string) => `${storeCode ? `${storeCode}:` : ''}${urlPath}`;

  const forget = async (keys: ReadonlyArray<string>) => {
    for (const key of keys) {
      try {
        await store.delete(key);
      } catch (error) {
        logger.debug('url mapping cache delete failed', error);
      }
    }
  };

  const seed = () =>
    (seeding ??= (async () => {
      let earlier: string[] = [];
      try {
        earlier = await store.keys();
      } catch (error) {
        logger.debug('url mapping cache read failed', error);
      }
      await forget(persisted.addOldest(earlier, true));
    })());

  const remember = async (key: string, result: DispatchResult) => {
    memory.set(key, result);
    await seed();
    try {
      await store.set(key, result);
    } catch (error) {
      if (!(error instanceof StorageQuotaError)) throw error;
      memory.clear();
      persisted.clear();
      await store.clear();
      memory.set(key, result);
      return;
    }
    await forget(persisted.set(key, true));
  };

  const resolve = async (urlPath: string, path: string): Promise<DispatchResult> => {
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
      const route = productRoute(product, routeOptions);
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

  const peek = (path: string) => {
    const mapped = memory.peek(keyOf(normalizeUrlPath(path, config)));
    return mapped && answerFor(mapped, path);
  };

  return {
    peek,
    get size() {
      return memory.size;
    },
    async dispatch(path) {
      const urlPath = normalizeUrlPath(path, config);
      const key = keyOf(urlPath);
      const hit = memory.get(key);
      if (hit) {
        persisted.touch(key);
        return answerFor(hit, path);
      }
      let stored: DispatchResult | undefined;
      try {
        stored = await store.get(key);
      } catch (error) {
        logger.debug('url mapping cache read failed', error);
      }
      if (stored) {
        const mapped = deepFreeze(stored);
        memory.set(key, mapped);
        await forget(persisted.set(key, true));
        return answerFor(mapped, path);
      }
      const result = await resolve(urlPath, withoutQuery(path));
      if (result.kind === 'none') {
        logger.error(urlDispatcherMessages.requestDoesNotMatchAnyRoute, { path });
        return { kind: 'none', path };
      }
      const mapped = deepFreeze(result);
      await remember(key, mapped);
      return answerFor(mapped, path);
    },
    async clearCache() {
      memory.clear();
      persisted.clear();
      await store.clear();
    },
  };
}

/** The `urlMappings` of a dispatcher without a storage port: it keeps nothing. */
type NoStore = Pick<Collection<DispatchResult>, 'get' | 'set' | 'delete' | 'keys' | 'clear'>;
const noStore: NoStore = {
  get: async () => undefined,
  set: async () => {},
  delete: async () => {},
  keys: async () => [],
  clear: async () => {},
};

/** The path without its query and hash. */
function withoutQuery(path: string): string {
  const cut = path.search(/[?#]/);
  return cut >= 0 ? path.slice(0, cut) : path;
}

/**
 * A path's answer from its mapping (parametrizeRouteData, core/modules/url/helpers/index.ts): a
 * product route takes the query's `childSku` (as `productRoute` with that childSku would), a route
 * answers the path dispatched; a redirect is the same for every query. The mapping itself when
 * nothing differs, else one new frozen answer.
 */
function answerFor(mapped: DispatchResult, path: string): DispatchResult {
  if (mapped.kind !== 'route') return mapped;
  const childSku = mapped.entity === 'product' ? childSkuOf(path) : undefined;
  const params =
    childSku && mapped.params.childSku !== childSku
      ? Object.freeze({ ...mapped.params, childSku })
      : mapped.params;
  if (params === mapped.params && path === mapped.path) return mapped;
  return Object.freeze({ ...mapped, params, path });
}

/** The mapping, frozen with its params: it is shared by every reader. */
function deepFreeze(result: DispatchResult): DispatchResult {
  if (result.kind === 'route') Object.freeze(result.params);
  return Object.freeze(result);
}

/**
 * Keys in the order of their last use, the least recent first, at most `max` of them: a `Map`
 * keeps insertion order, so a use moves its key to the end.
 */
class Recency<V> {
  readonly #entries = new Map<string, V>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value, now the most recently used. */
  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /** The value, its use unchanged. */
  peek(key: string): V | undefined {
    return this.#entries.get(key);
  }

  /** Marks a key held as the most recently used. */
  touch(key: string): void {
    this.get(key);
  }

  /** Sets a key as the most recently used; answers the keys dropped to stay within the bound. */
  set(key: string, value: V): string[] {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return this.#trim();
  }

  /** Adds keys not held as the least recently used (keys of an earlier session); answers those dropped. */
  addOldest(keys: ReadonlyArray<string>, value: V): string[] {
    const held = [...this.#entries];
    this.#entries.clear();
    for (const key of keys) this.#entries.set(key, value);
    for (const [key, v] of held) {
      this.#entries.delete(key);
      this.#entries.set(key, v);
    }
    return this.#trim();
  }

  clear(): void {
    this.#entries.clear();
  }

  #trim(): string[] {
    const dropped: string[] = [];
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= this.#max) break;
      this.#entries.delete(key);
      dropped.push(key);
    }
    return dropped;
  }
}
