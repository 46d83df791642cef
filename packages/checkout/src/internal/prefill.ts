import type { PersonalDetails, ShippingDetails } from './types.ts';

/** The fields of a customer address the checkout prefill reads (`Address` of `@kauppa/contract`). */
export interface PrefillAddress {
  default_shipping?: boolean | undefined;
  firstname?: string | undefined;
  lastname?: string | undefined;
  street?: readonly string[] | undefined;
  city?: string | undefined;
  postcode?: string | undefined;
  country_id?: string | undefined;
  telephone?: string | undefined;
}

/** The fields of the signed-in customer the checkout prefill reads (`User` of `@kauppa/contract`). */
export interface PrefillUser {
  email: string;
  firstname?: string | undefined;
  lastname?: string | undefined;
  addresses?: readonly PrefillAddress[] | undefined;
}

/** Options of {@link checkoutPrefill}. */
export interface CheckoutPrefillOptions {
  /** The signed-in customer; none prefills nothing. */
  user?: PrefillUser | null | undefined;
  /**
   * The country of an address that names none: the shop's default tax country
   * (`config.tax.defaultCountry`, commerce-core §1, §5), never a literal.
   */
  defaultCountry: string;
}

/** What {@link checkoutPrefill} fills in. */
export interface CheckoutPrefill {
  personalDetails?: Pick<PersonalDetails, 'firstName' | 'lastName' | 'emailAddress'> | undefined;
  shippingDetails?:
    | Pick<
        ShippingDetails,
        | 'firstName'
        | 'lastName'
        | 'streetAddress'
        | 'apartmentNumber'
        | 'city'
        | 'zipCode'
        | 'country'
        | 'phoneNumber'
      >
    | undefined;
}

/**
 * The checkout details a signed-in customer starts with (accounts-content §2 checkout, §3 the
 * profile and its addresses): name and e-mail from the profile, the shipping address from the
 * default shipping address (else the first), its country falling back to `defaultCountry`.
 * Send them as `personalDetails.update` / `shippingDetails.update` events to fields still empty.
 *
 * @example
 * const { personalDetails, shippingDetails } = checkoutPrefill({ user, defaultCountry: config.tax.defaultCountry });
 */
export function checkoutPrefill({ user, defaultCountry }: CheckoutPrefillOptions): CheckoutPrefill {
  if (!user) return {};
  const personalDetails = {
    firstName: user.firstname ?? '',
    lastName: user.lastname ?? '',
    emailAddress: user.email,
  };
  const address = user.addresses?.find((a) => a.default_shipping) ?? user.addresses?.[0];
  if (!address) return { personalDetails };
  return {
    personalDetails,
    shippingDetails: {
      firstName: address.firstname ?? '',
      lastName: address.lastname ?? '',
      streetAddress: address.street?.[0] ?? '',
      apartmentNumber: address.street?.[1] ?? '',
      city: address.city ?? '',
      zipCode: address.postcode ?? '',
      country: address.country_id || defaultCountry,
      phoneNumber: address.telephone ?? '',
    },
  };
}
