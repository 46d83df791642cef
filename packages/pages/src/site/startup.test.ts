import { defaultShopConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import { hydrateState, startUp } from './startup.ts';

describe('start-up sequence (accounts-content §4 start-up)', () => {
  it('fails the start-up on a graphql search adapter the platform cannot serve: Elasticsearch 7 listings without a fallback (issue 27.9)', () => {
    expect(() =>
      startUp({
        local: defaultShopConfig,
        server: { api: { searchAdapter: 'graphql', elasticsearchVersion: 7 } },
        path: '/',
      }),
    ).toThrow(/^The GraphQL search cannot serve .* on Elasticsearch 7/);
  });

  it('merges the server config over the local one (step 1)', () => {
    const { config } = startUp({
      local: defaultShopConfig,
      server: { ui: { progressBarMs: 1500 } },
      path: '/',
    });
    expect(config.ui.progressBarMs).toBe(1500);
    expect(config.ui.lazyImage).toEqual(defaultShopConfig.ui.lazyImage);
  });

  it('reads the default store code when multistore is off (step 1)', () => {
    expect(startUp({ local: defaultShopConfig, path: '/de/c/akut' }).storeCode).toBe('');
  });

  it('reads the store code from the path when multistore is on (step 1)', () => {
    const { storeCode } = startUp({
      local: defaultShopConfig,
      server: { storeViews: { multistore: true } },
      path: '/de/c/akut',
    });
    expect(storeCode).toBe('de');
  });

  it('replaces the state by the initial state except storeView, config and version (step 3)', () => {
    const state = {
      cart: { items: [] },
      storeView: { storeCode: 'it' },
      config: { local: true },
      version: '1',
    };
    const next = hydrateState(state, {
      cart: { items: [1] },
      user: { current: null },
      storeView: { storeCode: 'de' },
      config: { server: true },
      version: '2',
    });
    expect(next).toEqual({
      cart: { items: [1] },
      user: { current: null },
      storeView: { storeCode: 'it' },
      config: { local: true },
      version: '1',
    });
  });

  it('keeps the state when the server sends no initial state (step 3)', () => {
    const state = { cart: 1 };
    expect(hydrateState(state, undefined)).toBe(state);
  });
});
