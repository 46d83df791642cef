import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  captchaDisabledWarning,
  configForStore,
  defaultShopConfig,
  loadShopConfig,
  resolveBrandId,
  resolveIntegrations,
  storeCodeFromPath,
} from './index.ts';

describe('loading the configuration (accounts-content §4 start-up step 1)', () => {
  it('merges the server config over the local one over the defaults', () => {
    const config = loadShopConfig({
      local: { cart: { maxBypassAttempts: 3 }, catalog: { productPageSize: 24 } },
      server: { cart: { maxBypassAttempts: 5 } },
    });
    expect(config.cart.maxBypassAttempts).toBe(5);
    expect(config.catalog.productPageSize).toBe(24);
    expect(config.cart.bypassThresholdMs).toBe(1_440_000);
  });

  it('replaces arrays instead of merging them', () => {
    const config = loadShopConfig({ server: { catalog: { priceRanges: [{ from: 0, to: 10 }] } } });
    expect(config.catalog.priceRanges).toEqual([{ from: 0, to: 10 }]);
  });

  it('fails on invalid configuration with an error naming the source and the field', () => {
    const load = () =>
      loadShopConfig({ server: { cart: { maxBypassAttempts: -1 } }, source: 'config/production.json' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/config\/production\.json: field "cart\.maxBypassAttempts"/);
  });

  it('defect: with zod/mini the reason was only "Invalid input" — a rule without a text of its own is explained in English, as zod classic did (issue 30.6)', () => {
    const load = () =>
      loadShopConfig({ server: { cart: { maxBypassAttempts: -1 } }, source: 'config/production.json' });
    expect(load).toThrow(
      'Invalid shop configuration in config/production.json: field "cart.maxBypassAttempts": Too small: expected number to be >=0',
    );
  });

  it('does not change the defaults object', () => {
    loadShopConfig({ server: { cart: { maxBypassAttempts: 9 } } });
    expect(defaultShopConfig.cart.maxBypassAttempts).toBe(1);
  });
});

describe('store views (commerce-core §2 multistore)', () => {
  it('reads no store code from the path while multistore is off', () => {
    expect(storeCodeFromPath(defaultShopConfig, '/de/c/akut')).toBe('');
  });
  it('reads the store code from the first path segment when multistore is on', () => {
    const config = loadShopConfig({ server: { storeViews: { multistore: true } } });
    expect(storeCodeFromPath(config, '/de/c/akut')).toBe('de');
    expect(storeCodeFromPath(config, '/c/akut')).toBe('');
  });
  it("applies a store view's language and tax country", () => {
    const de = configForStore(defaultShopConfig, 'de');
    expect(de.i18n.defaultLocale).toBe('de-DE');
    expect(de.tax.defaultCountry).toBe('DE');
  });
});

describe('integrations (accounts-content §8)', () => {
  it('logs a warning and turns the captcha off without a site key or secret key', () => {
    const warnings: string[] = [];
    const status = resolveIntegrations(defaultShopConfig, { warn: (m) => warnings.push(m) });
    expect(status).toEqual({
      marketing: false,
      marketingPixel: false,
      tagManager: false,
      recommendations: false,
      captcha: false,
    });
    expect(warnings).toEqual([captchaDisabledWarning]);
  });
  it('turns an integration on when its keys are configured', () => {
    const config = loadShopConfig({
      server: {
        integrations: {
          marketing: { publicKey: 'pk', listId: 'L1', pixel: true },
          tagManager: { id: 'GTM-1' },
          captcha: { siteKey: 's', secretKey: 'x' },
        },
      },
    });
    const warnings: string[] = [];
    expect(resolveIntegrations(config, { warn: (m) => warnings.push(m) })).toEqual({
      marketing: true,
      marketingPixel: true,
      tagManager: true,
      recommendations: false,
      captcha: true,
    });
    expect(warnings).toEqual([]);
  });
});

describe('brand choice per request', () => {
  const registry = { hosts: { 'akku.example': 'battery', 'mac.example': 'mac' }, defaultBrand: 'battery' };
  it('maps the host first, ignoring the port', () => {
    expect(resolveBrandId({ host: 'mac.example:3000', fallback: 'hair' }, registry)).toBe('mac');
  });
  it('then the environment value, then the default brand', () => {
    expect(resolveBrandId({ host: '127.0.0.1:3000', fallback: 'hair' }, registry)).toBe('hair');
    expect(resolveBrandId({ host: null }, registry)).toBe('battery');
  });
});
