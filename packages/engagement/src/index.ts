/**
 * @kauppa/engagement — wishlist, compare, recently viewed, claims, newsletter, the marketing-email
 * provider, reviews, FAQ questions, mailer, notifications and form validation (accounts-content
 * §3–§9). Framework-free: I/O comes through the ports of `@kauppa/ports`.
 * @packageDocumentation
 */
export type { Claim, Claims, CreateClaimsOptions } from './internal/claims.ts';
export { createClaims } from './internal/claims.ts';
export type {
  ContentActionOptions,
  EmailPayload,
  FaqQuestion,
  FaqQuestions,
  Mailer,
  ReviewInput,
  Reviews,
} from './internal/content-actions.ts';
export { createFaqQuestions, createMailer, createReviews } from './internal/content-actions.ts';
export type {
  CreateMarketingProviderOptions,
  MarketingCustomer,
  MarketingProvider,
  MarketingState,
  MarketingUser,
  TrackedOrder,
  TrackedProduct,
  WatchedProduct,
} from './internal/marketing.ts';
export { createMarketingProvider, trackedEvents } from './internal/marketing.ts';
export { engagementMessages, sessionEvents, validationMessages } from './internal/messages.ts';
export type {
  CreateNewsletterOptions,
  Newsletter,
  NewsletterState,
  SignedInCheck,
} from './internal/newsletter.ts';
export { createNewsletter, newsletterCouponOffer } from './internal/newsletter.ts';
export type {
  CreateNotificationStoreOptions,
  Notification,
  NotificationStore,
} from './internal/notifications.ts';
export { createNotificationStore } from './internal/notifications.ts';
export { engagementPaths } from './internal/paths.ts';
export type {
  CreateCompareListOptions,
  CreateRecentlyViewedOptions,
  CreateWishlistOptions,
  ListChangeOutcome,
  ListProduct,
  ProductList,
  WishlistItem,
} from './internal/product-list.ts';
export {
  createCompareList,
  createRecentlyViewed,
  createWishlist,
  listStorageKey,
} from './internal/product-list.ts';
export type { EngagementResult } from './internal/shared.ts';
export type { ValidationResult, ValidationSchemas } from './internal/validation.ts';
export { createValidationSchemas, validate } from './internal/validation.ts';
export type { ViewedProduct } from './internal/viewed.ts';
export { catalogIdOf, viewedProduct, watchedProduct } from './internal/viewed.ts';
