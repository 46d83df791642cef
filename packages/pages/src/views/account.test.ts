import type { Address } from '@kauppa/account';
import { describe, expect, it } from 'vitest';
import {
  addressFormValues,
  addressFromForm,
  addressLine,
  loginRequest,
  passwordChangeRequest,
  passwordResetAnswer,
  profileFormValues,
  registrationRequest,
} from './index.ts';

const address: Address = {
  id: 7,
  firstname: 'Maija',
  lastname: 'Meikäläinen',
  street: ['Hämeenkatu 1', 'A 2'],
  city: 'Tampere',
  postcode: '33100',
  country_id: 'FI',
  telephone: '040 123',
  default_shipping: false,
  customer_id: 3,
};

describe('address book form (accounts-content §3 address book)', () => {
  it('starts a new address empty, in the default tax country of the configuration', () => {
    expect(addressFormValues({ address: null, defaultCountry: 'SE' })).toMatchObject({
      firstName: '',
      streetAddress: '',
      country: 'SE',
    });
  });

  it('edits an address with its two street lines as street and house number', () => {
    expect(addressFormValues({ address, defaultCountry: 'SE' })).toEqual({
      firstName: 'Maija',
      lastName: 'Meikäläinen',
      streetAddress: 'Hämeenkatu 1',
      apartmentNumber: 'A 2',
      city: 'Tampere',
      zipCode: '33100',
      country: 'FI',
      phoneNumber: '040 123',
    });
  });

  it('saves the edited address with its id and defaults kept (accounts-content §4 save address)', () => {
    const values = { ...addressFormValues({ address, defaultCountry: 'FI' }), city: 'Turku' };
    expect(addressFromForm({ values, address })).toMatchObject({
      id: 7,
      customer_id: 3,
      city: 'Turku',
      street: ['Hämeenkatu 1', 'A 2'],
      default_shipping: false,
      default_billing: true,
    });
  });

  it('makes a new address the default shipping and billing address', () => {
    const values = addressFormValues({ address: null, defaultCountry: 'FI' });
    expect(addressFromForm({ values, address: null })).toMatchObject({
      default_shipping: true,
      default_billing: true,
    });
  });

  it('shows an address on one line, leaving out an empty street line', () => {
    expect(addressLine({ ...address, street: ['Hämeenkatu 1', ''] })).toBe(
      'Maija Meikäläinen, Hämeenkatu 1, 33100 Tampere, FI',
    );
  });
});

describe('account forms (accounts-content §4 login, register, reset and change password)', () => {
  it('signs in with the e-mail as the username', () => {
    expect(loginRequest({ email: 'anna@example.fi', password: 'S3cret!pw' })).toEqual({
      username: 'anna@example.fi',
      password: 'S3cret!pw',
    });
  });

  it('registers the customer without addresses', () => {
    const values = { email: 'anna@example.fi', firstName: 'Anna', lastName: 'A', password: 'S3cret!pw' };
    expect(registrationRequest(values)).toEqual({
      customer: { email: 'anna@example.fi', firstname: 'Anna', lastname: 'A', addresses: [] },
      password: 'S3cret!pw',
    });
  });

  it('changes the password from the current one to the new one', () => {
    expect(passwordChangeRequest({ oldPassword: 'old', password: 'new' })).toEqual({
      currentPassword: 'old',
      newPassword: 'new',
    });
  });

  it('tells where the reset link went, unless the shop says otherwise', () => {
    expect(passwordResetAnswer({ ok: true, value: undefined }, 'anna@example.fi')).toEqual({
      ok: true,
      message: {
        id: 'We have sent a link to reset your password to {email}.',
        params: { email: 'anna@example.fi' },
      },
    });
    const said = { id: 'Check your inbox' };
    expect(passwordResetAnswer({ ok: true, value: undefined, message: said }, 'a@b.fi').message).toBe(said);
  });

  it("shows the shop's message when the reset request failed", () => {
    const failure = { id: 'No account with this e-mail' };
    expect(passwordResetAnswer({ ok: false, message: failure }, 'a@b.fi')).toEqual({
      ok: false,
      message: failure,
    });
  });

  it('fills the profile form from the customer, empty where unknown (accounts-content §3 profile)', () => {
    expect(profileFormValues({ firstname: 'Anna', email: 'anna@example.fi' })).toEqual({
      firstname: 'Anna',
      lastname: '',
      email: 'anna@example.fi',
    });
  });
});
