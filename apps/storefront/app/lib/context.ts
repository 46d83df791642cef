import { createKyHttp } from '@kauppa/api-client';
import { type DeepPartial, defaultShopConfig, mergeConfig, type ShopConfig } from '@kauppa/config';
import {
  createServerContext as createPageContext,
  invalidateSharedData,
  type RequestScope,
  resolveBrand,
  type ServerSettings,
  type ShopContext,
} from '@kauppa/pages';
import { createConsoleLogger, createSystemClock } from '@kauppa/ports';
import { checkGraphqlSupport } from '@kauppa/search-query';
import { createContext, RouterContextProvider } from 'react-router';
import { findBrand } from './brands.server.ts';

/**
 * The composition root of the shell (STYLE.md §9): the ports of a server request — ky's HTTP, the
 * system clock, the console logger, the bundled brands — handed to `createServerContext` of
 * `@kauppa/pages`, and the result put in the router context where loaders find it. Server-only:
 * route modules import it in loaders alone, so it stays out of the browser bundle.
 */

export type { RequestScope, ShopContext };

/**
 * The storefront's server configuration over the core defaults (the reference shop API serves
 * the platform's paths, mail on `ext/mail-service/*` included, so nothing differs today).
 */
export const storefrontServerConfig: DeepPartial<ShopConfig> = {};

/** The router context key under which loaders find the {@link ShopContext}. */
export const shopContext = createContext<ShopContext>();

// One clock and one logger per process (issue 31.2). The shop-API calls go through Node's own
// fetch (undici), which keeps its connections alive: a hand-written node:http client saved about
// 40 µs of CPU per call, not worth an HTTP client of our own.
const clock = createSystemClock();
const logger = createConsoleLogger();

/** Builds the context of one server request (`createServerContext` of `@kauppa/pages`). */
export function createServerContext(scope: RequestScope): Promise<ShopContext> {
  return createPageContext(
    { ...scope, serverConfig: mergeConfig(storefrontServerConfig, scope.serverConfig) },
    { createHttp: createKyHttp, clock, logger, findBrand },
  );
}

/** The load context React Router hands to loaders on the server: a fresh {@link ShopContext}. */
export async function createLoadContext(scope: RequestScope): Promise<RouterContextProvider> {
  const context = new RouterContextProvider();
  context.set(shopContext, await createServerContext(scope));
  return context;
}

export { resolveBrand };

/**
 * Checks the server's configuration once, when the process starts: a `graphql` search adapter
 * asked for what the platform's shipped GraphQL cannot serve throws `GraphqlUnsupportedError`
 * (issue 27.9), so the server does not start rather than answer empty pages.
 */
export function checkServerConfig(serverConfig: RequestScope['serverConfig']): void {
  const base = mergeConfig<ShopConfig>(defaultShopConfig, storefrontServerConfig);
  checkGraphqlSupport(mergeConfig<ShopConfig>(base, serverConfig));
}

/** What `server/main.ts` reads from the server build (exported by `entry.server.tsx`). */
export interface ShellServerHooks {
  createLoadContext: (scope: RequestScope) => Promise<RouterContextProvider>;
  resolveBrand: (host: string | null, envBrand: string | undefined) => string;
  checkServerConfig: (serverConfig: RequestScope['serverConfig']) => void;
  /**
   * Drops the shared data of `@kauppa/pages` the tags name (issue 31.2): the build's own copy of
   * the module, the one its loaders read through.
   */
  invalidateSharedData?: (tags: readonly string[]) => number;
  settings: ServerSettings;
}

export { invalidateSharedData };
