import {
  type Brand,
  configForStore,
  type DeepPartial,
  defaultShopConfig,
  platformOptions,
  resolveBrandId,
  type ShopConfig,
} from '@kauppa/config';
import { createShopApi, type ShopApi } from '@kauppa/contract';
import { interfaceLocale, type KauppaTranslator } from '@kauppa/i18n';
import type { Clock, Logger, ShopHttp } from '@kauppa/ports';
import { buildProductQuery, loadSearchAdapter } from '@kauppa/search-query';
import {
  createSearchUrlResolver,
  createUrlDispatcher,
  type RoutableProduct,
  type UrlDispatcher,
  type UrlResolver,
} from '@kauppa/url-dispatcher';
import {
  type Catalog,
  type Category,
  catalogIndex,
  createCatalog,
  type Product,
  productPageExcludeFields,
} from './catalog/catalog.ts';
import { withIndexFallback } from './catalog/index-fallback.ts';
import { type Content, createContent } from './content/content.ts';
import { type SharedDataCache, type SharedReads, sharedData, sharedDataTtlMs } from './shared-data.ts';
import { type BrandView, brandView, placeholderBrand } from './site/brand.ts';
import { startUp } from './site/startup.ts';
import { prepareTranslator } from './site/translator.ts';

/**
 * The per-request context of the page loaders: the ports and core services of one server request,
 * built from the request's scope and the ports the front end hands in (STYLE.md §9: the front end
 * is the composition root; nothing here reaches for I/O itself).
 */

/** What a request is rendered for and where the shop API is. */
export interface RequestScope {
  /** The brand id (`brands/<id>`). */
  brand: string;
  /** The store view code ('' is the default store; multistore is off). */
  store: string;
  /** The shop API base the server calls. */
  apiUrl: string;
  /** The shop API base the browser calls. */
  publicApiUrl: string;
  /** The request's path: the store code is read from it when multistore is on. @default '/' */
  path?: string | undefined;
  /** The server's configuration, merged over the local one at start-up (accounts-content §4). */
  serverConfig?: DeepPartial<ShopConfig> | undefined;
  /**
   * Whose search budget the request's API calls get (commerce-core §9): `server` (1000 ms) for a
   * page render; `client` (5000 ms) when the browser itself waits for the answer — the render
   * that completes a page whose entity missed the server budget (issue 31.1). @default 'server'
   */
  budget?: 'server' | 'client' | undefined;
}

/** How a request's HTTP port is built (the options of `createKyHttp` of `@kauppa/api-client`). */
export interface HttpOptions {
  /** The shop API base. */
  baseUrl: string;
  /** Server-side rendering: the SSR timeout (`api.timeouts.serverMs`). */
  ssr?: boolean;
  /** The per-request timeout in milliseconds; overrides `ssr`. */
  timeoutMs?: number;
  /** How many times a read is retried after a network failure. */
  retries?: number;
}

/** The ports a request context is built with. */
export interface RequestPorts {
  /** Builds an HTTP port (the storefront: `createKyHttp` of `@kauppa/api-client`). */
  createHttp: (options: HttpOptions) => ShopHttp;
  clock: Clock;
  logger: Logger;
  /** The brand of an id (the storefront's `brands/<id>/brand.json`); unknown ids get a placeholder look. */
  findBrand: (id: string) => Brand | undefined;
  /**
   * Where what rarely changes is shared between requests (issue 31.2). @default the process's
   * {@link sharedData} (dropped by `invalidateSharedData`)
   */
  sharedData?: SharedDataCache | undefined;
}

