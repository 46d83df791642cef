/**
 * @kauppa/shop-api — the reference shop API: a Hono server on a SQLite file with the six brands'
 * demo catalogues, speaking the `@kauppa/contract` calls under `/api/`.
 * @packageDocumentation
 */
export type { ShopApiApp, ShopApiAppOptions } from './internal/app.ts';
export { createShopApiApp } from './internal/app.ts';
export type { BrandEntry } from './internal/catalog/brands.ts';
export { brands, indexName } from './internal/catalog/brands.ts';
export type { BrandCatalog, CouponRule, GenerateOptions } from './internal/catalog/generate.ts';
export { coupons, generateCatalog } from './internal/catalog/generate.ts';
export type { Faults } from './internal/faults.ts';
export { faultsFromEnv } from './internal/faults.ts';
export type { RunningShopApi, StartShopApiOptions } from './internal/server.ts';
export { defaultDataDir, startShopApi } from './internal/server.ts';
