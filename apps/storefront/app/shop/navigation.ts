import { checkoutAddress } from '@kauppa/shop/shell';
import type { Shop } from './composition.ts';

/** Follows `checkoutAddress` (commerce-core §2): an external address leaves the app, `/checkout` stays in it. */
export async function goToCheckout(shop: Shop, navigate: (to: string) => void): Promise<void> {
  const address = await checkoutAddress(shop);
  if (address.startsWith('/')) navigate(address);
  else window.location.assign(address);
}
