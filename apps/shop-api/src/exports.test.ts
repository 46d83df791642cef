import { describe, expect, it } from 'vitest';
import * as shopApi from './index.ts';

describe('public surface', () => {
  it('exports the app factory, the server starter and the catalogue generator', () => {
    expect(Object.keys(shopApi).sort()).toEqual(
      [
        'brands',
        'coupons',
        'createShopApiApp',
        'defaultDataDir',
        'faultsFromEnv',
        'generateCatalog',
        'indexName',
        'startShopApi',
      ].sort(),
    );
  });

  it('names indexes per brand and store view', () => {
    expect(shopApi.indexName('battery', 'fi')).toBe('kauppa_battery_fi');
    expect(shopApi.indexName('clothing-en', 'en')).toBe('kauppa_clothing_en_en');
  });
});
