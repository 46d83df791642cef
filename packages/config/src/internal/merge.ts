import type { ShopConfig } from './schema.ts';

/*
 * Zod-free helpers (no schema value import): the browser imports them, and `defaultShopConfig`,
 * without pulling the zod schemas into its first-load bundle.
 */

/** A deep partial, for configuration overrides. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys that would reach an object's prototype: never merged (issue 30.9). */
const prototypeKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** A copy of a plain object without its prototype keys, at every depth. */
const withoutPrototypeKeys = (value: unknown): unknown => {
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value))
    if (!prototypeKeys.has(key)) out[key] = withoutPrototypeKeys(inner);
  return out;
};

/**
 * Merges `override` over `base`: objects merge key by key, arrays and scalars replace.
 * `undefined` in the override keeps the base value. `__proto__`, `constructor` and `prototype`
 * keys of the override (a parsed JSON file, say) are ignored.
 */
export function mergeConfig<T>(base: T, override: DeepPartial<T> | undefined): T {
  if (override === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(override)) return withoutPrototypeKeys(override) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined || prototypeKeys.has(key)) continue;
    out[key] = Object.hasOwn(out, key) ? mergeConfig(out[key], value as never) : withoutPrototypeKeys(value);
  }
  return out as T;
}

/** The store code of a request path when multistore is on (`/de/...` → `de`), else the default. */
export function storeCodeFromPath(config: ShopConfig, path: string): string {
  if (!config.storeViews.multistore) return config.storeViews.defaultStoreCode;
  const first = path.split('/').filter(Boolean)[0] ?? '';
  return Object.hasOwn(config.storeViews.stores, first) ? first : config.storeViews.defaultStoreCode;
}

/**
 * The configuration of one store view: the shop configuration with the store's i18n and tax
 * values applied. The default store code gives the shop configuration itself.
 */
export function configForStore(config: ShopConfig, storeCode: string): ShopConfig {
  const store = config.storeViews.stores[storeCode];
  if (!store) return config;
  return mergeConfig<ShopConfig>(config, {
    i18n: store.i18n,
    tax: { defaultCountry: store.tax.defaultCountry },
  } as DeepPartial<ShopConfig>);
}

/**
 * How the shop API client reaches the platform for one store view (`createShopApi`'s `platform`
 * option of `@kauppa/contract`): the products endpoint, GET or POST search, the extension
 * endpoints' paths and, when multistore is on, the store code sent with every call.
 *
 * @example
 * createShopApi({ http, platform: platformOptions(config, 'de') });
 */
export function platformOptions(
  config: ShopConfig,
  storeCode = '',
): {
  productsEndpoint: string;
  searchMethod: 'GET' | 'POST';
  paths: Record<string, string>;
  storeCode?: string;
} {
  return {
    productsEndpoint: config.api.productsEndpoint,
    searchMethod: config.api.searchMethod,
    paths: { ...config.api.endpoints },
    ...(config.storeViews.multistore && storeCode ? { storeCode } : {}),
  };
}

/**
 * The catalogue index of a store view: the store view's `searchIndex`, else `api.searchIndex`,
 * else the reference server's naming, `kauppa_{brand}` (`kauppa_{brand}_{store}` for other views).
 *
 * @example
 * searchIndexOf({ config, brandStoreCode: 'battery', storeCode: '' }); // 'kauppa_battery'
 */
export function searchIndexOf({
  config,
  brandStoreCode,
  storeCode,
}: {
  config: ShopConfig;
  /** The brand's store code (`battery`). */
  brandStoreCode: string;
  /** The store view's code, empty for the default view. */
  storeCode: string;
}): string {
  const view = storeCode ? config.storeViews.stores[storeCode] : undefined;
  if (view?.searchIndex) return view.searchIndex;
  if (config.api.searchIndex) return config.api.searchIndex;
  return storeCode ? `kauppa_${brandStoreCode}_${storeCode}` : `kauppa_${brandStoreCode}`;
}
