import { describe, expect, it } from 'vitest';
import { createValidationSchemas, validate } from './index.ts';

const s = createValidationSchemas();
const errorOf = (schema: Parameters<typeof validate>[0], value: unknown, path = '') => {
  const result = validate(schema, value);
  return result.success ? undefined : result.errors[path];
};

describe('form validation (accounts-content §5, §9 minimums)', () => {
  it('a field is required: "Field is required"', () => {
    expect(errorOf(s.required, '')).toEqual({ id: 'Field is required' });
    expect(errorOf(s.required, '   ')).toEqual({ id: 'Field is required' });
    expect(errorOf(s.required, undefined)).toEqual({ id: 'Field is required' });
    expect(errorOf(s.required, 'x')).toBeUndefined();
  });

  it('a valid email address is required: "Please provide valid e-mail address."', () => {
    expect(errorOf(s.email, 'anna@')).toEqual({ id: 'Please provide valid e-mail address.' });
    expect(errorOf(s.email, '')).toEqual({ id: 'Field is required' });
    expect(validate(s.email, ' anna@example.fi ')).toEqual({ success: true, data: 'anna@example.fi' });
  });

  it('a name needs at least 2 letters: "Name must have at least {min} letters."', () => {
    expect(errorOf(s.name, 'A')).toEqual({
      id: 'Name must have at least {min} letters.',
      params: { min: 2 },
    });
    expect(errorOf(s.name, 'Al')).toBeUndefined();
  });

  it('first and last names need at least 2 letters', () => {
    expect(errorOf(s.firstName, 'A')).toEqual({
      id: 'First name must have at least {min} letters.',
      params: { min: 2 },
    });
    expect(errorOf(s.lastName, 'V')).toEqual({
      id: 'Last name must have at least {min} letters.',
      params: { min: 2 },
    });
  });

  it('some name fields need at least 3 letters (the address first name)', () => {
    expect(errorOf(s.longFirstName, 'Al')).toEqual({
      id: 'First name must have at least {min} letters.',
      params: { min: 3 },
    });
    expect(errorOf(s.addressForm, { ...address(), firstName: 'Al' }, 'firstName')).toEqual({
      id: 'First name must have at least {min} letters.',
      params: { min: 3 },
    });
  });

  it('a tax ID needs at least 3 letters: "Tax identification number must have at least {min} letters."', () => {
    expect(errorOf(s.taxId, 'FI')).toEqual({
      id: 'Tax identification number must have at least {min} letters.',
      params: { min: 3 },
    });
    expect(errorOf(s.taxId, 'FI1')).toBeUndefined();
    expect(errorOf(s.taxId, undefined)).toBeUndefined();
  });

  it('a zip-code needs at least 3 letters: "Zip-code must have at least {min} letters."', () => {
    expect(errorOf(s.zipCode, '00')).toEqual({
      id: 'Zip-code must have at least {min} letters.',
      params: { min: 3 },
    });
    expect(errorOf(s.zipCode, '001')).toBeUndefined();
  });

  it('a password needs at least 8 characters: "Password must have at least {min} characters."', () => {
    expect(errorOf(s.password, 'short')).toEqual({
      id: 'Password must have at least {min} characters.',
      params: { min: 8 },
    });
    expect(errorOf(s.password, 'long-enough')).toBeUndefined();
  });

  it('both password entries must be identical: "Passwords must be identical."', () => {
    expect(
      errorOf(s.passwordPair, { password: 'long-enough', rPassword: 'long-enougH' }, 'rPassword'),
    ).toEqual({
      id: 'Passwords must be identical.',
    });
    expect(validate(s.passwordPair, { password: 'long-enough', rPassword: 'long-enough' }).success).toBe(
      true,
    );
  });

  it('a search term needs at least 3 characters: "Search term must have at least {min} characters."', () => {
    expect(errorOf(s.searchTerm, 'aa')).toEqual({
      id: 'Search term must have at least {min} characters.',
      params: { min: 3 },
    });
    expect(errorOf(s.searchTerm, 'aaa')).toBeUndefined();
  });

  it('the terms and conditions must be accepted: "You must accept the terms and conditions."', () => {
    expect(errorOf(s.termsAccepted, false)).toEqual({ id: 'You must accept the terms and conditions.' });
    expect(errorOf(s.termsAccepted, undefined)).toEqual({ id: 'You must accept the terms and conditions.' });
    expect(errorOf(s.termsAccepted, true)).toBeUndefined();
  });

  it('a quantity must be a positive integer: "Quantity must be a positive integer."', () => {
    expect(errorOf(s.quantity(10), 1.5)).toEqual({ id: 'Quantity must be a positive integer.' });
    expect(errorOf(s.quantity(10), -1)).toEqual({ id: 'Quantity must be a positive integer.' });
    expect(errorOf(s.quantity(10), 'two')).toEqual({ id: 'Quantity must be a positive integer.' });
  });

  it('a quantity must be above 0: "Quantity must be above 0."', () => {
    expect(errorOf(s.quantity(10), 0)).toEqual({ id: 'Quantity must be above 0.' });
  });

  it('a quantity must be below the available quantity: "Quantity must be below {quantity}."', () => {
    expect(errorOf(s.quantity(10), 11)).toEqual({
      id: 'Quantity must be below {quantity}.',
      params: { quantity: 10 },
    });
    expect(errorOf(s.quantity(10), 10)).toBeUndefined();
    expect(errorOf(s.quantity(), 1000)).toBeUndefined();
  });

  it('a product option must be chosen first: "Please choose the product options first."', () => {
    expect(errorOf(s.optionChosen, null)).toEqual({ id: 'Please choose the product options first.' });
    expect(errorOf(s.optionChosen, '')).toEqual({ id: 'Please choose the product options first.' });
    expect(errorOf(s.optionChosen, undefined)).toEqual({ id: 'Please choose the product options first.' });
    expect(errorOf(s.optionChosen, 49)).toBeUndefined();
  });

  it('the shopping cart must not be empty before checkout: "Shopping cart is empty before checkout"', () => {
    expect(errorOf(s.cartNotEmpty, [])).toEqual({ id: 'Shopping cart is empty before checkout' });
    expect(errorOf(s.cartNotEmpty, [{ sku: 'AA-4' }])).toBeUndefined();
  });

  it('takes the minimums from the shop configuration', () => {
    const custom = createValidationSchemas({
      searchMinLength: 4,
      passwordMinLength: 10,
      nameMinLength: 2,
      longNameMinLength: 3,
      taxIdMinLength: 3,
      zipCodeMinLength: 5,
    });
    expect(errorOf(custom.password, 'nine-char')).toEqual({
      id: 'Password must have at least {min} characters.',
      params: { min: 10 },
    });
    expect(errorOf(custom.zipCode, '0010')).toEqual({
      id: 'Zip-code must have at least {min} letters.',
      params: { min: 5 },
    });
  });
});

