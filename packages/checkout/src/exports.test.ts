import { describe, expect, it } from 'vitest';
import * as checkout from './index.ts';

describe('public surface', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(checkout).sort()).toEqual([
      'availablePaymentMethods',
      'availableShippingMethods',
      'buildOrder',
      'cashOnDeliveryInfo',
      'cashOnDeliveryMethod',
      'checkoutDetailsKey',
      'checkoutPrefill',
      'createCheckout',
      'createCheckoutMachine',
      'createOfflineOrders',
      'createOrderOutbox',
      'defaultMethod',
      'externalCheckoutRedirect',
      'isOrderPlaced',
      'isUserInCheckout',
      'isValid',
      'isVirtualCart',
      'offlineMethods',
      'offlineOrderConfirmationEvent',
      'offlineShippingMethod',
      'offlineTotals',
      'orderHistoryLookup',
      'orderSenderLeaseKey',
      'shippingInformationPayload',
      'shippingMethodsAddress',
      'toCheckoutAddress',
      'toOrderAddress',
      'totalsCountry',
      'validatePaymentDetails',
      'validatePersonalDetails',
      'validateReview',
      'validateShippingDetails',
    ]);
  });

  it('keeps internals private', () => {
    expect(checkout).not.toHaveProperty('emptyAddress');
    expect(checkout).not.toHaveProperty('addressOf');
  });
});
