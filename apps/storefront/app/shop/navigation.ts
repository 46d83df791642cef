import type { Shop } from './composition.ts';

/**
 * Where "Go to checkout" sends the shopper: the external checkout site
 * (`/vue/cart/sync/token/{userToken}/cart/{cartToken}`, commerce-core §2) when it is configured
 * and the cart has a server token, otherwise the built-in `/checkout`.
 */
export async function checkoutAddress(shop: Shop): Promise<string> {
  const cartToken = shop.cart.getState().cartServerToken;
  if (!shop.config.checkout.externalCheckout.enabled || cartToken === undefined || cartToken === null) {
    return '/checkout';
  }
  const checkout = await shop.loadCheckout();
  // A guest has no user token: the address is the spec's `…/token//cart/{cartToken}`, unchanged.
  return (
    checkout.externalCheckoutUrl({ userToken: shop.account.getSnapshot().token, cartToken }) ?? '/checkout'
  );
}

/** Follows {@link checkoutAddress}: an external address leaves the app, `/checkout` stays in it. */
export async function goToCheckout(shop: Shop, navigate: (to: string) => void): Promise<void> {
  const address = await checkoutAddress(shop);
  if (address.startsWith('/')) navigate(address);
  else window.location.assign(address);
}
