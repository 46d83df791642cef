import type { ShopConfig } from '../schema.ts';

/**
 * The default `urls` section: the url dispatcher on, root category 2. `defaultShopConfig` holds
 * this very object; it has its own module so a browser bundle that reads only this section carries
 * only it (issue 20.1).
 */
export const defaultUrlsConfig: ShopConfig['urls'] = { dispatch: true, rootCategoryId: 2 };
