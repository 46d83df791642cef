import { describe, expect, it } from 'vitest';
import {
  accountPasswordMessages,
  cartMessages,
  generalMessages,
  messageGroups,
  messageIds,
  messages,
  notificationMessages,
  orderMessages,
  progressMessages,
  queryMessages,
  screenTitles,
  transportMessages,
  validationRuleMessages,
} from './index.ts';
import { placeholdersOf } from './internal/check.ts';

describe('message ids', () => {
  it('every name and every id is unique across the groups', () => {
    const names = Object.values(messageGroups).flatMap((group) => Object.keys(group));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(messages)).toHaveLength(names.length);
    expect(new Set(messageIds).size).toBe(messageIds.length);
  });

  it('placeholders are {word} names only', () => {
    for (const id of messageIds) {
      const braces = id.match(/[{}]/g) ?? [];
      expect(braces.length, id).toBe(placeholdersOf(id).length * 2);
    }
  });

  it('carries the cart and product notices word for word (commerce-core §8)', () => {
    expect(Object.values(cartMessages)).toEqual(
      expect.arrayContaining([
        'Product has been added to the cart!',
        'Proceed to checkout',
        'Product quantity has been updated!',
        'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
        'The product is out of stock and cannot be added to the cart!',
        'Product price is unknown, product cannot be added to the cart!',
        'No available product variants',
        'Only {maxQuantity} products of this type are available',
        'No such configuration for the product',
        'Shopping cart is empty before checkout',
        'Some of the ordered products are not available',
        'The shipping method is missing',
        "The coupon code isn't valid",
        "You've entered an incorrect coupon code",
        'The address in checkout contains invalid data, so the order is cancelled',
        'Internal validation error, please check required fields',
        'In stock!',
        'Out of the stock!',
      ]),
    );
  });

  it('carries the cash-on-delivery info box (commerce-core §4 placing an order)', () => {
    expect(orderMessages.paymentInformation).toBe('Payment Information');
    expect(orderMessages.cashOnDeliveryInfo).toBe('You are going to pay for this order upon delivery.');
  });

  it('carries the query, catalogue, transport and token errors (commerce-core §8)', () => {
    expect(Object.values({ ...queryMessages, ...transportMessages })).toEqual(
      expect.arrayContaining([
        'Product query returned empty result',
        'Product with type grouped has no product_links set!',
        'Product link not found',
        'No entity type registered for {type}',
        'No products synchronized for this category. Please come back while online!',
        'Invalid token - need to be revalidated',
        'Error refreshing user token. User is not authorized to access the resource',
        'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
        'Error with response - bad content-type!',
        'Unhandled error, wrong response format!',
      ]),
    );
  });

  it('carries the success, progress, account and general texts (accounts-content §8)', () => {
    expect(Object.values({ ...progressMessages, ...accountPasswordMessages, ...generalMessages })).toEqual(
      expect.arrayContaining([
        'Account data has successfully been updated',
        'Password has successfully been changed',
        'Address has been saved successfully.',
        'Address has been deleted successfully.',
        'Saving...',
        'Removing...',
        'Reset password feature does not work while offline!',
        'You must have to login',
        'Address Id missing',
        'User details are required',
        'The account sign-in was incorrect or your account is disabled temporarily',
        'The token provided is either invalid or expired',
        'Error while sending reset password e-mail',
        'Something went wrong. Try again in a few seconds.',
        'CMS query returned empty result',
        'Internal Server Error 500',
        'Request does not match any route',
        '404 Page Not Found',
        'Product price is unknown, product cannot be added to the cart',
        'This product is out of stock',
        'Not Implemented',
        'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
        'OK',
        "You're logged out",
        'You need to be logged in to see this page',
      ]),
    );
  });

  it('carries the thank-you page and offline-order texts (accounts-content §2, §4, §9)', () => {
    expect(notificationMessages.returnToShopping).toBe('Return to shopping');
    expect(notificationMessages.orderNumber).toBe('Your order number is: {id}');
    expect(notificationMessages.orderWaiting).toBe('Order waiting!');
    expect(notificationMessages.newsletterCoupon).toBe(
      'Subscribe to our newsletter and get a {percent}% discount coupon!',
    );
  });

  it('has a message for each validation rule (accounts-content §5)', () => {
    expect(Object.keys(validationRuleMessages)).toEqual(
      expect.arrayContaining([
        'fieldRequired',
        'validEmailRequired',
        'nameMinLength',
        'taxIdMinLength',
        'zipCodeMinLength',
        'passwordMinLength',
        'passwordsNotIdentical',
        'searchMinLength',
        'termsNotAccepted',
        'quantityPositiveInteger',
        'quantityAboveZero',
        'quantityBelowAvailable',
        'chooseOptionFirst',
      ]),
    );
    expect(messages.cartEmptyBeforeCheckout).toBe('Shopping cart is empty before checkout');
    expect(messages.changePasswordOffline).toBeDefined();
  });

  it('has the screen titles of the route table and pages named by the texts (accounts-content §2)', () => {
    expect(Object.values(screenTitles)).toEqual(
      expect.arrayContaining([
        'Home',
        'Checkout',
        'Personal Details',
        'Shipping',
        'Payment',
        'Review & Payments',
        'About us',
        'Track my Order',
        'My Account',
        'Compare Products',
        'Wishlist',
        'Store locator',
        'Style Guide',
        'Loyalty card',
      ]),
    );
  });

  it('has the sort options of the listing (commerce-core §9)', () => {
    expect(messages.sortLatest).toBe('Latest');
    expect(messages.sortPriceLowToHigh).toBe('Price: Low to high');
    expect(messages.sortPriceHighToLow).toBe('Price: High to low');
    expect(messages.sortQuantityLowToHigh).toBe('Quantity: Low to high');
    expect(messages.sortQuantityHighToLow).toBe('Quantity: High to low');
  });
});
