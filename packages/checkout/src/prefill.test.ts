import { defaultShopConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import { checkoutPrefill } from './index.ts';

const user = {
  email: 'anna@example.fi',
  firstname: 'Anna',
  lastname: 'Virtanen',
  addresses: [
    {
      firstname: 'Anna',
      lastname: 'V',
      street: ['Työpaja 1'],
      city: 'Tampere',
      postcode: '33100',
      country_id: 'FI',
    },
    {
      default_shipping: true,
      firstname: 'Anna',
      lastname: 'Virtanen',
      street: ['Mannerheimintie 1', 'A 2'],
      city: 'Helsinki',
      postcode: '00100',
      telephone: '0401234567',
    },
  ],
};

describe('checkout prefill from the profile (accounts-content §2 checkout, §3 addresses)', () => {
  it("fills the personal details from the customer's name and e-mail", () => {
    expect(checkoutPrefill({ user, defaultCountry: 'FI' }).personalDetails).toEqual({
      firstName: 'Anna',
      lastName: 'Virtanen',
      emailAddress: 'anna@example.fi',
    });
  });

  it('fills the shipping details from the default shipping address, else the first one', () => {
    expect(checkoutPrefill({ user, defaultCountry: 'FI' }).shippingDetails).toMatchObject({
      streetAddress: 'Mannerheimintie 1',
      apartmentNumber: 'A 2',
      city: 'Helsinki',
      zipCode: '00100',
      phoneNumber: '0401234567',
    });
    const [first] = user.addresses;
    expect(
      checkoutPrefill({ user: { ...user, addresses: [first!] }, defaultCountry: 'FI' }).shippingDetails,
    ).toMatchObject({
      city: 'Tampere',
    });
  });

  it('an address without a country gets the default tax country of the configuration (commerce-core §1, §5), not a literal', () => {
    expect(
      checkoutPrefill({ user, defaultCountry: defaultShopConfig.tax.defaultCountry }).shippingDetails
        ?.country,
    ).toBe('FI');
    expect(checkoutPrefill({ user, defaultCountry: 'DE' }).shippingDetails?.country).toBe('DE');
  });

  it('prefills nothing for a guest and no address for a customer without one', () => {
    expect(checkoutPrefill({ user: null, defaultCountry: 'FI' })).toEqual({});
    expect(
      checkoutPrefill({ user: { email: 'a@b.fi' }, defaultCountry: 'FI' }).shippingDetails,
    ).toBeUndefined();
  });
});
