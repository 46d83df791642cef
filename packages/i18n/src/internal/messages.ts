/**
 * Every message id Kauppa shows. An id IS the English (en-US) text, with `{param}` placeholders;
 * the constants give core packages a name to refer to it by. Grouped by the spec section the
 * text comes from. Where the spec quotes a text, the id is that text word for word; where it only
 * describes one ("a message asks to set the default tax country"), the wording is ours.
 */

/** commerce-core §8 "Cart and product notices", with the stock-sync labels of §4. */
export const cartMessages = {
  productAddedToCart: 'Product has been added to the cart!',
  proceedToCheckout: 'Proceed to checkout',
  productQuantityUpdated: 'Product quantity has been updated!',
  volatileStockWarning:
    'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
  productOutOfStock: 'The product is out of stock and cannot be added to the cart!',
  productPriceUnknown: 'Product price is unknown, product cannot be added to the cart!',
  noAvailableProductVariants: 'No available product variants',
  onlyMaxQuantityAvailable: 'Only {maxQuantity} products of this type are available',
  noSuchConfiguration: 'No such configuration for the product',
  cartEmptyBeforeCheckout: 'Shopping cart is empty before checkout',
  orderedProductsNotAvailable: 'Some of the ordered products are not available',
  shippingMethodMissing: 'The shipping method is missing',
  couponNotValid: "The coupon code isn't valid",
  couponIncorrect: "You've entered an incorrect coupon code",
  checkoutAddressInvalid: 'The address in checkout contains invalid data, so the order is cancelled',
  internalValidationError: 'Internal validation error, please check required fields',
  inStock: 'In stock!',
  outOfTheStock: 'Out of the stock!',
  confirmRemoveFromCart: 'Are you sure you would like to remove this item from the shopping cart?',
} as const;

/** commerce-core §4 "Placing an order" (cash on delivery) and §9. */
export const orderMessages = {
  paymentInformation: 'Payment Information',
  cashOnDeliveryInfo: 'You are going to pay for this order upon delivery.',
  cashOnDelivery: 'Cash on delivery',
} as const;

/**
 * commerce-core §8 "Query and catalogue errors", §5 (default tax country, bundle quantities,
 * single-product lookup), §4 (retired entry points) and the search transport.
 */
export const queryMessages = {
  productQueryEmpty: 'Product query returned empty result',
  categoryQueryEmpty: 'Category query returned empty result {key} = {value}',
  groupedProductWithoutLinks: 'Product with type grouped has no product_links set!',
  productLinkNotFound: 'Product link not found',
  noEntityTypeRegistered: 'No entity type registered for {type}',
  noProductsSynchronized: 'No products synchronized for this category. Please come back while online!',
  setDefaultTaxCountry: 'No country given for the totals. Please set the default tax country.',
  // Our wording for rules commerce-core §4/§5 describe without quoting a text.
  bundleOptionQtyNegative: 'Bundle option quantity must be 0 or more',
  searchKeyMissing: 'Please provide the search key {key} for the single-product lookup',
  entryPointRetired: '{name} is retired, use loadProduct instead',
  searchFailed: 'Search request failed with code {code}',
  graphqlNoQuery: 'The GraphQL search has no query for {type}',
  graphqlCannotExpress: 'The GraphQL search cannot express {what} of a {type} query',
  graphqlFailed: 'The GraphQL search failed: {message}',
} as const;

/** commerce-core §8 "Transport and token". */
export const transportMessages = {
  invalidToken: 'Invalid token - need to be revalidated',
  refreshTokenUnauthorized: 'Error refreshing user token. User is not authorized to access the resource',
  refreshTokenInternalError:
    'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
  badContentType: 'Error with response - bad content-type!',
  wrongResponseFormat: 'Unhandled error, wrong response format!',
  syncTaskCartIdNull:
    'Error executing sync task {url} the required cartId argument is null. Re-creating shopping cart synchro.',
} as const;

/** accounts-content §8 "Success and progress messages". */
export const progressMessages = {
  accountDataUpdated: 'Account data has successfully been updated',
  passwordChanged: 'Password has successfully been changed',
  addressSaved: 'Address has been saved successfully.',
  addressDeleted: 'Address has been deleted successfully.',
  saving: 'Saving...',
  removing: 'Removing...',
} as const;

