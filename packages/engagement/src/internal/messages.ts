/**
 * The message ids this package emits: the English texts of the spec (accounts-content §5, §8), the
 * same ids `@kauppa/i18n` translates.
 */
export const engagementMessages = {
  somethingWentWrong: 'Something went wrong. Try again in a few seconds.',
  couldNotSendEmail: 'Could not send an email, try again later.',
  emailSent: 'Your message has been sent. Thank you!',
  userDetailsRequired: 'User details are required',
  notImplemented: 'Not Implemented',
  ok: 'OK',
  /** `{percent}`: `engagement.newsletterCouponPercent` of the shop config. */
  newsletterCoupon: 'Subscribe to our newsletter and get a {percent}% discount coupon!',
  newsletterSubscribed: 'You have been successfully subscribed to our newsletter!',
  newsletterUnsubscribed: 'You have been successfully unsubscribed from our newsletter!',
  addedToWishlist: 'Product {productName} has been added to the wishlist!',
  removedFromWishlist: 'Product {productName} has been removed from the wishlist!',
  addedToCompare: 'Product {productName} has been added to the compare!',
  removedFromCompare: 'Product {productName} has been removed from the compare!',
  backInStockSubscribed: 'We will let you know when this product is back in stock.',
  backInStockUnsubscribed: 'You will no longer be notified about this product.',
  reviewSubmitted: 'Thank you for your review! It has been submitted for moderation.',
  reviewNotSaved: 'The review could not be saved. Please try again.',
  questionSent: 'Your question has been sent. Thank you!',
} as const;

/** The validation message ids of accounts-content §5; `{min}` and `{quantity}` come as params. */
export const validationMessages = {
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
  cartEmptyBeforeCheckout: 'Shopping cart is empty before checkout',
} as const;

/** The events of `@kauppa/account` the marketing provider follows (accounts-content §4 tracking events). */
export const sessionEvents = {
  loggedIn: 'user-after-loggedin',
  loggedOut: 'user-after-logout',
} as const;
