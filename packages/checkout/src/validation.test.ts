import { describe, expect, it } from 'vitest';
import { config, payment, personal, shipping } from '../test/fixtures.ts';
import {
  validatePaymentDetails,
  validatePersonalDetails,
  validateReview,
  validateShippingDetails,
} from './index.ts';

describe('personal details (accounts-content §5, commerce-core §3)', () => {
  it('accepts complete personal details', () => {
    expect(validatePersonalDetails(personal, config)).toEqual({});
  });

  it('requires each field: "Field is required"', () => {
    const errors = validatePersonalDetails(
      { ...personal, firstName: ' ', lastName: '', emailAddress: '' },
      config,
    );
    expect(errors.firstName).toEqual({ id: 'Field is required' });
    expect(errors.lastName).toEqual({ id: 'Field is required' });
    expect(errors.emailAddress).toEqual({ id: 'Field is required' });
  });

  it('needs a valid email address: "Please provide valid e-mail address."', () => {
    expect(validatePersonalDetails({ ...personal, emailAddress: 'aino@' }, config).emailAddress).toEqual({
      id: 'Please provide valid e-mail address.',
    });
  });

  it('needs a first name of at least 2 letters', () => {
    expect(validatePersonalDetails({ ...personal, firstName: 'A' }, config).firstName).toEqual({
      id: 'First name must have at least {min} letters.',
      params: { min: 2 },
    });
  });

  it('needs a password of at least 8 characters when creating an account', () => {
    const errors = validatePersonalDetails(
      { ...personal, createAccount: true, password: 'short', repeatPassword: 'short' },
      config,
    );
    expect(errors.password).toEqual({
      id: 'Password must have at least {min} characters.',
      params: { min: 8 },
    });
  });

  it('needs both password entries identical: "Passwords must be identical."', () => {
    const errors = validatePersonalDetails(
      { ...personal, createAccount: true, password: 'secret-123', repeatPassword: 'secret-124' },
      config,
    );
    expect(errors.repeatPassword).toEqual({ id: 'Passwords must be identical.' });
  });

  it('lets a guest check out without a password', () => {
    expect(validatePersonalDetails({ ...personal, createAccount: false, password: '' }, config)).toEqual({});
  });
});

describe('shipping details (accounts-content §5, commerce-core §3)', () => {
  it('accepts a complete address with a shipping method', () => {
    expect(validateShippingDetails(shipping, config)).toEqual({});
  });

  it('requires country, street, apartment number and city', () => {
    const errors = validateShippingDetails(
      { ...shipping, country: '', streetAddress: '', apartmentNumber: '', city: '' },
      config,
    );
    expect(Object.keys(errors).sort()).toEqual(['apartmentNumber', 'city', 'country', 'streetAddress']);
  });

  it('needs a first name of at least 3 letters in an address', () => {
    expect(validateShippingDetails({ ...shipping, firstName: 'Al' }, config).firstName).toEqual({
      id: 'First name must have at least {min} letters.',
      params: { min: 3 },
    });
  });

  it('needs a zip-code of at least 3 letters', () => {
    expect(validateShippingDetails({ ...shipping, zipCode: '00' }, config).zipCode).toEqual({
      id: 'Zip-code must have at least {min} letters.',
      params: { min: 3 },
    });
  });

  it('says "The shipping method is missing" without a method', () => {
    expect(validateShippingDetails({ ...shipping, shippingMethod: '' }, config).shippingMethod).toEqual({
      id: 'The shipping method is missing',
    });
  });
});

describe('payment details (accounts-content §5, commerce-core §3)', () => {
  it('accepts a complete billing address with a payment method', () => {
    expect(validatePaymentDetails(payment, config)).toEqual({});
  });

  it('requires a payment method', () => {
    expect(validatePaymentDetails({ ...payment, paymentMethod: '' }, config).paymentMethod).toEqual({
      id: 'Field is required',
    });
  });

  it('needs a tax id of at least 3 letters and a company for an invoice', () => {
    const errors = validatePaymentDetails(
      { ...payment, generateInvoice: true, taxId: 'FI', company: '' },
      config,
    );
    expect(errors.taxId).toEqual({
      id: 'Tax identification number must have at least {min} letters.',
      params: { min: 3 },
    });
    expect(errors.company).toEqual({ id: 'Field is required' });
  });
});

describe('review & payments (accounts-content §5)', () => {
  it('requires the terms and conditions accepted: "You must accept the terms and conditions."', () => {
    expect(validateReview({ termsAccepted: false })).toEqual({
      termsAccepted: { id: 'You must accept the terms and conditions.' },
    });
    expect(validateReview({ termsAccepted: true })).toEqual({});
  });
});
