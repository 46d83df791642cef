import { describe, expect, it } from 'vitest';
import * as views from './index.ts';

describe('@kauppa/pages/views public surface', () => {
  it('exports exactly these values', () => {
    expect(Object.keys(views).sort()).toEqual([
      'addressFormFields',
      'addressFormValues',
      'addressFromForm',
      'addressLine',
      'cartLineView',
      'checkoutAddressFields',
      'checkoutCompletion',
      'checkoutFieldUpdate',
      'checkoutPrefillEvents',
      'checkoutSteps',
      'checkoutView',
      'chooseBundleLink',
      'compareRows',
      'couponView',
      'listingPaging',
      'orderDetailView',
      'orderFeedbackEmail',
      'orderHistoryRows',
      'pageTrail',
      'productPageView',
      'purchaseFormView',
      'setBundleQuantity',
      'setCustomChoice',
      'shippingMethodChoice',
      'totalsRows',
    ]);
  });
});
