import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  defaultShopConfig,
  loadShopConfig,
  mergeConfig,
  platformOptions,
  searchIndexOf,
} from './index.ts';

describe('reaching the platform (issue 15)', () => {
  it('sends the store code only when multistore is on (vue-storefront-api getCurrentStoreCode)', () => {
    expect(platformOptions(defaultShopConfig, 'de').storeCode).toBeUndefined();
    const multi = mergeConfig(defaultShopConfig, { storeViews: { multistore: true } });
    expect(platformOptions(multi, 'de')).toMatchObject({
      storeCode: 'de',
      productsEndpoint: 'product',
      searchMethod: 'GET',
    });
  });

  it('names the catalogue index from the store view, then the shop, then the reference naming', () => {
    expect(searchIndexOf({ config: defaultShopConfig, brandStoreCode: 'battery', storeCode: '' })).toBe(
      'kauppa_battery',
    );
    expect(searchIndexOf({ config: defaultShopConfig, brandStoreCode: 'battery', storeCode: 'de' })).toBe(
      'kauppa_battery_de',
    );
    const platform = mergeConfig(defaultShopConfig, {
      api: { searchIndex: 'vue_storefront_catalog' },
      storeViews: { stores: { de: { searchIndex: 'vue_storefront_catalog_de' } } },
    });
    expect(searchIndexOf({ config: platform, brandStoreCode: 'battery', storeCode: '' })).toBe(
      'vue_storefront_catalog',
    );
    expect(searchIndexOf({ config: platform, brandStoreCode: 'battery', storeCode: 'de' })).toBe(
      'vue_storefront_catalog_de',
    );
  });

  it('loads the api search adapter by default; graphql is a setting, served at /graphql beside /api (accounts-content §7, issue 15.8)', () => {
    expect(defaultShopConfig.api.searchAdapter).toBe('api');
    expect(defaultShopConfig.api.graphqlPath).toBe('../graphql');
    const config = loadShopConfig({ server: { api: { searchAdapter: 'graphql' } } });
    expect(config.api.searchAdapter).toBe('graphql');
  });

  it('refuses a search adapter the spec does not name (accounts-content §7)', () => {
    const load = () =>
      loadShopConfig({ server: { api: { searchAdapter: 'soap' as never } }, source: 'shop.json' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/shop\.json: field "api\.searchAdapter"/);
  });
});
