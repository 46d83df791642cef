import { expect, it } from 'vitest';
import * as config from './index.ts';

it('pins the public surface of @kauppa/config', () => {
  expect(Object.keys(config).sort()).toEqual(
    [
      'ConfigError',
      'bannerFileSchema',
      'brandIds',
      'brandSchema',
      'brandStoreSchema',
      'captchaDisabledWarning',
      'configForStore',
      'defaultShopConfig',
      'loadShopConfig',
      'mergeConfig',
      'platformOptions',
      'searchIndexOf',
      'parseBannerFile',
      'parseBrand',
      'resolveBrandId',
      'resolveIntegrations',
      'shopConfigSchema',
      'storeCodeFromPath',
      'storeViewSchema',
    ].sort(),
  );
});
