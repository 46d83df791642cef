import { messages } from '@kauppa/i18n';
import { message } from '@kauppa/ports';
import type {
  CheckoutConfig,
  FieldErrors,
  PaymentDetails,
  PersonalDetails,
  ShippingDetails,
} from './types.ts';

type Minimums = CheckoutConfig['validation'];

/** A loose e-mail check: something@something.tld, no spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const blank = (value: string | undefined | null): boolean => (value ?? '').trim().length === 0;
const tooShort = (value: string | undefined, min: number): boolean => (value ?? '').trim().length < min;

function required(errors: FieldErrors, field: string, value: string | undefined | null): boolean {
  if (!blank(value)) return true;
  errors[field] = message(messages.fieldRequired);
  return false;
}

function minLength(
  errors: FieldErrors,
  field: string,
  value: string | undefined,
  min: number,
  id: string,
): void {
  if (required(errors, field, value) && tooShort(value, min)) errors[field] = message(id, { min });
}

/**
 * Validates the Personal Details step (accounts-content §5): first name required and at least
 * `nameMinLength` letters, last name required, a valid e-mail address; with `createAccount` a
 * password of at least `passwordMinLength` characters, entered twice identically.
 *
 * @example
 * validatePersonalDetails(details, { validation: defaultShopConfig.validation }); // {} when valid
 */
export function validatePersonalDetails(
  details: PersonalDetails,
  { validation }: { validation: Minimums },
): FieldErrors {
  const errors: FieldErrors = {};
  minLength(errors, 'firstName', details.firstName, validation.nameMinLength, messages.firstNameMinLength);
  required(errors, 'lastName', details.lastName);
  if (
    required(errors, 'emailAddress', details.emailAddress) &&
    !emailPattern.test(details.emailAddress.trim())
  )
    errors.emailAddress = message(messages.validEmailRequired);
  if (details.createAccount) {
    const password = details.password ?? '';
    if (required(errors, 'password', password) && password.length < validation.passwordMinLength)
      errors.password = message(messages.passwordMinLength, { min: validation.passwordMinLength });
    if (required(errors, 'repeatPassword', details.repeatPassword) && details.repeatPassword !== password)
      errors.repeatPassword = message(messages.passwordsNotIdentical);
  }
  return errors;
}

type Address = Pick<
  ShippingDetails,
  'firstName' | 'lastName' | 'country' | 'streetAddress' | 'apartmentNumber' | 'city' | 'zipCode'
>;

function validateAddress(errors: FieldErrors, address: Address, validation: Minimums): void {
  minLength(
    errors,
    'firstName',
    address.firstName,
    validation.longNameMinLength,
    messages.firstNameMinLength,
  );
  required(errors, 'lastName', address.lastName);
  required(errors, 'country', address.country);
  required(errors, 'streetAddress', address.streetAddress);
  required(errors, 'apartmentNumber', address.apartmentNumber);
  required(errors, 'city', address.city);
  minLength(errors, 'zipCode', address.zipCode, validation.zipCodeMinLength, messages.zipCodeMinLength);
}

/**
 * Validates the Shipping step (accounts-content §5, commerce-core §3): the address fields
 * required, first name at least `longNameMinLength` letters, zip code at least `zipCodeMinLength`,
 * and a shipping method chosen ('The shipping method is missing').
 */
export function validateShippingDetails(
  details: ShippingDetails,
  { validation }: { validation: Minimums },
): FieldErrors {
  const errors: FieldErrors = {};
  validateAddress(errors, details, validation);
  if (blank(details.shippingMethod)) errors.shippingMethod = message(messages.shippingMethodMissing);
  return errors;
}

/**
 * Validates the Payment step: the billing address as in shipping; with `generateInvoice` the
 * company required and the tax id at least `taxIdMinLength` letters; a payment method chosen.
 */
export function validatePaymentDetails(
  details: PaymentDetails,
  { validation }: { validation: Minimums },
): FieldErrors {
  const errors: FieldErrors = {};
  validateAddress(errors, details, validation);
  if (details.generateInvoice) {
    required(errors, 'company', details.company);
    minLength(errors, 'taxId', details.taxId, validation.taxIdMinLength, messages.taxIdMinLength);
  }
  required(errors, 'paymentMethod', details.paymentMethod);
  return errors;
}

/** Validates the Review & Payments step: the terms and conditions must be accepted. */
export function validateReview({ termsAccepted }: { termsAccepted: boolean }): FieldErrors {
  return termsAccepted ? {} : { termsAccepted: message(messages.termsNotAccepted) };
}

/** `true` when a step's errors are empty. */
export function isValid(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}
