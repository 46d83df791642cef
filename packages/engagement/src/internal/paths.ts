/** The shop API paths of accounts-content §7 used here, relative to the API base (as in `@kauppa/contract`). */
export const engagementPaths = {
  // The platform's Mailchimp extension (src/api/extensions/mailchimp-subscribe); configurable per call.
  newsletter: 'ext/mailchimp-subscribe/subscribe',
  reviewCreate: 'review/create',
  faqAsk: 'faq/ask',
  marketingSubscribeAdvanced: 'marketing/subscribe/advanced',
  marketingSubscribe: 'marketing/subscribe',
  marketingIdentify: 'marketing/identify',
  marketingTrack: 'marketing/track',
  marketingBackInStock: 'marketing/back-in-stock',
} as const;
