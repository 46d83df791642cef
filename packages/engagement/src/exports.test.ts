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
      'encodeMarketingData',
      'engagementMessages',
      'engagementPaths',
      'listStorageKey',
      'newsletterCouponOffer',
      'sessionEvents',
      'trackedEvents',
      'validate',
      'validationMessages',
      'viewedProduct',
      'watchListKey',
      'watchedProduct',
    ]);
  });

  it('keeps internals private', () => {
    expect(engagement).not.toHaveProperty('createProductList');
    expect(engagement).not.toHaveProperty('send');
  });
});
