import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig } from '@kauppa/config';
import type { Message, MessageParams } from '@kauppa/ports';
import * as z from 'zod/mini';
import { validationMessages as v } from './messages.ts';

/** A trimmed text that must not be empty: "Field is required". */
const requiredText = () =>
  z.string({ error: v.fieldRequired }).check(z.trim(), z.minLength(1, { error: v.fieldRequired }));

/** A required text of at least `min` characters, with `{min}` as the message param. */
const minText = (min: number, id: string) => requiredText().check(z.minLength(min, { error: id }));

/**
 * The form validation of accounts-content §5 as zod schemas (`zod/mini`). Every message is a
 * message id; read them with {@link validate}, which adds the `{min}` / `{quantity}` params.
 */
export interface ValidationSchemas {
  /** "Field is required". */
  required: ReturnType<typeof requiredText>;
  /** Required, then "Please provide valid e-mail address.". */
  email: ReturnType<typeof requiredText>;
  /** A name: at least 2 letters. */
  name: ReturnType<typeof requiredText>;
  /** A first name where the spec asks for 3 letters (shipping and payment addresses). */
  longFirstName: ReturnType<typeof requiredText>;
  /** A first name of at least 2 letters. */
  firstName: ReturnType<typeof requiredText>;
  /** A last name of at least 2 letters. */
  lastName: ReturnType<typeof requiredText>;
  /** A tax ID of at least 3 letters (optional field: empty is accepted). */
  taxId: z.ZodMiniType<string | undefined>;
  /** A zip-code of at least 3 letters. */
  zipCode: ReturnType<typeof requiredText>;
  /** A password of at least 8 characters. */
  password: ReturnType<typeof requiredText>;
  /** Both password entries: `rPassword` must equal `password`. */
  passwordPair: z.ZodMiniType<{ password: string; rPassword: string }>;
  /** A search term of at least 3 characters. */
  searchTerm: ReturnType<typeof requiredText>;
  /** The terms and conditions must be accepted. */
  termsAccepted: z.ZodMiniType<boolean>;
  /** A quantity: a positive integer, above 0, and not above the available quantity. */
  quantity(available?: number): z.ZodMiniType<number>;
  /** A product option must be chosen first. */
  optionChosen: z.ZodMiniType<string | number | null>;
  /** The shopping cart must not be empty before checkout. */
  cartNotEmpty: z.ZodMiniType<unknown[]>;
  /** Login: email and password (required). */
  loginForm: z.ZodMiniType<{ email: string; password: string }>;
  /** Registration: email, names, password twice, terms. */
  registerForm: z.ZodMiniType<{
    email: string;
    firstName: string;
    lastName: string;
    password: string;
    rPassword: string;
    terms: boolean;
  }>;
  /** Password change: current password and the new one twice. */
  changePasswordForm: z.ZodMiniType<{ oldPassword: string; password: string; rPassword: string }>;
  /** Password reset request: email. */
  resetPasswordForm: z.ZodMiniType<{ email: string }>;
  /** Address book / shipping address. */
  addressForm: z.ZodMiniType<{
    firstName: string;
    lastName: string;
    streetAddress: string;
    city: string;
    zipCode: string;
    country: string;
    phoneNumber?: string | undefined;
    taxId?: string | undefined;
  }>;
  /** Newsletter: email. */
  newsletterForm: z.ZodMiniType<{ email: string }>;
  /** FAQ question: name, email, question. */
  faqForm: z.ZodMiniType<{ name: string; email: string; question: string }>;
  /** Review: name, summary, review text. */
  reviewForm: z.ZodMiniType<{ name: string; summary: string; review: string }>;
}

/**
 * Builds the schemas with the minimums of the shop configuration (`validation.*`).
 *
 * @example
 * const schemas = createValidationSchemas();
 * validate(schemas.email, 'anna@'); // { success: false, errors: { '': { id: 'Please provide valid e-mail address.' } } }
 */
