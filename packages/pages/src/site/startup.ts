import { type DeepPartial, mergeConfig, type ShopConfig, storeCodeFromPath } from '@kauppa/config';
import { checkGraphqlSupport } from '@kauppa/search-query';

/** The server's initial state (accounts-content §3): storeView, config, version and the rest of the state. */
export interface InitialState {
  storeView?: { storeCode: string } | undefined;
  config?: unknown;
  version?: string | undefined;
  [part: string]: unknown;
}

/** Fields of the initial state handled apart from the store state (accounts-content §4 start-up 3). */
export const separatelyHandled = ['storeView', 'config', 'version'] as const;

/** What the start-up sequence gives the composition root. */
export interface StartUp<S> {
  config: ShopConfig;
  storeCode: string;
  state: S;
}

/**
 * The start-up sequence of accounts-content §4: (1) the server config merged into the local one and
 * the store code read (from the path when multistore is on); (3) the store state replaced by the
 * server's initial state, except storeView, config and version, which keep their own values. A
 * configuration whose `graphql` search adapter the platform cannot serve throws a
 * `GraphqlUnsupportedError` of `@kauppa/search-query` (issue 27.9).
 *
 * @example
 * const { config, storeCode } = startUp({ local: defaultShopConfig, server: { ui: { progressBarMs: 2000 } }, path: '/' });
 */
export function startUp<S extends Record<string, unknown>>({
  local,
  server,
  path,
  state,
  initialState,
}: {
  local: ShopConfig;
  server?: DeepPartial<ShopConfig> | undefined;
  path: string;
  state?: S | undefined;
  initialState?: InitialState | undefined;
}): StartUp<S> {
  const config = mergeConfig<ShopConfig>(local, server);
  // A `graphql` search adapter the platform's GraphQL cannot serve fails the start-up (issue 27.9).
  checkGraphqlSupport(config);
  const storeCode = storeCodeFromPath(config, path);
  return { config, storeCode, state: hydrateState(state ?? ({} as S), initialState) };
}

/** Replaces the state by the initial state, keeping the current storeView, config and version. */
export function hydrateState<S extends Record<string, unknown>>(
  state: S,
  initialState: InitialState | undefined,
): S {
  if (!initialState) return state;
  const next: Record<string, unknown> = { ...initialState };
  for (const key of separatelyHandled) {
    if (key in state) next[key] = state[key];
    else delete next[key];
  }
  return next as S;
}
