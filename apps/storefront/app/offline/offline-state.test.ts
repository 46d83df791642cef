import { defaultShopConfig } from '@kauppa/config';
import { placeholderBrand } from '@kauppa/pages';
import { initialOfflineState } from '@kauppa/shop/offline';
import { describe, expect, it } from 'vitest';
import { brandManifest } from './manifest.ts';
import { offlineStatus, pageOfflineState } from './runtime.ts';

describe('offline orders in the shell (accounts-content §4 offline orders)', () => {
  it("uses the configured notification title 'Order waiting!' (accounts-content §9)", () => {
    expect(defaultShopConfig.orders.offline_orders.notificationTitle).toBe('Order waiting!');
  });
});

describe('web app manifest per brand (issue 10: installable)', () => {
  it('names the brand, starts at / standalone, in the theme and background colours, with the brand icons', () => {
    const brand = { ...placeholderBrand('battery'), name: 'Akkukauppa' };
    const manifest = brandManifest(brand);
    expect(manifest).toMatchObject({
      name: 'Akkukauppa',
      short_name: 'Akkukauppa',
      start_url: '/',
      display: 'standalone',
      theme_color: brand.theme.primary,
      background_color: brand.theme.background,
    });
    expect(manifest.icons).toEqual([
      { src: '/brands/battery/assets/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      {
        src: '/brands/battery/assets/apple-touch-icon.png',
        sizes: '180x180',
        type: 'image/png',
        purpose: 'any',
      },
    ]);
  });

  it('gives each brand its own app id', () => {
    expect(brandManifest(placeholderBrand('hair')).id).not.toBe(brandManifest(placeholderBrand('mac')).id);
  });
});

describe("the page's first offline state (issue 20.1: hydration re-renders nothing)", () => {
  it('online, it is the very state the server rendered with, so useSyncExternalStore sees no change', () => {
    expect(pageOfflineState(true)).toBe(initialOfflineState);
    // Where the browser does not say (the server), the page is taken as online.
    expect(pageOfflineState(undefined)).toBe(initialOfflineState);
  });

  it("the page's status store starts at that state", () => {
    expect(offlineStatus().getState()).toBe(initialOfflineState);
  });

  it('offline, it says so (accounts-content §2 offline mode)', () => {
    expect(pageOfflineState(false)).toEqual({ ...initialOfflineState, online: false });
  });
});
