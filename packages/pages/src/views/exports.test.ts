import { describe, expect, it } from 'vitest';
import * as views from './index.ts';

describe('@kauppa/pages/views public surface', () => {
  it('exports exactly these values', () => {
    expect(Object.keys(views).sort()).toEqual([
      'aboutMeta',
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
      'contactMeta',
      'couponView',
      'faqCategoryMeta',
      'faqIndex',
      'faqIndexMeta',
      'faqQuestionJsonLd',
      'faqQuestionMeta',
      'homeMeta',
      'listingPaging',
      'orderDetailView',
      'orderFeedbackEmail',
      'orderHistoryRows',
      'pageTrail',
      'placeholderPageTitle',
      'placeholderPageTitles',
      'productPageView',
      'purchaseFormView',
      'requiresLogin',
      'setBundleQuantity',
      'setCustomChoice',
      'shippingMethodChoice',
      'totalsRows',
      'withoutLeadingHeading',
    ]);
  });
});
