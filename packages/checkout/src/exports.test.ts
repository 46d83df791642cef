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
      'externalCheckoutRedirect',
      'isOrderPlaced',
      'isStepValid',
      'isUserInCheckout',
      'isVirtualCart',
      'offlineOrderConfirmationEvent',
      'offlineShippingMethod',
      'offlineTotals',
      'openStockShortages',
      'orderHistoryLookup',
      'orderSenderLeaseKey',
      'orderSenderLockName',
      'shippingInformationPayload',
      'shippingMethodPrice',
      'shippingMethodsAddress',
      'stockShortages',
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

  it('keeps the method and address conversions buildOrder uses internal (issue 19.5)', () => {
    for (const name of ['defaultMethod', 'offlineMethods', 'toCheckoutAddress', 'toOrderAddress']) {
      expect(checkout).not.toHaveProperty(name);
    }
  });
});