/** The ports and core services of one request. */
export interface ShopContext {
  scope: RequestScope;
  config: ShopConfig;
  brand: BrandView;
  http: ShopHttp;
  /** How the request's HTTP ports are built ({@link withClientTimeout} builds another). */
  createHttp: RequestPorts['createHttp'];
  api: ShopApi;
  catalog: Catalog;
  /** CMS pages and blocks, the FAQ, the home lists and the sitemap. */
  content: Content;
  /**
   * The menu's top categories, shared by the requests of one catalogue for {@link menuTtlMs}
   * (every page renders the menu; categories rarely change).
   */
  menu: () => Promise<MenuCategory[]>;
  /** The process's shared data of this catalogue (issue 31.2; `invalidateSharedData` drops it by tag). */
  shared?: SharedReads | undefined;
  /** The url dispatcher of the brand and store (its mapping cache lives as long as the process). */
  dispatcher: () => Promise<UrlDispatcher>;
  clock: Clock;
  logger: Logger;
  translator: KauppaTranslator;
  /**
   * Set by a loader that rendered without some of its data (a failed home list, an empty menu):
   * such a page is sent with `Cache-Control: no-store` so the output cache does not keep it.
   */
  page: PageCacheInfo;
}

/** What a render tells the output cache about its page (issue 17). */
export interface PageCacheInfo {
  /** Rendered without some of its data: not cached (`Cache-Control: no-store`). */
  incomplete: boolean;
  /** Cache tags of the entities the page shows (`P<id>`, `C<id>`, `cms<id>`). */
  tags: Set<string>;
  /** The query parameters the page reads; the cache key keeps only these. */
  reads: Set<string>;
  /**
   * The page's own entity missed the budget (issue 31.1, {@link PageDelayed}): the seconds of its
   * `Retry-After`. The front end's server answers a cached copy or a page completing itself.
   */
  delayed?: number | undefined;
}

/** Records the entities a page shows as cache tags (`P<id>` products, `C<id>` categories, `cms<id>` CMS pages). */
export function tagPage(
  shop: Pick<ShopContext, 'page'>,
  kind: 'P' | 'C' | 'cms',
  ids: Iterable<string | number | null | undefined>,
): void {
  for (const id of ids) if (id !== null && id !== undefined && id !== '') shop.page.tags.add(`${kind}${id}`);
}

/** Records the query parameters a page reads (the output cache drops every other one). */
export function readsQuery(shop: Pick<ShopContext, 'page'>, ...names: string[]): void {
  for (const name of names) shop.page.reads.add(name);
}

/** A top category as the menu shows it. */
export type MenuCategory = Pick<Category, 'id' | 'name' | 'slug' | 'url_key' | 'url_path'>;

/** How long the server keeps a catalogue's menu categories (the shared data's TTL). */
export const menuTtlMs = sharedDataTtlMs;

/** One url dispatcher per catalogue index and API: resolved paths stay mapped between requests. */
const dispatchers = new Map<string, Promise<UrlDispatcher>>();

function dispatcherFor(key: string, build: () => Promise<UrlDispatcher>): () => Promise<UrlDispatcher> {
  return () => {
    let dispatcher = dispatchers.get(key);
    if (!dispatcher) {
      dispatcher = build();
      dispatchers.set(key, dispatcher);
      dispatcher.catch(() => dispatchers.delete(key));
    }
    return dispatcher;
  };
}

/**
 * The products the url dispatcher has just found by url_path, by sku, per catalogue: the product
 * page the same request renders next takes its product from here instead of asking the API for it
 * a second time (issue 31.2: nothing is asked twice per render). Kept {@link handoffMs} at most.
 */
type Handoff = Map<string, { product: Product; at: number }>;
const handoffs = new Map<string, Handoff>();
/** How long a found product waits for its page (the SSR budget of commerce-core §9). */
const handoffMs = 1000;
/** The most products waiting (the oldest go first). */
const handoffMax = 256;

function handoffFor(key: string): Handoff {
  let handoff = handoffs.get(key);
  if (!handoff) {
    handoff = new Map();
    handoffs.set(key, handoff);
  }
  return handoff;
}

