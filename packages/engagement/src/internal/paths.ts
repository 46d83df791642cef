/** The shop API paths of accounts-content §7 used here, relative to the API base (as in `@kauppa/contract`). */
export const engagementPaths = {
  newsletter: 'newsletter/subscribe',
  reviewCreate: 'review/create',
  faqAsk: 'faq/ask',
  marketingSubscribeAdvanced: 'marketing/subscribe/advanced',
  marketingSubscribe: 'marketing/subscribe',
  marketingIdentify: 'marketing/identify',
  marketingTrack: 'marketing/track',
  marketingBackInStock: 'marketing/back-in-stock',
} as const;
