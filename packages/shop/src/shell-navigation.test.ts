import { externalCheckoutRedirect } from '@kauppa/checkout';
import { defaultShopConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import type { Shop } from './index.ts';
import { checkoutAddress, checkoutStore } from './shell.ts';

const config = {
  ...defaultShopConfig,
  checkout: {
    ...defaultShopConfig.checkout,
    externalCheckout: { enabled: true, url: 'http://127.0.0.1:8080' },
  },
};

function fakeShop(userToken: string | null): Shop {
  return {
    config,
    cart: { getState: () => ({ cartServerToken: 'c-9' }) },
    account: { getSnapshot: () => ({ token: userToken }) },
    loadCheckout: async () => ({
      externalCheckoutUrl: (tokens: { userToken: string | null | undefined; cartToken: string | number }) =>
        externalCheckoutRedirect({ config, ...tokens }),
    }),
  } as unknown as Shop;
}

describe('external checkout address (commerce-core §2)', () => {
  it('sends a guest to /vue/cart/sync/token//cart/{cartToken} (empty user token, as the core builds it)', async () => {
    expect(await checkoutAddress(fakeShop(null))).toBe('http://127.0.0.1:8080/vue/cart/sync/token//cart/c-9');
  });

  it('sends a customer to /vue/cart/sync/token/{userToken}/cart/{cartToken}', async () => {
    expect(await checkoutAddress(fakeShop('u-1'))).toBe(
      'http://127.0.0.1:8080/vue/cart/sync/token/u-1/cart/c-9',
    );
  });
});

describe('the checkout of a page (issue 8 budgets: its own chunk)', () => {
  it('is null until loaded, then the checkout; a stopped store keeps null', async () => {
    const checkout = { id: 'checkout' };
    const shop = { loadCheckout: async () => checkout } as unknown as Shop;
    const store = checkoutStore(shop);
    let changes = 0;
    store.subscribe(() => changes++);
    expect(store.getSnapshot()).toBeNull();
    await Promise.resolve();
    await Promise.resolve();
    expect(store.getSnapshot()).toBe(checkout);
    expect(changes).toBe(1);
    const stopped = checkoutStore(shop);
    stopped.stop();
    await Promise.resolve();
    await Promise.resolve();
    expect(stopped.getSnapshot()).toBeNull();
  });
});
