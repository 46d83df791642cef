import type { AccountResult, Address, NewCustomer } from '@kauppa/account';
import type { Message } from '@kauppa/ports';

/** The values of the address form (the fields of `addressForm` of `@kauppa/engagement`). */
export interface AddressFormValues {
  [field: string]: string;
  firstName: string;
  lastName: string;
  streetAddress: string;
  apartmentNumber: string;
  city: string;
  zipCode: string;
  country: string;
  phoneNumber: string;
}

/** The fields of the address form in their order, with their labels (message ids). */
export const addressFormFields = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['streetAddress', 'Street name'],
  ['apartmentNumber', 'House/Apartment number'],
  ['city', 'City'],
  ['zipCode', 'Zip-code'],
  ['country', 'Country'],
  ['phoneNumber', 'Phone number'],
] as const;

/**
 * The address form's starting values (accounts-content §3 address book): an address's own fields
 * (the two street lines as street and house number); a new address empty, in the shop's default
 * tax country (`config.tax.defaultCountry`, never a literal).
 *
 * @example
 * addressFormValues({ address: null, defaultCountry: config.tax.defaultCountry }).country; // 'FI'
 */
export function addressFormValues({
  address,
  defaultCountry,
}: {
  address: Address | null;
  defaultCountry: string | undefined;
}): AddressFormValues {
  if (!address) {
    return {
      firstName: '',
      lastName: '',
      streetAddress: '',
      apartmentNumber: '',
      city: '',
      zipCode: '',
      phoneNumber: '',
      country: defaultCountry ?? '',
    };
  }
  return {
    firstName: address.firstname,
    lastName: address.lastname,
    streetAddress: address.street[0] ?? '',
    apartmentNumber: address.street[1] ?? '',
    city: address.city,
    zipCode: address.postcode,
    country: address.country_id,
    phoneNumber: address.telephone ?? '',
  };
}

/**
 * The address the address form saves (accounts-content §3 address book, §4 save address): the
 * edited address (its id and other fields kept) with the form's values, street and house number
 * as the two street lines; default shipping and billing unless the edited address says otherwise.
 *
 * @example
 * const next = addressFromForm({ values: form.values, address: null });
 */
export function addressFromForm({
  values,
  address,
}: {
  values: AddressFormValues;
  address: Address | null;
}): Address {
  return {
    ...(address ?? {}),
    firstname: values.firstName,
    lastname: values.lastName,
    street: [values.streetAddress, values.apartmentNumber],
    city: values.city,
    postcode: values.zipCode,
    country_id: values.country,
    telephone: values.phoneNumber,
    default_shipping: address?.default_shipping ?? true,
    default_billing: address?.default_billing ?? true,
  };
}

/**
 * One line of the address book (accounts-content §3): name, the street lines that are filled,
 * postcode and city, country.
 *
 * @example
 * addressLine(address); // 'Maija Meikäläinen, Hämeenkatu 1 A 2, 33100 Tampere, FI'
 */
export function addressLine(address: Address): string {
  return `${address.firstname} ${address.lastname}, ${address.street.filter(Boolean).join(' ')}, ${address.postcode} ${address.city}, ${address.country_id}`;
}

/**
 * The sign-in of the login form (accounts-content §4 login): the e-mail is the username.
 *
 * @example
 * await account.login(loginRequest(form.values));
 */
export function loginRequest(values: { email: string; password: string }): {
  username: string;
  password: string;
} {
  return { username: values.email, password: values.password };
}

/**
 * The account the register form creates (accounts-content §4 register): e-mail, first and last
 * name, no addresses yet, and the password.
 *
 * @example
 * await account.register(registrationRequest(form.values));
 */
export function registrationRequest(values: {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}): { customer: NewCustomer; password: string } {
  const { email, firstName, lastName, password } = values;
  return { customer: { email, firstname: firstName, lastname: lastName, addresses: [] }, password };
}

/**
 * The password change of My Account (accounts-content §4 change password): the current and the
 * new password.
 */
export function passwordChangeRequest(values: { oldPassword: string; password: string }): {
  currentPassword: string;
  newPassword: string;
} {
  return { currentPassword: values.oldPassword, newPassword: values.password };
}

/**
 * What the reset form says after a password reset request (accounts-content §4 reset password,
 * §8 messages): the shop's message, on success by default 'We have sent a link to reset your
 * password to {email}.'
 *
 * @example
 * passwordResetAnswer(await account.requestPasswordReset({ email }), email);
 */
export function passwordResetAnswer(result: AccountResult, email: string): { ok: boolean; message: Message } {
  if (!result.ok) return { ok: false, message: result.message };
  return {
    ok: true,
    message: result.message ?? {
      id: 'We have sent a link to reset your password to {email}.',
      params: { email },
    },
  };
}

/** The profile form's values of a customer (accounts-content §3 profile), empty where unknown. */
export function profileFormValues(customer: {
  firstname?: string | null | undefined;
  lastname?: string | null | undefined;
  email?: string | null | undefined;
}): { firstname: string; lastname: string; email: string } {
  return {
    firstname: customer.firstname ?? '',
    lastname: customer.lastname ?? '',
    email: customer.email ?? '',
  };
}
