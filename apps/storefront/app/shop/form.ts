import { type FormErrors, type FormValidator, isValid } from '@kauppa/shop/shell';
import { useState } from 'react';

export type { FormErrors, FormValidator } from '@kauppa/shop/shell';
export { errorsOf, validateFields } from '@kauppa/shop/shell';

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
      return isValid(found);
    },
  };
}