const address = () => ({
  firstName: 'Anna',
  lastName: 'Virtanen',
  streetAddress: 'Mannerheimintie 1',
  city: 'Helsinki',
  zipCode: '00100',
  country: 'FI',
});

describe('forms (accounts-content §5)', () => {
  it('registration reports one message per invalid field', () => {
    const result = validate(s.registerForm, {
      email: 'anna@',
      firstName: 'A',
      lastName: '',
      password: 'short',
      rPassword: 'other',
      terms: false,
    });
    expect(result).toEqual({
      success: false,
      errors: {
        email: { id: 'Please provide valid e-mail address.' },
        firstName: { id: 'First name must have at least {min} letters.', params: { min: 2 } },
        lastName: { id: 'Field is required' },
        password: { id: 'Password must have at least {min} characters.', params: { min: 8 } },
        rPassword: { id: 'Passwords must be identical.' },
        terms: { id: 'You must accept the terms and conditions.' },
      },
    });
  });

  it('registration reports only the password mismatch when every other field is valid', () => {
    const result = validate(s.registerForm, {
      email: 'anna@example.fi',
      firstName: 'Anna',
      lastName: 'Virtanen',
      password: 'long-enough',
      rPassword: 'long-enougH',
      terms: true,
    });
    expect(result).toEqual({ success: false, errors: { rPassword: { id: 'Passwords must be identical.' } } });
  });

  it('accepts a valid address', () => {
    expect(validate(s.addressForm, address()).success).toBe(true);
  });

  it('login, reset, newsletter, FAQ and review forms require their fields', () => {
    expect(validate(s.loginForm, { email: '', password: '' })).toEqual({
      success: false,
      errors: { email: { id: 'Field is required' }, password: { id: 'Field is required' } },
    });
    expect(validate(s.resetPasswordForm, { email: 'x' }).success).toBe(false);
    expect(validate(s.newsletterForm, { email: 'anna@example.fi' }).success).toBe(true);
    expect(validate(s.faqForm, { name: 'Anna', email: 'anna@example.fi', question: '' }).success).toBe(false);
    expect(validate(s.reviewForm, { name: 'Anna', summary: 'Good', review: 'Lasts long' }).success).toBe(
      true,
    );
    expect(
      validate(s.changePasswordForm, { oldPassword: 'x', password: 'long-enough', rPassword: 'long-enough' })
        .success,
    ).toBe(true);
  });
});
