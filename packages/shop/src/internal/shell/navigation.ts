import type { Checkout } from '@kauppa/checkout';
import { type ExternalStore, valueStore } from '../store.ts';
import type { Shop } from '../types.ts';

/**
 * Where "Go to checkout" sends the shopper: the external checkout site
 * (`/vue/cart/sync/token/{userToken}/cart/{cartToken}`, commerce-core §2) when it is configured
 * and the cart has a server token, otherwise the built-in `/checkout`.
 */
export async function checkoutAddress(
  shop: Pick<Shop, 'cart' | 'config' | 'loadCheckout' | 'account'>,
): Promise<string> {
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

/** The shop's checkout once loaded (`null` until then): its code is a chunk of its own. */
export function checkoutStore(
  shop: Pick<Shop, 'loadCheckout'>,
): ExternalStore<Checkout | null> & { stop(): void } {
  const state = valueStore<Checkout | null>(null);
  let live = true;
  void shop.loadCheckout().then((checkout) => live && state.set(checkout));
  return {
    subscribe: state.subscribe,
    getSnapshot: state.getSnapshot,
    stop: () => {
      live = false;
    },
  };
}
