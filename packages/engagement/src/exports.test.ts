import { describe, expect, it } from 'vitest';
import * as engagement from './index.ts';

describe('@kauppa/engagement public surface', () => {
  it('exports exactly these values', () => {
    expect(Object.keys(engagement).sort()).toEqual([
      'catalogIdOf',
      'createClaims',
      'createCompareList',
      'createFaqQuestions',
      'createMailer',
      'createMarketingProvider',
      'createNewsletter',
      'createNotificationStore',
      'createRecentlyViewed',
      'createReviews',
      'createValidationSchemas',
      'createWishlist',
      'engagementMessages',
      'engagementPaths',
      'listStorageKey',
      'newsletterCouponOffer',
      'sessionEvents',
      'trackedEvents',
      'validate',
      'validationMessages',
      'viewedProduct',
      'watchedProduct',
    ]);
  });

  it('keeps internals private', () => {
    expect(engagement).not.toHaveProperty('createProductList');
    expect(engagement).not.toHaveProperty('send');
    // The marketing provider's encoding and watch-list keys (issue 19.5).
    expect(engagement).not.toHaveProperty('encodeMarketingData');
    expect(engagement).not.toHaveProperty('watchListKey');
  });
});
