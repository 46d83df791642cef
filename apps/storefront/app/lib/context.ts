import {
  type Clock,
  createConsoleLogger,
  createEchoTranslator,
  createSystemClock,
  type Logger,
  type ShopHttp,
  type Translator,
} from '@kauppa/ports';
import { createContext, RouterContextProvider } from 'react-router';
import { type BrandView, placeholderBrand } from './brand.ts';
import { type Catalog, createCatalog } from './catalog.ts';
import { createFetchShopHttp } from './http.ts';
import { type ShellSettings, shellSettings } from './settings.ts';

/**
 * The composition root of the shell (STYLE.md §9): every port is built here — per request on the
 * server, once in the browser — and loaders read them from the router context.
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
}

/** The ports and core services of one request (server) or of the page (browser). */
export interface ShopContext {
  scope: RequestScope;
  settings: ShellSettings;
  brand: BrandView;
  http: ShopHttp;
  catalog: Catalog;
  clock: Clock;
  logger: Logger;
  translator: Translator;
  /**
   * Set by a loader that rendered without some of its data (a failed home list, an empty menu):
   * such a page is sent with `Cache-Control: no-store` so the output cache does not keep it.
   */
  page: { incomplete: boolean };
}

/** The router context key under which loaders find the {@link ShopContext}. */
export const shopContext = createContext<ShopContext>();

function buildShopContext(
  scope: RequestScope,
  timeoutMs: number,
  searchTimeoutMs: number,
  apiUrl: string,
): ShopContext {
  const brand = placeholderBrand(scope.brand);
  const http = createFetchShopHttp({ baseUrl: apiUrl, timeoutMs });
  return {
    scope,
    settings: shellSettings,
    brand,
    http,
    catalog: createCatalog({ http, store: brand.storeCode, searchTimeoutMs }),
    clock: createSystemClock(),
    logger: createConsoleLogger(),
    translator: createEchoTranslator(shellSettings.i18n.defaultLanguage),
    page: { incomplete: false },
  };
}

/** Builds the ports of one server request (search timeout 1000 ms: commerce-core §9). */
export function createServerContext(scope: RequestScope): ShopContext {
  const { serverMs, clientMs } = shellSettings.api.timeouts;
  return buildShopContext(scope, clientMs, serverMs, scope.apiUrl);
}

/** The load context React Router hands to loaders on the server: a fresh {@link ShopContext}. */
export function createLoadContext(scope: RequestScope): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(shopContext, createServerContext(scope));
  return context;
}

let browserContext: ShopContext | undefined;

/** The browser's ports, built once (search timeout 5000 ms: commerce-core §9). */
export function getBrowserContext(scope: RequestScope): ShopContext {
  if (!browserContext) {
    const { clientMs } = shellSettings.api.timeouts;
    browserContext = buildShopContext(scope, clientMs, clientMs, scope.publicApiUrl);
  }
  return browserContext;
}

/** The brand and store of a request: host mapping first, then the environment, then the default. */
export function resolveBrand(host: string | null, envBrand: string | undefined): string {
  const { hosts, defaultBrand } = shellSettings.brands;
  const bare = host?.toLowerCase().replace(/:\d+$/, '');
  return (bare ? hosts[bare] : undefined) ?? envBrand ?? defaultBrand;
}

/** What `server/main.ts` reads from the server build (exported by `entry.server.tsx`). */
export interface ShellServerHooks {
  createLoadContext: (scope: RequestScope) => RouterContextProvider;
  resolveBrand: (host: string | null, envBrand: string | undefined) => string;
  settings: ShellSettings;
}
