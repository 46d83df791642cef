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
