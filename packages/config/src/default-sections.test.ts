import { describe, expect, it } from 'vitest';
import {
  defaultCatalogConfig,
  defaultCheckoutConfig,
  defaultI18nConfig,
  defaultSearchConfig,
  defaultShopConfig,
  defaultStoreViewsConfig,
  defaultUrlsConfig,
} from './index.ts';

// Browser code imports only the default sections it reads, so a page bundle carries those
// sections and not the whole default configuration (issue 20.1).
describe('the default sections of their own modules (issue 20.1)', () => {
  it.each([
    ['i18n', defaultI18nConfig],
    ['storeViews', defaultStoreViewsConfig],
    ['urls', defaultUrlsConfig],
    ['catalog', defaultCatalogConfig],
    ['search', defaultSearchConfig],
    ['checkout', defaultCheckoutConfig],
  ] as const)('defaultShopConfig.%s is the section constant itself, not a copy', (section, constant) => {
    expect(defaultShopConfig[section]).toBe(constant);
  });
});
