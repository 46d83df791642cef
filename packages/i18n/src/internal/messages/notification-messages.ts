/** Notification and progress texts of both specs (thank-you page, offline orders, engagement). */
export const notificationMessages = {
  returnToShopping: 'Return to shopping',
  orderNumber: 'Your order number is: {id}',
  orderWaiting: 'Order waiting!',
  offlineOrdersConfirm: 'Orders you placed while offline are waiting. Do you want to send them now?',
  allowOrderNotifications: 'Allow order notifications',
  orderNotificationBody: 'We will notify you when the status of your order changes.',
  /** The percentage comes from the shop config (`engagement.newsletterCouponPercent`). */
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
  questionSent: 'Your question has been sent. Thank you!',
  emailSent: 'Your message has been sent. Thank you!',
  feedbackThanks: 'Thank you for your feedback!',
  feedbackPrompt: 'What can we improve?',
  /** The cart conflicts shown after reconnecting (`cartConflicts` of `@kauppa/cart-sync`, issue 10); our wording. */
  cartConflictPrice: 'The price of {name} changed from {before} to {after}.',
  cartConflictQuantity: 'The quantity of {name} changed from {before} to {after}.',
  cartConflictRemoved: '{name} was removed from your cart.',
  cartConflictStock: '{name} is out of stock.',
} as const;