/** accounts-content §8 "Account and password", with §2 (login required) and §4 (logout). */
export const accountPasswordMessages = {
  resetPasswordOffline: 'Reset password feature does not work while offline!',
  changePasswordOffline: 'Changing the password does not work while offline!',
  mustLogin: 'You must have to login',
  addressIdMissing: 'Address Id missing',
  userDetailsRequired: 'User details are required',
  signInIncorrect: 'The account sign-in was incorrect or your account is disabled temporarily',
  resetTokenInvalid: 'The token provided is either invalid or expired',
  resetPasswordEmailError: 'Error while sending reset password e-mail',
  resetPasswordFormError: 'Something went wrong with the reset password form.',
  customerEmailExists: 'A customer with the same email already exists.',
  resetPasswordEmailSent: 'We have sent a link to reset your password to {email}.',
  loggedOut: "You're logged out",
  loggedIn: 'You are logged in!',
  accountCreated: 'Your account has been created!',
  loginRequired: 'You need to be logged in to see this page',
} as const;

/** accounts-content §8 "General", "Coupons, cart and order texts", "Marketing" and "Start-up data loading". */
export const generalMessages = {
  somethingWentWrong: 'Something went wrong. Try again in a few seconds.',
  cmsQueryEmpty: 'CMS query returned empty result',
  couldNotSendEmail: 'Could not send an email, try again later.',
  internalServerError: 'Internal Server Error 500',
  requestDoesNotMatchRoute: 'Request does not match any route',
  pageNotFound: '404 Page Not Found',
  youAreOffline: 'You are offline. Some features are not available.',
  youAreOnline: 'You are back online.',
  notAvailableOffline:
    'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
  productPriceUnknownShort: 'Product price is unknown, product cannot be added to the cart',
  thisProductOutOfStock: 'This product is out of stock',
  notImplemented: 'Not Implemented',
  ok: 'OK',
} as const;

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

/** accounts-content §2 screens, routes, checkout steps and the other pages the texts name. */
export const screenTitles = {
  home: 'Home',
  checkout: 'Checkout',
  personalDetails: 'Personal Details',
  shipping: 'Shipping',
  payment: 'Payment',
  reviewAndPayments: 'Review & Payments',
  aboutUs: 'About us',
  trackMyOrder: 'Track my Order',
  myAccount: 'My Account',
  shippingDetails: 'Shipping details',
  newsletterPreferences: 'Newsletter preferences',
  myOrders: 'My orders',
  orderDetail: 'Order #{orderId}',
  recentlyViewed: 'Recently viewed products',
  contactUs: 'Contact us',
  compareProducts: 'Compare Products',
  createPassword: 'Set a new password',
  recoverPassword: 'Reset password',
  error: 'Error',
  searchResults: 'Search results',
  thankYou: 'Thank you for your purchase!',
  knowledgeBase: 'Knowledge base',
  wishlist: 'Wishlist',
  storeLocator: 'Store locator',
  styleGuide: 'Style Guide',
  loyaltyCard: 'Loyalty card',
  productReviews: 'Product reviews',
  myProfile: 'My profile',
} as const;

