import type { Message } from '@kauppa/ports';
import { useState } from 'react';

/** Field errors of a form: field name → message id and params. */
export type FormErrors = Partial<Record<string, Message>>;

/** A validator answering field errors (empty when valid). */
export type FormValidator<T> = (values: T) => FormErrors;

/**
 * Form state for the shop's forms: values, the field errors shown on the fields, and a submit
 * that runs the validator (the rules themselves come from `@kauppa/engagement`'s schemas).
 */
export function useShopForm<T extends Record<string, string | boolean>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  return {
    values,
    errors,
    setErrors,
    set: (name: keyof T) => (value: string | boolean) => setValues((v) => ({ ...v, [name]: value })),
    reset: () => setValues(initial),
    /** Runs `validator`; answers true when valid. */
    check(validator: FormValidator<T>): boolean {
      const found = validator(values);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
  };
}

/** The field errors of a validation result (none when it succeeded). */
export function errorsOf(
  result: { success: true } | { success: false; errors: Record<string, Message> },
): FormErrors {
  return result.success ? {} : result.errors;
}

/** Validates each field with its own schema; answers the errors keyed by field name. */
export function validateFields(
  validate: (
    schema: never,
    value: unknown,
  ) => { success: true } | { success: false; errors: Record<string, Message> },
  fields: Record<string, [schema: unknown, value: unknown]>,
): FormErrors {
  const errors: FormErrors = {};
  for (const [name, [schema, value]] of Object.entries(fields)) {
    const result = validate(schema as never, value);
    if (!result.success) errors[name] = Object.values(result.errors)[0];
  }
  return errors;
}
