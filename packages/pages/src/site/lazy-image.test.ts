import { defaultShopConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import { defaultLazyImageSettings, preloadRootMargin } from './lazy-image.ts';

describe('lazy images (accounts-content §9)', () => {
  it('preloads at 1.3 times the viewport: a 30 % root margin', () => {
    expect(preloadRootMargin(1.3)).toBe('30%');
  });

  it('defaults to the configured 1.3 ratio, 3 attempts and 200 ms throttle', () => {
    expect(defaultLazyImageSettings).toEqual(defaultShopConfig.ui.lazyImage);
  });
});
