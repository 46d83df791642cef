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
