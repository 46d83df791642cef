import { defaultCatalogConfig, defaultSearchConfig, type ShopConfig } from '@kauppa/config';

/** The sections of the shop configuration the listing and product query builders read. */
export type QueryConfig = Pick<ShopConfig, 'catalog' | 'search'>;

/**
 * The `catalog` and `search` sections of `defaultShopConfig` (the very objects), the builders'
 * configuration when none is given: only these are imported, so a browser bundle that builds a
 * listing query does not carry every default (issue 20.1).
 */
export const defaultQueryConfig: QueryConfig = { catalog: defaultCatalogConfig, search: defaultSearchConfig };
