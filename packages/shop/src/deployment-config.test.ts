import { defaultShopConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import { withLocalExternalCheckout } from './index.ts';

describe('external checkout address (commerce-core §2)', () => {
  it('points a loopback default at the shop API the browser talks to', () => {
    const config = withLocalExternalCheckout(defaultShopConfig, 'http://127.0.0.1:18080/api');
    expect(config.checkout.externalCheckout).toEqual({ enabled: true, url: 'http://127.0.0.1:18080' });
  });

  it('keeps a configured production address', () => {
    const production = {
      ...defaultShopConfig,
      checkout: {
        ...defaultShopConfig.checkout,
        externalCheckout: { enabled: true, url: 'https://checkout.example.fi' },
      },
    };
    expect(withLocalExternalCheckout(production, 'http://127.0.0.1:18080/api')).toBe(production);
  });
});
