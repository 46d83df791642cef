/** accounts-content §5 validation rules (form fields); minimums come from the shop config as `{min}`. */
export const validationRuleMessages = {
  fieldRequired: 'Field is required',
  validEmailRequired: 'Please provide valid e-mail address.',
  nameMinLength: 'Name must have at least {min} letters.',
  firstNameMinLength: 'First name must have at least {min} letters.',
  lastNameMinLength: 'Last name must have at least {min} letters.',
  taxIdMinLength: 'Tax identification number must have at least {min} letters.',
  zipCodeMinLength: 'Zip-code must have at least {min} letters.',
  passwordMinLength: 'Password must have at least {min} characters.',
  passwordsNotIdentical: 'Passwords must be identical.',
  searchMinLength: 'Search term must have at least {min} characters.',
  termsNotAccepted: 'You must accept the terms and conditions.',
  quantityPositiveInteger: 'Quantity must be a positive integer.',
  quantityAboveZero: 'Quantity must be above 0.',
  quantityBelowAvailable: 'Quantity must be below {quantity}.',
  chooseOptionFirst: 'Please choose the product options first.',
  reviewNotSaved: 'The review could not be saved. Please try again.',
} as const;
