import type { ShopConfig } from '../schema.ts';

/**
 * The default `checkout` section: in-progress window, countries, external checkout, shipping and
 * payment (commerce-core §1, §9). `defaultShopConfig` holds this very object; it has its own
 * module so a browser bundle that reads only this section carries only it (issue 20.1).
 */
export const defaultCheckoutConfig: ShopConfig['checkout'] = {
  // commerce-core §9: checkout 'in progress' window 30 minutes.
  inProgressWindowMs: 1_800_000,
  // The address forms' countries: the default country FI (commerce-core §1), the German and
  // Italian store views' DE and IT, the catalogue's fallback tax country PL (§4), and the
  // neighbours SE and EE.
  countries: ['FI', 'SE', 'EE', 'DE', 'IT', 'PL'],
  // commerce-core §1: an external checkout site is configured.
  externalCheckout: { enabled: true, url: 'http://127.0.0.1:8080' },
  // commerce-core §9: one offline flat rate, the postal carrier, 5 EUR including tax.
  shipping: { carrierCode: 'flatrate', methodCode: 'flatrate', carrierTitle: 'Posti', priceInclTax: 5 },
  cashOnDelivery: { code: 'cashondelivery', cost: 0 },
};