/**
 * The dispatcher's resolver, leaving each product it finds for the page. A path's product lookup
 * starts beside its url rewrites' lookup instead of after it (issue 31.2: the remaining calls in
 * parallel, one round trip less before a product page renders); the dispatcher still decides in
 * its order (a 301/302 rewrite first, commerce-core §2), and a redirected path's early lookup is
 * left unused (it goes after {@link handoffMs}). The product is asked without the fields no page
 * shows (`productBySku` of the catalogue asks the same).
 */
function handingOff(
  resolver: UrlResolver,
  handoff: Handoff,
  clock: Clock,
  findProduct: UrlResolver['findProduct'],
): UrlResolver {
  const early = new Map<string, { found: ReturnType<UrlResolver['findProduct']>; at: number }>();
  const lookup: UrlResolver['findProduct'] = async (urlPath) => {
    const found = await findProduct(urlPath);
    const sku = (found as { sku?: unknown } | null)?.sku;
    if (typeof sku === 'string') {
      handoff.delete(sku);
      handoff.set(sku, { product: found as unknown as Product, at: clock.now() });
      for (const oldest of handoff.keys()) {
        if (handoff.size <= handoffMax) break;
        handoff.delete(oldest);
      }
    }
    return found;
  };
  const { findUrlRewrites } = resolver;
  return {
    ...resolver,
    ...(findUrlRewrites
      ? {
          findUrlRewrites(requestPath: string) {
            const found = lookup(requestPath);
            // Its error is the dispatcher's once it asks for the product; unasked, it is dropped.
            found.catch(() => undefined);
            early.delete(requestPath);
            early.set(requestPath, { found, at: clock.now() });
            for (const oldest of early.keys()) {
              if (early.size <= handoffMax) break;
              early.delete(oldest);
            }
            return findUrlRewrites(requestPath);
          },
        }
      : {}),
    findProduct(urlPath) {
      const started = early.get(urlPath);
      early.delete(urlPath);
      return started && clock.now() - started.at <= handoffMs ? started.found : lookup(urlPath);
    },
  };
}

/** The request's catalogue, taking a product the dispatcher has just found rather than asking for it again. */
function takingHandoff(catalog: Catalog, handoff: Handoff, clock: Clock): Catalog {
  return {
    ...catalog,
    productBySku: async (sku: string) => {
      const waiting = handoff.get(sku);
      if (waiting) {
        handoff.delete(sku);
        if (clock.now() - waiting.at <= handoffMs) return waiting.product;
      }
      return catalog.productBySku(sku);
    },
  };
}

/**
 * Builds the context of one server request (SSR timeout 1000 ms: commerce-core §9), after the
 * start-up steps of accounts-content §4: the server config merged over the local one, then the
 * store code read. The menu categories and the url dispatcher are shared by the requests of one
 * catalogue index and API (process-wide caches).
 *
 * @example
 * const shop = await createServerContext(
 *   { brand: 'battery', store: '', apiUrl, publicApiUrl: apiUrl },
 *   { createHttp: createKyHttp, clock: createSystemClock(), logger: createConsoleLogger(), findBrand },
 * );
 * const page = await loadCategoryPage(shop, { slug: 'akut', url: new URL(request.url) });
 */
