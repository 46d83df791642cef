import { cartMessages, validationRuleMessages as i18nValidationMessages } from '@kauppa/i18n';

// The review failure is a notification of its own here (engagementMessages.reviewNotSaved).
const { reviewNotSaved: _reviewNotSaved, ...fieldRules } = i18nValidationMessages;

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

/**
 * The validation message ids of accounts-content §5, taken from `@kauppa/i18n`; `{min}` and
 * `{quantity}` come as params.
 */
export const validationMessages = {
  ...fieldRules,
  cartEmptyBeforeCheckout: cartMessages.cartEmptyBeforeCheckout,
} as const;

/** The events of `@kauppa/account` the marketing provider follows (accounts-content §4 tracking events). */
export const sessionEvents = {
  loggedIn: 'user-after-loggedin',
  loggedOut: 'user-after-logout',
} as const;