export function createValidationSchemas(
  validation: ShopConfig['validation'] = defaultShopConfig.validation,
): ValidationSchemas {
  const email = requiredText().check(z.email({ error: v.validEmailRequired }));
  const name = minText(validation.nameMinLength, v.nameMinLength);
  const firstName = minText(validation.nameMinLength, v.firstNameMinLength);
  const longFirstName = minText(validation.longNameMinLength, v.firstNameMinLength);
  const lastName = minText(validation.nameMinLength, v.lastNameMinLength);
  const zipCode = minText(validation.zipCodeMinLength, v.zipCodeMinLength);
  const password = minText(validation.passwordMinLength, v.passwordMinLength);
  const taxId = z.optional(
    z.string().check(
      z.trim(),
      z.refine((s) => s.length === 0 || s.length >= validation.taxIdMinLength, {
        error: v.taxIdMinLength,
        params: { min: validation.taxIdMinLength },
      }),
    ),
  );
  const identical = z.refine<{ password: string; rPassword: string }>((p) => p.password === p.rPassword, {
    error: v.passwordsNotIdentical,
    path: ['rPassword'],
  });
  const termsAccepted = z
    .boolean({ error: v.termsNotAccepted })
    .check(z.refine((accepted) => accepted === true, { error: v.termsNotAccepted }));

  return {
    required: requiredText(),
    email,
    name,
    firstName,
    longFirstName,
    lastName,
    taxId,
    zipCode,
    password,
    passwordPair: z.object({ password, rPassword: requiredText() }).check(identical),
    searchTerm: minText(validation.searchMinLength, v.searchMinLength),
    termsAccepted,
    quantity: (available = Number.POSITIVE_INFINITY) =>
      z.number({ error: v.quantityPositiveInteger }).check(
        z.refine((n) => Number.isInteger(n) && n >= 0, { error: v.quantityPositiveInteger, abort: true }),
        z.refine((n) => n > 0, { error: v.quantityAboveZero, abort: true }),
        z.refine((n) => n <= available, { error: v.quantityBelowAvailable, params: { quantity: available } }),
      ),
    optionChosen: z
      .nullable(z.union([z.string(), z.number()], { error: v.chooseOptionFirst }))
      .check(z.refine((option) => option !== null && option !== '', { error: v.chooseOptionFirst })),
    cartNotEmpty: z
      .array(z.unknown(), { error: v.cartEmptyBeforeCheckout })
      .check(z.minLength(1, { error: v.cartEmptyBeforeCheckout })),
    loginForm: z.object({ email, password: requiredText() }),
    registerForm: z
      .object({ email, firstName, lastName, password, rPassword: requiredText(), terms: termsAccepted })
      .check(identical),
    changePasswordForm: z
      .object({ oldPassword: requiredText(), password, rPassword: requiredText() })
      .check(identical),
    resetPasswordForm: z.object({ email }),
    addressForm: z.object({
      firstName: longFirstName,
      lastName,
      streetAddress: requiredText(),
      city: requiredText(),
      zipCode,
      country: requiredText(),
      phoneNumber: z.optional(z.string()),
      taxId,
    }),
    newsletterForm: z.object({ email }),
    faqForm: z.object({ name, email, question: requiredText() }),
    reviewForm: z.object({ name, summary: requiredText(), review: requiredText() }),
  };
}

/** The outcome of {@link validate}: the parsed data, or one message id per invalid field. */
export type ValidationResult<T> =
  | { success: true; data: T }
  | {
      success: false;
      /** The first message of each invalid field, keyed by its dotted path (`''` for the value itself). */
      errors: Record<string, Message>;
    };

/**
 * Validates `value` and answers, per field, the first failed rule as a message id with its params.
 *
 * @example
 * validate(createValidationSchemas().password, 'short');
 * // { success: false, errors: { '': { id: 'Password must have at least {min} characters.', params: { min: 8 } } } }
 */
export function validate<T>(schema: z.ZodMiniType<T>, value: unknown): ValidationResult<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: Record<string, Message> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.');
    if (key in errors) continue;
    const params: MessageParams = {};
    if (issue.code === 'too_small' && issue.message.includes('{min}')) params.min = Number(issue.minimum);
    if (issue.code === 'custom' && issue.params) Object.assign(params, issue.params as MessageParams);
    errors[key] = Object.keys(params).length > 0 ? { id: issue.message, params } : { id: issue.message };
  }
  return { success: false, errors };
}