/** Interface texts the screens need: search, filters, sort, cart, totals, product, account, checkout. */
export const interfaceTexts = {
  // search and listing (commerce-core §4, §9)
  search: 'Search',
  searchPlaceholder: 'Type what you are looking for...',
  noResults: 'No results were found.',
  resultsFor: 'Results for "{query}"',
  productsCount: 'Products: {count}',
  loadMore: 'Load more',
  filters: 'Filters',
  clearFilters: 'Clear filters',
  applyFilters: 'Apply',
  price: 'Price',
  color: 'Color',
  size: 'Size',
  sortBy: 'Sort by',
  sortLatest: 'Latest',
  sortPriceLowToHigh: 'Price: Low to high',
  sortPriceHighToLow: 'Price: High to low',
  sortQuantityLowToHigh: 'Quantity: Low to high',
  sortQuantityHighToLow: 'Quantity: High to low',
  categories: 'Categories',
  previousPage: 'Previous',
  nextPage: 'Next',
  // home lists (accounts-content §3 home state)
  newCollection: 'Everything new',
  bestsellers: 'Bestsellers',
  newProducts: 'New products',
  featuredProducts: 'Featured products',
  outlet: 'Outlet',
  // product page
  addToCart: 'Add to cart',
  outOfStock: 'Out of stock',
  quantity: 'Quantity',
  addToWishlist: 'Add to wishlist',
  removeFromWishlist: 'Remove from wishlist',
  addToCompare: 'Add to compare',
  removeFromCompare: 'Remove from compare',
  productDetails: 'Product details',
  description: 'Description',
  reviews: 'Reviews',
  addReview: 'Add a review',
  reviewSummary: 'Summary',
  reviewText: 'Review',
  submitReview: 'Submit review',
  sku: 'SKU: {sku}',
  relatedProducts: 'Related products',
  notifyWhenBackInStock: 'Notify me when this product is back in stock',
  manufacturer: 'Manufacturer',
  askQuestion: 'Ask a question',
  yourQuestion: 'Your question',
  // cart and totals (commerce-core §3 totals rows)
  shoppingCart: 'Shopping cart',
  cart: 'Cart',
  cartEmpty: 'Your shopping cart is empty.',
  startShopping: 'Start shopping',
  remove: 'Remove',
  clearCart: 'Clear cart',
  goToCheckout: 'Go to checkout',
  continueShopping: 'Continue shopping',
  discountCode: 'Discount code',
  applyDiscountCode: 'Apply the discount code',
  removeDiscountCode: 'Remove the discount code',
  subtotalInclTax: 'Subtotal incl. tax',
  grandTotal: 'Grand total',
  tax: 'Tax',
  discount: 'Discount',
  // account (accounts-content §3, §4)
  signIn: 'Sign in',
  logIn: 'Log in',
  logOut: 'Log out',
  register: 'Register',
  createAccount: 'Create an account',
  noAccountYet: "Don't have an account yet?",
  alreadyHaveAccount: 'Already have an account?',
  forgotPassword: 'Forgot the password?',
  sendResetLink: 'Send the reset link',
  backToLogin: 'Back to login',
  emailAddress: 'E-mail address',
  password: 'Password',
  repeatPassword: 'Repeat password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  changePassword: 'Change password',
  rememberMe: 'Remember me',
  firstName: 'First name',
  lastName: 'Last name',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  confirm: 'Confirm',
  back: 'Back',
  send: 'Send',
  loading: 'Loading...',
  orderDate: 'Date',
  orderStatus: 'Status',
  orderTotal: 'Total',
  noOrdersYet: 'You have no orders yet.',
  wishlistEmpty: 'Your wishlist is empty.',
  compareEmpty: 'You have no products to compare.',
  newsletter: 'Newsletter',
  subscribe: 'Subscribe',
  unsubscribe: 'Unsubscribe',
  newsletterConsent: 'I want to receive the newsletter',
  // checkout (commerce-core §3 personal, shipping and payment details)
  createAccountWithOrder: 'I want to create an account',
  streetAddress: 'Street name',
  apartmentNumber: 'House/Apartment number',
  city: 'City',
  state: 'State / Province',
  zipCode: 'Zip-code',
  country: 'Country',
  phoneNumber: 'Phone number',
  company: 'Company name',
  taxId: 'Tax identification number',
  shippingMethod: 'Shipping method',
  paymentMethod: 'Payment method',
  copyShippingAddress: 'Copy the address from shipping',
  acceptTerms: 'I accept the terms and conditions',
  termsAndConditions: 'Terms and conditions',
  continueToShipping: 'Continue to shipping',
  continueToPayment: 'Continue to payment',
  reviewOrder: 'Review the order',
  placeOrder: 'Place the order',
  orderSummary: 'Order summary',
  // contact and mail
  name: 'Name',
  message: 'Message',
} as const;

/**
 * Texts of the storefront shell outside the spec's catalogues: landmarks and aria labels, home
 * and listing headings, cart, checkout and order pages, account pages, offline sync and updates,
 * and the style guide.
 */
