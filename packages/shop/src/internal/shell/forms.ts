import type { Message } from '@kauppa/ports';

/** Field errors of a form: field name → message id and params. */
export type FormErrors = Partial<Record<string, Message>>;

/** A validator answering field errors (empty when valid). */
export type FormValidator<T> = (values: T) => FormErrors;

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

/** Is a form valid: no field has an error? */
export const isValid = (errors: FormErrors): boolean => Object.keys(errors).length === 0;
