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

describe('mergeConfig refuses prototype keys (issue 30.9)', () => {
  it('defect: a __proto__ key of an override (JSON.parse) was honoured — it is ignored', () => {
    const override = JSON.parse('{"__proto__": {"polluted": true}, "cart": {"__proto__": {"x": 1}}}');
    const merged = mergeConfig(defaultShopConfig, override) as unknown as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(merged.polluted).toBeUndefined();
    expect((merged.cart as Record<string, unknown>).x).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('ignores constructor and prototype keys too', () => {
    const override = JSON.parse('{"constructor": {"prototype": {"polluted": true}}, "prototype": 1}');
    const merged = mergeConfig(defaultShopConfig, override) as unknown as Record<string, unknown>;
    expect(Object.hasOwn(merged, 'constructor')).toBe(false);
    expect(Object.hasOwn(merged, 'prototype')).toBe(false);
  });
});