export const shellTexts = {
  skipToContent: 'Skip to content',
  breadcrumb: 'Breadcrumb',
  pagination: 'Pagination',
  video: 'Video',
  menu: 'Menu',
  footer: 'Footer',
  notifications: 'Notifications',
  openMicrocart: 'Open microcart',
  shop: 'Shop',
  shopName: 'Kauppa',
  faq: 'FAQ',
  logout: 'Logout',
  newCollectionTitle: 'New collection',
  offers: 'Offers',
  shopByCategory: 'Shop by category',
  addToFavorite: 'Add to favorite',
  notifyWhenTheProductIsBack: 'Notify me when the product is back in stock',
  addReviewButton: 'Add review',
  noProductsYet: 'No products yet.',
  noItemsToCompare: 'You have no items to compare.',
  addDiscountCode: 'Add discount code',
  subtotal: 'Subtotal',
  goReviewOrder: 'Go review the order',
  agreeToTerms: 'I agree to Terms and conditions',
  companyInvoice: 'I want to generate an invoice for the company',
  orderSummaryTitle: 'Order Summary',
  orderConfirmation: 'Order confirmation',
  thankYouForOrder: 'Thank you for your order',
  orderReceived: 'We have received your order. You will get an e-mail with the details.',
  /** The thank-you page of an order held because the shop could not be reached (issue 14.4). */
  orderHeld:
    'Your order has not reached the shop yet. It is kept on this device and sent by itself as soon as the shop can be reached; the confirmation follows then.',
  allowOrderNotification: 'Allow notification about the order',
  leaveOrderFeedback: 'Leave a feedback about the order',
  feedbackImportant: 'Your feedback is important to us',
  giveFeedback: 'Give a feedback',
  logInToAccount: 'Log in to your account',
  registerAccount: 'Register an account',
  sessionExpired: 'Your session has expired',
  signInAgain: 'Please sign in again or create an account.',
  email: 'E-mail',
  changeMyPassword: 'Change my password',
  repeatNewPassword: 'Repeat new password',
  updateMyProfile: 'Update my profile',
  addNewAddress: 'Add a new address',
  editAddress: 'Edit address',
  saveAddress: 'Save address',
  receiveANewsletter: 'I want to receive a newsletter',
  orderHistoryEmpty: 'Your order history is empty.',
  orderId: 'Order ID',
  orderNumberLabel: 'Order number',
  order: 'Order',
  viewOrder: 'View order',
  productName: 'Product name',
  noReviewsYet: 'You have not reviewed any products yet.',
  submittedForModeration: 'Submitted for moderation',
  sendUsAMessage: 'Send us a message',
  question: 'Question',
  newVersionAvailable: 'A new version of the shop is available.',
  update: 'Update',
  later: 'Later',
  sendNow: 'Send now',
  ordersSent: '{count} waiting orders were sent.',
  ordersStayWaiting: 'The connection failed while sending; the orders stay waiting.',
  cartNotAvailableOffline:
    'The cart cannot be opened offline before it has been used once online. Please try again when you are online.',
  syncStatus: 'Sync status',
  waitingToBeSent: 'Waiting to be sent: {count}',
  queuedAt: 'Queued {time}',
  everythingSent: 'Everything has been sent.',
  retry: 'Retry',
  discard: 'Discard',
  changesWhenReconnecting: 'Changes found when reconnecting',
  theme: 'Theme',
  typography: 'Typography',
  buttons: 'Buttons',
  forms: 'Forms',
  productComponents: 'Product components',
  mapStyle: 'Map style',
} as const;

/** The groups, by spec section. */
export const messageGroups = {
  cartMessages,
  orderMessages,
  queryMessages,
  transportMessages,
  progressMessages,
  accountPasswordMessages,
  generalMessages,
  validationRuleMessages,
  notificationMessages,
  screenTitles,
  interfaceTexts,
  shellTexts,
} as const;

type Groups = typeof messageGroups;
type Flat<U> = (U extends unknown ? (group: U) => void : never) extends (group: infer I) => void ? I : never;

/**
 * Every message id by name, flat: `messages.productAddedToCart`. Built by a pure-annotated call
 * rather than an object spread, so a bundle that imports one group leaves the others out (issue
 * 20.2: the service worker's two texts used to bring all of them).
 */
export const messages: Readonly<Flat<Groups[keyof Groups]>> = /* @__PURE__ */ Object.assign(
  {},
  cartMessages,
  orderMessages,
  queryMessages,
  transportMessages,
  progressMessages,
  accountPasswordMessages,
  generalMessages,
  validationRuleMessages,
  notificationMessages,
  screenTitles,
  interfaceTexts,
  shellTexts,
);

/** The name of a message (`'productAddedToCart'`). */
export type MessageName = keyof typeof messages;

/** A message id: the en-US text with `{param}` placeholders. */
export type MessageId = (typeof messages)[MessageName];

/** Every message id, in declaration order. */
export const messageIds: readonly MessageId[] = /* @__PURE__ */ Object.values(messages);
