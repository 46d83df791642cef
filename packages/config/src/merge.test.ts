import { describe, expect, it } from 'vitest';
import { defaultShopConfig, mergeConfig, platformOptions, searchIndexOf } from './index.ts';

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
});
