/**
 * @kauppa/config — the shop configuration: loading and validation, defaults, switches, constants,
 * brands.
 * @packageDocumentation
 */
export type { BannerFile, Brand, BrandId, ParseConfigFileOptions } from './internal/brand.ts';
export { brandIds, parseBannerFile, parseBrand, resolveBrandId } from './internal/brand.ts';
export { defaultCatalogConfig } from './internal/defaults/catalog.ts';
export { defaultCheckoutConfig } from './internal/defaults/checkout.ts';
export { defaultI18nConfig } from './internal/defaults/i18n.ts';
export { defaultSearchConfig } from './internal/defaults/search.ts';
export { defaultStoreViewsConfig } from './internal/defaults/store-views.ts';
export { defaultUrlsConfig } from './internal/defaults/urls.ts';
export { defaultShopConfig } from './internal/defaults.ts';
export { ConfigError } from './internal/errors.ts';
export type { IntegrationStatus } from './internal/integrations.ts';
export { captchaDisabledWarning, resolveIntegrations } from './internal/integrations.ts';
export type { LoadShopConfigOptions } from './internal/load.ts';
export { loadShopConfig } from './internal/load.ts';
export type { DeepPartial } from './internal/merge.ts';
export {
  configForStore,
  mergeConfig,
  platformOptions,
  searchIndexOf,
  storeCodeFromPath,
} from './internal/merge.ts';
export type { ShopConfig, StoreView } from './internal/schema.ts';