export async function createServerContext(scope: RequestScope, ports: RequestPorts): Promise<ShopContext> {
  const { createHttp, clock, logger } = ports;
  const started = startUp({ local: defaultShopConfig, server: scope.serverConfig, path: scope.path ?? '/' });
  const store = scope.store || started.storeCode;
  const config = configForStore(started.config, store);
  const brand = ports.findBrand(scope.brand);
  const http = createHttp(
    scope.budget === 'client'
      ? { baseUrl: scope.apiUrl, timeoutMs: config.api.timeouts.clientMs, retries: 0 }
      : { baseUrl: scope.apiUrl, ssr: true, timeoutMs: config.api.timeouts.serverMs, retries: 0 },
  );
  const api = createShopApi({ http, platform: platformOptions(config, store), logger });
  // The configured interface language (the store view's, else the shop's; English by default).
  const locale = interfaceLocale(config);
  const translator = await prepareTranslator(locale);
  const view = brand ? brandView(brand) : placeholderBrand(scope.brand);
  const index = catalogIndex(view.storeCode, store, config);
  // One search adapter of `@kauppa/search-query` for the catalogue and content reads of the request.
  const search = loadSearchAdapter({
    kind: config.api.searchAdapter,
    http,
    index,
    config,
    storeCode: platformOptions(config, store).storeCode,
  });
  // What rarely changes (categories, attributes, tax rules, CMS blocks) is shared by the requests
  // of the process for its TTL, and dropped by the tags that drop pages (issue 31.2).
  const shared: SharedReads = {
    cache: ports.sharedData ?? sharedData,
    scope: `${scope.apiUrl}\u0000${index}\u0000${store}`,
    now: () => clock.now(),
  };
  const dispatcherKey = `${scope.apiUrl}\u0000${index}`;
  const handoff = handoffFor(dispatcherKey);
  const catalog = takingHandoff(
    createCatalog({ search, config, index, store, logger, shared }),
    handoff,
    clock,
  );
  // The url dispatcher's product lookups survive an index without the group's fields too (issue 27.6).
  const dispatchSearch = search.then((adapter) => withIndexFallback(adapter, { config, index, logger }));
  return {
    scope: { ...scope, store },
    config,
    brand: view,
    http,
    createHttp,
    api,
    catalog,
    content: createContent({ search, config, shared }),
    shared,
    menu: async () =>
      (await catalog.menuCategories()).map(({ id, name, slug, url_key, url_path }) => ({
        id,
        name,
        slug,
        url_key,
        url_path,
      })),
    dispatcher: dispatcherFor(dispatcherKey, async () => {
      const adapter = await dispatchSearch;
      return createUrlDispatcher({
        resolver: handingOff(
          createSearchUrlResolver({ search: adapter, index, config }),
          handoff,
          clock,
          async (urlPath) => {
            const query = buildProductQuery({
              filters: { url_path: urlPath },
              size: 1,
              excludeFields: productPageExcludeFields,
              config,
            });
            return (
              (await adapter.search<RoutableProduct>({ entityType: 'product', query, index })).items[0] ??
              null
            );
          },
        ),
        // No storage port: the server keeps its mappings in memory only, once (issue 31.4).
        logger,
        config,
        // No store code: the router runs below the store view's prefix (its basename), so the
        // dispatcher's paths and redirects stay inside the store; its cache is per index already.
      });
    }),
    clock,
    logger,
    translator,
    page: { incomplete: false, tags: new Set(), reads: new Set() },
  };
}

/**
 * The request's ports with the browser's timeout (commerce-core §9: 5000 ms) instead of the SSR
 * one: for the calls a browser makes through the storefront after hydration (issue 20.4, the parts
 * of a page its server render left out), where no page render waits.
 */
export function withClientTimeout(shop: ShopContext): ShopContext {
  const http = shop.createHttp({
    baseUrl: shop.scope.apiUrl,
    timeoutMs: shop.config.api.timeouts.clientMs,
    retries: 0,
  });
  const api = createShopApi({
    http,
    platform: platformOptions(shop.config, shop.scope.store),
    logger: shop.logger,
  });
  const index = catalogIndex(shop.brand.storeCode, shop.scope.store, shop.config);
  return {
    ...shop,
    http,
    api,
    catalog: createCatalog({
      http,
      config: shop.config,
      index,
      store: shop.scope.store,
      logger: shop.logger,
      shared: shop.shared,
    }),
  };
}

/** The brand of a request: the config's host mapping first, then the environment, then the default. */
export function resolveBrand(host: string | null, envBrand: string | undefined): string {
  return resolveBrandId({ host, fallback: envBrand }, defaultShopConfig.brands);
}

/** The settings a server needs from the configuration (commerce-core §9). */
export type ServerSettings = Pick<ShopConfig, 'api' | 'server' | 'storeViews' | 'brands'>;
