import { expect, it } from 'vitest';
import * as config from './index.ts';

it('pins the public surface of @kauppa/config', () => {
  expect(Object.keys(config).sort()).toEqual(
    [
      'ConfigError',
      'brandIds',
      'captchaDisabledWarning',
      'configForStore',
      'defaultCatalogConfig',
      'defaultCheckoutConfig',
      'defaultI18nConfig',
      'defaultSearchConfig',
      'defaultShopConfig',
      'defaultStoreViewsConfig',
      'defaultUrlsConfig',
      'loadShopConfig',
      'mergeConfig',
      'platformOptions',
      'searchIndexOf',
      'parseBannerFile',
      'parseBrand',
      'resolveBrandId',
      'resolveIntegrations',
      'storeCodeFromPath',
    ].sort(),
  );
});

it('keeps the zod schemas internal: loadShopConfig, parseBrand and parseBannerFile validate (issue 19.5)', () => {
  for (const name of [
    'shopConfigSchema',
    'storeViewSchema',
    'brandSchema',
    'brandStoreSchema',
    'bannerFileSchema',
  ]) {
    expect(config).not.toHaveProperty(name);
  }
});
