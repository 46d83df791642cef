import { configForStore, defaultShopConfig, type ShopConfig } from '@kauppa/config';

/**
 * The configuration of a store view as this deployment serves it: the store's configuration, the
 * external checkout on the shop API the browser talks to (when it is a loopback default) and the
 * reference server's marketing stand-in keys (accounts-content §7) when none are configured.
 */
export function deploymentConfig(store: string, publicApiUrl: string): ShopConfig {
  const config = withLocalExternalCheckout(configForStore(defaultShopConfig, store), publicApiUrl);
  const marketing = config.integrations.marketing;
  return {
    ...config,
    integrations: {
      ...config.integrations,
      marketing: {
        ...marketing,
        publicKey: marketing.publicKey ?? 'kauppa-stand-in',
        listId: marketing.listId ?? 'stand-in',
      },
    },
  };
}

/**
 * The default external checkout address points at a loopback shop API (`http://127.0.0.1:8080`);
 * on a loopback deployment the external checkout site is the reference shop API the browser
 * already talks to, so its origin is used. Any other configured address is kept.
 */
export function withLocalExternalCheckout(config: ShopConfig, publicApiUrl: string): ShopConfig {
  const external = config.checkout.externalCheckout;
  if (!/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(external.url)) return config;
  let origin: string;
  try {
    origin = new URL(publicApiUrl).origin;
  } catch {
    return config;
  }
  return { ...config, checkout: { ...config.checkout, externalCheckout: { ...external, url: origin } } };
}
